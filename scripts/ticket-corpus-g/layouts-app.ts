// Genuine: parking-app screens (sessions in progress or ended), light and dark.
import { ban, ctr, gap, kv, opt, qr, rule, tx } from './blocks.ts';
import { APPS, CARPARK_NAMES } from './brands.ts';
import { dur, fmtDate, fmtDur, fmtTime, pickDate, pickTime, reg, tariffPence, ticketNo } from './common.ts';
import { money } from './formats.ts';
import { DAY } from './london-time.ts';
import { cardBox, H, kvs, mapBlock, phone, theme, W } from './screens.ts';
import { type Block, F, textEl } from './svg-kit.ts';
import type { Ctx, GenuineLayout } from './types.ts';

const ACCENTS = ['#0a7c66', '#3949ab', '#d84315', '#6a1b9a', '#00838f', '#2e7d32', '#c2185b'];
const active = (c: Ctx) => c.end > c.nowWall;
const hm = (min: number) => `${Math.floor(min / 60)}:${String(min % 60).padStart(2, '0')}`;
const where = (c: Ctx) => [c.rng.pick(CARPARK_NAMES), c.townName].filter(Boolean).join(', ');

function ring(c: Ctx, accent: string): Block {
  const th = theme(c.dark);
  const left = Math.max(0, c.end - c.nowWall);
  const frac = active(c) ? left / Math.max(1, dur(c)) : 0;
  return {
    t: 'svg',
    h: 420,
    draw: (x, y, w, texts) => {
      const cx = x + w / 2;
      const cy = y + 200;
      const r = 170;
      const a = frac * 2 * Math.PI;
      const ex = cx + r * Math.sin(a);
      const ey = cy - r * Math.cos(a);
      let s = `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${th.line}" stroke-width="22"/>`;
      if (frac > 0.001)
        s += `<path d="M${cx} ${cy - r} A${r} ${r} 0 ${a > Math.PI ? 1 : 0} 1 ${ex.toFixed(1)} ${ey.toFixed(1)}" fill="none" stroke="${accent}" stroke-width="22" stroke-linecap="round"/>`;
      s += textEl(
        cx,
        cy - 50,
        active(c) ? 'Expires in' : 'Session ended',
        { font: F.sans, size: 26, fill: th.sub, a: 'c' },
        texts,
      );
      s += textEl(
        cx,
        cy + 30,
        active(c) ? hm(left) : '0:00',
        { font: F.sans, size: 84, fill: th.text, a: 'c', bold: true },
        texts,
      );
      s += textEl(
        cx,
        cy + 80,
        active(c) ? 'hrs : mins' : '',
        { font: F.sans, size: 20, fill: th.sub, a: 'c' },
        texts,
      );
      return s;
    },
  };
}

export const APP_LAYOUTS: GenuineLayout[] = [
  {
    name: 'app-map-session',
    kind: 'app_session',
    medium: 'screen',
    dark: 'maybe',
    inGuideWording: true,
    period: { timing: 'session', pattern: 'band', bands: [90, 120, 180, 240, 300], short: [15, 20, 30, 40] },
    place: { town: 0.8, postcode: 0.4 },
    notes: 'app session screen with a map, Active pill, Started / Ends, Location code, Zone, Vehicle, Extend',
    build(c) {
      const app = c.rng.pick(APPS);
      const accent = c.rng.pick(ACCENTS);
      const df = pickDate(c, ['Ddd d Mon', 'd Mon yyyy', 'dd/mm/yyyy'], c.start, c.end);
      const tf = pickTime(c, ['HH:MM', 'h:mm AM']);
      const code = c.rng.digits(4);
      const b: Block[] = [
        mapBlock(c.spec.id, 380, c.dark, code),
        gap(10),
        cardBox(c, [
          tx('Parking session', { bold: true, size: 30 }),
          ban(active(c) ? 'ACTIVE' : 'ENDED', {
            bg: active(c) ? accent : '#777',
            size: 20,
            radius: 14,
            fill: '#fff',
          }),
          tx(where(c), { size: 22, fill: theme(c.dark).sub }),
          ...opt(c.postcode, tx(c.postcode ?? '', { size: 22, fill: theme(c.dark).sub })),
          gap(8),
          ...kvs(c, [
            ['Location code', code],
            ['Zone', `${c.rng.pick(['A', 'B', 'C', 'Red', 'Blue'])}`],
            ['Started', `${fmtDate(c.start, df)}, ${fmtTime(c.start, tf)}`],
            ['Ends', `${fmtDate(c.end, df)}, ${fmtTime(c.end, tf)}`],
            ['Vehicle', reg(c)],
            ['Cost', money(tariffPence(c, dur(c)) + 20)],
          ]),
        ]),
        ...opt(active(c), ban('Extend', { bg: accent, size: 28, radius: 30, fill: '#fff' })),
      ];
      return phone(c, { title: app, accent, blocks: b, nav: ['Park', 'Sessions', 'Account'] });
    },
  },
  {
    name: 'app-countdown-dark',
    kind: 'app_session',
    medium: 'screen',
    dark: 'always',
    inGuideWording: true,
    period: { timing: 'session', pattern: 'band', bands: [120, 180, 240, 360], short: [20, 30, 45] },
    place: { town: 0.6, postcode: 0.3 },
    notes: 'dark-mode app with a big countdown ring, "Expires in", Ends time, start and date below',
    build(c) {
      const accent = c.rng.pick(['#35d07f', '#ffb300', '#4fc3f7']);
      const tf = pickTime(c, ['HH:MM']);
      const df = pickDate(c, ['dd/mm/yyyy', 'Ddd d Mon'], c.start);
      const th = theme(c.dark);
      const b: Block[] = [
        gap(20),
        ring(c, accent),
        ctr(`Ends ${fmtTime(c.end, tf)}`, { bold: true, size: 40 }),
        ctr(`Started ${fmtTime(c.start, tf)} · ${fmtDate(c.start, df)}`, { size: 24, fill: th.sub }),
        gap(20),
        cardBox(c, [
          ...kvs(c, [
            ['Duration', fmtDur(dur(c), 'xh ym')],
            ['Location', c.rng.digits(5)],
            ...(c.townName ? ([['Town', c.townName]] as [string, string][]) : []),
            ...(c.postcode ? ([['Area', c.postcode]] as [string, string][]) : []),
            ['Vehicle', reg(c)],
          ]),
        ]),
      ];
      return phone(c, { title: c.rng.pick(APPS), accent, blocks: b, back: true });
    },
  },
  {
    name: 'app-history-list',
    kind: 'app_session',
    medium: 'screen',
    dark: 'maybe',
    inGuideWording: false,
    period: { timing: 'session', pattern: 'band', bands: [90, 120, 180, 300], short: [20, 30, 40] },
    place: { town: 0.8, postcode: 0.2 },
    notes: '"Recent parking" history list: the session on top, two much older sessions below',
    build(c) {
      const accent = c.rng.pick(ACCENTS);
      const th = theme(c.dark);
      const tf = pickTime(c, ['HH:MM', 'h:mma']);
      const item = (s: number, e: number, place: string, top: boolean): Block =>
        cardBox(c, [
          kv(fmtDate(s, 'Ddd d Mon yyyy'), top && active(c) ? 'In progress' : money(tariffPence(c, e - s)), {
            bold: true,
            size: 24,
          }),
          tx(place, { size: 22, fill: th.sub }),
          tx(`${fmtTime(s, tf)} – ${fmtTime(e, tf)}  (${fmtDur(e - s, 'xh ym')})`, { size: 26 }),
        ]);
      const old1 = c.start - DAY * c.rng.int(4, 12) - c.rng.int(-120, 120);
      const old2 = old1 - DAY * c.rng.int(5, 20);
      const b: Block[] = [
        tx('Recent parking', { bold: true, size: 34 }),
        gap(6),
        item(c.start, c.end, `${where(c)}${c.postcode ? ` ${c.postcode}` : ''}`, true),
        item(
          old1,
          old1 + c.rng.pick([60, 120, 180]),
          `${c.rng.pick(CARPARK_NAMES)} (loc ${c.rng.digits(4)})`,
          false,
        ),
        item(
          old2,
          old2 + c.rng.pick([45, 90, 240]),
          `${c.rng.pick(CARPARK_NAMES)} (loc ${c.rng.digits(4)})`,
          false,
        ),
      ];
      return phone(c, {
        title: c.rng.pick(APPS),
        accent,
        blocks: b,
        nav: ['Park', 'History', 'Vehicles', 'Me'],
      });
    },
  },
  {
    name: 'app-youre-parked-12h',
    kind: 'app_session',
    medium: 'screen',
    dark: 'maybe',
    inGuideWording: false,
    period: { timing: 'session', pattern: 'band', bands: [90, 120, 150, 180, 240], short: [15, 30] },
    place: { town: 0.7, postcode: 0.5 },
    notes: 'friendly big-type screen "You\'re parked until 5:30pm", "since 2:30pm" with the date',
    build(c) {
      const accent = c.rng.pick(ACCENTS);
      const th = theme(c.dark);
      const tf = pickTime(c, ['h:mmam', 'h:mm AM']);
      const df = pickDate(c, ['Dddd dth Month yyyy', 'Ddd d Mon'], c.start);
      const b: Block[] = [
        gap(40),
        tx(active(c) ? "You're parked until" : 'You were parked until', { size: 34, fill: th.sub }),
        tx(fmtTime(c.end, tf), { size: 96, bold: true, fill: accent }),
        tx(`since ${fmtTime(c.start, tf)}`, { size: 34 }),
        tx(fmtDate(c.start, df), { size: 30, fill: th.sub }),
        gap(30),
        cardBox(c, [
          tx(where(c), { bold: true, size: 26 }),
          ...opt(c.postcode, tx(c.postcode ?? '', { size: 24, fill: th.sub })),
          tx(`Space ${c.rng.int(1, 200)} · ${reg(c)}`, { size: 24, fill: th.sub }),
        ]),
        gap(20),
        ...opt(active(c), ban('Add time', { bg: accent, size: 28, radius: 30, fill: '#fff' })),
      ];
      return phone(c, { title: c.rng.pick(APPS), accent, blocks: b });
    },
  },
  {
    name: 'app-lockscreen-notification',
    kind: 'app_session',
    medium: 'screen',
    dark: 'never',
    inGuideWording: false,
    period: { timing: 'session', pattern: 'band', bands: [120, 180, 240], short: [20, 30] },
    place: { town: 0.9, postcode: 0.2 },
    notes: "phone lock screen with the parking app's notification (ends soon / has ended)",
    build(c) {
      const texts: string[] = [];
      const app = c.rng.pick(APPS);
      const tf = pickTime(c, ['HH:MM', 'h:mm AM']);
      const df = pickDate(c, ['d Mon yyyy', 'Ddd d Mon'], c.start);
      const place = where(c) + (c.postcode ? ` ${c.postcode}` : '');
      const lines = active(c)
        ? [
            `Parking ends at ${fmtTime(c.end, tf)}`,
            `Your session at ${place}`,
            `started ${fmtTime(c.start, tf)}, ${fmtDate(c.start, df)}.`,
            'Tap to extend.',
          ]
        : [
            'Parking session ended',
            `${place}:`,
            `${fmtTime(c.start, tf)} – ${fmtTime(c.end, tf)} on ${fmtDate(c.start, df)}`,
            `Total ${money(tariffPence(c, dur(c)))}`,
          ];
      const hue = c.rng.pick([
        ['#1d2b64', '#f8cdda'],
        ['#0f2027', '#2c5364'],
        ['#3a1c71', '#ffaf7b'],
      ] as const);
      let s = `<defs><linearGradient id="wp" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${hue[0]}"/><stop offset="1" stop-color="${hue[1]}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#wp)"/>`;
      s += textEl(
        W / 2,
        260,
        fmtTime(c.nowWall, 'HH:MM'),
        { font: F.sans, size: 150, fill: '#fff', a: 'c' },
        texts,
      );
      s += textEl(
        W / 2,
        330,
        fmtDate(c.nowWall, 'Dddd dth Month yyyy').replace(/ \d{4}$/, ''),
        { font: F.sans, size: 30, fill: '#fff', a: 'c' },
        texts,
      );
      s += `<rect x="30" y="560" width="${W - 60}" height="${90 + lines.length * 40}" rx="28" fill="#f5f5f7" opacity="0.93"/>`;
      s += `<rect x="56" y="586" width="40" height="40" rx="10" fill="${c.rng.pick(ACCENTS)}"/>`;
      s += textEl(112, 616, app.toUpperCase(), { font: F.sans, size: 20, fill: '#555' }, texts);
      const ago = c.nowWall - c.end;
      const stamp =
        active(c) || ago < 2
          ? 'now'
          : ago < 60
            ? `${ago}m ago`
            : ago < 1440
              ? `${Math.floor(ago / 60)}h ago`
              : fmtDate(c.end, 'Ddd d Mon');
      s += textEl(W - 56, 616, stamp, { font: F.sans, size: 20, fill: '#555', a: 'r' }, texts);
      lines.forEach((l, i) => {
        s += textEl(
          56,
          672 + i * 40,
          l,
          { font: F.sans, size: 27, fill: '#111', bold: i === 0 },
          texts,
          W - 112,
        );
      });
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${s}</svg>`;
      return { svg, width: W, height: H, texts, contentBottom: 700 + lines.length * 40, transparent: false };
    },
  },
  {
    name: 'app-welsh-council',
    kind: 'app_session',
    medium: 'screen',
    dark: 'maybe',
    inGuideWording: false,
    period: { timing: 'session', pattern: 'band', bands: [120, 180, 240], short: [30] },
    place: { town: 1, postcode: 0.5, nation: 'wal' },
    notes: 'bilingual council parking app: Sesiwn barcio / Parking session, Dechrau / Start, Diwedd / End',
    build(c) {
      const accent = '#b71c1c';
      const th = theme(c.dark);
      const b: Block[] = [
        tx(`Cyngor ${c.town?.welsh ?? c.townName} · ${c.townName} Council`, { size: 22, fill: th.sub }),
        tx('Sesiwn barcio / Parking session', { bold: true, size: 30 }),
        ban(active(c) ? 'Gweithredol / Active' : 'Wedi dod i ben / Ended', {
          bg: active(c) ? accent : '#777',
          size: 22,
          radius: 14,
          fill: '#fff',
        }),
        cardBox(c, [
          tx('Dyddiad / Date', { size: 20, fill: th.sub }),
          tx(fmtDate(c.start, 'welsh'), { size: 28, bold: true }),
          tx('Dechrau / Start', { size: 20, fill: th.sub }),
          tx(fmtTime(c.start, 'HH:MM'), { size: 34, bold: true }),
          tx('Diwedd / End', { size: 20, fill: th.sub }),
          tx(fmtTime(c.end, 'HH:MM'), { size: 34, bold: true }),
          tx('Maes parcio / Car park', { size: 20, fill: th.sub }),
          tx(`${c.rng.pick(['Y Cei', 'Stryd y Bont', 'Y Promenâd'])}${c.postcode ? `, ${c.postcode}` : ''}`, {
            size: 26,
          }),
        ]),
        ...opt(active(c), ban('Ymestyn / Extend', { bg: accent, size: 26, radius: 30, fill: '#fff' })),
      ];
      return phone(c, { title: 'Parcio / Parking', accent, blocks: b, back: true });
    },
  },
  {
    name: 'park-and-ride-mobile',
    kind: 'park_and_ride',
    medium: 'screen',
    dark: 'maybe',
    inGuideWording: true,
    period: { timing: 'purchase', pattern: 'allday', endAt: 18 * 60 + 30 },
    place: { town: 1, postcode: 0.3 },
    notes:
      'mobile Park & Ride ticket with QR: car park plus bus for everyone in the car, "Valid until last bus"',
    build(c) {
      const accent = '#00695c';
      const df = pickDate(c, ['Ddd d Mon yyyy', 'dd/mm/yyyy'], c.start);
      const b: Block[] = [
        cardBox(c, [
          tx('PARK & RIDE', { bold: true, size: 34, fill: accent }),
          tx(`${c.townName} ${c.rng.pick(['Showground', 'Airfield', 'Racecourse', 'Meadows'])} site`, {
            size: 24,
          }),
          ...opt(c.postcode, tx(c.postcode ?? '', { size: 22 })),
          rule({ color: theme(c.dark).line }),
          tx('Car park + return bus for all occupants', { size: 22 }),
          qr(`PR-${ticketNo(c, 10)}`, 300),
          ...kvs(c, [
            ['Date', fmtDate(c.start, df)],
            ['Bought', fmtTime(c.start, 'HH:MM')],
            ['Valid until', `last bus ${fmtTime(c.end, 'HH:MM')}`],
          ]),
        ]),
      ];
      return phone(c, { title: 'My tickets', accent, blocks: b, back: true });
    },
  },
];
