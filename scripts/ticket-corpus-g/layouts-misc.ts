// Genuine: retail, hotel, park & ride, event, meter slips, stickers and scratch-card vouchers.
import { ban, cols, ctr, gap, kv, opt, para, rule, tx } from './blocks.ts';
import { EVENTS, HOTELS, RETAIL_PARKS, STREETS, SUPERMARKETS } from './brands.ts';
import {
  card,
  dur,
  fmtDate,
  fmtDur,
  fmtTime,
  pickDate,
  pickTime,
  placeLine,
  reg,
  tariffPence,
  thermal,
  ticketNo,
} from './common.ts';
import { MON, money } from './formats.ts';
import { partsOf } from './london-time.ts';
import { type Block, esc, F, renderDoc } from './svg-kit.ts';
import type { Ctx, GenuineLayout } from './types.ts';

function scratchGrid(c: Ctx): Block {
  const p = partsOf(c.start);
  const h12 = p.hh % 12 === 0 ? 12 : p.hh % 12;
  const rows: { label: string; cells: string[]; hit: string }[] = [
    { label: 'MONTH', cells: MON.map((m) => m.toUpperCase()), hit: MON[p.m - 1]!.toUpperCase() },
    { label: 'DAY', cells: Array.from({ length: 31 }, (_, i) => String(i + 1)), hit: String(p.d) },
    { label: 'HOUR', cells: Array.from({ length: 12 }, (_, i) => String(i + 1)), hit: String(h12) },
    { label: 'MINS', cells: ['00', '15', '30', '45'], hit: String(p.mm).padStart(2, '0') },
    { label: 'AM/PM', cells: ['AM', 'PM'], hit: p.hh < 12 ? 'AM' : 'PM' },
  ];
  const perRow = 11;
  const cellW = 46;
  const cellH = 40;
  let height = 0;
  for (const r of rows) height += 30 + Math.ceil(r.cells.length / perRow) * (cellH + 6) + 8;
  return {
    t: 'svg',
    h: height,
    draw: (x, y0, _w, texts) => {
      let s = '';
      let y = y0;
      for (const r of rows) {
        s += `<text x="${x}" y="${y + 22}" font-family="${F.sans}" font-size="19" font-weight="bold" fill="#1a1a1a">${r.label}</text>`;
        texts.push(r.label);
        y += 30;
        r.cells.forEach((cell, i) => {
          const cx = x + (i % perRow) * (cellW + 4);
          const cy = y + Math.floor(i / perRow) * (cellH + 6);
          const hit = cell === r.hit;
          s += `<rect x="${cx}" y="${cy}" width="${cellW}" height="${cellH}" rx="4" fill="${hit ? '#f4f1e6' : '#b9bcc2'}" stroke="#777" stroke-width="1"/>`;
          if (hit) {
            s += `<text x="${cx + cellW / 2}" y="${cy + 27}" font-family="${F.sans}" font-size="18" font-weight="bold" fill="#111" text-anchor="middle">${esc(cell)}</text>`;
            s += `<path d="M${cx + 3} ${cy + 6} l${cellW - 8} 4 M${cx + 4} ${cy + cellH - 6} l${cellW - 10} -3" stroke="#9aa0a6" stroke-width="2"/>`;
            texts.push(cell);
          } else {
            s += `<path d="M${cx + 6} ${cy + 10} h${cellW - 12} M${cx + 6} ${cy + 20} h${cellW - 12} M${cx + 6} ${cy + 30} h${cellW - 12}" stroke="#d4d6da" stroke-width="1.5"/>`;
          }
        });
        y += Math.ceil(r.cells.length / perRow) * (cellH + 6) + 8;
      }
      return s;
    },
  };
}

export const MISC_LAYOUTS: GenuineLayout[] = [
  {
    name: 'retail-free-max-stay',
    kind: 'supermarket_retail',
    medium: 'paper',
    thermal: true,
    windscreen: true,
    inGuideWording: true,
    period: { timing: 'purchase', pattern: 'band', bands: [120, 180, 240], short: [45] },
    place: { town: 0.7, postcode: 0.6 },
    notes: 'retail park free customer ticket, "Max stay", Entry time / Leave by, PCN small print',
    build(c) {
      const tf = pickTime(c, ['HH:MM', 'h:mm AM']);
      const df = pickDate(c, ['dd/mm/yyyy', 'Ddd d Mon'], c.start);
      const b: Block[] = [
        ctr(c.rng.pick(RETAIL_PARKS), { bold: true, size: 24 }),
        ...opt(placeLine(c), ctr(placeLine(c, ' '))),
        ban('FREE FOR CUSTOMERS', { size: 24 }),
        ctr(`Max stay ${fmtDur(dur(c), 'x hours')}`, { bold: true, size: 26 }),
        rule(),
        kv('Date', fmtDate(c.start, df)),
        kv('Entry time', fmtTime(c.start, tf), { vb: true }),
        kv('Leave by', fmtTime(c.end, tf), { vb: true, size: 30 }),
        kv('Vehicle', reg(c)),
        rule(),
        para(
          'Customer parking only. Vehicles overstaying or not displaying a valid ticket will be issued a Parking Charge Notice of £85.',
          { size: 15 },
        ),
      ];
      return renderDoc(b, thermal(c, 448, F.lib, 22));
    },
  },
  {
    name: 'supermarket-refundable',
    kind: 'supermarket_retail',
    medium: 'paper',
    thermal: true,
    windscreen: true,
    inGuideWording: true,
    period: { timing: 'purchase', pattern: 'band', bands: [120, 180], short: [30] },
    place: { town: 0.9, postcode: 0.3 },
    notes: 'supermarket ticket, charge refunded in store, Entry / Expires',
    build(c) {
      const tf = pickTime(c, ['HH:MM']);
      const shop = c.rng.pick(SUPERMARKETS);
      const price = dur(c) < 60 ? 50 : dur(c) <= 120 ? 150 : 200;
      const b: Block[] = [
        ctr(shop, { bold: true, size: 28, font: F.serif }),
        ctr(`${c.townName ? `${c.townName} ` : ''}Store Car Park`, { size: 19 }),
        rule(),
        kv('Date', fmtDate(c.start, 'dd/mm/yy')),
        kv('Entry', fmtTime(c.start, tf)),
        kv('Expires', fmtTime(c.end, tf), { bold: true, size: 30 }),
        kv('Paid', money(price)),
        rule({ dash: true }),
        ctr(`Refund in store with purchases over £${c.rng.pick([5, 10, 15])}`, { size: 17, bold: true }),
        ctr('Present this ticket at any till', { size: 16 }),
        ...opt(c.postcode, ctr(`Store ${c.rng.digits(4)} · ${c.postcode}`, { size: 15 })),
      ];
      return renderDoc(b, thermal(c, 384, F.sans, 19));
    },
  },
  {
    name: 'hotel-hang-tag',
    kind: 'hotel_guest',
    medium: 'paper',
    windscreen: true,
    inGuideWording: true,
    period: { timing: 'purchase', pattern: 'stay', endAt: 12 * 60 },
    place: { town: 0.8, postcode: 0.4 },
    notes: 'mirror hang tag from reception: Room, Arrival, Departure "noon"',
    build(c) {
      const st = card(c, 420, c.rng.pick(['#203a5c', '#5b1f2a', '#1f4d3a']), F.serif, 24);
      st.ink = '#f4efe2';
      st.edge = 'tag';
      st.pad = 34;
      st.minHeight = 880;
      const df = pickDate(c, ['dd/mm/yyyy', 'd Mon yyyy'], c.start, c.end);
      const hand = (s: string) => tx(s, { font: F.lserif, italic: true, size: 32, fill: '#ffffff' });
      const b: Block[] = [
        gap(90),
        ctr(c.rng.pick(HOTELS), { bold: true, size: 26 }),
        ...opt(placeLine(c), ctr(placeLine(c, ' · '), { size: 18 })),
        rule({ color: '#d9c58a' }),
        ctr('GUEST PARKING', { bold: true, size: 30, fill: '#d9c58a' }),
        gap(10),
        tx('Room', { size: 18 }),
        hand(String(c.rng.int(101, 340))),
        tx('Arrival', { size: 18 }),
        hand(`${fmtDate(c.start, df)}  ${fmtTime(c.start, 'HH:MM')}`),
        tx('Departure', { size: 18 }),
        hand(`${fmtDate(c.end, df)}  noon`),
        gap(10),
        ctr('Please hang from rear-view mirror', { size: 16 }),
      ];
      return renderDoc(b, st);
    },
  },
  {
    name: 'hotel-reception-slip',
    kind: 'hotel_guest',
    medium: 'paper',
    inGuideWording: true,
    period: { timing: 'purchase', pattern: 'stay' },
    place: { town: 0.9, postcode: 0.9 },
    notes: 'A5 reception slip with Arrival / Departure dates and times and "Car park charge" per night',
    build(c) {
      const st = card(c, 700, '#fffdf7', F.lserif, 24);
      st.edge = 'plain';
      const tf = pickTime(c, ['HH:MM', 'h:mm AM']);
      const nights = Math.round((c.end - c.start) / 1440);
      const b: Block[] = [
        ctr(c.rng.pick(HOTELS), { bold: true, size: 34 }),
        ctr(`${c.rng.int(2, 90)} ${c.rng.pick(STREETS)}${placeLine(c) ? `, ${placeLine(c, ', ')}` : ''}`, {
          size: 18,
        }),
        rule({ double: true }),
        tx('Guest car park registration', { bold: true }),
        kv(
          'Guest',
          `${c.rng.pick(['Mr', 'Ms', 'Dr', 'Mrs'])} ${c.rng.pick(['Okafor', 'Lindqvist', 'Patel', 'Moreno', 'Hughes', 'Baird'])}`,
        ),
        kv('Room', String(c.rng.int(1, 60))),
        kv('Vehicle registration', reg(c)),
        kv('Arrival', `${fmtDate(c.start, 'Ddd d Mon yyyy')} ${fmtTime(c.start, tf)}`),
        kv('Departure', `${fmtDate(c.end, 'Ddd d Mon yyyy')} ${fmtTime(c.end, tf)}`),
        kv('Car park charge', `${money(c.rng.pick([800, 1000, 1250]))} per night × ${Math.max(1, nights)}`),
        rule(),
        para(
          'Please leave this slip visible on the dashboard. The car park is locked 23:00–06:00; ring the night bell.',
          {
            size: 17,
          },
        ),
      ];
      return renderDoc(b, st);
    },
  },
  {
    name: 'park-and-ride-thermal',
    kind: 'park_and_ride',
    medium: 'paper',
    thermal: true,
    windscreen: true,
    inGuideWording: true,
    period: { timing: 'purchase', pattern: 'allday', endAt: 19 * 60 + 15 },
    place: { town: 0.95, postcode: 0.3 },
    notes: 'Park & Ride ticket, car park plus bus for occupants, "Valid until last bus 19:15"',
    build(c) {
      const df = pickDate(c, ['dd/mm/yy', 'd Mon yyyy'], c.start);
      const b: Block[] = [
        ban('PARK & RIDE', { size: 32, bg: '#1d5e2f' }),
        ctr(
          c.townName ? `${c.townName} ${c.rng.pick(['North', 'South', 'East', 'West'])}` : 'Northern site',
          { bold: true, size: 24 },
        ),
        ...opt(c.postcode, ctr(c.postcode ?? '')),
        rule(),
        kv('Date', fmtDate(c.start, df)),
        kv('Issued', fmtTime(c.start, 'HH:MM')),
        kv('Valid until last bus', fmtTime(c.end, 'HH:MM'), { vb: true }),
        kv('Car park + bus, all occupants', money(c.rng.pick([300, 350, 420]))),
        rule({ dash: true }),
        ctr('Show driver on boarding', { size: 17 }),
        ctr('Display in car while parked', { size: 17 }),
      ];
      return renderDoc(b, thermal(c, 384, F.sans, 19));
    },
  },
  {
    name: 'event-gate-stub',
    kind: 'event_day',
    medium: 'paper',
    inGuideWording: true,
    period: { timing: 'purchase', pattern: 'event', endAt: 23 * 60 },
    place: { town: 0.8, postcode: 0.6 },
    notes: 'event car park ticket with a tear-off stub, Event / Gate / Issued / Valid until 11pm',
    build(c) {
      const st = card(c, 900, c.rng.pick(['#ffd84d', '#9fe3c9', '#f7a8c4']), F.cond, 24);
      st.edge = 'plain';
      const ev = c.rng.pick(EVENTS);
      const tno = ticketNo(c, 6);
      const stub = (texts: string[]) => {
        texts.push('PARKING', tno);
        return {
          svg: `<line x1="660" y1="0" x2="660" y2="2000" stroke="#333" stroke-width="2" stroke-dasharray="8 6"/>
            <text x="780" y="120" font-family="${F.sans}" font-size="34" font-weight="bold" text-anchor="middle" fill="#111">PARKING</text>
            <text x="780" y="170" font-family="${F.mono}" font-size="24" text-anchor="middle" fill="#111">${tno}</text>
            <text x="780" y="230" font-family="${F.sans}" font-size="20" text-anchor="middle" fill="#111">Keep stub</text>`,
          h: 0,
        };
      };
      const b: Block[] = [
        tx(ev, { bold: true, size: 32 }),
        tx(
          `${c.rng.pick(['Showground', 'Estate Park', 'Racecourse Fields'])}${placeLine(c) ? `, ${placeLine(c, ' ')}` : ''}`,
          { size: 20 },
        ),
        ban('EVENT DAY CAR PARKING', { size: 26, a: 'l' }),
        cols(['Gate', 'Issued', 'Valid until'], [0, 0.28, 0.6], { size: 18 }),
        cols(
          [
            c.rng.pick(['C', 'D', 'North', '4']),
            fmtTime(c.start, 'HH:MM'),
            fmtTime(c.end, 'h:mmam').replace(':00', ''),
          ],
          [0, 0.28, 0.6],
          {
            size: 28,
            bold: true,
          },
        ),
        tx(fmtDate(c.start, 'Dddd dth Month yyyy'), { size: 22 }),
        tx(`Paid ${money(c.rng.pick([500, 800, 1000]))} at gate`, { size: 18 }),
      ];
      return renderDoc(b, { ...st, contentWidth: 660 }, { header: stub });
    },
  },
  {
    name: 'meter-slip-tiny',
    kind: 'meter_sticker',
    medium: 'paper',
    thermal: true,
    windscreen: true,
    inGuideWording: true,
    period: { timing: 'purchase', pattern: 'band', bands: [90, 120, 180], short: [15, 20, 30, 40] },
    place: { town: 0.5, postcode: 0.5 },
    notes: 'tiny on-street meter slip: Meter / From / To',
    build(c) {
      const st = thermal(c, 384, F.mono, 19);
      st.width = 300;
      st.pad = 14;
      const tf = pickTime(c, ['HH:MM', 'HH.MM']);
      const b: Block[] = [
        ctr(`${c.townName ? c.townName.toUpperCase() : 'ON-STREET'} PARKING`, { bold: true, size: 16 }),
        ...opt(c.postcode, ctr(c.postcode ?? '', { size: 16 })),
        kv('METER', c.rng.digits(4)),
        kv('FROM', fmtTime(c.start, tf), { vb: true, size: 24 }),
        kv('TO', fmtTime(c.end, tf), { vb: true, size: 24 }),
        kv('DATE', fmtDate(c.start, 'dd.mm.yy')),
        kv('PAID', money(tariffPence(c, dur(c)))),
      ];
      return renderDoc(b, st);
    },
  },
  {
    name: 'sticker-peel-off',
    kind: 'meter_sticker',
    medium: 'paper',
    windscreen: true,
    inGuideWording: false,
    period: { timing: 'purchase', pattern: 'band', bands: [120, 180, 240], short: [30] },
    place: { town: 0.6, postcode: 0.3 },
    notes: 'peel-off windscreen sticker with big "EXPIRES" time and day/month, small "from"',
    build(c) {
      const st = card(c, 460, '#ffffff', F.sans, 22);
      const tf = pickTime(c, ['HH:MM', 'h:mm AM']);
      const p = partsOf(c.end);
      const peel = `<path d="M360 0 L460 0 L460 100 Z" fill="#e6e6e6"/><text x="430" y="40" font-family="${F.sans}" font-size="14" fill="#666" transform="rotate(45 430 40)">PEEL</text>`;
      const b: Block[] = [
        tx(c.townName ? `${c.townName} parking` : 'parking sticker', { bold: true, size: 20 }),
        ...opt(c.postcode, tx(c.postcode ?? '', { size: 18 })),
        ban('EXPIRES', { bg: '#d7262e', size: 26, radius: 8 }),
        ctr(fmtTime(c.end, tf), { bold: true, size: 64 }),
        ctr(`${p.d} ${MON[p.m - 1]!.toUpperCase()} ${p.y}`, { bold: true, size: 30 }),
        kv('from', fmtTime(c.start, tf), { size: 20 }),
        kv('no.', ticketNo(c, 6), { size: 20 }),
        ctr('Stick inside windscreen, driver side', { size: 15 }),
      ];
      const doc = renderDoc(b, st, { footer: peel });
      doc.texts.push('PEEL');
      return doc;
    },
  },
  {
    name: 'council-scratch-card',
    kind: 'council_voucher',
    medium: 'paper',
    windscreen: true,
    inGuideWording: true,
    period: { timing: 'purchase', pattern: 'band', bands: [120, 180, 240], short: [30], grid: 15 },
    place: { town: 0.95, postcode: 0.2 },
    notes: 'council scratch-card voucher: Month / Day / Hour / Mins / AM-PM scratched, value printed',
    build(c) {
      const st = card(c, 620, '#fdf6e3', F.sans, 22);
      const p = partsOf(c.start);
      const value = dur(c) < 60 ? '30 MINUTES' : `${dur(c) / 60} HOURS`;
      const b: Block[] = [
        ban(
          `${c.townName ? `${c.townName.toUpperCase()} ` : ''}${c.rng.pick(['BOROUGH COUNCIL', 'COUNCIL', 'CITY COUNCIL'])}`,
          {
            bg: '#6a1b9a',
            size: 24,
          },
        ),
        ...opt(c.postcode, ctr(`Parking Services · ${c.postcode}`, { size: 16 })),
        cols([`PARKING VOUCHER ${p.y}`, value], [0, -1], { bold: true, size: 24 }),
        tx('Scratch off the month, day, hour and minutes of arrival', { size: 16 }),
        scratchGrid(c),
        tx(`Voucher no. ${ticketNo(c, 7)} · Not valid in permit bays`, { size: 15 }),
      ];
      return renderDoc(b, st);
    },
  },
];
