// Genuine parking-proof layouts (field guide §2). Each builds a document from the case context.
import { type Ctx, D, type Layout, addr, mail, money, phone, T, thermal } from './ctx.ts';
import type { Block } from './doc.ts';
import { DAY, dayStart, fmtDuration, parts, type Wall } from './time.ts';

const sameDay = (a: Wall, b: Wall) => dayStart(a) === dayStart(b);
/** end time, with its date when it falls on another day than the start */
const endStr = (c: Ctx, words = false) =>
  sameDay(c.start, c.end) || (words && c.end % DAY === 0 && c.end - dayStart(c.start) === DAY)
    ? T(c, c.end, words)
    : `${T(c, c.end)} ${D(c, c.end)}`;
const price = (c: Ctx, perHour = 1.6) => Math.max(0.5, Math.round((c.minutes / 60) * perHour * 20) / 20);
const council = (c: Ctx) =>
  `${c.place.town} ${c.r.pick(['Borough Council', 'City Council', 'District Council', 'Council'])}`;
const placeLines = (c: Ctx, site: string): Block[] => {
  const out: Block[] = [{ t: 'text', s: site, align: 'center', bold: true }];
  const a = addr(c);
  if (a) out.push({ t: 'text', s: a, align: 'center' });
  return out;
};
const ticketNo = (c: Ctx) => c.r.digits(c.r.int(5, 8));

export const GENUINE: Layout[] = [
  {
    name: 'council-pd-classic',
    kind: 'pay_and_display',
    medium: 'paper',
    genuine: true,
    period: 'prepaid',
    build: (c) => ({
      paper: thermal(c),
      blocks: [
        { t: 'text', s: council(c).toUpperCase(), align: 'center', bold: true },
        { t: 'text', s: `${c.street} Car Park`, align: 'center' },
        ...(c.postcode ? [{ t: 'text' as const, s: c.postcode, align: 'center' as const }] : []),
        { t: 'rule', dashed: true },
        { t: 'kv', k: 'Date', v: D(c, c.start) },
        { t: 'kv', k: 'Time purchased', v: T(c, c.start) },
        { t: 'kv', k: 'Expires', v: endStr(c, true), bold: true, size: 32 },
        { t: 'rule', dashed: true },
        { t: 'kv', k: 'Tariff', v: fmtDuration(c.minutes, 'hrs') },
        { t: 'kv', k: 'Amount paid', v: money(price(c)) },
        { t: 'kv', k: 'Machine no.', v: c.r.digits(4) },
        { t: 'kv', k: 'Ticket no.', v: ticketNo(c) },
        { t: 'space', h: 10 },
        { t: 'text', s: 'DISPLAY THIS TICKET FACE UP', align: 'center', bold: true },
        { t: 'text', s: 'ON THE DASHBOARD', align: 'center', bold: true },
      ],
    }),
  },
  {
    name: 'operator-pd-black-banner',
    kind: 'pay_and_display',
    medium: 'paper',
    genuine: true,
    period: 'prepaid',
    tags: ['white_on_black_banner'],
    build: (c) => ({
      paper: thermal(c, { font: 'DejaVu Sans Condensed', size: 27 }),
      blocks: [
        { t: 'banner', s: 'MERIDIAN PARKING', bg: '#111', fg: '#fff', sub: 'Pay & Display' },
        ...placeLines(c, `${c.street} (Site ${c.r.digits(3)})`),
        { t: 'space', h: 8 },
        { t: 'text', s: 'VALID UNTIL', align: 'center' },
        { t: 'text', s: `${T(c, c.end)}  ${D(c, c.end, 'dMONy')}`, align: 'center', bold: true, size: 46 },
        { t: 'rule' },
        { t: 'kv', k: 'Purchased', v: `${T(c, c.start)} ${D(c, c.start, 'dMONy')}` },
        { t: 'kv', k: 'Paid', v: money(price(c, 1.9)) },
        { t: 'kv', k: 'Location code', v: c.r.digits(4) },
        { t: 'kv', k: 'Zone', v: c.r.letters(1) },
        { t: 'text', s: 'Display clearly inside windscreen', align: 'center', size: 21 },
      ],
    }),
  },
  {
    name: 'pd-tariff-band',
    kind: 'pay_and_display',
    medium: 'paper',
    genuine: true,
    period: 'tariff',
    build: (c) => {
      const h = c.minutes / 60;
      const band = c.minutes < 60 ? `Up to ${c.minutes} mins` : `Up to ${h} hour${h === 1 ? '' : 's'}`;
      const cost = money(price(c, 1.5));
      const bands: Array<[number, string]> = [
        [30, 'Up to 30 mins'],
        [60, 'Up to 1 hour'],
        [120, 'Up to 2 hours'],
        [180, 'Up to 3 hours'],
        [240, 'Up to 4 hours'],
        [600, 'Up to 10 hours'],
      ];
      return {
        paper: thermal(c),
        blocks: [
          { t: 'text', s: council(c), align: 'center', bold: true },
          { t: 'text', s: `${c.street} Short Stay${c.town ? `, ${c.town}` : ''}`, align: 'center', size: 22 },
          { t: 'rule' },
          { t: 'kv', k: 'Date', v: D(c, c.start) },
          { t: 'kv', k: 'Time in', v: T(c, c.start) },
          { t: 'kv', k: 'Tariff', v: band, bold: true },
          { t: 'kv', k: 'Amount paid', v: cost, bold: true },
          { t: 'rule', dashed: true },
          { t: 'text', s: 'TARIFFS (Mon-Sat 8am-6pm)', size: 20 },
          ...bands.map(([m, s]) => ({
            t: 'kv' as const,
            k: s,
            v: money((m / 60) * 1.5 < 0.5 ? 0.5 : (m / 60) * 1.5),
            size: 20,
          })),
          { t: 'text', s: 'Display face up', align: 'center', bold: true },
        ],
      };
    },
  },
  {
    name: 'welsh-bilingual-pd',
    kind: 'pay_and_display',
    medium: 'paper',
    genuine: true,
    period: 'prepaid',
    build: (c) => ({
      paper: thermal(c, { size: 23 }),
      blocks: [
        { t: 'text', s: c.place.welsh ?? `Cyngor ${c.place.town}`, align: 'center', bold: true },
        { t: 'text', s: `${c.place.town} Council`, align: 'center' },
        { t: 'text', s: `Maes Parcio / Car Park: ${c.street}`, align: 'center', size: 20 },
        ...(c.postcode ? [{ t: 'text' as const, s: c.postcode, align: 'center' as const, size: 20 }] : []),
        { t: 'rule' },
        { t: 'text', s: 'Dyddiad / Date' },
        { t: 'text', s: D(c, c.start, 'welsh'), bold: true },
        { t: 'kv', k: 'Amser / Time', v: T(c, c.start, false, 'colon') },
        { t: 'text', s: 'Yn dod i ben / Expires' },
        {
          t: 'text',
          s: sameDay(c.start, c.end)
            ? T(c, c.end, false, 'colon')
            : `${T(c, c.end, false, 'colon')} ${D(c, c.end, 'welsh')}`,
          bold: true,
          size: 34,
        },
        { t: 'kv', k: 'Tâl / Paid', v: money(price(c)) },
        { t: 'kv', k: 'Peiriant / Machine', v: c.r.digits(3) },
        { t: 'text', s: 'Arddangoswch / Display', align: 'center', bold: true },
      ],
    }),
  },
  {
    name: 'pd-peel-sticker-12h',
    kind: 'pay_and_display',
    medium: 'paper',
    genuine: true,
    period: 'prepaid',
    tags: ['coloured_banner'],
    build: (c) => ({
      paper: {
        w: 620,
        bg: '#fff',
        fg: '#222',
        font: 'DejaVu Sans',
        size: 26,
        pad: 28,
        edge: 'rounded',
        ink: c.ink,
      },
      blocks: [
        { t: 'banner', s: 'PARKWISE', bg: '#e5541b', fg: '#fff', sub: 'Peel off & stick to windscreen' },
        { t: 'text', s: `${c.street}${c.town ? `, ${c.town}` : ''}`, align: 'center' },
        { t: 'text', s: 'EXPIRES', align: 'center', bold: true },
        {
          t: 'text',
          s: T(c, c.end, true, c.r.pick(['pm', 'p', 'PMdot'])),
          align: 'center',
          bold: true,
          size: 66,
        },
        { t: 'text', s: D(c, c.end, 'dowDMon'), align: 'center', size: 34 },
        { t: 'rule' },
        { t: 'kv', k: 'Bought', v: `${T(c, c.start, false, 'pm')} ${D(c, c.start, 'dowDMon')}` },
        { t: 'kv', k: 'Cost', v: money(price(c, 2)) },
        { t: 'kv', k: 'Ticket', v: ticketNo(c) },
      ],
    }),
  },
  {
    name: 'pd-overnight',
    kind: 'pay_and_display',
    medium: 'paper',
    genuine: true,
    period: 'overnight',
    canShort: false,
    build: (c) => ({
      paper: thermal(c),
      blocks: [
        { t: 'text', s: 'ORBIT PARKING SERVICES', align: 'center', bold: true },
        ...placeLines(c, `${c.street} Multi Storey`),
        { t: 'rule' },
        { t: 'kv', k: 'Date', v: D(c, c.start) },
        { t: 'kv', k: 'Time', v: T(c, c.start) },
        { t: 'kv', k: 'Tariff', v: 'OVERNIGHT' },
        { t: 'text', s: 'Valid until 8am tomorrow', align: 'center', bold: true, size: 30 },
        { t: 'kv', k: 'Paid', v: money(3.5) },
        { t: 'kv', k: 'Machine', v: `PD${c.r.digits(3)}` },
        { t: 'text', s: 'Display this ticket', align: 'center' },
      ],
    }),
  },
  {
    name: 'pd-all-day',
    kind: 'pay_and_display',
    medium: 'paper',
    genuine: true,
    period: 'allday',
    canShort: false,
    build: (c) => ({
      paper: thermal(c, { font: 'DejaVu Sans Mono', size: 26 }),
      blocks: [
        { t: 'text', s: `${council(c)}`, align: 'center', bold: true },
        ...placeLines(c, `${c.street} Long Stay`),
        { t: 'rule', dashed: true },
        { t: 'text', s: 'ALL DAY', align: 'center', bold: true, size: 56 },
        { t: 'kv', k: 'Date', v: D(c, c.start) },
        { t: 'kv', k: 'Issued', v: T(c, c.start) },
        { t: 'kv', k: 'Amount', v: money(6.8) },
        { t: 'kv', k: 'Ticket no.', v: ticketNo(c) },
        { t: 'text', s: 'Not valid for overnight parking', align: 'center', size: 19 },
      ],
    }),
  },
  {
    name: 'barrier-exit-receipt',
    kind: 'barrier_exit',
    medium: 'paper',
    genuine: true,
    period: 'past',
    build: (c) => ({
      paper: thermal(c),
      blocks: [
        { t: 'text', s: 'HARBOURLINE CAR PARKS', align: 'center', bold: true },
        ...placeLines(c, `${c.street} Pay on Foot`),
        { t: 'rule' },
        { t: 'kv', k: 'IN', v: `${D(c, c.start)} ${T(c, c.start)}` },
        { t: 'kv', k: 'OUT', v: `${D(c, c.end)} ${T(c, c.end)}` },
        { t: 'kv', k: 'Length of stay', v: fmtDuration(c.minutes, 'stay') },
        { t: 'rule' },
        { t: 'kv', k: 'Amount paid', v: money(price(c, 2.2)), bold: true },
        { t: 'kv', k: 'Payment machine', v: `APS ${c.r.int(1, 6)}` },
        { t: 'kv', k: 'Receipt no.', v: ticketNo(c) },
        { t: 'text', s: 'VAT reg 284 5512 90', align: 'center', size: 19 },
        { t: 'text', s: 'Thank you - drive safely', align: 'center' },
      ],
    }),
  },
  {
    name: 'pay-station-card-slip',
    kind: 'barrier_exit',
    medium: 'paper',
    genuine: true,
    period: 'past',
    build: (c) => {
      const pe = parts(c.today);
      return {
        paper: thermal(c, { size: 24 }),
        blocks: [
          { t: 'text', s: 'KESTREL PARKING', align: 'center', bold: true, size: 30 },
          ...placeLines(c, `${c.street} Car Park`),
          { t: 'rule', dashed: true },
          { t: 'kv', k: 'Entry', v: `${T(c, c.start)} ${D(c, c.start)}` },
          { t: 'kv', k: 'Exit', v: `${T(c, c.end)} ${D(c, c.end)}` },
          { t: 'kv', k: 'Duration', v: fmtDuration(c.minutes, 'hm') },
          { t: 'kv', k: 'Fee', v: money(price(c, 2)) },
          { t: 'rule', dashed: true },
          { t: 'text', s: 'CARD PAYMENT - CONTACTLESS', align: 'center' },
          { t: 'kv', k: 'VISA DEBIT', v: `**** ${c.r.digits(4)}` },
          {
            t: 'kv',
            k: 'Card expires',
            v: `${String(c.r.int(1, 12)).padStart(2, '0')}/${(pe.y % 100) + c.r.int(1, 4)}`,
          },
          { t: 'kv', k: 'Auth code', v: c.r.digits(6) },
          { t: 'text', s: 'Please retain for your records', align: 'center', size: 20 },
        ],
      };
    },
  },
  {
    name: 'barrier-dotmatrix',
    kind: 'barrier_exit',
    medium: 'paper',
    genuine: true,
    period: 'past',
    tags: ['dot_matrix'],
    build: (c) => ({
      paper: thermal(c, { ink: c.ink === 'washed' ? 'washed' : 'dotmatrix', size: 28, fg: '#2a2a3a' }),
      blocks: [
        { t: 'text', s: 'TALLYPARK', align: 'center', bold: true },
        { t: 'text', s: `${c.street.toUpperCase()}`, align: 'center' },
        ...(c.town ? [{ t: 'text' as const, s: c.town.toUpperCase(), align: 'center' as const }] : []),
        { t: 'kv', k: 'ENTRY', v: `${D(c, c.start, 'dmyDot')} ${T(c, c.start, false, 'compact')}` },
        { t: 'kv', k: 'EXIT', v: `${D(c, c.end, 'dmyDot')} ${T(c, c.end, false, 'compact')}` },
        { t: 'kv', k: 'STAY', v: fmtDuration(c.minutes, 'hm').toUpperCase() },
        { t: 'kv', k: 'PAID', v: money(price(c)) },
        { t: 'kv', k: 'TKT', v: ticketNo(c) },
      ],
    }),
  },
  {
    name: 'shopping-centre-msc',
    kind: 'multi_storey',
    medium: 'paper',
    genuine: true,
    period: 'past',
    tags: ['coloured_banner'],
    build: (c) => ({
      paper: thermal(c, { font: 'DejaVu Sans', size: 25 }),
      blocks: [
        {
          t: 'banner',
          s: `The ${c.r.pick(['Mercer', 'Avenue', 'Quays', 'Arcade', 'Lanes'])} Centre`,
          bg: '#184d8c',
          fg: '#fff',
          sub: c.town ?? 'Shopping Centre Car Park',
        },
        { t: 'kv', k: 'Level', v: String(c.r.int(1, 6)) },
        { t: 'kv', k: 'Bay', v: `${c.r.letters(1)}${c.r.int(10, 199)}` },
        { t: 'kv', k: 'Entry', v: `${T(c, c.start)}  ${D(c, c.start)}` },
        { t: 'kv', k: 'Exit', v: `${T(c, c.end)}  ${D(c, c.end)}` },
        { t: 'kv', k: 'Paid', v: money(price(c, 1.8)), bold: true },
        ...(c.postcode ? [{ t: 'text' as const, s: c.postcode, align: 'center' as const }] : []),
        { t: 'text', s: 'Shop. Eat. Enjoy.', align: 'center', size: 20 },
      ],
    }),
  },
  {
    name: 'msc-validated-ticket',
    kind: 'multi_storey',
    medium: 'paper',
    genuine: true,
    period: 'past',
    build: (c) => ({
      paper: thermal(c),
      blocks: [
        { t: 'text', s: `${c.street} Multi-Storey`, align: 'center', bold: true },
        ...(addr(c) ? [{ t: 'text' as const, s: addr(c), align: 'center' as const }] : []),
        { t: 'text', s: 'Operated by BlueGate Parking', align: 'center', size: 20 },
        { t: 'rule' },
        { t: 'kv', k: 'Ticket', v: ticketNo(c) },
        { t: 'kv', k: 'Arrived', v: `${D(c, c.start)} ${T(c, c.start)}` },
        { t: 'kv', k: 'Left', v: `${D(c, c.end)} ${T(c, c.end)}` },
        { t: 'kv', k: 'Time parked', v: fmtDuration(c.minutes, 'mins') },
        { t: 'kv', k: 'Validated', v: 'Store 114' },
        { t: 'kv', k: 'Charge', v: money(Math.max(0, price(c, 1.2) - 2)) },
        { t: 'barcode', code: ticketNo(c) },
      ],
    }),
  },
  {
    name: 'app-session-map',
    kind: 'app_session',
    medium: 'screen',
    genuine: true,
    period: 'prepaid',
    darkable: true,
    build: (c) => {
      const left = Math.max(0, c.end - c.now);
      const active = left > 0;
      return {
        paper: phone(c, 'ParkPal'),
        blocks: [
          { t: 'map', h: 560, label: c.street },
          {
            t: 'text',
            s: active ? 'Parking session · Active' : 'Parking session · Ended',
            bold: true,
            size: 44,
          },
          {
            t: 'text',
            s: active ? `Expires in ${fmtDuration(left, 'hm')}` : 'Session ended',
            size: 64,
            bold: true,
            color: '#1f9d55',
          },
          { t: 'kv', k: 'Started', v: `${D(c, c.start, 'dowDMon')}, ${T(c, c.start)}` },
          { t: 'kv', k: 'Ends', v: `${D(c, c.end, 'dowDMon')}, ${T(c, c.end)}` },
          { t: 'kv', k: 'Location code', v: c.r.digits(5) },
          { t: 'kv', k: 'Zone', v: `${c.street}${c.town ? `, ${c.town}` : ''}`.slice(0, 30) },
          { t: 'kv', k: 'Vehicle', v: c.reg },
          { t: 'kv', k: 'Cost', v: money(price(c, 1.7)) },
          { t: 'space', h: 20 },
          { t: 'button', s: 'Extend', bg: '#1f6feb', fg: '#fff' },
        ],
      };
    },
  },
  {
    name: 'app-session-countdown',
    kind: 'app_session',
    medium: 'screen',
    genuine: true,
    period: 'prepaid',
    darkable: true,
    build: (c) => {
      const left = Math.max(0, c.end - c.now);
      return {
        paper: phone(c, 'Kerbside'),
        blocks: [
          { t: 'space', h: 40 },
          { t: 'text', s: left > 0 ? 'Time remaining' : 'Session complete', align: 'center', size: 40 },
          {
            t: 'text',
            s: `${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}:00`,
            align: 'center',
            size: 150,
            bold: true,
          },
          { t: 'text', s: 'hh : mm : ss', align: 'center', size: 30 },
          { t: 'space', h: 40 },
          {
            t: 'card',
            bg: c.dark ? '#1f242b' : '#f1f4f8',
            title: `Zone ${c.r.digits(4)}${c.town ? ` · ${c.town}` : ''}`,
            lines: [
              ['Start', `${T(c, c.start, false, 'pm')} ${D(c, c.start, 'dowDMon')}`],
              ['Expiry', `${T(c, c.end, false, 'pm')} ${D(c, c.end, 'dowDMon')}`],
              ['Duration', fmtDuration(c.minutes, 'hrs')],
              ['Vehicle', c.reg],
            ],
          },
          { t: 'button', s: 'Extend session', bg: '#0b8a5f', fg: '#fff' },
          {
            t: 'button',
            s: 'Stop parking',
            bg: c.dark ? '#2b3138' : '#e6e9ee',
            fg: c.dark ? '#fff' : '#111',
          },
        ],
      };
    },
  },
  {
    name: 'app-session-list',
    kind: 'app_session',
    medium: 'screen',
    genuine: true,
    period: 'prepaid',
    darkable: true,
    build: (c) => ({
      paper: phone(c, 'Sessions'),
      blocks: [
        { t: 'text', s: 'Active parking', bold: true, size: 46 },
        {
          t: 'card',
          bg: c.dark ? '#16324f' : '#e3f0ff',
          title: `${c.street} car park`,
          lines: [
            ['Location', `${c.r.digits(4)}${c.postcode ? ` · ${c.postcode}` : ''}`],
            ['From', `${D(c, c.start, 'dowDMon')} ${T(c, c.start)}`],
            ['To', `${D(c, c.end, 'dowDMon')} ${T(c, c.end)}`],
            ['Vehicle', c.reg],
          ],
        },
        { t: 'text', s: 'Recent', bold: true, size: 40 },
        {
          t: 'card',
          bg: c.dark ? '#1f242b' : '#f3f3f3',
          title: 'Hospital Road (ended)',
          lines: [
            ['Date', D(c, c.start - c.r.int(3, 20) * DAY, 'dowDMon')],
            ['Paid', '£2.40'],
          ],
        },
      ],
    }),
  },
  {
    name: 'app-receipt-email',
    kind: 'app_receipt',
    medium: 'screen',
    genuine: true,
    period: 'past',
    tags: ['mail_app'],
    build: (c) => ({
      paper: {
        ...mail(c, 'Your parking receipt', 'ZoneGo Receipts'),
        mailDate: `${D(c, c.end, 'dMonY')} at ${T(c, c.end, false, 'colon')}`,
      },
      blocks: [
        { t: 'banner', s: 'ZoneGo', bg: '#6c2bd9', fg: '#fff' },
        { t: 'text', s: 'Thanks for parking with ZoneGo.', size: 34 },
        { t: 'kv', k: 'Parking location', v: `${c.street}${c.town ? `, ${c.town}` : ''}`.slice(0, 34) },
        ...(c.postcode ? [{ t: 'kv' as const, k: 'Postcode', v: c.postcode }] : []),
        { t: 'kv', k: 'Start', v: `${D(c, c.start)} ${T(c, c.start)}` },
        { t: 'kv', k: 'End', v: `${D(c, c.end)} ${T(c, c.end)}` },
        { t: 'kv', k: 'Duration', v: fmtDuration(c.minutes, 'long') },
        { t: 'kv', k: 'Vehicle', v: c.reg },
        { t: 'rule' },
        { t: 'kv', k: 'Parking fee', v: money(price(c)) },
        { t: 'kv', k: 'Service fee', v: money(0.2) },
        { t: 'kv', k: 'Total', v: money(price(c) + 0.2), bold: true },
        { t: 'text', s: 'Questions? Reply to this e-mail.', size: 26, color: '#777' },
      ],
    }),
  },
  {
    name: 'app-receipt-inapp',
    kind: 'app_receipt',
    medium: 'screen',
    genuine: true,
    period: 'past',
    darkable: true,
    build: (c) => ({
      paper: phone(c, 'Receipt'),
      blocks: [
        { t: 'text', s: '✓ Session ended', bold: true, size: 50, color: '#1f9d55' },
        { t: 'text', s: `${c.street}${c.town ? `, ${c.town}` : ''}`, size: 36 },
        { t: 'rule' },
        { t: 'kv', k: 'Date', v: D(c, c.start, 'long') },
        { t: 'kv', k: 'Start time', v: T(c, c.start) },
        {
          t: 'kv',
          k: 'End time',
          v: sameDay(c.start, c.end) ? T(c, c.end) : `${T(c, c.end)} (${D(c, c.end, 'dowDMon')})`,
        },
        { t: 'kv', k: 'Length of stay', v: fmtDuration(c.minutes, 'stay') },
        { t: 'kv', k: 'Vehicle', v: c.reg },
        { t: 'kv', k: 'Total', v: money(price(c, 1.4)), bold: true },
        { t: 'space', h: 30 },
        { t: 'button', s: 'Download VAT receipt', bg: '#1f6feb', fg: '#fff' },
      ],
    }),
  },
  {
    name: 'space-booking-email',
    kind: 'app_receipt',
    medium: 'screen',
    genuine: true,
    period: 'prepaid',
    tags: ['mail_app'],
    build: (c) => {
      const booked = c.start - c.r.int(2, 12) * DAY - c.r.int(0, 600);
      return {
        paper: {
          ...mail(c, `Booking confirmed: ${c.street}`, 'DriveNest Bookings'),
          mailDate: `${D(c, booked, 'dMonY')} ${T(c, booked, false, 'colon')}`,
        },
        blocks: [
          { t: 'text', s: 'Your space is booked', bold: true, size: 44 },
          { t: 'kv', k: 'Booking reference', v: `DN-${c.r.letters(3)}${c.r.digits(4)}` },
          { t: 'kv', k: 'Booked on', v: D(c, booked) },
          { t: 'rule' },
          { t: 'text', s: `Driveway space, ${c.street}`, bold: true },
          ...(addr(c) ? [{ t: 'text' as const, s: addr(c) }] : []),
          { t: 'kv', k: 'Arrival', v: `${D(c, c.start, 'dowDMon')} ${T(c, c.start)}` },
          { t: 'kv', k: 'Departure', v: `${D(c, c.end, 'dowDMon')} ${T(c, c.end)}` },
          { t: 'kv', k: 'Total', v: money(price(c, 1.1)), bold: true },
          { t: 'text', s: 'Show this e-mail if asked.', size: 28 },
        ],
      };
    },
  },
  {
    name: 'airport-wallet-pass',
    kind: 'prebooked',
    medium: 'screen',
    genuine: true,
    period: 'multiday',
    canShort: false,
    canFuture: true,
    tags: ['coloured_banner'],
    build: (c) => {
      const ap = c.r.pick(['Northgate Airport', 'Severnside Airport', 'Eastmoor Airport']);
      return {
        paper: {
          w: 1080,
          minH: 2100,
          bg: '#0d3b66',
          fg: '#ffffff',
          font: 'DejaVu Sans',
          size: 38,
          pad: 60,
          chrome: 'phone-light',
          title: 'Wallet',
          statusTime: '',
        },
        blocks: [
          { t: 'text', s: ap, bold: true, size: 48 },
          { t: 'text', s: c.r.pick(['Long Stay', 'Short Stay', 'Meet & Greet', 'Mid Stay']), size: 40 },
          { t: 'rule' },
          { t: 'kv', k: 'ENTRY', v: `${D(c, c.start, 'dMonY')} ${T(c, c.start)}` },
          { t: 'kv', k: 'EXIT', v: `${D(c, c.end, 'dMonY')} ${T(c, c.end)}` },
          { t: 'kv', k: 'Car park', v: `${c.r.pick(['Long Stay', 'Car Park'])} ${c.r.int(1, 5)}` },
          { t: 'kv', k: 'Terminal', v: c.r.pick(['North', 'South', 'Main']) },
          { t: 'kv', k: 'Booking ref', v: `${c.r.letters(2)}${c.r.digits(6)}` },
          { t: 'kv', k: 'Vehicle', v: c.reg },
          { t: 'space', h: 20 },
          { t: 'qr', data: `PARK-${c.r.digits(10)}`, size: 420 },
          { t: 'text', s: 'Scan at the entry barrier', align: 'center', size: 30 },
        ],
      };
    },
  },
  {
    name: 'station-prebook-email',
    kind: 'prebooked',
    medium: 'screen',
    genuine: true,
    period: 'prepaid',
    canFuture: true,
    tags: ['mail_app'],
    build: (c) => {
      const booked = c.start - c.r.int(1, 9) * DAY - c.r.int(0, 500);
      return {
        paper: {
          ...mail(c, 'Station parking booked', 'Rail Car Parks'),
          mailDate: `${D(c, booked, 'dowDMon')} ${T(c, booked, false, 'colon')}`,
        },
        blocks: [
          { t: 'text', s: `${c.town ?? c.street} Station car park`, bold: true, size: 40 },
          ...(c.postcode ? [{ t: 'text' as const, s: c.postcode }] : []),
          { t: 'text', s: `Valid from ${T(c, c.start)} on ${D(c, c.start, 'long')}` },
          {
            t: 'text',
            s: `until ${T(c, c.end, true)} on ${D(c, c.end - (c.end % DAY === 0 ? 1 : 0), 'long')}`,
          },
          { t: 'kv', k: 'Product', v: c.minutes >= 1440 ? 'Weekly / multi-day' : 'Day parking' },
          { t: 'kv', k: 'Booking ref', v: `RCP${c.r.digits(7)}` },
          { t: 'kv', k: 'Vehicle', v: c.reg },
          { t: 'kv', k: 'Total', v: money(price(c, 0.7)) },
          { t: 'barcode', code: c.r.digits(12), h: 110 },
          {
            t: 'text',
            s: `Booking made ${D(c, booked)}. Offer ends ${D(c, booked + 40 * DAY)}.`,
            size: 24,
            color: '#777',
          },
        ],
      };
    },
  },
  {
    name: 'event-prebook-qr',
    kind: 'prebooked',
    medium: 'paper',
    genuine: true,
    period: 'prepaid',
    canFuture: true,
    build: (c) => ({
      paper: { w: 800, bg: '#ffffff', fg: '#111', font: 'DejaVu Sans', size: 28, pad: 44, ink: c.ink },
      blocks: [
        { t: 'banner', s: 'PRE-BOOKED PARKING', bg: '#111', fg: '#ffd400' },
        {
          t: 'text',
          s: `${c.r.pick(['Riverside Stadium', 'County Arena', 'Showground'])}${c.town ? `, ${c.town}` : ''}`,
          bold: true,
        },
        { t: 'kv', k: 'Car park', v: `Car Park ${c.r.letters(1)}` },
        { t: 'kv', k: 'Entry from', v: `${D(c, c.start, 'dmy4')} ${T(c, c.start)}` },
        { t: 'kv', k: 'Exit by', v: `${D(c, c.end, 'dmy4')} ${T(c, c.end)}` },
        { t: 'kv', k: 'Booking ref', v: `${c.r.letters(3)}-${c.r.digits(5)}` },
        { t: 'qr', data: `EVT${c.r.digits(9)}`, size: 300 },
        { t: 'text', s: 'Print this page and place on dashboard', align: 'center', size: 22 },
      ],
    }),
  },
  {
    name: 'nhs-visitor',
    kind: 'hospital_university',
    medium: 'paper',
    genuine: true,
    period: 'past',
    tags: ['coloured_banner'],
    build: (c) => ({
      paper: thermal(c, { font: 'DejaVu Sans', size: 24 }),
      blocks: [
        {
          t: 'banner',
          s: 'NHS',
          bg: '#005eb8',
          fg: '#fff',
          sub: `${c.place.town} Hospitals NHS Foundation Trust`,
        },
        { t: 'text', s: 'VISITOR PARKING', align: 'center', bold: true },
        { t: 'text', s: `Car Park ${c.r.int(1, 9)}${c.postcode ? ` - ${c.postcode}` : ''}`, align: 'center' },
        { t: 'kv', k: 'Entry', v: `${D(c, c.start)} ${T(c, c.start)}` },
        { t: 'kv', k: 'Exit', v: `${D(c, c.end)} ${T(c, c.end)}` },
        { t: 'kv', k: 'Stay', v: fmtDuration(c.minutes, 'hrs') },
        { t: 'kv', k: 'Paid', v: money(price(c, 1.3)) },
        { t: 'text', s: 'Get well soon', align: 'center', size: 20 },
      ],
    }),
  },
  {
    name: 'hospital-patient-pd',
    kind: 'hospital_university',
    medium: 'paper',
    genuine: true,
    period: 'prepaid',
    build: (c) => ({
      paper: thermal(c),
      blocks: [
        {
          t: 'text',
          s: `ST ${c.r.pick(['MARY', 'LUKE', 'HELEN', 'OSWALD'])}'S HOSPITAL`,
          align: 'center',
          bold: true,
        },
        { t: 'text', s: 'Patient & Visitor P&D', align: 'center' },
        ...(addr(c) ? [{ t: 'text' as const, s: addr(c), align: 'center' as const }] : []),
        { t: 'kv', k: 'Issued', v: `${D(c, c.start, 'dmyDash')} ${T(c, c.start)}` },
        { t: 'kv', k: 'Valid until', v: endStr(c, true) },
        { t: 'kv', k: 'Charge', v: money(price(c, 1)) },
        { t: 'text', s: 'Blue Badge holders park free', align: 'center', size: 20 },
      ],
    }),
  },
  {
    name: 'university-campus-pd',
    kind: 'hospital_university',
    medium: 'paper',
    genuine: true,
    period: 'prepaid',
    build: (c) => ({
      paper: thermal(c, { font: 'DejaVu Serif Condensed', size: 26 }),
      blocks: [
        { t: 'text', s: `University of ${c.place.town}`, align: 'center', bold: true },
        { t: 'text', s: 'Campus Visitor Parking', align: 'center' },
        { t: 'rule' },
        { t: 'kv', k: 'From', v: `${T(c, c.start)}  ${D(c, c.start, 'dMonY')}` },
        { t: 'kv', k: 'To', v: `${T(c, c.end)}  ${D(c, c.end, 'dMonY')}` },
        { t: 'kv', k: 'Car park', v: `${c.r.pick(['Library', 'Science Park', 'North'])} ${c.r.int(1, 4)}` },
        ...(c.postcode ? [{ t: 'kv' as const, k: 'Postcode', v: c.postcode }] : []),
        { t: 'kv', k: 'Paid', v: money(price(c, 1.1)) },
        { t: 'text', s: 'Display face up on dashboard', align: 'center', size: 21 },
      ],
    }),
  },
  {
    name: 'supermarket-free-entry',
    kind: 'supermarket_retail',
    medium: 'paper',
    genuine: true,
    period: 'tariff',
    tags: ['coloured_banner'],
    build: (c) => ({
      paper: thermal(c, { font: 'DejaVu Sans', size: 25 }),
      blocks: [
        { t: 'banner', s: 'FRESHWAYS', bg: '#0a7a3b', fg: '#fff', sub: 'Customer car park' },
        { t: 'text', s: 'FREE FOR CUSTOMERS', align: 'center', bold: true },
        { t: 'kv', k: 'Date', v: D(c, c.start) },
        { t: 'kv', k: 'Entry time', v: T(c, c.start) },
        {
          t: 'kv',
          k: 'Max stay',
          v: c.minutes < 60 ? `${c.minutes} minutes` : fmtDuration(c.minutes, 'long'),
        },
        ...(addr(c)
          ? [{ t: 'text' as const, s: `Store: ${addr(c)}`, align: 'center' as const, size: 21 }]
          : []),
        { t: 'text', s: 'Overstay may result in a Parking', align: 'center', size: 17 },
        { t: 'text', s: 'Charge Notice of £100 (reduced to £60)', align: 'center', size: 17 },
      ],
    }),
  },
  {
    name: 'retail-park-refund',
    kind: 'supermarket_retail',
    medium: 'paper',
    genuine: true,
    period: 'prepaid',
    build: (c) => ({
      paper: thermal(c),
      blocks: [
        {
          t: 'text',
          s: `${c.r.pick(['Westfield Way', 'Oakridge', 'Kingsmead'])} Retail Park`,
          align: 'center',
          bold: true,
        },
        ...(c.town ? [{ t: 'text' as const, s: c.town, align: 'center' as const }] : []),
        { t: 'kv', k: 'Time in', v: `${T(c, c.start)} ${D(c, c.start)}` },
        { t: 'kv', k: 'Valid to', v: `${T(c, c.end)} ${D(c, c.end)}` },
        { t: 'kv', k: 'Paid', v: money(price(c, 1)) },
        { t: 'text', s: 'REFUND IN STORE', align: 'center', bold: true },
        { t: 'text', s: 'with purchases over £10', align: 'center', size: 20 },
        { t: 'text', s: `Offer ends ${D(c, c.today + 30 * DAY)}`, align: 'center', size: 20 },
      ],
    }),
  },
  {
    name: 'hotel-hang-tag',
    kind: 'hotel',
    medium: 'paper',
    genuine: true,
    period: 'multiday',
    canShort: false,
    build: (c) => ({
      paper: {
        w: 520,
        bg: '#f4efe4',
        fg: '#3b2a1a',
        font: 'DejaVu Serif',
        size: 28,
        pad: 40,
        edge: 'hole',
        ink: c.ink,
      },
      blocks: [
        { t: 'space', h: 80 },
        { t: 'text', s: 'The Grange Hotel', align: 'center', bold: true, size: 36 },
        { t: 'text', s: c.town ?? 'Guest car park', align: 'center' },
        { t: 'text', s: 'GUEST PARKING', align: 'center', bold: true },
        { t: 'rule' },
        { t: 'kv', k: 'Room', v: String(c.r.int(101, 420)) },
        { t: 'kv', k: 'Arrival', v: D(c, c.start, 'dmy2') },
        { t: 'kv', k: '', v: T(c, c.start) },
        { t: 'kv', k: 'Departure', v: D(c, c.end, 'dmy2') },
        { t: 'kv', k: '', v: T(c, c.end) },
        { t: 'kv', k: 'Car park charge', v: money(12 * Math.ceil(c.minutes / 1440)) },
        { t: 'kv', k: 'Reg', v: c.reg },
        { t: 'text', s: 'Hang from rear-view mirror', align: 'center', size: 20 },
      ],
    }),
  },
  {
    name: 'hotel-reception-slip',
    kind: 'hotel',
    medium: 'paper',
    genuine: true,
    period: 'multiday',
    canShort: false,
    build: (c) => ({
      paper: { w: 700, bg: '#ffffff', fg: '#222', font: 'DejaVu Sans', size: 27, pad: 40, ink: c.ink },
      blocks: [
        { t: 'text', s: `${c.r.pick(['Harbour View', 'Kingsley', 'Old Mill'])} Inn`, bold: true, size: 36 },
        ...(addr(c) ? [{ t: 'text' as const, s: `${c.street}, ${addr(c)}` }] : []),
        { t: 'rule' },
        { t: 'text', s: 'Guest parking', bold: true },
        { t: 'text', s: `Valid from ${T(c, c.start)} ${D(c, c.start)}` },
        { t: 'text', s: `to ${T(c, c.end)} ${D(c, c.end)}` },
        { t: 'kv', k: 'Guest', v: `Room ${c.r.int(1, 40)}` },
        { t: 'kv', k: 'Vehicle', v: c.reg },
        { t: 'text', s: 'Please leave on dashboard. Reception 24h.', size: 21 },
      ],
    }),
  },
  {
    name: 'park-and-ride-lastbus',
    kind: 'park_and_ride',
    medium: 'paper',
    genuine: true,
    period: 'prepaid',
    tags: ['coloured_banner'],
    build: (c) => ({
      paper: thermal(c, { font: 'DejaVu Sans', size: 25 }),
      blocks: [
        {
          t: 'banner',
          s: 'Park & Ride',
          bg: '#f2b705',
          fg: '#111',
          sub: `${c.place.town} ${c.r.pick(['North', 'South', 'East', 'West'])}`,
        },
        { t: 'text', s: 'Car park + bus for all occupants', align: 'center', size: 21 },
        { t: 'kv', k: 'Date', v: D(c, c.start) },
        { t: 'kv', k: 'Issued', v: T(c, c.start) },
        { t: 'kv', k: 'Car park', v: c.street },
        { t: 'text', s: `Valid until last bus (${T(c, c.end)})`, align: 'center', bold: true },
        ...(c.postcode ? [{ t: 'text' as const, s: c.postcode, align: 'center' as const }] : []),
        { t: 'kv', k: 'Fare', v: money(3) },
      ],
    }),
  },
  {
    name: 'park-and-ride-day',
    kind: 'park_and_ride',
    medium: 'paper',
    genuine: true,
    period: 'allday',
    canShort: false,
    build: (c) => ({
      paper: thermal(c),
      blocks: [
        { t: 'text', s: 'P+R DAY TICKET', align: 'center', bold: true, size: 36 },
        { t: 'text', s: `${c.town ?? 'City'} Park & Ride`, align: 'center' },
        { t: 'text', s: 'Parking + return bus travel', align: 'center', size: 21 },
        { t: 'kv', k: 'Date', v: D(c, c.start) },
        { t: 'kv', k: 'Time', v: T(c, c.start) },
        { t: 'kv', k: 'Valid', v: 'All day' },
        { t: 'kv', k: 'Price', v: money(4.5) },
        { t: 'kv', k: 'Site', v: c.street },
      ],
    }),
  },
  {
    name: 'event-gate-stub',
    kind: 'event',
    medium: 'paper',
    genuine: true,
    period: 'prepaid',
    build: (c) => ({
      paper: {
        w: 620,
        bg: '#fff7d6',
        fg: '#1a1a1a',
        font: 'DejaVu Sans Condensed',
        size: 27,
        pad: 34,
        ink: c.ink,
      },
      blocks: [
        {
          t: 'text',
          s: `${c.place.town} ${c.r.pick(['Food Festival', 'County Show', 'Air Show', 'Steam Rally'])}`,
          align: 'center',
          bold: true,
          size: 34,
        },
        { t: 'text', s: 'EVENT DAY PARKING', align: 'center', bold: true },
        { t: 'kv', k: 'Gate', v: c.r.letters(1) },
        { t: 'kv', k: 'Issued', v: `${D(c, c.start, 'dowDMon')} ${T(c, c.start, false, 'pm')}` },
        { t: 'kv', k: 'Valid until', v: `${T(c, c.end, true, 'pm')}` },
        { t: 'kv', k: 'Charge', v: money(10) },
        { t: 'stub', s: `STUB ${c.r.digits(5)} · retain` },
      ],
    }),
  },
  {
    name: 'meter-slip',
    kind: 'meter_slip',
    medium: 'paper',
    genuine: true,
    period: 'prepaid',
    build: (c) => ({
      paper: { w: 380, bg: '#fdfdf8', fg: '#222', font: 'DejaVu Sans Mono', size: 22, pad: 20, ink: c.ink },
      blocks: [
        { t: 'text', s: `METER ${c.r.digits(4)}`, bold: true },
        { t: 'text', s: `${c.street.toUpperCase().slice(0, 22)}` },
        ...(c.town ? [{ t: 'text' as const, s: c.town.toUpperCase().slice(0, 24) }] : []),
        { t: 'text', s: D(c, c.start, c.r.pick(['dmy2', 'dmyDash', 'dMONy'])) },
        { t: 'kv', k: 'FROM', v: T(c, c.start, false, 'colon') },
        { t: 'kv', k: 'TO', v: T(c, c.end, false, 'colon') },
        { t: 'kv', k: 'PAID', v: money(price(c, 2.4)) },
      ],
    }),
  },
  {
    name: 'meter-sticker-p',
    kind: 'meter_slip',
    medium: 'paper',
    genuine: true,
    period: 'prepaid',
    build: (c) => ({
      paper: {
        w: 420,
        bg: '#ffffff',
        fg: '#111',
        font: 'DejaVu Sans Condensed',
        size: 24,
        pad: 22,
        edge: 'rounded',
        ink: c.ink,
      },
      blocks: [
        { t: 'banner', s: 'PAID', bg: '#c8102e', fg: '#fff', size: 34 },
        {
          t: 'text',
          s: `Meter ${c.r.letters(1)}${c.r.digits(3)} · ${D(c, c.start, 'dmy2')}`,
          align: 'center',
        },
        { t: 'text', s: `From ${T(c, c.start, false, 'p')}`, align: 'center' },
        { t: 'text', s: 'EXPIRES', align: 'center', bold: true },
        { t: 'text', s: T(c, c.end, false, 'p'), align: 'center', bold: true, size: 52 },
        {
          t: 'text',
          s: `${c.town ?? ''} ${c.postcode ?? ''}`.trim() || 'Stick to inside of windscreen',
          align: 'center',
          size: 20,
        },
      ],
    }),
  },
  {
    name: 'council-scratch-voucher',
    kind: 'council_voucher',
    medium: 'paper',
    genuine: true,
    period: 'voucher',
    build: (c) => {
      const p = parts(c.start);
      const h12 = p.h % 12 === 0 ? 12 : p.h % 12;
      const label =
        c.minutes >= 1440 - 1 || c.minutes > 600
          ? 'ALL DAY'
          : c.minutes < 60
            ? `${c.minutes} MINUTES`
            : `${c.minutes / 60} HOUR${c.minutes === 60 ? '' : 'S'}`;
      const grid = (
        x: number,
        y: number,
        w: number,
        title: string,
        items: string[],
        mark: number,
        cols: number,
      ) => {
        const cw = w / cols;
        const rows = Math.ceil(items.length / cols);
        let s = `<text x="${x}" y="${y + 26}" font-size="24" font-weight="bold">${title}</text>`;
        items.forEach((it, i) => {
          const cx = x + (i % cols) * cw;
          const cy = y + 40 + Math.floor(i / cols) * 44;
          if (i === mark)
            s += `<rect x="${cx + 2}" y="${cy}" width="${cw - 4}" height="38" fill="#fff" stroke="#111" stroke-width="2"/><text x="${cx + cw / 2}" y="${cy + 28}" font-size="22" text-anchor="middle" font-weight="bold">${it}</text><path d="M${cx + 4} ${cy + 4} L${cx + cw - 6} ${cy + 34}" stroke="#555" stroke-width="2"/>`;
          else
            s += `<rect x="${cx + 2}" y="${cy}" width="${cw - 4}" height="38" fill="#b8b8b8"/><text x="${cx + cw / 2}" y="${cy + 28}" font-size="20" text-anchor="middle" fill="#555">${it}</text>`;
        });
        return { s, h: 40 + rows * 44 };
      };
      const months = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
      const days = Array.from({ length: 31 }, (_, i) => String(i + 1));
      const hours = Array.from({ length: 12 }, (_, i) => String(i + 1));
      const mins = ['00', '15', '30', '45'];
      const g1 = (x: number, y: number, w: number) => grid(x, y, w, 'MONTH', months, p.mo - 1, 6);
      const g2 = (x: number, y: number, w: number) => grid(x, y, w, 'DAY', days, p.d - 1, 8);
      const g3 = (x: number, y: number, w: number) => grid(x, y, w, 'HOUR', hours, h12 - 1, 6);
      const g4 = (x: number, y: number, w: number) => grid(x, y, w, 'MINUTE', mins, Math.floor(p.mi / 15), 4);
      const g5 = (x: number, y: number, w: number) =>
        grid(x, y, w, 'AM / PM', ['AM', 'PM'], p.h < 12 ? 0 : 1, 2);
      return {
        paper: { w: 640, bg: '#fffdf2', fg: '#111', font: 'DejaVu Sans', size: 26, pad: 30, ink: c.ink },
        blocks: [
          {
            t: 'banner',
            s: c.place.welsh && c.r.chance(0.5) ? c.place.welsh : council(c),
            bg: '#4b2a7b',
            fg: '#fff',
            size: 28,
            sub: 'Parking voucher',
          },
          { t: 'text', s: label, align: 'center', bold: true, size: 44 },
          { t: 'text', s: 'Scratch off the date and time of arrival', align: 'center', size: 19 },
          { t: 'raw', h: g1(0, 0, 1).h, svg: (x, y, w) => g1(x, y, w).s },
          { t: 'raw', h: g2(0, 0, 1).h, svg: (x, y, w) => g2(x, y, w).s },
          { t: 'raw', h: g3(0, 0, 1).h, svg: (x, y, w) => g3(x, y, w).s },
          { t: 'raw', h: g4(0, 0, 1).h, svg: (x, y, w) => g4(x, y, w).s },
          { t: 'raw', h: g5(0, 0, 1).h, svg: (x, y, w) => g5(x, y, w).s },
          {
            t: 'text',
            s: `Year ${p.y}. Valid in council car parks${c.town ? ` in ${c.town}` : ''}.`,
            align: 'center',
            size: 19,
          },
          { t: 'text', s: `Voucher no. ${c.r.digits(7)}`, align: 'center', size: 19 },
        ],
      };
    },
  },
  {
    name: 'noon-expiry-pd',
    kind: 'pay_and_display',
    medium: 'paper',
    genuine: true,
    period: 'noon',
    canShort: true,
    build: (c) => ({
      paper: thermal(c, { font: 'DejaVu Sans', size: 25 }),
      blocks: [
        { t: 'text', s: `${council(c)}`, align: 'center', bold: true },
        { t: 'text', s: `${c.street} car park`, align: 'center' },
        { t: 'rule' },
        { t: 'kv', k: 'Date', v: D(c, c.start, c.r.pick(['long', 'dMonY', 'dmy4'])) },
        { t: 'kv', k: 'Arrived', v: T(c, c.start, false, c.r.pick(['pm', 'PMdot'])) },
        { t: 'kv', k: 'Valid until', v: T(c, c.end, true), bold: true, size: 34 },
        { t: 'kv', k: 'Paid', v: money(price(c)) },
        ...(c.postcode ? [{ t: 'kv' as const, k: 'Postcode', v: c.postcode }] : []),
        { t: 'text', s: 'Morning tariff · no return within 1 hr', align: 'center', size: 19 },
      ],
    }),
  },
  {
    name: 'weekly-pass-msc',
    kind: 'multi_storey',
    medium: 'paper',
    genuine: true,
    period: 'multiday',
    canShort: false,
    build: (c) => ({
      paper: thermal(c, { size: 24 }),
      blocks: [
        { t: 'text', s: 'LANYARD PARKING', align: 'center', bold: true },
        { t: 'text', s: `${c.street} Multi-Storey`, align: 'center' },
        ...(addr(c) ? [{ t: 'text' as const, s: addr(c), align: 'center' as const }] : []),
        {
          t: 'text',
          s: c.minutes <= 1440 ? '24 HOURS' : `${Math.round(c.minutes / 1440)} DAY PASS`,
          align: 'center',
          bold: true,
          size: 40,
        },
        { t: 'kv', k: 'Valid from', v: `${D(c, c.start, 'dMONy')} ${T(c, c.start)}` },
        { t: 'kv', k: 'Valid until', v: `${D(c, c.end, 'dMONy')} ${T(c, c.end)}` },
        { t: 'kv', k: 'Level', v: `${c.r.int(1, 8)} (any bay)` },
        { t: 'kv', k: 'Amount paid', v: money(9 * Math.ceil(c.minutes / 1440)) },
        { t: 'text', s: 'Display face up', align: 'center' },
      ],
    }),
  },
];
