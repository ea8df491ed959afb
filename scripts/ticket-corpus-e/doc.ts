// A tiny SVG document builder: receipts, tickets, letters and phone screens are all drawn with it.
import QRCode from 'qrcode';
import type { Rng } from './rng.ts';

export const F = {
  sans: 'DejaVu Sans',
  cond: 'DejaVu Sans Condensed',
  lsans: 'Liberation Sans',
  narrow: 'Liberation Sans Narrow',
  mono: 'DejaVu Sans Mono',
  lmono: 'Liberation Mono',
  serif: 'DejaVu Serif',
  lserif: 'Liberation Serif',
} as const;

export type Medium = 'thermal' | 'paper' | 'card' | 'sticker' | 'screen';

export interface TO {
  size?: number;
  bold?: boolean;
  align?: 'left' | 'center' | 'right';
  font?: string;
  fill?: string;
  italic?: boolean;
  x?: number;
  lh?: number;
  spacing?: number;
}

export function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function charW(font: string, bold: boolean): number {
  if (font.includes('Mono')) return 0.61;
  if (font.includes('Narrow')) return 0.47;
  if (font.includes('Condensed')) return 0.55;
  if (font.startsWith('Liberation')) return bold ? 0.58 : 0.53;
  return bold ? 0.66 : 0.6;
}

export interface Rendered {
  svg: (scale: number) => string;
  w: number;
  h: number;
  medium: Medium;
  bg: string;
  dark: boolean;
}

export class Doc {
  readonly w: number;
  y: number;
  pad: number;
  font: string;
  fill: string;
  bg: string;
  size: number;
  medium: Medium;
  dark = false;
  minH = 0;
  maxH = 0;
  private parts: string[] = [];
  private under: string[] = [];

  constructor(
    w: number,
    o: {
      pad?: number;
      font?: string;
      fill?: string;
      bg?: string;
      size?: number;
      top?: number;
      medium?: Medium;
    } = {},
  ) {
    this.w = w;
    this.pad = o.pad ?? 16;
    this.font = o.font ?? F.sans;
    this.fill = o.fill ?? '#1a1a1a';
    this.bg = o.bg ?? '#ffffff';
    this.size = o.size ?? 14;
    this.y = o.top ?? this.pad;
    this.medium = o.medium ?? 'paper';
  }

  textW(s: string, o: TO = {}): number {
    return (
      s.length * (o.size ?? this.size) * charW(o.font ?? this.font, !!o.bold) + (o.spacing ?? 0) * s.length
    );
  }

  private textEl(x: number, baseline: number, s: string, o: TO, anchor: string): string {
    const size = o.size ?? this.size;
    const attrs = [
      `x="${x.toFixed(1)}"`,
      `y="${baseline.toFixed(1)}"`,
      `font-family="${o.font ?? this.font}"`,
      `font-size="${size}"`,
      `fill="${o.fill ?? this.fill}"`,
      `text-anchor="${anchor}"`,
    ];
    if (o.bold) attrs.push('font-weight="bold"');
    if (o.italic) attrs.push('font-style="italic"');
    if (o.spacing) attrs.push(`letter-spacing="${o.spacing}"`);
    return `<text ${attrs.join(' ')} xml:space="preserve">${esc(s)}</text>`;
  }

  /** absolute text; y is the baseline */
  at(x: number, y: number, s: string, o: TO = {}): this {
    const a = o.align === 'center' ? 'middle' : o.align === 'right' ? 'end' : 'start';
    this.parts.push(this.textEl(x, y, s, o, a));
    return this;
  }

  t(s: string, o: TO = {}): this {
    const size = o.size ?? this.size;
    const lh = o.lh ?? 1.3;
    const base = this.y + size * 0.95;
    const align = o.align ?? 'left';
    const x = o.x ?? (align === 'center' ? this.w / 2 : align === 'right' ? this.w - this.pad : this.pad);
    this.at(x, base, s, { ...o, align });
    this.y += size * lh;
    return this;
  }

  /** wrapped paragraph */
  para(s: string, o: TO & { width?: number } = {}): this {
    const size = o.size ?? this.size;
    const width = o.width ?? this.w - 2 * this.pad;
    const maxChars = Math.max(8, Math.floor(width / (size * charW(o.font ?? this.font, !!o.bold))));
    const words = s.split(' ');
    let line = '';
    for (const word of words) {
      if ((line ? `${line} ${word}` : word).length > maxChars && line) {
        this.t(line, o);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    if (line) this.t(line, o);
    return this;
  }

  kv(
    k: string,
    v: string,
    o: TO & { kFill?: string; vBold?: boolean; vSize?: number; kx?: number; vx?: number } = {},
  ): this {
    const size = Math.max(o.size ?? this.size, o.vSize ?? 0);
    const base = this.y + size * 0.95;
    this.at(o.kx ?? this.pad, base, k, { ...o, fill: o.kFill ?? o.fill, align: 'left', size: o.size });
    this.at(o.vx ?? this.w - this.pad, base, v, {
      ...o,
      bold: o.vBold ?? o.bold,
      size: o.vSize ?? o.size,
      align: o.vx !== undefined ? 'left' : 'right',
    });
    this.y += size * (o.lh ?? 1.35);
    return this;
  }

  /** one line, several cells at fractional x positions */
  row(cells: Array<[string, number, ('left' | 'center' | 'right')?]>, o: TO = {}): this {
    const size = o.size ?? this.size;
    const base = this.y + size * 0.95;
    for (const [s, fx, al] of cells) this.at(fx * this.w, base, s, { ...o, align: al ?? 'left' });
    this.y += size * (o.lh ?? 1.35);
    return this;
  }

  hr(o: { dash?: boolean; color?: string; weight?: number; gap?: number; inset?: number } = {}): this {
    const g = o.gap ?? 6;
    this.y += g;
    const inset = o.inset ?? this.pad;
    this.parts.push(
      `<line x1="${inset}" y1="${this.y}" x2="${this.w - inset}" y2="${this.y}" stroke="${o.color ?? this.fill}" stroke-width="${o.weight ?? 1}"${o.dash ? ' stroke-dasharray="4 3"' : ''}/>`,
    );
    this.y += g;
    return this;
  }

  gap(h: number): this {
    this.y += h;
    return this;
  }

  rect(
    x: number,
    y: number,
    w: number,
    h: number,
    o: { fill?: string; stroke?: string; rx?: number; sw?: number; opacity?: number } = {},
  ): this {
    this.parts.push(
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${o.rx ?? 0}" fill="${o.fill ?? 'none'}"${o.stroke ? ` stroke="${o.stroke}" stroke-width="${o.sw ?? 1}"` : ''}${o.opacity !== undefined ? ` opacity="${o.opacity}"` : ''}/>`,
    );
    return this;
  }

  circle(cx: number, cy: number, r: number, fill: string, stroke?: string): this {
    this.parts.push(
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${stroke ? ` stroke="${stroke}" stroke-width="2"` : ''}/>`,
    );
    return this;
  }

  raw(s: string): this {
    this.parts.push(s);
    return this;
  }

  /** full-width background band drawn under later content */
  bandBg(y: number, h: number, fill: string): this {
    this.under.push(`<rect x="0" y="${y}" width="${this.w}" height="${h}" fill="${fill}"/>`);
    return this;
  }

  banner(s: string, o: TO & { bg: string; h?: number; rx?: number; inset?: number } = { bg: '#000' }): this {
    const size = o.size ?? this.size * 1.2;
    const h = o.h ?? size * 1.8;
    const inset = o.inset ?? 0;
    this.rect(inset, this.y, this.w - 2 * inset, h, { fill: o.bg, rx: o.rx ?? 0 });
    const align = o.align ?? 'center';
    const x =
      align === 'center' ? this.w / 2 : align === 'right' ? this.w - this.pad - inset : this.pad + inset;
    this.at(x, this.y + h / 2 + size * 0.36, s, { ...o, size, align, fill: o.fill ?? '#fff' });
    this.y += h;
    return this;
  }

  barcode(rng: Rng, o: { h?: number; x?: number; w?: number; text?: string } = {}): this {
    const h = o.h ?? 40;
    const x0 = o.x ?? this.pad + 10;
    const w = o.w ?? this.w - 2 * x0;
    let x = x0;
    const bars: string[] = [];
    while (x < x0 + w - 4) {
      const bw = rng.pick([1, 1, 2, 2, 3, 4]);
      bars.push(`<rect x="${x.toFixed(1)}" y="${this.y}" width="${bw}" height="${h}"/>`);
      x += bw + rng.pick([1, 2, 2, 3]);
    }
    this.parts.push(`<g fill="${this.fill}">${bars.join('')}</g>`);
    this.y += h + 4;
    if (o.text) this.t(o.text, { size: this.size * 0.8, align: 'center', font: F.mono });
    return this;
  }

  qr(text: string, size: number, o: { x?: number; y?: number; fill?: string; advance?: boolean } = {}): this {
    const q = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const n = q.modules.size;
    const cell = size / (n + 2);
    const x0 = o.x ?? (this.w - size) / 2;
    const y0 = o.y ?? this.y;
    let path = '';
    for (let r = 0; r < n; r++)
      for (let c = 0; c < n; c++)
        if (q.modules.get(r, c))
          path += `M${(x0 + (c + 1) * cell).toFixed(2)} ${(y0 + (r + 1) * cell).toFixed(2)}h${cell.toFixed(2)}v${cell.toFixed(2)}h-${cell.toFixed(2)}z`;
    this.rect(x0, y0, size, size, { fill: '#fff' });
    this.parts.push(`<path d="${path}" fill="${o.fill ?? '#000'}"/>`);
    if (o.advance !== false && o.y === undefined) this.y += size + 6;
    return this;
  }

  done(): Rendered {
    let h = Math.ceil(this.y + this.pad);
    if (this.minH) h = Math.max(h, this.minH);
    if (this.maxH) h = Math.min(h, this.maxH);
    const w = this.w;
    const body = this.under.join('') + this.parts.join('');
    const bg = this.bg;
    return {
      w,
      h,
      medium: this.medium,
      bg,
      dark: this.dark,
      svg: (scale: number) =>
        `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(w * scale)}" height="${Math.round(h * scale)}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="${bg}"/>${body}</svg>`,
    };
  }
}

// ---------- phone screen helpers ----------

export interface Theme {
  bg: string;
  fg: string;
  sub: string;
  card: string;
  line: string;
  accent: string;
  dark: boolean;
}

export function theme(dark: boolean, accent: string): Theme {
  return dark
    ? { bg: '#111214', fg: '#f2f2f4', sub: '#9a9ca3', card: '#1e1f23', line: '#34363c', accent, dark }
    : { bg: '#f4f5f7', fg: '#15171a', sub: '#62666e', card: '#ffffff', line: '#dfe1e5', accent, dark };
}

export function phone(
  th: Theme,
  o: { w?: number; h?: number; statusTime: string; lightBar?: boolean; battery?: number },
): Doc {
  const w = o.w ?? 390;
  const d = new Doc(w, { pad: 18, bg: th.bg, fill: th.fg, font: F.sans, size: 15, top: 0, medium: 'screen' });
  d.dark = th.dark;
  d.minH = o.h ?? 844;
  d.maxH = o.h ?? 844;
  const barBg = o.lightBar ? '#f7f7f7' : th.bg;
  const barFg = o.lightBar ? '#111' : th.fg;
  d.rect(0, 0, w, 46, { fill: barBg });
  d.at(30, 31, o.statusTime, { size: 16, bold: true, fill: barFg });
  // signal, wifi, battery
  const bx = w - 60;
  for (let i = 0; i < 4; i++) d.rect(bx - 52 + i * 6, 26 - i * 3, 4, 6 + i * 3, { fill: barFg, rx: 1 });
  d.raw(`<path d="M${bx - 22} 22 q8 -8 16 0" stroke="${barFg}" stroke-width="2.5" fill="none"/>`);
  d.rect(bx, 18, 26, 13, { stroke: barFg, rx: 3, sw: 1.5 });
  d.rect(bx + 2, 20, (22 * (o.battery ?? 70)) / 100, 9, { fill: barFg, rx: 1.5 });
  d.y = 46;
  return d;
}

export function card(
  d: Doc,
  th: Theme,
  h: number,
  fn: (top: number) => void,
  o: { fill?: string; inset?: number } = {},
): void {
  const inset = o.inset ?? 14;
  const top = d.y;
  d.rect(inset, top, d.w - 2 * inset, h, {
    fill: o.fill ?? th.card,
    rx: 14,
    stroke: th.dark ? undefined : th.line,
  });
  fn(top);
  d.y = top + h + 12;
}

export function button(
  d: Doc,
  label: string,
  fill: string,
  fg = '#fff',
  o: { h?: number; inset?: number; outline?: boolean } = {},
): void {
  const h = o.h ?? 48;
  const inset = o.inset ?? 18;
  d.rect(
    inset,
    d.y,
    d.w - 2 * inset,
    h,
    o.outline ? { stroke: fill, rx: h / 2, sw: 2 } : { fill, rx: h / 2 },
  );
  d.at(d.w / 2, d.y + h / 2 + 6, label, {
    size: 16,
    bold: true,
    fill: o.outline ? fill : fg,
    align: 'center',
  });
  d.y += h + 10;
}

export function mapBlock(d: Doc, rng: Rng, h: number, dark: boolean, label?: string): void {
  const top = d.y;
  const land = dark ? '#23262b' : '#e8eae3';
  const road = dark ? '#3b3f46' : '#ffffff';
  const water = dark ? '#1b2a3a' : '#aad3df';
  const park = dark ? '#1f2d22' : '#c8e6c0';
  const parts: string[] = [`<rect x="0" y="${top}" width="${d.w}" height="${h}" fill="${land}"/>`];
  parts.push(
    `<rect x="${rng.int(0, d.w / 2)}" y="${top + rng.int(0, h / 2)}" width="${rng.int(60, 140)}" height="${rng.int(40, 90)}" fill="${park}" rx="8"/>`,
  );
  parts.push(
    `<path d="M0 ${top + h * 0.8} Q ${d.w / 2} ${top + h * rng.range(0.6, 0.95)} ${d.w} ${top + h * 0.7} L ${d.w} ${top + h} L 0 ${top + h} Z" fill="${water}"/>`,
  );
  for (let i = 0; i < 7; i++) {
    const vertical = rng.chance(0.5);
    const c = vertical ? rng.int(10, d.w - 10) : top + rng.int(10, h - 10);
    const wd = rng.pick([4, 6, 10]);
    parts.push(
      vertical
        ? `<line x1="${c}" y1="${top}" x2="${c + rng.int(-60, 60)}" y2="${top + h}" stroke="${road}" stroke-width="${wd}"/>`
        : `<line x1="0" y1="${c}" x2="${d.w}" y2="${c + rng.int(-40, 40)}" stroke="${road}" stroke-width="${wd}"/>`,
    );
  }
  const px = d.w / 2;
  const py = top + h / 2;
  parts.push(`<circle cx="${px}" cy="${py}" r="40" fill="#2f7df6" opacity="0.18"/>`);
  parts.push(
    `<path d="M${px} ${py + 4} l-13 -20 a15 15 0 1 1 26 0 z" fill="#e23b3b"/><circle cx="${px}" cy="${py - 24}" r="5" fill="#fff"/>`,
  );
  d.raw(parts.join(''));
  if (label)
    d.at(px, py + 22, label, { size: 12, bold: true, align: 'center', fill: dark ? '#ddd' : '#333' });
  d.y = top + h;
}

/** e-mail app chrome: returns the doc positioned at the start of the message body */
export function mailApp(
  th: Theme,
  o: {
    statusTime: string;
    subject: string;
    from: string;
    fromAddr: string;
    when: string;
    lightBar?: boolean;
    avatar: string;
  },
): Doc {
  const d = phone(th, { statusTime: o.statusTime, lightBar: o.lightBar });
  d.at(16, d.y + 30, '‹ Inbox', { size: 17, fill: '#2f7df6' });
  d.at(d.w - 18, d.y + 30, '⋯', { size: 20, fill: '#2f7df6', align: 'right' });
  d.y += 48;
  d.para(o.subject, { size: 21, bold: true, fill: th.fg, lh: 1.25 });
  d.gap(8);
  const top = d.y;
  d.circle(36, top + 20, 18, '#8a6cf0');
  d.at(36, top + 26, o.avatar, { size: 16, bold: true, fill: '#fff', align: 'center' });
  d.at(64, top + 16, o.from, { size: 15, bold: true, fill: th.fg });
  d.at(d.w - 18, top + 16, o.when, { size: 12, fill: th.sub, align: 'right' });
  d.at(64, top + 35, `<${o.fromAddr}>`, { size: 12, fill: th.sub });
  d.y = top + 50;
  d.hr({ color: th.line, gap: 4 });
  return d;
}
