// E-mail receipts, pre-booked passes, printed confirmations and the council scratch card.
import { APPS, BOOKERS } from './data.ts';
import { ALL_12, MONTHS, fmtDate, fmtDur, fmtTime, wall } from './dates.ts';
import { bookedAt, dur, ticketNo } from './lh.ts';
import { desktopMail, mailPhone, walletPass } from './layouts-screen.ts';
import { BAR, C, type Doc, KV, QR, RULE, receipt, svgDoc, T, txt, WRAP } from './svg.ts';
import type { Ctx, LayoutDef } from './types.ts';

const airportName = (c: Ctx) =>
  c.airport?.name ?? (c.town ? `${c.town} Airport` : `Airport car park ${c.code}`);
const whereLine = (c: Ctx) =>
  c.town ? `${c.place.street}, ${c.town}${c.postcode ? `, ${c.postcode}` : ''}` : `Location code ${c.code}`;
const ref = (c: Ctx) => `${c.rng.letters(3)}-${c.rng.digits(6)}`;

export const PREBOOK_LAYOUTS: LayoutDef[] = [
  {
    name: 'email-receipt-phone',
    kind: 'app_receipt',
    genuine: true,
    medium: 'screen',
    period: 'stay',
    short: true,
    darkable: true,
    features: ['mail-app'],
    about: 'phone mail app showing a parking receipt e-mail: Arrival / Departure, booking reference, total',
    draw(c) {
      const D = c.date(['dow_d_mon_y', 'd_mon_y', 'dmy4', 'longcomma']);
      const Tm = c.time(['hh:mm', ...ALL_12]);
      const brand = c.rng.pick(APPS);
      const recv = c.end + c.rng.int(1, 8);
      return mailPhone(
        c,
        'Your parking receipt',
        `${brand} <receipts@${brand.toLowerCase().replace(/\W/g, '')}.example>`,
        `${fmtDate(recv, 'd_mon_y')} at ${fmtTime(recv, 'hh:mm')}`,
        [
          ['Parking location', c.town ? c.town : `Code ${c.code}`],
          ...(c.postcode ? [['Postcode', c.postcode] as [string, string]] : []),
          ['Arrival', `${D(c.start)} ${Tm(c.start)}`],
          ['Departure', `${D(c.end)} ${Tm(c.end)}`],
          ['Duration', dur(c, ['hm', 'hrsmins', 'mins'])],
          ['Booking reference', ref(c)],
          ['Total', c.money(1, 14)],
        ],
        'Thanks for parking with us. Here is your receipt.',
        brand,
        c.rng.pick(['#0f766e', '#1d4ed8', '#9333ea']),
      );
    },
  },
  {
    name: 'email-booking-desktop',
    kind: 'app_receipt',
    genuine: true,
    medium: 'screen',
    period: 'session',
    short: true,
    darkable: true,
    features: ['mail-app', 'desktop-screenshot'],
    about: 'desktop mail client: booking confirmation with Start / End, booked days earlier',
    draw(c) {
      const D = c.date(['longcomma', 'd_mon_y', 'dmy4']);
      const Tm = c.time(['hh:mm', '12h']);
      const brand = c.rng.pick(BOOKERS);
      const booked = bookedAt(c);
      return desktopMail(
        c,
        'Booking confirmed – your parking space',
        `${brand} <bookings@${brand.toLowerCase().replace(/\W/g, '')}.example>`,
        `${fmtDate(booked, 'longcomma')} ${fmtTime(booked, 'hh:mm')}`,
        [
          ['Parking location', whereLine(c)],
          ['Start', `${D(c.start)} ${Tm(c.start)}`],
          ['End', `${D(c.end)} ${Tm(c.end)}`],
          ['Vehicle', c.reg],
          ['Booking reference', ref(c)],
          ['Total paid', c.money(2, 18)],
          ['Booked on', fmtDate(booked, 'dmy4')],
        ],
        'Your space is booked. Show this e-mail if asked.',
        brand,
        c.rng.pick(['#2563eb', '#0891b2', '#db2777']),
      );
    },
  },
  {
    name: 'email-meet-greet',
    kind: 'prebooked',
    genuine: true,
    medium: 'screen',
    period: 'multiday',
    loc: 'airport',
    darkable: true,
    features: ['mail-app'],
    about: 'airport Meet & Greet confirmation e-mail: drop-off and pick-up dates, booked weeks before',
    draw(c) {
      const D = c.date(['dow_d_mon_y', 'longcomma', 'dmy4']);
      const Tm = c.time(['hh:mm']);
      const booked = bookedAt(c);
      const f = c.rng.chance(0.5) ? mailPhone : desktopMail;
      return f(
        c,
        `Meet & Greet booking ${ref(c)}`,
        'Airport Parking <noreply@airportparking.example>',
        fmtDate(booked, 'd_mon_y'),
        [
          ['Airport', airportName(c)],
          ...(c.postcode ? [['Postcode', c.postcode] as [string, string]] : []),
          ['Service', 'Meet & Greet'],
          ['Drop-off', `${D(c.start)} ${Tm(c.start)}`],
          ['Pick-up', `${D(c.end)} ${Tm(c.end)}`],
          ['Vehicle', c.reg],
          ['Total', c.money(40, 140)],
          ['Booking made', fmtDate(booked, 'dmy4')],
        ],
        'Our driver will meet you at the terminal forecourt.',
        'Meet & Greet',
        '#0b3d91',
      );
    },
  },
  {
    name: 'wallet-pass-airport',
    kind: 'prebooked',
    genuine: true,
    medium: 'screen',
    period: 'multiday',
    loc: 'airport',
    darkable: true,
    about: 'phone wallet pass for airport long-stay parking with QR, Entry / Exit dates',
    draw(c) {
      const D = c.date(['d_mon', 'd_mon_y', 'dmy2']);
      const Tm = c.time(['hh:mm']);
      return walletPass(
        c,
        `${airportName(c)} · ${c.rng.pick(['Long Stay', 'Short Stay', 'Mid Stay', 'Multi-Storey 2'])}`,
        c.rng.pick(['#0b3d91', '#7c2d12', '#134e4a', '#312e81']),
        [
          ['Entry', `${D(c.start)} ${Tm(c.start)}`],
          ['Exit', `${D(c.end)} ${Tm(c.end)}`],
          ['Terminal', c.rng.pick(['1', '2', 'North', 'South'])],
          ['Booking ref', ref(c)],
          ['Vehicle', c.reg],
          ['Car park', c.postcode ?? `Code ${c.code}`],
        ],
        'Scan at the entry and exit barriers',
        `PARK|${c.rng.digits(12)}`,
      );
    },
  },
  {
    name: 'station-pass',
    kind: 'prebooked',
    genuine: true,
    medium: 'screen',
    period: '24h',
    darkable: true,
    about: 'station car park e-ticket pass, valid from / valid to across midnight',
    draw(c) {
      const D = c.date(['dmy4', 'd_mon_y']);
      const Tm = c.time(['hh:mm', '12h']);
      return walletPass(
        c,
        `${c.town ?? 'Parkway'} Station Car Park`,
        c.rng.pick(['#b91c1c', '#1f2937', '#065f46']),
        [
          ['Valid from', `${D(c.start)} ${Tm(c.start)}`],
          ['Valid to', `${D(c.end)} ${Tm(c.end)}`],
          ['Ticket', '24 hour'],
          ['Vehicle', c.reg],
          ['Location', c.postcode ?? `Site ${c.code}`],
          ['Price', c.money(6, 15)],
        ],
        'Present at barrier or display on request',
        `STN${c.rng.digits(10)}`,
      );
    },
  },
  {
    name: 'prebook-printout',
    kind: 'prebooked',
    genuine: true,
    medium: 'paper',
    period: 'multiday',
    loc: 'airport',
    about: 'printed A4 parking confirmation with barcode; booked date and arrival/departure dates',
    draw(c) {
      const D = c.date(['longcomma', 'd_month_y', 'dmy4']);
      const Tm = c.time(['hh:mm', '12h']);
      const booked = bookedAt(c);
      return receipt(
        { w: 860, font: c.rng.pick(['sans', 'serif']), size: 26, pad: 50, paper: '#ffffff' },
        [
          T(c.rng.pick(BOOKERS), { bold: true, size: 34 }),
          T('PARKING CONFIRMATION', { size: 30, bold: true }),
          RULE(),
          KV('Car park', `${airportName(c)} – ${c.rng.pick(['Long Stay', 'Purple Parking', 'Valet'])}`),
          ...(c.postcode ? [KV('Postcode', c.postcode)] : []),
          KV('Arrival', `${D(c.start)} ${Tm(c.start)}`, { bold: true }),
          KV('Departure', `${D(c.end)} ${Tm(c.end)}`, { bold: true }),
          KV('Vehicle registration', c.reg),
          KV('Booking ref', ref(c)),
          KV('Booking date', fmtDate(booked, 'dmy4')),
          KV('Total', c.money(30, 120)),
          BAR(90),
          WRAP(
            'Please bring this confirmation with you. The barrier reads your registration on entry and exit.',
            { size: 20 },
          ),
        ],
        c.rng,
      );
    },
  },
  {
    name: 'scratch-card',
    kind: 'council_voucher',
    genuine: true,
    medium: 'paper',
    period: 'scratch',
    about: 'council scratch-card voucher with date, month, hour, minutes and am/pm scratched off',
    draw(c) {
      return scratchCard(c);
    },
  },
];

function scratchCard(c: Ctx): Doc {
  const W = 660;
  const w = wall(c.start);
  const hr = Math.floor(w.min / 60);
  const hrs = c.minutes / 60;
  const needYear = !c.yearOk || c.rng.chance(0.3);
  const sections: [string, string[], number, string][] = [
    ['DATE', Array.from({ length: 31 }, (_, i) => String(i + 1)), 8, String(w.d)],
    ['MONTH', MONTHS.map((m) => m.slice(0, 3).toUpperCase()), 6, MONTHS[w.m - 1]!.slice(0, 3).toUpperCase()],
    ['HOUR', Array.from({ length: 12 }, (_, i) => String(i + 1)), 6, String(hr % 12 === 0 ? 12 : hr % 12)],
    ['MINUTES', ['00', '15', '30', '45'], 4, String(w.min % 60).padStart(2, '0')],
    ['', ['AM', 'PM'], 2, hr < 12 ? 'AM' : 'PM'],
  ];
  if (needYear) sections.push(['YEAR', [w.y - 1, w.y, w.y + 1].map(String), 3, String(w.y)]);
  let b = `<rect width="${W}" height="2000" fill="#fffbe8"/><rect width="${W}" height="110" fill="#b45309"/>`;
  b += txt(W / 2, 50, c.town ? c.place.council : 'Council Parking Services', {
    size: 26,
    bold: true,
    fill: '#fff',
    anchor: 'middle',
    maxW: W - 40,
  });
  b += txt(W / 2, 92, `${hrs} HOUR${hrs > 1 ? 'S' : ''} PARKING VOUCHER`, {
    size: 30,
    bold: true,
    fill: '#fff',
    anchor: 'middle',
  });
  let y = 150;
  for (const [title, cells, cols, mark] of sections) {
    if (title) b += txt(30, y, title, { size: 24, bold: true, fill: '#111' });
    y += 14;
    const cw = (W - 60) / cols;
    cells.forEach((s, i) => {
      const x = 30 + (i % cols) * cw;
      const yy = y + Math.floor(i / cols) * 64;
      b += txt(x + cw / 2, yy + 24, s, { size: 22, bold: true, fill: '#222', anchor: 'middle' });
      if (s === mark) {
        let d = `M${x + 6} ${yy + 34}`;
        for (let k = 0; k < 8; k++) d += ` L${x + 6 + (k * (cw - 12)) / 7} ${yy + 30 + c.rng.int(0, 6)}`;
        for (let k = 7; k >= 0; k--) d += ` L${x + 6 + (k * (cw - 12)) / 7} ${yy + 54 + c.rng.int(0, 6)}`;
        b += `<path d="${d} Z" fill="#7f1d1d"/><path d="M${x + 10} ${yy + 44} L${x + cw - 10} ${yy + 40}" stroke="#c7c7c7" stroke-width="2"/>`;
      } else b += `<rect x="${x + 6}" y="${yy + 32}" width="${cw - 12}" height="24" rx="5" fill="#b8b8b8"/>`;
    });
    y += Math.ceil(cells.length / cols) * 64 + 30;
  }
  for (const l of c.where()) {
    b += txt(W / 2, y, l, { size: 22, fill: '#333', anchor: 'middle' });
    y += 30;
  }
  b += txt(
    W / 2,
    y + 4,
    `Scratch off date and time of arrival. Valid ${hrs} hour${hrs > 1 ? 's' : ''} from the time shown.`,
    { size: 17, fill: '#444', anchor: 'middle', maxW: W - 40 },
  );
  b += txt(W / 2, y + 34, `Voucher no. ${ticketNo(c, 8)}`, { size: 18, fill: '#444', anchor: 'middle' });
  const H = y + 60;
  return { svg: svgDoc(W, H, b.replace('height="2000"', `height="${H}"`)), w: W, h: H };
}

export { C, QR, fmtDur };
