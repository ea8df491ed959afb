// Supermarket and retail park, hotel, park & ride and event day parking.
import { SUPERMARKETS } from './data.ts';
import { ALL_24, fmtDur } from './dates.ts';
import { bookedAt, otherDate, sameDay, ticketNo } from './lh.ts';
import { BAN, C, GAP, type Item, KV, PERF, RULE, receipt, T, WRAP } from './svg.ts';
import type { Ctx, LayoutDef } from './types.ts';

const loc = (c: Ctx): Item[] => c.where().map((l) => C(l, { size: 22 }));
const _stay = (m: number) => `${Math.floor(m / 60)} hrs ${String(m % 60).padStart(2, '0')} mins`;

export const RETAIL_LAYOUTS: LayoutDef[] = [
  {
    name: 'supermarket-free-maxstay',
    kind: 'supermarket_retail',
    genuine: true,
    medium: 'paper',
    period: 'maxstay',
    short: true,
    about: 'supermarket free customer parking ticket: entry time, max stay, leave by; PCN warning',
    draw(c) {
      const D = c.date(['dmy4', 'dmy2', 'dow_d_mon']);
      const Tm = c.time(['hh:mm', '12h']);
      return receipt(
        { w: 520, font: 'sans', size: 25, dot: c.dot },
        [
          BAN(c.rng.pick(SUPERMARKETS), '#0a7d32', '#fff', { size: 32 }),
          C('FREE PARKING FOR CUSTOMERS', { bold: true }),
          ...loc(c),
          RULE(),
          KV('Date', D(c.start)),
          KV('Entry time', Tm(c.start)),
          KV('Max stay', fmtDur(c.minutes, c.rng.pick(['hours', 'hrs'])), { bold: true }),
          KV('Leave by', Tm(c.end), { bold: true }),
          RULE(),
          WRAP(
            'Overstaying may result in a Parking Charge Notice of £85. Free parking for customers only while shopping in store.',
            { size: 17 },
          ),
        ],
        c.rng,
      );
    },
  },
  {
    name: 'retail-park-refund',
    kind: 'supermarket_retail',
    genuine: true,
    medium: 'paper',
    period: 'tariff',
    short: true,
    about: 'retail park pay & display, refund in store, expires',
    draw(c) {
      const D = c.date(['d_mon_y', 'dmy4']);
      const Tm = c.time(ALL_24);
      return receipt(
        { w: 520, font: 'cond', size: 26, dot: c.dot },
        [
          C(`${c.town ?? 'Parkside'} Retail Park`, { bold: true, size: 30 }),
          ...(c.postcode ? [C(c.postcode)] : []),
          RULE(),
          KV('Date', D(c.start)),
          KV('Time in', Tm(c.start)),
          KV('Expires', Tm(c.end) + (sameDay(c) ? '' : ` ${D(c.end)}`), { bold: true }),
          KV('Paid', c.money(1, 4)),
          RULE(true),
          C('REFUND IN STORE', { bold: true }),
          C(`with purchases over £10 - offer ends ${otherDate(c, true)}`, { size: 18 }),
        ],
        c.rng,
      );
    },
  },
  {
    name: 'supermarket-machine',
    kind: 'supermarket_retail',
    genuine: true,
    medium: 'paper',
    period: 'tariff',
    short: true,
    about: "parking receipt from a supermarket's car park machine (store branding, parking period bought)",
    draw(c) {
      const D = c.date(['dmy2', 'dmy4']);
      const Tm = c.time(['hh:mm', 'hh:mm:ss']);
      return receipt(
        { w: 500, font: 'mono', size: 23, torn: true, dot: c.dot },
        [
          C(c.rng.pick(SUPERMARKETS).toUpperCase(), { bold: true, size: 30 }),
          C('CAR PARK TICKET'),
          ...loc(c),
          RULE(true),
          T(`${D(c.start)}  ${Tm(c.start)}`),
          KV('PARKING', fmtDur(c.minutes, 'hrs').toUpperCase(), { bold: true }),
          KV('VALID TO', Tm(c.end), { bold: true }),
          KV('TOTAL', c.money(1, 3)),
          C('Spend £20 in store for a refund', { size: 20 }),
        ],
        c.rng,
      );
    },
  },
  {
    name: 'hotel-hang-tag',
    kind: 'hotel',
    genuine: true,
    medium: 'paper',
    period: 'hotel',
    about: 'hotel guest car park hang tag with room, arrival and departure dates',
    draw(c) {
      const D = c.date(['dow_d_mon', 'dmy2', 'd_mon_y']);
      const Tm = c.time(['hh:mm', '12h'], true);
      return receipt(
        {
          w: 460,
          font: 'serif',
          size: 26,
          hole: true,
          paper: c.rng.pick(['#fff', '#f1e7d0', '#e3eef7']),
          border: '#555',
          pad: 30,
        },
        [
          C(c.rng.pick(['The Grange Hotel', 'Harbour View Hotel', 'Station Hotel', 'Royal Oak Inn']), {
            bold: true,
          }),
          ...loc(c),
          C('GUEST PARKING', { bold: true, size: 30 }),
          KV('Room', String(c.rng.int(101, 428))),
          KV('Reg', c.reg),
          KV('Arrival', `${D(c.start)} ${Tm(c.start)}`),
          KV('Departure', `${D(c.end)} ${Tm(c.end)}`, { bold: true }),
          GAP(8),
          C('Hang from rear-view mirror', { size: 18, italic: true }),
        ],
        c.rng,
      );
    },
  },
  {
    name: 'hotel-reception-slip',
    kind: 'hotel',
    genuine: true,
    medium: 'paper',
    period: 'hotel',
    about: 'hotel reception slip: car park charge per night, arrival / departure, booking made earlier',
    draw(c) {
      const D = c.date(['dmy4', 'd_mon_y']);
      const Tm = c.time(['hh:mm']);
      const nights = Math.max(1, Math.round(c.minutes / 1440));
      return receipt(
        { w: 560, font: 'sans', size: 24, dot: c.dot },
        [
          C(c.rng.pick(['Mercer House Hotel', 'The Lodge at Riverside', 'Quayside Hotel']), {
            bold: true,
            size: 30,
            font: 'serif',
          }),
          ...loc(c),
          RULE(),
          KV('Guest car park', `Reg ${c.reg}`),
          KV('Arrival', `${D(c.start)} ${Tm(c.start)}`),
          KV('Departure', `${D(c.end)} ${Tm(c.end)}`),
          KV(`Car park charge x${nights}`, c.money(8, 25)),
          KV('Booking made', D(bookedAt(c)), { size: 20 }),
          C('Please leave this slip on the dashboard', { size: 20 }),
        ],
        c.rng,
      );
    },
  },
  {
    name: 'park-and-ride',
    kind: 'park_and_ride',
    genuine: true,
    medium: 'paper',
    period: 'lastbus',
    features: ['coloured-banner'],
    about: 'park & ride car park ticket covering the bus, valid until last bus (time)',
    draw(c) {
      const D = c.date(['dmy4', 'dow_d_mon_y']);
      const Tm = c.time(['hh:mm', '12h']);
      return receipt(
        { w: 520, font: 'sans', size: 25, dot: c.dot },
        [
          BAN('Park & Ride', '#ffcc00', '#111', { size: 34 }),
          C(c.town ? `${c.town} ${c.rng.pick(['North', 'South', 'East', 'West'])}` : `Site ${c.code}`, {
            bold: true,
          }),
          ...(c.postcode ? [C(c.postcode)] : []),
          KV('Car park', `${D(c.start)} ${Tm(c.start)}`),
          KV('Valid until', `last bus ${Tm(c.end)}`, { bold: true }),
          KV('Paid', c.money(2, 6)),
          WRAP('Covers the car park and return bus travel for up to 5 occupants of the vehicle.', {
            size: 18,
          }),
        ],
        c.rng,
      );
    },
  },
  {
    name: 'park-and-ride-return',
    kind: 'park_and_ride',
    genuine: true,
    medium: 'paper',
    period: 'lastbus',
    features: ['dot-matrix'],
    about: 'dot-matrix P&R ticket: parking + return bus, issued / valid until',
    draw(c) {
      const D = c.date(['dmy2', 'd-MON-yy']);
      const Tm = c.time(['hh:mm', 'hhmm']);
      return receipt(
        { w: 480, font: 'mono', size: 27, dot: true },
        [
          C('PARK+RIDE', { bold: true, size: 34 }),
          ...(c.town ? [C(c.town.toUpperCase(), { bold: true })] : []),
          C(`CAR PARK ${c.code}`, { bold: true }),
          KV('ISSUED', `${D(c.start)} ${Tm(c.start)}`, { bold: true }),
          KV('VALID TO', `${Tm(c.end)}`, { bold: true }),
          KV('FARE', c.money(2, 5), { bold: true }),
          C('CAR + RTN BUS', { bold: true }),
        ],
        c.rng,
      );
    },
  },
  {
    name: 'event-stub',
    kind: 'event',
    genuine: true,
    medium: 'paper',
    period: 'event',
    about: 'event day parking ticket with tear-off stub, gate, issued / valid until',
    draw(c) {
      const D = c.date(['d_month_y', 'dow_d_mon', 'dmy4']);
      const Tm = c.time(['hh:mm', '12h'], true);
      const gate = c.rng.pick(['A', 'B', 'C', '4', 'North']);
      return receipt(
        { w: 560, font: 'sans', size: 25, paper: '#eef6ff', border: '#1e3a8a' },
        [
          BAN('EVENT DAY PARKING', '#1e3a8a', '#fff', { size: 30 }),
          C(c.rng.pick(['County Showground', 'Riverside Stadium', 'Racecourse', 'Arena']), { bold: true }),
          ...loc(c),
          KV('Event', c.rng.pick(['Winter Fair', 'Cup Final', 'Race Day', 'Live in Concert'])),
          KV('Gate', gate),
          KV('Date', D(c.start)),
          KV('Issued', Tm(c.start)),
          KV('Valid until', Tm(c.end), { bold: true }),
          KV('Paid', c.money(5, 20)),
          PERF(),
          C(`STUB · Gate ${gate} · ${D(c.start)}`, { size: 20 }),
          C(`No. ${ticketNo(c)}`, { size: 20 }),
        ],
        c.rng,
      );
    },
  },
  {
    name: 'event-showground',
    kind: 'event',
    genuine: true,
    medium: 'paper',
    period: 'event',
    features: ['white-on-black'],
    about: 'showground car park day ticket, white-on-black, gates-close time',
    draw(c) {
      const D = c.date(['long', 'dmy4']);
      const Tm = c.time(['hh:mm', '12h.'], true);
      return receipt(
        { w: 520, font: 'cond', size: 27, paper: '#111', ink: '#f5f5f5' },
        [
          C('SHOWGROUND CAR PARK', { bold: true, size: 32 }),
          C('DAY TICKET'),
          ...loc(c),
          RULE(),
          C(D(c.start), { bold: true }),
          KV('Parked', Tm(c.start)),
          KV('Car park closes', Tm(c.end), { bold: true }),
          KV('Charge', c.money(5, 15)),
          C('Display on dashboard', { size: 22 }),
        ],
        c.rng,
      );
    },
  },
];
