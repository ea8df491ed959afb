// Multi-hour and multi-day pay & display, operator tickets, meter slips, stickers and pen-marked vouchers.
import { CAR_PARK_NAMES, OPERATORS } from './data.ts';
import { ALL_24 } from './dates.ts';
import { dur, otherDate, sameDay, ticketNo } from './lh.ts';
import { BAN, BAR, BOX, C, type Item, KV, QR, RULE, receipt, T } from './svg.ts';
import type { Ctx, LayoutDef } from './types.ts';

const who = (c: Ctx, fallback: string) => (c.town ? c.place.council : fallback);
const loc = (c: Ctx): Item[] => c.where().map((l) => C(l, { size: 22 }));

export const METER_LAYOUTS: LayoutDef[] = [
  {
    name: 'pd-24hour',
    kind: 'pay_and_display',
    genuine: true,
    medium: 'paper',
    period: '24h',
    about: '24 HOUR ticket with valid from / valid to dates',
    draw(c) {
      const D = c.date(['dmy2', 'dmy4', 'dmy2dash']);
      const Tm = c.time(['hh:mm', 'hh.mm']);
      return receipt(
        { w: 520, font: 'sans', dot: c.dot },
        [
          C(c.town ? c.rng.pick(OPERATORS) : 'Pay & Display', { bold: true }),
          ...loc(c),
          BAN('24 HOUR TICKET', '#222', '#fff', { size: 32 }),
          KV('Valid from', `${D(c.start)} ${Tm(c.start)}`),
          KV('Valid to', `${D(c.end)} ${Tm(c.end)}`, { bold: true }),
          KV('Amount', c.money(5, 20)),
          KV('Location code', c.code),
          C('Display face up', { size: 22 }),
        ],
        c.rng,
      );
    },
  },
  {
    name: 'pd-multiday',
    kind: 'pay_and_display',
    genuine: true,
    medium: 'paper',
    period: 'multiday',
    about: 'multi-day / weekly pay & display ticket with start and expiry dates',
    draw(c) {
      const D = c.date(['d_mon_y', 'dmy4', 'dow_d_mon']);
      const Tm = c.time(['hh:mm', '12h']);
      return receipt(
        { w: 540, font: 'cond', size: 27, dot: c.dot },
        [
          C(who(c, 'Long Stay Parking'), { bold: true }),
          C(c.rng.pick(CAR_PARK_NAMES)),
          ...loc(c),
          BAN('MULTI-DAY TICKET', '#0b3d91', '#fff'),
          KV('Start', `${D(c.start)} ${Tm(c.start)}`),
          KV('Expires', `${D(c.end)} ${Tm(c.end)}`, { bold: true }),
          KV('Days', String(Math.ceil(c.minutes / 1440))),
          KV('Total paid', c.money(12, 45)),
          C('Display face up on dashboard', { size: 22 }),
        ],
        c.rng,
      );
    },
  },
  {
    name: 'pd-scottish-expiry',
    kind: 'pay_and_display',
    genuine: true,
    medium: 'paper',
    period: 'tariff',
    short: true,
    loc: 'scot',
    about: 'Scottish council ticket, 27-NOV-26 date and 14.15 style times',
    draw(c) {
      const D = c.date(['d-MON-yy', 'dmy2']);
      const Tm = c.time(['hh.mm', 'hh:mm']);
      return receipt(
        { w: 500, font: 'serifc', size: 27, dot: c.dot },
        [
          C(who(c, 'Parking Services'), { bold: true }),
          ...loc(c),
          RULE(),
          KV('Date', D(c.start)),
          KV('Arrival', Tm(c.start)),
          KV('Expiry', Tm(c.end) + (sameDay(c) ? '' : ` ${D(c.end)}`), { bold: true, size: 36 }),
          KV('Charge', c.money(0.6, 5)),
          RULE(),
          C('Display on windscreen', { size: 22 }),
          C(`Meter ${c.rng.digits(4)}  No. ${ticketNo(c)}`, { size: 18 }),
        ],
        c.rng,
      );
    },
  },
  {
    name: 'pd-qr-extend',
    kind: 'pay_and_display',
    genuine: true,
    medium: 'paper',
    period: 'tariff',
    short: true,
    about: 'operator ticket "Valid for 2 hrs from 14:15", vehicle reg, QR to extend, offer-ends distractor',
    draw(c) {
      const D = c.date(['dmy4', 'd_mon_y', 'iso']);
      const Tm = c.time([...ALL_24, '12hp']);
      return receipt(
        { w: 540, font: 'sans', dot: c.dot },
        [
          C(c.rng.pick(OPERATORS), { bold: true, size: 30 }),
          ...loc(c),
          RULE(),
          KV('Date', D(c.start)),
          C(`Valid for ${dur(c, ['hrs', 'hm', 'mins'])}`, { bold: true, size: 36 }),
          C(`from ${Tm(c.start)}`, { bold: true, size: 32 }),
          KV('Vehicle', c.reg),
          KV('Paid', c.money(1, 8)),
          QR(`https://ext.example/t/${c.rng.digits(9)}`, 180),
          C('Scan to extend your stay', { size: 20 }),
          C(`20% off at the café - offer ends ${otherDate(c, true)}`, { size: 18 }),
        ],
        c.rng,
      );
    },
  },
  {
    name: 'pd-lowink-narrow',
    kind: 'pay_and_display',
    genuine: true,
    medium: 'paper',
    period: 'tariff',
    short: true,
    features: ['low-ink'],
    about: 'narrow low-ink ticket, PAID UNTIL with date',
    draw(c) {
      const D = c.date(['dmy4', 'dmy2']);
      const Tm = c.time(['hh:mm']);
      return receipt(
        { w: 430, font: 'cond', size: 27, torn: true },
        [
          C(c.town ? c.town.toUpperCase() : `CAR PARK ${c.code}`, { bold: true }),
          ...(c.postcode ? [C(c.postcode)] : []),
          RULE(),
          C('PAID UNTIL', { bold: true }),
          C(Tm(c.end), { bold: true, size: 64 }),
          C(D(c.end), { bold: true }),
          RULE(),
          KV('IN', `${Tm(c.start)} ${D(c.start)}`),
          KV('£', c.money(0.5, 5).slice(1)),
          C('DISPLAY FACE UP', { size: 22 }),
        ],
        c.rng,
      );
    },
  },
  {
    name: 'meter-slip',
    kind: 'meter_slip',
    genuine: true,
    medium: 'paper',
    period: 'tariff',
    short: true,
    about: 'tiny meter slip: meter number, from / to',
    draw(c) {
      const D = c.date(['dmy2', 'dmy2dot', 'd_mon']);
      const Tm = c.time(['hh:mm', '12h', 'hhmm']);
      return receipt(
        { w: 340, font: 'mono', size: 24, pad: 18, paper: '#fffdf2', dot: c.dot },
        [
          C(`METER ${c.rng.digits(4)}`, { bold: true }),
          ...(c.town ? [C(c.town, { size: 20 })] : [C(`BAY ${c.code}`, { size: 20 })]),
          ...(c.postcode ? [C(c.postcode, { size: 20 })] : []),
          KV('DATE', D(c.start)),
          KV('FROM', Tm(c.start), { bold: true }),
          KV('TO', Tm(c.end), { bold: true }),
          KV('PAID', c.money(0.4, 4)),
        ],
        c.rng,
      );
    },
  },
  {
    name: 'meter-sticker',
    kind: 'meter_slip',
    genuine: true,
    medium: 'paper',
    period: 'tariff',
    short: true,
    features: ['coloured-banner'],
    about: 'peel-off windscreen sticker with red border, EXPIRES time and date',
    draw(c) {
      const D = c.date(['dmy4', 'd_mon_y']);
      const Tm = c.time(['hh:mm', '12h']);
      return receipt(
        { w: 500, font: 'sans', size: 26, radius: 24, border: '#c8102e', paper: '#fff' },
        [
          BAN('PARKING', '#c8102e', '#fff', { size: 34 }),
          ...loc(c),
          C('EXPIRES', { bold: true }),
          C(Tm(c.end), { bold: true, size: 70 }),
          C(D(c.end), { bold: true, size: 30 }),
          KV('Issued', sameDay(c) ? Tm(c.start) : `${Tm(c.start)} ${D(c.start)}`),
          KV('Fee', c.money(1, 5)),
          C('Peel off backing · stick inside windscreen', { size: 18 }),
        ],
        c.rng,
      );
    },
  },
  {
    name: 'voucher-pen-marked',
    kind: 'council_voucher',
    genuine: true,
    medium: 'paper',
    period: 'scratch',
    short: false,
    about: 'council voucher with day/month/hour/minute written in boxes by the driver',
    draw(c) {
      const hrs = c.minutes >= 600 ? 'ALL DAY' : `${c.minutes / 60} HOUR${c.minutes > 60 ? 'S' : ''}`;
      const st = c.start % 1440;
      const dt = new Date(Math.floor(c.start / 1440) * 86400000);
      const mon = dt.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
      const yearLine =
        c.yearOk && c.rng.chance(0.6) ? [] : [KV('Year', String(dt.getUTCFullYear()), { bold: true })];
      return receipt(
        { w: 560, font: 'sans', size: 26, paper: '#fff7d6', border: '#8a6d00' },
        [
          BAN(c.town ? c.place.council : 'Parking Voucher', '#8a6d00', '#fff', { size: 24 }),
          C(`${hrs} PARKING VOUCHER`, { bold: true, size: 30 }),
          ...loc(c),
          T('Write the date and time of arrival:', { size: 20 }),
          BOX(
            [
              `Day ${dt.getUTCDate()}   Month ${mon}`,
              `Hour ${Math.floor(st / 60)}   Minute ${String(st % 60).padStart(2, '0')}`,
            ],
            { size: 30, font: 'serif', italic: true },
          ),
          ...yearLine,
          C(`Valid for ${hrs.toLowerCase()} from the time shown`, { size: 20 }),
          BAR(50),
          C(`Voucher ${ticketNo(c, 8)}`, { size: 18 }),
        ],
        c.rng,
      );
    },
  },
];
