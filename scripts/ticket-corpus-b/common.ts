// Helpers shared by layouts: styles, period wording, status bars, distractor dates.
import { addDays, diffMin, fmtDate, fmtTime, minOfDay, sameDay, type W } from './dates.ts';
import type { Block, DocStyle } from './doc.ts';
import type { Ctx } from './types.ts';

export const FONTS = [
  'DejaVu Sans',
  'DejaVu Sans Condensed',
  'DejaVu Sans Mono',
  'DejaVu Serif',
  'DejaVu Serif Condensed',
  'DejaVu Sans Light',
];
export const PAPERS = ['#f8f7f2', '#f4f2ea', '#fbfbf8', '#f1efe6', '#f6f4ee'];
export const INKS = ['#111111', '#1b1b24', '#222222', '#14142a', '#2a2a2a'];

export function thermal(c: Ctx, o: Partial<DocStyle> = {}): DocStyle {
  const r = c.rng;
  const font = c.dot ? r.pick(['DejaVu Sans Mono', 'DejaVu Sans Condensed', 'DejaVu Sans']) : r.pick(FONTS);
  return {
    w: r.int(360, 440),
    pad: r.int(16, 24),
    bg: r.pick(PAPERS),
    fg: r.pick(INKS),
    muted: '#555',
    font,
    size: r.int(19, 23),
    dot: c.dot,
    lowInk: c.lowInk,
    shape: r.pick(['plain', 'plain', 'torn']),
    ...o,
  };
}

/** App screens at native pixel size. */
export function phone(c: Ctx, o: Partial<DocStyle> = {}): DocStyle {
  const s = c.screen.scale;
  return {
    w: c.screen.w,
    h: c.screen.h,
    pad: Math.round(16 * s),
    bg: c.dark ? '#121316' : '#f5f6f8',
    fg: c.dark ? '#f2f2f2' : '#15171a',
    muted: c.dark ? '#a4a8b0' : '#5f6670',
    font: c.rng.pick(['DejaVu Sans', 'DejaVu Sans Condensed', 'DejaVu Sans', 'DejaVu Sans Light']),
    size: Math.round(15.5 * s),
    ...o,
  };
}

/** iOS-like status bar; `light` true draws a light bar (the dark-mode-with-light-title-bar look). */
export function statusBar(c: Ctx, light: boolean, time: W): Block {
  const s = c.screen.scale;
  const h = Math.round(48 * s);
  const fg = light ? '#111' : '#fff';
  const bg = light ? '#f7f7f7' : c.dark ? '#121316' : '#f5f6f8';
  const t = `${fmtTime(time, 'hm')}`;
  return {
    t: 'raw',
    h: h + Math.round(6 * s),
    svg: (x, y) =>
      `<rect x="0" y="${y - c.screen.scale * 16}" width="${c.screen.w}" height="${h + 22 * s}" fill="${bg}"/>` +
      `<text x="${x + 18 * s}" y="${y + 30 * s}" font-family="DejaVu Sans" font-weight="bold" font-size="${15 * s}" fill="${light ? '#111' : c.dark ? '#fff' : '#111'}">${t}</text>` +
      `<rect x="${c.screen.w - 62 * s}" y="${y + 18 * s}" width="${24 * s}" height="${12 * s}" rx="${3 * s}" fill="none" stroke="${light || !c.dark ? '#111' : fg}" stroke-width="${1.5 * s}"/>` +
      `<rect x="${c.screen.w - 60 * s}" y="${y + 20 * s}" width="${15 * s}" height="${8 * s}" fill="${light || !c.dark ? '#111' : fg}"/>` +
      [0, 1, 2, 3]
        .map(
          (i) =>
            `<rect x="${c.screen.w - (112 - i * 6) * s}" y="${y + (28 - i * 3) * s}" width="${4 * s}" height="${(4 + i * 3) * s}" fill="${light || !c.dark ? '#111' : fg}"/>`,
        )
        .join(''),
  };
}

/** App title bar (light in dark mode when `c.inverse` is false, giving the light-title-bar look). */
export function appBar(c: Ctx, title: string, color: string, lightBar: boolean): Block {
  const s = c.screen.scale;
  const h = Math.round(56 * s);
  const bg = lightBar ? '#ffffff' : color;
  const fg = lightBar ? '#111' : '#fff';
  return {
    t: 'raw',
    h: h + Math.round(14 * s),
    svg: (_x, y) =>
      `<rect x="0" y="${y}" width="${c.screen.w}" height="${h}" fill="${bg}"/>` +
      `<text x="${22 * s}" y="${y + h * 0.64}" font-family="DejaVu Sans" font-size="${22 * s}" fill="${lightBar ? color : fg}">‹</text>` +
      `<text x="${c.screen.w / 2}" y="${y + h * 0.64}" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="${18 * s}" fill="${fg}">${title.replace(/&/g, '&amp;')}</text>`,
  };
}

/** A time a screenshot was taken: between the start and now. */
export function shotTime(c: Ctx): W {
  const m = Math.min(diffMin(c.start, c.now), diffMin(c.start, c.end) - 2);
  if (m <= 1) return addMinW(c.start, 1);
  return addMinW(c.start, Math.max(1, Math.round(m * c.rng.float(0.2, 0.95))));
}
function addMinW(w: W, n: number): W {
  const t = new Date(Date.UTC(w.y, w.m - 1, w.d, w.hh, w.mm) + n * 60000);
  return {
    y: t.getUTCFullYear(),
    m: t.getUTCMonth() + 1,
    d: t.getUTCDate(),
    hh: t.getUTCHours(),
    mm: t.getUTCMinutes(),
  };
}

export const twoDays = (c: Ctx) => !sameDay(c.start, c.end);
/** End printed with its own date when needed (24h+ or the layout wants it). */
export function endText(c: Ctx, alwaysDate = false): string {
  if (alwaysDate || (twoDays(c) && (c.minutes >= 1440 || minOfDay(c.end) >= minOfDay(c.start))))
    return c.f.DT(c.end);
  return c.f.T(c.end);
}
export function endIsMidnight(c: Ctx): boolean {
  return c.end.hh === 0 && c.end.mm === 0 && c.minutes < 1440 && twoDays(c);
}
export function endIs2359(c: Ctx): boolean {
  return c.end.hh === 23 && c.end.mm === 59 && sameDay(c.start, c.end);
}
export function endIs8amNext(c: Ctx): boolean {
  return (
    c.end.hh === 8 && c.end.mm === 0 && twoDays(c) && c.minutes < 1440 && sameDay(addDays(c.start, 1), c.end)
  );
}

/** Tariff wording for the period's length. */
export function tariffText(c: Ctx): string {
  const m = c.minutes;
  if (m === 1440) return c.rng.pick(['24 hours', '24 HOUR', '24 hrs']);
  if (endIs2359(c) || endIsMidnight(c)) return c.rng.pick(['All day', 'ALL DAY', 'Day ticket']);
  if (endIs8amNext(c)) return c.rng.pick(['Overnight', 'Evening / overnight']);
  if (m % 60 === 0)
    return c.rng.pick([
      `Up to ${m / 60} hour${m === 60 ? '' : 's'}`,
      `${m / 60} HR`,
      `${m / 60} hours`,
      `${m} mins`,
    ]);
  return c.f.dur_(m);
}

export const money = (n: number) => `£${n.toFixed(2)}`;
export function price(c: Ctx): number {
  const h = Math.max(0.5, c.minutes / 60);
  return Math.round(Math.min(28, 0.6 + h * c.rng.float(0.9, 1.9)) * 10) / 10;
}

export const ticketNo = (c: Ctx, n = 6) => c.rng.digits(n);
export const locCode = (c: Ctx) => String(c.rng.int(1000, 99999));

/** Printed place line(s) (honouring the plan's truth: only print what truth says is printed). */
export function placeLines(c: Ctx): string[] {
  const out: string[] = [];
  if (c.townName) out.push(c.townName);
  if (c.postcode) out.push(c.postcode);
  return out;
}
export function placeLine(c: Ctx, sep = ', '): string | null {
  const l = placeLines(c);
  return l.length ? l.join(sep) : null;
}

/** A date earlier than the period (a booking, an offer) for distraction. */
export function bookedOn(c: Ctx): W {
  return addDays({ ...c.start, hh: c.rng.int(8, 22), mm: c.rng.int(0, 59) }, -c.rng.int(3, 21));
}
export const cardExpiry = (c: Ctx) =>
  `${String(c.rng.int(1, 12)).padStart(2, '0')}/${String((c.today.y % 100) + c.rng.int(1, 4)).padStart(2, '0')}`;
export const shortDate = (w: W) => fmtDate(w, 'dmy2');
export const pl = (v: string | null | undefined): Block[] => (v ? [{ t: 'text', s: v, align: 'c' }] : []);
