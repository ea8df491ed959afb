// Genuine digital proofs: app sessions, app and e-mail receipts, wallet passes, mobile tickets.
import { APPS, CAR_PARK_NAMES } from './data.ts';
import { Doc, type Rendered, svgText } from './doc.ts';
import { fmtDate, fmtDur, money } from './fmt.ts';
import { captureWall, d, placeLine, ref, sameDay, t } from './helpers.ts';
import { button, mailApp, phone, pill, streetMap, theme } from './screen.ts';
import { dayStart } from './time.ts';
import type { Layout, RenderCtx } from './types.ts';

const clock = (w: number) => w - dayStart(w);
const until = (start: number, endClock: number) => (endClock > clock(start) ? endClock - clock(start) : -1);
const appDur = (rng: RenderCtx['rng'], short: boolean) =>
  short ? rng.pick([15, 20, 30, 40, 45]) : rng.pick([90, 120, 150, 180, 240, 300, 360, 480]);
const plateOf = (rng: RenderCtx['rng']) => `${rng.letters(2)}${rng.int(10, 74)} ${rng.letters(3)}`;
const pad2 = (n: number) => String(n).padStart(2, '0');

function frame(ctx: RenderCtx, content: Rendered, accent: string, items?: string[]): Rendered {
  const th = theme(ctx.dark);
  const cap = captureWall(ctx, ctx.start + 1);
  const lightTitle = ctx.dark && ctx.rng.chance(0.4);
  return phone(content, {
    statusTime: t(cap, 'h24'),
    statusBg: lightTitle ? '#f6f6f6' : th.bg,
    statusFg: lightTitle ? '#111' : th.fg,
    battery: ctx.rng.int(8, 98),
    bottom: items ? { bg: th.card, fg: th.sub, items, active: 0, accent } : undefined,
  });
}

function locationLine(ctx: RenderCtx, name: string): string {
  return ctx.town ? `${name}, ${ctx.town.name}${ctx.postcode ? ` ${ctx.postcode}` : ''}` : name;
}

const mapSession: Layout = {
  name: 'app-session-map',
  kind: 'app_session',
  stock: 'screen',
  endsBy: 'any',
  canShort: true,
  darkP: 0.3,
  townP: 0.6,
  postcodeP: 0.4,
  hours: [7, 21],
  note: 'Parking app session with a map, ACTIVE pill, Started / Ends, location code, Extend button',
  dur: (rng, short) => appDur(rng, short),
  render(ctx) {
    const { rng, start, end } = ctx;
    const app = rng.pick(APPS);
    const th = theme(ctx.dark);
    const cap = captureWall(ctx, start + 1);
    const doc = new Doc(1080, { bg: th.bg, fg: th.fg, size: 38, pad: 48 });
    doc.raw(
      150,
      () =>
        `<rect x="0" y="0" width="1080" height="150" fill="${app.color}"/>${svgText(48, 95, app.name, { size: 50, bold: true }, '#fff')}`,
    );
    doc.raw(720, (_x, y) => streetMap(rng, 0, y, 1080, 700, ctx.dark, `${rng.digits(5)}`));
    doc.boxStart();
    const active = end > cap;
    doc.raw(
      90,
      (x, y) =>
        `${svgText(x + 10, y + 48, 'Parking session', { size: 44, bold: true }, th.fg)}${pill(x + 640, y, active ? 'ACTIVE' : 'ENDED', active ? '#16a34a' : '#6b7280', '#fff', 30)}`,
    );
    const name = rng.pick(CAR_PARK_NAMES);
    doc.text(locationLine(ctx, name), { size: 32, color: th.sub });
    doc.kv('Location code', rng.digits(5), { size: 34, k: { color: th.sub } });
    doc.kv('Zone', rng.pick(['A', 'B', 'C', 'Tariff 2']), { size: 34, k: { color: th.sub } });
    doc.kv('Started', `${d(ctx, start, 'dowdMon')}, ${t(start, 'h24')}`, {
      size: 36,
      k: { color: th.sub },
      v: { bold: true },
    });
    doc.kv('Ends', `${d(ctx, end, 'dowdMon')}, ${t(end, 'h24')}`, {
      size: 36,
      k: { color: th.sub },
      v: { bold: true },
    });
    doc.kv('Vehicle', plateOf(rng), { size: 34, k: { color: th.sub } });
    doc.kv('Cost', money(Math.round((end - start) * 2.2) + 20), { size: 34, k: { color: th.sub } });
    doc.boxEnd({ fill: th.card, radius: 28 });
    doc.raw(
      130,
      (x, y) =>
        button(x, y, 460, 'Extend', app.color, '#fff') +
        button(x + 520, y, 460, 'Stop', app.color, '#fff', true),
    );
    return frame(ctx, doc.render(), app.color, ['Park', 'Sessions', 'Vehicles', 'Account']);
  },
};

const countdown: Layout = {
  name: 'app-countdown-dark',
  kind: 'app_session',
  stock: 'screen',
  endsBy: 'any',
  canShort: true,
  darkP: 1,
  townP: 0.4,
  postcodeP: 0,
  hours: [7, 21],
  note: 'Dark-mode app with a big countdown ring ("Expires in"), Started / Ends at',
  dur: (rng, short) => appDur(rng, short),
  render(ctx) {
    const { rng, start, end } = ctx;
    const app = rng.pick(APPS);
    const th = theme(true);
    const cap = captureWall(ctx, start + 1);
    const doc = new Doc(1080, { bg: th.bg, fg: th.fg, size: 38, pad: 60 });
    doc.text(app.name, { size: 40, bold: true, color: app.color });
    doc.space(40);
    const left = end - cap;
    const frac = Math.max(0, Math.min(1, left / (end - start)));
    doc.raw(700, (_x, y) => {
      const cx = 540;
      const cy = y + 340;
      const r = 300;
      const ang = frac * 2 * Math.PI;
      const ex = cx + r * Math.sin(ang);
      const ey = cy - r * Math.cos(ang);
      const arc =
        frac > 0.001
          ? `<path d="M${cx},${cy - r} A${r},${r} 0 ${frac > 0.5 ? 1 : 0} 1 ${ex.toFixed(1)},${ey.toFixed(1)}" stroke="${app.color}" stroke-width="34" fill="none" stroke-linecap="round"/>`
          : '';
      const label = left > 0 ? 'Expires in' : 'Session expired';
      const big =
        left > 0 ? `${Math.floor(left / 60)}:${pad2(left % 60)}:${pad2(rng.int(0, 59))}` : '0:00:00';
      return `<circle cx="${cx}" cy="${cy}" r="${r}" stroke="${th.line}" stroke-width="34" fill="none"/>${arc}${svgText(cx, cy - 60, label, { size: 40, align: 'center' }, th.sub)}${svgText(cx, cy + 50, big, { size: 110, bold: true, align: 'center' }, th.fg)}${svgText(cx, cy + 120, 'h : m : s', { size: 30, align: 'center' }, th.sub)}`;
    });
    doc.boxStart();
    doc.kv('Started', `${t(start, 'h24')} · ${d(ctx, start, 'dowdMon')}`, { size: 38, k: { color: th.sub } });
    doc.kv('Ends at', `${t(end, 'h24')} · ${d(ctx, end, 'dowdMon')}`, {
      size: 38,
      k: { color: th.sub },
      v: { bold: true },
    });
    doc.kv('Location', `${rng.digits(4)}${ctx.town ? ` · ${ctx.town.name}` : ''}`, {
      size: 36,
      k: { color: th.sub },
    });
    doc.kv('Vehicle', plateOf(rng), { size: 36, k: { color: th.sub } });
    doc.boxEnd({ fill: th.card, radius: 30 });
    doc.raw(130, (x, y) => button(x, y, 960, left > 0 ? 'Add time' : 'Park again', app.color, '#fff'));
    return frame(ctx, doc.render(), app.color);
  },
};

const details: Layout = {
  name: 'app-session-details',
  kind: 'app_session',
  stock: 'screen',
  endsBy: 'past',
  canShort: true,
  darkP: 0.4,
  townP: 0.7,
  postcodeP: 0.6,
  hours: [7, 21],
  note: 'App "Session details" list: Start time / End time dd/mm/yyyy, Duration, Total cost with fee',
  dur: (rng, short) => appDur(rng, short),
  render(ctx) {
    const { rng, start, end } = ctx;
    const app = rng.pick(APPS);
    const th = theme(ctx.dark);
    const doc = new Doc(1080, { bg: th.bg, fg: th.fg, size: 36, pad: 48 });
    doc.raw(
      150,
      () =>
        `<rect x="0" y="0" width="1080" height="150" fill="${th.card}"/><path d="M60,51 l-26,24 l26,24" fill="none" stroke="${app.color}" stroke-width="7"/>${svgText(100, 95, 'Session details', { size: 46, bold: true }, th.fg)}`,
    );
    doc.space(20);
    const row = (k: string, v: string) => {
      doc.text(k, { size: 28, color: th.sub });
      doc.text(v, { size: 40 });
      doc.rule({ color: th.line });
    };
    row('Location', locationLine(ctx, `${rng.pick(CAR_PARK_NAMES)} (${rng.digits(5)})`));
    row('Vehicle', plateOf(rng));
    row('Start time', `${fmtDate(start, 'dmy')} ${t(start, 'h24')}`);
    row('End time', `${fmtDate(end, 'dmy')} ${t(end, 'h24')}`);
    row('Duration', fmtDur(end - start, 'hrs').replace('hrs', 'hr'));
    const cost = Math.round((end - start) * 2) + 20;
    row('Total cost', `${money(cost)} (incl. 20p service fee)`);
    row('Paid with', `Apple Pay ·· ${rng.digits(4)}`);
    doc.space(20);
    doc.raw(130, (x, y) => button(x, y, 984, 'Email VAT receipt', app.color, '#fff', true));
    return frame(ctx, doc.render(), app.color, ['Park', 'History', 'Account']);
  },
};

const parkedCard: Layout = {
  name: 'app-parked-card-12h',
  kind: 'app_session',
  stock: 'screen',
  endsBy: 'any',
  canShort: true,
  darkP: 0.3,
  townP: 0.5,
  postcodeP: 0.5,
  hours: [8, 20],
  note: 'App home card "You\'re parked" with a 12-hour range 2:15 PM – 4:15 PM and Nov 27, 2026',
  dur: (rng, short) => appDur(rng, short),
  render(ctx) {
    const { rng, start, end } = ctx;
    const app = rng.pick(APPS);
    const th = theme(ctx.dark);
    const doc = new Doc(1080, { bg: th.bg, fg: th.fg, size: 38, pad: 56 });
    doc.text(`Hi ${rng.pick(['Sam', 'Priya', 'Gareth', 'Chloe', 'Tomasz'])}`, { size: 56, bold: true });
    doc.space(20);
    doc.boxStart();
    doc.text("You're parked", { size: 34, color: app.color, bold: true });
    doc.text(`${t(start, 'h12Upper')} – ${t(end, 'h12Upper')}`, { size: 76, bold: true });
    doc.text(
      sameDay(start, end) ? fmtDate(start, 'monDy') : `${fmtDate(start, 'monDy')} – ${fmtDate(end, 'monDy')}`,
      { size: 40 },
    );
    doc.text(locationLine(ctx, `${rng.pick(CAR_PARK_NAMES)}`), { size: 32, color: th.sub });
    doc.text(`${plateOf(rng)} · ${fmtDur(end - start, 'hm')}`, { size: 32, color: th.sub });
    doc.boxEnd({ fill: th.card, radius: 36, stroke: app.color, sw: 4 });
    doc.raw(130, (x, y) => button(x, y, 968, 'Extend parking', app.color, '#fff'));
    doc.space(30);
    doc.text('Nearby offers', { size: 40, bold: true });
    doc.boxStart();
    doc.text('10% off at participating cafés', { size: 32 });
    doc.text('Offer ends 31 Dec', { size: 28, color: th.sub });
    doc.boxEnd({ fill: th.card, radius: 24 });
    return frame(ctx, doc.render(), app.color, ['Home', 'Park', 'Receipts', 'Me']);
  },
};

function mail(
  ctx: RenderCtx,
  body: Rendered,
  sender: string,
  subject: string,
  received: number,
  accent: string,
): Rendered {
  const recvText = dayStart(received) === dayStart(ctx.now) ? t(received, 'h24') : fmtDate(received, 'dMony');
  return mailApp(body, {
    dark: ctx.dark,
    sender,
    senderAddr: `no-reply@${sender.toLowerCase().replace(/[^a-z]/g, '')}.co.uk`,
    subject,
    received: recvText,
    statusTime: t(captureWall(ctx, received), 'h24'),
    battery: ctx.rng.int(10, 95),
    lightTitle: ctx.dark && ctx.rng.chance(0.5),
    accent,
  });
}

const emailReceipt: Layout = {
  name: 'email-receipt-from-to',
  kind: 'app_email_receipt',
  stock: 'screen',
  endsBy: 'past',
  canShort: true,
  darkP: 0.3,
  townP: 0.8,
  postcodeP: 0.6,
  hours: [7, 21],
  note: 'E-mail receipt in a mail app: Parking location, From / To with dates, Total, booking reference',
  dur: (rng, short) => appDur(rng, short),
  render(ctx) {
    const { rng, start, end } = ctx;
    const app = rng.pick(APPS);
    const th = theme(ctx.dark);
    const doc = new Doc(1000, { bg: th.card, fg: th.fg, size: 32, pad: 50 });
    doc.banner(app.name, { bg: app.color, color: '#fff', size: 40, full: true, align: 'left' });
    doc.text('Thanks for parking with us', { size: 44, bold: true });
    doc.para('Here is your receipt. Keep it for your records.', { size: 30, color: th.sub });
    doc.rule({ color: th.line });
    doc.kv('Parking location', locationLine(ctx, rng.pick(CAR_PARK_NAMES)), { k: { color: th.sub } });
    doc.kv('From', `${fmtDate(start, 'dowdMony')} ${t(start, 'h24')}`, { k: { color: th.sub } });
    doc.kv('To', `${fmtDate(end, 'dowdMony')} ${t(end, 'h24')}`, { k: { color: th.sub } });
    doc.kv('Vehicle', plateOf(rng), { k: { color: th.sub } });
    doc.kv('Booking reference', ref(rng, 'AA9999999'), { k: { color: th.sub } });
    doc.rule({ color: th.line });
    doc.kv('Total', money(Math.round((end - start) * 2.4)), { bold: true, size: 40 });
    doc.para(`VAT registration ${rng.digits(9)}. Questions? Reply to this e-mail.`, {
      size: 24,
      color: th.sub,
    });
    return mail(ctx, doc.render(), app.name, 'Your parking receipt', end + rng.int(1, 2), app.color);
  },
};

const bookingConfirm: Layout = {
  name: 'email-booking-arrival-departure',
  kind: 'app_email_receipt',
  stock: 'screen',
  endsBy: 'any',
  future: true,
  canShort: false,
  darkP: 0.25,
  townP: 0.9,
  postcodeP: 0.8,
  hours: [6, 12],
  note: 'Booking confirmation e-mail sent days earlier: Arrival / Departure, booked-on date as distractor',
  dur: (rng) => rng.pick([300, 420, 540, 600, 720]),
  render(ctx) {
    const { rng, start, end } = ctx;
    const app = rng.pick(APPS);
    const th = theme(ctx.dark);
    const booked = Math.min(ctx.now - 60, start - rng.int(1, 9) * 1440 - rng.int(0, 500));
    const doc = new Doc(1000, { bg: th.card, fg: th.fg, size: 32, pad: 50 });
    doc.text(app.name.toUpperCase(), { size: 36, bold: true, color: app.color, ls: 4 });
    doc.text('Booking confirmed', { size: 52, bold: true });
    doc.text(`Booked on ${fmtDate(booked, 'dMony')}`, { size: 28, color: th.sub });
    doc.boxStart();
    doc.text(`${rng.pick(['Cathedral Quarter', 'Old Dock', 'Orchard Street'])} private driveway space`, {
      size: 32,
      bold: true,
    });
    if (ctx.town) doc.text(placeLine(ctx), { size: 28, color: th.sub });
    doc.kv('Arrival', `${fmtDate(start, 'dmy')} ${t(start, 'h24')}`);
    doc.kv('Departure', `${fmtDate(end, 'dmy')} ${t(end, 'h24')}`);
    doc.kv('Vehicle', plateOf(rng));
    doc.boxEnd({ fill: th.dark ? '#262a33' : '#f1f5f9', radius: 20 });
    doc.kv('Booking reference', ref(rng, '99999999'));
    doc.kv('Total paid', money(rng.pick([650, 900, 1200])), { bold: true });
    doc.para('Cancel free of charge up to 24 hours before arrival.', { size: 24, color: th.sub });
    return mail(ctx, doc.render(), app.name, 'Your parking is booked', booked, app.color);
  },
};

const plainText: Layout = {
  name: 'email-plaintext-length-of-stay',
  kind: 'app_email_receipt',
  stock: 'screen',
  endsBy: 'past',
  canShort: true,
  darkP: 0.2,
  townP: 0.7,
  postcodeP: 0.5,
  hours: [6, 21],
  note: 'Plain-text receipt e-mail from a car park operator: Start / End 27-11-26, Length of stay 1 hrs 30 mins',
  dur: (rng, short) => (short ? rng.pick([20, 30, 40]) : rng.pick([90, 120, 150, 210, 330])),
  render(ctx) {
    const { rng, start, end } = ctx;
    const th = theme(ctx.dark);
    const doc = new Doc(1000, { bg: th.card, fg: th.fg, size: 30, pad: 40, font: 'mono' });
    const op = rng.pick(['Pennant Parking', 'Larchmont Parking', 'Cobalt Car Parks']);
    doc.lines([`Dear customer,`, '', `Thank you for using ${op}.`, ''], { size: 28 });
    doc.text(`Car park.......: ${rng.pick(CAR_PARK_NAMES)}`, { size: 28 });
    if (ctx.town) doc.text(`Town...........: ${ctx.town.name}`, { size: 28 });
    if (ctx.postcode) doc.text(`Postcode.......: ${ctx.postcode}`, { size: 28 });
    doc.text(`Start..........: ${fmtDate(start, 'dmy2dash')} ${t(start, 'h24')}`, { size: 28 });
    doc.text(`End............: ${fmtDate(end, 'dmy2dash')} ${t(end, 'h24')}`, { size: 28 });
    doc.text(`Length of stay.: ${fmtDur(end - start, 'los')}`, { size: 28 });
    doc.text(`Amount.........: ${money(Math.round((end - start) * 2))}`, { size: 28 });
    doc.lines(['', 'This is an automated message.', `${op} Ltd, Reg. ${rng.digits(8)}`], { size: 24 });
    return mail(ctx, doc.render(), op, `Receipt ${rng.digits(7)}`, end + rng.int(1, 2), '#3b82f6');
  },
};

const inappReceipt: Layout = {
  name: 'inapp-vat-receipt-12h',
  kind: 'app_email_receipt',
  stock: 'screen',
  endsBy: 'past',
  canShort: true,
  darkP: 0.6,
  townP: 0.6,
  postcodeP: 0.5,
  hours: [7, 21],
  note: 'In-app VAT receipt: Start / End in 12-hour clock with 27 Nov 2026',
  dur: (rng, short) => appDur(rng, short),
  render(ctx) {
    const { rng, start, end } = ctx;
    const app = rng.pick(APPS);
    const th = theme(ctx.dark);
    const doc = new Doc(1080, { bg: th.bg, fg: th.fg, size: 36, pad: 56 });
    doc.raw(
      140,
      () =>
        `<path d="M60,50 l-26,24 l26,24" fill="none" stroke="${th.fg}" stroke-width="7"/>${svgText(540, 90, 'Receipt', { size: 44, bold: true, align: 'center' }, th.fg)}`,
    );
    doc.text(money(Math.round((end - start) * 2.1)), { size: 96, bold: true, align: 'center' });
    doc.text('VAT receipt', { size: 32, color: th.sub, align: 'center' });
    doc.space(20);
    doc.boxStart();
    doc.kv('Start', `${fmtDate(start, 'dMony')}, ${t(start, 'h12space')}`, { k: { color: th.sub } });
    doc.kv('End', `${fmtDate(end, 'dMony')}, ${t(end, 'h12space')}`, { k: { color: th.sub } });
    doc.kv('Location', rng.digits(6), { k: { color: th.sub } });
    if (ctx.town)
      doc.kv('', `${ctx.town.name}${ctx.postcode ? ` ${ctx.postcode}` : ''}`, { v: { color: th.sub } });
    doc.kv('Vehicle', plateOf(rng), { k: { color: th.sub } });
    doc.kv('Parking', money(Math.round((end - start) * 2.1) - 30), { k: { color: th.sub } });
    doc.kv('Convenience fee', '£0.30', { k: { color: th.sub } });
    doc.boxEnd({ fill: th.card, radius: 26 });
    doc.text(`${app.name} Ltd · VAT ${rng.digits(9)}`, { size: 26, color: th.sub, align: 'center' });
    return frame(ctx, doc.render(), app.color);
  },
};

const walletPass: Layout = {
  name: 'wallet-pass-airport',
  kind: 'prebooked_pass',
  stock: 'screen',
  endsBy: 'any',
  future: true,
  canShort: false,
  darkP: 0.5,
  townP: 0.5,
  postcodeP: 0.6,
  hours: [4, 20],
  note: 'Phone wallet pass for airport long-stay: ENTRY / EXIT with 27 NOV 08:15 style, QR code',
  dur: (rng) => rng.int(3, 14) * 1440 + rng.int(-300, 600),
  render(ctx) {
    const { rng, start, end } = ctx;
    const col = rng.pick(['#0b2545', '#5b1a5e', '#00473e', '#1d1d1f']);
    const th = theme(ctx.dark);
    const doc = new Doc(1080, { bg: th.bg, fg: '#ffffff', size: 34, pad: 70 });
    doc.space(60);
    doc.boxStart();
    const air = rng.pick(['Fellside', 'Marshgate', 'Estuary', 'Heathmoor']);
    doc.text(`${air.toUpperCase()} AIRPORT PARKING`, { size: 34, bold: true, ls: 2 });
    doc.text(rng.pick(['Long Stay', 'Long Stay Plus', 'Long Stay Saver']), { size: 58, bold: true });
    doc.cols(['ENTRY', 'EXIT'], { size: 24, color: '#c9d1d9' }, [0, 0.55]);
    const up = (w: number) => fmtDate(w, 'dMony').toUpperCase();
    doc.cols([up(start), up(end)], { size: 40, bold: true }, [0, 0.55]);
    doc.cols([t(start, 'h24'), t(end, 'h24')], { size: 56, bold: true }, [0, 0.55]);
    doc.cols(['TERMINAL', 'BOOKING REF', 'CAR'], { size: 24, color: '#c9d1d9' }, [0, 0.35, 0.72]);
    doc.cols(
      [String(rng.int(1, 2)), ref(rng, 'AA99999'), plateOf(rng).replace(' ', '')],
      { size: 34, bold: true },
      [0, 0.35, 0.72],
    );
    if (ctx.town) doc.text(`Car park: ${placeLine(ctx, false)}`, { size: 26, color: '#c9d1d9' });
    doc.space(20);
    doc.raw(
      0,
      (x, y) => `<rect x="${x + 250}" y="${y - 10}" width="460" height="460" rx="20" fill="#fff"/>`,
      'bg',
    );
    const q = new Doc(1080, { fg: '#000', pad: 70 });
    q.qr(`https://example.invalid/pass/${rng.digits(12)}`, 420);
    const Q = q.render();
    doc.raw(
      460,
      (_x, y) => `<g transform="translate(0,${y + 10 - 70})">${Q.body.replace(/<rect[^>]*\/>/, '')}</g>`,
    );
    doc.text('Scan at the entry and exit barriers', { size: 26, align: 'center', color: '#c9d1d9' });
    doc.boxEnd({ fill: col, radius: 40, inset: -30 });
    return frame(ctx, doc.render(), col);
  },
};

const meetGreet: Layout = {
  name: 'meet-greet-email-12h',
  kind: 'prebooked_pass',
  stock: 'screen',
  endsBy: 'any',
  future: true,
  canShort: false,
  darkP: 0.3,
  townP: 0.4,
  postcodeP: 0.8,
  hours: [3, 21],
  note: 'Airport Meet & Greet confirmation e-mail: Drop-off / Return "Fri 27 Nov 2026 at 5:30am"',
  dur: (rng) => rng.int(2, 10) * 1440 + rng.int(-360, 360),
  render(ctx) {
    const { rng, start, end } = ctx;
    const th = theme(ctx.dark);
    const brand = rng.pick(['SkyValet', 'Runway Meet & Greet', 'KerbHand']);
    const doc = new Doc(1000, { bg: th.card, fg: th.fg, size: 32, pad: 50 });
    doc.banner(`${brand} — Meet & Greet`, { bg: '#0f172a', color: '#fbbf24', size: 38, full: true });
    doc.para(
      'Your driver will meet you at the terminal forecourt drop-off zone. Call 20 minutes before arrival.',
      { size: 28, color: th.sub },
    );
    doc.kv('Drop-off', `${fmtDate(start, 'dowdMony')} at ${t(start, 'h12')}`, { v: { bold: true } });
    doc.kv('Return', `${fmtDate(end, 'dowdMony')} at ${t(end, 'h12')}`, { v: { bold: true } });
    doc.kv('Flight out', `${rng.letters(2)}${rng.digits(4)}`);
    doc.kv('Terminal', String(rng.int(1, 3)));
    if (ctx.town) doc.kv('Compound', placeLine(ctx, false));
    doc.kv('Booking ref', ref(rng, 'MG-999999'));
    doc.kv('Total', money(rng.pick([8900, 10900, 12900])), { bold: true });
    const booked = Math.min(ctx.now - 30, start - rng.int(3, 20) * 1440);
    return mail(ctx, doc.render(), brand, 'Booking confirmation', booked, '#fbbf24');
  },
};

const stationApp: Layout = {
  name: 'station-app-daily',
  kind: 'prebooked_pass',
  stock: 'screen',
  endsBy: 'any',
  future: true,
  canShort: false,
  darkP: 0.3,
  townP: 1,
  postcodeP: 0.3,
  hours: [5, 11],
  note: 'Station car park daily ticket in an app with barcode: Valid 27/11/2026 06:45 – 23:59',
  dur: (_rng, _s, start) => until(start, 23 * 60 + 59),
  render(ctx) {
    const { rng, start, end } = ctx;
    const th = theme(ctx.dark);
    const doc = new Doc(1080, { bg: th.bg, fg: th.fg, size: 36, pad: 56 });
    doc.raw(
      150,
      () =>
        `<rect x="0" y="0" width="1080" height="150" fill="#d6001c"/>${svgText(540, 95, 'My tickets', { size: 46, bold: true, align: 'center' }, '#fff')}`,
    );
    doc.boxStart();
    doc.text('Station car park — Daily', { size: 44, bold: true });
    doc.text(`${ctx.town?.name ?? ''} station${ctx.postcode ? ` · ${ctx.postcode}` : ''}`.trim(), {
      size: 34,
      color: th.sub,
    });
    doc.text('Valid', { size: 30, color: th.sub });
    doc.text(`${fmtDate(start, 'dmy')}  ${t(start, 'h24')} – ${t(end, 'h24')}`, { size: 52, bold: true });
    doc.space(20);
    doc.raw(
      0,
      (x, y) => `<rect x="${x}" y="${y - 10}" width="${1080 - 2 * x}" height="230" fill="#fff"/>`,
      'bg',
    );
    const bc = new Doc(1080, { fg: '#000', pad: 56 });
    bc.barcode(rng, 180, 0.85);
    const B = bc.render();
    doc.raw(
      220,
      (_x, y) =>
        `<g transform="translate(0,${y - 56})">${B.body.replace(/<rect x="0" y="0"[^>]*\/>/, '')}</g>`,
    );
    doc.kv('Ticket number', rng.digits(10), { size: 30 });
    doc.kv('Purchased', `${fmtDate(start - rng.int(1, 6) * 1440, 'dmy')}`, { size: 30 });
    doc.boxEnd({ fill: th.card, radius: 30 });
    return frame(ctx, doc.render(), '#d6001c', ['Tickets', 'Journeys', 'Account']);
  },
};

const parkRideMobile: Layout = {
  name: 'park-ride-mobile',
  kind: 'park_and_ride',
  stock: 'screen',
  endsBy: 'any',
  canShort: true,
  darkP: 0.3,
  townP: 1,
  postcodeP: 0.2,
  hours: [6, 20],
  note: 'Mobile Park & Ride ticket (car park + bus): Activated time, Valid until last bus',
  dur: (rng, _s, start) => until(start, rng.pick([19 * 60, 19 * 60 + 45, 20 * 60 + 30])),
  render(ctx) {
    const { rng, start, end } = ctx;
    const th = theme(ctx.dark);
    const doc = new Doc(1080, { bg: th.bg, fg: th.fg, size: 36, pad: 56 });
    doc.banner('Park & Ride', { bg: '#009640', color: '#fff', size: 50, full: true, h: 160 });
    doc.text(
      `${ctx.town?.name ?? ''} ${rng.pick(['Northern', 'Eastern', 'Airport Way'])} site${ctx.postcode ? ` · ${ctx.postcode}` : ''}`.trim(),
      {
        size: 40,
        bold: true,
      },
    );
    doc.text('Car park + unlimited bus travel, up to 5 people', { size: 30, color: th.sub });
    doc.raw(
      120,
      (x, y) =>
        `<rect x="${x}" y="${y}" width="${1080 - 2 * x}" height="90" rx="12" fill="#009640" fill-opacity="0.2"/>${svgText(540, y + 62, `Show to driver · ${d(ctx, start, 'dowdMon')}`, { size: 40, bold: true, align: 'center' }, th.fg)}`,
    );
    doc.kv('Activated', `${t(start, 'h24')} ${d(ctx, start, 'dMony')}`, { k: { color: th.sub } });
    doc.kv('Valid until last bus', t(end, 'h24'), { k: { color: th.sub }, v: { bold: true } });
    doc.kv('Ticket', `Car + bus · ${money(rng.pick([350, 400]))}`, { k: { color: th.sub } });
    return frame(ctx, doc.render(), '#009640');
  },
};

const eventApp: Layout = {
  name: 'event-parking-eticket',
  kind: 'event_day',
  stock: 'screen',
  endsBy: 'any',
  future: true,
  canShort: false,
  darkP: 0.5,
  townP: 0.8,
  postcodeP: 0.8,
  hours: [9, 15],
  note: 'Event parking e-ticket screen: gates-open distractor, parking valid window, QR',
  dur: (rng, _s, start) => until(start, rng.pick([22 * 60, 23 * 60])),
  render(ctx) {
    const { rng, start, end } = ctx;
    const th = theme(ctx.dark);
    const doc = new Doc(1080, { bg: th.bg, fg: th.fg, size: 36, pad: 56 });
    const ev = rng.pick(['Summer Sounds Festival', 'Harbour Lights Concert', 'Moorland Music Weekend']);
    doc.text('Event parking pass', { size: 34, color: th.sub });
    doc.text(ev, { size: 54, bold: true });
    if (ctx.town) doc.text(placeLine(ctx, false), { size: 32, color: th.sub });
    doc.kv('Gates open', `${t(start + 30, 'h24')}`, { k: { color: th.sub } });
    doc.kv('Parking valid', `${fmtDate(start, 'dMony')}`, { k: { color: th.sub } });
    doc.kv('', `${t(start, 'h24')} – ${t(end, 'h24')}`, { v: { bold: true, size: 48 } });
    doc.kv('Car park', `${rng.pick(['Red', 'Blue', 'Yellow'])} ${rng.int(1, 4)}`, { k: { color: th.sub } });
    doc.space(20);
    doc.raw(
      0,
      (x, y) => `<rect x="${x + 250}" y="${y - 10}" width="470" height="470" rx="20" fill="#fff"/>`,
      'bg',
    );
    const q = new Doc(1080, { fg: '#000', pad: 56 });
    q.qr(`EVT-${rng.digits(10)}`, 430);
    const Q = q.render();
    doc.raw(
      470,
      (_x, y) =>
        `<g transform="translate(0,${y - 56 + 10})">${Q.body.replace(/<rect x="0" y="0"[^>]*\/>/, '')}</g>`,
    );
    return frame(ctx, doc.render(), '#e11d48');
  },
};

export const DIGITAL_LAYOUTS: Layout[] = [
  mapSession,
  countdown,
  details,
  parkedCard,
  emailReceipt,
  bookingConfirm,
  plainText,
  inappReceipt,
  walletPass,
  meetGreet,
  stationApp,
  parkRideMobile,
  eventApp,
];
