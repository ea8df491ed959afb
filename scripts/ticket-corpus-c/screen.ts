// Phone and desktop screenshot primitives (drawn in points, scaled to device pixels).
import { fmtTime } from './dates.ts';
import type { Rng } from './rng.ts';
import { type Doc, svgDoc, type TOpt, txt } from './svg.ts';
import type { Ctx } from './types.ts';

export interface Theme {
  bg: string;
  fg: string;
  sub: string;
  card: string;
  line: string;
  accent: string;
}
export const LIGHT: Theme = {
  bg: '#f2f2f7',
  fg: '#111111',
  sub: '#5f6368',
  card: '#ffffff',
  line: '#d8d8de',
  accent: '#0a66c2',
};
export const DARK: Theme = {
  bg: '#000000',
  fg: '#f5f5f7',
  sub: '#a1a1aa',
  card: '#1c1c1e',
  line: '#3a3a3c',
  accent: '#4ea1ff',
};

export class Phone {
  readonly s: number;
  readonly W: number;
  readonly H: number;
  body = '';
  constructor(
    readonly c: Ctx,
    readonly th: Theme,
  ) {
    this.s = c.screenW === 828 ? 2 : 3;
    this.W = c.screenW / this.s;
    this.H = c.screenH / this.s;
  }
  /** Status bar; light when the case asks for a light title bar over dark content. */
  status(light = this.c.spec.conditions.includes('light-title-bar')): void {
    const t = this.c.now;
    const bg = light ? '#ffffff' : this.th.bg;
    const fg = light ? '#000000' : this.th.fg;
    this.body += `<rect width="${this.W}" height="50" fill="${bg}"/>`;
    this.body += txt(32, 33, fmtTime(t, this.c.rng.pick(['hh:mm', '12h'])).replace(/(am|pm)$/, ''), {
      size: 16,
      bold: true,
      fill: fg,
    });
    this.body += `<rect x="${this.W - 62}" y="22" width="26" height="13" rx="3" fill="none" stroke="${fg}" stroke-width="1.4"/><rect x="${this.W - 60}" y="24" width="${this.c.rng.int(8, 21)}" height="9" rx="1.5" fill="${fg}"/>`;
    for (let i = 0; i < 4; i++)
      this.body += `<rect x="${this.W - 108 + i * 6}" y="${34 - i * 3 - 3}" width="4" height="${i * 3 + 3}" rx="1" fill="${fg}"/>`;
  }
  rect(x: number, y: number, w: number, h: number, fill: string, r = 0, extra = ''): void {
    this.body += `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" ${extra}/>`;
  }
  t(x: number, y: number, s: string, o: TOpt = {}): void {
    this.body += txt(x, y, s, { fill: this.th.fg, ...o });
  }
  /** A label/value row inside a card. */
  row(x: number, y: number, w: number, a: string, b: string, o: TOpt = {}): void {
    this.t(x, y, a, { size: 15, fill: this.th.sub, ...o });
    this.t(x + w, y, b, { size: 16, bold: true, anchor: 'end', maxW: w * 0.62, ...o });
    this.body += `<line x1="${x}" y1="${y + 12}" x2="${x + w}" y2="${y + 12}" stroke="${this.th.line}" stroke-width="0.7"/>`;
  }
  homeBar(): void {
    this.rect(this.W / 2 - 67, this.H - 12, 134, 5, this.th.fg, 2.5);
  }
  doc(): Doc {
    const w = this.W * this.s;
    const h = this.H * this.s;
    return {
      svg: svgDoc(
        w,
        h,
        `<rect width="${w}" height="${h}" fill="${this.th.bg}"/><g transform="scale(${this.s})">${this.body}</g>`,
      ),
      w,
      h,
    };
  }
}

export function mapSvg(rng: Rng, x: number, y: number, w: number, h: number, dark: boolean): string {
  const land = dark ? '#242a31' : '#eceae4';
  const road = dark ? '#3d4652' : '#ffffff';
  let s = `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="${land}"/>`;
  s += `<rect x="${rng.int(0, w / 2)}" y="${rng.int(0, h / 2)}" width="${rng.int(60, 140)}" height="${rng.int(40, 100)}" fill="${dark ? '#23402d' : '#c8e6c0'}"/>`;
  s += `<path d="M-10 ${rng.int(0, h)} C ${w / 3} ${rng.int(0, h)}, ${(2 * w) / 3} ${rng.int(0, h)}, ${w + 10} ${rng.int(0, h)}" stroke="${dark ? '#1e3a5f' : '#aad3f0'}" stroke-width="${rng.int(14, 26)}" fill="none"/>`;
  for (let i = 0; i < 9; i++) {
    const horiz = rng.chance(0.5);
    const p = rng.int(0, horiz ? h : w);
    const q = p + rng.int(-60, 60);
    const sw = rng.pick([4, 6, 6, 9, 12]);
    s += horiz
      ? `<line x1="-5" y1="${p}" x2="${w + 5}" y2="${q}" stroke="${road}" stroke-width="${sw}"/>`
      : `<line x1="${p}" y1="-5" x2="${q}" y2="${h + 5}" stroke="${road}" stroke-width="${sw}"/>`;
  }
  for (let i = 0; i < 3; i++) {
    const px = rng.int(20, w - 20);
    const py = rng.int(20, h - 20);
    s += `<rect x="${px - 9}" y="${py - 9}" width="18" height="18" rx="3" fill="#2563eb"/>${txt(px, py + 6, 'P', { size: 14, bold: true, fill: '#fff', anchor: 'middle' })}`;
  }
  s += `<path d="M${w / 2} ${h / 2 + 18} l-14 -24 a16 16 0 1 1 28 0 z" fill="#e11d48"/><circle cx="${w / 2}" cy="${h / 2 - 12}" r="6" fill="#fff"/>`;
  return `${s}</svg>`;
}
