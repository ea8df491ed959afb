// Genuine paper receipts: pay on foot, multi-storey, hospital and university, supermarket and retail.
import { OPERATORS, SHOPPING_CENTRES, SUPERMARKETS, UNIS } from './data.ts';
import { Doc } from './doc.ts';
import { fmtDate, fmtDur, money } from './fmt.ts';
import { THERMAL, free, tariff } from './genuine-paper.ts';
import { carPark, d, pence, placeLine, ref, sameDay, t } from './helpers.ts';
import type { Rng } from './rng.ts';
import type { Layout } from './types.ts';

const barrierExit: Layout = {
  name: 'pof-barrier-exit',
  kind: 'pay_on_foot',
  stock: 'thermal',
  endsBy: 'past',
  canShort: true,
  townP: 0.8,
  postcodeP: 0.5,
  hours: [7, 20],
  note: 'Exit barrier receipt with ENTRY / EXIT dates and LENGTH OF STAY x hrs yy mins',
  dur: (rng, short) => free(rng, short),
  render(ctx) {
    const { rng, start, end } = ctx;
    const doc = new Doc(576, { bg: THERMAL, size: 24, font: 'mono', ink: ctx.ink, shape: 'tear' });
    doc.text(rng.pick(OPERATORS).toUpperCase(), { align: 'center', bold: true, size: 24 });
    doc.text(carPark(ctx).toUpperCase(), { align: 'center' });
    if (ctx.town) doc.text(placeLine(ctx, false).toUpperCase(), { align: 'center' });
    doc.text(`VAT NO ${rng.digits(3)} ${rng.digits(4)} ${rng.digits(2)}`, { align: 'center', size: 18 });
    doc.rule({ dash: true });
    doc.kv('ENTRY', `${fmtDate(start, 'dmy2')} ${t(start, 'h24')}`);
    doc.kv('EXIT', `${fmtDate(end, 'dmy2')} ${t(end, 'h24')}`);
    doc.kv('LENGTH OF STAY', fmtDur(end - start, 'los'), { bold: true });
    doc.kv('AMOUNT PAID', money(pence(rng, end - start)), { bold: true });
    doc.rule({ dash: true });
    doc.kv('PAYMENT MACHINE', `PM${rng.digits(2)}`, { size: 20 });
    doc.kv('RECEIPT NO', rng.digits(8), { size: 20 });
    doc.text('THANK YOU - DRIVE SAFELY', { align: 'center', size: 20 });
    return doc.render();
  },
};

const payStationVat: Layout = {
  name: 'pof-paystation-vat',
  kind: 'pay_on_foot',
  stock: 'thermal',
  endsBy: 'past',
  canShort: true,
  townP: 0.6,
  postcodeP: 0.6,
  hours: [6, 21],
  note: 'Pay station VAT receipt: IN/OUT, Duration 2h 28m, card slip with expiry and print time',
  dur: (rng, short) => free(rng, short),
  render(ctx) {
    const { rng, start, end } = ctx;
    const doc = new Doc(520, { bg: THERMAL, size: 22, ink: ctx.ink, shape: 'tear' });
    doc.text('VAT RECEIPT', { align: 'center', bold: true, size: 30 });
    doc.text(rng.pick(['Parkside Plaza Car Park', 'Central Multi-Storey', 'Wharf Street Car Park']), {
      align: 'center',
    });
    if (ctx.town) doc.text(placeLine(ctx), { align: 'center', size: 19 });
    doc.rule();
    doc.cols(['IN', t(start, 'h24'), fmtDate(start, 'dmy2dot')], { bold: true }, [0, 0.3, 0.62]);
    doc.cols(['OUT', t(end, 'h24'), fmtDate(end, 'dmy2dot')], { bold: true }, [0, 0.3, 0.62]);
    doc.kv('Duration', fmtDur(end - start, 'hm'));
    const p = pence(rng, end - start);
    doc.kv('Tariff band', end - start <= 60 ? '0-1 hr' : end - start <= 180 ? '1-3 hrs' : '3-24 hrs');
    doc.kv('Total', money(p), { bold: true });
    doc.kv('incl. VAT @20%', money(Math.round(p / 6)));
    doc.rule({ dash: true });
    doc.text('CONTACTLESS  VISA DEBIT', { size: 19 });
    doc.text(
      `**** **** **** ${rng.digits(4)}   Exp ${String(rng.int(1, 12)).padStart(2, '0')}/${rng.int(27, 31)}`,
      { size: 19 },
    );
    doc.text(`AUTH ${rng.digits(6)}   APPROVED`, { size: 19 });
    doc.text(`Printed ${fmtDate(end + 1, 'dmy2')} ${t(end + 1, 'h24')}`, { size: 17 });
    return doc.render();
  },
};

const exit12h: Layout = {
  name: 'pof-exit-12h',
  kind: 'pay_on_foot',
  stock: 'thermal',
  endsBy: 'past',
  canShort: true,
  townP: 0.7,
  postcodeP: 0.3,
  hours: [7, 19],
  note: 'Pay-on-foot receipt in 12-hour clock: Arrived / Departed, Time parked in minutes',
  dur: (rng, short) => free(rng, short),
  render(ctx) {
    const { rng, start, end } = ctx;
    const doc = new Doc(540, { bg: THERMAL, size: 24, font: 'serif', ink: ctx.ink, shape: 'tear' });
    doc.text(rng.pick(['Abbey Yard Parking', 'Castle Mews Parking', 'Granary Car Park']), {
      align: 'center',
      bold: true,
      size: 28,
    });
    if (ctx.town) doc.text(ctx.town.name + (ctx.postcode ? `, ${ctx.postcode}` : ''), { align: 'center' });
    doc.rule();
    doc.kv('Arrived', `${t(start, 'h12')} ${d(ctx, start, 'dowdMon')}`);
    doc.kv('Departed', `${t(end, 'h12')} ${d(ctx, end, 'dowdMon')}`);
    doc.kv('Time parked', fmtDur(end - start, 'mins'), { bold: true });
    doc.kv('Fee', money(pence(rng, end - start)));
    doc.rule();
    doc.text('Thank you for your custom', { align: 'center', italic: true, size: 20 });
    return doc.render();
  },
};

const shoppingCentre: Layout = {
  name: 'ms-shopping-centre',
  kind: 'multi_storey',
  stock: 'thermal',
  endsBy: 'past',
  canShort: true,
  townP: 0.9,
  postcodeP: 0.5,
  hours: [8, 18],
  note: 'Shopping-centre multi-storey receipt with Level and Bay, Entry / Exit, Paid',
  dur: (rng, short) => free(rng, short),
  render(ctx) {
    const { rng, start, end } = ctx;
    const centre = rng.pick(SHOPPING_CENTRES);
    const doc = new Doc(576, { bg: THERMAL, size: 24, ink: ctx.ink, shape: 'tear' });
    doc.banner(centre.toUpperCase(), { bg: '#1b1b1b', color: THERMAL, size: 28 });
    if (ctx.town) doc.text(`${ctx.town.name}${ctx.postcode ? ` ${ctx.postcode}` : ''}`, { align: 'center' });
    doc.text(`Level ${rng.int(1, 6)}  ·  Bay ${rng.int(10, 480)}`, { align: 'center', bold: true });
    doc.rule({ dash: true });
    doc.kv('Entry', `${d(ctx, start, 'dowdMony')} ${t(start, 'h24')}`);
    doc.kv('Exit', `${d(ctx, end, 'dowdMony')} ${t(end, 'h24')}`);
    doc.kv('Paid', money(pence(rng, end - start)), { bold: true, size: 28 });
    doc.rule({ dash: true });
    doc.text(`Thank you for shopping at ${centre}`, { align: 'center', size: 18 });
    doc.barcode(rng, 60, 0.7);
    return doc.render();
  },
};

const msStub: Layout = {
  name: 'ms-ticket-iso',
  kind: 'multi_storey',
  stock: 'card',
  endsBy: 'past',
  canShort: true,
  townP: 0.6,
  postcodeP: 0.3,
  hours: [6, 22],
  note: 'Multi-storey exit ticket with ISO dates, TIME IN / TIME OUT and Stay (hh:mm)',
  dur: (rng, short) => free(rng, short),
  render(ctx) {
    const { rng, start, end } = ctx;
    const doc = new Doc(640, { bg: '#eef3f8', size: 26, pad: 30, font: 'mono' });
    doc.banner('MULTI-STOREY CAR PARK', { bg: '#0b3d91', color: '#ffffff', size: 28, full: true });
    if (ctx.town)
      doc.text(`${ctx.town.name}${ctx.postcode ? ` ${ctx.postcode}` : ''} · Level B${rng.int(1, 3)}`, {
        bold: true,
        size: 24,
      });
    else doc.text(`Level B${rng.int(1, 3)}`, { bold: true, size: 24 });
    doc.cols(['TIME IN', 'TIME OUT'], { size: 20 }, [0, 0.5]);
    doc.cols([t(start, 'h24'), t(end, 'h24')], { size: 40, bold: true }, [0, 0.5]);
    doc.cols([fmtDate(start, 'iso'), fmtDate(end, 'iso')], { size: 22 }, [0, 0.5]);
    doc.rule({ dash: true });
    doc.kv('Stay (hh:mm)', fmtDur(end - start, 'hhmm'));
    doc.kv('Charge', money(pence(rng, end - start)));
    doc.kv('Ticket', ref(rng, '99999999'));
    doc.barcode(rng, 70, 0.9);
    return doc.render();
  },
};

const validatedExit: Layout = {
  name: 'ms-validated-12h',
  kind: 'multi_storey',
  stock: 'thermal',
  endsBy: 'past',
  canShort: true,
  townP: 0.8,
  postcodeP: 0.5,
  hours: [9, 20],
  note: 'Multi-storey receipt validated by a shop, times like 2.15 PM, dd.mm.yyyy dates',
  dur: (rng, short) => free(rng, short),
  render(ctx) {
    const { rng, start, end } = ctx;
    const doc = new Doc(560, { bg: THERMAL, size: 23, ink: ctx.ink, shape: 'tear' });
    doc.text('Theatre Royal Multi-Storey', { align: 'center', bold: true, size: 26 });
    if (ctx.town) doc.text(placeLine(ctx), { align: 'center', size: 19 });
    doc.rule();
    doc.text(`Date ${fmtDate(start, 'dmydot')}`);
    doc.kv('Time in', t(start, 'h12dotUpper'));
    doc.kv('Time out', `${t(end, 'h12dotUpper')}${sameDay(start, end) ? '' : ` ${fmtDate(end, 'dmydot')}`}`);
    const full = pence(rng, end - start);
    doc.kv('Standard fee', money(full));
    doc.kv(
      `Validated: ${rng.pick(['Cinema', 'Theatre box office', 'Restaurant'])}`,
      `-${money(Math.round(full / 2))}`,
    );
    doc.kv('Paid', money(full - Math.round(full / 2)), { bold: true });
    doc.text('Level 4 · Space 418', { align: 'center', size: 19 });
    return doc.render();
  },
};

function hospitalName(rng: Rng): [string, string] {
  return [
    rng.pick([
      "St Aldhelm's Hospital",
      'Vale Royal Infirmary',
      'Moorside General Hospital',
      "Queen Eleanor's Hospital",
    ]),
    rng.pick(['Wolds and Vale NHS Trust', 'Three Rivers NHS Foundation Trust', 'Northfold Health NHS Trust']),
  ];
}

const nhsVisitor: Layout = {
  name: 'nhs-visitor-exit',
  kind: 'hospital_university',
  stock: 'thermal',
  endsBy: 'past',
  canShort: true,
  townP: 0.7,
  postcodeP: 0.6,
  hours: [7, 20],
  note: 'NHS hospital visitor parking exit receipt (Entry / Exit / Paid)',
  dur: (rng, short) => free(rng, short),
  render(ctx) {
    const { rng, start, end } = ctx;
    const [hosp, trust] = hospitalName(rng);
    const doc = new Doc(560, { bg: THERMAL, size: 23, ink: ctx.ink, shape: 'tear' });
    doc.banner('NHS', { bg: '#005eb8', color: '#ffffff', size: 34, align: 'right' });
    doc.text(hosp, { bold: true, size: 26 });
    doc.text(trust, { size: 19 });
    if (ctx.town) doc.text(placeLine(ctx, false), { size: 19 });
    doc.rule();
    doc.text('VISITOR PARKING', { bold: true, size: 28 });
    doc.kv('Entry', `${fmtDate(start, 'dmy')} ${t(start, 'h24')}`);
    doc.kv('Exit', `${fmtDate(end, 'dmy')} ${t(end, 'h24')}`);
    doc.kv('Paid', money(pence(rng, end - start, [100, 120, 150])), { bold: true });
    doc.rule();
    doc.para('Concessions for frequent visitors are available from the main reception.', { size: 17 });
    return doc.render();
  },
};

const nhsPd: Layout = {
  name: 'nhs-patient-pd',
  kind: 'hospital_university',
  stock: 'thermal',
  endsBy: 'any',
  canShort: true,
  townP: 0.6,
  postcodeP: 0.3,
  hours: [7, 19],
  note: 'Hospital patient & visitor pay and display, one sentence: "Valid from 09:40 to 12:40 on 27/11/2026"',
  dur: (rng, short) => (short ? rng.pick([20, 30, 40]) : rng.pick([120, 180, 240, 1440])),
  render(ctx) {
    const { rng, start, end } = ctx;
    const [hosp] = hospitalName(rng);
    const doc = new Doc(540, { bg: THERMAL, size: 24, ink: ctx.ink, shape: 'tear' });
    doc.text(hosp, { bold: true, align: 'center' });
    if (ctx.town) doc.text(placeLine(ctx, false), { align: 'center' });
    doc.text('Patient & Visitor Pay and Display', { align: 'center', size: 21 });
    doc.rule();
    if (sameDay(start, end)) {
      doc.para(`Valid from ${t(start, 'h24')} to ${t(end, 'h24')} on ${fmtDate(start, 'dmy')}`, {
        bold: true,
        size: 27,
      });
    } else {
      doc.para(
        `Valid from ${t(start, 'h24')} on ${fmtDate(start, 'dmy')} to ${t(end, 'h24')} on ${fmtDate(end, 'dmy')}`,
        { bold: true, size: 27 },
      );
    }
    doc.kv('Amount', money(pence(rng, end - start, [100, 120])));
    doc.kv('Bay', rng.pick(['Outpatients', 'Maternity', 'A&E', 'Main entrance']));
    doc.text('Place face up on dashboard', { align: 'center', size: 19 });
    return doc.render();
  },
};

const uniVisitor: Layout = {
  name: 'uni-campus-visitor',
  kind: 'hospital_university',
  stock: 'card',
  endsBy: 'any',
  canShort: true,
  townP: 0.7,
  postcodeP: 0.5,
  hours: [8, 17],
  note: 'University campus visitor parking ticket, Start / End with Zone',
  dur: (rng, short) => tariff(rng, short),
  render(ctx) {
    const { rng, start, end } = ctx;
    const doc = new Doc(600, { bg: '#ffffff', size: 25, pad: 30, font: 'serif' });
    doc.banner(rng.pick(UNIS), { bg: '#3b1f5c', color: '#ffffff', full: true, size: 26 });
    doc.text('Campus Visitor Parking', { bold: true, size: 30 });
    if (ctx.town) doc.text(placeLine(ctx), { size: 20 });
    doc.kv(
      'Zone',
      `${rng.pick(['C', 'D', 'F'])} (${rng.pick(['Library', 'Sports Centre', 'Science Park'])})`,
    );
    doc.kv('Start', `${t(start, 'h24')}, ${d(ctx, start, 'dMonthy')}`);
    doc.kv('End', `${t(end, 'h24')}, ${d(ctx, end, 'dMonthy')}`, { v: { bold: true } });
    doc.kv('Charge', money(pence(rng, end - start, [100, 150])));
    doc.text('Visitors must park in marked bays only', { size: 18, italic: true });
    return doc.render();
  },
};

const supermarketEntry: Layout = {
  name: 'supermarket-entry-slip',
  kind: 'supermarket_retail',
  stock: 'thermal',
  endsBy: 'any',
  canShort: true,
  townP: 0.7,
  postcodeP: 0.5,
  hours: [8, 19],
  note: 'Supermarket free-parking entry slip: Entry time + Max stay, PCN warning in small print',
  dur: (rng, short) => (short ? rng.pick([20, 30, 45]) : rng.pick([90, 120, 180])),
  render(ctx) {
    const { rng, start, end } = ctx;
    const shop = rng.pick(SUPERMARKETS);
    const doc = new Doc(500, { bg: THERMAL, size: 24, ink: ctx.ink, shape: 'tear' });
    doc.text(shop, { align: 'center', bold: true, size: 34 });
    if (ctx.town) doc.text(`${ctx.town.name}${ctx.postcode ? ` ${ctx.postcode}` : ''}`, { align: 'center' });
    doc.text('Free for customers', { align: 'center', bold: true });
    doc.rule();
    doc.kv('Date', fmtDate(start, 'dmy2'));
    doc.kv('Entry time', t(start, 'h24'), { bold: true });
    doc.kv('Max stay', fmtDur(end - start, 'words'), { bold: true });
    doc.rule();
    doc.para(
      `Customers only while shopping in store. Vehicles exceeding the maximum stay may be issued a Parking Charge Notice of £${rng.pick([70, 85, 100])}.`,
      { size: 16 },
    );
    return doc.render();
  },
};

const retailRefund: Layout = {
  name: 'retail-park-refund',
  kind: 'supermarket_retail',
  stock: 'card',
  endsBy: 'any',
  canShort: true,
  townP: 0.8,
  postcodeP: 0.4,
  hours: [9, 18],
  note: 'Retail park ticket refunded in store: Issued / Valid until, refund note',
  dur: (rng, short) => tariff(rng, short),
  render(ctx) {
    const { rng, start, end } = ctx;
    const doc = new Doc(560, { bg: '#ffffff', size: 24, pad: 28 });
    doc.banner(`${rng.pick(['Meadowgate', 'Foxholes', 'Canal Side'])} Retail Park`, {
      bg: '#00875a',
      color: '#fff',
      full: true,
      size: 28,
    });
    if (ctx.town) doc.text(placeLine(ctx, false), { align: 'center', size: 20 });
    doc.kv('Issued', `${t(start, 'h24dot')} ${fmtDate(start, 'dmy2dash')}`);
    doc.kv('Valid until', `${t(end, 'h24dot')} ${fmtDate(end, 'dmy2dash')}`, { v: { bold: true, size: 30 } });
    doc.kv('Paid', money(pence(rng, end - start, [100])));
    doc.banner('REFUND IN STORE', { bg: '#ffd200', color: '#111', size: 24 });
    doc.para('Parking fee refunded at any tills with a purchase of £10 or more. Offer ends 31/12.', {
      size: 17,
    });
    return doc.render();
  },
};

const leaveBy: Layout = {
  name: 'supermarket-register-leave-by',
  kind: 'supermarket_retail',
  stock: 'thermal',
  endsBy: 'any',
  canShort: true,
  townP: 0.5,
  postcodeP: 0.5,
  hours: [8, 20],
  note: 'In-store registration terminal slip: registration, Arrived, Leave by',
  dur: (rng, short) => (short ? rng.pick([30, 40]) : rng.pick([90, 120, 150, 180])),
  render(ctx) {
    const { rng, start, end } = ctx;
    const doc = new Doc(480, { bg: THERMAL, size: 23, font: 'mono', ink: ctx.ink, shape: 'tear' });
    doc.text('CUSTOMER CAR PARK', { align: 'center', bold: true });
    doc.text(rng.pick(SUPERMARKETS).toUpperCase(), { align: 'center' });
    if (ctx.town) doc.text(placeLine(ctx, false).toUpperCase(), { align: 'center', size: 19 });
    doc.rule({ dash: true });
    doc.kv('REG', `${rng.letters(2)}${rng.int(10, 74)} ${rng.letters(3)}`);
    doc.kv('DATE', fmtDate(start, 'dMONy2'));
    doc.kv('ARRIVED', t(start, 'h24'));
    doc.kv('LEAVE BY', t(end, 'h24'), { bold: true, size: 30 });
    doc.kv('FREE PERIOD', fmtDur(end - start, 'hrs').toUpperCase());
    doc.rule({ dash: true });
    doc.text('NO NEED TO DISPLAY', { align: 'center', size: 19 });
    return doc.render();
  },
};

export const RECEIPT_LAYOUTS: Layout[] = [
  barrierExit,
  payStationVat,
  exit12h,
  shoppingCentre,
  msStub,
  validatedExit,
  nhsVisitor,
  nhsPd,
  uniVisitor,
  supermarketEntry,
  retailRefund,
  leaveBy,
];
