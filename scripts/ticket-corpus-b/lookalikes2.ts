// Look-alikes: garages, transport, everything else with a date, and kinds the guide does not name.
import { addDays, addMin, fmtDate, fmtTime } from './dates.ts';
import type { Block } from './doc.ts';
import { CARPARK_NAMES, STREETS } from './places.ts';
import { appBar, cardExpiry, money, phone, placeLine, pl, statusBar, thermal, ticketNo } from './common.ts';
import type { Ctx, LayoutDef } from './types.ts';

type L = Omit<LayoutDef, 'periods' | 'medium'> & { medium?: LayoutDef['medium'] };
const a4 = (c: Ctx) =>
  thermal(c, {
    w: 620,
    bg: '#ffffff',
    font: c.rng.pick(['DejaVu Sans', 'DejaVu Serif', 'DejaVu Sans Condensed']),
    size: 18,
    dot: false,
    lowInk: false,
    shape: 'plain',
    pad: 32,
  });
const kvs = (rows: [string, string][]): Block[] => rows.map(([k, v]) => ({ t: 'kv', k, v }));
const T = (c: Ctx, m = 0) => c.f.T(addMin(c.start, m));

const L2: L[] = [
  {
    name: 'mot-invoice',
    kind: 'vehicle_service',
    loc: 'full',
    note: 'MOT / service invoice: collect from the customer car park, next MOT date',
    build: (c) => ({
      style: a4(c),
      blocks: [
        {
          t: 'text',
          s: `${c.rng.pick(['Brookside', 'Kwik', 'Halfway', 'Station'])} Motors Ltd`,
          bold: true,
          size: 26,
        },
        ...pl(placeLine(c)),
        { t: 'text', s: 'INVOICE', bold: true },
        ...kvs([
          ['Invoice date', c.f.D(c.start)],
          ['Vehicle', `${c.vrm}  Ford Focus`],
          ['Booked in', T(c)],
          ['Work completed', T(c, c.minutes)],
          ['MOT test', '£54.85'],
          ['Next MOT due', fmtDate(addDays(c.today, 364), 'dmy4')],
          ['Total', '£54.85'],
        ]),
        {
          t: 'para',
          s: 'Your car is ready. Please collect your car from the customer car park at the rear; keys at reception.',
        },
      ],
    }),
  },
  {
    name: 'tyre-fitting',
    kind: 'vehicle_service',
    loc: 'mixed',
    note: 'tyre fitting job sheet with appointment time and duration',
    build: (c) => ({
      style: thermal(c),
      blocks: [
        {
          t: 'text',
          s: c.rng.pick(['Tyre Express', 'Kwik Tyres', 'National Tyre Centre']),
          bold: true,
          align: 'c',
          size: 24,
        },
        ...pl(placeLine(c)),
        ...kvs([
          ['Date', c.f.D(c.start)],
          ['Appointment', T(c)],
          ['Est. duration', '1 hr'],
          ['Reg', c.vrm],
          ['2x 205/55 R16', '£158.00'],
          ['Balancing', '£12.00'],
        ]),
      ],
    }),
  },
  {
    name: 'car-hire-return',
    kind: 'vehicle_service',
    loc: 'mixed',
    note: 'car hire return receipt: returned to car park level 2, rental days',
    build: (c) => ({
      style: a4(c),
      blocks: [
        {
          t: 'banner',
          s: c.rng.pick(['Enterprise-ish Rent', 'EasyHire Cars', 'Avon Car Rental']),
          bg: '#2e7d32',
          align: 'l',
        },
        { t: 'text', s: 'Vehicle return receipt', bold: true },
        ...kvs([
          ['Collected', `${fmtDate(addDays(c.today, -3), 'dmy4')} 09:30`],
          ['Returned', `${c.f.D(c.start)} ${T(c)}`],
          ['Return location', `Car park level 2, bay ${c.rng.int(1, 90)}`],
          ['Vehicle', c.vrm],
          ['Rental days', '3'],
          ['Fuel', 'Full'],
        ]),
        ...pl(placeLine(c)),
        { t: 'para', s: 'Vehicle returned to car park level 2. Keys deposited in key box.' },
      ],
    }),
  },
  {
    name: 'breakdown-callout',
    kind: 'vehicle_service',
    medium: 'screen',
    loc: 'code',
    note: 'breakdown callout tracker: patrol arrival time at a car park',
    build: (c) => ({
      style: phone(c),
      blocks: [
        statusBar(c, true, c.now),
        appBar(c, c.rng.pick(['RAC', 'AA', 'Green Flag']), '#f57c00', !c.dark),
        { t: 'text', s: 'Help is on the way', bold: true, size: 26 * c.screen.scale },
        { t: 'map', h: 300 * c.screen.scale, seed: c.rng.int(1, 1e9), dark: c.dark },
        ...kvs([
          ['Reported', `${c.f.D(c.start)} ${T(c)}`],
          ['Location', `${c.rng.pick(CARPARK_NAMES)} car park`],
          ['Patrol ETA', T(c, 55)],
          ['Job', ticketNo(c, 8)],
          ['Vehicle', c.vrm],
        ]),
      ],
    }),
  },
  {
    name: 'rail-ticket',
    kind: 'transport',
    loc: 'town',
    note: 'orange-striped rail ticket with date, route and valid times',
    build: (c) => ({
      style: thermal(c, { bg: '#fff7e6', w: 520 }),
      blocks: [
        {
          t: 'raw',
          h: 14,
          svg: (x, y, w) => `<rect x="${x}" y="${y}" width="${w}" height="8" fill="#f57c00"/>`,
        },
        { t: 'cols', cells: ['STANDARD', 'OFF-PEAK DAY RETURN'], bold: true },
        ...kvs([
          ['From', (c.townName ?? c.town.town).toUpperCase()],
          ['To', c.rng.pick(['LONDON TERMINALS', 'BIRMINGHAM', 'MANCHESTER PICC'])],
          ['Valid', c.f.D(c.start)],
          ['Depart', T(c)],
          ['Price', money(c.rng.float(12, 60))],
          ['Route', 'ANY PERMITTED'],
        ]),
        { t: 'text', s: `Issued ${c.f.D(c.start)} ${T(c, -10)}  No. ${ticketNo(c, 5)}`, size: 14 },
      ],
    }),
  },
  {
    name: 'bus-ticket',
    kind: 'transport',
    loc: 'town',
    note: 'bus day ticket with issue time and expiry',
    build: (c) => ({
      style: thermal(c, { w: 300, size: 18 }),
      blocks: [
        {
          t: 'text',
          s: c.rng.pick(['Stagecoach', 'First Bus', 'Arriva', 'Go North']),
          bold: true,
          align: 'c',
        },
        ...pl(c.townName),
        ...kvs([
          ['DAYRIDER', money(c.rng.pick([4.5, 5, 6]))],
          ['Date', c.f.D(c.start)],
          ['Issued', T(c)],
          ['Expires', '23:59'],
          ['Stop', c.rng.pick(STREETS)],
        ]),
      ],
    }),
  },
  {
    name: 'tram-ticket',
    kind: 'transport',
    loc: 'town',
    note: 'tram stop machine ticket, valid 90 minutes',
    build: (c) => ({
      style: thermal(c, { w: 320 }),
      blocks: [
        {
          t: 'text',
          s: c.rng.pick(['Metrolink', 'NET Tram', 'Supertram', 'Edinburgh Trams']),
          bold: true,
          align: 'c',
        },
        ...pl(c.townName),
        ...kvs([
          ['Single', money(2.4)],
          ['Date', c.f.D(c.start)],
          ['From', T(c)],
          ['Valid for', '90 mins'],
          ['Zones', '1-2'],
        ]),
      ],
    }),
  },
  {
    name: 'coach-ticket',
    kind: 'transport',
    medium: 'screen',
    loc: 'town',
    note: 'coach e-ticket with departure, arrival and journey duration',
    build: (c) => ({
      style: phone(c),
      blocks: [
        statusBar(c, true, c.now),
        appBar(c, c.rng.pick(['National Express', 'Megabus', 'FlixBus']), '#c62828', !c.dark),
        ...kvs([
          ['Date', c.f.D(c.start)],
          ['Depart', `${T(c)} ${c.townName ?? c.town.town} Coach Stn`],
          ['Arrive', `${c.f.T(c.end)} London Victoria`],
          ['Duration', c.f.dur_(c.minutes)],
          ['Seat', `${c.rng.int(1, 50)}`],
        ]),
        { t: 'qr', data: `COACH${ticketNo(c, 10)}`, size: 300 * c.screen.scale },
      ],
    }),
  },
  {
    name: 'taxi-pickup',
    kind: 'transport',
    medium: 'screen',
    loc: 'mixed',
    note: 'ride-hailing receipt: pick-up at the short-stay car park, trip time',
    build: (c) => ({
      style: phone(c),
      blocks: [
        statusBar(c, !c.dark, c.now),
        appBar(c, 'Your trip', '#000000', !c.dark),
        { t: 'map', h: 320 * c.screen.scale, seed: c.rng.int(1, 1e9), dark: c.dark },
        ...kvs([
          ['Date', c.f.D(c.start)],
          ['Pick-up', `${T(c)} Short Stay Car Park`],
          ['Drop-off', `${T(c, 34)} ${c.rng.pick(STREETS)}`],
          ['Trip time', '34 min'],
          ['Fare', money(c.rng.float(12, 40))],
          ['Driver', c.rng.pick(['Mohammed', 'Sarah', 'Tomasz'])],
        ]),
        ...pl(placeLine(c)),
      ],
    }),
  },
  {
    name: 'shop-receipt',
    kind: 'other',
    loc: 'full',
    note: 'supermarket till receipt with car park mention, date and time',
    build: (c) => ({
      style: thermal(c),
      blocks: [
        {
          t: 'text',
          s: c.rng.pick(['GREENFIELDS', 'VALUEMART', 'FRESHWAY']),
          bold: true,
          align: 'c',
          size: 28,
        },
        ...pl(placeLine(c)),
        ...kvs([
          ['MILK 2PT', '£1.45'],
          ['BREAD', '£1.10'],
          ['BANANAS', '£0.89'],
          ['COFFEE', '£4.50'],
          ['TOTAL', '£7.94'],
          ['CARD', `**** ${c.rng.digits(4)}`],
        ]),
        { t: 'text', s: `${c.f.D(c.start)}  ${T(c)}  ST:${c.rng.int(1000, 9999)}`, align: 'c', size: 16 },
        {
          t: 'para',
          s: 'Customer car park: max stay 2 hours. Thank you for shopping with us.',
          align: 'c',
          size: 14,
        },
      ],
    }),
  },
  {
    name: 'cinema-ticket',
    kind: 'other',
    loc: 'mixed',
    note: 'cinema admission: screen, seat, start time and running time',
    build: (c) => ({
      style: thermal(c, { bg: '#fff' }),
      blocks: [
        {
          t: 'text',
          s: c.rng.pick(['ODEON-ish', 'Vue-ish', 'Picturehouse']),
          bold: true,
          align: 'c',
          size: 24,
        },
        ...pl(placeLine(c)),
        ...kvs([
          ['Film', 'The Long Drive (12A)'],
          ['Date', c.f.D(c.start)],
          ['Start', T(c, 30)],
          ['Running time', '2h 05m'],
          ['Screen', String(c.rng.int(1, 9))],
          ['Seat', `${c.rng.letters(1)}${c.rng.int(1, 20)}`],
        ]),
      ],
    }),
  },
  {
    name: 'lounge-fasttrack',
    kind: 'other',
    medium: 'screen',
    loc: 'code',
    airport: true,
    note: 'airport lounge / fast-track pass with time slot and QR',
    build: (c) => ({
      style: phone(c),
      blocks: [
        statusBar(c, true, c.now),
        appBar(
          c,
          `${c.town.airport ?? ''} ${c.rng.pick(['Airport Lounge', 'Fast Track'])}`,
          '#283593',
          !c.dark,
        ),
        ...kvs([
          ['Date', c.f.D(c.start)],
          ['Arrival slot', `${T(c)} - ${T(c, 30)}`],
          ['Max stay', '3 hours'],
          ['Terminal', 'North'],
          ['Guests', '2'],
        ]),
        { t: 'qr', data: `LNG${ticketNo(c, 9)}`, size: 300 * c.screen.scale },
      ],
    }),
  },
  {
    name: 'delivery-note',
    kind: 'other',
    loc: 'full',
    note: 'delivery note with a time slot and "deliver to car park entrance"',
    build: (c) => ({
      style: thermal(c, { w: 560, bg: '#ffffff', dot: false }),
      blocks: [
        { t: 'text', s: 'DELIVERY NOTE', bold: true, size: 26 },
        ...pl(placeLine(c)),
        ...kvs([
          ['Order', ticketNo(c, 8)],
          ['Delivery date', c.f.D(c.start)],
          ['Time slot', `${T(c)} - ${T(c, 120)}`],
          ['Deliver to', 'Goods-in, car park entrance'],
          ['Items', '3 parcels'],
        ]),
      ],
    }),
  },
  {
    name: 'loyalty-voucher',
    kind: 'other',
    loc: 'mixed',
    note: 'loyalty voucher printed today with an expiry date',
    build: (c) => ({
      style: thermal(c),
      blocks: [
        { t: 'banner', s: '£5 OFF', bg: '#6a1b9a', sub: 'when you spend £30' },
        ...pl(placeLine(c)),
        ...kvs([
          ['Printed', `${c.f.D(c.start)} ${T(c)}`],
          ['Expires', fmtDate(addDays(c.today, 28), 'dmy4')],
          ['Card', `**** ${c.rng.digits(4)}`],
        ]),
        { t: 'barcode', data: ticketNo(c, 13), h: 40 },
      ],
    }),
  },
  {
    name: 'card-slip',
    kind: 'other',
    loc: 'mixed',
    note: 'bank card merchant slip with date, time and card expiry',
    build: (c) => ({
      style: thermal(c, { font: 'DejaVu Sans Mono', w: 340 }),
      blocks: [
        { t: 'text', s: 'MERCHANT COPY', bold: true, align: 'c' },
        ...pl(placeLine(c)),
        ...kvs([
          ['SALE', money(c.rng.float(3, 40))],
          ['CARD', `VISA ****${c.rng.digits(4)}`],
          ['EXP', cardExpiry(c)],
          ['DATE', fmtDate(c.start, 'dmy2')],
          ['TIME', fmtTime(c.start, 'hms')],
          ['AUTH', c.rng.digits(6)],
        ]),
      ],
    }),
  },
  // kinds the guide does not name
  {
    name: 'caravan-pitch',
    kind: 'unnamed',
    loc: 'full',
    note: 'caravan site pitch card: arrival, departure, pitch, registration',
    build: (c) => ({
      style: thermal(c, { shape: 'tag', w: 360, bg: '#dcedc8', dot: false, lowInk: false }),
      blocks: [
        { t: 'gap', h: 80 },
        {
          t: 'text',
          s: `${c.rng.pick(['Meadow View', 'Seaview', 'Oak Tree'])} Holiday Park`,
          bold: true,
          align: 'c',
          size: 22,
        },
        ...pl(placeLine(c)),
        ...kvs([
          ['Pitch', `${c.rng.letters(1)}${c.rng.int(1, 60)}`],
          ['Arrival', `${fmtDate(addDays(c.today, -2), 'dmy2')} 15:00`],
          ['Departure', `${fmtDate(addDays(c.today, 1), 'dmy2')} 11:00`],
          ['Reg', c.vrm],
          ['Issued', `${c.f.D(c.start)} ${T(c)}`],
        ]),
      ],
    }),
  },
  {
    name: 'boat-mooring',
    kind: 'unnamed',
    loc: 'full',
    note: 'harbour mooring receipt: visitor berth, arrival time, nights',
    build: (c) => ({
      style: thermal(c),
      blocks: [
        { t: 'text', s: `${c.townName ?? c.town.town} Harbour`, bold: true, align: 'c', size: 24 },
        { t: 'text', s: 'VISITOR MOORING', align: 'c' },
        ...pl(c.postcode),
        ...kvs([
          ['Date', c.f.D(c.start)],
          ['Arrived', T(c)],
          ['Berth', `Pontoon ${c.rng.letters(1)}-${c.rng.int(1, 40)}`],
          ['Vessel length', '9.5m'],
          ['Stay', '1 night'],
          ['Paid', '£28.50'],
        ]),
      ],
    }),
  },
  {
    name: 'storage-unit',
    kind: 'unnamed',
    medium: 'screen',
    loc: 'mixed',
    note: 'self-storage access log: gate in/out times, unit number, car park',
    build: (c) => ({
      style: phone(c),
      blocks: [
        statusBar(c, true, c.now),
        appBar(c, c.rng.pick(['Big Yellow-ish', 'SafeStore-ish', 'Lok n Store-ish']), '#f9a825', !c.dark),
        { t: 'text', s: 'Access history', bold: true, size: 22 * c.screen.scale },
        ...kvs([
          ['Unit', `${c.rng.int(100, 499)}`],
          ['Gate in', `${c.f.D(c.start)} ${T(c)}`],
          ['Gate out', `${c.f.D(c.end)} ${c.f.T(c.end)}`],
          ['Time on site', c.f.dur_(c.minutes)],
          ['Loading bay', 'Car park B'],
        ]),
        ...pl(placeLine(c)),
      ],
    }),
  },
  {
    name: 'gym-session',
    kind: 'unnamed',
    medium: 'screen',
    loc: 'town',
    note: 'gym / leisure centre booking with class time and duration',
    build: (c) => ({
      style: phone(c),
      blocks: [
        statusBar(c, !c.dark, c.now),
        appBar(c, 'My bookings', '#d81b60', !c.dark),
        ...kvs([
          ['Class', c.rng.pick(['Spin', 'Swim lane', 'Badminton court 2', 'HIIT'])],
          ['Date', c.f.D(c.start)],
          ['Start', T(c)],
          ['Duration', c.rng.pick(['60 mins', '1 hr', '45 mins'])],
          ['Venue', `${c.townName ?? ''} Leisure Centre`],
        ]),
        {
          t: 'para',
          s: 'Members park free for 2 hours in the leisure centre car park - register your car at reception.',
        },
      ],
    }),
  },
  {
    name: 'carpark-cafe',
    kind: 'unnamed',
    loc: 'mixed',
    note: 'cafe receipt from a car-park kiosk ("Car Park Cafe")',
    build: (c) => ({
      style: thermal(c, { w: 320 }),
      blocks: [
        { t: 'text', s: 'THE CAR PARK CAFE', bold: true, align: 'c' },
        ...pl(placeLine(c)),
        ...kvs([
          ['Flat white', '£3.20'],
          ['Bacon roll', '£4.50'],
          ['Total', '£7.70'],
          ['Date', c.f.D(c.start)],
          ['Time', T(c)],
          ['Table', 'Takeaway'],
        ]),
        { t: 'text', s: 'Free wifi. Open 7am - 4pm', align: 'c', size: 15 },
      ],
    }),
  },
  {
    name: 'driving-lesson',
    kind: 'unnamed',
    loc: 'mixed',
    note: 'driving lesson receipt: pick-up at the supermarket car park, 2 hr lesson',
    build: (c) => ({
      style: thermal(c),
      blocks: [
        {
          t: 'text',
          s: `${c.rng.pick(['Pass First', 'Green L', 'Steady Wheels'])} Driving School`,
          bold: true,
          align: 'c',
        },
        ...pl(placeLine(c)),
        ...kvs([
          ['Lesson date', c.f.D(c.start)],
          ['Pick-up', `${T(c)} Tesco car park`],
          ['Length', c.rng.pick(['2 hrs', '90 mins', '1h 30m'])],
          ['Pupil', `${c.rng.pick(['J.', 'A.', 'R.'])} Smith`],
          ['Paid', '£76.00'],
          ['Next lesson', fmtDate(addDays(c.today, 7), 'dowdMon')],
        ]),
      ],
    }),
  },
];
export const LOOK2: LayoutDef[] = L2.map((l) => ({ ...l, medium: l.medium ?? 'paper', periods: [] }));
