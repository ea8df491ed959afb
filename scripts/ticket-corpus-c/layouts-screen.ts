// Parking-app sessions, app / e-mail receipts and pre-booked passes (screenshots).
import { APPS, CAR_PARK_NAMES } from './data.ts';
import { type Abs, ALL_12, fmtDate, fmtDur, fmtTime } from './dates.ts';
import { bookedAt, cardExp, dur, sameDay, ticketNo } from './lh.ts';
import { DARK, LIGHT, mapSvg, Phone, type Theme } from './screen.ts';
import { type Doc, qr, svgDoc, txt } from './svg.ts';
import type { Ctx, LayoutDef } from './types.ts';

const th = (c: Ctx, accent?: string): Theme => ({
  ...(c.dark ? DARK : LIGHT),
  ...(accent ? { accent } : {}),
});
const whereLine = (c: Ctx) =>
  c.town ? `${c.place.street}, ${c.town}${c.postcode ? ` ${c.postcode}` : ''}` : `Location ${c.code}`;
const active = (c: Ctx) => c.end > c.now && c.start <= c.now;

function sessionCard(
  p: Phone,
  c: Ctx,
  y: number,
  D: (a: Abs) => string,
  Tm: (a: Abs) => string,
  labels: [string, string],
): number {
  const x = 20;
  const w = p.W - 40;
  p.rect(x, y, w, 300, p.th.card, 16);
  p.t(x + 18, y + 34, 'Parking session', { size: 20, bold: true });
  const on = active(c);
  p.rect(x + w - 96, y + 16, 78, 26, on ? '#16a34a' : '#6b7280', 13);
  p.t(x + w - 57, y + 34, on ? 'Active' : 'Ended', { size: 14, bold: true, fill: '#fff', anchor: 'middle' });
  p.t(x + 18, y + 62, whereLine(c), { size: 14, fill: p.th.sub, maxW: w - 36 });
  p.row(x + 18, y + 100, w - 36, 'Location code', c.code);
  p.row(x + 18, y + 136, w - 36, labels[0], `${D(c.start)}, ${Tm(c.start)}`);
  p.row(x + 18, y + 172, w - 36, labels[1], `${sameDay(c) ? '' : `${D(c.end)}, `}${Tm(c.end)}`);
  p.row(x + 18, y + 208, w - 36, 'Vehicle', c.reg);
  p.row(x + 18, y + 244, w - 36, 'Cost', c.money(1, 9));
  return y + 300;
}

export const SCREEN_LAYOUTS: LayoutDef[] = [
  {
    name: 'app-map-session',
    kind: 'app_session',
    genuine: true,
    medium: 'screen',
    period: 'session',
    short: true,
    darkable: true,
    about: 'parking app with a map and a bottom sheet: Started / Ends, location code, vehicle, Extend',
    draw(c) {
      const p = new Phone(c, th(c));
      const app = c.rng.pick(APPS);
      p.body += mapSvg(c.rng, 0, 50, p.W, 390, c.dark);
      p.status();
      p.rect(16, 64, 150, 36, p.th.card, 18);
      p.t(91, 88, app, { size: 16, bold: true, anchor: 'middle', maxW: 136 });
      const y = sessionCard(
        p,
        c,
        420,
        c.date(['dow_d_mon', 'd_mon_y', 'dmy4']),
        c.time(['hh:mm', '12h']),
        c.rng.pick([
          ['Started', 'Ends'],
          ['Start', 'Expires'],
          ['From', 'Until'],
        ] as [string, string][]),
      );
      p.rect(20, y + 20, p.W - 40, 52, p.th.accent, 26);
      p.t(p.W / 2, y + 53, active(c) ? 'Extend' : 'Park again', {
        size: 18,
        bold: true,
        fill: '#fff',
        anchor: 'middle',
      });
      p.homeBar();
      return p.doc();
    },
  },
  {
    name: 'app-countdown',
    kind: 'app_session',
    genuine: true,
    medium: 'screen',
    period: 'session',
    short: true,
    darkable: true,
    about: 'app session with a big countdown ring "Expires in", start and end times and date',
    draw(c) {
      const p = new Phone(c, th(c, c.rng.pick(['#7c3aed', '#0ea5e9', '#f97316', '#22c55e'])));
      const D = c.date(['dow_d_mon', 'd_mon_y', 'longcomma']);
      const Tm = c.time([...ALL_12, 'hh:mm']);
      p.status();
      p.t(p.W / 2, 96, c.rng.pick(APPS), { size: 22, bold: true, anchor: 'middle' });
      const cx = p.W / 2;
      p.body += `<circle cx="${cx}" cy="270" r="120" fill="none" stroke="${p.th.line}" stroke-width="14"/><circle cx="${cx}" cy="270" r="120" fill="none" stroke="${p.th.accent}" stroke-width="14" stroke-dasharray="${c.rng.int(150, 700)} 800" transform="rotate(-90 ${cx} 270)"/>`;
      const left = c.end - c.now;
      p.t(cx, 240, left > 0 ? 'Expires in' : 'Expired', { size: 18, fill: p.th.sub, anchor: 'middle' });
      if (left > 0)
        p.t(
          cx,
          290,
          `${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}:${String(c.rng.int(0, 59)).padStart(2, '0')}`,
          { size: 44, bold: true, anchor: 'middle', font: 'mono' },
        );
      else p.t(cx, 290, `at ${Tm(c.end)}`, { size: 36, bold: true, anchor: 'middle' });
      p.t(cx, 330, `Zone ${c.code}`, { size: 16, fill: p.th.sub, anchor: 'middle' });
      p.rect(20, 430, p.W - 40, 230, p.th.card, 16);
      p.t(38, 466, D(c.start), { size: 18, bold: true });
      p.row(38, 506, p.W - 76, 'Started', Tm(c.start));
      p.row(38, 546, p.W - 76, 'Ends', `${Tm(c.end)}${sameDay(c) ? '' : ` ${D(c.end)}`}`);
      p.row(
        38,
        586,
        p.W - 76,
        'Location',
        c.town ? `${c.rng.pick(CAR_PARK_NAMES)}, ${c.town}` : `Car park ${c.code}`,
      );
      p.row(38, 626, p.W - 76, 'Vehicle', c.reg);
      if (c.postcode) p.t(p.W / 2, 690, c.postcode, { size: 14, fill: p.th.sub, anchor: 'middle' });
      p.homeBar();
      return p.doc();
    },
  },
  {
    name: 'app-session-list',
    kind: 'app_session',
    genuine: true,
    medium: 'screen',
    period: 'session',
    short: true,
    darkable: true,
    about: 'app "My parking" list: current session on top, an older session below',
    draw(c) {
      const p = new Phone(c, th(c));
      const D = c.date(['d_mon_y', 'dmy4']);
      const Tm = c.time(['hh:mm']);
      p.status();
      p.t(20, 100, 'My parking', { size: 30, bold: true });
      let y = sessionCard(p, c, 124, D, Tm, ['Start', 'End']);
      const old = c.start - c.rng.int(4, 30) * 1440;
      y += 40;
      p.t(20, y, 'Previous', { size: 18, bold: true, fill: p.th.sub });
      p.rect(20, y + 14, p.W - 40, 92, p.th.card, 14);
      p.t(38, y + 46, `${fmtDate(old, 'd_mon_y')}  ${fmtTime(old, 'hh:mm')}–${fmtTime(old + 120, 'hh:mm')}`, {
        size: 16,
      });
      p.t(38, y + 76, `Zone ${c.rng.digits(4)} · ${c.reg}`, { size: 14, fill: p.th.sub });
      p.homeBar();
      return p.doc();
    },
  },
  {
    name: 'app-session-ended',
    kind: 'app_session',
    genuine: true,
    medium: 'screen',
    period: 'stay',
    short: true,
    darkable: true,
    about: 'app "Session complete" screen: start, end, duration, cost',
    draw(c) {
      const p = new Phone(c, th(c, '#0f766e'));
      const D = c.date(['longcomma', 'dow_d_mon_y', 'dmy4']);
      const Tm = c.time(['hh:mm', '12hsp']);
      p.status();
      p.body += `<circle cx="${p.W / 2}" cy="150" r="40" fill="${p.th.accent}"/><path d="M${p.W / 2 - 18} 150 l12 12 l24 -26" stroke="#fff" stroke-width="7" fill="none"/>`;
      p.t(p.W / 2, 230, 'Session complete', { size: 26, bold: true, anchor: 'middle' });
      p.t(p.W / 2, 260, whereLine(c), { size: 15, fill: p.th.sub, anchor: 'middle', maxW: p.W - 40 });
      p.rect(20, 290, p.W - 40, 260, p.th.card, 16);
      p.row(38, 334, p.W - 76, 'Date', D(c.start));
      p.row(38, 374, p.W - 76, 'Start time', Tm(c.start));
      p.row(38, 414, p.W - 76, 'End time', `${Tm(c.end)}${sameDay(c) ? '' : ` (${D(c.end)})`}`);
      p.row(38, 454, p.W - 76, 'Duration', dur(c, ['hm', 'hrs', 'mins']));
      p.row(38, 494, p.W - 76, 'Total', c.money(1, 12));
      p.row(38, 534, p.W - 76, 'Paid with', `Visa •••• ${c.rng.digits(4)}`);
      p.homeBar();
      return p.doc();
    },
  },
  {
    name: 'app-until-card',
    kind: 'app_session',
    genuine: true,
    medium: 'screen',
    period: 'session',
    short: true,
    darkable: true,
    about: 'app card "Parked until 4:15pm", "Started at 2:15pm on 27/11/2026", coloured header',
    draw(c) {
      const p = new Phone(c, th(c));
      const D = c.date(['dmy4', 'd_mon_y', 'iso']);
      const Tm = c.time(['12h', '12hsp', 'hh:mm'], true);
      const col = c.rng.pick(['#6d28d9', '#be123c', '#0369a1', '#15803d']);
      p.rect(0, 0, p.W, 260, col);
      p.status(false);
      p.t(24, 104, c.rng.pick(APPS), { size: 20, bold: true, fill: '#fff' });
      p.t(24, 160, active(c) ? 'Parked until' : 'Parked until (ended)', { size: 18, fill: '#fff' });
      p.t(24, 220, `${Tm(c.end)}${sameDay(c) ? '' : `, ${D(c.end)}`}`, {
        size: 44,
        bold: true,
        fill: '#fff',
        maxW: p.W - 48,
      });
      p.rect(20, 290, p.W - 40, 200, p.th.card, 16);
      p.t(38, 330, `Started at ${Tm(c.start)} on ${D(c.start)}`, { size: 16, maxW: p.W - 76 });
      p.row(38, 374, p.W - 76, 'Location code', c.code);
      p.row(
        38,
        414,
        p.W - 76,
        'Car park',
        c.town ? `${c.town}${c.postcode ? ` ${c.postcode}` : ''}` : `Zone ${c.rng.pick(['A', 'B', 'C'])}`,
      );
      p.row(38, 454, p.W - 76, 'Vehicle', c.reg);
      p.homeBar();
      return p.doc();
    },
  },
  {
    name: 'inapp-receipt',
    kind: 'app_receipt',
    genuine: true,
    medium: 'screen',
    period: 'stay',
    short: true,
    darkable: true,
    about: 'in-app VAT receipt: From / To with dates, total, VAT, card',
    draw(c) {
      const p = new Phone(c, th(c));
      const D = c.date(['dmy4', 'd_mon_y']);
      const Tm = c.time(['hh:mm']);
      p.status();
      p.t(20, 96, '‹ Receipts', { size: 17, fill: p.th.accent });
      p.t(20, 140, 'Receipt', { size: 30, bold: true });
      p.t(20, 168, `${c.rng.pick(APPS)} · Ref ${ticketNo(c, 9)}`, { size: 15, fill: p.th.sub });
      p.rect(20, 190, p.W - 40, 330, p.th.card, 16);
      p.row(38, 232, p.W - 76, 'Parking location', c.town ? c.town : `Code ${c.code}`);
      p.row(38, 272, p.W - 76, 'From', `${D(c.start)} ${Tm(c.start)}`);
      p.row(38, 312, p.W - 76, 'To', `${D(c.end)} ${Tm(c.end)}`);
      p.row(38, 352, p.W - 76, 'Parking', c.money(1, 10));
      p.row(38, 392, p.W - 76, 'Service fee', '£0.20');
      p.row(38, 432, p.W - 76, 'VAT (20%)', c.money(0.2, 1.5));
      p.row(38, 472, p.W - 76, 'Card', `Mastercard ${c.rng.digits(4)} exp ${cardExp(c)}`);
      if (c.postcode) p.t(38, 552, `Site postcode ${c.postcode}`, { size: 14, fill: p.th.sub });
      p.homeBar();
      return p.doc();
    },
  },
];

// ---- Mail app and passes --------------------------------------------------------------------

export function mailPhone(
  c: Ctx,
  subject: string,
  from: string,
  received: string,
  rows: [string, string][],
  intro: string,
  brand: string,
  col: string,
): Doc {
  const p = new Phone(c, th(c));
  p.status();
  p.t(16, 92, '‹ Inbox', { size: 17, fill: p.th.accent });
  p.t(20, 136, subject, { size: 22, bold: true, maxW: p.W - 40 });
  p.body += `<circle cx="40" cy="180" r="20" fill="${col}"/>`;
  p.t(40, 187, brand.slice(0, 1), { size: 18, bold: true, fill: '#fff', anchor: 'middle' });
  p.t(70, 176, from, { size: 15, bold: true, maxW: p.W - 90 });
  p.t(70, 196, received, { size: 13, fill: p.th.sub });
  const bg = c.dark ? '#111' : '#fff';
  p.rect(12, 220, p.W - 24, 40 + rows.length * 42 + 120, bg, 8);
  p.rect(12, 220, p.W - 24, 56, col, 8);
  p.t(p.W / 2, 256, brand, { size: 22, bold: true, fill: '#fff', anchor: 'middle' });
  p.t(28, 306, intro, { size: 15, maxW: p.W - 56 });
  rows.forEach(([a, b], i) => {
    p.row(28, 348 + i * 42, p.W - 56, a, b);
  });
  p.homeBar();
  return p.doc();
}

export function desktopMail(
  c: Ctx,
  subject: string,
  from: string,
  received: string,
  rows: [string, string][],
  intro: string,
  brand: string,
  col: string,
): Doc {
  const W = 1440;
  const H = 900;
  const dark = c.dark;
  const bg = dark ? '#1e1e1e' : '#ffffff';
  const fg = dark ? '#eee' : '#222';
  const sub = dark ? '#aaa' : '#666';
  let b = `<rect width="${W}" height="${H}" fill="${bg}"/><rect width="${W}" height="38" fill="${dark ? '#d9d9d9' : '#e9e9e9'}"/>`;
  b += ['#ff5f57', '#febc2e', '#28c840']
    .map((f, i) => `<circle cx="${22 + i * 22}" cy="19" r="7" fill="${f}"/>`)
    .join('');
  b += txt(W / 2, 25, `Inbox – ${c.rng.pick(['Mail', 'Outlook', 'Webmail'])}`, {
    size: 14,
    fill: '#333',
    anchor: 'middle',
  });
  b += `<rect y="38" width="220" height="${H - 38}" fill="${dark ? '#262626' : '#f3f3f5'}"/>`;
  ['Inbox', 'Drafts', 'Sent', 'Archive', 'Junk'].forEach((f, i) => {
    b += txt(30, 90 + i * 36, f, { size: 16, fill: fg, bold: i === 0 });
  });
  b += `<rect x="220" y="38" width="360" height="${H - 38}" fill="${dark ? '#202020' : '#fafafa'}"/>`;
  for (let i = 0; i < 7; i++) {
    const y = 60 + i * 88;
    if (i === 0)
      b += `<rect x="220" y="${y - 22}" width="360" height="88" fill="${dark ? '#2f4a6b' : '#dbe8fb'}"/>`;
    b += txt(
      240,
      y + 6,
      i === 0 ? from : c.rng.pick(['Newsletter', 'Mum', 'Bank alerts', 'Team', 'Delivery update']),
      { size: 15, bold: true, fill: fg, maxW: 320 },
    );
    b += txt(
      240,
      y + 30,
      i === 0
        ? subject
        : c.rng.pick(['Your weekly round-up', 'Re: Sunday', 'Statement ready', 'Order shipped']),
      { size: 14, fill: sub, maxW: 320 },
    );
  }
  const x = 620;
  b += txt(x, 100, subject, { size: 26, bold: true, fill: fg, maxW: 780 });
  b += txt(x, 136, `From: ${from}`, { size: 15, fill: sub });
  b += txt(x, 160, `Received: ${received}`, { size: 15, fill: sub });
  b += `<rect x="${x}" y="190" width="760" height="70" fill="${col}"/>`;
  b += txt(x + 30, 236, brand, { size: 28, bold: true, fill: '#fff' });
  b += txt(x, 300, intro, { size: 17, fill: fg, maxW: 760 });
  rows.forEach(([a1, b1], i) => {
    const y = 350 + i * 44;
    b += `<rect x="${x}" y="${y - 28}" width="760" height="44" fill="${i % 2 ? bg : dark ? '#2a2a2a' : '#f4f6f8'}"/>`;
    b +=
      txt(x + 16, y, a1, { size: 17, fill: sub }) +
      txt(x + 300, y, b1, { size: 18, bold: true, fill: fg, maxW: 440 });
  });
  return { svg: svgDoc(W, H, b), w: W, h: H };
}

export function walletPass(
  c: Ctx,
  title: string,
  col: string,
  fields: [string, string][],
  foot: string,
  data: string,
): Doc {
  const p = new Phone(c, th(c));
  p.status();
  p.t(p.W / 2, 90, 'Wallet', { size: 17, bold: true, anchor: 'middle' });
  const x = 18;
  const w = p.W - 36;
  p.rect(x, 110, w, 600, col, 18);
  p.t(x + 20, 152, title, { size: 19, bold: true, fill: '#fff', maxW: w - 40 });
  fields.forEach(([a, b], i) => {
    const fx = x + 20 + (i % 2) * (w / 2);
    const fy = 200 + Math.floor(i / 2) * 70;
    p.t(fx, fy, a.toUpperCase(), { size: 12, fill: '#ffffffcc', bold: true });
    p.t(fx, fy + 26, b, { size: 18, bold: true, fill: '#fff', maxW: w / 2 - 30 });
  });
  p.body += qr(data, p.W / 2 - 85, 480, 170);
  p.t(p.W / 2, 690, foot, { size: 13, fill: '#ffffffdd', anchor: 'middle', maxW: w - 30 });
  p.homeBar();
  return p.doc();
}

export { bookedAt, fmtDur };
