// Look-alikes: other vehicle services and transport tickets.
import { CAR_PARK_NAMES, OPERATORS } from './data.ts';
import { ALL_12, fmtDate, fmtDur } from './dates.ts';
import { otherDate, ticketNo, vat } from './lh.ts';
import { mailPhone, walletPass } from './layouts-screen.ts';
import { BAN, C, type Item, KV, RULE, receipt, T, WRAP } from './svg.ts';
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

export const LOOKALIKES_V: LayoutDef[] = [
  L('fuel-receipt', 'vehicle_service', 'fuel station receipt: pump, litres, time', (c) => {
    const Tm = c.time(['hh:mm', 'hh:mm:ss']);
    return receipt(
      { w: 480, font: 'mono', size: 22, torn: true },
      [
        C(c.rng.pick(['SHELLBY SERVICE STN', 'ESSO EXPRESS', 'ROADCHEF FUEL', 'MOTO SERVICES']), {
          bold: true,
        }),
        ...loc(c),
        RULE(true),
        KV('PUMP', String(c.rng.int(1, 12))),
        KV('UNLEADED', `${c.rng.int(18, 55)}.${c.rng.digits(2)} L`),
        KV('PRICE/L', '139.9p'),
        KV('TOTAL', c.money(25, 80)),
        KV('DATE', fmtDate(c.start, 'dmy2')),
        KV('TIME', Tm(c.start)),
        C(vat(c), { size: 18 }),
      ],
      c.rng,
    );
  }),
  L(
    'ev-charging',
    'vehicle_service',
    'EV charging session at a car park charger: start/end, kWh, duration',
    (c) => {
      const D = c.date(['d_mon_y', 'dmy4']);
      const Tm = c.time(['hh:mm']);
      return mailPhone(
        c,
        'Your charging session receipt',
        'ChargePoint Network <receipts@charge.example>',
        `${D(c.end)} ${Tm(c.end)}`,
        [
          ['Charger', `${c.rng.pick(CAR_PARK_NAMES)} car park, bay ${c.rng.int(1, 12)}`],
          ['Session start', `${D(c.start)} ${Tm(c.start)}`],
          ['Session end', `${D(c.end)} ${Tm(c.end)}`],
          ['Duration', fmtDur(c.minutes, 'hm')],
          ['Energy', `${c.rng.int(8, 60)}.${c.rng.digits(1)} kWh`],
          ['Total', c.money(5, 35)],
        ],
        'Thanks for charging with us. Parking charges at this site are separate.',
        'ChargePoint',
        '#16a34a',
      );
    },
    'screen',
    ['mail-app'],
  ),
  L(
    'car-wash',
    'vehicle_service',
    'hand car wash / valeting ticket in the customer car park, ready at',
    (c) => {
      const Tm = c.time(['hh:mm', '12h']);
      return receipt(
        { w: 480, font: 'sans', size: 25, paper: '#ecfeff' },
        [
          BAN('HAND CAR WASH & VALET', '#0e7490', '#fff'),
          C(`Located in the ${c.rng.pick(CAR_PARK_NAMES)}`),
          ...loc(c),
          KV('Date', fmtDate(c.start, 'dmy2')),
          KV('Reg', c.reg),
          KV('Service', 'Full valet'),
          KV('Dropped off', Tm(c.start)),
          KV('Ready at', Tm(c.end + 60)),
          KV('Price', '£25.00'),
        ],
        c.rng,
      );
    },
  ),
  L(
    'mot-invoice',
    'vehicle_service',
    'garage MOT invoice: collect from the customer car park, next MOT due date',
    (c) => {
      const D = c.date(['dmy4', 'd_mon_y']);
      return receipt(
        { w: 820, font: 'serif', size: 24, pad: 46, paper: '#fff' },
        [
          T(`${c.rng.pick(['Abbey', 'Castle', 'Riverside'])} Motors Ltd`, { bold: true, size: 34 }),
          ...c.where().map((l) => T(l, { size: 22 })),
          RULE(),
          T(`INVOICE ${ticketNo(c, 6)}   Date ${D(c.start)}`, { bold: true }),
          KV('Vehicle', c.reg),
          KV('MOT test', '£54.85'),
          KV('Labour 1.5 hrs', '£97.50'),
          KV('Booked in', c.time(['hh:mm'])(c.start)),
          KV('Ready', c.time(['hh:mm'])(c.end)),
          KV('Next MOT due', otherDate(c, true)),
          WRAP('Your car is ready. Please collect your car from the customer car park; keys at reception.', {
            size: 22,
          }),
        ],
        c.rng,
      );
    },
  ),
  L('tyre-fitting', 'vehicle_service', 'tyre fitting receipt with fitting time', (c) => {
    return receipt(
      { w: 500, font: 'cond', size: 25 },
      [
        C(c.rng.pick(['Kwik Tyres', 'National Tyre Centre', 'TyreFit Express']), { bold: true, size: 30 }),
        ...loc(c),
        RULE(),
        KV('Date', fmtDate(c.start, 'dmy4')),
        KV('Vehicle', c.reg),
        KV('2 x 205/55 R16', '£142.00'),
        KV('Fitted', c.time(ALL_12)(c.start)),
        KV('Time in bay', fmtDur(c.rng.pick([30, 45, 60]), 'mins')),
        C('Re-torque wheel nuts after 50 miles', { size: 20 }),
      ],
      c.rng,
    );
  }),
  L(
    'car-hire-return',
    'vehicle_service',
    'car hire return receipt: out/in times, returned to car park level 2',
    (c) => {
      const D = c.date(['dmy4', 'd_mon_y']);
      const Tm = c.time(['hh:mm']);
      const out = c.start - c.rng.int(1, 6) * 1440;
      return receipt(
        { w: 560, font: 'sans', size: 24 },
        [
          BAN(c.rng.pick(['Hertzway', 'Enterprise Rent', 'Avion Car Hire']), '#ca8a04', '#111'),
          C('RETURN RECEIPT'),
          ...loc(c),
          RULE(),
          KV('Vehicle', c.reg),
          KV('Out', `${D(out)} ${Tm(out)}`),
          KV('In', `${D(c.start)} ${Tm(c.start)}`),
          KV('Returned to', 'Car park level 2, bay 14'),
          KV('Fuel', 'Full'),
          KV('Mileage in', String(c.rng.int(10000, 60000))),
          KV('Rental days', String(Math.round((c.start - out) / 1440))),
        ],
        c.rng,
      );
    },
  ),
  L('breakdown-callout', 'vehicle_service', 'breakdown job sheet: attended in a car park, times', (c) => {
    const Tm = c.time(['hh:mm']);
    return receipt(
      { w: 540, font: 'sans', size: 24, paper: '#fffbeb' },
      [
        BAN(c.rng.pick(['RoadAid Rescue', 'Green Flagship', 'AutoAssist 24']), '#f59e0b', '#111'),
        C('JOB SHEET'),
        KV('Date', fmtDate(c.start, 'dmy4')),
        KV('Called', Tm(c.start)),
        KV('Attended', Tm(c.start + 55)),
        KV('Completed', Tm(c.end + 60)),
        KV('Vehicle', c.reg),
        KV('Location', `${c.rng.pick(CAR_PARK_NAMES)} car park`),
        ...loc(c),
        KV('Fault', 'Flat battery – jump start'),
      ],
      c.rng,
    );
  }),
  L('rail-ticket', 'transport', 'rail ticket: off-peak day return, valid date, route', (c) => {
    return receipt(
      { w: 640, font: 'mono', size: 24, paper: '#fff1e0', radius: 12 },
      [
        T('STANDARD        OFF-PEAK DAY RETURN', { bold: true }),
        KV('VALID', fmtDate(c.start, 'dMONyy'), { bold: true }),
        KV('FROM', (c.town ?? 'PARKWAY').toUpperCase()),
        KV('TO', c.rng.pick(['LONDON TERMINALS', 'BIRMINGHAM STNS', 'MANCHESTER STNS'])),
        KV('ROUTE', 'ANY PERMITTED'),
        KV('PRICE', c.money(12, 60)),
        KV('ISSUED', `${fmtDate(c.start, 'dmy2')} ${c.time(['hh:mm'])(c.start)}`),
        T(`No. ${c.rng.digits(5)}  ${c.rng.digits(4)}`, { size: 20 }),
      ],
      c.rng,
    );
  }),
  L('bus-day-ticket', 'transport', 'bus day ticket: issued time, valid until end of service today', (c) => {
    const Tm = c.time(['hh:mm']);
    return receipt(
      { w: 440, font: 'mono', size: 24, torn: true },
      [
        C(c.rng.pick(['CITYLINK BUSES', 'STAGECOAST', 'ARRIVER BUS']), { bold: true }),
        C('DAY RIDER', { bold: true, size: 30 }),
        RULE(true),
        KV('DATE', fmtDate(c.start, 'dmy2')),
        KV('ISSUED', Tm(c.start)),
        KV('VALID UNTIL', 'END OF SERVICE'),
        KV('ADULT', c.money(4, 7)),
        KV('ROUTE', String(c.rng.int(1, 99))),
        ...(c.town ? [C(`${c.town.toUpperCase()} ZONE`)] : []),
      ],
      c.rng,
    );
  }),
  L(
    'coach-eticket',
    'transport',
    'coach e-ticket on a phone: departs / arrives, journey time',
    (c) => {
      const D = c.date(['dow_d_mon_y', 'd_mon_y']);
      const Tm = c.time(['hh:mm']);
      return walletPass(
        c,
        c.rng.pick(['NationalLink Coach', 'MegaRoute', 'Citylink Coach']),
        '#7e22ce',
        [
          ['Departs', `${D(c.start)} ${Tm(c.start)}`],
          ['Arrives', Tm(c.end + 120)],
          ['From', c.town ?? 'Coach Station'],
          ['To', 'London Victoria'],
          ['Passenger', 'Adult x1'],
          ['Journey', fmtDur(c.minutes + 120, 'hm')],
        ],
        'Show this ticket to the driver',
        `COACH${c.rng.digits(9)}`,
      );
    },
    'screen',
  ),
  L('tram-ticket', 'transport', 'tram ticket from a stop machine', (c) => {
    return receipt(
      { w: 420, font: 'sans', size: 24, paper: '#fef9c3' },
      [
        BAN('TRAM', '#facc15', '#111', { size: 34 }),
        C('Anytime single'),
        KV('Date', fmtDate(c.start, 'dmy4')),
        KV('Time', c.time(['hh:mm'])(c.start)),
        KV('Valid for', '90 mins'),
        KV('Zones', '1-2'),
        KV('Fare', c.money(1.5, 4)),
        ...loc(c),
      ],
      c.rng,
    );
  }),
  L(
    'taxi-receipt',
    'transport',
    'ride-hailing receipt: pick-up at the short-stay car park, drop-off, trip time',
    (c) => {
      const D = c.date(['d_mon_y', 'longcomma']);
      const Tm = c.time(ALL_12);
      return mailPhone(
        c,
        'Your trip receipt',
        `${c.rng.pick(['Zoom Rides', 'CabNow', 'Ryde'])} <receipts@trips.example>`,
        `${D(c.end)} ${Tm(c.end)}`,
        [
          ['Pick-up', `${Tm(c.start)} · Short-stay car park, Terminal 1`],
          ['Drop-off', `${Tm(c.end)} · ${c.town ?? 'City centre'}`],
          ['Date', D(c.start)],
          ['Trip time', fmtDur(c.minutes, 'mins')],
          ['Distance', `${c.rng.int(3, 25)}.${c.rng.digits(1)} mi`],
          ['Total', c.money(12, 60)],
        ],
        'Thanks for riding with us.',
        'Trip receipt',
        '#111827',
      );
    },
    'screen',
    ['mail-app'],
  ),
];

export { OPERATORS };
