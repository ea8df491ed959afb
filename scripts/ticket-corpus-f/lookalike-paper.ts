// Look-alikes on paper: road tolls, vehicle services, transport tickets, receipts and other papers.
import { plate, SUPERMARKETS } from './data.ts';
import { Doc } from './doc.ts';
import { fmtDate, money } from './fmt.ts';
import { carPark, placeLine, ref, t } from './helpers.ts';
import { ev, letter, tab, THERMAL } from './lookalike.ts';
import type { LookKind } from './types.ts';

const tollBridge: LookKind = {
  name: 'toll-bridge-receipt',
  klass: 'paying_to_drive',
  inGuide: true,
  stock: 'thermal',
  townP: 0.6,
  postcodeP: 0,
  note: 'Toll bridge / tunnel booth receipt: vehicle class, lane, time of passage',
  render(ctx) {
    const { rng } = ctx;
    const w = ev(ctx);
    const tunnel = rng.chance(0.4);
    const doc = new Doc(480, { bg: THERMAL, size: 23, font: 'mono', ink: ctx.ink, shape: 'tear' });
    doc.text(
      tunnel
        ? `${rng.pick(['ESTUARY', 'NARROWS'])} TUNNEL`
        : `${rng.pick(['KINGSFERRY', 'WYEMOUTH', 'SALTASH REACH'])} TOLL BRIDGE`,
      { bold: true, align: 'center' },
    );
    if (ctx.town) doc.text(ctx.town.name.toUpperCase(), { align: 'center' });
    doc.rule({ dash: true });
    doc.kv('DATE', fmtDate(w, 'dmy2'));
    doc.kv('TIME', t(w, 'h24secs'));
    doc.kv('LANE', String(rng.int(1, 8)));
    doc.kv('CLASS', rng.pick(['2 CAR', '2 CAR/VAN', 'CAT 2']));
    doc.kv('TOLL', money(rng.pick([150, 200, 260, 320])), { bold: true });
    doc.kv('RCPT', rng.digits(8));
    doc.text('SINGLE CROSSING', { align: 'center', bold: true });
    return doc.render();
  },
};

const fuel: LookKind = {
  name: 'fuel-receipt',
  klass: 'other_vehicle_services',
  inGuide: true,
  stock: 'thermal',
  townP: 0.8,
  postcodeP: 0.7,
  note: 'Petrol station receipt: pump, litres, price per litre, card slip',
  render(ctx) {
    const { rng } = ctx;
    const w = ev(ctx);
    const litres = rng.float(18, 55);
    const ppl = rng.float(1.32, 1.59);
    const doc = new Doc(520, { bg: THERMAL, size: 22, font: 'mono', ink: ctx.ink, shape: 'tear' });
    doc.text(rng.pick(['FORECOURT EXPRESS', 'HILLTOP SERVICES', 'GREENLANE FUELS']), {
      bold: true,
      align: 'center',
      size: 26,
    });
    if (ctx.town) doc.text(placeLine(ctx).toUpperCase(), { align: 'center', size: 18 });
    doc.rule({ dash: true });
    doc.kv(`PUMP ${rng.int(1, 12)} UNLEADED`, '');
    doc.kv(`${litres.toFixed(2)} L @ ${ppl.toFixed(3)}`, money(Math.round(litres * ppl * 100)));
    doc.kv('TOTAL', money(Math.round(litres * ppl * 100)), { bold: true, size: 28 });
    doc.kv('VAT 20%', money(Math.round((litres * ppl * 100) / 6)));
    doc.rule({ dash: true });
    doc.text(`${fmtDate(w, 'dmy2')} ${t(w, 'h24')}  TILL ${rng.int(1, 4)}`);
    doc.text(`MASTERCARD ****${rng.digits(4)}`);
    doc.text('FREE AIR & WATER FOR CUSTOMERS', { align: 'center', size: 18 });
    return doc.render();
  },
};

const carWash: LookKind = {
  name: 'car-wash-valet',
  klass: 'other_vehicle_services',
  inGuide: true,
  stock: 'thermal',
  townP: 0.7,
  postcodeP: 0,
  note: 'Hand car wash & valet ticket located in a supermarket car park',
  render(ctx) {
    const { rng } = ctx;
    const w = ev(ctx);
    const doc = new Doc(500, { bg: THERMAL, size: 23, ink: ctx.ink, shape: 'tear' });
    doc.text('SPARKLE HAND CAR WASH', { bold: true, align: 'center', size: 26 });
    doc.text(`${rng.pick(SUPERMARKETS)} car park${ctx.town ? `, ${ctx.town.name}` : ''}`, {
      align: 'center',
      size: 20,
    });
    doc.rule();
    doc.kv('Date', fmtDate(w, 'dMony'));
    doc.kv('Time in', t(w, 'h12'));
    doc.kv('Ready by', t(w + rng.pick([30, 45, 90]), 'h12'));
    doc.kv(rng.pick(['Full valet', 'Mini valet', 'Wash & wax']), money(rng.pick([1500, 2500, 6000])), {
      bold: true,
    });
    doc.kv('Reg', plate(rng));
    doc.text('Collect keys from the kiosk', { align: 'center', size: 19 });
    return doc.render();
  },
};

const motInvoice: LookKind = {
  name: 'mot-garage-invoice',
  klass: 'other_vehicle_services',
  inGuide: true,
  stock: 'plain',
  townP: 0.9,
  postcodeP: 0.9,
  note: 'MOT and service invoice mentioning the customer car park and next MOT due',
  render(ctx) {
    const { rng } = ctx;
    const w = ev(ctx);
    const doc = letter(
      ctx,
      `${rng.pick(['Millbrook', 'Pennyfield', 'Castle Motors'])} Garage`,
      `INVOICE ${rng.digits(6)}`,
      '#0f766e',
    );
    doc.kv(
      'Vehicle',
      `${plate(rng)} · ${rng.pick(['Ford Fiesta', 'VW Golf', 'Toyota Yaris', 'Kia Ceed'])}`,
      tab,
    );
    doc.kv('Mileage', `${rng.int(20000, 120000)}`, tab);
    doc.kv('Booked in', `${fmtDate(w, 'dmy')} ${t(w, 'h24')}`, tab);
    doc.kv('MOT test', money(5485), tab);
    doc.kv('Interim service', money(14900), tab);
    doc.kv('Front wiper blades', money(2400), tab);
    doc.kv('Total inc. VAT', money(23185), { ...tab, v: { bold: true } });
    doc.kv('Next MOT due', fmtDate(w + 364 * 1440, 'dMony'), tab);
    doc.space(10);
    doc.para(
      'Your car is ready. Please collect your car from the customer car park; keys are at reception until 5.30pm.',
      { size: 24 },
    );
    return doc.render();
  },
};

const carHire: LookKind = {
  name: 'car-hire-return',
  klass: 'other_vehicle_services',
  inGuide: true,
  stock: 'plain',
  townP: 0.7,
  postcodeP: 0.6,
  note: 'Car hire return receipt: pick-up/return times, "returned to car park level 2"',
  render(ctx) {
    const { rng } = ctx;
    const w = ev(ctx);
    const out = w - rng.int(1, 6) * 1440 - rng.int(0, 300);
    const doc = new Doc(900, { bg: '#ffffff', size: 26, pad: 50 });
    doc.banner(rng.pick(['RoadRunner Rentals', 'Hireline', 'Zest Car Hire']), {
      bg: '#f97316',
      color: '#fff',
      full: true,
      size: 40,
    });
    doc.text('RETURN RECEIPT', { bold: true, size: 36 });
    doc.kv('Agreement', ref(rng, '999999999'));
    doc.kv('Vehicle', `${plate(rng)} ${rng.pick(['Compact', 'Estate', 'SUV'])}`);
    doc.kv('Picked up', `${fmtDate(out, 'dMony')} ${t(out, 'h24')}`);
    doc.kv('Returned', `${fmtDate(w, 'dMony')} ${t(w, 'h24')}`);
    doc.kv('Fuel', 'Full');
    doc.kv('Mileage out / in', `${rng.int(10000, 30000)} / +${rng.int(80, 900)}`);
    if (ctx.town) doc.kv('Branch', placeLine(ctx, false));
    doc.para('Vehicle returned to car park level 2, bay 14. Keys in drop box. No new damage recorded.', {
      size: 22,
    });
    return doc.render();
  },
};

const tyres: LookKind = {
  name: 'tyre-fitting-invoice',
  klass: 'other_vehicle_services',
  inGuide: true,
  stock: 'thermal',
  townP: 0.8,
  postcodeP: 0.5,
  note: 'Tyre fitting receipt from a fast-fit centre with appointment time',
  render(ctx) {
    const { rng } = ctx;
    const w = ev(ctx);
    const doc = new Doc(540, { bg: THERMAL, size: 22, ink: ctx.ink, shape: 'tear' });
    doc.text('QUICKGRIP TYRES & EXHAUSTS', { bold: true, align: 'center' });
    if (ctx.town) doc.text(placeLine(ctx), { align: 'center', size: 18 });
    doc.rule();
    doc.kv('Appointment', `${fmtDate(w, 'dmy2')} ${t(w, 'h24')}`);
    doc.kv('Reg', plate(rng));
    doc.kv('2 x 205/55 R16 91V', money(15800));
    doc.kv('Fitting & balancing', money(2400));
    doc.kv('Disposal', money(500));
    doc.kv('TOTAL', money(18700), { bold: true });
    doc.text('Re-torque wheel nuts after 50 miles', { size: 18, align: 'center' });
    return doc.render();
  },
};

const busTicket: LookKind = {
  name: 'bus-tram-ticket',
  klass: 'transport_tickets',
  inGuide: true,
  stock: 'thermal',
  townP: 0.8,
  postcodeP: 0,
  note: 'Bus or tram day ticket printed on board (valid until end of service)',
  render(ctx) {
    const { rng } = ctx;
    const w = ev(ctx);
    const tram = rng.chance(0.4);
    const doc = new Doc(420, { bg: THERMAL, size: 22, font: 'mono', ink: ctx.ink, shape: 'tear' });
    doc.text(tram ? 'CITYLINE TRAMS' : `${(ctx.town?.name ?? 'CITY').toUpperCase()} BUSES`, {
      bold: true,
      align: 'center',
    });
    if (tram && ctx.town) doc.text(ctx.town.name.toUpperCase(), { align: 'center' });
    doc.text(rng.pick(['ADULT DAYRIDER', 'ADULT SINGLE', 'GROUP DAY']), {
      align: 'center',
      bold: true,
      size: 26,
    });
    doc.text(`${fmtDate(w, 'dMONy2')} ${t(w, 'h24')}`);
    doc.text(`FROM ${rng.pick(['BUS STATION', 'MARKET ST', 'HOSPITAL', 'PARK AND RIDE STOP'])}`);
    doc.text(`VALID UNTIL ${t(w - (w % 1440) + 23 * 60 + 59, 'h24')}`);
    doc.text(`FARE ${money(rng.pick([250, 450, 600]))}  TKT ${rng.digits(5)}`);
    doc.text(`DRIVER ${rng.digits(4)} ROUTE ${rng.int(1, 99)}`, { size: 18 });
    return doc.render();
  },
};

const shopReceipt: LookKind = {
  name: 'supermarket-till-receipt',
  klass: 'everything_else',
  inGuide: true,
  stock: 'thermal',
  townP: 0.7,
  postcodeP: 0.7,
  note: 'Supermarket till receipt with a "free parking for 2 hours" footer',
  render(ctx) {
    const { rng } = ctx;
    const w = ev(ctx);
    const doc = new Doc(520, { bg: THERMAL, size: 21, font: 'mono', ink: ctx.ink, shape: 'tear' });
    doc.text(rng.pick(SUPERMARKETS).toUpperCase(), { bold: true, align: 'center', size: 30 });
    if (ctx.town) doc.text(placeLine(ctx).toUpperCase(), { align: 'center', size: 17 });
    doc.rule({ dash: true });
    let tot = 0;
    for (let i = 0; i < rng.int(5, 10); i++) {
      const p = rng.int(45, 650);
      tot += p;
      doc.kv(
        rng.pick([
          'SEMI SKIMMED 2L',
          'BANANAS LOOSE',
          'SOURDOUGH',
          'CHEDDAR 400G',
          'COFFEE BEANS',
          'PASTA 500G',
          'TOMATOES',
          'DISH TABS',
          'ORANGE JUICE',
        ]),
        money(p).replace('£', ''),
      );
    }
    doc.kv('TOTAL', money(tot), { bold: true, size: 26 });
    doc.kv('CONTACTLESS', money(tot));
    doc.rule({ dash: true });
    doc.text(`${fmtDate(w, 'dmy2')} ${t(w, 'h24')} ST ${rng.digits(4)} OP ${rng.digits(3)}`, { size: 18 });
    doc.para('Free customer parking for up to 2 hours. Thank you for shopping with us.', {
      size: 17,
      align: 'center',
    });
    return doc.render();
  },
};

const cardSlip: LookKind = {
  name: 'bank-card-slip',
  klass: 'everything_else',
  inGuide: true,
  stock: 'thermal',
  townP: 0.5,
  postcodeP: 0,
  note: 'Card terminal customer copy from a café inside a multi-storey',
  render(ctx) {
    const { rng } = ctx;
    const w = ev(ctx);
    const doc = new Doc(420, { bg: THERMAL, size: 21, font: 'mono', ink: ctx.ink, shape: 'tear' });
    doc.text('LEVEL 1 COFFEE', { bold: true, align: 'center' });
    doc.text('(IN THE CAR PARK)', { align: 'center', size: 17 });
    if (ctx.town) doc.text(ctx.town.name.toUpperCase(), { align: 'center' });
    doc.text('CUSTOMER COPY', { align: 'center' });
    doc.rule({ dash: true });
    doc.text(`MID **${rng.digits(4)}  TID **${rng.digits(4)}`);
    doc.text(`VISA CONTACTLESS`);
    doc.text(`**** **** **** ${rng.digits(4)}`);
    doc.text(`EXP ${String(rng.int(1, 12)).padStart(2, '0')}/${rng.int(27, 30)}`);
    doc.text('SALE', { bold: true });
    doc.kv('AMOUNT', money(rng.int(250, 1400)), { bold: true });
    doc.text(`${fmtDate(w, 'dmy2')}        ${t(w, 'h24')}`);
    doc.text(`AUTH CODE ${rng.digits(6)}`);
    doc.text('NO CARDHOLDER VERIFICATION', { size: 16 });
    return doc.render();
  },
};

const loyalty: LookKind = {
  name: 'loyalty-voucher',
  klass: 'everything_else',
  inGuide: true,
  stock: 'card',
  townP: 0.4,
  postcodeP: 0,
  note: 'Shop loyalty voucher ("£5 off when you spend £30"), with an expiry date',
  render(ctx) {
    const { rng } = ctx;
    const doc = new Doc(700, { bg: '#fff1f2', size: 26, pad: 36, border: '#e11d48' });
    doc.text(rng.pick(SUPERMARKETS), { bold: true, size: 34, color: '#e11d48' });
    doc.text('£5 OFF', { bold: true, size: 90, align: 'center' });
    doc.text('when you spend £30 or more', { align: 'center' });
    if (ctx.town) doc.text(`at our ${ctx.town.name} store`, { align: 'center', size: 22 });
    doc.kv('Valid until', fmtDate(ctx.now + rng.int(3, 30) * 1440, 'dMony'));
    doc.barcode(rng, 70, 0.8, rng.digits(13));
    doc.para('One voucher per transaction. Excludes fuel, tobacco and car park charges.', {
      size: 18,
      align: 'center',
    });
    return doc.render();
  },
};

const tariffSign: LookKind = {
  name: 'tariff-board-sign',
  klass: 'not-in-guide',
  inGuide: false,
  stock: 'card',
  townP: 0.5,
  postcodeP: 0,
  note: 'Photo of the car park tariff board itself (prices and hours, nothing bought)',
  render(ctx) {
    const { rng } = ctx;
    const doc = new Doc(900, { bg: '#ffffff', size: 34, pad: 40, border: '#1e3a8a' });
    doc.banner('P', { bg: '#1e3a8a', color: '#fff', size: 110, h: 170, align: 'left' });
    doc.text(ctx.town ? `${carPark(ctx)} · ${ctx.town.name}` : carPark(ctx), { bold: true, size: 40 });
    doc.text('PAY AND DISPLAY', { bold: true, size: 44, color: '#1e3a8a' });
    doc.text('Charges apply 8am – 6pm Mon – Sat', { size: 30 });
    doc.rule({ color: '#1e3a8a' });
    for (const [k, v] of [
      ['Up to 1 hour', '£1.20'],
      ['Up to 2 hours', '£2.40'],
      ['Up to 3 hours', '£3.60'],
      ['Up to 4 hours', '£4.50'],
      ['All day', '£6.00'],
      ['Overnight 6pm – 8am', '£1.50'],
    ] as const)
      doc.kv(k, v, { size: 36 });
    doc.rule({ color: '#1e3a8a' });
    doc.para('Maximum stay 24 hours. Pay by cash, card or with the app, location 4471. Penalty charge £70.', {
      size: 26,
    });
    doc.text(`Site ${rng.digits(4)}`, { size: 22, align: 'right' });
    return doc.render();
  },
};

const insurance: LookKind = {
  name: 'motor-insurance-certificate',
  klass: 'not-in-guide',
  inGuide: false,
  stock: 'plain',
  townP: 0.6,
  postcodeP: 0.9,
  note: 'Certificate of motor insurance: effective date and time of commencement, registration',
  render(ctx) {
    const { rng } = ctx;
    const from = ctx.now - rng.int(0, 200) * 1440;
    const doc = letter(
      ctx,
      rng.pick(['Harbourside Insurance', 'Lanternwell Motor Cover', 'Kite Direct Insurance']),
      'CERTIFICATE OF MOTOR INSURANCE',
      '#065f46',
    );
    doc.kv('1. Registration mark', plate(rng), tab);
    doc.kv('2. Policyholder', `${rng.pick(['A', 'C', 'M'])} ${rng.pick(['Jenkins', 'Begum', 'Walsh'])}`, tab);
    doc.kv(
      '3. Effective date of',
      `${t(from - (from % 1440) + 1, 'h24')} on ${fmtDate(from, 'dMonthy')}`,
      tab,
    );
    doc.kv('    commencement', '', tab);
    doc.kv('4. Date of expiry', `23:59 on ${fmtDate(from + 364 * 1440, 'dMonthy')}`, tab);
    doc.kv('5. Persons entitled to drive', 'Policyholder only', tab);
    doc.kv('6. Limitations as to use', 'Social, domestic and pleasure', tab);
    doc.space(10);
    doc.para(
      'I hereby certify that the policy to which this certificate relates satisfies the requirements of the relevant law applicable in Great Britain.',
      { size: 22 },
    );
    return doc.render();
  },
};

const nip: LookKind = {
  name: 'speeding-nip',
  klass: 'not-in-guide',
  inGuide: false,
  stock: 'plain',
  townP: 0.7,
  postcodeP: 0.7,
  note: 'Notice of Intended Prosecution for speeding (camera), with date, time and location',
  render(ctx) {
    const { rng } = ctx;
    const w = ev(ctx) - rng.int(3, 13) * 1440;
    const doc = letter(
      ctx,
      'Central Ticket Office — Safety Camera Partnership',
      'NOTICE OF INTENDED PROSECUTION',
      '#111827',
    );
    doc.kv('Vehicle', plate(rng), tab);
    doc.kv('Date of offence', fmtDate(w, 'dmy'), tab);
    doc.kv('Time', t(w, 'h24'), tab);
    doc.kv(
      'Location',
      `${rng.pick(['A64', 'B1234', 'A38'])} ${rng.pick(['Ring Road', 'Bypass', 'London Road'])}${ctx.town ? `, ${ctx.town.name}` : ''}`,
      tab,
    );
    doc.kv('Speed limit', `${rng.pick([30, 40, 50])} mph`, tab);
    doc.kv('Recorded speed', `${rng.int(36, 62)} mph`, tab);
    doc.space(10);
    doc.para(
      'You must provide the driver details within 28 days. Failure to do so is an offence under section 172 Road Traffic Act 1988.',
      { size: 24 },
    );
    return doc.render();
  },
};

export const PAPER_LOOKALIKES: LookKind[] = [
  tollBridge,
  fuel,
  carWash,
  motInvoice,
  carHire,
  tyres,
  busTicket,
  shopReceipt,
  cardSlip,
  loyalty,
  tariffSign,
  insurance,
  nip,
];
