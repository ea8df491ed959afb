// Genuine: e-mail and in-app receipts, booking confirmations, wallet passes and printouts.
import { ban, bar, ctr, gap, kv, opt, para, qr, rule, tx } from './blocks.ts';
import { APPS, BOOKING_SITES, CARPARK_NAMES, OPERATORS, STREETS } from './brands.ts';
import {
  a4,
  dur,
  fmtDate,
  fmtDur,
  fmtTime,
  pickDate,
  pickTime,
  placeLine,
  reg,
  tariffPence,
} from './common.ts';
import { money } from './formats.ts';
import { DAY } from './london-time.ts';
import { cardBox, kvs, mailDesktop, mailPhone, phone, theme } from './screens.ts';
import { type Block, F, renderDoc } from './svg-kit.ts';
import type { Ctx, GenuineLayout } from './types.ts';

const ref = (c: Ctx, p: string) => `${p}${c.rng.letters(3)}${c.rng.digits(5)}`;
/** When the e-mail arrived: a booking some days before, a receipt shortly after the end. */
const bookedAt = (c: Ctx) => Math.min(c.start, c.nowWall) - DAY * c.rng.int(2, 20) - c.rng.int(0, 600);
const received = (_c: Ctx, w: number) => `${fmtDate(w, 'd Mon yyyy')}, ${fmtTime(w, 'HH:MM')}`;

export const MAIL_LAYOUTS: GenuineLayout[] = [
  {
    name: 'email-session-receipt',
    kind: 'app_email_receipt',
    medium: 'screen',
    dark: 'maybe',
    email: true,
    inGuideWording: true,
    period: { timing: 'exit', pattern: 'band', bands: [90, 120, 180, 240, 300], short: [15, 30, 45] },
    place: { town: 0.8, postcode: 0.7 },
    notes: 'mail-app screenshot of a parking app receipt: Parking location, Start / End, Total',
    build(c) {
      const app = c.rng.pick(APPS);
      const df = pickDate(c, ['d Mon yyyy', 'dd/mm/yyyy', 'Ddd d Mon yyyy'], c.start, c.end);
      const tf = pickTime(c, ['HH:MM', 'h:mm AM']);
      const got = Math.min(c.end + c.rng.int(1, 4), c.nowWall);
      const total = tariffPence(c, dur(c)) + 20;
      const b: Block[] = [
        tx(`Thanks for parking with ${app}.`, { size: 24 }),
        gap(10),
        ...kvs(c, [
          ['Parking location', c.rng.pick(CARPARK_NAMES)],
          ...(placeLine(c) ? ([['', placeLine(c)]] as [string, string][]) : []),
          ['Location code', c.rng.digits(4)],
          ['Vehicle', reg(c)],
          ['Start', `${fmtDate(c.start, df)} ${fmtTime(c.start, tf)}`],
          ['End', `${fmtDate(c.end, df)} ${fmtTime(c.end, tf)}`],
          ['Duration', fmtDur(dur(c), 'x hrs yy mins')],
          ['Parking', money(total - 20)],
          ['Service fee', money(20)],
          ['Total', money(total)],
        ]),
        gap(10),
        para(`Paid with card ending ${c.rng.digits(4)}. This e-mail is your VAT receipt.`, {
          size: 20,
          fill: theme(c.dark).sub,
        }),
      ];
      return mailPhone(c, {
        from: app,
        subject: c.rng.pick([
          'Your parking receipt',
          'Receipt for your parking session',
          'Parking ended – receipt',
        ]),
        received: received(c, got),
        accent: '#3b6fd8',
        blocks: b,
      });
    },
  },
  {
    name: 'email-booking-confirmation',
    kind: 'app_email_receipt',
    medium: 'screen',
    dark: 'maybe',
    email: true,
    inGuideWording: true,
    period: { timing: 'booked', pattern: 'band', bands: [180, 240, 480, 600] },
    place: { town: 0.9, postcode: 0.8 },
    notes: 'booking confirmation e-mail sent days earlier: Booking reference, Arrival / Departure',
    build(c) {
      const site = c.rng.pick(BOOKING_SITES);
      const at = bookedAt(c);
      const tf = pickTime(c, ['HH:MM', 'h:mmam']);
      const b: Block[] = [
        tx('Your space is booked!', { bold: true, size: 32 }),
        tx(`Booking reference ${ref(c, 'BK')}`, { size: 24 }),
        gap(8),
        cardBox(c, [
          tx(`Driveway on ${c.rng.pick(STREETS)}`, { bold: true, size: 26 }),
          ...opt(placeLine(c), tx(placeLine(c), { size: 22 })),
          gap(6),
          ...kvs(
            c,
            [
              ['Arrival', `${fmtDate(c.start, 'Ddd d Mon yyyy')}, ${fmtTime(c.start, tf)}`],
              ['Departure', `${fmtDate(c.end, 'Ddd d Mon yyyy')}, ${fmtTime(c.end, tf)}`],
              ['Total paid', money(tariffPence(c, dur(c)))],
            ],
            22,
          ),
        ]),
        gap(8),
        para(`Booked on ${fmtDate(at, 'd Mon yyyy')}. Free cancellation up to 24 hours before arrival.`, {
          size: 20,
          fill: theme(c.dark).sub,
        }),
      ];
      return mailPhone(c, {
        from: site,
        subject: `Booking confirmed`,
        received: received(c, at),
        accent: '#e65100',
        blocks: b,
      });
    },
  },
  {
    name: 'inapp-receipt',
    kind: 'app_email_receipt',
    medium: 'screen',
    dark: 'maybe',
    inGuideWording: false,
    period: { timing: 'exit', pattern: 'band', bands: [90, 120, 240, 360], short: [20, 40] },
    place: { town: 0.7, postcode: 0.5 },
    notes: 'in-app VAT receipt screen: "Session ended", From / To lines, amounts',
    build(c) {
      const accent = c.rng.pick(['#0d47a1', '#004d40', '#4a148c']);
      const tf = pickTime(c, ['HH:MM', 'h:mm AM']);
      const df = pickDate(c, ['dd/mm/yy', 'd Mon yyyy'], c.start, c.end);
      const th = theme(c.dark);
      const total = tariffPence(c, dur(c));
      const b: Block[] = [
        ctr('Session ended', { size: 26, fill: th.sub }),
        ctr(money(total), { size: 64, bold: true }),
        gap(10),
        cardBox(c, [
          tx('From', { size: 20, fill: th.sub }),
          tx(`${fmtTime(c.start, tf)}  ${fmtDate(c.start, df)}`, { size: 28, bold: true }),
          tx('To', { size: 20, fill: th.sub }),
          tx(`${fmtTime(c.end, tf)}  ${fmtDate(c.end, df)}`, { size: 28, bold: true }),
          rule({ color: th.line }),
          ...kvs(c, [
            ['Where', c.rng.pick(CARPARK_NAMES)],
            ...(c.townName ? ([['Town', c.townName]] as [string, string][]) : []),
            ...(c.postcode ? ([['Postcode', c.postcode]] as [string, string][]) : []),
            ['Net', money(Math.round((total * 5) / 6))],
            ['VAT', money(total - Math.round((total * 5) / 6))],
          ]),
        ]),
        ban('Download PDF', { bg: accent, size: 24, radius: 28, fill: '#fff' }),
      ];
      return phone(c, { title: 'Receipt', accent, blocks: b, back: true });
    },
  },
  {
    name: 'email-desktop-plaintext',
    kind: 'app_email_receipt',
    medium: 'screen',
    dark: 'maybe',
    email: true,
    inGuideWording: false,
    period: { timing: 'exit', pattern: 'free', overnightOk: true },
    place: { town: 0.8, postcode: 0.6 },
    notes:
      'desktop webmail, plain-text operator receipt in monospace, "Parked from / Parked to" with ISO dates',
    build(c) {
      const op = c.rng.pick(OPERATORS);
      const tf = pickTime(c, ['HH:MM', 'HH.MM']);
      const m = { font: F.lmono, size: 19 };
      const b: Block[] = [
        tx('Dear customer,', m),
        tx(`thank you for using ${op}. Your stay:`, m),
        gap(10),
        tx(`  Site ......... ${c.rng.pick(CARPARK_NAMES)}`, m),
        ...opt(placeLine(c), tx(`                 ${placeLine(c)}`, m)),
        tx(`  Parked from .. ${fmtDate(c.start, 'yyyy-mm-dd')} ${fmtTime(c.start, tf)}`, m),
        tx(`  Parked to .... ${fmtDate(c.end, 'yyyy-mm-dd')} ${fmtTime(c.end, tf)}`, m),
        tx(`  Time parked .. ${fmtDur(dur(c), 'xh ym')}`, m),
        tx(`  Charged ...... ${money(tariffPence(c, dur(c)))}`, m),
        gap(10),
        tx('Kind regards,', m),
        tx(`${op} Customer Care`, m),
      ];
      const sent = Math.min(c.end + c.rng.int(5, 90), c.nowWall);
      return mailDesktop(c, {
        from: `${op} <noreply@${op.toLowerCase().replace(/[^a-z]/g, '')}.example>`,
        subject: 'Your parking receipt',
        received: `${fmtDate(sent, 'Ddd d Mon yyyy')} ${fmtTime(sent, 'HH:MM')}`,
        blocks: b,
      });
    },
  },
  {
    name: 'wallet-pass-airport',
    kind: 'prebooked_pass',
    medium: 'screen',
    dark: 'never',
    inGuideWording: true,
    period: { timing: 'booked', pattern: 'trip' },
    place: { town: 0.9, postcode: 0.5 },
    notes: 'phone wallet pass for airport Long Stay: Entry and Exit dates/times, Terminal, Booking ref, QR',
    build(c) {
      const color = c.rng.pick(['#0b3d91', '#7b1fa2', '#263238', '#b71c1c']);
      const tf = pickTime(c, ['HH:MM']);
      const w = { fill: '#ffffff' };
      const b: Block[] = [
        {
          t: 'box',
          fill: color,
          radius: 26,
          pad: 30,
          blocks: [
            kv(c.rng.pick(OPERATORS).toUpperCase(), 'PARKING', { ...w, bold: true, size: 22 }),
            gap(10),
            tx(c.rng.pick(['Long Stay', 'Short Stay', 'Meet & Greet', 'Mid Stay']), {
              ...w,
              size: 44,
              bold: true,
            }),
            tx(`${c.townName ? `${c.townName} ` : ''}Airport · Terminal ${c.rng.int(1, 2)}`, {
              ...w,
              size: 24,
            }),
            ...opt(c.postcode, tx(`Airport Way, ${c.postcode}`, { ...w, size: 20 })),
            gap(14),
            kv('ENTRY', 'EXIT', { ...w, size: 20 }),
            kv(fmtDate(c.start, 'dd MON yyyy'), fmtDate(c.end, 'dd MON yyyy'), {
              ...w,
              size: 28,
              bold: true,
            }),
            kv(fmtTime(c.start, tf), fmtTime(c.end, tf), { ...w, size: 40, bold: true }),
            gap(12),
            kv('BOOKING REF', 'VEHICLE', { ...w, size: 20 }),
            kv(ref(c, ''), reg(c), { ...w, size: 26, bold: true }),
            gap(10),
            qr(`PASS-${c.spec.id}-${c.rng.digits(8)}`, 300),
          ],
        },
      ];
      return phone(c, { title: 'Wallet', accent: '#222', blocks: b, back: true });
    },
  },
  {
    name: 'station-booking-printout',
    kind: 'prebooked_pass',
    medium: 'paper',
    inGuideWording: true,
    period: { timing: 'booked', pattern: 'band', bands: [540, 660, 720, 1440] },
    place: { town: 0.95, postcode: 0.8 },
    notes:
      'A4 home printout of a station car park booking with barcode, Valid from / Valid until, booking date',
    build(c) {
      const st = a4(c, F.lib, 22);
      const at = bookedAt(c);
      const tf = pickTime(c, ['HH:MM', 'h:mm AM']);
      const b: Block[] = [
        ban(`${c.rng.pick(OPERATORS)} · Station Parking`, { size: 28, a: 'l', bg: '#283593' }),
        gap(12),
        tx(`${c.townName ? `${c.townName} ` : ''}Station Car Park`, { bold: true, size: 30 }),
        ...opt(c.postcode, tx(`Station Approach, ${c.postcode}`)),
        gap(12),
        kv('Booking reference', ref(c, 'SP'), { vb: true }),
        kv('Booked on', `${fmtDate(at, 'dd/mm/yyyy')}`),
        kv('Vehicle', reg(c)),
        rule(),
        kv('Valid from', `${fmtDate(c.start, 'Dddd dth Month yyyy')}  ${fmtTime(c.start, tf)}`, { vb: true }),
        kv('Valid until', `${fmtDate(c.end, 'Dddd dth Month yyyy')}  ${fmtTime(c.end, tf)}`, { vb: true }),
        kv('Amount paid', money(tariffPence(c, dur(c)))),
        rule(),
        bar(ref(c, ''), 90, true),
        gap(10),
        para(
          'Scan this barcode at the entry barrier. Display this printout on your dashboard if the barrier is open. Not transferable.',
          { size: 18 },
        ),
      ];
      return renderDoc(b, st);
    },
  },
  {
    name: 'meet-greet-email',
    kind: 'prebooked_pass',
    medium: 'screen',
    dark: 'maybe',
    email: true,
    inGuideWording: false,
    period: { timing: 'booked', pattern: 'trip' },
    place: { town: 0.9, postcode: 0.7 },
    notes: 'Meet & Greet e-mail: "Drop-off" / "Collection" dates and times, flight numbers as distractors',
    build(c) {
      const tf = pickTime(c, ['HH:MM', 'h:mm AM']);
      const at = bookedAt(c);
      const flight = (w: number) => `${c.rng.letters(2)}${c.rng.int(100, 9999)} at ${fmtTime(w, 'HH:MM')}`;
      const b: Block[] = [
        tx('Your Meet & Greet parking', { bold: true, size: 30 }),
        tx(`Reference ${ref(c, 'MG')}`, { size: 22 }),
        gap(8),
        ...kvs(
          c,
          [
            ['Airport', `${c.townName ? `${c.townName} ` : ''}Airport, Terminal ${c.rng.int(1, 2)}`],
            ...(c.postcode
              ? ([['Meeting point', `Short stay deck, ${c.postcode}`]] as [string, string][])
              : []),
            ['Drop-off', `${fmtDate(c.start, 'Ddd d Mon yyyy')} ${fmtTime(c.start, tf)}`],
            ['Collection', `${fmtDate(c.end, 'Ddd d Mon yyyy')} ${fmtTime(c.end, tf)}`],
            ['Outbound flight', flight(c.start + c.rng.int(120, 200))],
            ['Return flight', flight(c.end - c.rng.int(40, 90))],
            ['Vehicle', reg(c)],
            ['Paid', money(c.rng.int(60, 180) * 100)],
          ],
          22,
        ),
        gap(8),
        para(`Booked ${fmtDate(at, 'd Mon yyyy')}. Call us 20 minutes before you arrive at the terminal.`, {
          size: 20,
          fill: theme(c.dark).sub,
        }),
      ];
      return mailPhone(c, {
        from: `${c.rng.pick(OPERATORS)} Meet & Greet`,
        subject: 'Booking confirmation – Meet & Greet',
        received: received(c, at),
        accent: '#00897b',
        blocks: b,
        font: F.sans,
      });
    },
  },
];
