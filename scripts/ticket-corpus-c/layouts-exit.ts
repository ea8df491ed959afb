// Barrier / pay-on-foot, multi-storey, hospital & university, supermarket, hotel, park & ride, event.
import { CENTRES, OPERATORS, STATIONS } from './data.ts';
import { ALL_12, fmtDur } from './dates.ts';
import { cardExp, dur, sameDay, ticketNo, vat } from './lh.ts';
import { BAN, BAR, C, type Item, KV, RULE, receipt, T, WRAP } from './svg.ts';
import type { Ctx, LayoutDef } from './types.ts';

const loc = (c: Ctx): Item[] => c.where().map((l) => C(l, { size: 22 }));
const stay = (m: number) => `${Math.floor(m / 60)} hrs ${String(m % 60).padStart(2, '0')} mins`;

export const EXIT_LAYOUTS: LayoutDef[] = [
  {
    name: 'pof-exit-receipt',
    kind: 'barrier_exit',
    genuine: true,
    medium: 'paper',
    period: 'stay',
    short: true,
    about: 'pay-on-foot receipt: Entry / Exit with dates, Length of stay, card slip with expiry',
    draw(c) {
      const D = c.date(['dmy2', 'dmy4', 'dmy2dash']);
      const Tm = c.time(['hh:mm', 'hh:mm:ss']);
      return receipt(
        { w: 540, font: 'mono', size: 24, torn: true, dot: c.dot },
        [
          C(c.rng.pick(OPERATORS), { bold: true, size: 28 }),
          C('PAY STATION RECEIPT'),
          ...loc(c),
          RULE(true),
          KV('Entry', `${D(c.start)} ${Tm(c.start)}`),
          KV('Exit', `${D(c.end)} ${Tm(c.end)}`),
          KV('Length of stay', stay(c.minutes), { bold: true }),
          KV('Amount paid', c.money(1.5, 18), { bold: true }),
          KV('Payment machine', `APS ${c.rng.digits(2)}`),
          KV('Receipt no.', ticketNo(c, 6)),
          RULE(true),
          KV('VISA DEBIT', `**** ${c.rng.digits(4)}`, { size: 20 }),
          KV('Card expires', cardExp(c), { size: 20 }),
          C(vat(c), { size: 18 }),
          C('Please exit within 15 minutes', { size: 20 }),
        ],
        c.rng,
      );
    },
  },
  {
    name: 'pof-anpr-arrived-left',
    kind: 'barrier_exit',
    genuine: true,
    medium: 'paper',
    period: 'stay',
    short: true,
    about: 'ANPR car park receipt: Arrived / Left, duration 2h 28m, registration',
    draw(c) {
      const D = c.date(['d_mon_y', 'dow_d_mon', 'dmy4']);
      const Tm = c.time([...ALL_12, 'hh:mm']);
      return receipt(
        { w: 540, font: 'sans', size: 25, dot: c.dot },
        [
          BAN(c.rng.pick(OPERATORS), '#163a70', '#fff'),
          C('Ticketless car park - receipt', { size: 22 }),
          ...loc(c),
          RULE(),
          KV('Vehicle', c.reg, { bold: true }),
          KV('Arrived', `${D(c.start)}, ${Tm(c.start)}`),
          KV('Left', `${D(c.end)}, ${Tm(c.end)}`),
          KV('Duration', dur(c, ['hm', 'long'])),
          KV('Paid', c.money(1, 14), { bold: true }),
          RULE(),
          C(`Receipt ${ticketNo(c, 8)}`, { size: 20 }),
        ],
        c.rng,
      );
    },
  },
  {
    name: 'pof-station-barrier',
    kind: 'barrier_exit',
    genuine: true,
    medium: 'paper',
    period: 'stay',
    short: true,
    about: 'railway station car park barrier receipt, entry time / exit time, printed-at line',
    draw(c) {
      const D = c.date(['dmy4', 'dmy2dot']);
      const Tm = c.time(['hh:mm', 'hh.mm']);
      return receipt(
        { w: 520, font: 'cond', size: 26, dot: c.dot },
        [
          C(c.town ? `${c.town} ${c.rng.pick(STATIONS)}` : c.rng.pick(STATIONS), { bold: true }),
          ...(c.postcode ? [C(c.postcode)] : []),
          ...(c.town ? [] : [C(`Site ${c.code}`)]),
          RULE(),
          KV('Entry time', `${Tm(c.start)}  ${D(c.start)}`),
          KV('Exit time', `${Tm(c.end)}  ${D(c.end)}`),
          KV('Duration', fmtDur(c.minutes, 'colon')),
          KV('Tariff paid', c.money(2, 15)),
          RULE(),
          C(`Printed ${D(c.end)} ${Tm(c.end + 1)}`, { size: 20 }),
        ],
        c.rng,
      );
    },
  },
  {
    name: 'pof-dotmatrix-inout',
    kind: 'barrier_exit',
    genuine: true,
    medium: 'paper',
    period: 'stay',
    short: true,
    features: ['dot-matrix'],
    about: 'dot-matrix IN / OUT barrier receipt, 27-NOV-26 0912',
    draw(c) {
      const D = c.date(['d-MON-yy', 'dMONyy']);
      const Tm = c.time(['hhmm', 'hh:mm']);
      return receipt(
        { w: 480, font: 'mono', size: 28, dot: true, paper: '#f3f1e7' },
        [
          C('CAR PARK', { bold: true }),
          ...(c.town ? [C(c.town.toUpperCase(), { bold: true })] : [C(`SITE ${c.code}`, { bold: true })]),
          ...(c.postcode ? [C(c.postcode, { bold: true })] : []),
          RULE(true),
          KV('IN', `${D(c.start)} ${Tm(c.start)}`, { bold: true }),
          KV('OUT', `${D(c.end)} ${Tm(c.end)}`, { bold: true }),
          KV('STAY', fmtDur(c.minutes, 'hm').toUpperCase(), { bold: true }),
          KV('FEE', c.money(1, 12), { bold: true }),
          C(`TKT ${ticketNo(c, 6)}`, { bold: true }),
        ],
        c.rng,
      );
    },
  },
  {
    name: 'ms-shopping-centre',
    kind: 'multistorey',
    genuine: true,
    medium: 'paper',
    period: 'stay',
    short: true,
    about: 'shopping-centre multi-storey receipt with level and bay',
    draw(c) {
      const D = c.date(['dmy4', 'd_mon_y']);
      const Tm = c.time(['hh:mm', '12h']);
      return receipt(
        { w: 540, font: 'sans', size: 25, dot: c.dot },
        [
          C(c.rng.pick(CENTRES), { bold: true, size: 30, font: 'serif' }),
          C('Car Park'),
          ...loc(c),
          RULE(),
          KV('Level', String(c.rng.int(1, 6))),
          KV('Bay', `${c.rng.pick(['A', 'B', 'C', 'D'])}${c.rng.int(1, 99)}`),
          KV('Date', D(c.start)),
          KV('Entry', Tm(c.start)),
          KV('Exit', Tm(c.end) + (sameDay(c) ? '' : ` ${D(c.end)}`)),
          KV('Paid', c.money(1, 9), { bold: true }),
          RULE(),
          C('Thank you for shopping with us', { size: 20 }),
        ],
        c.rng,
      );
    },
  },
  {
    name: 'ms-length-of-stay',
    kind: 'multistorey',
    genuine: true,
    medium: 'paper',
    period: 'stay',
    short: true,
    about: 'operator multi-storey: Level -2, Zone, Length of stay N hrs NN mins',
    draw(c) {
      const D = c.date(['dmy2', 'dmy4']);
      const Tm = c.time(['hh:mm']);
      return receipt(
        { w: 520, font: 'cond', size: 26, dot: c.dot },
        [
          C(`${c.rng.pick(OPERATORS)} Multi-Storey`, { bold: true }),
          ...loc(c),
          RULE(),
          KV('Level', c.rng.pick(['-2', '-1', '3', '4', 'P5'])),
          KV('Zone', c.rng.pick(['Purple', 'Orange', 'Green'])),
          KV('Entered', `${D(c.start)} ${Tm(c.start)}`),
          KV('Paid at', `${D(c.end)} ${Tm(c.end)}`),
          T(`Length of stay ${stay(c.minutes)}`, { bold: true, align: 'c' }),
          KV('Total', c.money(2, 16), { bold: true }),
          BAR(50),
        ],
        c.rng,
      );
    },
  },
  {
    name: 'ms-coloured-entry-exit',
    kind: 'multistorey',
    genuine: true,
    medium: 'paper',
    period: 'stay',
    short: true,
    features: ['coloured-banner'],
    about: 'Q-Park-style coloured banner receipt, Entry / Exit / Paid',
    draw(c) {
      const D = c.date(['d_mon_y', 'dmy4']);
      const Tm = c.time(['hh:mm', 'hh.mm']);
      const col = c.rng.pick(['#e30613', '#005a9c', '#00843d']);
      return receipt(
        { w: 540, font: 'sans', size: 25, dot: c.dot },
        [
          BAN(c.rng.pick(['Q-Park', 'Parkrite', 'CityHold']), col, '#fff', { size: 36 }),
          C(c.town ? `${c.town} Centre` : 'City Centre'),
          ...(c.postcode ? [C(c.postcode)] : []),
          KV('Entry', `${D(c.start)} ${Tm(c.start)}`),
          KV('Exit', `${D(c.end)} ${Tm(c.end)}`),
          KV('Paid', c.money(2, 12), { bold: true }),
          BAN(`Duration ${fmtDur(c.minutes, 'hrmin')}`, col, '#fff', { size: 26 }),
        ],
        c.rng,
      );
    },
  },
  {
    name: 'nhs-visitor-exit',
    kind: 'hospital_university',
    genuine: true,
    medium: 'paper',
    period: 'stay',
    short: true,
    features: ['coloured-banner'],
    about: 'NHS trust visitor parking exit receipt, NHS blue banner',
    draw(c) {
      const D = c.date(['dmy4', 'dmy2']);
      const Tm = c.time(['hh:mm']);
      return receipt(
        { w: 540, font: 'sans', size: 25, dot: c.dot },
        [
          BAN('NHS', '#005eb8', '#fff', { size: 40 }),
          C(
            `${c.town ?? 'County'} ${c.rng.pick(['Royal Infirmary', 'General Hospital', 'University Hospital'])}`,
            { bold: true },
          ),
          C(c.rng.pick(['Visitor parking', 'Patient & visitor parking'])),
          ...(c.postcode ? [C(c.postcode)] : []),
          RULE(),
          KV('Entry', `${D(c.start)} ${Tm(c.start)}`),
          KV('Exit', `${D(c.end)} ${Tm(c.end)}`),
          KV('Paid', c.money(1, 8), { bold: true }),
          WRAP('Concessions for frequent visitors are available from the main reception.', { size: 18 }),
        ],
        c.rng,
      );
    },
  },
  {
    name: 'nhs-pd-concession',
    kind: 'hospital_university',
    genuine: true,
    medium: 'paper',
    period: 'tariff',
    short: true,
    about: 'hospital pay & display ticket, valid until, patient concession',
    draw(c) {
      const D = c.date(['d_mon_y', 'dmy4']);
      const Tm = c.time(['12h', '12h.', 'hh:mm'], true);
      return receipt(
        { w: 500, font: 'cond', size: 26, torn: true, dot: c.dot },
        [
          C(`${c.town ?? 'District'} Hospitals NHS Trust`, { bold: true }),
          C('Pay & Display - Patients'),
          ...(c.postcode ? [C(c.postcode)] : []),
          ...(c.town ? [] : [C(`Car park ${c.code}`)]),
          RULE(),
          KV('Date', D(c.start)),
          KV('Purchased', Tm(c.start)),
          KV('Valid until', Tm(c.end) + (sameDay(c) ? '' : ` ${D(c.end)}`), { bold: true, size: 32 }),
          KV('Paid', c.money(0.5, 5)),
          C('Display face up', { size: 20 }),
        ],
        c.rng,
      );
    },
  },
  {
    name: 'uni-visitor-day',
    kind: 'hospital_university',
    genuine: true,
    medium: 'paper',
    period: 'allday',
    about: 'university visitor day ticket valid until 23:59/midnight',
    draw(c) {
      const D = c.date(['long', 'dmy4']);
      const Tm = c.time(['hh:mm', '12h'], true);
      return receipt(
        { w: 540, font: 'serif', size: 25, dot: c.dot },
        [
          BAN(`University of ${c.town ?? 'the North'}`, '#4b1e6d', '#fff', { size: 26 }),
          C('Visitor Day Ticket', { bold: true }),
          ...loc(c),
          RULE(),
          KV('Issued', `${D(c.start)}`),
          KV('At', Tm(c.start)),
          KV('Valid until', Tm(c.end), { bold: true }),
          KV('Charge', c.money(3, 8)),
          C('Display in windscreen. Not valid in staff bays.', { size: 18 }),
        ],
        c.rng,
      );
    },
  },
];
