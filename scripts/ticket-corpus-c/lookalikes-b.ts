// Look-alikes, part 2: transport tickets, everything else with a date, and kinds the guide does not name.
import { CAR_PARK_NAMES, SUPERMARKETS } from './data.ts';
import { ALL_12, fmtDate, fmtDur } from './dates.ts';
import { cardExp, otherDate, ticketNo, vat } from './lh.ts';
import { mailPhone, walletPass } from './layouts-screen.ts';
import { BAN, BAR, C, GAP, type Item, KV, PERF, QR, RULE, receipt, T, WRAP } from './svg.ts';
import type { Ctx, LayoutDef } from './types.ts';

const loc = (c: Ctx): Item[] => c.where().map((l) => C(l, { size: 22 }));
const L = (
  name: string,
  kind: string,
  about: string,
  draw: (c: Ctx) => ReturnType<LayoutDef['draw']>,
  medium: 'paper' | 'screen' = 'paper',
  features?: string[],
): LayoutDef => ({
  name,
  kind,
  genuine: false,
  medium,
  period: 'session',
  about,
  draw,
  features,
  darkable: medium === 'screen',
});

export const LOOKALIKES_B: LayoutDef[] = [
  L('shop-receipt', 'other', 'supermarket till receipt with a line about the customer car park', (c) => {
    const items: Item[] = [];
    for (let i = 0; i < c.rng.int(5, 9); i++)
      items.push(
        KV(
          c.rng.pick(['MILK 2L', 'BREAD', 'BANANAS', 'TEABAGS 80', 'PASTA', 'CHEDDAR', 'APPLES', 'COFFEE']),
          c.money(0.5, 5),
        ),
      );
    return receipt(
      { w: 480, font: 'mono', size: 22, torn: true },
      [
        C(c.rng.pick(SUPERMARKETS).toUpperCase(), { bold: true, size: 30 }),
        ...loc(c),
        RULE(true),
        ...items,
        RULE(true),
        KV('TOTAL', c.money(8, 60), { bold: true }),
        KV('VISA', `**** ${c.rng.digits(4)}`),
        T(`${fmtDate(c.start, 'dmy2')} ${c.time(['hh:mm'])(c.start)}  ST ${c.rng.digits(4)}`),
        C('Customer car park: 2 hrs max stay', { size: 18 }),
        C(vat(c), { size: 16 }),
      ],
      c.rng,
    );
  }),
  L('cinema-ticket', 'other', 'cinema ticket: screen, start time, running time', (c) => {
    return receipt(
      { w: 460, font: 'cond', size: 26, paper: '#1f1f1f', ink: '#f5f5f5' },
      [
        C(c.rng.pick(['ODEONIA', 'Picturehouse 6', 'Vue-Point']), { bold: true, size: 32 }),
        C(c.rng.pick(['THE LONG ROAD HOME', 'STARFALL', 'MIDNIGHT EXPRESSWAY'])),
        KV('Date', fmtDate(c.start, 'dow_d_mon_y')),
        KV('Time', c.time(ALL_12)(c.end)),
        KV('Screen', String(c.rng.int(1, 9))),
        KV('Seat', `${c.rng.letters(1)}${c.rng.int(1, 20)}`),
        KV('Running time', `${c.rng.int(95, 170)} mins`),
        KV('Adult', c.money(8, 14)),
      ],
      c.rng,
    );
  }),
  L('event-admission', 'other', 'concert admission ticket: doors, stub, no parking', (c) => {
    return receipt(
      { w: 560, font: 'sans', size: 25, paper: '#fdf2f8', border: '#9d174d' },
      [
        BAN('ADMIT ONE', '#9d174d', '#fff', { size: 32 }),
        C(c.rng.pick(['The Harbour Arena', 'Corn Exchange', 'City Hall'])),
        KV('Date', fmtDate(c.start, 'long')),
        KV('Doors', c.time(['hh:mm', '12h'])(c.end)),
        KV('Block', c.rng.pick(['Standing', 'B', 'C'])),
        KV('Price', c.money(25, 70)),
        C('No parking at venue – use public transport', { size: 20 }),
        PERF(),
        C(`STUB ${ticketNo(c, 8)}`, { size: 20 }),
      ],
      c.rng,
    );
  }),
  L(
    'lounge-pass',
    'other',
    'airport lounge / fast-track pass with entry time and 3-hour stay',
    (c) => {
      const D = c.date(['d_mon_y', 'dmy4']);
      const Tm = c.time(['hh:mm']);
      return walletPass(
        c,
        c.rng.pick(['Aspire Lounge', 'Fast Track Security', 'No.1 Lounges']),
        '#0f172a',
        [
          ['Date', D(c.start)],
          ['Entry from', Tm(c.start)],
          ['Max stay', '3 hours'],
          ['Guests', '1 adult'],
          ['Terminal', 'North'],
          ['Ref', ticketNo(c, 8)],
        ],
        'Present at lounge reception',
        `LNG${c.rng.digits(10)}`,
      );
    },
    'screen',
  ),
  L('delivery-note', 'other', 'delivery note: delivered time, left at car park entrance', (c) => {
    return receipt(
      { w: 760, font: 'sans', size: 24, pad: 40, paper: '#fff' },
      [
        T('DELIVERY NOTE', { bold: true, size: 32 }),
        T(`${c.rng.pick(['ParcelGo', 'Swift Freight', 'DPDQ'])} · consignment ${ticketNo(c, 10)}`),
        RULE(),
        KV('Delivered', `${fmtDate(c.start, 'dmy4')} ${c.time(['hh:mm'])(c.start)}`),
        KV('Items', String(c.rng.int(1, 6))),
        KV('Left at', 'Car park entrance, goods-in'),
        KV('Signed', c.rng.pick(['J. PATEL', 'M. JONES', 'SECURITY'])),
        ...c.where().map((l) => KV('Address', l)),
        BAR(60),
      ],
      c.rng,
    );
  }),
  L('loyalty-voucher', 'other', 'loyalty voucher printed today: £5 off, valid until', (c) => {
    return receipt(
      { w: 480, font: 'sans', size: 25, paper: '#fff', border: '#16a34a' },
      [
        BAN('£5 OFF', '#16a34a', '#fff', { size: 44 }),
        C('your next shop over £40'),
        KV('Issued', `${fmtDate(c.start, 'dmy2')} ${c.time(['hh:mm'])(c.start)}`),
        KV('Valid until', otherDate(c, true)),
        KV('Card', `**** ${c.rng.digits(4)}`),
        C('Free parking for 2 hours while you shop', { size: 20 }),
        BAR(60),
      ],
      c.rng,
    );
  }),
  L('card-slip', 'other', 'bank card terminal slip (customer copy) with date and time', (c) => {
    return receipt(
      { w: 420, font: 'mono', size: 22, torn: true },
      [
        C(c.rng.pick(['THE COFFEE HOUSE', 'HARBOUR CAFE', 'BOOKS & CO']), { bold: true }),
        ...loc(c),
        C('CUSTOMER COPY'),
        RULE(true),
        T('CONTACTLESS'),
        T(`VISA ************${c.rng.digits(4)}`),
        KV('EXPIRY', cardExp(c)),
        KV('SALE', c.money(3, 40), { bold: true }),
        T(`${fmtDate(c.start, 'dmy2')}  ${c.time(['hh:mm:ss'])(c.start)}`),
        KV('AUTH CODE', c.rng.digits(6)),
        C('PLEASE RETAIN', { size: 20 }),
      ],
      c.rng,
    );
  }),
  // Kinds the guide does not name.
  L(
    'campsite-pitch-tag',
    'unnamed',
    'campsite pitch tag: arrival / departure, vehicle reg, extra car park',
    (c) => {
      const D = c.date(['dmy2', 'd_mon']);
      return receipt(
        { w: 460, font: 'sans', size: 25, hole: true, paper: '#d9f99d', border: '#3f6212' },
        [
          C(c.rng.pick(['Meadow View Campsite', 'Lakeside Touring Park']), { bold: true }),
          ...loc(c),
          C(`PITCH ${c.rng.int(1, 80)}`, { bold: true, size: 40 }),
          KV('Arrival', `${D(c.start)} ${c.time(['hh:mm'])(c.start)}`),
          KV('Departure', `${D(c.start + 2 * 1440)} by 11:00`),
          KV('Vehicle', c.reg),
          C('Extra vehicles use the overflow car park', { size: 18 }),
        ],
        c.rng,
      );
    },
  ),
  L('marina-berth', 'unnamed', 'marina visitor berth receipt: arrival time, nights, boat length', (c) => {
    return receipt(
      { w: 520, font: 'serif', size: 25 },
      [
        BAN(`${c.town ?? 'Harbour'} Marina`, '#1e3a8a', '#fff'),
        C('VISITOR BERTH RECEIPT'),
        KV('Date', fmtDate(c.start, 'dmy4')),
        KV('Arrived', c.time(['hh:mm'])(c.start)),
        KV('Berth', `${c.rng.letters(1)}${c.rng.int(1, 40)}`),
        KV('Vessel length', `${c.rng.int(7, 14)}m`),
        KV('Nights', '1'),
        KV('Fee', c.money(20, 60)),
        C('Berth holders may use the marina car park', { size: 20 }),
        ...loc(c),
      ],
      c.rng,
    );
  }),
  L('self-storage-access', 'unnamed', 'self-storage gate access slip: access window, unit, vehicle', (c) => {
    const Tm = c.time(['hh:mm']);
    return receipt(
      { w: 460, font: 'mono', size: 23 },
      [
        C('STORE-IT SELF STORAGE', { bold: true }),
        ...loc(c),
        RULE(true),
        KV('UNIT', String(c.rng.int(100, 480))),
        KV('DATE', fmtDate(c.start, 'dmy2')),
        KV('GATE IN', Tm(c.start)),
        KV('ACCESS UNTIL', Tm(c.end)),
        KV('LOADING BAY', `${fmtDur(c.rng.pick([30, 60]), 'mins')} max`),
        KV('VEHICLE', c.reg),
      ],
      c.rng,
    );
  }),
  L(
    'driving-lesson',
    'unnamed',
    'driving lesson receipt: lesson 2 hrs, pick-up from a supermarket car park',
    (c) => {
      const Tm = c.time([...ALL_12, 'hh:mm']);
      return receipt(
        { w: 520, font: 'serifc', size: 25, paper: '#fff' },
        [
          C(c.rng.pick(['Pass First Driving School', 'L-Plate Academy']), { bold: true, size: 28 }),
          C('Lesson receipt'),
          RULE(),
          KV('Date', fmtDate(c.start, 'd_mon_y')),
          KV('Lesson', `${Tm(c.start)} – ${Tm(c.end)}`),
          KV('Length', fmtDur(c.minutes, 'hrs')),
          KV('Pick-up', `${c.rng.pick(SUPERMARKETS)} car park`),
          KV('Car', c.reg),
          KV('Paid', c.money(30, 70)),
          ...loc(c),
        ],
        c.rng,
      );
    },
  ),
  L('left-luggage', 'unnamed', 'left-luggage / cloakroom ticket: deposited, collect by, duration', (c) => {
    const Tm = c.time(['hh:mm']);
    return receipt(
      { w: 420, font: 'sans', size: 26, paper: '#fde68a' },
      [
        C('LEFT LUGGAGE', { bold: true, size: 32 }),
        C(`No. ${c.rng.int(100, 999)}`, { bold: true, size: 46 }),
        KV('Date', fmtDate(c.start, 'dmy4')),
        KV('Deposited', Tm(c.start)),
        KV('Collect by', Tm(c.end + 240)),
        KV('Items', String(c.rng.int(1, 3))),
        KV('Fee', c.money(5, 12)),
        PERF(),
        C('Customer copy', { size: 20 }),
      ],
      c.rng,
    );
  }),
  L('bike-hire', 'unnamed', 'cycle hire slip: hire from / return by, dock at the car park', (c) => {
    const Tm = c.time(['hh:mm', '12h']);
    return receipt(
      { w: 480, font: 'sans', size: 25 },
      [
        BAN('CYCLE HIRE', '#dc2626', '#fff'),
        ...loc(c),
        KV('Date', fmtDate(c.start, 'dmy4')),
        KV('Hire from', Tm(c.start)),
        KV('Return by', Tm(c.end + 60)),
        KV('Duration', fmtDur(c.minutes + 60, 'hrs')),
        KV('Bike', `#${c.rng.digits(4)}`),
        C(`Return to the dock by the ${c.rng.pick(CAR_PARK_NAMES)}`, { size: 20 }),
      ],
      c.rng,
    );
  }),
  L(
    'recycling-slot',
    'unnamed',
    'household recycling centre booking: vehicle reg, 30-minute slot',
    (c) => {
      const Tm = c.time(['hh:mm']);
      return mailPhone(
        c,
        'Recycling centre booking confirmed',
        'Waste Services <bookings@council.example>',
        fmtDate(c.start - 1440, 'd_mon_y'),
        [
          ['Site', c.town ? `${c.town} Recycling Centre` : 'Recycling Centre'],
          ['Date', fmtDate(c.start, 'longcomma')],
          ['Slot', `${Tm(c.start)} – ${Tm(c.start + 30)}`],
          ['Vehicle', c.reg],
          ['Booking ref', ticketNo(c, 7)],
          ['Vans', 'Not permitted'],
        ],
        'Please queue in the site car park and show this e-mail.',
        'Waste Services',
        '#4d7c0f',
      );
    },
    'screen',
    ['mail-app'],
  ),
  L('gym-session', 'unnamed', 'leisure centre swim/gym session ticket: session time, 60 minutes', (c) => {
    return receipt(
      { w: 440, font: 'cond', size: 26 },
      [
        C(`${c.town ?? 'Community'} Leisure Centre`, { bold: true }),
        C('SWIM SESSION'),
        KV('Date', fmtDate(c.start, 'dmy4')),
        KV('Session', c.time(['hh:mm'])(c.start)),
        KV('Length', '60 minutes'),
        KV('Adult', c.money(4, 7)),
        C('Car park free for 2 hours for members', { size: 18 }),
        ...loc(c),
        QR(`LC${c.rng.digits(8)}`, 150),
        GAP(6),
      ],
      c.rng,
    );
  }),
];

export { WRAP };
