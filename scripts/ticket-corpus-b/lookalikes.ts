// Look-alikes (guide §3 classes): penalties, permits, tolls, vehicle services.
import { addDays, addMin, fmtDate, fmtTime } from './dates.ts';
import type { Block } from './doc.ts';
import { CARPARK_NAMES, STREETS } from './places.ts';
import { cardExpiry, money, phone, placeLine, pl, statusBar, appBar, thermal, ticketNo } from './common.ts';
import type { Ctx, LayoutDef } from './types.ts';

type L = Omit<LayoutDef, 'periods' | 'medium'> & { medium?: LayoutDef['medium'] };
const letter = (c: Ctx) =>
  thermal(c, {
    w: 640,
    bg: '#ffffff',
    font: c.rng.pick(['DejaVu Serif', 'DejaVu Sans']),
    size: 19,
    dot: false,
    lowInk: false,
    shape: 'plain',
    pad: 34,
  });
const kvs = (c: Ctx, rows: [string, string][]): Block[] => rows.map(([k, v]) => ({ t: 'kv', k, v }));
const T = (c: Ctx, m = 0) => c.f.T(addMin(c.start, m));

const L1: L[] = [
  {
    name: 'pcn-council',
    kind: 'penalty',
    loc: 'full',
    note: 'council Penalty Charge Notice with date and times observed',
    build: (c) => ({
      style: thermal(c, { bg: '#fff9c4' }),
      blocks: [
        { t: 'banner', s: 'PENALTY CHARGE NOTICE', bg: '#000' },
        { t: 'text', s: c.town.council, align: 'c', size: 16 },
        ...kvs(c, [
          ['PCN no.', `${c.town.out.slice(0, 2)}${ticketNo(c, 8)}`],
          ['Date', c.f.D(c.start)],
          ['First observed', T(c)],
          ['Issued', T(c, 11)],
          ['Location', `${c.rng.pick(STREETS)}, ${placeLine(c, ' ') ?? ''}`],
          ['VRM', c.vrm],
          ['Contravention', `${c.rng.pick(['01', '12', '30', '83'])}`],
          ['Amount', '£70.00'],
        ]),
        {
          t: 'para',
          s: 'Parked after the expiry of paid for time / in a restricted street during prescribed hours. Reduced to £35 if paid within 14 days.',
          size: 14,
        },
      ],
    }),
  },
  {
    name: 'private-parking-charge',
    kind: 'penalty',
    loc: 'mixed',
    note: 'private Parking Charge Notice with ANPR entry/exit and period of parking',
    build: (c) => ({
      style: letter(c),
      blocks: [
        {
          t: 'text',
          s: c.rng.pick(['Parking Charge Notice', 'PARKING CHARGE NOTICE - NOTICE TO DRIVER']),
          bold: true,
          size: 26,
        },
        {
          t: 'text',
          s: `${c.rng.pick(['ParkingEye', 'UKPC', 'Excel Parking', 'Civil Enforcement'])} Ltd`,
          bold: true,
        },
        ...pl(placeLine(c)),
        ...kvs(c, [
          ['Vehicle', c.vrm],
          ['Entry', c.f.DT(c.start)],
          ['Exit', c.f.DT(c.end)],
          ['Period of parking', c.f.dur_(c.minutes)],
          ['Reason', 'No valid pay & display ticket purchased'],
          ['Amount due', '£100 (£60 if paid in 14 days)'],
          ['Issue date', c.f.D(c.start)],
        ]),
        {
          t: 'para',
          s: 'This is not a fine. It is a charge under the terms displayed on signs at the car park. Appeal online within 28 days.',
          size: 15,
        },
      ],
    }),
  },
  {
    name: 'notice-to-keeper',
    kind: 'penalty',
    loc: 'full',
    note: 'Notice to Keeper letter quoting times in the car park',
    build: (c) => ({
      style: letter(c),
      blocks: [
        { t: 'text', s: 'NOTICE TO KEEPER', bold: true, size: 28 },
        { t: 'text', s: 'Protection of Freedoms Act 2012, Schedule 4', size: 15 },
        {
          t: 'para',
          s: `Our records show that vehicle ${c.vrm} remained at ${c.rng.pick(CARPARK_NAMES)} Car Park, ${placeLine(c) ?? ''} from ${T(c)} to ${c.f.T(c.end)} on ${fmtDate(c.start, 'longOrd')}, exceeding the maximum stay.`,
        },
        ...kvs(c, [
          ['Date of notice', c.f.D(c.start)],
          ['Reference', ticketNo(c, 9)],
          ['Amount', '£100.00'],
        ]),
      ],
    }),
  },
  {
    name: 'clamp-release',
    kind: 'penalty',
    loc: 'town',
    note: 'clamp release / removal fee receipt with times',
    build: (c) => ({
      style: thermal(c),
      blocks: [
        {
          t: 'text',
          s: c.rng.pick(['CLAMP RELEASE RECEIPT', 'VEHICLE REMOVAL & RELEASE']),
          bold: true,
          align: 'c',
        },
        ...pl(c.townName ? `${c.townName} Vehicle Pound` : null),
        ...kvs(c, [
          ['Date', c.f.D(c.start)],
          ['Clamped at', T(c)],
          ['Released', c.f.T(c.end)],
          ['VRM', c.vrm],
          ['Release fee', '£70.00'],
          ['Storage 1 day', '£20.00'],
        ]),
      ],
    }),
  },
  {
    name: 'resident-permit',
    kind: 'permit',
    loc: 'town',
    note: 'resident parking permit with zone and validity dates',
    build: (c) => ({
      style: thermal(c, { bg: '#e3f2fd', w: 460 }),
      blocks: [
        { t: 'banner', s: 'RESIDENT PERMIT', bg: '#0d47a1', sub: c.town.council },
        ...pl(c.townName),
        { t: 'big', s: `ZONE ${c.rng.letters(1)}${c.rng.int(1, 9)}`, size: 48 },
        ...kvs(c, [
          ['VRM', c.vrm],
          ['Valid from', fmtDate(c.today, 'dmy4')],
          ['Valid to', fmtDate(addDays(c.today, 364), 'dmy4')],
          ['Permit no.', ticketNo(c, 6)],
          ['Issued', `${c.f.D(c.start)} ${T(c)}`],
        ]),
      ],
    }),
  },
  {
    name: 'visitor-permit',
    kind: 'permit',
    loc: 'town',
    note: 'visitor parking permit filled in for today with from/to times',
    build: (c) => ({
      style: thermal(c, { bg: '#fce4ec', w: 440 }),
      blocks: [
        { t: 'banner', s: 'VISITOR PERMIT', bg: '#ad1457', sub: c.town.council },
        ...pl(c.townName),
        ...kvs(c, [
          ['Zone', `${c.rng.letters(1)}`],
          ['Date', c.f.D(c.start)],
          ['From', T(c)],
          ['To', c.f.T(c.end)],
          ['Visitor VRM', c.vrm],
          ['Host address', `${c.rng.int(2, 80)} ${c.rng.pick(STREETS)}`],
        ]),
        {
          t: 'para',
          s: 'Resident visitor permit. Valid only in residents bays in the zone shown. Not valid in car parks.',
          size: 14,
        },
      ],
    }),
  },
  {
    name: 'blue-badge',
    kind: 'permit',
    loc: 'town',
    note: 'Blue Badge card with expiry date and a clock time',
    build: (c) => ({
      style: thermal(c, {
        bg: '#1565c0',
        fg: '#ffffff',
        muted: '#ddd',
        w: 520,
        shape: 'rounded',
        dot: false,
        lowInk: false,
      }),
      blocks: [
        { t: 'text', s: 'Disabled person\u2019s parking badge', bold: true, size: 24 },
        { t: 'big', s: '♿', size: 80, align: 'l' },
        ...kvs(c, [
          ['Badge no.', `${c.rng.digits(6)}${c.rng.letters(1)}${c.rng.digits(4)}`],
          ['Expiry date', fmtDate(addDays(c.today, 700), 'dmy4')],
          ['Issuing authority', c.town.council],
          ['Town', c.townName ?? ''],
        ]),
        { t: 'text', s: `Arrived ${T(c)}  (clock set ${c.f.D(c.start)})`, size: 16 },
      ],
    }),
  },
  {
    name: 'staff-season-permit',
    kind: 'permit',
    loc: 'mixed',
    note: 'staff / season car park permit hang tag',
    build: (c) => ({
      style: thermal(c, { shape: 'tag', w: 360, bg: '#fff176', dot: false, lowInk: false }),
      blocks: [
        { t: 'gap', h: 80 },
        { t: 'text', s: 'STAFF PERMIT', bold: true, align: 'c', size: 30 },
        ...pl(placeLine(c)),
        ...kvs(c, [
          ['Car park', c.rng.pick(CARPARK_NAMES)],
          ['Permit', ticketNo(c, 5)],
          [
            'Valid',
            `${fmtDate(addDays(c.today, -120), 'dMonYY')} - ${fmtDate(addDays(c.today, 245), 'dMonYY')}`,
          ],
          ['Reg', c.vrm],
          ['Printed', `${c.f.D(c.start)} ${T(c)}`],
        ]),
      ],
    }),
  },
  {
    name: 'toll-bridge',
    kind: 'toll',
    loc: 'mixed',
    note: 'toll bridge crossing receipt with date, time and lane',
    build: (c) => ({
      style: thermal(c),
      blocks: [
        {
          t: 'text',
          s: c.rng.pick(['Severn Crossing', 'Humber Bridge', 'Itchen Bridge', 'Tamar Bridge']),
          bold: true,
          align: 'c',
          size: 25,
        },
        { t: 'text', s: 'TOLL RECEIPT', align: 'c' },
        ...pl(placeLine(c)),
        ...kvs(c, [
          ['Date', c.f.D(c.start)],
          ['Time', T(c)],
          ['Lane', String(c.rng.int(1, 8))],
          ['Class', '2 - Car'],
          ['Toll', money(c.rng.pick([1.5, 2, 2.7]))],
          ['Receipt', ticketNo(c)],
        ]),
      ],
    }),
  },
  {
    name: 'tunnel-toll',
    kind: 'toll',
    loc: 'town',
    note: 'tunnel toll booth receipt with time',
    build: (c) => ({
      style: thermal(c, { dot: true, font: 'DejaVu Sans Mono' }),
      blocks: [
        {
          t: 'text',
          s: c.rng.pick(['MERSEY TUNNELS', 'TYNE TUNNEL', 'DARTFORD TUNNEL']),
          bold: true,
          align: 'c',
        },
        ...pl(c.townName),
        ...kvs(c, [
          ['DATE', fmtDate(c.start, 'dmy2')],
          ['TIME', fmtTime(c.start, 'hms')],
          ['BOOTH', String(c.rng.int(1, 12))],
          ['VEHICLE', 'CLASS 2'],
          ['PAID', '£2.00'],
        ]),
      ],
    }),
  },
  {
    name: 'vehicle-ferry',
    kind: 'toll',
    loc: 'mixed',
    note: 'vehicle ferry crossing ticket: check-in time, sailing time and vehicle reg',
    build: (c) => ({
      style: thermal(c, { w: 480 }),
      blocks: [
        {
          t: 'banner',
          s: c.rng.pick(['Isle of Wight Link', 'Red Ferries', 'CalMac', 'Sandbanks Chain Ferry']),
          bg: '#0277bd',
          sub: 'Vehicle crossing',
        },
        ...pl(placeLine(c)),
        ...kvs(c, [
          ['Date', c.f.D(c.start)],
          ['Check-in by', T(c)],
          ['Sailing', T(c, 45)],
          ['Vehicle', c.vrm],
          ['Length', 'up to 5.0m'],
          ['Return', fmtDate(addDays(c.today, 3), 'dMonY')],
        ]),
        { t: 'qr', data: `FERRY${ticketNo(c, 9)}`, size: 140 },
        { t: 'para', s: 'Please wait in lane 4 of the marshalling car park.', align: 'c' },
      ],
    }),
  },
  {
    name: 'dart-charge',
    kind: 'toll',
    medium: 'screen',
    loc: 'code',
    note: 'Dart Charge payment confirmation screen with crossing date',
    build: (c) => ({
      style: phone(c),
      blocks: [
        statusBar(c, true, c.now),
        appBar(c, 'Dart Charge', '#00703c', !c.dark),
        { t: 'text', s: 'Payment confirmed', bold: true, size: 26 * c.screen.scale },
        ...kvs(c, [
          ['Crossing date', c.f.D(c.start)],
          ['Paid at', T(c)],
          ['Vehicle', c.vrm],
          ['Crossings', '1'],
          ['Amount', '£2.50'],
          ['Payment ref', `DC${ticketNo(c, 9)}`],
        ]),
        { t: 'para', s: 'Pay by midnight the day after you cross.' },
      ],
    }),
  },
  {
    name: 'ulez-payment',
    kind: 'toll',
    medium: 'screen',
    loc: 'code',
    note: 'ULEZ / Congestion Charge payment e-mail in a mail app',
    build: (c) => ({
      style: phone(c, { bg: c.dark ? '#000' : '#fff' }),
      blocks: [
        statusBar(c, !c.dark || !c.inverse, c.now),
        { t: 'text', s: '‹ Inbox', color: '#1a73e8' },
        {
          t: 'text',
          s: c.rng.pick(['Your ULEZ payment receipt', 'Congestion Charge payment']),
          bold: true,
          size: 22 * c.screen.scale,
        },
        { t: 'text', s: `Transport for London  ${T(c)}`, size: 14 * c.screen.scale },
        { t: 'rule' },
        ...kvs(c, [
          ['Charge date', c.f.D(c.start)],
          ['Vehicle', c.vrm],
          ['Charge type', c.rng.pick(['ULEZ daily charge', 'Congestion Charge'])],
          ['Valid', '00:00 - 23:59'],
          ['Amount', c.rng.pick(['£12.50', '£15.00', '£18.00'])],
          ['Payment time', T(c)],
        ]),
      ],
    }),
  },
  {
    name: 'clean-air-zone',
    kind: 'toll',
    loc: 'town',
    note: 'Clean Air Zone daily charge receipt printed from a kiosk',
    build: (c) => ({
      style: thermal(c),
      blocks: [
        { t: 'banner', s: 'CLEAN AIR ZONE', bg: '#388e3c', sub: c.townName ?? 'City centre' },
        ...kvs(c, [
          ['Vehicle', c.vrm],
          ['Charge day', c.f.D(c.start)],
          ['Entered zone', T(c)],
          ['Paid', '£8.00'],
          ['Ref', ticketNo(c, 10)],
        ]),
        { t: 'para', s: 'Daily charge covers midnight to midnight. This is not a parking ticket.', size: 14 },
      ],
    }),
  },
  {
    name: 'fuel-receipt',
    kind: 'vehicle_service',
    loc: 'full',
    note: 'fuel station receipt with litres, pump and time',
    build: (c) => ({
      style: thermal(c),
      blocks: [
        {
          t: 'text',
          s: c.rng.pick(['Shell', 'BP', 'Esso', 'Texaco', 'Jet']),
          bold: true,
          align: 'c',
          size: 28,
        },
        ...pl(placeLine(c)),
        ...kvs(c, [
          ['Pump 5 UNLEADED', `${c.rng.int(20, 55)}.${c.rng.digits(2)} L`],
          ['Price/L', '139.9p'],
          ['TOTAL', money(c.rng.float(30, 80))],
          ['Date', c.f.D(c.start)],
          ['Time', T(c)],
          ['Card', `**** ${c.rng.digits(4)}  exp ${cardExpiry(c)}`],
        ]),
      ],
    }),
  },
  {
    name: 'ev-charging',
    kind: 'vehicle_service',
    medium: 'screen',
    loc: 'full',
    note: 'EV charging session at a car park charger: start, end, duration, kWh',
    build: (c) => ({
      style: phone(c),
      blocks: [
        statusBar(c, true, c.now),
        appBar(c, c.rng.pick(['Pod Point', 'Osprey', 'InstaVolt', 'ChargePlace']), '#00a86b', !c.dark),
        { t: 'text', s: 'Charging session complete', bold: true, size: 24 * c.screen.scale },
        ...kvs(c, [
          ['Charger', `${c.rng.pick(CARPARK_NAMES)} Car Park #${c.rng.int(1, 8)}`],
          ['Location', placeLine(c) ?? ''],
          ['Started', c.f.DT(c.start)],
          ['Ended', c.f.DT(c.end)],
          ['Duration', c.f.dur_(c.minutes)],
          ['Energy', `${c.rng.int(8, 60)}.${c.rng.digits(1)} kWh`],
          ['Cost', money(c.rng.float(5, 30))],
        ]),
        {
          t: 'para',
          s: 'Parking charges may apply separately. Please move your vehicle when charging completes.',
        },
      ],
    }),
  },
  {
    name: 'car-wash',
    kind: 'vehicle_service',
    loc: 'mixed',
    note: 'hand car wash / valeting ticket at a car park with collection time',
    build: (c) => ({
      style: thermal(c, { bg: '#e1f5fe' }),
      blocks: [
        {
          t: 'text',
          s: c.rng.pick(['Sparkle Hand Car Wash', 'Waves Valeting', 'ShinePro Valet']),
          bold: true,
          align: 'c',
          size: 24,
        },
        {
          t: 'text',
          s: `Level ${c.rng.int(1, 3)}, ${c.rng.pick(CARPARK_NAMES)} car park`,
          align: 'c',
          size: 16,
        },
        ...pl(placeLine(c)),
        ...kvs(c, [
          ['Date', c.f.D(c.start)],
          ['Dropped off', T(c)],
          ['Ready at', T(c, 90)],
          ['Service', 'Full valet'],
          ['Reg', c.vrm],
          ['Price', '£35.00'],
        ]),
      ],
    }),
  },
];
export const LOOK1: LayoutDef[] = L1.map((l) => ({ ...l, medium: l.medium ?? 'paper', periods: [] }));
