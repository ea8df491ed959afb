// Look-alikes on paper: enforcement, permits, tolls, vehicle services, transport and other receipts.
import { ban, bar, cols, ctr, gap, kv, opt, para, rule, tx } from './blocks.ts';
import { CARPARK_NAMES, HOSPITALS, OPERATORS, STREETS, SUPERMARKETS } from './brands.ts';
import { a4, card, fmtDate, fmtTime, placeLine, reg, thermal, ticketNo } from './common.ts';
import { money } from './formats.ts';
import { DAY } from './london-time.ts';
import { type Block, F, renderDoc } from './svg-kit.ts';
import type { Ctx, LookalikeKind } from './types.ts';

const P = (town: number, postcode: number) => ({ town, postcode });
const council = (c: Ctx) =>
  c.townName
    ? `${c.townName} ${c.rng.pick(['Borough Council', 'City Council', 'Council'])}`
    : 'Parking Services';
const addr = (c: Ctx) =>
  [`${c.rng.int(1, 120)} ${c.rng.pick(STREETS)}`, placeLine(c, ' ')].filter(Boolean).join(', ');
const letterHead = (c: Ctx, org: string, title: string): Block[] => [
  cols([org, fmtDate(c.nowWall - c.rng.int(0, 2) * DAY, 'd Month yyyy')], [0, -1], { bold: true, size: 24 }),
  ...opt(placeLine(c), tx(addr(c), { size: 18 })),
  gap(30),
  tx('Mr J. Driver', { size: 20 }),
  tx(`${c.rng.int(2, 99)} Elm Close`, { size: 20 }),
  gap(30),
  ban(title, { size: 30, a: 'l' }),
  gap(10),
];

export const PAPER_LOOKALIKES: LookalikeKind[] = [
  {
    kind: 'penalty_charge_notice',
    inGuide: true,
    medium: 'paper',
    thermal: true,
    place: P(0.9, 0.4),
    notes: 'council Penalty Charge Notice left on the windscreen (observed from / issued times)',
    build(c) {
      const st = thermal(c, 448, F.mono, 20);
      st.paper = '#fff7c2';
      return renderDoc(
        [
          ban('PENALTY CHARGE NOTICE', { size: 26 }),
          ctr(council(c), { bold: true }),
          ctr('Traffic Management Act 2004', { size: 16 }),
          rule(),
          kv('PCN no.', `${c.rng.letters(2)}${c.rng.digits(8)}`),
          kv('Vehicle', reg(c)),
          kv('Location', `${c.rng.pick(CARPARK_NAMES)} Car Park`),
          kv('Date', fmtDate(c.start, 'dd/mm/yyyy')),
          kv('Observed from', fmtTime(c.start - c.rng.int(6, 15), 'HH:MM')),
          kv('Issued at', fmtTime(c.start, 'HH:MM')),
          kv('Contravention', `${c.rng.pick(['82', '83', '86', '87'])}`),
          para(
            'Parked after the expiry of paid for time. A penalty charge of £70 is now payable (£35 if paid within 14 days).',
            {
              size: 17,
            },
          ),
          ...opt(
            c.postcode,
            tx(`Pay online or write to PO Box ${c.rng.int(100, 999)}, ${c.postcode ?? ''}`, { size: 16 }),
          ),
        ],
        st,
      );
    },
  },
  {
    kind: 'parking_charge_notice',
    inGuide: true,
    medium: 'paper',
    place: P(0.9, 0.9),
    notes: 'private ANPR Parking Charge Notice letter with entry / exit times and stay (over an hour)',
    build(c) {
      const op = c.rng.pick(OPERATORS);
      const day = c.start - DAY * c.rng.int(3, 12);
      const stay = c.rng.int(150, 320);
      return renderDoc(
        [
          ...letterHead(c, op, 'PARKING CHARGE NOTICE'),
          kv('Vehicle registration', reg(c), { vb: true }),
          kv(
            'Car park',
            `${c.rng.pick(['Meadowgate Retail Park', 'Station Yard', 'Leisure Quarter'])}${c.townName ? `, ${c.townName}` : ''}`,
          ),
          kv('Date of event', fmtDate(day, 'dd/mm/yyyy')),
          kv('Entry', fmtTime(day, 'HH:MM:SS', { secs: c.rng.int(0, 59) })),
          kv('Exit', fmtTime(day + stay, 'HH:MM:SS', { secs: c.rng.int(0, 59) })),
          kv('Duration of stay', `${Math.floor(stay / 60)}h ${stay % 60}m`),
          kv('Maximum stay', '2 hours'),
          gap(10),
          para(
            `Our cameras recorded your vehicle staying longer than the maximum permitted. A parking charge of £100 is payable within 28 days, reduced to £60 if paid within 14 days of the date of this notice.`,
          ),
          gap(10),
          kv('Amount due', '£100.00', { bold: true }),
          kv('Reference', ticketNo(c, 10)),
        ],
        a4(c, F.lib, 20),
      );
    },
  },
  {
    kind: 'notice_to_keeper',
    inGuide: true,
    medium: 'paper',
    place: P(0.8, 0.8),
    notes: 'Notice to Keeper letter (Protection of Freedoms Act wording), date and time of parking event',
    build(c) {
      const day = c.start - DAY * c.rng.int(15, 40);
      return renderDoc(
        [
          ...letterHead(c, c.rng.pick(OPERATORS), 'NOTICE TO KEEPER'),
          para('Protection of Freedoms Act 2012, Schedule 4, Paragraph 9'),
          gap(8),
          kv('Vehicle', reg(c)),
          kv('Parking event', `${fmtDate(day, 'd Mon yyyy')} at ${fmtTime(day, 'HH:MM')}`),
          kv('Location', `${c.rng.pick(CARPARK_NAMES)} Car Park`),
          kv('Reason', 'No valid pay & display ticket'),
          gap(8),
          para(
            'As the registered keeper you are invited to pay the parking charge or tell us the name and address of the driver. If after 29 days the charge has not been paid we may recover it from you.',
          ),
          kv('Parking charge', '£100.00', { bold: true }),
        ],
        a4(c),
      );
    },
  },
  {
    kind: 'clamp_release_receipt',
    inGuide: true,
    medium: 'paper',
    thermal: true,
    place: P(0.7, 0.5),
    notes: 'clamp release fee receipt with clamped / released times',
    build(c) {
      return renderDoc(
        [
          ctr(c.rng.pick(OPERATORS), { bold: true }),
          ban('CLAMP RELEASE RECEIPT', { size: 22 }),
          kv('Vehicle', reg(c)),
          kv('Location', `${c.rng.pick(CARPARK_NAMES)}${c.townName ? `, ${c.townName}` : ''}`),
          ...opt(c.postcode, kv('Postcode', c.postcode ?? '')),
          kv('Date', fmtDate(c.start, 'dd/mm/yy')),
          kv('Clamped', fmtTime(c.start - c.rng.int(90, 200), 'HH:MM')),
          kv('Released', fmtTime(c.start, 'HH:MM')),
          kv('Release fee', '£120.00', { bold: true }),
          rule({ dash: true }),
          para('Private land: vehicle immobilised for failing to display a valid permit.', { size: 16 }),
        ],
        thermal(c, 384, F.mono, 20),
      );
    },
  },
  {
    kind: 'vehicle_removal_receipt',
    inGuide: true,
    medium: 'paper',
    place: P(0.9, 0.9),
    notes: 'vehicle pound release receipt: removed at / collected at, storage days',
    build(c) {
      const removed = c.start - DAY - c.rng.int(60, 600);
      return renderDoc(
        [
          tx(`${council(c)} Vehicle Pound`, { bold: true, size: 28 }),
          ...opt(placeLine(c), tx(`Unit ${c.rng.int(1, 9)}, Depot Road, ${placeLine(c, ' ')}`)),
          rule(),
          tx('REMOVAL AND STORAGE RECEIPT', { bold: true }),
          kv('Vehicle', reg(c)),
          kv('Removed from', `${c.rng.pick(STREETS)} (suspended bay)`),
          kv('Removed', `${fmtDate(removed, 'dd/mm/yyyy')} ${fmtTime(removed, 'HH:MM')}`),
          kv('Released', `${fmtDate(c.start, 'dd/mm/yyyy')} ${fmtTime(c.start, 'HH:MM')}`),
          kv('Removal fee', '£200.00'),
          kv('Storage (2 days)', '£40.00'),
          kv('Total paid', '£240.00', { bold: true }),
        ],
        { ...card(c, 720, '#ffffff', F.lib, 22), edge: 'plain' },
      );
    },
  },
  {
    kind: 'appeal_letter',
    inGuide: true,
    medium: 'paper',
    place: P(0.8, 0.7),
    notes: 'parking appeal outcome letter quoting the ticket period',
    build(c) {
      const day = c.start - DAY * c.rng.int(20, 50);
      return renderDoc(
        [
          ...letterHead(c, `${council(c)} – Parking Appeals`, 'Your challenge to PCN'),
          tx(`PCN ${c.rng.letters(2)}${c.rng.digits(8)} · Vehicle ${reg(c)}`, { bold: true }),
          gap(8),
          para(
            `Thank you for your letter. You say your pay & display ticket was valid from ${fmtTime(day, 'HH:MM')} to ${fmtTime(day + 180, 'HH:MM')} on ${fmtDate(day, 'd Month yyyy')}. Having reviewed the photographs taken by the civil enforcement officer we have decided to accept your challenge and the penalty charge has been cancelled.`,
          ),
          gap(8),
          para('You do not need to take any further action. Please keep this letter for your records.'),
          gap(20),
          tx('Yours faithfully,'),
          tx('Parking Appeals Team', { italic: true }),
        ],
        a4(c),
      );
    },
  },
  {
    kind: 'resident_permit',
    inGuide: true,
    medium: 'paper',
    place: P(0.95, 0.2),
    notes: 'resident parking permit (zone, valid from / to over a year)',
    build(c) {
      const from = c.start - DAY * c.rng.int(30, 200);
      return renderDoc(
        [
          ban(`${council(c).toUpperCase()}`, { bg: '#00695c', size: 22 }),
          ctr('RESIDENT PERMIT', { bold: true, size: 40 }),
          ctr(`ZONE ${c.rng.pick(['A', 'B', 'K', 'R2', 'W'])}`, { bold: true, size: 60 }),
          ctr(reg(c), { size: 40, font: F.mono, bold: true }),
          kv('Valid from', fmtDate(from, 'dd/mm/yyyy')),
          kv('Valid to', fmtDate(from + 365 * DAY, 'dd/mm/yyyy')),
          kv('Permit no.', ticketNo(c, 6)),
          ...opt(c.postcode, ctr(`Residents of ${c.postcode} zone streets only`, { size: 17 })),
        ],
        card(c, 620, '#e0f2f1', F.sans, 22),
      );
    },
  },
  {
    kind: 'visitor_permit',
    inGuide: true,
    medium: 'paper',
    place: P(0.9, 0.3),
    notes: "daily visitor permit for a residents' zone, valid today 08:00-18:00",
    build(c) {
      return renderDoc(
        [
          ctr(council(c), { bold: true }),
          ban('VISITOR PERMIT', { size: 34, bg: '#ef6c00' }),
          kv('Zone', c.rng.pick(['C', 'D2', 'H', 'M'])),
          kv('Date', fmtDate(c.start, 'Ddd d Mon yyyy')),
          kv('Valid', '08:00 – 18:00'),
          kv('Visiting', `${c.rng.int(1, 80)} ${c.rng.pick(STREETS)}`),
          kv('Vehicle', reg(c)),
          ...opt(c.postcode, kv('Area', c.postcode ?? '')),
          para("Valid only in residents' bays of the zone shown. Not valid in pay & display bays.", {
            size: 16,
          }),
        ],
        card(c, 560, '#fff3e0', F.lib, 23),
      );
    },
  },
  {
    kind: 'staff_season_permit',
    inGuide: true,
    medium: 'paper',
    place: P(0.7, 0.4),
    notes: 'staff/season permit hang tag with annual validity',
    build(c) {
      const st = card(c, 420, '#37474f', F.sans, 22);
      st.ink = '#ffffff';
      st.edge = 'tag';
      return renderDoc(
        [
          gap(90),
          ctr(c.rng.pick(HOSPITALS), { bold: true, size: 22 }),
          ...opt(c.townName, ctr(c.townName ?? '', { size: 20 })),
          ban('STAFF PERMIT', { bg: '#ffca28', fill: '#111', size: 28 }),
          ctr(
            `Season ${fmtDate(c.nowWall - 100 * DAY, 'dd/mm/yy')} – ${fmtDate(c.nowWall + 265 * DAY, 'dd/mm/yy')}`,
            { size: 20 },
          ),
          ctr(`Car park ${c.rng.pick(['P1', 'P3', 'Staff deck'])}`, { size: 24 }),
          ctr(reg(c), { bold: true, size: 32, font: F.mono }),
          ...opt(c.postcode, ctr(c.postcode ?? '', { size: 18 })),
          ctr(`No. ${ticketNo(c, 5)}`, { size: 18 }),
        ],
        st,
      );
    },
  },
  {
    kind: 'blue_badge',
    inGuide: true,
    medium: 'paper',
    place: P(0.8, 0),
    notes: 'Blue Badge (disabled parking badge) front with expiry date',
    build(c) {
      const st = card(c, 760, '#2f6fd0', F.sans, 24);
      st.ink = '#ffffff';
      return renderDoc(
        [
          cols(['Disabled person’s parking badge', 'UK'], [0, -1], { bold: true, size: 26 }),
          gap(30),
          tx('♿', { size: 120 }),
          kv('Badge number', `${c.rng.letters(2)}${c.rng.digits(2)} ${c.rng.digits(4)}`),
          kv('Expiry date', fmtDate(c.nowWall + c.rng.int(100, 900) * DAY, 'dd/mm/yy')),
          kv('Issuing authority', council(c)),
          kv('Serial', c.rng.digits(9)),
        ],
        st,
      );
    },
  },
  {
    kind: 'toll_bridge_receipt',
    inGuide: true,
    medium: 'paper',
    thermal: true,
    place: P(0.6, 0.3),
    notes: 'toll bridge booth receipt (class 2, time of crossing)',
    build(c) {
      return renderDoc(
        [
          ctr(`${c.townName ?? 'Estuary'} Toll Bridge`, { bold: true, size: 24 }),
          ...opt(c.postcode, ctr(c.postcode ?? '')),
          ctr('Bridge Trust', { size: 18 }),
          rule(),
          kv('Date', fmtDate(c.start, 'dd/mm/yyyy')),
          kv('Time', fmtTime(c.start, 'HH:MM')),
          kv('Lane', `${c.rng.int(1, 6)}`),
          kv('Class', '2 – Car'),
          kv('Toll paid', money(c.rng.pick([150, 200, 250]))),
          kv('Receipt', ticketNo(c, 6)),
          rule({ dash: true }),
          ctr('Drive safely', { size: 17 }),
        ],
        thermal(c, 384, F.mono, 20),
      );
    },
  },
  {
    kind: 'fuel_receipt',
    inGuide: true,
    medium: 'paper',
    thermal: true,
    place: P(0.8, 0.7),
    notes: 'fuel station receipt (pump, litres) with date and time',
    build(c) {
      const litres = c.rng.float(18, 55);
      const ppl = c.rng.int(132, 158) + 0.9;
      return renderDoc(
        [
          ctr(`${c.rng.pick(['Hilltop', 'Crossways', 'Kingfisher'])} Service Station`, {
            bold: true,
            size: 22,
          }),
          ...opt(placeLine(c), ctr(`${c.rng.pick(STREETS)}, ${placeLine(c)}`, { size: 17 })),
          rule(),
          kv(`Pump ${c.rng.int(1, 8)} Unleaded`, money(Math.round(litres * ppl))),
          kv(`  ${litres.toFixed(2)} L @ ${ppl}p`, ''),
          kv('Car wash token', '£0.00'),
          rule(),
          kv('TOTAL', money(Math.round(litres * ppl)), { bold: true, size: 26 }),
          kv('Contactless', `**** ${c.rng.digits(4)}`),
          rule({ dash: true }),
          tx(`${fmtDate(c.start, 'dd/mm/yyyy')}  ${fmtTime(c.start, 'HH:MM')}  Till 2`, { size: 18 }),
          ctr('Customer parking max 30 mins', { size: 15 }),
        ],
        thermal(c, 448, F.lmono, 20),
      );
    },
  },
  {
    kind: 'car_wash_receipt',
    inGuide: true,
    medium: 'paper',
    thermal: true,
    place: P(0.5, 0.5),
    notes: 'hand car wash and valet receipt with drop-off and ready times',
    build(c) {
      return renderDoc(
        [
          ctr('SPARKLE HAND CAR WASH', { bold: true, size: 22 }),
          ctr(`Rear of ${c.rng.pick(SUPERMARKETS)} car park`, { size: 17 }),
          ...opt(placeLine(c), ctr(placeLine(c), { size: 17 })),
          rule(),
          kv('Vehicle', reg(c)),
          kv('Full valet', '£35.00'),
          kv('Drop-off', fmtTime(c.start, 'h:mm AM')),
          kv('Ready at', fmtTime(c.start + 120, 'h:mm AM')),
          kv('Date', fmtDate(c.start, 'Ddd d Mon')),
          kv('PAID', '£35.00', { bold: true }),
        ],
        thermal(c, 384, F.sans, 19),
      );
    },
  },
  {
    kind: 'garage_mot_invoice',
    inGuide: true,
    medium: 'paper',
    place: P(0.9, 0.9),
    notes: 'garage MOT invoice: "collect your car from the customer car park", next MOT due',
    build(c) {
      return renderDoc(
        [
          cols([`${c.rng.pick(['Marsh Lane', 'Quarry', 'Ridgeway'])} Motors Ltd`, 'INVOICE'], [0, -1], {
            bold: true,
            size: 28,
          }),
          ...opt(placeLine(c), tx(addr(c), { size: 18 })),
          gap(20),
          kv('Invoice date', fmtDate(c.start, 'dd/mm/yyyy')),
          kv('Vehicle', `${reg(c)}  ${c.rng.pick(['Ford Fiesta', 'VW Golf', 'Toyota Yaris', 'Kia Ceed'])}`),
          kv('Mileage', `${c.rng.int(20000, 120000)}`),
          rule(),
          cols(['Description', 'Qty', 'Amount'], [0, 0.6, -1], { bold: true }),
          cols(['MOT test class 4', '1', '£54.85'], [0, 0.6, -1]),
          cols(['Wiper blades (pair)', '1', '£18.00'], [0, 0.6, -1]),
          cols(['Labour', '0.5', '£32.50'], [0, 0.6, -1]),
          rule(),
          kv('Total inc VAT', '£105.35', { bold: true }),
          gap(10),
          tx(`Next MOT due ${fmtDate(c.start + 365 * DAY, 'd Mon yyyy')}`),
          para(
            `Car ready from ${fmtTime(c.start + 180, 'h:mm AM')}. Please collect your car from the customer car park; keys at reception.`,
          ),
        ],
        a4(c, F.lib, 20),
      );
    },
  },
  {
    kind: 'tyre_fitting_invoice',
    inGuide: true,
    medium: 'paper',
    thermal: true,
    place: P(0.7, 0.6),
    notes: 'tyre and exhaust centre till receipt with fitting bay and time',
    build(c) {
      return renderDoc(
        [
          ctr('TREADRIGHT TYRES & EXHAUSTS', { bold: true, size: 20 }),
          ...opt(placeLine(c), ctr(placeLine(c), { size: 17 })),
          rule(),
          kv('2 x 205/55 R16 91V', '£138.00'),
          kv('Fitting & balancing', '£24.00'),
          kv('Valve x2', '£6.00'),
          kv('TOTAL', '£168.00', { bold: true }),
          rule({ dash: true }),
          kv('Reg', reg(c)),
          kv('Bay', `${c.rng.int(1, 5)}`),
          kv('In', `${fmtDate(c.start, 'dd/mm/yy')} ${fmtTime(c.start, 'HH:MM')}`),
          kv('Out', fmtTime(c.start + c.rng.int(40, 100), 'HH:MM')),
        ],
        thermal(c, 384, F.mono, 19),
      );
    },
  },
  {
    kind: 'rail_ticket',
    inGuide: true,
    medium: 'paper',
    place: P(1, 0),
    notes: 'orange-stripe style rail ticket: off-peak day return, valid date, route',
    build(c) {
      const st = card(c, 860, '#fbf3e4', F.narrow, 26);
      const to = c.rng.pick(['LONDON TERMINALS', 'MANCHESTER STNS', 'BIRMINGHAM STNS', 'GLASGOW CENTRAL']);
      return renderDoc(
        [
          ban('Standard Class · ADULT', { bg: '#e87a1d', size: 26, a: 'l' }),
          cols(['Ticket type', 'Valid on', 'Number'], [0, 0.42, 0.72], { size: 18 }),
          cols(
            ['OFF-PEAK DAY RTN', fmtDate(c.start, 'dd-MON-yy').replace(/-/g, ' '), ticketNo(c, 5)],
            [0, 0.42, 0.72],
            { bold: true },
          ),
          cols(['From', 'To', 'Price'], [0, 0.42, 0.72], { size: 18 }),
          cols(
            [(c.townName ?? 'ANY STATION').toUpperCase(), to, money(c.rng.int(900, 6500))],
            [0, 0.42, 0.72],
            { bold: true },
          ),
          cols(['Route', 'Issued'], [0, 0.42], { size: 18 }),
          cols(['ANY PERMITTED', `${fmtDate(c.start, 'dd.mm.yy')} ${fmtTime(c.start, 'HHMM')}`], [0, 0.42], {
            bold: true,
          }),
          bar(c.rng.digits(14), 40, false),
        ],
        st,
      );
    },
  },
  {
    kind: 'bus_ticket',
    inGuide: true,
    medium: 'paper',
    thermal: true,
    place: P(0.8, 0),
    notes: 'bus day ticket from the driver\'s machine, "valid until end of service"',
    build(c) {
      const st = thermal(c, 384, F.mono, 20);
      st.width = 330;
      return renderDoc(
        [
          ctr(`${c.townName ?? 'County'} Buses`, { bold: true }),
          ctr('ADULT DAYRIDER', { bold: true, size: 24 }),
          kv('Date', fmtDate(c.start, 'dd/mm/yy')),
          kv('Time', fmtTime(c.start, 'HH:MM')),
          kv('Route', `${c.rng.int(1, 99)}${c.rng.pick(['', 'A', 'X'])}`),
          kv('Fare', money(c.rng.pick([450, 520, 600]))),
          kv('Stage', `${c.rng.pick(CARPARK_NAMES)}`),
          ctr('Valid until end of service', { size: 16 }),
        ],
        st,
      );
    },
  },
  {
    kind: 'shop_receipt',
    inGuide: true,
    medium: 'paper',
    thermal: true,
    place: P(0.8, 0.8),
    notes: 'supermarket till receipt (with a "parking refund" line and date/time)',
    build(c) {
      const items = [
        'SEMI SKIMMED 2L',
        'SOURDOUGH LOAF',
        'BANANAS LOOSE',
        'CHEDDAR 400G',
        'COFFEE BEANS',
        'TOMATOES',
      ];
      return renderDoc(
        [
          ctr(c.rng.pick(SUPERMARKETS), { bold: true, size: 26 }),
          ...opt(placeLine(c), ctr(placeLine(c), { size: 17 })),
          rule(),
          ...c.rng
            .shuffle(items)
            .slice(0, 5)
            .map((i) => kv(i, money(c.rng.int(80, 600)))),
          kv('PARKING REFUND', '-£1.50'),
          rule(),
          kv('BALANCE DUE', money(c.rng.int(1200, 4500)), { bold: true }),
          kv('CARD', `**** ${c.rng.digits(4)}`),
          rule({ dash: true }),
          tx(
            `${fmtDate(c.start, 'dd/mm/yy')} ${fmtTime(c.start, 'HH:MM')} ST:${c.rng.digits(4)} TR:${c.rng.digits(4)}`,
            { size: 17 },
          ),
          ctr('Clubcard-style points: 24', { size: 16 }),
        ],
        thermal(c, 448, F.mono, 19),
      );
    },
  },
  {
    kind: 'cinema_ticket',
    inGuide: true,
    medium: 'paper',
    place: P(0.8, 0),
    notes: 'cinema admission ticket (screen, seat, showtime), no parking element',
    build(c) {
      const st = card(c, 760, '#161616', F.sans, 24);
      st.ink = '#ffffff';
      return renderDoc(
        [
          tx(`PICTUREHOUSE ${c.townName ? c.townName.toUpperCase() : 'CENTRAL'}`, {
            bold: true,
            size: 30,
            fill: '#ffcc00',
          }),
          tx(c.rng.pick(['The Long Harbour (12A)', 'Night Orchard (15)', 'Paper Kites (PG)']), { size: 28 }),
          cols(['Screen', 'Seat', 'Date', 'Time'], [0, 0.2, 0.4, 0.75], { size: 18 }),
          cols(
            [
              `${c.rng.int(1, 9)}`,
              `${c.rng.pick(['F', 'G', 'H'])}${c.rng.int(1, 20)}`,
              fmtDate(c.start, 'Ddd d Mon'),
              fmtTime(c.start + 90, 'h:mm AM'),
            ],
            [0, 0.2, 0.4, 0.75],
            {
              bold: true,
              size: 28,
            },
          ),
          tx(`Adult ${money(c.rng.int(800, 1400))}`, { size: 20 }),
        ],
        st,
      );
    },
  },
  {
    kind: 'delivery_note',
    inGuide: true,
    medium: 'paper',
    place: P(0.9, 0.9),
    notes: 'delivery note with delivery slot and "driver parked in loading bay"',
    build(c) {
      return renderDoc(
        [
          cols(['DELIVERY NOTE', `No. ${ticketNo(c, 7)}`], [0, -1], { bold: true, size: 28 }),
          tx('Harrow & Finch Building Supplies'),
          ...opt(placeLine(c), tx(`Deliver to: ${addr(c)}`)),
          gap(10),
          kv('Delivery date', fmtDate(c.start, 'd Mon yyyy')),
          kv('Slot', `${fmtTime(c.start - 60, 'HH:MM')} – ${fmtTime(c.start + 120, 'HH:MM')}`),
          kv('Vehicle', reg(c)),
          rule(),
          cols(['Item', 'Qty'], [0, -1], { bold: true }),
          cols(['Plasterboard 2400x1200', '12'], [0, -1]),
          cols(['Timber 47x100 3.0m', '20'], [0, -1]),
          rule(),
          para('Driver parked in the loading bay. Received in good condition:'),
          tx('Signed ____________________'),
        ],
        a4(c, F.lib, 20),
      );
    },
  },
  {
    kind: 'bank_card_slip',
    inGuide: true,
    medium: 'paper',
    thermal: true,
    place: P(0.6, 0.5),
    notes: 'card terminal customer copy (merchant is a car park operator, no period printed)',
    build(c) {
      return renderDoc(
        [
          ctr('CUSTOMER COPY', { bold: true }),
          ctr(c.rng.pick(OPERATORS), { size: 18 }),
          ...opt(placeLine(c), ctr(placeLine(c), { size: 18 })),
          rule(),
          tx('VISA DEBIT'),
          tx(`**** **** **** ${c.rng.digits(4)}`),
          kv('SALE', money(c.rng.int(150, 900)), { bold: true }),
          tx('CONTACTLESS'),
          kv('AUTH', c.rng.digits(6)),
          kv('TID', c.rng.digits(8)),
          tx(`${fmtDate(c.start, 'dd/mm/yy')} ${fmtTime(c.start, 'HH:MM:SS', { secs: c.rng.int(0, 59) })}`),
          ctr('PLEASE RETAIN FOR YOUR RECORDS', { size: 16 }),
        ],
        thermal(c, 384, F.mono, 20),
      );
    },
  },
  {
    kind: 'loyalty_voucher',
    inGuide: true,
    medium: 'paper',
    place: P(0.7, 0),
    notes: 'coffee shop loyalty voucher with "offer ends" date, mentions free parking after 6pm',
    build(c) {
      return renderDoc(
        [
          ban('£3 OFF YOUR NEXT VISIT', { bg: '#8d3b1f', size: 30 }),
          tx(`Beanstalk Coffee${c.townName ? ` ${c.townName}` : ''}`, { bold: true, size: 26 }),
          tx(`Offer ends ${fmtDate(c.start + 14 * DAY, 'd Mon yyyy')}`),
          tx(`Issued ${fmtDate(c.start, 'dd/mm/yy')} ${fmtTime(c.start, 'HH:MM')}`, { size: 18 }),
          tx('Free parking after 6pm at the rear (2 hours max)', { size: 18 }),
          bar(c.rng.digits(12), 50, true),
        ],
        card(c, 640, '#fff8ef', F.serif, 22),
      );
    },
  },
  {
    kind: 'car_park_tariff_sign',
    inGuide: false,
    medium: 'paper',
    place: P(0.9, 0.2),
    notes: 'photo of a car park tariff board (charges, max stay, hours) — no purchase, no date',
    build(c) {
      const st = card(c, 900, '#0d3c8c', F.sans, 30);
      st.ink = '#ffffff';
      return renderDoc(
        [
          cols(['P', `${c.rng.pick(CARPARK_NAMES)} Car Park`], [0, 0.14], { bold: true, size: 56 }),
          ...opt(c.townName, tx(council(c), { size: 26 })),
          ban('PAY & DISPLAY', { bg: '#ffffff', fill: '#0d3c8c', size: 40 }),
          tx('Charges apply Mon–Sat 8am – 6pm', { size: 28 }),
          kv('Up to 1 hour', '£1.20', { size: 34 }),
          kv('Up to 2 hours', '£2.20', { size: 34 }),
          kv('Up to 4 hours', '£4.00', { size: 34 }),
          kv('All day', '£6.50', { size: 34 }),
          tx('Max stay 4 hours in short stay bays', { size: 26 }),
          tx(`Pay by app: location ${c.rng.digits(4)}`, { size: 26 }),
          ...opt(c.postcode, tx(`Enforced by ${council(c)} · ${c.postcode}`, { size: 20 })),
        ],
        st,
      );
    },
  },
  {
    kind: 'speeding_notice_nip',
    inGuide: false,
    medium: 'paper',
    place: P(0.8, 0.8),
    notes: 'Notice of Intended Prosecution for speeding: date, time, location, vehicle',
    build(c) {
      const day = c.start - DAY * c.rng.int(5, 12);
      return renderDoc(
        [
          ...letterHead(c, 'Central Safety Camera Partnership', 'NOTICE OF INTENDED PROSECUTION'),
          kv('Vehicle', reg(c), { vb: true }),
          kv('Date of offence', fmtDate(day, 'dd/mm/yyyy')),
          kv('Time', fmtTime(day, 'HH:MM')),
          kv(
            'Location',
            `${c.rng.pick(['A38', 'A61', 'B1248', 'A5'])} ${c.rng.pick(STREETS)}${c.townName ? `, ${c.townName}` : ''}`,
          ),
          kv('Speed limit / recorded', '30 mph / 38 mph'),
          gap(8),
          para(
            'You are the registered keeper of the vehicle above. You must identify the driver within 28 days. This is not a parking matter.',
          ),
        ],
        a4(c, F.lib, 20),
      );
    },
  },
  {
    kind: 'vehicle_tax_reminder',
    inGuide: false,
    medium: 'paper',
    place: P(0.6, 0.6),
    notes: 'vehicle tax renewal reminder letter (tax due date, 12-month and 6-month rates)',
    build(c) {
      return renderDoc(
        [
          ...letterHead(c, 'Vehicle Licensing Office', 'Vehicle tax reminder'),
          kv('Vehicle', reg(c), { vb: true }),
          kv('Make', c.rng.pick(['SKODA', 'FORD', 'NISSAN', 'VAUXHALL'])),
          kv('Tax due', fmtDate(c.nowWall + c.rng.int(10, 30) * DAY, 'd Month yyyy')),
          kv('12 months', '£195.00'),
          kv('6 months', '£107.25'),
          gap(8),
          para(
            'Tax your vehicle online or at a post office that deals with vehicle tax. Reference number below.',
          ),
          bar(c.rng.digits(16), 60, true),
        ],
        a4(c, F.lib, 20),
      );
    },
  },
];
