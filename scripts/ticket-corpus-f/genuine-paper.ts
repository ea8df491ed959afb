// Genuine paper proofs: pay & display tickets, meter slips and stick-on tickets.
import { OPERATORS } from './data.ts';
import { Doc } from './doc.ts';
import { fmtDate, fmtDur, money, WELSH_DOW } from './fmt.ts';
import { carPark, d, pence, placeLine, ref, sameDay, t } from './helpers.ts';
import type { Rng } from './rng.ts';
import { parts } from './time.ts';
import type { Layout, RenderCtx } from './types.ts';

export const THERMAL = '#f3f1ea';
export const tariff = (rng: Rng, short: boolean) =>
  short ? rng.pick([20, 30, 40, 45]) : rng.pick([90, 120, 180, 240, 300, 480, 600]);
export const free = (rng: Rng, short: boolean) => (short ? rng.int(12, 45) : rng.int(78, 420));
export const townUpper = (ctx: RenderCtx) => (ctx.town ? ctx.town.name.toUpperCase() : '');

function councilName(ctx: RenderCtx): string {
  if (!ctx.town) return ctx.rng.pick(['Council Car Parks', 'Borough Parking Services']);
  return `${ctx.town.name} ${ctx.rng.pick(['Borough Council', 'City Council', 'District Council', 'Council'])}`;
}

const councilPd: Layout = {
  name: 'council-pd-classic',
  kind: 'pay_and_display',
  stock: 'thermal',
  endsBy: 'any',
  canShort: true,
  townP: 1,
  postcodeP: 0.3,
  hours: [7, 21],
  note: 'Council pay & display thermal ticket, Date / Time purchased / Expires',
  dur: (rng, short) => tariff(rng, short),
  render(ctx) {
    const { rng, start, end } = ctx;
    const doc = new Doc(576, { bg: THERMAL, size: 25, ink: ctx.ink, shape: 'tear' });
    doc.text(councilName(ctx).toUpperCase(), { bold: true, align: 'center', size: 27 });
    doc.text('PAY & DISPLAY', { align: 'center', bold: true, size: 38 });
    doc.text(carPark(ctx), { align: 'center' });
    if (ctx.postcode) doc.text(placeLine(ctx, false), { align: 'center', size: 21 });
    doc.rule({ dash: true });
    doc.kv('Date', d(ctx, start, 'dmy'));
    doc.kv('Time purchased', t(start, 'h24'));
    doc.kv('Expires', `${sameDay(start, end) ? '' : `${d(ctx, end, 'dmy')} `}${t(end, 'h24')}`, {
      v: { bold: true, size: 30 },
    });
    doc.kv('Tariff', `Up to ${fmtDur(end - start, 'hrs')}`);
    doc.kv('Amount paid', money(pence(rng, end - start)));
    doc.rule({ dash: true });
    doc.kv('Machine no.', rng.digits(4), { size: 20 });
    doc.kv('Location code', rng.digits(5), { size: 20 });
    doc.kv('Ticket no.', rng.digits(6), { size: 20 });
    doc.space(6);
    doc.text('DISPLAY THIS TICKET FACE UP', { align: 'center', bold: true, size: 22 });
    doc.text('ON THE DASHBOARD', { align: 'center', bold: true, size: 22 });
    doc.text('Not transferable. Penalty charges apply.', { align: 'center', size: 17 });
    return doc.render();
  },
};

const cyngorPd: Layout = {
  name: 'cyngor-pd-bilingual',
  kind: 'pay_and_display',
  stock: 'thermal',
  endsBy: 'any',
  canShort: true,
  welsh: true,
  townP: 1,
  postcodeP: 0.25,
  hours: [8, 19],
  note: 'Bilingual Welsh/English council pay & display (Welsh month names)',
  dur: (rng, short) => tariff(rng, short),
  render(ctx) {
    const { rng, start, end } = ctx;
    const town = ctx.town ?? ctx.anyTown;
    const doc = new Doc(560, { bg: THERMAL, size: 22, ink: ctx.ink, shape: 'tear' });
    doc.text(`CYNGOR ${(town.welsh ?? town.name).toUpperCase()}`, { bold: true, align: 'center', size: 26 });
    doc.text(`${town.name.toUpperCase()} COUNCIL`, { bold: true, align: 'center', size: 22 });
    doc.banner('TALU AC ARDDANGOS / PAY AND DISPLAY', { bg: '#222', color: '#f3f1ea', size: 22 });
    doc.text(
      `Maes Parcio / Car Park: ${rng.pick(['Y Cei', 'Stryd y Bont', 'Y Promenâd', 'Heol y Castell'])}`,
      { align: 'center', size: 20 },
    );
    if (ctx.postcode) doc.text(placeLine(ctx, false), { align: 'center', size: 20 });
    doc.rule();
    const welshDate = (w: number) => {
      const p = parts(w);
      return rng.chance(0.5) ? fmtDate(w, 'welsh') : `${WELSH_DOW[p.dow]} ${fmtDate(w, 'welsh')}`;
    };
    doc.kv('Dyddiad / Date', welshDate(start), { k: { size: 20 } });
    doc.kv('Amser prynu / Time bought', t(start, 'h24'), { k: { size: 20 } });
    doc.kv('Yn ddilys tan / Valid until', t(end, 'h24'), { k: { size: 20 }, v: { bold: true, size: 30 } });
    if (!sameDay(start, end)) doc.kv('', welshDate(end), { v: { bold: true } });
    doc.kv('Tâl / Charge', money(pence(rng, end - start)));
    doc.kv('Peiriant / Machine', rng.digits(3));
    doc.rule();
    doc.text('Arddangoswch y tocyn hwn', { align: 'center', size: 20, bold: true });
    doc.text('Display this ticket', { align: 'center', size: 20, bold: true });
    return doc.render();
  },
};

const operatorDot: Layout = {
  name: 'operator-pd-dotmatrix',
  kind: 'pay_and_display',
  stock: 'card',
  endsBy: 'any',
  canShort: true,
  townP: 0.8,
  postcodeP: 0.4,
  hours: [6, 22],
  note: 'Private operator ticket, dot-matrix print, ARR/EXP with 27-NOV-26 dates and 14.15 clocks',
  dur: (rng, short) => tariff(rng, short),
  render(ctx) {
    const { rng, start, end } = ctx;
    const doc = new Doc(600, { bg: '#fbfaf6', size: 30, font: 'mono', ink: 'dot', pad: 30 });
    doc.raw(0, () => `<rect x="0" y="0" width="600" height="70" fill="#c8102e"/>`, 'bg');
    doc.text(rng.pick(OPERATORS).toUpperCase(), { bold: true, align: 'center', size: 28, color: '#ffffff' });
    doc.space(18);
    if (ctx.town)
      doc.text(`${carPark(ctx).toUpperCase()} ${townUpper(ctx)} ${ctx.postcode ?? ''}`.trim(), {
        bold: true,
        size: 24,
      });
    doc.text(`TKT ${rng.digits(7)}  M/C ${rng.digits(3)}`, { bold: true, size: 24 });
    doc.text(`ARR ${t(start, 'h24dot')} ${fmtDate(start, 'dMONy2')}`, { bold: true });
    doc.text(`EXP ${t(end, 'h24dot')} ${fmtDate(end, 'dMONy2')}`, { bold: true, size: 36 });
    doc.text(`PAID ${money(pence(rng, end - start))}  ${fmtDur(end - start, 'hm').toUpperCase()}`, {
      bold: true,
    });
    doc.space(10);
    doc.para('PLACE ON DASHBOARD FACE UP. ANPR IN OPERATION. T&CS DISPLAYED ON SITE.', {
      size: 18,
      bold: true,
    });
    return doc.render();
  },
};

const pd12h: Layout = {
  name: 'pd-valid-until-12h',
  kind: 'pay_and_display',
  stock: 'card',
  endsBy: 'any',
  canShort: true,
  townP: 0.7,
  postcodeP: 0.2,
  hours: [8, 20],
  note: 'Card ticket, huge VALID UNTIL in 12-hour clock, yearless Fri 27 Nov date',
  dur: (rng, short) => tariff(rng, short),
  render(ctx) {
    const { rng, start, end } = ctx;
    const accent = rng.pick(['#005eb8', '#00843d', '#6d2077', '#e35205']);
    const doc = new Doc(620, { bg: '#ffffff', size: 24, pad: 34 });
    doc.raw(0, () => `<rect x="0" y="0" width="26" height="2000" fill="${accent}"/>`, 'bg');
    doc.text(ctx.town ? `${ctx.town.name} parking` : 'Short stay parking', {
      size: 26,
      color: accent,
      bold: true,
    });
    doc.text('VALID UNTIL', { size: 26, bold: true });
    doc.text(t(end, 'h12'), { size: 96, bold: true });
    doc.text(d(ctx, end, 'dowdMon'), { size: 40, bold: true });
    doc.rule({ color: accent });
    doc.kv('Bought', `${t(start, 'h12')} ${d(ctx, start, 'dowdMon')}`);
    doc.kv('Paid', money(pence(rng, end - start)));
    if (ctx.postcode) doc.kv('Site', placeLine(ctx, false));
    doc.kv('Ref', ref(rng, 'AA99 9999'), { size: 20 });
    doc.text('Display clearly inside windscreen', { size: 20, italic: true, align: 'center' });
    return doc.render();
  },
};

const tariffBand: Layout = {
  name: 'pd-tariff-band',
  kind: 'pay_and_display',
  stock: 'thermal',
  endsBy: 'any',
  canShort: true,
  townP: 0.9,
  postcodeP: 0.5,
  hours: [8, 18],
  note: 'Ticket with issue time and a tariff band ("Up to 3 hours £4.50") but no expiry line',
  dur: (rng, short) => (short ? rng.pick([30, 40]) : rng.pick([120, 180, 240, 600])),
  render(ctx) {
    const { rng, start, end } = ctx;
    const doc = new Doc(540, { bg: THERMAL, size: 23, font: 'mono', ink: ctx.ink, shape: 'tear' });
    doc.text(ctx.town ? `${townUpper(ctx)} CAR PARKS` : 'CAR PARK', {
      align: 'center',
      bold: true,
      size: 28,
    });
    if (ctx.town) doc.text(placeLine(ctx), { align: 'center', size: 18 });
    doc.rule({ dash: true });
    doc.text(`ISSUED  ${fmtDate(start, 'dmy2dot')}  ${t(start, 'h24compact')}`, { bold: true });
    const m = end - start;
    const price = pence(rng, m);
    const band = m === 600 ? 'Up to 10 hours' : m < 60 ? `Up to ${m} mins` : `Up to ${m / 60} hours`;
    doc.text('TARIFF', { size: 19 });
    doc.kv(band, money(price), { bold: true });
    doc.kv('PAID', money(price));
    doc.kv('CHANGE', '£0.00');
    doc.rule({ dash: true });
    doc.text(`MACHINE ${rng.digits(2)}  TKT ${rng.digits(5)}`, { size: 19 });
    doc.text('DISPLAY FACE UP', { align: 'center', bold: true });
    return doc.render();
  },
};

const overnight: Layout = {
  name: 'pd-overnight-until-8am',
  kind: 'pay_and_display',
  stock: 'thermal',
  endsBy: 'any',
  canShort: false,
  townP: 0.8,
  postcodeP: 0.3,
  hours: [17, 22],
  note: 'Overnight tariff: issued evening, "Valid until 8am" next morning, one date printed',
  dur: (_rng, _short, start) => {
    const p = parts(start);
    return 24 * 60 - (p.h * 60 + p.mi) + 8 * 60;
  },
  render(ctx) {
    const { rng, start } = ctx;
    const doc = new Doc(560, { bg: THERMAL, size: 25, ink: ctx.ink, shape: 'tear' });
    doc.text(councilName(ctx), { align: 'center', bold: true });
    doc.banner('OVERNIGHT 6pm – 8am', { bg: '#111', color: THERMAL, size: 28 });
    doc.kv('Date', d(ctx, start, 'dMony'));
    doc.kv('Issued', t(start, 'h24'));
    doc.kv('Valid until', '8am', { v: { bold: true, size: 36 } });
    doc.kv('Charge', money(rng.pick([250, 300, 350, 400])));
    if (ctx.postcode) doc.text(placeLine(ctx), { size: 19, align: 'center' });
    doc.text(`Ticket ${rng.digits(6)}  Machine ${rng.digits(3)}`, { size: 18, align: 'center' });
    doc.text('Display on dashboard', { align: 'center', bold: true, size: 20 });
    return doc.render();
  },
};

const day24: Layout = {
  name: 'pd-24-hour',
  kind: 'pay_and_display',
  stock: 'card',
  endsBy: 'any',
  canShort: false,
  townP: 0.8,
  postcodeP: 0.5,
  hours: [6, 20],
  note: '24-hour ticket: start date and time plus "24 hours"',
  dur: () => 1440,
  render(ctx) {
    const { rng, start } = ctx;
    const doc = new Doc(600, { bg: '#fff8d6', size: 26, pad: 30, border: '#d4a300' });
    doc.text('24 HOUR TICKET', { bold: true, size: 46, align: 'center' });
    doc.text(ctx.town ? `${carPark(ctx)} · ${ctx.town.name}` : carPark(ctx), { align: 'center', size: 22 });
    if (ctx.postcode) doc.text(ctx.postcode, { align: 'center', size: 22 });
    doc.rule();
    doc.kv('From', `${t(start, 'h24')}  ${d(ctx, start, 'dMony')}`, { v: { bold: true } });
    doc.kv('Duration', '24 hours', { v: { bold: true } });
    doc.kv('Price', money(rng.pick([600, 800, 1000, 1200])));
    doc.kv('Ticket', ref(rng, '999-999999'), { size: 20 });
    doc.text('Keep visible from outside the vehicle', { size: 20, align: 'center', italic: true });
    return doc.render();
  },
};

const meterSlip: Layout = {
  name: 'meter-slip',
  kind: 'meter_sticker',
  stock: 'thermal',
  endsBy: 'any',
  canShort: true,
  townP: 0.3,
  postcodeP: 0.3,
  hours: [8, 18],
  quant: 1,
  note: 'Tiny on-street meter slip with meter number, FROM / TO and dd.mm.yy date',
  dur: (rng, short) => (short ? rng.pick([15, 20, 30, 40]) : rng.pick([90, 120, 150, 180, 240])),
  render(ctx) {
    const { rng, start, end } = ctx;
    const doc = new Doc(300, { bg: THERMAL, size: 22, font: 'mono', pad: 16, ink: ctx.ink, shape: 'tear' });
    doc.text(`METER ${rng.digits(4)}`, { bold: true });
    if (ctx.town)
      doc.text(`${ctx.town.name.toUpperCase()}${ctx.postcode ? ` ${ctx.postcode}` : ''}`, { size: 18 });
    doc.text(fmtDate(start, 'dmy2dot'));
    doc.text(`FROM ${t(start, 'h24')}`, { bold: true });
    doc.text(`TO   ${t(end, 'h24')}`, { bold: true });
    if (!sameDay(start, end)) doc.text(fmtDate(end, 'dmy2dot'));
    doc.text(`AMT ${money(pence(rng, end - start)).replace('£', '')}`);
    return doc.render();
  },
};

const peelSticker: Layout = {
  name: 'peel-off-sticker',
  kind: 'meter_sticker',
  stock: 'sticker',
  endsBy: 'any',
  canShort: true,
  townP: 0.5,
  postcodeP: 0,
  hours: [8, 19],
  note: 'Peel-off windscreen sticker: EXPIRES 3:45pm, date, paid at',
  dur: (rng, short) => tariff(rng, short),
  render(ctx) {
    const { rng, start, end } = ctx;
    const doc = new Doc(520, { bg: '#ffffff', size: 26, shape: 'sticker', border: '#e4002b', pad: 34 });
    doc.text('PEEL & STICK ON WINDSCREEN', { align: 'center', size: 18, color: '#e4002b', bold: true });
    doc.text('EXPIRES', { align: 'center', bold: true, size: 34 });
    doc.text(t(end, 'h12'), { align: 'center', bold: true, size: 80 });
    doc.text(d(ctx, end, rng.pick(['dMony', 'dowdMon'])), { align: 'center', bold: true, size: 32 });
    doc.rule({ color: '#e4002b' });
    doc.kv('Paid at', `${t(start, 'h12')}${sameDay(start, end) ? '' : ` ${d(ctx, start, 'dMony')}`}`, {
      size: 22,
    });
    if (ctx.town)
      doc.kv('Zone', `${ctx.town.name} ${rng.pick(['Central', 'Harbour', 'North'])}`, { size: 22 });
    doc.kv('No.', rng.digits(6), { size: 22 });
    return doc.render();
  },
};

const coastalCashless: Layout = {
  name: 'pd-seafront-contactless',
  kind: 'pay_and_display',
  stock: 'thermal',
  endsBy: 'any',
  canShort: true,
  townP: 0.9,
  postcodeP: 0.4,
  hours: [8, 19],
  note: 'Seafront contactless P&D with Start 1415 / Expiry 1615, dd.mm.yy date and vehicle reg',
  dur: (rng, short) => tariff(rng, short),
  render(ctx) {
    const { rng, start, end } = ctx;
    const doc = new Doc(560, { bg: THERMAL, size: 24, ink: ctx.ink, shape: 'tear' });
    doc.text(ctx.town ? `${ctx.town.name} Seafront` : 'Seafront', { bold: true, align: 'center', size: 30 });
    if (ctx.postcode) doc.text(ctx.postcode, { align: 'center' });
    doc.text(`Tariff zone ${rng.pick(['A', 'B', 'C'])}  ·  Contactless`, { align: 'center', size: 19 });
    doc.rule();
    doc.kv('Date', fmtDate(start, 'dmy2dot'));
    doc.kv('Start', t(start, 'h24compact'));
    doc.kv('Expiry', `${t(end, 'h24compact')}${sameDay(start, end) ? '' : ` ${fmtDate(end, 'dmy2dot')}`}`, {
      bold: true,
    });
    doc.kv('Vehicle', `${rng.letters(2)}${rng.int(10, 74)}${rng.letters(3)}`);
    doc.kv('Paid', money(pence(rng, end - start)));
    doc.text(`VISA ****${rng.digits(4)}`, { size: 18 });
    doc.rule();
    doc.text('Show this side up', { align: 'center', bold: true, size: 20 });
    return doc.render();
  },
};

const scotCouncil: Layout = {
  name: 'council-pd-valid-to',
  kind: 'pay_and_display',
  stock: 'thermal',
  endsBy: 'any',
  canShort: true,
  townP: 1,
  postcodeP: 0.2,
  hours: [8, 17],
  note: 'City council P&D: "Time now" / "Valid to" with Friday 27th November 2026, enforcement-hours distractor',
  dur: (rng, short) => tariff(rng, short),
  render(ctx) {
    const { rng, start, end } = ctx;
    const doc = new Doc(576, { bg: THERMAL, size: 24, ink: ctx.ink, shape: 'tear' });
    doc.text(councilName(ctx), { bold: true, align: 'center', size: 28 });
    doc.text('Charges apply Mon-Sat 8am-6pm', { align: 'center', size: 18 });
    doc.rule();
    doc.kv('Time now', t(start, 'h24'));
    doc.text('Valid to', { bold: true });
    doc.text(`${t(end, 'h24')} ${fmtDate(end, 'longOrd')}`, { bold: true, size: 30 });
    doc.kv('Amount', money(pence(rng, end - start)));
    doc.kv('Location', `${rng.digits(3)} ${carPark(ctx)}`);
    if (ctx.postcode) doc.kv('', ctx.postcode);
    doc.text('Place face up on the dashboard', { align: 'center', size: 19 });
    return doc.render();
  },
};

export const PAPER_LAYOUTS: Layout[] = [
  councilPd,
  cyngorPd,
  operatorDot,
  pd12h,
  tariffBand,
  overnight,
  day24,
  meterSlip,
  peelSticker,
  coastalCashless,
  scotCouncil,
];
