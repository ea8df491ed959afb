// Look-alikes on screens: crossings and zone charges, EV charging, hire cars, taxis, lounges,
// plus kinds the field guide does not name (wallet top-ups, parked-car reminders, run results, calendars).
import { ban, ctr, gap, kv, opt, para, qr, tx } from './blocks.ts';
import { APPS, CARPARK_NAMES, STREETS } from './brands.ts';
import { fmtDate, fmtTime, placeLine, reg, ticketNo } from './common.ts';
import { money } from './formats.ts';
import { DAY } from './london-time.ts';
import { cardBox, kvs, mailPhone, mapBlock, phone, theme } from './screens.ts';
import type { Ctx, LookalikeKind } from './types.ts';

const P = (town: number, postcode: number) => ({ town, postcode });
const when = (w: number) => `${fmtDate(w, 'd Mon yyyy')}, ${fmtTime(w, 'HH:MM')}`;
const sub = (c: Ctx) => theme(c.dark).sub;

export const SCREEN_LOOKALIKES: LookalikeKind[] = [
  {
    kind: 'clean_air_zone_charge',
    inGuide: true,
    medium: 'screen',
    email: true,
    dark: 'maybe',
    place: P(0.9, 0),
    notes: 'e-mail confirming a Clean Air Zone / ULEZ / congestion daily charge for today',
    build(c) {
      const scheme = c.rng.pick(['Clean Air Zone', 'Ultra Low Emission Zone', 'Congestion Charge zone']);
      return mailPhone(c, {
        from: `${c.townName ?? 'City'} ${scheme} payments`,
        subject: 'Payment confirmation – daily charge',
        received: when(c.start),
        accent: '#2e7d32',
        blocks: [
          tx(`You have paid the ${scheme} daily charge.`, { size: 24 }),
          gap(10),
          ...kvs(c, [
            ['Vehicle', reg(c)],
            ['Date of travel', fmtDate(c.start, 'Ddd d Mon yyyy')],
            ['Valid', '00:00 – 23:59'],
            ['Charge', money(c.rng.pick([800, 1250, 1500]))],
            ['Payment ref', ticketNo(c, 10)],
          ]),
          para('This charge is for driving within the zone. It does not permit parking.', {
            size: 20,
            fill: sub(c),
          }),
        ],
      });
    },
  },
  {
    kind: 'river_crossing_charge',
    inGuide: true,
    medium: 'screen',
    dark: 'maybe',
    place: P(0.5, 0),
    notes: 'app confirmation of a paid river crossing charge (dart-charge style), crossing date',
    build(c) {
      return phone(c, {
        title: 'Crossing Charge',
        accent: '#00579c',
        back: true,
        blocks: [
          ctr('✓ Payment successful', { bold: true, size: 32, fill: '#2e7d32' }),
          cardBox(c, [
            ...kvs(c, [
              ['Crossing', `${c.townName ? `${c.townName} ` : ''}Estuary Crossing`],
              ['Vehicle', reg(c)],
              ['Crossings', '2 (return)'],
              ['Date of crossing', fmtDate(c.start, 'dd/mm/yyyy')],
              ['Paid at', fmtTime(c.start + 30, 'HH:MM')],
              ['Amount', money(500)],
            ]),
          ]),
          para('Pay by midnight the day after you cross.', { size: 20, fill: sub(c) }),
        ],
      });
    },
  },
  {
    kind: 'tunnel_ferry_crossing',
    inGuide: true,
    medium: 'screen',
    email: true,
    dark: 'maybe',
    place: P(0.9, 0.5),
    notes: 'car ferry booking e-mail: sailing time, check-in closes, vehicle length',
    build(c) {
      const sail = c.start + c.rng.int(60, 240);
      return mailPhone(c, {
        from: 'Westerly Isles Ferries',
        subject: `Your sailing from ${c.townName ?? 'the mainland'}`,
        received: when(c.start - 6 * DAY),
        accent: '#01579b',
        blocks: [
          tx('Booking confirmed', { bold: true, size: 30 }),
          ...kvs(
            c,
            [
              ['Route', `${c.townName ?? 'Port'} → ${c.rng.pick(['Isle of Harra', 'Cragness', 'Holm Bay'])}`],
              ...(c.postcode ? ([['Terminal', `Ferry Terminal, ${c.postcode}`]] as [string, string][]) : []),
              ['Sailing', `${fmtDate(sail, 'Ddd d Mon')} ${fmtTime(sail, 'HH:MM')}`],
              ['Check-in closes', fmtTime(sail - 30, 'HH:MM')],
              ['Vehicle', `${reg(c)} (car up to 5m)`],
              ['Passengers', '2 adults'],
              ['Total', money(c.rng.int(6000, 14000))],
            ],
            22,
          ),
          para('Please queue in lane 3 of the marshalling area. Long stay parking is not included.', {
            size: 20,
            fill: sub(c),
          }),
        ],
      });
    },
  },
  {
    kind: 'ev_charging_receipt',
    inGuide: true,
    medium: 'screen',
    dark: 'maybe',
    place: P(0.8, 0.5),
    notes: 'EV charging app receipt for a charger in a car park: start/end times, kWh',
    build(c) {
      const end = c.start + c.rng.int(70, 160);
      return phone(c, {
        title: c.rng.pick(['VoltHarbour', 'PlugPoint', 'ChargeHive']),
        accent: '#00bfa5',
        back: true,
        blocks: [
          ctr('Charging complete', { bold: true, size: 32 }),
          ctr(`${(c.rng.float(12, 48)).toFixed(1)} kWh`, { size: 60, bold: true }),
          cardBox(c, [
            ...kvs(
              c,
              [
                ['Charger', `${c.rng.pick(CARPARK_NAMES)} car park, bay ${c.rng.int(1, 12)}`],
                ...(placeLine(c) ? ([['', placeLine(c)]] as [string, string][]) : []),
                ['Started', `${fmtDate(c.start, 'd Mon')} ${fmtTime(c.start, 'HH:MM')}`],
                ['Ended', `${fmtDate(end, 'd Mon')} ${fmtTime(end, 'HH:MM')}`],
                ['Energy cost', money(c.rng.int(600, 2200))],
              ],
              22,
            ),
          ]),
          para('Parking charges at this site are separate and must be paid at the machine.', {
            size: 20,
            fill: sub(c),
          }),
        ],
      });
    },
  },
  {
    kind: 'car_hire_return',
    inGuide: true,
    medium: 'screen',
    email: true,
    dark: 'maybe',
    place: P(0.8, 0.6),
    notes: 'car hire return receipt e-mail: "returned to car park level 2", pick-up and return times',
    build(c) {
      const out = c.start - DAY * c.rng.int(2, 6);
      return mailPhone(c, {
        from: 'Roadrunner Car Rental',
        subject: 'Your rental is closed – final receipt',
        received: when(Math.min(c.start + 20, c.nowWall)),
        accent: '#fb8c00',
        blocks: [
          ...kvs(
            c,
            [
              ['Agreement', `RA${ticketNo(c, 8)}`],
              ['Vehicle', `${reg(c)} · Compact`],
              ['Picked up', `${fmtDate(out, 'd Mon yyyy')} ${fmtTime(out, 'HH:MM')}`],
              ['Returned', `${fmtDate(c.start, 'd Mon yyyy')} ${fmtTime(c.start, 'HH:MM')}`],
              ['Return location', `Station car park level 2${c.townName ? `, ${c.townName}` : ''}`],
              ...(c.postcode ? ([['Branch', c.postcode]] as [string, string][]) : []),
              ['Fuel', 'Full'],
              ['Total charged', money(c.rng.int(9000, 30000))],
            ],
            22,
          ),
        ],
      });
    },
  },
  {
    kind: 'breakdown_callout',
    inGuide: true,
    medium: 'screen',
    dark: 'maybe',
    place: P(0.8, 0.6),
    notes: 'breakdown service app: patrol on the way to the car park, ETA time',
    build(c) {
      return phone(c, {
        title: 'Roadside Rescue',
        accent: '#f9a825',
        blocks: [
          mapBlock(c.spec.id, 420, c.dark, 'You are here'),
          cardBox(c, [
            tx('Help is on the way', { bold: true, size: 32 }),
            ...kvs(
              c,
              [
                ['Job', `${c.rng.letters(1)}${ticketNo(c, 7)}`],
                ['Reported', fmtTime(c.start, 'HH:MM')],
                ['Patrol ETA', fmtTime(c.start + c.rng.int(35, 80), 'HH:MM')],
                ['Location', `${c.rng.pick(CARPARK_NAMES)} car park`],
                ...(placeLine(c) ? ([['', placeLine(c)]] as [string, string][]) : []),
                ['Vehicle', reg(c)],
              ],
              22,
            ),
          ]),
        ],
      });
    },
  },
  {
    kind: 'taxi_ride_receipt',
    inGuide: true,
    medium: 'screen',
    dark: 'maybe',
    place: P(0.8, 0.4),
    notes: 'ride-hailing receipt: pick-up "at the short-stay car park", drop-off, times and fare',
    build(c) {
      const drop = c.start + c.rng.int(12, 45);
      return phone(c, {
        title: 'Your trip',
        accent: '#212121',
        back: true,
        blocks: [
          mapBlock(`${c.spec.id}-t`, 320, c.dark),
          ctr(money(c.rng.int(900, 3800)), { bold: true, size: 60 }),
          ctr(fmtDate(c.start, 'Ddd d Mon yyyy'), { size: 24, fill: sub(c) }),
          cardBox(c, [
            tx(`${fmtTime(c.start, 'HH:MM')}  Pick-up`, { bold: true }),
            tx(
              `Short-stay car park${c.townName ? `, ${c.townName}` : ''}${c.postcode ? ` ${c.postcode}` : ''}`,
              { size: 22, fill: sub(c) },
            ),
            gap(6),
            tx(`${fmtTime(drop, 'HH:MM')}  Drop-off`, { bold: true }),
            tx(`${c.rng.int(1, 90)} ${c.rng.pick(STREETS)}`, { size: 22, fill: sub(c) }),
          ]),
          tx(`Driver: ${c.rng.pick(['Amir', 'Kasia', 'Dele', 'Fiona'])} · ${reg(c)}`, { size: 22 }),
        ],
      });
    },
  },
  {
    kind: 'airport_lounge_pass',
    inGuide: true,
    medium: 'screen',
    dark: 'never',
    place: P(0.8, 0),
    notes: 'wallet pass for an airport lounge: arrival window, terminal, QR',
    build(c) {
      const s = c.start + c.rng.int(30, 200);
      return phone(c, {
        title: 'Wallet',
        accent: '#222',
        back: true,
        blocks: [
          {
            t: 'box',
            fill: '#3e2723',
            radius: 26,
            pad: 30,
            blocks: [
              kv('SKYWARD LOUNGES', 'ADMIT 2', { fill: '#fff', bold: true, size: 22 }),
              tx('The Aviator Lounge', { fill: '#ffe0b2', size: 40, bold: true }),
              tx(`${c.townName ? `${c.townName} ` : ''}Airport · Terminal 1 airside`, {
                fill: '#fff',
                size: 22,
              }),
              kv('ARRIVAL FROM', 'UNTIL', { fill: '#fff', size: 20 }),
              kv(fmtTime(s, 'HH:MM'), fmtTime(s + 180, 'HH:MM'), { fill: '#fff', size: 40, bold: true }),
              tx(fmtDate(s, 'dd MON yyyy'), { fill: '#fff', size: 26, bold: true }),
              qr(`LNG-${c.spec.id}`, 280),
            ],
          },
        ],
      });
    },
  },
  {
    kind: 'parking_account_topup',
    inGuide: false,
    medium: 'screen',
    dark: 'maybe',
    place: P(0, 0),
    notes: 'parking app wallet top-up receipt (credit bought, no session, no place)',
    build(c) {
      const app = c.rng.pick(APPS);
      return phone(c, {
        title: app,
        accent: '#5e35b1',
        back: true,
        blocks: [
          ctr('Parking credit added', { bold: true, size: 30 }),
          ctr(money(c.rng.pick([1000, 2000, 3000])), { bold: true, size: 72 }),
          cardBox(c, [
            ...kvs(c, [
              ['Date', fmtDate(c.start, 'dd/mm/yyyy')],
              ['Time', fmtTime(c.start, 'HH:MM')],
              ['Method', `Card •••• ${c.rng.digits(4)}`],
              ['New balance', money(c.rng.int(1000, 4500))],
              ['Auto top-up', 'Off'],
            ]),
          ]),
          para(`Use your credit to pay for parking anywhere ${app} is accepted.`, { size: 20, fill: sub(c) }),
        ],
      });
    },
  },
  {
    kind: 'parked_car_reminder',
    inGuide: false,
    medium: 'screen',
    dark: 'maybe',
    place: P(0.8, 0.4),
    notes: 'maps app "Parked car" pin saved by the phone, with a self-set reminder time',
    build(c) {
      const saved = c.nowWall - c.start;
      return phone(c, {
        title: 'Maps',
        accent: '#1a73e8',
        blocks: [
          mapBlock(`${c.spec.id}-p`, 640, c.dark, 'Parked car'),
          cardBox(c, [
            tx('Parked car', { bold: true, size: 32 }),
            tx(`Saved ${Math.floor(saved / 60)} hr ${saved % 60} min ago · ${fmtTime(c.start, 'HH:MM')}`, {
              size: 22,
              fill: sub(c),
            }),
            tx(
              `Near ${c.rng.pick(STREETS)}${c.townName ? `, ${c.townName}` : ''}${c.postcode ? ` ${c.postcode}` : ''}`,
              { size: 24 },
            ),
            tx(`Reminder: move car at ${fmtTime(c.start + 120, 'h:mm AM')}`, { size: 24 }),
            ...opt(c.rng.chance(0.5), tx('Note: level 2, near lifts', { size: 22, fill: sub(c) })),
          ]),
          ban('Directions', { bg: '#1a73e8', size: 26, radius: 30, fill: '#fff' }),
        ],
      });
    },
  },
  {
    kind: 'park_run_result',
    inGuide: false,
    medium: 'screen',
    email: true,
    dark: 'maybe',
    place: P(0.9, 0),
    notes: 'weekly 5k run-in-the-park result e-mail: date, finish time, "Park"',
    build(c) {
      const mins = c.rng.int(19, 38);
      return mailPhone(c, {
        from: `${c.townName ?? 'Riverside'} Park 5k`,
        subject: `Your result: ${c.townName ?? 'Riverside'} Park 5k event #${c.rng.int(80, 420)}`,
        received: when(c.start),
        accent: '#6d4c41',
        blocks: [
          tx(`Well done! On ${fmtDate(c.start, 'Dddd dth Month yyyy')} you ran`, { size: 24 }),
          tx(`${mins}:${String(c.rng.int(0, 59)).padStart(2, '0')}`, { size: 80, bold: true }),
          ...kvs(c, [
            ['Position', `${c.rng.int(20, 300)} of ${c.rng.int(300, 500)}`],
            ['Age grade', `${c.rng.float(48, 72).toFixed(2)}%`],
            ['Start time', '09:00'],
            ['Total runs', `${c.rng.int(2, 150)}`],
          ]),
          para('Please remember the park car park fills early: car share or walk if you can.', {
            size: 20,
            fill: sub(c),
          }),
        ],
      });
    },
  },
  {
    kind: 'calendar_appointment',
    inGuide: false,
    medium: 'screen',
    dark: 'maybe',
    place: P(0.7, 0.7),
    notes: 'calendar event for an appointment with a note about free patient parking',
    build(c) {
      const at = c.start + c.rng.int(20, 90);
      return phone(c, {
        title: 'Calendar',
        accent: '#d81b60',
        back: true,
        blocks: [
          tx(c.rng.pick(['Dentist – check-up', 'Physio appointment', 'Eye test']), { bold: true, size: 36 }),
          tx(fmtDate(at, 'Dddd dth Month yyyy'), { size: 26 }),
          tx(`${fmtTime(at, 'HH:MM')} – ${fmtTime(at + 45, 'HH:MM')}`, { size: 26 }),
          gap(10),
          cardBox(c, [
            tx('Location', { size: 20, fill: sub(c) }),
            tx(`${c.rng.int(1, 80)} ${c.rng.pick(STREETS)}`, { size: 24 }),
            ...opt(placeLine(c), tx(placeLine(c), { size: 24 })),
            tx('Notes', { size: 20, fill: sub(c) }),
            tx('Free patient parking at rear, 1 hour max.', { size: 22 }),
            tx('Alert: 30 minutes before', { size: 22 }),
          ]),
          tx(`Invitation from ${c.rng.pick(['Brookside Dental', 'Elmtree Physio', 'Clearview Opticians'])}`, {
            size: 18,
            fill: sub(c),
          }),
        ],
      });
    },
  },
];
