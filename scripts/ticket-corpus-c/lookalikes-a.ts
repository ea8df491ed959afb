// Look-alikes, part 1: penalties, permits, tolls and crossings, vehicle services.
import { CAR_PARK_NAMES, OPERATORS } from './data.ts';
import { fmtDate, fmtDur } from './dates.ts';
import { cardExp, otherDate, ticketNo } from './lh.ts';
import { mailPhone } from './layouts-screen.ts';
import { BAN, BAR, BOX, C, GAP, type Item, KV, RULE, receipt, T, WRAP } from './svg.ts';
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

export const LOOKALIKES_A: LayoutDef[] = [
  L(
    'pcn-council',
    'penalty',
    'council Penalty Charge Notice: observed from/to in a car park, contravention code',
    (c) => {
      const D = c.date(['dmy4', 'd_mon_y']);
      const Tm = c.time(['hh:mm']);
      return receipt(
        { w: 560, font: 'sans', size: 24, paper: '#fff8c5' },
        [
          BAN('PENALTY CHARGE NOTICE', '#b91c1c', '#fff', { size: 30 }),
          C(c.town ? c.place.council : 'Civil Enforcement'),
          ...loc(c),
          RULE(),
          KV('PCN number', `${c.rng.letters(2)}${c.rng.digits(8)}`),
          KV('Date of contravention', D(c.start)),
          KV('Observed from', Tm(c.start)),
          KV('Observed to', Tm(c.start + c.rng.int(5, 12))),
          KV('Location', c.rng.pick(CAR_PARK_NAMES)),
          KV('Vehicle', c.reg),
          KV('Contravention code', '83'),
          WRAP(
            'Parked in a car park without clearly displaying a valid pay & display ticket. Penalty £70, reduced to £35 if paid within 14 days.',
            { size: 20 },
          ),
          KV('Civil Enforcement Officer', c.rng.digits(4)),
        ],
        c.rng,
      );
    },
  ),
  L(
    'parking-charge-notice',
    'penalty',
    'private Parking Charge Notice letter: ANPR entry and exit times, stay exceeded max stay',
    (c) => {
      const D = c.date(['d_mon_y', 'dmy4']);
      const Tm = c.time(['hh:mm:ss', 'hh:mm']);
      const exitT = c.start + c.rng.int(130, 260);
      return receipt(
        { w: 860, font: 'serif', size: 25, pad: 50, paper: '#ffffff' },
        [
          T(c.rng.pick(['ParkingEye', 'Excel Parking', 'UKPC', 'Horizon']), { bold: true, size: 34 }),
          T('PARKING CHARGE NOTICE', { bold: true, size: 30 }),
          T(`Notice issued ${D(c.start)}`, { size: 22 }),
          RULE(),
          KV('Vehicle registration', c.reg),
          KV('Car park', `${c.rng.pick(CAR_PARK_NAMES)}${c.town ? `, ${c.town}` : ''}`),
          KV('Entry time (ANPR)', `${D(c.start)} ${Tm(c.start)}`),
          KV('Exit time (ANPR)', `${D(exitT)} ${Tm(exitT)}`),
          KV('Period of stay', fmtDur(exitT - c.start, 'hrsmins')),
          KV('Maximum stay', '2 hours'),
          KV('Parking charge', '£100'),
          ...(c.postcode ? [KV('Site postcode', c.postcode)] : []),
          WRAP(
            'You are required to pay the parking charge within 28 days. The charge is reduced to £60 if paid within 14 days.',
            { size: 21 },
          ),
        ],
        c.rng,
      );
    },
  ),
  L('clamp-release', 'penalty', 'clamp release / vehicle removal receipt with times', (c) => {
    const D = c.date(['dmy2', 'dmy4']);
    const Tm = c.time(['hh:mm']);
    return receipt(
      { w: 520, font: 'mono', size: 23, torn: true },
      [
        C('VEHICLE RELEASE RECEIPT', { bold: true }),
        C(c.rng.pick(['Vehicle Pound', 'Declamping Unit'])),
        ...loc(c),
        RULE(true),
        KV('Vehicle', c.reg),
        KV('Date', D(c.start)),
        KV('Clamped', Tm(c.start)),
        KV('Released', Tm(c.end)),
        KV('Release fee', '£70.00'),
        KV('Storage', fmtDur(c.minutes, 'hm')),
        C('Removed from car park level 1', { size: 20 }),
      ],
      c.rng,
    );
  }),
  L('resident-permit', 'permit', 'resident parking permit, issued today, zone and registration', (c) => {
    const D = c.date(['dmy4', 'd_mon_y']);
    const until = c.today + c.rng.int(180, 365) * 1440;
    return receipt(
      { w: 560, font: 'sans', size: 26, radius: 20, paper: '#e0f2fe', border: '#0369a1' },
      [
        BAN('RESIDENT PERMIT', '#0369a1', '#fff', { size: 32 }),
        C(c.town ? c.place.council : 'Parking Services'),
        KV('Zone', `CPZ ${c.rng.pick(['A', 'B', 'K', 'R2'])}`),
        KV('Vehicle', c.reg, { bold: true }),
        KV('Issued', `${D(c.start)} ${c.time(['hh:mm'])(c.start)}`),
        KV('Valid until', D(until)),
        ...loc(c),
        C('Display in windscreen while parked in the zone', { size: 20 }),
      ],
      c.rng,
    );
  }),
  L('visitor-permit', 'permit', 'visitor parking permit for today: valid from / to, residents zone', (c) => {
    const D = c.date(['dmy4', 'dow_d_mon']);
    const Tm = c.time(['hh:mm', '12h']);
    return receipt(
      { w: 520, font: 'cond', size: 26, paper: '#fef3c7', border: '#b45309' },
      [
        BAN('VISITOR PERMIT', '#b45309', '#fff', { size: 32 }),
        C('Residents’ parking zone'),
        ...loc(c),
        KV('Date', D(c.start)),
        KV('Valid from', Tm(c.start)),
        KV('Valid to', Tm(c.end + 180)),
        KV('Visitor vehicle', c.reg),
        KV('Host permit', `RV${c.rng.digits(5)}`),
        C('Not valid in council car parks', { size: 20 }),
      ],
      c.rng,
    );
  }),
  L(
    'blue-badge',
    'permit',
    'Blue Badge card with issue/expiry and a parking clock set to an arrival time',
    (c) => {
      const Tm = c.time(['hh:mm']);
      return receipt(
        { w: 620, font: 'sans', size: 25, radius: 16, paper: '#1d4ed8', ink: '#fff' },
        [
          C('BLUE BADGE', { bold: true, size: 36 }),
          C('Disabled person’s parking', { size: 22 }),
          KV('Badge no.', `${c.rng.digits(6)} ${c.rng.letters(1)}`),
          KV('Issued', fmtDate(c.start, 'dmy4')),
          KV('Expires', otherDate(c, true)),
          KV('Issuing authority', c.town ? c.place.council : 'Local authority'),
          GAP(10),
          BOX([`PARKING CLOCK – arrival ${Tm(c.start)}`, 'Max 3 hours on yellow lines'], {
            size: 24,
            fill: '#fff',
          }),
        ],
        c.rng,
      );
    },
  ),
  L('staff-permit', 'permit', 'staff car park permit hang tag, issued today', (c) => {
    return receipt(
      { w: 460, font: 'sans', size: 26, hole: true, paper: '#dcfce7', border: '#166534' },
      [
        C('STAFF PARKING PERMIT', { bold: true }),
        C(c.town ? `${c.town} Business Park` : 'Business Park'),
        KV('Permit', `S-${c.rng.digits(4)}`),
        KV('Vehicle', c.reg),
        KV('Issued', `${fmtDate(c.start, 'dmy4')} ${c.time(['hh:mm'])(c.start)}`),
        KV('Shift', `${c.time(['hh:mm'])(c.start)}–${c.time(['hh:mm'])(c.end + 300)}`),
        ...loc(c),
      ],
      c.rng,
    );
  }),
  L('toll-bridge', 'toll', 'toll bridge receipt: class, paid, time', (c) => {
    const D = c.date(['dmy2', 'd-MON-yy']);
    const Tm = c.time(['hh:mm:ss', 'hh:mm']);
    return receipt(
      { w: 460, font: 'mono', size: 24, torn: true },
      [
        C(c.rng.pick(['TAMAR BRIDGE', 'HUMBER BRIDGE', 'ITCHEN BRIDGE', 'ERSKINE CROSSING']), { bold: true }),
        C('TOLL RECEIPT'),
        RULE(true),
        KV('DATE', D(c.start)),
        KV('TIME', Tm(c.start)),
        KV('LANE', String(c.rng.int(1, 8))),
        KV('CLASS', '2 CAR'),
        KV('TOLL', '£2.00'),
        KV('REG', c.reg),
        C('THANK YOU - DRIVE SAFELY', { size: 20 }),
      ],
      c.rng,
    );
  }),
  L('tunnel-crossing', 'toll', 'tunnel crossing receipt with vehicle class and time', (c) => {
    const Tm = c.time(['hh:mm']);
    return receipt(
      { w: 500, font: 'sans', size: 25 },
      [
        BAN(c.rng.pick(['Mersey Tunnels', 'Tyne Tunnel', 'Dartford Crossing']), '#334155', '#fff'),
        C('Crossing receipt'),
        KV('Date', fmtDate(c.start, 'dmy4')),
        KV('Time', Tm(c.start)),
        KV('Direction', c.rng.pick(['Northbound', 'Southbound'])),
        KV('Vehicle', c.reg),
        KV('Charge', '£2.50'),
        ...loc(c),
      ],
      c.rng,
    );
  }),
  L(
    'ferry-crossing',
    'toll',
    'vehicle ferry ticket: check-in by, sailing time, vehicle length, car deck',
    (c) => {
      const D = c.date(['d_mon_y', 'dow_d_mon']);
      const Tm = c.time(['hh:mm']);
      return receipt(
        { w: 560, font: 'cond', size: 26, paper: '#f0f9ff' },
        [
          BAN(
            c.rng.pick(['Isle Ferries', 'Solent Link', 'Western Isles Ferry', 'Mersey Crossing Co.']),
            '#075985',
            '#fff',
            { size: 30 },
          ),
          C('VEHICLE + DRIVER'),
          KV('Sailing', `${D(c.start)} ${Tm(c.end)}`),
          KV('Check in by', Tm(c.end - 45)),
          KV('Crossing time', fmtDur(c.rng.pick([40, 60, 90, 120]), 'hm')),
          KV('Vehicle', `${c.reg} (up to 5m)`),
          KV('Deck', 'Car deck B'),
          KV('Fare', c.money(30, 90)),
          BAR(60),
          C('Queue in lane 3 of the marshalling car park', { size: 20 }),
        ],
        c.rng,
      );
    },
  ),
  L(
    'caz-payment',
    'toll',
    'Clean Air Zone / ULEZ daily charge payment e-mail, valid for the whole day',
    (c) => {
      const D = c.date(['d_mon_y', 'longcomma']);
      const zone = c.rng.pick(['Clean Air Zone', 'ULEZ', 'Congestion Charge', 'Dart Charge']);
      return mailPhone(
        c,
        `${zone} payment confirmation`,
        `${zone} <noreply@payments.example>`,
        `${D(c.start)} ${c.time(['hh:mm'])(c.start)}`,
        [
          ['Vehicle', c.reg],
          ['Charge date', D(c.start)],
          ['Valid', '00:00 to 23:59'],
          ['Amount', zone === 'Dart Charge' ? '£2.50' : '£12.50'],
          ['Payment ref', ticketNo(c, 10)],
          ['Paid at', c.time(['hh:mm'])(c.start)],
        ],
        `You have paid the daily ${zone} charge for the vehicle below.`,
        zone,
        '#15803d',
      );
    },
    'screen',
    ['mail-app'],
  ),
  L('motorway-toll', 'toll', 'motorway toll plaza receipt', (c) => {
    return receipt(
      { w: 440, font: 'mono', size: 23 },
      [
        C('M6toll', { bold: true, size: 34 }),
        C(c.rng.pick(['Great Wyrley Plaza', 'Weeford Plaza'])),
        RULE(true),
        KV('DATE', fmtDate(c.start, 'dmy2')),
        KV('TIME', c.time(['hh:mm'])(c.start)),
        KV('CLASS', '2'),
        KV('AMOUNT', '£8.90'),
        KV('CARD', `**** ${c.rng.digits(4)} EXP ${cardExp(c)}`),
      ],
      c.rng,
    );
  }),
];

export { OPERATORS };
