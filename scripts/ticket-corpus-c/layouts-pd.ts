// Pay & display, meter slips and stickers.
import { CAR_PARK_NAMES, MACHINES, OPERATORS } from './data.ts';
import { ALL_12, ALL_24 } from './dates.ts';
import { band, dur, isMidnight, otherDate, sameDay, ticketNo } from './lh.ts';
import { BAN, C, GAP, type Item, KV, RULE, receipt, WRAP } from './svg.ts';
import type { Ctx, LayoutDef } from './types.ts';

const who = (c: Ctx, fallback: string) => (c.town ? c.place.council : fallback);
const loc = (c: Ctx): Item[] => c.where().map((l) => C(l, { size: 22 }));

export const PD_LAYOUTS: LayoutDef[] = [
  {
    name: 'pd-council-classic',
    kind: 'pay_and_display',
    genuine: true,
    medium: 'paper',
    period: 'tariff',
    short: true,
    about: 'council pay & display ticket with big expiry time',
    draw(c) {
      const D = c.date(['dmy4', 'dmy2', 'd_mon_y']);
      const Tm = c.time(['hh:mm', 'hh:mm', 'hh.mm']);
      const items: Item[] = [
        C(who(c, 'Car Park Services'), { bold: true, size: 26 }),
        C(c.rng.pick(CAR_PARK_NAMES), { size: 24 }),
        ...loc(c),
        BAN('PAY & DISPLAY', '#111', '#fff'),
        KV('Date', D(c.start)),
        KV(c.rng.pick(['Time purchased', 'Time', 'Purchased']), Tm(c.start)),
        KV('Tariff', band(c.minutes)),
        KV('Amount paid', c.money(0.8, 6)),
        RULE(),
        C('EXPIRES', { bold: true, size: 30 }),
        C(Tm(c.end), { bold: true, size: 72 }),
      ];
      if (!sameDay(c) || c.rng.chance(0.5)) items.push(C(D(c.end), { size: 28, bold: true }));
      items.push(
        RULE(true),
        C('Display this ticket face up', { size: 22 }),
        C('on the dashboard', { size: 22 }),
        KV('Machine no.', c.rng.digits(4), { size: 20 }),
        KV('Ticket no.', ticketNo(c), { size: 20 }),
        C(`${c.rng.pick(MACHINES)} · tariff from ${otherDate(c, false)}`, { size: 16 }),
      );
      return receipt({ w: 520, font: c.rng.pick(['sans', 'cond']), torn: true, dot: c.dot }, items, c.rng);
    },
  },
  {
    name: 'pd-flowbird-inverse',
    kind: 'pay_and_display',
    genuine: true,
    medium: 'paper',
    period: 'tariff',
    short: true,
    features: ['white-on-black'],
    about: 'operator ticket, white-on-black header, VALID UNTIL with date and 24h time',
    draw(c) {
      const D = c.date(['d_mon_y', 'd-MON-yy', 'dmy4']);
      const Tm = c.time(['hh:mm']);
      const op = c.rng.pick(OPERATORS);
      return receipt(
        { w: 540, font: 'sans', dot: c.dot },
        [
          BAN(op.toUpperCase(), '#000', '#fff', { size: 34 }),
          GAP(4),
          C('VALID UNTIL', { bold: true, size: 28 }),
          C(`${D(c.end)}  ${Tm(c.end)}`.toUpperCase(), { bold: true, size: 44 }),
          RULE(),
          KV('Purchased', `${D(c.start)} ${Tm(c.start)}`),
          KV('Duration', dur(c, ['hrs', 'hm', 'mins'])),
          KV('Zone', c.rng.pick(['A', 'B', 'C', 'Blue', 'Red', '2'])),
          KV('Location code', c.code),
          ...(c.town ? [KV('Car park', c.town)] : []),
          ...(c.postcode ? [KV('Postcode', c.postcode)] : []),
          KV('Paid', `${c.money(1, 9)} CARD`),
          RULE(),
          C('PLACE FACE UP ON DASHBOARD', { bold: true, size: 22 }),
          C(`Flowbird ${c.rng.digits(5)} · Ticket ${ticketNo(c, 8)}`, { size: 18 }),
        ],
        c.rng,
      );
    },
  },
  {
    name: 'pd-dotmatrix-mono',
    kind: 'pay_and_display',
    genuine: true,
    medium: 'paper',
    period: 'tariff',
    short: true,
    features: ['dot-matrix'],
    about: 'old Cale-style dot-matrix ticket, 27NOV26 and 1415 times',
    draw(c) {
      const D = c.date(['dMONyy', 'dmy2dash', 'd-MON-yy']);
      const Tm = c.time(['hhmm', 'hh:mm']);
      return receipt(
        { w: 500, font: 'mono', dot: true, size: 30, paper: '#f6f4ec' },
        [
          C(who(c, 'CAR PARKS').toUpperCase(), { bold: true, size: 24 }),
          ...(c.town ? [C(c.town.toUpperCase(), { bold: true })] : [C(`LOC ${c.code}`, { bold: true })]),
          RULE(true),
          KV('DATE', D(c.start), { bold: true }),
          KV('ISSUED', Tm(c.start), { bold: true }),
          KV('PAID', c.money(0.5, 5), { bold: true }),
          GAP(10),
          C('EXPIRY', { bold: true, size: 34 }),
          C(`${Tm(c.end)} ${D(c.end)}`, { bold: true, size: 44 }),
          GAP(10),
          KV('MACH', c.rng.digits(3), { bold: true }),
          KV('TKT', ticketNo(c, 5), { bold: true }),
          ...(c.postcode ? [C(c.postcode, { bold: true })] : []),
          C('DISPLAY FACE UP', { bold: true }),
        ],
        c.rng,
      );
    },
  },
  {
    name: 'pd-12h-purchased-expires',
    kind: 'pay_and_display',
    genuine: true,
    medium: 'paper',
    period: 'tariff',
    short: true,
    about: 'Parkeon-style ticket with 12-hour clock and weekday date, stated duration',
    draw(c) {
      const D = c.date(['dow_d_mon', 'long', 'dow_d_mon_y']);
      const Tm = c.time(ALL_12, true);
      return receipt(
        { w: 560, font: 'cond', size: 28, dot: c.dot },
        [
          C(who(c, c.rng.pick(OPERATORS)), { bold: true }),
          C(c.rng.pick(CAR_PARK_NAMES)),
          ...loc(c),
          RULE(),
          C(D(c.start), { bold: true, size: 30 }),
          KV('Purchased', Tm(c.start)),
          KV('Expires', Tm(c.end) + (sameDay(c) ? '' : ` ${D(c.end)}`), { bold: true, size: 34 }),
          KV('Stay', dur(c, ['hrs', 'hours', 'hm'])),
          KV('Cost', c.money(1, 7)),
          RULE(),
          C('Display clearly inside windscreen', { size: 22 }),
          C(`Parkeon · machine ${c.rng.digits(4)}`, { size: 18 }),
        ],
        c.rng,
      );
    },
  },
  {
    name: 'pd-private-band',
    kind: 'pay_and_display',
    genuine: true,
    medium: 'paper',
    period: 'tariff',
    short: true,
    about:
      'private car park ticket giving only date, time and a tariff band with the amount; PCN warning small print',
    draw(c) {
      const D = c.date(['dmy4', 'dmy2', 'd_mon_y']);
      const Tm = c.time([...ALL_24, '12h']);
      const op = c.rng.pick(OPERATORS);
      return receipt(
        { w: 540, font: 'sans', dot: c.dot },
        [
          BAN(op, c.rng.pick(['#1d4f91', '#7a1f5c', '#0d6b3a', '#222']), '#fff'),
          C(c.rng.pick(CAR_PARK_NAMES), { bold: true }),
          ...loc(c),
          RULE(),
          KV('Date', D(c.start)),
          KV('Time', Tm(c.start)),
          KV(c.rng.pick(['Tariff', 'Stay']), band(c.minutes), { bold: true }),
          KV('Amount paid', c.money(1, 8), { bold: true }),
          KV('Vehicle', c.reg),
          RULE(),
          WRAP(
            `Parking Charge Notice of £100 (reduced to £60 if paid within 14 days) will be issued for overstaying. Terms displayed on site. Tariffs valid from ${otherDate(c, false)}.`,
            { size: 17 },
          ),
          C(`Ticket ${ticketNo(c, 7)}`, { size: 18 }),
        ],
        c.rng,
      );
    },
  },
  {
    name: 'pd-allday',
    kind: 'pay_and_display',
    genuine: true,
    medium: 'paper',
    period: 'allday',
    about: 'council ALL DAY ticket, valid until 23:59 or midnight, long date',
    draw(c) {
      const D = c.date(['long', 'longcomma', 'dmy4']);
      const Tm = c.time(['hh:mm', '12h']);
      const until = isMidnight(c) ? 'midnight' : Tm(c.end);
      return receipt(
        { w: 540, font: c.rng.pick(['sans', 'serif']), dot: c.dot },
        [
          C(who(c, 'Parking Services'), { bold: true }),
          ...loc(c),
          BAN('ALL DAY', '#000', '#fff', { size: 40 }),
          C(D(c.start), { bold: true }),
          KV('Bought at', Tm(c.start)),
          KV('Valid until', until, { bold: true, size: 32 }),
          KV('Charge', c.money(3, 12)),
          RULE(),
          C('Display this ticket face up', { size: 22 }),
          KV('Machine', c.rng.digits(3), { size: 20 }),
          KV('No.', ticketNo(c), { size: 20 }),
        ],
        c.rng,
      );
    },
  },
  {
    name: 'pd-seafront-colour',
    kind: 'pay_and_display',
    genuine: true,
    medium: 'paper',
    period: 'tariff',
    short: true,
    features: ['coloured-banner'],
    about: 'seaside council ticket with a coloured banner, dotted date and 12h expiry',
    draw(c) {
      const D = c.date(['dmy2dot', 'dmy4dot']);
      const Tm = c.time(['12h', '12hsp', '12h.'], true);
      const col = c.rng.pick(['#0077a8', '#00857c', '#c2410c', '#6d28d9']);
      return receipt(
        { w: 520, font: 'sans', size: 26, dot: c.dot },
        [
          BAN(c.town ? `${c.town} Seafront` : 'Seafront Parking', col, '#fff', { size: 30 }),
          ...loc(c),
          GAP(6),
          BAN(`EXPIRES ${Tm(c.end)}`, col, '#fff', { size: 40 }),
          ...(sameDay(c) ? [] : [C(`on ${D(c.end)}`, { bold: true, size: 30 })]),
          KV('Date', D(c.start)),
          KV('From', Tm(c.start)),
          KV('Paid', c.money(1, 6)),
          C('Please display face up', { size: 22 }),
          C(`Machine ${c.rng.digits(3)}  Ticket ${ticketNo(c, 5)}`, { size: 18 }),
        ],
        c.rng,
      );
    },
  },
  {
    name: 'pd-welsh-bilingual',
    kind: 'pay_and_display',
    genuine: true,
    medium: 'paper',
    period: 'tariff',
    short: true,
    loc: 'welsh',
    about: 'bilingual Welsh council ticket, Welsh month name, Dyddiad/Date labels',
    draw(c) {
      const D = c.date(['welsh', 'welsh_dow']);
      const Tm = c.time(['hh:mm', 'hh.mm']);
      return receipt(
        { w: 560, font: 'sans', size: 25, dot: c.dot },
        [
          C(c.town ? c.place.council : 'Cyngor Sir / County Council', { bold: true }),
          C('Talu ac Arddangos / Pay and Display', { size: 22 }),
          ...loc(c),
          RULE(),
          KV('Dyddiad / Date', D(c.start), { bold: true }),
          KV('Amser prynu / Purchased', Tm(c.start)),
          KV('Tâl / Paid', c.money(0.8, 6)),
          GAP(6),
          C('Yn dod i ben / Expires', { bold: true }),
          C(Tm(c.end), { bold: true, size: 66 }),
          ...(sameDay(c) ? [] : [C(D(c.end), { bold: true })]),
          RULE(true),
          C('Arddangoswch y tocyn hwn / Display this ticket', { size: 20 }),
          KV('Peiriant / Machine', c.rng.digits(3), { size: 20 }),
        ],
        c.rng,
      );
    },
  },
  {
    name: 'pd-welsh-dilys',
    kind: 'pay_and_display',
    genuine: true,
    medium: 'paper',
    period: 'tariff',
    short: true,
    loc: 'welsh',
    about: 'compact bilingual ticket: Dilys tan / Valid until, short Welsh month',
    draw(c) {
      const D = c.date(['welsh_short', 'welsh']);
      const Tm = c.time(['hh:mm']);
      return receipt(
        { w: 460, font: 'cond', size: 26, torn: true, dot: c.dot },
        [
          C(c.town ? `Cyngor Tref ${c.town}` : 'Maes Parcio / Car Park', { bold: true }),
          ...(c.postcode ? [C(c.postcode, { size: 22 })] : []),
          ...(c.town ? [] : [C(`Cod / Code ${c.code}`, { size: 22 })]),
          RULE(),
          C('Dilys tan / Valid until', { bold: true }),
          C(`${Tm(c.end)}  ${D(c.end)}`, { bold: true, size: 40 }),
          RULE(),
          KV('Cychwyn / Start', `${Tm(c.start)} ${D(c.start)}`, { size: 22 }),
          KV('Swm / Amount', c.money(0.5, 4)),
          C('Diolch · Thank you', { size: 20 }),
        ],
        c.rng,
      );
    },
  },
];
