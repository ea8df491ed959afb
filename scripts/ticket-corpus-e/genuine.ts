// Genuine parking-proof layouts (all designs, names and wording invented for this family).
import { button, card, Doc, F, mailApp, mapBlock, phone, theme } from './doc.ts';
import {
  type Ctx,
  dur,
  Fmt,
  fmtFor,
  fullPostcode,
  type GenuineLayout,
  type Outcome,
  priceFor,
  SITE_WORDS,
  STREETS,
} from './common.ts';
import type { Rng } from './rng.ts';
import { DAY, dayStart, fmtDate, fmtTime, MONTHS, parts } from './time.ts';

// ----- durations -----
const STD = (rng: Rng, o: Outcome): number =>
  o === 'too_short'
    ? rng.pick([15, 20, 30, 30, 40, 45, 50, 59])
    : rng.pick([60, 60, 90, 120, 120, 180, 240, 300, 360, 480]);
const EXIT = (rng: Rng, o: Outcome): number =>
  o === 'too_short'
    ? rng.int(8, 59)
    : rng.weighted([
        [rng.int(60, 68), 1],
        [rng.int(69, 240), 5],
        [rng.int(241, 600), 2],
      ]);
const EXIT_LONG = (rng: Rng, o: Outcome): number =>
  o === 'too_short' ? rng.int(10, 58) : rng.chance(0.5) ? rng.int(600, 1500) : rng.int(62, 400);
const MULTI = (rng: Rng, o: Outcome): number =>
  o === 'too_short'
    ? rng.int(20, 55)
    : rng.chance(0.2)
      ? rng.pick([1440, 1440 * 7])
      : rng.int(1, 9) * DAY + rng.int(-600, 600);
const bandDur =
  (bands: number[], short: number[]) =>
  (rng: Rng, o: Outcome): number =>
    o === 'too_short' ? rng.pick(short) : rng.pick(bands);
const allDayEnd = (_r: Rng, s: number): number => dayStart(s) + DAY - 1;
const atClock =
  (choices: number[]) =>
  (rng: Rng, s: number): number =>
    dayStart(s) + rng.pick(choices);

// ----- small helpers -----
const OPERATORS = [
  'Kestrel Parking',
  'Parkline UK',
  'Harbourgate Car Parks',
  'Beacon Parking Services',
  'Larkspur Parking Ltd',
  'Quayside Parking',
  'Northgate Park Systems',
  'BluePost Parking',
  'Arrowbay Parking',
  'Meridian Car Parks',
  'Fennick Parking Solutions',
  'Copperfield Parking',
];
const thermalPaper = (w: number, font: string = F.mono, size = 14): Doc =>
  new Doc(w, { font, size, bg: '#fbfaf5', fill: '#262626', medium: 'thermal', pad: 18 });
const site = (c: Ctx): string => c.rng.pick(SITE_WORDS);
const townLine = (c: Ctx, prefix = ''): string | null => {
  const bits: string[] = [];
  if (c.showTown) bits.push(c.town.name);
  if (c.showPc) bits.push(fullPostcode(c.rng, c.town.pc));
  return bits.length ? `${prefix}${bits.join(' ')}` : null;
};
const maybe = (d: Doc, s: string | null, o: Parameters<Doc['t']>[1] = {}): void => {
  if (s) d.t(s, o);
};
const money = (min: number, c: Ctx, perHour = 1.6): string =>
  `£${priceFor(min, perHour + c.rng.int(0, 8) / 10)}`;
const minutes = (c: Ctx): number => c.p.end - c.p.start;
const cardMask = (rng: Rng): string => `**** **** **** ${rng.digits(4)}`;
const cardExp = (rng: Rng): string => `${String(rng.int(1, 12)).padStart(2, '0')}/${rng.int(27, 31)}`;
const sameDay = (a: number, b: number): boolean => dayStart(a) === dayStart(b);

export const GENUINE: GenuineLayout[] = [
  // ================= pay & display =================
  {
    name: 'pd-council-classic',
    kind: 'pay_and_display',
    medium: 'paper',
    thermal: true,
    timing: 'purchase',
    dur: STD,
    town: 'always',
    pc: 'maybe',
    render(c) {
      const f = fmtFor(c.rng, { p12: 0.15 });
      const d = thermalPaper(330, c.rng.pick([F.mono, F.lmono]), 15);
      d.t(`${c.town.name.toUpperCase()}`, { bold: true, align: 'center', size: 19 });
      d.t(c.rng.pick(['BOROUGH COUNCIL', 'CITY COUNCIL', 'DISTRICT COUNCIL']), {
        align: 'center',
        bold: true,
      });
      d.gap(4).t(`${site(c)} Car Park`, { align: 'center' });
      maybe(d, c.showPc ? fullPostcode(c.rng, c.town.pc) : null, { align: 'center', size: 13 });
      d.hr({ dash: true });
      d.t('PAY & DISPLAY', { align: 'center', bold: true, size: 20 });
      d.hr({ dash: true });
      d.kv('Date', f.d(c.p.start));
      d.kv('Time purchased', f.t(c.p.start));
      d.kv('Expires', sameDay(c.p.start, c.p.end) ? f.t(c.p.end) : f.dt(c.p.end), { vBold: true, vSize: 20 });
      d.kv('Tariff', c.rng.chance(0.5) ? dur(minutes(c), 'hrs') : dur(minutes(c), 'mins'));
      d.kv('Amount paid', money(minutes(c), c));
      d.kv('Machine no.', c.rng.digits(4));
      d.kv('Location code', c.rng.digits(5));
      d.kv('Ticket no.', c.rng.digits(6));
      d.hr({ dash: true });
      d.t('DISPLAY THIS TICKET FACE UP', { align: 'center', bold: true, size: 13 });
      d.t('ON THE DASHBOARD', { align: 'center', bold: true, size: 13 });
      d.t('NOT TRANSFERABLE', { align: 'center', size: 12 });
      return d.done();
    },
  },
  {
    name: 'pd-welsh-bilingual',
    kind: 'pay_and_display',
    medium: 'paper',
    thermal: true,
    timing: 'purchase',
    dur: STD,
    places: 'welsh',
    town: 'always',
    render(c) {
      const welshDate = c.rng.chance(0.6);
      const f = new Fmt(
        welshDate ? 'cy' : c.rng.pick(['dd/mm/yyyy', 'dd/mm/yy']),
        c.rng.pick(['HH:MM', 'HH.MM']),
      );
      const d = thermalPaper(340, F.sans, 14);
      d.t(`Cyngor ${c.town.cy ?? c.town.name}`, { bold: true, align: 'center', size: 18 });
      d.t(`${c.town.name} Council`, { align: 'center', size: 15 });
      d.t(`Maes Parcio ${c.rng.pick(['Stryd y Farchnad', 'Y Cei', 'Glan yr Afon', 'Heol yr Orsaf'])}`, {
        align: 'center',
        size: 13,
      });
      d.hr();
      d.t('TALU AC ARDDANGOS / PAY & DISPLAY', { align: 'center', bold: true, size: 14 });
      d.hr();
      d.kv('Dyddiad / Date', f.d(c.p.start));
      d.kv('Amser prynu / Purchased', f.t(c.p.start));
      d.kv('Yn dod i ben / Expires', f.t(c.p.end), { vBold: true, vSize: 19 });
      if (!sameDay(c.p.start, c.p.end)) d.kv('', f.d(c.p.end));
      d.kv('Tâl / Charge', money(minutes(c), c, 1.2));
      d.kv('Hyd / Duration', dur(minutes(c), 'hm'));
      d.kv('Peiriant / Machine', c.rng.digits(3));
      d.hr();
      d.t('Arddangoswch y tocyn hwn', { align: 'center', size: 13, bold: true });
      d.t('Display this ticket', { align: 'center', size: 13 });
      return d.done();
    },
  },
  {
    name: 'pd-tariff-band',
    kind: 'pay_and_display',
    medium: 'paper',
    thermal: true,
    timing: 'purchase',
    dur: bandDur([60, 120, 180, 240], [30]),
    town: 'maybe',
    pc: 'maybe',
    notes: 'only the purchase time and a tariff table with the amount paid; the period is the matching band',
    render(c) {
      const f = fmtFor(c.rng, { p12: 0.2 });
      const op = c.rng.pick(OPERATORS);
      const d = thermalPaper(320, F.lmono, 14);
      d.banner(op.toUpperCase(), { bg: '#222', size: 15, bold: true });
      d.gap(6);
      maybe(d, townLine(c, `${site(c)} car park, `), { align: 'center', size: 13 });
      d.t(`Issued ${f.d(c.p.start)} ${f.t(c.p.start)}`, { bold: true });
      d.hr({ dash: true });
      d.t('TARIFF', { bold: true });
      const base = c.rng.pick([0.9, 1.1, 1.3]);
      const bands: Array<[number, string]> = [
        [30, 'Up to 30 mins'],
        [60, 'Up to 1 hour'],
        [120, 'Up to 2 hours'],
        [180, 'Up to 3 hours'],
        [240, 'Up to 4 hours'],
      ];
      const m = minutes(c);
      let paid = '';
      for (const [bm, label] of bands) {
        const price = (base * (bm / 60 + 0.5)).toFixed(2);
        if (bm === m) paid = price;
        d.kv(label, `£${price}`, { size: 13 });
      }
      d.kv('Over 4 hours', `£${(base * 6).toFixed(2)}`, { size: 13 });
      d.hr({ dash: true });
      d.kv('Amount paid', `£${paid}`, { bold: true, size: 17 });
      d.kv('Payment', c.rng.pick(['Coins', 'Contactless', 'Card']));
      d.kv('Zone', `${c.rng.letters(1)}${c.rng.digits(2)}`);
      d.hr({ dash: true });
      d.t('Display face up inside windscreen', { align: 'center', size: 12 });
      return d.done();
    },
  },
  {
    name: 'pd-dotmatrix-compact',
    kind: 'pay_and_display',
    medium: 'paper',
    thermal: true,
    timing: 'purchase',
    dur: STD,
    town: 'maybe',
    render(c) {
      const f = new Fmt(c.rng.pick(['dd-MON-yy', 'dd.mm.yy']), 'HHMM');
      const d = thermalPaper(260, F.mono, 15);
      d.t('*** CAR PARK ***', { align: 'center', bold: true });
      maybe(d, c.showTown ? c.town.name.toUpperCase() : null, { align: 'center' });
      d.t(`TCKT ${c.rng.digits(5)} MC ${c.rng.digits(3)}`, { align: 'center', size: 13 });
      d.gap(6);
      d.t('PURCHASED', { size: 13 });
      d.t(`${f.t(c.p.start)}  ${f.d(c.p.start)}`, { bold: true, size: 18 });
      d.t('VALID UNTIL', { size: 13 });
      d.t(`${f.t(c.p.end)}  ${f.d(c.p.end)}`, { bold: true, size: 24 });
      d.gap(4);
      d.t(`PAID ${money(minutes(c), c).replace('£', 'GBP ')}`, { size: 14 });
      d.t('DISPLAY FACE UP', { align: 'center', size: 13 });
      return d.done();
    },
  },
  {
    name: 'pd-allday-sticker',
    kind: 'pay_and_display',
    medium: 'paper',
    thermal: false,
    timing: 'purchase',
    endAt: allDayEnd,
    startHours: [6, 17],
    outcomes: ['verified', 'wrong_date', 'unreadable'],
    town: 'always',
    notes: "'ALL DAY' with 'Valid until 23:59' printed",
    render(c) {
      const f = fmtFor(c.rng, { ds: ['dd/mm/yyyy', 'd mon yyyy', 'dd/mm/yy'], ts: ['HH:MM'] });
      const d = new Doc(300, {
        font: F.sans,
        size: 14,
        bg: '#fff7c2',
        fill: '#1b1b1b',
        medium: 'sticker',
        pad: 16,
      });
      d.rect(6, 6, 288, 0, {});
      d.banner('ALL DAY', { bg: '#d6261f', size: 30, bold: true, h: 58 });
      d.gap(8);
      d.t(`${c.town.name} ${c.rng.pick(['Long Stay', 'Leisure Centre', 'Seafront', 'Town Hall'])} Car Park`, {
        bold: true,
        align: 'center',
      });
      d.gap(4);
      d.kv('Date', f.d(c.p.start), { vBold: true });
      d.kv('Issued at', f.t(c.p.start));
      d.kv('Valid until', `${f.t(c.p.end)} ${f.d(c.p.end)}`, { vBold: true });
      d.kv('Paid', `£${c.rng.pick(['5.00', '6.50', '7.20', '8.00'])}`);
      d.gap(6);
      d.t('Peel off backing and stick to the', { align: 'center', size: 11 });
      d.t('inside of your windscreen', { align: 'center', size: 11 });
      const done = d.done();
      return { ...done, bg: '#fff7c2' };
    },
  },
  {
    name: 'pd-overnight',
    kind: 'pay_and_display',
    medium: 'paper',
    thermal: true,
    timing: 'purchase',
    startHours: [17, 23],
    endAt: (_r, s) => dayStart(s) + DAY + 8 * 60,
    outcomes: ['verified', 'wrong_date', 'unreadable'],
    town: 'always',
    notes: "overnight tariff 'Until 8am tomorrow': the end is 08:00 on the day after purchase",
    render(c) {
      const f = fmtFor(c.rng, { ds: ['dd/mm/yyyy', 'ddd d mon yyyy', 'dd/mm/yy'], ts: ['HH:MM', 'h:mmam'] });
      const d = thermalPaper(310, F.sans, 14);
      d.t(`${c.town.name} City Council`, { align: 'center', bold: true, size: 17 });
      d.t(`${site(c)} Multi-storey`, { align: 'center' });
      d.hr();
      d.banner('OVERNIGHT', { bg: '#111', size: 20, bold: true });
      d.gap(4);
      d.kv('Date', f.d(c.p.start));
      d.kv('Time', f.t(c.p.start));
      d.t('Valid until 8am tomorrow', { bold: true, size: 17, align: 'center' });
      d.kv('Tariff', 'Overnight £3.00');
      d.kv('Ticket', c.rng.digits(6));
      d.hr();
      d.t('Display clearly on dashboard', { align: 'center', size: 12 });
      return d.done();
    },
  },
  {
    name: 'pd-12h-seafront',
    kind: 'pay_and_display',
    medium: 'paper',
    thermal: true,
    timing: 'purchase',
    dur: STD,
    town: 'always',
    render(c) {
      const f = fmtFor(c.rng, {
        ds: ['dddd dth month yyyy', 'ddd d mon yyyy', 'd month yyyy'],
        ts: ['h:mmam', 'h.mm AM', 'h:mma'],
      });
      const d = thermalPaper(330, F.serif, 14);
      d.t(`${c.town.name} Seafront`, { align: 'center', bold: true, size: 20 });
      d.t(`${c.rng.pick(['Promenade', 'Harbour', 'Pier Approach'])} Pay & Display`, {
        align: 'center',
        italic: true,
      });
      d.hr();
      d.t(f.d(c.p.start), { align: 'center', bold: true });
      d.gap(4);
      d.kv('Arrived', f.t(c.p.start), { vSize: 18 });
      d.kv('Expires', f.t(c.p.end), { vSize: 22, vBold: true });
      d.kv('Stay', dur(minutes(c), 'long'));
      d.kv('Fee', money(minutes(c), c, 2));
      d.hr();
      d.t('Enjoy your visit to the coast', { align: 'center', italic: true, size: 12 });
      d.t(`Machine ${c.rng.letters(1)}${c.rng.digits(2)} · Ticket ${c.rng.digits(5)}`, {
        align: 'center',
        size: 12,
      });
      return d.done();
    },
  },
  {
    name: 'pd-card-receipt',
    kind: 'pay_and_display',
    medium: 'paper',
    thermal: true,
    timing: 'purchase',
    dur: STD,
    town: 'always',
    pc: 'maybe',
    notes: 'customer copy from a pay & display machine card payment; card expiry printed as a distractor',
    render(c) {
      const f = fmtFor(c.rng, { ds: ['dd/mm/yy', 'dd/mm/yyyy'], ts: ['HH:MM'] });
      const d = thermalPaper(300, F.mono, 13);
      d.t('CUSTOMER RECEIPT', { align: 'center', bold: true, size: 16 });
      d.t('PAY & DISPLAY', { align: 'center' });
      d.t(c.rng.pick(OPERATORS), { align: 'center' });
      d.t(`${site(c)} car park`, { align: 'center' });
      maybe(d, townLine(c), { align: 'center' });
      d.hr({ dash: true });
      d.t('PARKING FROM', { size: 12 });
      d.t(`  ${f.d(c.p.start)} ${f.t(c.p.start)}`, { bold: true, size: 16 });
      d.t('PARKING TO', { size: 12 });
      d.t(`  ${f.d(c.p.end)} ${f.t(c.p.end)}`, { bold: true, size: 16 });
      d.hr({ dash: true });
      d.kv('CONTACTLESS', cardMask(c.rng).slice(-9));
      d.kv('EXP', cardExp(c.rng));
      d.kv('AUTH CODE', c.rng.alnum(6));
      d.kv('TOTAL', money(minutes(c), c), { bold: true, size: 16 });
      d.hr({ dash: true });
      d.t('PLEASE RETAIN FOR YOUR RECORDS', { align: 'center', size: 11 });
      d.t('THIS IS NOT YOUR PARKING TICKET', { align: 'center', size: 11 });
      return d.done();
    },
  },
  // ================= pay on foot =================
  {
    name: 'pof-barrier-receipt',
    kind: 'pay_on_foot',
    medium: 'paper',
    thermal: true,
    timing: 'exit',
    dur: EXIT,
    town: 'maybe',
    render(c) {
      const f = fmtFor(c.rng, {
        ds: ['dd/mm/yy', 'dd-mm-yy', 'dd.mm.yy', 'dd/mm/yyyy'],
        ts: ['HH:MM', 'HH.MM'],
      });
      const d = thermalPaper(300, F.mono, 14);
      d.t(c.rng.pick(OPERATORS), { align: 'center', bold: true });
      d.t(`${site(c)} Car Park`, { align: 'center' });
      maybe(d, townLine(c), { align: 'center' });
      d.hr({ dash: true });
      d.row([
        ['IN', 0.06],
        [f.d(c.p.start), 0.3],
        [f.t(c.p.start), 0.94, 'right'],
      ]);
      d.row([
        ['OUT', 0.06],
        [f.d(c.p.end), 0.3],
        [f.t(c.p.end), 0.94, 'right'],
      ]);
      d.kv('LENGTH OF STAY', dur(minutes(c), 'length'));
      d.hr({ dash: true });
      d.kv('AMOUNT PAID', money(minutes(c), c, 1.8), { bold: true });
      d.kv('PAYMENT MACHINE', `APS ${c.rng.int(1, 6)}`);
      d.kv('RECEIPT NO.', c.rng.digits(7));
      d.hr({ dash: true });
      d.t('THANK YOU - DRIVE SAFELY', { align: 'center', size: 12 });
      return d.done();
    },
  },
  {
    name: 'pof-vat-receipt',
    kind: 'pay_on_foot',
    medium: 'paper',
    thermal: true,
    timing: 'exit',
    dur: EXIT,
    town: 'always',
    pc: 'always',
    notes: 'receipt printed a few minutes after exit: the print time is a distractor',
    render(c) {
      const f = fmtFor(c.rng, { ds: ['dd/mm/yyyy', 'd mon yyyy', 'yyyy-mm-dd'], p12: 0.25 });
      const d = thermalPaper(330, F.sans, 13);
      d.t(`${c.rng.pick(OPERATORS)} Ltd`, { align: 'center', bold: true, size: 16 });
      d.t(`${c.rng.int(2, 90)} ${c.rng.pick(STREETS)}, ${c.town.name}`, { align: 'center' });
      d.t(fullPostcode(c.rng, c.town.pc), { align: 'center' });
      d.t(`VAT Reg No. GB ${c.rng.digits(3)} ${c.rng.digits(4)} ${c.rng.digits(2)}`, {
        align: 'center',
        size: 11,
      });
      d.hr();
      d.t('VAT RECEIPT', { align: 'center', bold: true, size: 15 });
      d.kv('Entry', `${f.d(c.p.start)}  ${f.t(c.p.start)}`);
      d.kv('Exit', `${f.d(c.p.end)}  ${f.t(c.p.end)}`);
      d.kv('Duration', dur(minutes(c), 'hm'), { bold: true });
      const tot = Number(money(minutes(c), c, 2).slice(1));
      d.kv('Net', `£${(tot / 1.2).toFixed(2)}`);
      d.kv('VAT @ 20%', `£${(tot - tot / 1.2).toFixed(2)}`);
      d.kv('Total', `£${tot.toFixed(2)}`, { bold: true, size: 15 });
      d.hr();
      d.kv('Pay station', `PS${c.rng.int(1, 4)}`);
      d.kv('Receipt no.', c.rng.digits(8));
      const printed = Math.min(c.p.end + c.rng.int(1, 4), c.nowL);
      d.t(`Printed ${f.d(printed)} ${f.t(printed)}`, { size: 11, align: 'center' });
      return d.done();
    },
  },
  {
    name: 'pof-overnight-stub',
    kind: 'pay_on_foot',
    medium: 'paper',
    thermal: true,
    timing: 'exit',
    dur: EXIT_LONG,
    town: 'maybe',
    notes: 'arrival and departure each carry their own weekday date (often across midnight)',
    render(c) {
      const f = new Fmt(
        c.rng.pick(['ddd d mon', 'ddd d mon yyyy']),
        c.rng.pick(['h:mmam', 'HH:MM', 'h.mm AM']),
      );
      const d = thermalPaper(300, F.sans, 14);
      d.t(`${c.rng.pick(['Station', 'Central', 'Riverside'])} Car Park`, {
        align: 'center',
        bold: true,
        size: 17,
      });
      maybe(d, townLine(c), { align: 'center' });
      d.hr();
      d.t('Arrival', { size: 12 });
      d.t(`${f.d(c.p.start)}  ${f.t(c.p.start)}`, { bold: true, size: 17 });
      d.t('Departure', { size: 12 });
      d.t(`${f.d(c.p.end)}  ${f.t(c.p.end)}`, { bold: true, size: 17 });
      d.hr();
      d.kv('Charge', money(minutes(c), c, 1.1));
      d.kv('Ticket', c.rng.digits(10));
      d.gap(4);
      d.barcode(c.rng, { h: 34 });
      return d.done();
    },
  },
  {
    name: 'pof-anpr-ticketless',
    kind: 'pay_on_foot',
    medium: 'paper',
    thermal: true,
    timing: 'exit',
    dur: EXIT,
    town: 'always',
    render(c) {
      const f = fmtFor(c.rng, { ds: ['ddd d mon', 'dd/mm/yy', 'd mon yyyy'], ts: ['HH:MM'] });
      const d = thermalPaper(310, F.lsans, 14);
      d.t('Ticketless parking', { bold: true, size: 18 });
      d.t('Payment receipt', { size: 14 });
      d.hr();
      d.kv('Car park', `${c.town.name} ${site(c)}`);
      d.kv('Vehicle', c.reg, { vBold: true });
      d.kv('Arrival', `${f.t(c.p.start)} ${f.d(c.p.start)}`);
      d.kv('Departure', `${f.t(c.p.end)} ${f.d(c.p.end)}`);
      d.kv('Length of stay', dur(minutes(c), 'length'));
      d.kv('Paid', money(minutes(c), c, 1.5), { bold: true });
      d.hr();
      d.para(
        'Your number plate was read on entry. No ticket is needed; keep this receipt as proof of payment.',
        {
          size: 11,
        },
      );
      return d.done();
    },
  },
  // ================= multi-storey / shopping centre =================
  {
    name: 'ms-shopping-centre',
    kind: 'multi_storey',
    medium: 'paper',
    thermal: true,
    timing: 'exit',
    dur: EXIT,
    town: 'always',
    pc: 'maybe',
    render(c) {
      const f = fmtFor(c.rng, { p12: 0.2 });
      const d = thermalPaper(320, F.sans, 14);
      const centre = `The ${c.rng.pick(['Arcades', 'Exchange', 'Galleries', 'Mercers Walk', 'Chantry Centre'])}`;
      d.banner(centre, { bg: c.rng.pick(['#6b2a86', '#0f5e9c', '#1d7a4d']), size: 19, bold: true, h: 44 });
      d.t(`${c.town.name}${c.showPc ? ` ${fullPostcode(c.rng, c.town.pc)}` : ''}`, {
        align: 'center',
        size: 13,
      });
      d.hr();
      d.kv('Level', String(c.rng.int(1, 6)), { vBold: true });
      d.kv('Bay', `${c.rng.letters(1)}${c.rng.int(10, 240)}`);
      d.kv('Entry', f.dt(c.p.start));
      d.kv('Exit', f.dt(c.p.end));
      d.kv('Paid', money(minutes(c), c, 1.7), { bold: true });
      d.hr();
      d.t('Remember where you parked!', { align: 'center', italic: true, size: 12 });
      return d.done();
    },
  },
  {
    name: 'ms-entry-ticket-stamped',
    kind: 'multi_storey',
    medium: 'paper',
    thermal: false,
    timing: 'exit',
    dur: EXIT,
    town: 'maybe',
    notes: 'entry ticket with the paid/exit time over-printed in red at the pay station',
    render(c) {
      const f = fmtFor(c.rng, { ds: ['dd/mm/yyyy', 'dd.mm.yy'], ts: ['HH:MM'] });
      const d = new Doc(420, { font: F.mono, size: 15, bg: '#f1ebe0', medium: 'card', pad: 22 });
      d.rect(0, 0, 420, 26, { fill: '#2f2f2f' });
      d.at(210, 18, 'KEEP THIS TICKET WITH YOU — PAY BEFORE RETURNING TO YOUR VEHICLE', {
        size: 9,
        fill: '#fff',
        align: 'center',
      });
      d.y = 38;
      d.t(`${site(c).toUpperCase()} MULTI-STOREY`, { bold: true, size: 17 });
      maybe(d, c.showTown ? c.town.name.toUpperCase() : null);
      d.t(`ENTRY  ${f.d(c.p.start)}  ${f.t(c.p.start)}`, { bold: true, size: 17 });
      d.t(`LANE ${c.rng.int(1, 3)}   TKT ${c.rng.digits(8)}`, { size: 13 });
      d.gap(6);
      d.t(`PAID ${money(minutes(c), c, 1.6)}  EXIT ${f.d(c.p.end)} ${f.t(c.p.end)}`, {
        fill: '#c0241c',
        size: 15,
        bold: true,
      });
      d.t(`STAY ${dur(minutes(c), 'colon')}`, { fill: '#c0241c', size: 15 });
      d.gap(4);
      d.rect(0, d.y, 420, 18, { fill: '#3a2e25' });
      d.gap(18);
      return d.done();
    },
  },
  {
    name: 'ms-validated-receipt',
    kind: 'multi_storey',
    medium: 'paper',
    thermal: true,
    timing: 'exit',
    dur: EXIT,
    town: 'always',
    render(c) {
      const f = fmtFor(c.rng, { ds: ['dd/mm/yy', 'd mon yyyy'], p12: 0.3 });
      const d = thermalPaper(300, F.mono, 13);
      d.t(`${c.town.name} Central Car Park`, { align: 'center', bold: true, size: 15 });
      d.t(`Levels 1-${c.rng.int(4, 8)}`, { align: 'center' });
      d.hr({ dash: true });
      d.kv('ENTRY', f.dt(c.p.start));
      d.kv('EXIT', f.dt(c.p.end));
      d.kv('STAY', dur(minutes(c), 'hm'));
      d.kv('TARIFF', money(minutes(c), c, 1.5));
      d.kv('VALIDATION', '-£2.00');
      d.kv('PAID', `£${Math.max(0, Number(money(minutes(c), c, 1.5).slice(1)) - 2).toFixed(2)}`, {
        bold: true,
      });
      d.hr({ dash: true });
      d.t(`Validated by ${c.rng.pick(['Harvest & Co', 'Brightwells', 'Pennyfold Books', 'Oriel Cinema'])}`, {
        align: 'center',
        size: 12,
      });
      return d.done();
    },
  },
  // ================= parking app sessions =================
  {
    name: 'app-active-countdown',
    kind: 'app_session',
    medium: 'screen',
    darkable: true,
    timing: 'active',
    dur: STD,
    town: 'maybe',
    render(c) {
      const th = theme(c.dark, '#1b7f5b');
      const f = new Fmt(
        c.rng.pick(['d mon yyyy', 'ddd d mon', 'dd/mm/yyyy']),
        c.rng.pick(['HH:MM', 'h:mmam']),
      );
      const d = phone(th, { statusTime: fmtTime(c.shot, 'HH:MM'), lightBar: c.lightBar });
      d.gap(14).t('ParkPing', { size: 24, bold: true, fill: th.accent });
      d.t('Parking session', { size: 20, bold: true });
      d.rect(18, d.y, 70, 24, { fill: th.accent, rx: 12 });
      d.at(53, d.y + 17, 'Active', { size: 13, bold: true, fill: '#fff', align: 'center' });
      d.gap(40);
      const left = c.p.end - c.shot;
      const cy = d.y + 120;
      d.circle(d.w / 2, cy, 110, 'none', th.line);
      d.raw(
        `<circle cx="${d.w / 2}" cy="${cy}" r="110" fill="none" stroke="${th.accent}" stroke-width="12" stroke-dasharray="${(691 * left) / (c.p.end - c.p.start)} 691" transform="rotate(-90 ${d.w / 2} ${cy})"/>`,
      );
      d.at(d.w / 2, cy - 22, 'Expires in', { size: 15, fill: th.sub, align: 'center' });
      const secs = c.rng.int(0, 59);
      d.at(
        d.w / 2,
        cy + 22,
        `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}:${String(secs).padStart(2, '0')}`,
        {
          size: 42,
          bold: true,
          align: 'center',
        },
      );
      d.y = cy + 140;
      card(d, th, 170, (top) => {
        const rows: Array<[string, string]> = [
          ['Started', `${f.d(c.p.start)}, ${f.t(c.p.start)}`],
          ['Ends', `${f.d(c.p.end)}, ${f.t(c.p.end)}`],
          ['Location code', c.rng.digits(4)],
          ['Vehicle', c.reg],
        ];
        rows.forEach(([k, v], i) => {
          d.at(32, top + 34 + i * 38, k, { size: 14, fill: th.sub });
          d.at(d.w - 32, top + 34 + i * 38, v, { size: 15, bold: true, align: 'right' });
        });
      });
      maybe(d, c.showTown ? `${site(c)} car park, ${c.town.name}` : null, {
        size: 13,
        fill: th.sub,
        align: 'center',
      });
      d.gap(8);
      button(d, 'Extend', th.accent);
      button(d, 'Stop session', th.accent, th.fg, { outline: true });
      return d.done();
    },
  },
  {
    name: 'app-map-session',
    kind: 'app_session',
    medium: 'screen',
    darkable: true,
    timing: 'active',
    dur: STD,
    town: 'always',
    render(c) {
      const th = theme(c.dark || c.rng.chance(0.4), '#f2a900');
      const f = new Fmt(c.rng.pick(['ddd d mon', 'dd/mm/yyyy']), c.rng.pick(['HH:MM', 'h:mmam']));
      const d = phone(th, { statusTime: fmtTime(c.shot, 'HH:MM'), lightBar: c.lightBar });
      mapBlock(d, c.rng, 300, th.dark, `${site(c)}, ${c.town.name}`);
      d.gap(14);
      const left = c.p.end - c.shot;
      d.t(`Kerbly · Zone ${c.rng.digits(4)}`, { size: 14, fill: th.sub });
      d.t(`Expires in ${left >= 60 ? `${Math.floor(left / 60)} h ` : ''}${left % 60} min`, {
        size: 28,
        bold: true,
      });
      d.gap(6);
      card(d, th, 130, (top) => {
        d.at(32, top + 32, 'Start', { size: 13, fill: th.sub });
        d.at(32, top + 58, `${f.d(c.p.start)} ${f.t(c.p.start)}`, { size: 17, bold: true });
        d.at(32, top + 92, 'End', { size: 13, fill: th.sub });
        d.at(32, top + 118, `${f.d(c.p.end)} ${f.t(c.p.end)}`, { size: 17, bold: true });
        d.at(d.w - 32, top + 58, c.reg, { size: 15, align: 'right' });
        d.at(d.w - 32, top + 118, money(minutes(c), c, 1.4), { size: 15, align: 'right' });
      });
      button(d, '+ Extend parking', th.accent, '#111');
      return d.done();
    },
  },
  {
    name: 'app-history-detail',
    kind: 'app_session',
    medium: 'screen',
    darkable: true,
    timing: 'exit',
    dur: EXIT,
    town: 'always',
    pc: 'maybe',
    render(c) {
      const th = theme(c.dark, '#3857d6');
      const f = fmtFor(c.rng, { ds: ['d mon yyyy', 'dd/mm/yyyy', 'ddd d mon yyyy'], p12: 0.35 });
      const d = phone(th, { statusTime: fmtTime(c.shot, 'HH:MM'), lightBar: c.lightBar });
      d.at(18, d.y + 30, '‹ History', { size: 16, fill: th.accent });
      d.gap(50);
      d.t('Session details', { size: 24, bold: true });
      d.t('Ended', { size: 14, fill: th.sub });
      d.gap(8);
      card(d, th, 300, (top) => {
        const rows: Array<[string, string]> = [
          ['Location', `${site(c)}, ${c.town.name}`],
          ['Location code', c.rng.digits(5)],
          ['Start', f.dt(c.p.start, ', ')],
          ['End', f.dt(c.p.end, ', ')],
          ['Duration', dur(minutes(c), 'hm')],
          ['Vehicle', c.reg],
          ['Total', money(minutes(c), c, 1.3)],
        ];
        rows.forEach(([k, v], i) => {
          d.at(32, top + 36 + i * 38, k, { size: 14, fill: th.sub });
          d.at(d.w - 32, top + 36 + i * 38, v, { size: 14, bold: true, align: 'right' });
        });
      });
      if (c.showPc)
        d.t(`Postcode ${fullPostcode(c.rng, c.town.pc)}`, { size: 13, fill: th.sub, align: 'center' });
      button(d, 'Download VAT receipt', th.accent, '#fff', { outline: true });
      return d.done();
    },
  },
  {
    name: 'app-zone-header',
    kind: 'app_session',
    medium: 'screen',
    darkable: true,
    timing: 'active',
    dur: STD,
    town: 'always',
    render(c) {
      const th = theme(c.dark, '#6a1b9a');
      const f = new Fmt(c.rng.pick(['dd/mm/yyyy', 'd mon yyyy']), c.rng.pick(['HH:MM', 'h:mmam', 'h.mm AM']));
      const d = phone(th, { statusTime: fmtTime(c.shot, 'HH:MM'), lightBar: c.lightBar, w: 412, h: 915 });
      d.rect(0, d.y, d.w, 150, { fill: th.accent });
      d.at(20, d.y + 40, 'TapPark', { size: 22, bold: true, fill: '#fff' });
      d.at(20, d.y + 80, `Zone ${c.rng.digits(4)}`, { size: 28, bold: true, fill: '#fff' });
      d.at(20, d.y + 112, `${c.rng.pick(STREETS)}, ${c.town.name}`, { size: 15, fill: '#eadcf2' });
      d.gap(170);
      d.t('You are parked', { size: 16, fill: th.sub });
      d.t(`until ${f.t(c.p.end)}`, { size: 36, bold: true });
      d.t(f.d(c.p.end), { size: 16, fill: th.sub });
      d.gap(10);
      card(d, th, 160, (top) => {
        d.at(34, top + 34, 'Started', { size: 14, fill: th.sub });
        d.at(d.w - 34, top + 34, `${f.t(c.p.start)}, ${f.d(c.p.start)}`, {
          size: 15,
          bold: true,
          align: 'right',
        });
        d.at(34, top + 72, 'Duration', { size: 14, fill: th.sub });
        d.at(d.w - 34, top + 72, dur(minutes(c), 'hrs'), { size: 15, bold: true, align: 'right' });
        d.at(34, top + 110, 'Vehicle', { size: 14, fill: th.sub });
        d.at(d.w - 34, top + 110, c.reg, { size: 15, bold: true, align: 'right' });
        d.at(34, top + 144, 'Cost', { size: 14, fill: th.sub });
        d.at(d.w - 34, top + 144, money(minutes(c), c, 1.5), { size: 15, bold: true, align: 'right' });
      });
      button(d, 'Extend time', th.accent);
      return d.done();
    },
  },
  {
    name: 'sms-confirmation',
    kind: 'app_session',
    medium: 'screen',
    darkable: true,
    timing: 'purchase',
    dur: STD,
    town: 'always',
    notes: 'text-message confirmation of a pay-by-phone session',
    render(c) {
      const th = theme(c.dark, '#34c759');
      const f = fmtFor(c.rng, { ds: ['dd/mm/yy', 'dd/mm/yyyy', 'd mon yyyy'], ts: ['HH:MM', 'h:mmam'] });
      const d = phone(th, {
        statusTime: fmtTime(Math.max(c.shot, c.p.start), 'HH:MM'),
        lightBar: c.lightBar,
      });
      d.at(18, d.y + 28, '‹', { size: 26, fill: '#0a84ff' });
      d.circle(d.w / 2, d.y + 36, 22, '#9aa0a6');
      d.at(d.w / 2, d.y + 43, 'P', { size: 20, bold: true, fill: '#fff', align: 'center' });
      d.at(d.w / 2, d.y + 76, 'PARKTEXT', { size: 12, fill: th.sub, align: 'center' });
      d.gap(100);
      d.t(`Text Message · ${fmtDate(c.p.start, 'ddd d mon')} ${fmtTime(c.p.start, 'HH:MM')}`, {
        size: 12,
        fill: th.sub,
        align: 'center',
      });
      d.gap(6);
      const msg = `Parking confirmed for ${c.reg} at location ${c.rng.digits(4)} (${site(c)}, ${c.town.name}). Started ${f.t(c.p.start)} on ${f.d(c.p.start)}, expires ${f.t(c.p.end)} on ${f.d(c.p.end)}. Cost ${money(minutes(c), c, 1.4)} incl. 20p fee. Reply EXT to extend.`;
      const top = d.y;
      const bubbleW = 290;
      const lines = Math.ceil((msg.length * 15 * 0.6) / (bubbleW - 30)) + 1;
      d.rect(14, top, bubbleW, lines * 20 + 16, { fill: th.dark ? '#2c2c2e' : '#e9e9eb', rx: 18 });
      d.y = top + 8;
      d.para(msg, { size: 15, width: bubbleW - 30, x: 28, lh: 1.3 });
      return d.done();
    },
  },
  // ================= app and e-mail receipts =================
  {
    name: 'email-session-receipt',
    kind: 'app_email_receipt',
    medium: 'screen',
    darkable: true,
    timing: 'exit',
    dur: EXIT,
    town: 'always',
    render(c) {
      const th = theme(c.dark, '#0b6bcb');
      const f = fmtFor(c.rng, { ds: ['d mon yyyy', 'dd/mm/yyyy', 'dddd dth month yyyy'], p12: 0.4 });
      const sent = Math.max(c.p.end + 2, Math.min(c.shot, c.nowL));
      const d = mailApp(th, {
        statusTime: fmtTime(Math.max(c.shot, sent), 'HH:MM'),
        subject: 'Your parking receipt',
        from: 'Bayline',
        fromAddr: 'receipts@bayline-parking.co.uk',
        when: `${fmtDate(sent, 'd mon yyyy')} ${fmtTime(sent, 'HH:MM')}`,
        lightBar: c.lightBar,
        avatar: 'B',
      });
      d.gap(8);
      d.banner('bayline', { bg: '#0b6bcb', size: 24, bold: true, h: 56, inset: 14, rx: 8 });
      d.gap(12);
      d.t('Thanks for parking with us.', { size: 16 });
      d.gap(8);
      const rows: Array<[string, string]> = [
        ['Parking location', `${site(c)}, ${c.town.name}`],
        ['From', f.dt(c.p.start, ' at ')],
        ['To', f.dt(c.p.end, ' at ')],
        ['Vehicle', c.reg],
        ['Total', money(minutes(c), c, 1.5)],
      ];
      for (const [k, v] of rows) {
        d.t(k, { size: 13, fill: th.sub });
        d.t(v, { size: 16, bold: true });
        d.gap(2);
      }
      d.gap(6);
      d.para(
        `Receipt ${c.rng.alnum(10)}. Payment card ending ${c.rng.digits(4)} (expires ${cardExp(c.rng)}).`,
        {
          size: 12,
          fill: th.sub,
        },
      );
      return d.done();
    },
  },
  {
    name: 'email-booking-confirmation',
    kind: 'app_email_receipt',
    medium: 'screen',
    darkable: true,
    timing: 'booking',
    multi: true,
    dur: (r, o) => (r.chance(0.5) ? STD(r, o) : MULTI(r, o)),
    town: 'always',
    pc: 'maybe',
    notes: 'booking of a private driveway/space; the booking date a week earlier is a distractor',
    render(c) {
      const th = theme(c.dark, '#e4572e');
      const f = fmtFor(c.rng, { ds: ['ddd d mon yyyy', 'd mon yyyy', 'dd/mm/yyyy'], p12: 0.4 });
      const booked = c.p.start - c.rng.int(2, 20) * DAY + c.rng.int(-300, 300);
      const d = mailApp(th, {
        statusTime: fmtTime(c.shot, 'HH:MM'),
        subject: `Booking confirmed: ${c.rng.pick(STREETS)}, ${c.town.name}`,
        from: 'SpaceShare',
        fromAddr: 'bookings@spaceshare.example',
        when: fmtDate(booked, 'd mon yyyy'),
        lightBar: c.lightBar,
        avatar: 'S',
      });
      d.gap(10);
      d.t("You're all booked!", { size: 22, bold: true, fill: th.accent });
      d.t(`Booking reference ${c.rng.alnum(8)}`, { size: 14, fill: th.sub });
      d.t(`Booked on ${f.d(booked)}`, { size: 13, fill: th.sub });
      d.gap(8);
      card(d, th, 150, (top) => {
        d.at(32, top + 30, 'Arrival', { size: 13, fill: th.sub });
        d.at(32, top + 56, f.dt(c.p.start, ', '), { size: 17, bold: true });
        d.at(32, top + 94, 'Departure', { size: 13, fill: th.sub });
        d.at(32, top + 120, f.dt(c.p.end, ', '), { size: 17, bold: true });
      });
      d.t('Parking location', { size: 13, fill: th.sub });
      d.t(`Driveway, ${c.rng.int(3, 140)} ${c.rng.pick(STREETS)}, ${c.town.name}`, { size: 15 });
      maybe(d, c.showPc ? fullPostcode(c.rng, c.town.pc) : null, { size: 15 });
      d.gap(6);
      d.kv('Total paid', money(Math.min(minutes(c), 600), c, 1.2), { bold: true, size: 16 });
      d.para(
        'Free cancellation until 24 hours before arrival. Offer ends 31/12 on your next booking: 10% off.',
        {
          size: 12,
          fill: th.sub,
        },
      );
      return d.done();
    },
  },
  {
    name: 'app-receipt-vat',
    kind: 'app_email_receipt',
    medium: 'screen',
    timing: 'exit',
    dur: EXIT,
    town: 'always',
    pc: 'maybe',
    render(c) {
      const th = theme(false, '#00897b');
      const f = fmtFor(c.rng, { ds: ['dd/mm/yyyy', 'yyyy-mm-dd', 'd month yyyy'], ts: ['HH:MM'] });
      const d = phone(th, { statusTime: fmtTime(c.shot, 'HH:MM') });
      d.bg = '#ffffff';
      d.gap(20);
      d.t('RECEIPT', { size: 13, bold: true, fill: th.accent, spacing: 2 });
      d.t('SlotGo parking', { size: 24, bold: true });
      d.hr({ color: th.line });
      const rows: Array<[string, string]> = [
        ['Receipt issued', f.d(c.p.end)],
        ['Car park', `${site(c)}, ${c.town.name}`],
        ['Start', `${f.d(c.p.start)} ${f.t(c.p.start)}`],
        ['End', `${f.d(c.p.end)} ${f.t(c.p.end)}`],
        ['Vehicle', c.reg],
      ];
      for (const [k, v] of rows) d.kv(k, v, { size: 14, kFill: th.sub, lh: 1.9 });
      d.hr({ color: th.line });
      const tot = Number(money(minutes(c), c, 1.6).slice(1));
      d.kv('Parking', `£${(tot / 1.2).toFixed(2)}`, { size: 14, lh: 1.7 });
      d.kv('VAT (20%)', `£${(tot - tot / 1.2).toFixed(2)}`, { size: 14, lh: 1.7 });
      d.kv('Total', `£${tot.toFixed(2)}`, { size: 18, bold: true, lh: 1.7 });
      if (c.showPc)
        d.t(`SlotGo Ltd, ${c.town.name} ${fullPostcode(c.rng, c.town.pc)}`, { size: 11, fill: th.sub });
      return d.done();
    },
  },
  {
    name: 'email-dark-banner',
    kind: 'app_email_receipt',
    medium: 'screen',
    darkable: true,
    timing: 'exit',
    dur: EXIT_LONG,
    town: 'always',
    render(c) {
      const th = theme(c.dark || c.rng.chance(0.5), '#ffcc00');
      const f = fmtFor(c.rng, { ds: ['dd.mm.yy', 'dd/mm/yy', 'd mon yyyy'], ts: ['HH:MM', 'HH.MM'] });
      const sent = Math.min(Math.max(c.p.end + 5, c.shot), c.nowL);
      const d = mailApp(th, {
        statusTime: fmtTime(Math.max(sent, c.shot), 'HH:MM'),
        subject: `Parking ended – ${c.town.name}`,
        from: 'ZoneDash',
        fromAddr: 'no-reply@zonedash.example',
        when: fmtTime(sent, 'HH:MM'),
        lightBar: c.lightBar,
        avatar: 'Z',
      });
      d.gap(6);
      d.banner('ZONEDASH  ·  PARKING RECEIPT', { bg: '#ffcc00', fill: '#111', size: 15, bold: true, h: 44 });
      d.gap(10);
      d.kv('Location', `${c.rng.digits(4)} · ${c.town.name}`, { size: 14 });
      d.kv('Start', `${f.d(c.p.start)} ${f.t(c.p.start)}`, { size: 14 });
      d.kv('End', `${f.d(c.p.end)} ${f.t(c.p.end)}`, { size: 14 });
      d.kv('Length', dur(minutes(c), 'hrs'), { size: 14 });
      d.kv('Vehicle', c.reg, { size: 14 });
      d.kv('Total', money(Math.min(minutes(c), 600), c, 1.3), { size: 16, bold: true });
      d.gap(10);
      d.para('Questions? Reply to this e-mail. Card expires soon? Update it in the app before 30/11.', {
        size: 12,
        fill: th.sub,
      });
      return d.done();
    },
  },
  // ================= pre-booked / wallet passes =================
  {
    name: 'airport-longstay-printout',
    kind: 'prebooked_pass',
    medium: 'paper',
    timing: 'booking',
    multi: true,
    dur: MULTI,
    outcomes: ['verified', 'wrong_date', 'unreadable'],
    places: 'airport',
    town: 'always',
    pc: 'always',
    render(c) {
      const f = fmtFor(c.rng, { ds: ['dd/mm/yyyy', 'ddd d mon yyyy', 'd month yyyy'], ts: ['HH:MM'] });
      const d = new Doc(520, { font: F.lsans, size: 15, pad: 30, medium: 'paper' });
      d.banner(`${c.town.name} Airport`, { bg: '#12355b', size: 24, bold: true, h: 60, align: 'left' });
      d.gap(14);
      d.t(
        c.rng.pick([
          'Long Stay Car Park',
          'Long Stay Car Park B',
          'Short Stay Car Park 2',
          'Purple Zone Long Stay',
        ]),
        {
          size: 22,
          bold: true,
        },
      );
      d.t(`Airport Way, ${c.town.name} ${fullPostcode(c.rng, c.town.pc)}`, { size: 13 });
      d.gap(10);
      d.kv('Booking ref', c.rng.alnum(7), { vBold: true });
      d.kv('Booked on', f.d(c.p.start - c.rng.int(5, 40) * DAY));
      d.kv('Vehicle', c.reg);
      d.hr({ color: '#999' });
      d.kv('Entry', `${f.d(c.p.start)} ${f.t(c.p.start)}`, { vBold: true, size: 17 });
      d.kv('Exit', `${f.d(c.p.end)} ${f.t(c.p.end)}`, { vBold: true, size: 17 });
      d.hr({ color: '#999' });
      d.qr(`E-${c.rng.alnum(12)}`, 150);
      d.para(
        'Scan this code at the entry barrier. Shuttle buses run to the terminal every 15 minutes. Arriving more than 2 hours early may incur a charge.',
        { size: 12 },
      );
      return d.done();
    },
  },
  {
    name: 'station-eticket',
    kind: 'prebooked_pass',
    medium: 'screen',
    timing: 'booking',
    dur: (r, o) => (o === 'too_short' ? STD(r, o) : r.pick([600, 720, 900, 1020])),
    town: 'always',
    render(c) {
      const th = theme(false, '#c8102e');
      const f = fmtFor(c.rng, { ds: ['dd/mm/yyyy', 'ddd d mon yyyy'], ts: ['HH:MM'] });
      const d = phone(th, { statusTime: fmtTime(c.shot, 'HH:MM') });
      d.rect(0, d.y, d.w, 70, { fill: th.accent });
      d.at(20, d.y + 44, 'Trackside Parking', { size: 22, bold: true, fill: '#fff' });
      d.gap(90);
      d.t(`${c.town.name} Station car park`, { size: 20, bold: true });
      d.t('Pre-booked day parking', { size: 14, fill: th.sub });
      d.gap(6);
      d.qr(`TS${c.rng.digits(12)}`, 200);
      d.kv('Entry from', f.dt(c.p.start), { size: 15, vBold: true });
      d.kv('Exit by', f.dt(c.p.end), { size: 15, vBold: true });
      d.kv('Booking ref', c.rng.alnum(9), { size: 14 });
      d.kv('Vehicle', c.reg, { size: 14 });
      d.gap(6);
      d.para('Show this code at the barrier or enter your booking ref on the keypad.', {
        size: 12,
        fill: th.sub,
      });
      return d.done();
    },
  },
  {
    name: 'airport-meet-greet',
    kind: 'prebooked_pass',
    medium: 'paper',
    timing: 'booking',
    multi: true,
    dur: MULTI,
    outcomes: ['verified', 'wrong_date', 'unreadable'],
    places: 'airport',
    town: 'always',
    render(c) {
      const f = fmtFor(c.rng, { ds: ['dddd dth month yyyy', 'ddd d mon yyyy', 'dd/mm/yyyy'], p12: 0.5 });
      const d = new Doc(520, { font: F.serif, size: 15, pad: 30, medium: 'paper' });
      d.t('MEET & GREET', { size: 28, bold: true, fill: '#7a1f5c' });
      d.t(`${c.town.name} Airport · Valet parking confirmation`, { size: 15 });
      d.hr({ color: '#7a1f5c', weight: 2 });
      d.kv(
        'Customer',
        `${c.rng.pick(['Mr', 'Mrs', 'Ms', 'Dr'])} ${c.rng.pick(['A. Patel', 'J. Morgan', 'R. Hughes', 'K. Okafor', 'S. Wright'])}`,
      );
      d.kv('Reference', c.rng.alnum(8));
      d.kv('Vehicle', c.reg);
      d.gap(6);
      d.t('Car handed over (entry)', { bold: true });
      d.t(`${f.d(c.p.start)} at ${f.t(c.p.start)}, Terminal forecourt`, { size: 14 });
      d.t('Car returned (exit)', { bold: true });
      d.t(`${f.d(c.p.end)} at ${f.t(c.p.end)}`, { size: 14 });
      d.gap(6);
      d.t(
        `Outbound flight ${c.rng.letters(2)}${c.rng.digits(4)} · Inbound ${c.rng.letters(2)}${c.rng.digits(4)}`,
        { size: 13 },
      );
      d.kv('Paid', `£${c.rng.int(40, 160)}.00`, { bold: true });
      d.para('Call our driver 30 minutes before arriving. Your car will be parked in our secure compound.', {
        size: 12,
      });
      return d.done();
    },
  },
  {
    name: 'wallet-pass',
    kind: 'prebooked_pass',
    medium: 'screen',
    timing: 'booking',
    multi: true,
    dur: (r, o) => (r.chance(0.5) ? MULTI(r, o) : STD(r, o)),
    town: 'always',
    render(c) {
      const th = theme(true, '#000');
      const col = c.rng.pick(['#1f3b73', '#0d5c4a', '#5b1a1a', '#2b2b2b']);
      const f = new Fmt(c.rng.pick(['d mon yyyy', 'dd-MON-yy', 'ddd d mon']), 'HH:MM');
      const d = phone(th, { statusTime: fmtTime(c.shot, 'HH:MM') });
      d.bg = '#000';
      d.gap(20);
      d.rect(16, d.y, d.w - 32, 640, { fill: col, rx: 16 });
      const top = d.y;
      d.at(34, top + 40, 'ParkAhead', { size: 18, bold: true, fill: '#fff' });
      d.at(d.w - 34, top + 40, 'CAR PARK', { size: 11, fill: '#ddd', align: 'right' });
      d.at(
        d.w - 34,
        top + 58,
        `${c.town.name.toUpperCase()} ${c.rng.pick(['P3', 'LONG STAY', 'MSCP 2', 'EAST'])}`,
        {
          size: 14,
          bold: true,
          fill: '#fff',
          align: 'right',
        },
      );
      d.at(34, top + 110, 'ENTRY', { size: 11, fill: '#ddd' });
      d.at(34, top + 140, f.d(c.p.start).toUpperCase(), { size: 20, bold: true, fill: '#fff' });
      d.at(34, top + 166, f.t(c.p.start), { size: 20, fill: '#fff' });
      d.at(d.w - 34, top + 110, 'EXIT', { size: 11, fill: '#ddd', align: 'right' });
      d.at(d.w - 34, top + 140, f.d(c.p.end).toUpperCase(), {
        size: 20,
        bold: true,
        fill: '#fff',
        align: 'right',
      });
      d.at(d.w - 34, top + 166, f.t(c.p.end), { size: 20, fill: '#fff', align: 'right' });
      d.at(34, top + 210, 'BOOKING REF', { size: 11, fill: '#ddd' });
      d.at(34, top + 232, c.rng.alnum(8), { size: 16, fill: '#fff' });
      d.at(d.w - 34, top + 210, 'VEHICLE', { size: 11, fill: '#ddd', align: 'right' });
      d.at(d.w - 34, top + 232, c.reg, { size: 16, fill: '#fff', align: 'right' });
      d.qr(`PA-${c.rng.alnum(10)}`, 220, { x: (d.w - 220) / 2, y: top + 280 });
      d.y = top + 660;
      return d.done();
    },
  },
  // ================= hospital & university =================
  {
    name: 'nhs-visitor-exit',
    kind: 'hospital_university',
    medium: 'paper',
    thermal: true,
    timing: 'exit',
    dur: EXIT,
    town: 'always',
    render(c) {
      const f = fmtFor(c.rng, { ds: ['dd/mm/yy', 'dd/mm/yyyy'], ts: ['HH:MM'] });
      const d = thermalPaper(320, F.lsans, 14);
      d.banner('NHS', { bg: '#005eb8', size: 26, bold: true, italic: true, h: 46, align: 'right' });
      d.gap(6);
      d.t(`${c.town.name} ${c.rng.pick(['General Hospital', 'Royal Infirmary', 'Community Hospital'])}`, {
        bold: true,
        size: 16,
      });
      d.t(`${c.rng.pick(['Northern', 'Vale', 'Coastal', 'Three Rivers'])} Hospitals NHS Foundation Trust`, {
        size: 11,
      });
      d.hr();
      d.t('VISITOR PARKING', { bold: true, size: 16, align: 'center' });
      d.kv('Entry', `${f.d(c.p.start)} ${f.t(c.p.start)}`);
      d.kv('Exit', `${f.d(c.p.end)} ${f.t(c.p.end)}`);
      d.kv('Duration', dur(minutes(c), 'hm'));
      d.kv('Paid', money(minutes(c), c, 1.2), { bold: true });
      d.hr();
      d.t('Blue Badge holders park free in marked bays', { size: 11, align: 'center' });
      d.t('Next outpatient clinic: see your letter', { size: 11, align: 'center' });
      return d.done();
    },
  },
  {
    name: 'nhs-concession',
    kind: 'hospital_university',
    medium: 'paper',
    thermal: true,
    timing: 'purchase',
    dur: STD,
    town: 'always',
    render(c) {
      const f = fmtFor(c.rng, { ds: ['dd.mm.yy', 'dd/mm/yy', 'd mon yyyy'], p12: 0.3 });
      const d = thermalPaper(300, F.sans, 13);
      d.t(`${c.town.name} Royal Hospital`, { bold: true, align: 'center', size: 15 });
      d.t('Patient & Visitor Car Park B', { align: 'center' });
      d.banner('CONCESSION TICKET', { bg: '#222', size: 14, bold: true });
      d.gap(6);
      d.t(`Valid from ${f.t(c.p.start)}`, { size: 16, bold: true });
      d.t(`to ${f.t(c.p.end)} on ${f.d(c.p.end)}`, { size: 16, bold: true });
      d.kv('Issued', `${f.d(c.p.start)} ${f.t(c.p.start)}`, { size: 12 });
      d.kv('Ward/Clinic', c.rng.pick(['Ward 7', 'Maternity', 'Renal Unit', 'Oncology', 'Children’s Ward']));
      d.kv('Charge', `£${c.rng.pick(['1.00', '2.00', '3.00'])}`);
      d.hr();
      d.t('Display on dashboard', { align: 'center', size: 12 });
      return d.done();
    },
  },
  {
    name: 'university-visitor-day',
    kind: 'hospital_university',
    medium: 'paper',
    timing: 'purchase',
    dur: STD,
    startHours: [7, 15],
    town: 'always',
    render(c) {
      const f = fmtFor(c.rng, {
        ds: ['d month yyyy', 'dd/mm/yyyy', 'ddd d mon yyyy'],
        ts: ['HH:MM', 'h:mmam'],
      });
      const d = new Doc(460, { font: F.lsans, size: 15, pad: 26, bg: '#ffffff', medium: 'paper' });
      d.rect(0, 0, 460, 12, { fill: '#004b39' });
      d.gap(8);
      d.t(`University of ${c.town.name}`, { size: 20, bold: true, fill: '#004b39' });
      d.t(
        `${c.rng.pick(['Riverside', 'Hillside', 'Old Road', 'Science Park'])} Campus · Estates & Security`,
        { size: 13 },
      );
      d.gap(8);
      d.t('VISITOR DAY PARKING', { size: 22, bold: true });
      d.kv('Date', f.d(c.p.start), { vBold: true });
      d.kv('Valid from', f.t(c.p.start));
      d.kv('Valid until', f.t(c.p.end), { vBold: true });
      d.kv('Car park', `Zone ${c.rng.pick(['A', 'C', 'F', 'K'])}`);
      d.kv('Host department', c.rng.pick(['Admissions', 'Chemistry', 'Library', 'Sports Centre']));
      d.kv('Registration', c.reg);
      d.gap(6);
      d.t('Place on the dashboard, face up. Issued by Reception.', { size: 12 });
      return d.done();
    },
  },
  // ================= supermarket & retail park =================
  {
    name: 'supermarket-free-ticket',
    kind: 'supermarket_retail',
    medium: 'paper',
    thermal: true,
    timing: 'purchase',
    dur: bandDur([60, 90, 120, 180], [30, 45]),
    town: 'always',
    notes: 'free customer parking: the period is the entry time plus the printed max stay',
    render(c) {
      const f = fmtFor(c.rng, { ds: ['dd/mm/yyyy', 'dd/mm/yy'], ts: ['HH:MM', 'h:mmam'] });
      const d = thermalPaper(300, F.sans, 14);
      d.banner('FreshWay', { bg: '#0a8f3c', size: 26, bold: true, italic: true, h: 50 });
      d.gap(4);
      d.t(`${c.town.name} ${c.rng.pick(['Superstore', 'Extra', 'Local'])}`, { align: 'center' });
      d.hr();
      d.t('FREE FOR CUSTOMERS', { align: 'center', bold: true, size: 17 });
      d.t(`Max stay ${dur(minutes(c), 'long')}`, { align: 'center', bold: true, size: 17 });
      d.hr();
      d.kv('Entry time', f.t(c.p.start), { vBold: true, vSize: 18 });
      d.kv('Date', f.d(c.p.start));
      d.kv('Bay', String(c.rng.int(1, 300)));
      d.hr();
      d.para(
        'Customers only. Overstaying the maximum stay may result in a Parking Charge Notice of £100 issued by the car park operator.',
        { size: 10, align: 'left' },
      );
      return d.done();
    },
  },
  {
    name: 'retail-park-refundable',
    kind: 'supermarket_retail',
    medium: 'paper',
    thermal: true,
    timing: 'purchase',
    dur: STD,
    town: 'always',
    pc: 'maybe',
    render(c) {
      const f = fmtFor(c.rng, { p12: 0.3 });
      const d = thermalPaper(320, F.mono, 14);
      d.t(`${c.town.name} Gate Retail Park`, { align: 'center', bold: true, size: 16 });
      maybe(d, c.showPc ? fullPostcode(c.rng, c.town.pc) : null, { align: 'center' });
      d.hr({ dash: true });
      d.kv('Date', f.d(c.p.start));
      d.kv('Time in', f.t(c.p.start));
      d.kv('Valid until', f.t(c.p.end), { bold: true, size: 18 });
      d.kv('Paid', `£${c.rng.pick(['1.00', '1.50', '2.00'])}`);
      d.hr({ dash: true });
      d.t('REFUND IN STORE', { align: 'center', bold: true });
      d.t('with any purchase over £10', { align: 'center', size: 12 });
      d.t(`Offer ends ${fmtDate(c.p.start + c.rng.int(20, 60) * DAY, 'dd/mm/yyyy')}`, {
        align: 'center',
        size: 12,
      });
      return d.done();
    },
  },
  {
    name: 'supermarket-leave-by',
    kind: 'supermarket_retail',
    medium: 'paper',
    thermal: true,
    timing: 'purchase',
    dur: bandDur([60, 120, 150, 180], [20, 30, 45]),
    town: 'maybe',
    render(c) {
      const f = fmtFor(c.rng, { ds: ['dd-mm-yy', 'dd.mm.yy', 'dd/mm/yy'], ts: ['HH:MM', 'HH.MM'] });
      const d = thermalPaper(280, F.lsans, 14);
      d.banner('CUSTOMER PARKING', { bg: '#000', size: 17, bold: true });
      d.gap(6);
      d.t(c.rng.pick(['Harvest & Co Foodhall', 'Basketful Supermarket', 'Pennywise Foods']), {
        align: 'center',
        bold: true,
      });
      maybe(d, c.showTown ? c.town.name : null, { align: 'center' });
      d.gap(6);
      d.kv('Arrived', `${f.d(c.p.start)} ${f.t(c.p.start)}`);
      d.kv('Free period', dur(minutes(c), 'hrs'));
      d.t(`PLEASE LEAVE BY ${f.t(c.p.end)}`, { align: 'center', bold: true, size: 19 });
      d.gap(4);
      d.t('Thank you for shopping with us', { align: 'center', size: 12 });
      return d.done();
    },
  },
  // ================= hotel =================
  {
    name: 'hotel-hang-tag',
    kind: 'hotel_guest',
    medium: 'paper',
    timing: 'purchase',
    multi: true,
    startHours: [13, 22],
    endAt: (rng, s) => dayStart(s) + rng.int(1, 3) * DAY + rng.pick([600, 660, 720]),
    outcomes: ['verified', 'wrong_date', 'unreadable'],
    town: 'always',
    notes: 'arrival time and departure-by time printed on a hang tag',
    render(c) {
      const f = fmtFor(c.rng, { ds: ['dd/mm/yyyy', 'ddd d mon', 'd mon yyyy'], ts: ['HH:MM', 'h:mmam'] });
      const d = new Doc(300, { font: F.serif, size: 15, pad: 22, bg: '#f3ede2', medium: 'card' });
      d.circle(150, 40, 22, '#ffffff', '#999');
      d.gap(74);
      d.t(c.rng.pick(['Kingfisher Lodge', 'The Harbour View Hotel', 'Oakridge Inn', 'The Grange Hotel']), {
        align: 'center',
        bold: true,
        size: 19,
      });
      d.t(c.town.name, { align: 'center', italic: true });
      d.hr({ color: '#8a6d3b' });
      d.t('GUEST PARKING', { align: 'center', bold: true, size: 17, fill: '#8a6d3b' });
      d.hr({ color: '#8a6d3b' });
      d.kv('Room', String(c.rng.int(1, 4) * 100 + c.rng.int(1, 30)), { vBold: true });
      d.kv('Arrival', `${f.d(c.p.start)} ${f.t(c.p.start)}`);
      d.kv('Departure', `${f.d(c.p.end)} ${f.t(c.p.end)}`);
      d.kv('Registration', c.reg);
      d.gap(10);
      d.t('Please hang from your rear-view mirror', { align: 'center', size: 11, italic: true });
      return d.done();
    },
  },
  {
    name: 'hotel-reception-slip',
    kind: 'hotel_guest',
    medium: 'paper',
    thermal: true,
    timing: 'purchase',
    multi: true,
    startHours: [12, 21],
    endAt: (rng, s) => dayStart(s) + rng.int(1, 2) * DAY + 660,
    outcomes: ['verified', 'wrong_date', 'unreadable'],
    town: 'always',
    pc: 'always',
    render(c) {
      const f = fmtFor(c.rng, { ds: ['d mon yyyy', 'dd/mm/yyyy'], ts: ['HH:MM'] });
      const d = thermalPaper(300, F.mono, 13);
      const hotel = c.rng.pick(['Station Hotel', 'Cathedral Quarter Hotel', 'Riverside Suites']);
      d.t(`${c.town.name} ${hotel}`, { align: 'center', bold: true, size: 15 });
      d.t(fullPostcode(c.rng, c.town.pc), { align: 'center' });
      d.hr({ dash: true });
      const nights = Math.round((dayStart(c.p.end) - dayStart(c.p.start)) / DAY);
      d.kv('Room', String(c.rng.int(100, 420)));
      d.kv('Arrival', `${f.d(c.p.start)} ${f.t(c.p.start)}`);
      d.kv('Departure', `${f.d(c.p.end)} ${f.t(c.p.end)}`);
      d.kv('Car park charge', `${nights} x £12.00`);
      d.kv('Total', `£${(nights * 12).toFixed(2)}`, { bold: true });
      d.kv('Vehicle', c.reg);
      d.hr({ dash: true });
      d.t('Leave this slip on your dashboard', { align: 'center', size: 12 });
      return d.done();
    },
  },
  // ================= park & ride =================
  {
    name: 'pr-ticket-bus',
    kind: 'park_and_ride',
    medium: 'paper',
    thermal: true,
    timing: 'purchase',
    startHours: [6, 19],
    endAt: atClock([1110, 1140, 1170, 1230]),
    outcomes: ['verified', 'wrong_date', 'too_short', 'unreadable'],
    town: 'always',
    notes: "'Valid until last bus HH:MM': the end is the printed last-bus time",
    render(c) {
      const f = fmtFor(c.rng, { ds: ['dd/mm/yy', 'dd/mm/yyyy', 'd mon yyyy'], ts: ['HH:MM', 'h:mmam'] });
      const d = thermalPaper(310, F.sans, 14);
      d.banner(`${c.town.name} Park & Ride`, { bg: '#0a7d8c', size: 18, bold: true });
      d.gap(6);
      d.t(`${c.rng.pick(['Northern', 'Eastgate', 'Airfield', 'Meadow'])} site`, { align: 'center' });
      d.t('Car park + return bus for all occupants', { align: 'center', size: 12 });
      d.hr();
      d.kv('Issued', `${f.d(c.p.start)} ${f.t(c.p.start)}`);
      d.t(`Valid until last bus ${f.t(c.p.end)}`, { bold: true, size: 16, align: 'center' });
      d.kv('Car park', `${c.rng.pick(['£3.50', '£4.00', '£2.80'])} per car`);
      d.kv('Ticket', c.rng.digits(6));
      d.hr();
      d.t('Show to driver when boarding', { align: 'center', size: 12 });
      return d.done();
    },
  },
  {
    name: 'pr-app-day-ticket',
    kind: 'park_and_ride',
    medium: 'screen',
    darkable: true,
    timing: 'purchase',
    startHours: [6, 18],
    endAt: atClock([1140, 1170, 1200]),
    outcomes: ['verified', 'wrong_date', 'too_short'],
    town: 'always',
    render(c) {
      const th = theme(c.dark, '#2e7d32');
      const f = new Fmt(c.rng.pick(['ddd d mon yyyy', 'dd/mm/yyyy']), c.rng.pick(['HH:MM', 'h:mmam']));
      const d = phone(th, { statusTime: fmtTime(c.shot, 'HH:MM'), lightBar: c.lightBar });
      d.gap(12);
      d.t('My tickets', { size: 24, bold: true });
      card(d, th, 380, (top) => {
        d.rect(14, top, d.w - 28, 60, { fill: th.accent, rx: 14 });
        d.at(30, top + 38, `${c.town.name} Park & Ride`, { size: 18, bold: true, fill: '#fff' });
        d.at(30, top + 92, 'Car park day ticket incl. bus', { size: 15, bold: true });
        d.at(30, top + 124, `Activated ${f.d(c.p.start)}, ${f.t(c.p.start)}`, { size: 14, fill: th.sub });
        d.at(30, top + 150, `Valid until ${f.t(c.p.end)} (last bus)`, { size: 16, bold: true });
        d.qr(`PR${c.rng.digits(14)}`, 180, { x: (d.w - 180) / 2, y: top + 175, fill: '#000' });
      });
      return d.done();
    },
  },
  // ================= event parking =================
  {
    name: 'event-gate-stub',
    kind: 'event_parking',
    medium: 'paper',
    timing: 'purchase',
    startHours: [8, 15],
    endAt: atClock([1080, 1140, 1260, 1380]),
    outcomes: ['verified', 'wrong_date', 'unreadable'],
    town: 'always',
    render(c) {
      const f = fmtFor(c.rng, { ds: ['dd/mm/yy', 'ddd d mon yyyy'], ts: ['HH:MM', 'h:mmam'] });
      const d = new Doc(480, { font: F.cond, size: 15, pad: 20, bg: '#fde7c8', medium: 'card' });
      d.rect(360, 0, 1, 400, { stroke: '#555' });
      d.raw('<line x1="360" y1="0" x2="360" y2="400" stroke="#555" stroke-dasharray="5 4"/>');
      d.t('EVENT PARKING', { size: 24, bold: true, fill: '#a0271c' });
      d.t(`${c.town.name} ${c.rng.pick(['Showground', 'Racecourse', 'Park'])}`, { size: 17, bold: true });
      d.t(c.rng.pick(['County Show', 'Autumn Food Festival', 'Vintage Vehicle Rally', 'Christmas Fair']), {
        size: 15,
      });
      d.gap(4);
      d.t(`Gate ${c.rng.pick(['A', 'B', 'C', 'North'])} · Field ${c.rng.int(1, 9)}`);
      d.t(`Issued ${f.d(c.p.start)} ${f.t(c.p.start)}`, { bold: true });
      d.t(`Valid until ${f.t(c.p.end)} same day`, { bold: true });
      d.t(`Car £${c.rng.pick(['5', '8', '10'])}.00 · No. ${c.rng.digits(5)}`);
      d.at(420, 40, 'STUB', { size: 14, bold: true, align: 'center' });
      d.at(420, 70, c.rng.digits(5), { size: 13, align: 'center' });
      return d.done();
    },
  },
  {
    name: 'event-matchday-eticket',
    kind: 'event_parking',
    medium: 'screen',
    timing: 'booking',
    startHours: [10, 17],
    endAt: (rng, s) => s + rng.pick([300, 330, 360]),
    outcomes: ['verified', 'wrong_date', 'unreadable'],
    town: 'always',
    notes: 'kick-off time printed as a distractor; the period is car park opens → must vacate by',
    render(c) {
      const th = theme(false, '#1d1d6b');
      const f = fmtFor(c.rng, { ds: ['dddd dth month yyyy', 'ddd d mon yyyy'], ts: ['HH:MM', 'h:mmam'] });
      const d = phone(th, { statusTime: fmtTime(c.shot, 'HH:MM') });
      d.banner('MATCHDAY PARKING', { bg: th.accent, size: 18, bold: true, h: 56 });
      d.gap(10);
      d.t(`${c.town.name} Rovers v Harbour City`, { size: 18, bold: true, align: 'center' });
      d.t(f.d(c.p.start), { size: 14, align: 'center', fill: th.sub });
      d.t(`Kick-off ${f.t(c.p.start + 150)}`, { size: 14, align: 'center', fill: th.sub });
      d.gap(8);
      d.qr(`MD${c.rng.digits(10)}`, 210);
      d.kv('Car park', `${c.rng.pick(['West Stand', 'Stadium', 'Overflow'])} car park`, { size: 15 });
      d.kv('Car park opens', f.t(c.p.start), { size: 15, vBold: true });
      d.kv('Vacate by', f.t(c.p.end), { size: 15, vBold: true });
      d.kv('Order', c.rng.alnum(8), { size: 14 });
      return d.done();
    },
  },
  // ================= meters & stickers =================
  {
    name: 'meter-slip',
    kind: 'meter_sticker',
    medium: 'paper',
    thermal: true,
    timing: 'purchase',
    dur: STD,
    town: 'maybe',
    render(c) {
      const f = new Fmt(
        c.rng.pick(['dd/mm/yy', 'dd.mm.yy', 'dd-mm-yy']),
        c.rng.pick(['HH:MM', 'HHMM', 'HH.MM']),
      );
      const d = thermalPaper(200, F.mono, 13);
      d.pad = 12;
      d.t(`METER ${c.rng.digits(4)}`, { bold: true, size: 15 });
      maybe(d, c.showTown ? c.town.name.toUpperCase() : null, { size: 11 });
      d.t(f.d(c.p.start), { size: 13 });
      d.t(`FROM ${f.t(c.p.start)}`, { size: 16, bold: true });
      d.t(`TO   ${f.t(c.p.end)}`, { size: 16, bold: true });
      d.t(`${money(minutes(c), c, 1.2)}`, { size: 13 });
      return d.done();
    },
  },
  {
    name: 'meter-peel-sticker',
    kind: 'meter_sticker',
    medium: 'paper',
    timing: 'purchase',
    dur: STD,
    town: 'maybe',
    render(c) {
      const f = new Fmt(c.rng.pick(['dd/mm/yy', 'd mon yyyy']), c.rng.pick(['HH:MM', 'h:mmam']));
      const d = new Doc(260, { font: F.lsans, size: 14, bg: '#ffffff', medium: 'sticker', pad: 14 });
      d.rect(4, 4, 252, 10, { fill: '#e30613' });
      d.gap(10);
      d.t('PARKING METER', { size: 14, bold: true, align: 'center' });
      maybe(d, c.showTown ? `${c.town.name} on-street` : null, { size: 11, align: 'center' });
      d.t('EXPIRES', { size: 12, align: 'center' });
      d.t(f.t(c.p.end), { size: 34, bold: true, align: 'center' });
      d.t(f.d(c.p.end), { size: 15, align: 'center' });
      d.t(`Paid at ${f.t(c.p.start)} · Bay ${c.rng.digits(3)}`, { size: 12, align: 'center' });
      d.t('Stick inside windscreen', { size: 10, align: 'center' });
      return d.done();
    },
  },
  // ================= council scratch vouchers =================
  ...(['scratch-voucher-hours', 'scratch-voucher-allday'] as const).map(
    (name): GenuineLayout => ({
      name,
      kind: 'council_voucher',
      medium: 'paper',
      timing: 'purchase',
      startHours: name === 'scratch-voucher-allday' ? [7, 17] : [7, 20],
      dur: name === 'scratch-voucher-hours' ? bandDur([60, 120, 240], [30]) : undefined,
      endAt: name === 'scratch-voucher-allday' ? allDayEnd : undefined,
      outcomes:
        name === 'scratch-voucher-allday'
          ? ['verified', 'wrong_date', 'unreadable']
          : ['verified', 'wrong_date', 'too_short', 'unreadable'],
      town: 'always',
      startRound: 5,
      noYear: true,
      notes: 'day, month, hour and minute scratched off (no year: this year); minutes on a 5-minute grid',
      render(c) {
        const d = new Doc(460, { font: F.sans, size: 13, pad: 16, bg: '#ffffff', medium: 'card' });
        const allDay = name === 'scratch-voucher-allday';
        const col = c.rng.pick(['#1565c0', '#ad1457', '#2e7d32', '#e65100']);
        d.banner(`${c.town.name.toUpperCase()} COUNCIL · PARKING VOUCHER`, {
          bg: col,
          size: 14,
          bold: true,
          h: 34,
        });
        d.gap(4);
        d.t(allDay ? 'ALL DAY' : `${dur(c.p.end - c.p.start, 'long').toUpperCase()}`, {
          size: 24,
          bold: true,
          fill: col,
          align: 'center',
        });
        d.t('Scratch off the day, month, hour and minute of arrival', { size: 11, align: 'center' });
        const p = parts(c.p.start);
        const grid = (label: string, items: string[], chosen: number, per: number): void => {
          d.t(label, { bold: true, size: 12 });
          const cw = (d.w - 32) / per;
          items.forEach((it, i) => {
            const x = 16 + (i % per) * cw;
            const y = d.y + Math.floor(i / per) * 24;
            if (i === chosen) {
              d.rect(x + 1, y, cw - 2, 21, { fill: '#3a3a3a', rx: 2 });
              d.raw(
                `<path d="M${x + 3} ${y + 4} l${cw - 8} 2 M${x + 2} ${y + 15} l${cw - 6} -3" stroke="#777" stroke-width="2"/>`,
              );
              d.at(x + cw / 2, y + 16, it, { size: 12, bold: true, fill: '#fff', align: 'center' });
            } else {
              d.rect(x + 1, y, cw - 2, 21, { fill: '#c9cbd0', rx: 2 });
              d.at(x + cw / 2, y + 16, it, { size: 11, fill: '#555', align: 'center' });
            }
          });
          d.y += Math.ceil(items.length / per) * 24 + 4;
        };
        grid(
          'DAY',
          Array.from({ length: 31 }, (_, i) => String(i + 1)),
          p.d - 1,
          16,
        );
        grid(
          'MONTH',
          MONTHS.map((m) => m.slice(0, 3).toUpperCase()),
          p.mo - 1,
          12,
        );
        grid(
          'HOUR',
          Array.from({ length: 24 }, (_, i) => String(i).padStart(2, '0')),
          p.h,
          12,
        );
        grid(
          'MINUTE',
          Array.from({ length: 12 }, (_, i) => String(i * 5).padStart(2, '0')),
          Math.floor(p.mi / 5),
          12,
        );
        d.t(
          `Voucher no. ${c.rng.digits(7)} · Display face up · ${allDay ? 'Valid until 23:59 on the day scratched' : 'Valid from the time scratched'}`,
          { size: 10 },
        );
        return d.done();
      },
    }),
  ),
];

export const GENUINE_KINDS = [...new Set(GENUINE.map((g) => g.kind))];
