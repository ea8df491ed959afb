// Parking-app sessions, app and e-mail receipts (screenshots) and pre-booked passes.
import { addMin, diffMin, fmtDate, fmtTime, type W } from './dates.ts';
import type { Block } from './doc.ts';
import { CARPARK_NAMES } from './places.ts';
import {
  appBar,
  bookedOn,
  endText,
  locCode,
  money,
  phone,
  placeLine,
  price,
  shotTime,
  statusBar,
  thermal,
  ticketNo,
  twoDays,
} from './common.ts';
import type { Built, Ctx, LayoutDef } from './types.ts';

const card = (c: Ctx, blocks: Block[]): Block => ({
  t: 'box',
  blocks,
  bg: c.dark ? '#1e2026' : '#ffffff',
  radius: 14 * c.screen.scale,
  pad: 16 * c.screen.scale,
});
const remain = (c: Ctx, at: W) => Math.max(0, diffMin(at, c.end));
const hms = (m: number) =>
  `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}:${String((m * 37) % 60).padStart(2, '0')}`;

/** A mail app screenshot around an HTML e-mail body. */
export function mailFrame(
  c: Ctx,
  from: string,
  subject: string,
  received: W,
  body: Block[],
  brand: string,
): Built {
  const s = c.screen.scale;
  const st = phone(c, { bg: c.dark ? '#000000' : '#ffffff' });
  const today = received.y === c.now.y && received.m === c.now.m && received.d === c.now.d;
  const rc = c.rng.pick([
    today ? `${fmtTime(received, 'hm')}` : fmtDate(received, 'dMonY'),
    `${fmtDate(received, 'dowdMon')}, ${fmtTime(received, 'hm')}`,
    `${fmtDate(received, 'dmy4')} at ${fmtTime(received, 'hm')}`,
  ]);
  const blocks: Block[] = [
    statusBar(c, !c.dark || !c.inverse, c.now),
    { t: 'cols', cells: ['‹ Inbox', '⌃  ⌄'], size: 17 * s, color: '#1a73e8' },
    { t: 'gap', h: 8 * s },
    { t: 'text', s: subject, bold: true, size: 21 * s },
    { t: 'gap', h: 6 * s },
    { t: 'cols', cells: [from, rc], size: 14 * s, bold: true },
    { t: 'text', s: 'To: me', size: 13 * s, color: st.muted },
    { t: 'rule', color: st.muted, weight: 1 },
    {
      t: 'banner',
      s: brand,
      bg: c.rng.pick(['#0b8457', '#6c2bd9', '#0061a8', '#e4572e', '#14213d']),
      size: 24 * s,
    },
    ...body,
  ];
  return { blocks, style: st };
}

function appSession(
  c: Ctx,
  brand: string,
  color: string,
  o: { map?: boolean; ring?: boolean; big12?: boolean; ended?: boolean },
): Built {
  const s = c.screen.scale;
  const shot = o.ended ? c.now : shotTime(c);
  const lightBar = c.dark && !c.inverse;
  const b: Block[] = [statusBar(c, lightBar, shot), appBar(c, brand, color, lightBar || !c.dark)];
  if (o.map)
    b.push({ t: 'map', h: 330 * s, seed: c.rng.int(1, 1e9), dark: c.dark, label: c.rng.pick(CARPARK_NAMES) });
  const rem = remain(c, shot);
  if (o.ring)
    b.push({
      t: 'ring',
      s: hms(rem),
      sub: rem > 0 ? 'Expires in' : 'Session ended',
      frac: rem / Math.max(1, c.minutes),
      size: 300 * s,
      color,
    });
  else if (!o.ended)
    b.push({
      t: 'text',
      s: rem > 0 ? `Expires in ${Math.floor(rem / 60)}h ${rem % 60}m` : 'Expired',
      align: 'c',
      bold: true,
      size: 24 * s,
      color,
    });
  const T = (w: W) => (o.big12 ? fmtTime(w, 'ampmSpace') : c.f.T(w));
  const rows: Block[] = [
    {
      t: 'cols',
      cells: [o.ended ? 'Parking session - ended' : 'Parking session', o.ended ? 'Completed' : 'ACTIVE'],
      bold: true,
      color: o.ended ? undefined : color,
    },
    { t: 'text', s: `Location ${locCode(c)}${c.townName ? ` · ${c.townName}` : ''}`, color: phone(c).muted },
  ];
  if (c.postcode) rows.push({ t: 'text', s: c.postcode, color: phone(c).muted });
  rows.push({ t: 'gap', h: 8 * s });
  rows.push({
    t: 'kv',
    k: c.rng.pick(['Started', 'Start', 'From']),
    v: `${c.f.D(c.start)} ${T(c.start)}`,
    key: true,
  });
  rows.push({
    t: 'kv',
    k: c.rng.pick(['Ends', 'Expires', 'Until']),
    v: `${twoDays(c) ? `${c.f.D(c.end)} ` : ''}${T(c.end)}`,
    key: true,
  });
  rows.push(
    { t: 'kv', k: 'Duration', v: c.f.dur_(c.minutes) },
    { t: 'kv', k: 'Vehicle', v: c.vrm },
    { t: 'kv', k: 'Cost', v: money(price(c)) },
  );
  b.push(card(c, rows));
  if (!o.ended)
    b.push(
      { t: 'button', s: 'Extend', bg: color, fg: '#fff' },
      { t: 'button', s: 'Stop session', bg: color, fg: color, outline: true },
    );
  return { blocks: b, style: phone(c) };
}

export const APP_LAYOUTS: LayoutDef[] = [
  {
    name: 'app-session-map',
    kind: 'app_session',
    medium: 'screen',
    periods: ['tariff', 'session'],
    short: true,
    loc: 'mixed',
    note: 'parking app screenshot with a map, active session, start/end and Extend button',
    build: (c) => appSession(c, c.rng.pick(['RingGo', 'ParkNow', 'Parkmobile']), '#2b7a0b', { map: true }),
  },
  {
    name: 'app-countdown-ring',
    kind: 'app_session',
    medium: 'screen',
    periods: ['tariff', 'session', 'allday'],
    short: true,
    loc: 'code',
    note: 'app countdown ring "Expires in" with started/ends card (location code only)',
    build: (c) =>
      appSession(
        c,
        c.rng.pick(['PayByPhone', 'EasyPark', 'MiPermit']),
        c.rng.pick(['#0a66c2', '#e91e63', '#ff6d00']),
        { ring: true },
      ),
  },
  {
    name: 'app-12h-plain',
    kind: 'app_session',
    medium: 'screen',
    periods: ['tariff', 'session'],
    short: true,
    loc: 'mixed',
    note: 'invented app (ParkPal) with 12-hour times and no map',
    build: (c) => appSession(c, 'ParkPal', '#5e35b1', { big12: true }),
  },
  {
    name: 'app-map-ring',
    kind: 'app_session',
    medium: 'screen',
    periods: ['tariff', 'allday'],
    short: true,
    loc: 'mixed',
    note: 'app with both map and countdown, often dark mode',
    build: (c) =>
      appSession(c, c.rng.pick(['JustPark', 'APCOA Connect', 'Parkonomy']), '#00897b', {
        map: true,
        ring: true,
      }),
  },
  {
    name: 'app-history-ended',
    kind: 'app_session',
    medium: 'screen',
    periods: ['session', 'tariff'],
    short: true,
    loc: 'full',
    note: 'app session history: a finished session today with start and end',
    build: (c) =>
      appSession(c, c.rng.pick(['Paythru', 'YourParkingSpace', 'CityPark']), '#37474f', { ended: true }),
  },
  {
    name: 'inapp-receipt',
    kind: 'app_receipt',
    medium: 'screen',
    periods: ['session', 'tariff', 'overnight'],
    short: true,
    loc: 'full',
    note: 'in-app receipt after a session: Start/End, total, VAT, card',
    build(c) {
      const s = c.screen.scale;
      const lightBar = c.dark && !c.inverse;
      const b: Block[] = [
        statusBar(c, lightBar, c.now),
        appBar(c, 'Receipt', '#0061a8', lightBar || !c.dark),
        { t: 'big', s: money(price(c)), size: 46 * s },
        { t: 'text', s: 'Paid with Apple Pay', align: 'c', color: phone(c).muted },
      ];
      b.push(
        card(c, [
          { t: 'kv', k: 'Parking location', v: `${c.rng.pick(CARPARK_NAMES)}` },
          ...(placeLine(c) ? [{ t: 'text', s: placeLine(c) ?? '', color: phone(c).muted } as Block] : []),
          { t: 'kv', k: 'Start', v: c.f.DT(c.start), key: true },
          { t: 'kv', k: 'End', v: c.f.DT(c.end), key: true },
          { t: 'kv', k: 'Vehicle', v: c.vrm },
          { t: 'kv', k: 'VAT (20%)', v: money(Math.round(price(c) * 16.7) / 100) },
          { t: 'kv', k: 'Reference', v: `${c.rng.letters(3)}-${ticketNo(c, 7)}` },
        ]),
      );
      return { blocks: b, style: phone(c) };
    },
  },
  {
    name: 'mail-booking-driveway',
    kind: 'app_receipt',
    medium: 'screen',
    periods: ['session', 'allday', 'multiday'],
    short: true,
    loc: 'full',
    note: 'e-mail booking confirmation (driveway/space) in a mail app; booking made days earlier',
    build(c) {
      const s = c.screen.scale;
      const made = bookedOn(c);
      const body: Block[] = [
        { t: 'text', s: 'Your booking is confirmed', bold: true, size: 20 * s },
        {
          t: 'para',
          s: `Thanks for booking with us on ${fmtDate(made, 'dMonY')}. Here are your parking details.`,
          size: 15 * s,
        },
        { t: 'kv', k: 'Booking reference', v: `${c.rng.letters(2)}${ticketNo(c, 6)}`, size: 16 * s },
        {
          t: 'kv',
          k: 'Parking location',
          v: `${c.rng.int(2, 90)} ${c.rng.pick(['Mill Lane', 'Orchard Close', 'Station Road'])}`,
          size: 16 * s,
        },
        { t: 'text', s: placeLine(c) ?? '', size: 15 * s },
        { t: 'kv', k: c.rng.pick(['Arrival', 'From']), v: c.f.DT(c.start), size: 16 * s, key: true },
        { t: 'kv', k: c.rng.pick(['Departure', 'To']), v: c.f.DT(c.end), size: 16 * s, key: true },
        { t: 'kv', k: 'Total', v: money(price(c)), size: 16 * s },
        { t: 'button', s: 'Manage booking', bg: '#0b8457', fg: '#fff', size: 16 * s },
      ];
      const brand = c.rng.pick(['JustPark', 'YourParkingSpace', 'Parkfinder']);
      return mailFrame(c, brand, `Booking confirmed: ${fmtDate(c.start, 'dowdMon')}`, made, body, brand);
    },
  },
  {
    name: 'mail-session-receipt',
    kind: 'app_receipt',
    medium: 'screen',
    periods: ['session', 'tariff', 'overnight'],
    short: true,
    loc: 'mixed',
    note: 'e-mailed parking receipt (From/To, total, card ending) received after the session',
    build(c) {
      const s = c.screen.scale;
      const rcv = diffMin(c.end, c.now) > 0 ? addMin(c.end, 1) : c.start;
      const body: Block[] = [
        { t: 'text', s: 'Parking receipt', bold: true, size: 20 * s },
        { t: 'kv', k: 'Location', v: `${locCode(c)}${c.townName ? ` ${c.townName}` : ''}`, size: 16 * s },
        ...(c.postcode ? [{ t: 'kv', k: 'Postcode', v: c.postcode, size: 16 * s } as Block] : []),
        { t: 'kv', k: 'From', v: c.f.DT(c.start), size: 16 * s, key: true },
        { t: 'kv', k: 'To', v: endText(c, true), size: 16 * s, key: true },
        { t: 'kv', k: 'Vehicle', v: c.vrm, size: 16 * s },
        { t: 'kv', k: 'Total', v: money(price(c)), size: 16 * s },
        { t: 'kv', k: 'Card', v: `Mastercard ending ${c.rng.digits(4)}`, size: 16 * s },
        { t: 'para', s: 'This is a VAT receipt. Please do not reply to this e-mail.', size: 13 * s },
      ];
      const brand = c.rng.pick(['RingGo', 'PayByPhone', 'MiPermit', 'ParkPal']);
      return mailFrame(
        c,
        `${brand} <receipts@${brand.toLowerCase()}.example>`,
        'Your parking receipt',
        rcv,
        body,
        brand,
      );
    },
  },
  {
    name: 'mail-council-permitless',
    kind: 'app_receipt',
    medium: 'screen',
    periods: ['tariff', 'allday'],
    short: true,
    loc: 'town',
    note: 'council cashless parking e-mail with Start/End and a Location code',
    build(c) {
      const s = c.screen.scale;
      const body: Block[] = [
        {
          t: 'para',
          s: `${c.town.council} - cashless parking. Your session details are below.`,
          size: 15 * s,
        },
        { t: 'kv', k: 'Car park', v: `${c.rng.pick(CARPARK_NAMES)}, ${c.townName ?? ''}`, size: 16 * s },
        { t: 'kv', k: 'Location code', v: locCode(c), size: 16 * s },
        { t: 'kv', k: 'Start', v: c.f.DT(c.start), size: 16 * s, key: true },
        { t: 'kv', k: 'End', v: c.f.DT(c.end), size: 16 * s, key: true },
        { t: 'kv', k: 'Amount', v: money(price(c)), size: 16 * s },
      ];
      return mailFrame(c, c.town.council, 'Parking session confirmation', c.start, body, c.town.council);
    },
  },
  {
    name: 'mail-meet-greet',
    kind: 'prebooked',
    medium: 'screen',
    periods: ['multiday'],
    loc: 'full',
    airport: true,
    note: 'airport meet & greet booking e-mail with drop-off and return dates',
    build(c) {
      const s = c.screen.scale;
      const made = bookedOn(c);
      const ap = c.town.airport ?? 'Gatwick';
      const body: Block[] = [
        { t: 'text', s: `${ap} Meet & Greet`, bold: true, size: 20 * s },
        { t: 'kv', k: 'Booking ref', v: `MG${ticketNo(c, 7)}`, size: 16 * s },
        { t: 'kv', k: 'Booked', v: fmtDate(made, 'dmy4'), size: 16 * s },
        { t: 'kv', k: 'Terminal', v: c.rng.pick(['North', 'South', '1', '2']), size: 16 * s },
        { t: 'kv', k: 'Drop-off (entry)', v: c.f.DT(c.start), size: 16 * s, key: true },
        { t: 'kv', k: 'Return (exit)', v: c.f.DT(c.end), size: 16 * s, key: true },
        { t: 'kv', k: 'Car park', v: placeLine(c) ?? 'Long Stay', size: 16 * s },
        { t: 'kv', k: 'Vehicle', v: c.vrm, size: 16 * s },
        { t: 'kv', k: 'Total paid', v: money(c.rng.int(45, 160)), size: 16 * s },
      ];
      return mailFrame(c, 'ParkVia', `Your ${ap} parking booking`, made, body, 'ParkVia');
    },
  },
  {
    name: 'wallet-airport',
    kind: 'prebooked',
    medium: 'screen',
    periods: ['multiday'],
    loc: 'mixed',
    airport: true,
    note: 'wallet pass for pre-booked airport long stay with QR, entry and exit dates',
    build(c) {
      const s = c.screen.scale;
      const st = phone(c, { bg: '#000000', fg: '#ffffff', muted: '#bbbbbb' });
      const ap = c.town.airport ?? 'Luton';
      const passBg = c.rng.pick(['#0d47a1', '#b71c1c', '#1b5e20', '#4a148c']);
      const inner: Block[] = [
        {
          t: 'cols',
          cells: [
            `${ap} Airport`,
            c.minutes > 1440 ? c.rng.pick(['LONG STAY', 'MID STAY', 'LONG STAY']) : 'SHORT STAY',
          ],
          bold: true,
          size: 18 * s,
          color: '#fff',
        },
        { t: 'gap', h: 10 * s },
        { t: 'stack', k: 'ENTRY', v: c.f.DT(c.start), key: true, kcolor: '#ddd' },
        { t: 'stack', k: 'EXIT', v: c.f.DT(c.end), key: true, kcolor: '#ddd' },
        { t: 'cols', cells: ['Car park', 'Terminal', 'Booking ref'], size: 12 * s, color: '#ddd' },
        {
          t: 'cols',
          cells: [
            c.rng.pick(['LS1', 'Car Park 4', 'Purple']),
            String(c.rng.int(1, 5)),
            `BK${ticketNo(c, 6)}`,
          ],
          size: 16 * s,
          bold: true,
          color: '#fff',
        },
        ...(placeLine(c) ? [{ t: 'text', s: placeLine(c) ?? '', size: 13 * s, color: '#ddd' } as Block] : []),
        { t: 'gap', h: 16 * s },
        { t: 'qr', data: `PARK|${ticketNo(c, 8)}|${c.vrm}`, size: 230 * s },
        { t: 'text', s: c.vrm, align: 'c', size: 14 * s, color: '#fff' },
      ];
      const b: Block[] = [
        statusBar(c, false, c.now),
        { t: 'gap', h: 30 * s },
        { t: 'box', blocks: inner, bg: passBg, radius: 18 * s, pad: 20 * s },
      ];
      return { blocks: b, style: st };
    },
  },
  {
    name: 'wallet-station',
    kind: 'prebooked',
    medium: 'screen',
    periods: ['allday', 'multiday'],
    loc: 'full',
    note: 'wallet pass for pre-booked station car park (day or multi-day) with QR',
    build(c) {
      const s = c.screen.scale;
      const st = phone(c, { bg: c.dark ? '#000' : '#e9eaee', fg: '#111', muted: '#444' });
      const inner: Block[] = [
        { t: 'text', s: `${c.townName ?? c.town.town} Station Car Park`, bold: true, size: 20 * s },
        { t: 'text', s: 'Pre-booked parking', size: 14 * s, color: '#444' },
        { t: 'kv', k: 'Valid from', v: c.f.DT(c.start), key: true, size: 17 * s },
        { t: 'kv', k: 'Valid to', v: c.f.DT(c.end), key: true, size: 17 * s },
        { t: 'kv', k: 'Vehicle', v: c.vrm, size: 15 * s },
        ...(c.postcode ? [{ t: 'kv', k: 'Postcode', v: c.postcode, size: 15 * s } as Block] : []),
        { t: 'qr', data: `STN${ticketNo(c, 10)}`, size: 240 * s },
      ];
      const b: Block[] = [
        statusBar(c, true, c.now),
        { t: 'gap', h: 40 * s },
        { t: 'box', blocks: inner, bg: '#ffffff', radius: 18 * s, pad: 20 * s, margin: 8 * s },
      ];
      return { blocks: b, style: st };
    },
  },
  {
    name: 'airport-printout',
    kind: 'prebooked',
    medium: 'paper',
    periods: ['multiday'],
    loc: 'full',
    airport: true,
    note: 'printed airport parking voucher with barcode, booking date and entry/exit dates',
    build(c) {
      const r = c.rng;
      const made = bookedOn(c);
      const b: Block[] = [
        {
          t: 'banner',
          s: `${c.town.airport ?? 'Bristol'} Airport Parking`,
          bg: '#263238',
          sub: r.pick(['Long Stay', 'Meet & Greet', 'Short Stay']),
        },
      ];
      b.push(
        { t: 'kv', k: 'Booking reference', v: `${r.letters(3)}${ticketNo(c, 6)}` },
        { t: 'kv', k: 'Booking date', v: fmtDate(made, 'dMonY') },
      );
      b.push(
        { t: 'kv', k: 'Entry', v: `${fmtDate(c.start, 'longOrd')} ${c.f.T(c.start)}`, key: true, size: 17 },
        { t: 'kv', k: 'Exit', v: `${fmtDate(c.end, 'longOrd')} ${c.f.T(c.end)}`, key: true, size: 17 },
      );
      b.push(
        { t: 'kv', k: 'Vehicle', v: c.vrm },
        ...(placeLine(c) ? [{ t: 'kv', k: 'Car park', v: placeLine(c) ?? '' } as Block] : []),
        { t: 'barcode', data: ticketNo(c, 12), h: 60 },
      );
      b.push({
        t: 'para',
        s: 'Present this voucher at the entry barrier. Arrive no earlier than 2 hours before your booked entry time.',
        align: 'c',
      });
      return {
        blocks: b,
        style: thermal(c, { w: 560, font: 'DejaVu Sans', bg: '#ffffff', dot: false, size: 20 }),
      };
    },
  },
];
