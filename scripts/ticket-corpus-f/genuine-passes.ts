// Genuine paper proofs with a fixed end or multi-day period: hotel, park & ride, events, vouchers, prints.
import { HOTELS } from './data.ts';
import { Doc, esc, type Rendered, svgText } from './doc.ts';
import { fmtDate, fmtDur, money } from './fmt.ts';
import { d, placeLine, ref, t } from './helpers.ts';
import type { Rng } from './rng.ts';
import { dayStart, parts } from './time.ts';
import type { Layout, RenderCtx } from './types.ts';

const clock = (w: number) => w - dayStart(w);
/** Duration to a fixed clock time later the same day (or -1 if already past). */
const until = (start: number, endClock: number) => (endClock > clock(start) ? endClock - clock(start) : -1);
const nights = (rng: Rng, start: number, outClock: number) =>
  dayStart(start) + rng.pick([1, 1, 2, 3]) * 1440 + outClock - start;

const hotelTag: Layout = {
  name: 'hotel-hang-tag',
  kind: 'hotel_guest',
  stock: 'card',
  endsBy: 'any',
  canShort: false,
  townP: 0.6,
  postcodeP: 0.4,
  hours: [13, 22],
  note: 'Hotel guest hang tag: Room, Arrival / Departure dates, arrival time, valid until 11:00',
  dur: (rng, _s, start) => nights(rng, start, 11 * 60),
  render(ctx) {
    const { rng, start, end } = ctx;
    const hotel = rng.pick(HOTELS);
    const doc = new Doc(460, { bg: '#14284b', fg: '#f5f0e1', size: 24, shape: 'tag', pad: 30 });
    doc.space(70);
    doc.text(hotel, { align: 'center', bold: true, font: 'serif', size: 28, color: '#d8b45a' });
    if (ctx.town) doc.text(placeLine(ctx, false), { align: 'center', size: 18 });
    doc.text('GUEST PARKING', { align: 'center', bold: true, size: 34 });
    doc.rule({ color: '#d8b45a' });
    doc.kv('Room', String(rng.int(101, 348)), { v: { bold: true } });
    doc.kv('Arrival', d(ctx, start, 'dowdMon'), { v: { bold: true } });
    doc.kv('Arrived at', t(start, 'h24'));
    doc.kv('Departure', d(ctx, end, 'dowdMon'), { v: { bold: true } });
    doc.kv('Valid until', `${t(end, 'h24')} on departure`);
    doc.kv('Car park charge', `${money(rng.pick([1000, 1200, 1500]))} / night`, { size: 20 });
    doc.space(10);
    doc.para('Please hang from your rear-view mirror so the front faces out.', { size: 17, align: 'center' });
    return doc.render();
  },
};

const hotelSlip: Layout = {
  name: 'hotel-reception-slip',
  kind: 'hotel_guest',
  stock: 'plain',
  endsBy: 'any',
  canShort: false,
  townP: 0.9,
  postcodeP: 0.7,
  hours: [14, 21],
  note: 'Hotel reception slip printed from the booking system: Check-in / Check-out, car park pass',
  dur: (rng, _s, start) => nights(rng, start, 12 * 60),
  render(ctx) {
    const { rng, start, end } = ctx;
    const doc = new Doc(760, { bg: '#ffffff', size: 24, font: 'serif', pad: 44 });
    doc.text(rng.pick(HOTELS), { bold: true, size: 34 });
    if (ctx.town) doc.text(placeLine(ctx), { size: 20 });
    doc.text(`Tel 0${rng.digits(4)} ${rng.digits(6)}`, { size: 18 });
    doc.rule();
    doc.text('CAR PARK PASS', { bold: true, size: 30 });
    doc.kv(
      'Guest',
      `${rng.pick(['Mr', 'Ms', 'Mrs', 'Dr'])} ${rng.pick(['A.', 'J.', 'R.', 'S.'])} ${rng.pick(['Hughes', 'Patel', 'Owen', 'Clarke', 'Nowak'])}`,
      { mode: 'tab', tab: 0.35 },
    );
    doc.kv('Registration', `${rng.letters(2)}${rng.int(10, 74)} ${rng.letters(3)}`, {
      mode: 'tab',
      tab: 0.35,
    });
    doc.kv('Check-in', `${fmtDate(start, 'dmydot')}  ${t(start, 'h24')}`, { mode: 'tab', tab: 0.35 });
    doc.kv('Check-out', `${fmtDate(end, 'dmydot')}  ${t(end, 'h24')}`, { mode: 'tab', tab: 0.35 });
    const n = Math.round((dayStart(end) - dayStart(start)) / 1440);
    doc.kv('Car park charge', `${money(1200 * n)} (${n} night${n > 1 ? 's' : ''})`, {
      mode: 'tab',
      tab: 0.35,
    });
    doc.kv('Booking', ref(rng, 'AA-99999'), { mode: 'tab', tab: 0.35 });
    doc.space(12);
    doc.para('Leave this pass on your dashboard. Our car park is monitored by ANPR cameras.', {
      size: 18,
      italic: true,
    });
    return doc.render();
  },
};

const parkRide: Layout = {
  name: 'park-ride-last-bus',
  kind: 'park_and_ride',
  stock: 'thermal',
  endsBy: 'any',
  canShort: true,
  townP: 1,
  postcodeP: 0.3,
  hours: [6, 20],
  note: 'Park & Ride ticket covering the bus for all occupants, Valid until last bus with a clock',
  dur: (rng, _s, start) => until(start, rng.pick([18 * 60 + 30, 19 * 60, 19 * 60 + 30, 20 * 60 + 15])),
  render(ctx) {
    const { rng, start, end } = ctx;
    const site = rng.pick(['Northern', 'Southern', 'Airfield', 'Racecourse', 'Showground']);
    const doc = new Doc(560, { bg: '#f3f1ea', size: 24, ink: ctx.ink, shape: 'tear' });
    doc.banner('PARK & RIDE', { bg: '#009640', color: '#fff', size: 36 });
    doc.text(ctx.town ? `${ctx.town.name} ${site} Park & Ride` : `${site} Park & Ride`, {
      align: 'center',
      bold: true,
    });
    if (ctx.postcode) doc.text(ctx.postcode, { align: 'center' });
    doc.para('Car park + return bus travel for all occupants of one car', { size: 19, align: 'center' });
    doc.rule();
    doc.kv('Issued', `${t(start, 'h24')}  ${d(ctx, start, 'dMony')}`);
    doc.kv('Valid until last bus', t(end, 'h24'), { bold: true });
    doc.kv('Price', money(rng.pick([300, 350, 400, 450])));
    doc.kv('Ticket', rng.digits(7), { size: 20 });
    doc.text('Show to driver when boarding', { align: 'center', size: 19 });
    return doc.render();
  },
};

const parkRide12: Layout = {
  name: 'park-ride-day-card',
  kind: 'park_and_ride',
  stock: 'card',
  endsBy: 'any',
  canShort: false,
  townP: 1,
  postcodeP: 0,
  hours: [7, 14],
  note: 'Park+Ride day card in 12-hour clock with dots: Bought 8.52 AM, Valid until 7.30 PM',
  dur: (rng, _s, start) => until(start, rng.pick([19 * 60 + 30, 18 * 60 + 45])),
  render(ctx) {
    const { rng, start, end } = ctx;
    const doc = new Doc(640, { bg: '#ffffff', size: 26, pad: 30 });
    doc.raw(0, () => `<rect x="0" y="0" width="640" height="120" fill="#ffcc00"/>`, 'bg');
    doc.text('PARK+RIDE', { bold: true, size: 52 });
    doc.text(ctx.town ? `${ctx.town.name} · day ticket` : 'day ticket', { size: 24 });
    doc.space(12);
    doc.kv('Bought', `${t(start, 'h12dotUpper')}, ${d(ctx, start, 'dmy2')}`);
    doc.kv('Valid until', t(end, 'h12dotUpper'), { bold: true, size: 36 });
    doc.text(`(last departure from city centre)`, { size: 18, align: 'right' });
    doc.kv('Adults', String(rng.int(1, 4)));
    doc.kv('Fare', money(rng.pick([400, 500])));
    doc.barcode(rng, 60, 0.6, rng.digits(12));
    return doc.render();
  },
};

const eventStub: Layout = {
  name: 'event-gate-stub',
  kind: 'event_day',
  stock: 'card',
  endsBy: 'any',
  canShort: false,
  townP: 0.8,
  postcodeP: 0.5,
  hours: [7, 13],
  note: 'Event day parking ticket with tear-off stub: Event, Gate, Issued, Valid until',
  dur: (rng, _s, start) => until(start, rng.pick([18 * 60, 19 * 60, 20 * 60])),
  render(ctx) {
    const { rng, start, end } = ctx;
    const ev = rng.pick([
      'County Show',
      'Steam Fair',
      'Food & Drink Festival',
      'Vintage Car Rally',
      'Game Fair',
    ]);
    const doc = new Doc(720, { bg: '#fff6e5', size: 25, pad: 30 });
    doc.raw(
      0,
      (_x, y) =>
        `<line x1="540" y1="${y}" x2="540" y2="${y + 2000}" stroke="#555" stroke-width="3" stroke-dasharray="4 8"/>`,
      'bg',
    );
    const left = new Doc(510, { bg: 'none', size: 25, pad: 30 });
    left.text(`${ev.toUpperCase()} ${parts(start).y}`, { bold: true, size: 30 });
    left.text('CAR PARK — ONE VEHICLE', { bold: true, size: 22, color: '#a83200' });
    if (ctx.town)
      left.text(`Showground, ${ctx.town.name}${ctx.postcode ? ` ${ctx.postcode}` : ''}`, { size: 20 });
    left.kv('Gate', rng.pick(['A', 'B', 'C', 'D']));
    left.kv('Date', fmtDate(start, 'longOrd'), { size: 22 });
    left.kv('Issued', t(start, 'h24'));
    left.kv('Valid until', `${t(end, 'h24')} same day`, { bold: true });
    left.kv('Paid', money(rng.pick([500, 800, 1000])));
    const L = left.render();
    doc.raw(L.h, (_x, y) => `<g transform="translate(0,${y - 30})">${L.body}</g>`);
    doc.raw(
      0,
      (_x, y) =>
        `<g transform="translate(640,${y - L.h / 2}) rotate(90)">${svgText(0, 0, `STUB ${rng.digits(5)}`, { size: 26, bold: true, align: 'center' }, '#333')}</g>`,
    );
    return doc.render();
  },
};

const matchday: Layout = {
  name: 'event-matchday',
  kind: 'event_day',
  stock: 'thermal',
  endsBy: 'any',
  canShort: false,
  townP: 0.7,
  postcodeP: 0.6,
  hours: [10, 14],
  note: 'Match-day parking slip: Admitted / Valid until, with a kick-off time as a distractor',
  dur: (rng, _s, start) => until(start, rng.pick([18 * 60 + 30, 19 * 60])),
  render(ctx) {
    const { rng, start, end } = ctx;
    const doc = new Doc(520, { bg: '#f3f1ea', size: 24, font: 'mono', ink: ctx.ink, shape: 'tear' });
    doc.text('MATCHDAY PARKING', { bold: true, align: 'center', size: 30 });
    doc.text(`${rng.pick(['Ironworks', 'Riverside', 'Priory Lane', 'Moor End'])} Stadium`, {
      align: 'center',
    });
    if (ctx.town) doc.text(placeLine(ctx, false), { align: 'center', size: 19 });
    doc.rule({ dash: true });
    doc.kv('DATE', fmtDate(start, 'dmy'));
    doc.kv('KICK-OFF', rng.pick(['15:00', '17:30', '12:30']));
    doc.kv('ADMITTED', t(start, 'h24'));
    doc.kv('VALID UNTIL', t(end, 'h24'), { bold: true });
    doc.kv('ZONE', `${rng.pick(['North', 'East', 'West'])} Lot`);
    doc.text(`PAID ${money(1000)} CASH`, { align: 'center' });
    return doc.render();
  },
};

function scratchCard(ctx: RenderCtx, h24: boolean): Rendered {
  const { rng, start, end } = ctx;
  const p = parts(start);
  const col = h24 ? '#004b87' : '#7a0019';
  const w = 760;
  const out: string[] = [];
  let y = 20;
  out.push(`<rect x="0" y="0" width="${w}" height="__H__" rx="18" fill="#ffffff"/>`);
  out.push(`<rect x="0" y="0" width="${w}" height="130" rx="18" fill="${col}"/>`);
  const council = ctx.town ? `${ctx.town.name.toUpperCase()} COUNCIL` : 'COUNCIL PARKING';
  out.push(svgText(30, 60, council, { size: 36, bold: true }, '#fff'));
  out.push(svgText(30, 108, 'PARKING VOUCHER', { size: 30 }, '#fff'));
  out.push(
    svgText(
      w - 30,
      100,
      fmtDur(end - start, 'words').toUpperCase(),
      { size: 44, bold: true, align: 'right' },
      '#fff',
    ),
  );
  y = 175;
  out.push(
    svgText(
      30,
      y,
      `Scratch off the day, month, hour and minutes of arrival. Year ${p.y}.`,
      { size: 20 },
      '#222',
    ),
  );
  y += 20;
  const row = (label: string, cells: string[], pick: number, perRow: number) => {
    y += 40;
    out.push(svgText(30, y, label, { size: 24, bold: true }, col));
    y += 12;
    const cw = (w - 60) / perRow;
    cells.forEach((c, i) => {
      const cx = 30 + (i % perRow) * cw;
      const cy = y + Math.floor(i / perRow) * 56;
      if (i === pick) {
        out.push(
          `<rect x="${cx + 3}" y="${cy}" width="${cw - 6}" height="48" rx="6" fill="#f8f8f8" stroke="#999" stroke-width="2"/>`,
        );
        let zig = `M${cx + 4},${cy + 2}`;
        for (let k = 0; k < 6; k++) zig += ` L${cx + 4 + (k * (cw - 8)) / 5},${cy + rng.float(0, 8)}`;
        out.push(`<path d="${zig}" stroke="#b7b7b7" stroke-width="5" fill="none"/>`);
        out.push(svgText(cx + cw / 2, cy + 35, c, { size: 26, bold: true, align: 'center' }, '#000'));
      } else {
        out.push(`<rect x="${cx + 3}" y="${cy}" width="${cw - 6}" height="48" rx="6" fill="#b9bcc2"/>`);
        out.push(svgText(cx + cw / 2, cy + 34, c, { size: 22, align: 'center' }, '#5d6066'));
      }
    });
    y += Math.ceil(cells.length / perRow) * 56;
  };
  const MON = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
  row('MONTH', MON, p.mo - 1, 6);
  row(
    'DAY',
    Array.from({ length: 31 }, (_, i) => String(i + 1)),
    p.d - 1,
    8,
  );
  if (h24) {
    row(
      'HOUR',
      Array.from({ length: 24 }, (_, i) => String(i).padStart(2, '0')),
      p.h,
      8,
    );
    row('MINUTE', ['00', '15', '30', '45'], Math.floor(p.mi / 15), 4);
  } else {
    row(
      'HOUR',
      Array.from({ length: 12 }, (_, i) => String(i + 1)),
      (p.h % 12 === 0 ? 12 : p.h % 12) - 1,
      6,
    );
    row('AM / PM', ['AM', 'PM'], p.h < 12 ? 0 : 1, 2);
    row('MINUTES', ['00', '10', '20', '30', '40', '50'], Math.floor(p.mi / 10), 6);
  }
  y += 30;
  out.push(
    svgText(
      30,
      y,
      `Voucher no. ${rng.digits(7)}   Price ${money(rng.pick([120, 200, 300]))}`,
      { size: 20 },
      '#222',
    ),
  );
  y += 30;
  out.push(
    svgText(
      30,
      y,
      'Display on the dashboard. Altered vouchers are invalid.',
      { size: 18, italic: true },
      '#222',
    ),
  );
  if (ctx.postcode) out.push(svgText(w - 30, y, esc(ctx.postcode), { size: 18, align: 'right' }, '#222'));
  y += 30;
  return { w, h: y, body: out.join('\n').replace('__H__', String(y)), defs: '' };
}

const voucher12: Layout = {
  name: 'scratch-voucher-12h',
  kind: 'council_voucher',
  stock: 'card',
  endsBy: 'any',
  canShort: true,
  townP: 0.9,
  postcodeP: 0.2,
  hours: [8, 17],
  quant: 10,
  note: 'Council scratch-card voucher: month, day, hour (12h), AM/PM, minutes in tens',
  dur: (rng, short) => (short ? 30 : rng.pick([120, 180, 240])),
  render: (ctx) => scratchCard(ctx, false),
};

const voucher24: Layout = {
  name: 'scratch-voucher-24h',
  kind: 'council_voucher',
  stock: 'card',
  endsBy: 'any',
  canShort: true,
  townP: 0.9,
  postcodeP: 0.3,
  hours: [7, 19],
  quant: 15,
  note: 'Council scratch-card voucher: 24-hour hour grid, quarter-hour minutes',
  dur: (rng, short) => (short ? 30 : rng.pick([120, 240, 360])),
  render: (ctx) => scratchCard(ctx, true),
};

const stationPrint: Layout = {
  name: 'station-prebook-print',
  kind: 'prebooked_pass',
  stock: 'plain',
  endsBy: 'any',
  future: true,
  canShort: false,
  townP: 1,
  postcodeP: 0.7,
  hours: [5, 10],
  note: 'A4 print-at-home station car park booking: booked last week, Valid from / until 23:59',
  dur: (_rng, _s, start) => until(start, 23 * 60 + 59),
  render(ctx) {
    const { rng, start, end } = ctx;
    const booked = start - rng.int(2, 12) * 1440 - rng.int(60, 600);
    const doc = new Doc(1100, { bg: '#ffffff', size: 28, pad: 70 });
    doc.text('Railway station parking', { size: 24, color: '#666' });
    doc.text('Your pre-booked parking', { bold: true, size: 48 });
    doc.text(`Booking made ${fmtDate(booked, 'dMony')} at ${t(booked, 'h24')}`, { size: 22, color: '#555' });
    doc.rule({ color: '#ccc' });
    doc.kv(
      'Car park',
      `${ctx.town?.name ?? ''} Station ${rng.pick(['North', 'East Side', 'Multi-storey'])}`.trim(),
      { mode: 'tab', tab: 0.3 },
    );
    if (ctx.postcode) doc.kv('Address', placeLine(ctx), { mode: 'tab', tab: 0.3 });
    doc.kv('Valid from', `${t(start, 'h24')} on ${fmtDate(start, 'dowdMony')}`, {
      mode: 'tab',
      tab: 0.3,
      v: { bold: true },
    });
    doc.kv('Valid until', `${t(end, 'h24')} on ${fmtDate(end, 'dowdMony')}`, {
      mode: 'tab',
      tab: 0.3,
      v: { bold: true },
    });
    doc.kv('Vehicle', `${rng.letters(2)}${rng.int(10, 74)} ${rng.letters(3)}`, { mode: 'tab', tab: 0.3 });
    doc.kv('Booking ref', ref(rng, 'AAA9999A'), { mode: 'tab', tab: 0.3 });
    doc.kv('Price paid', money(rng.pick([650, 800, 1150])), { mode: 'tab', tab: 0.3 });
    doc.space(20);
    doc.barcode(rng, 120, 0.6);
    doc.space(20);
    doc.para(
      'Scan the barcode at the exit barrier. This booking is for the date shown only and cannot be moved. Card ending ' +
        rng.digits(4) +
        ' expires ' +
        `${String(rng.int(1, 12)).padStart(2, '0')}/${rng.int(27, 31)}.`,
      { size: 20, color: '#444' },
    );
    return doc.render();
  },
};

export const PASS_LAYOUTS: Layout[] = [
  hotelTag,
  hotelSlip,
  parkRide,
  parkRide12,
  eventStub,
  matchday,
  voucher12,
  voucher24,
  stationPrint,
];
