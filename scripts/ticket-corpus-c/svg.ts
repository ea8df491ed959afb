// SVG building blocks: text, fonts, a flowing "receipt" renderer, barcodes and QR codes.
import QRCode from 'qrcode';
import type { Rng } from './rng.ts';

export type FontKey = 'sans' | 'cond' | 'mono' | 'serif' | 'serifc' | 'light';
export const FONTS: Record<FontKey, [string, number]> = {
  sans: ['DejaVu Sans', 0.63],
  cond: ['DejaVu Sans Condensed', 0.57],
  mono: ['DejaVu Sans Mono', 0.61],
  serif: ['DejaVu Serif', 0.64],
  serifc: ['DejaVu Serif Condensed', 0.58],
  light: ['DejaVu Sans Light', 0.62],
};

export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function textW(s: string, size: number, font: FontKey, bold = false): number {
  return s.length * size * FONTS[font][1] * (bold ? 1.08 : 1);
}

export interface TOpt {
  size?: number;
  bold?: boolean;
  font?: FontKey;
  fill?: string;
  anchor?: 'start' | 'middle' | 'end';
  italic?: boolean;
  maxW?: number;
  spacing?: number;
}

export function txt(x: number, y: number, s: string, o: TOpt = {}): string {
  const font = o.font ?? 'sans';
  let size = o.size ?? 24;
  if (o.maxW && textW(s, size, font, o.bold) > o.maxW)
    size = Math.max(8, (size * o.maxW) / textW(s, size, font, o.bold));
  return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-family="${FONTS[font][0]}" font-size="${size.toFixed(1)}"${o.bold ? ' font-weight="bold"' : ''}${o.italic ? ' font-style="italic"' : ''}${o.spacing ? ` letter-spacing="${o.spacing}"` : ''} fill="${o.fill ?? 'currentColor'}" text-anchor="${o.anchor ?? 'start'}">${esc(s)}</text>`;
}

export function barcode(rng: Rng, x: number, y: number, w: number, h: number, fill = '#111'): string {
  let out = '';
  let cx = x;
  while (cx < x + w - 4) {
    const bw = rng.pick([2, 2, 3, 4, 6]);
    if (rng.chance(0.55)) out += `<rect x="${cx}" y="${y}" width="${bw}" height="${h}" fill="${fill}"/>`;
    cx += bw + rng.pick([2, 2, 3, 4]);
  }
  return out;
}

export function qr(data: string, x: number, y: number, size: number, fill = '#000'): string {
  const q = QRCode.create(data, { errorCorrectionLevel: 'M' });
  const n = q.modules.size;
  const cell = size / (n + 2);
  let d = '';
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++)
      if (q.modules.get(r, c))
        d += `M${(x + (c + 1) * cell).toFixed(2)} ${(y + (r + 1) * cell).toFixed(2)}h${cell.toFixed(2)}v${cell.toFixed(2)}h-${cell.toFixed(2)}z`;
  return `<rect x="${x}" y="${y}" width="${size}" height="${size}" fill="#fff"/><path d="${d}" fill="${fill}"/>`;
}

export function svgDoc(w: number, h: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
}

/** Dot-matrix mask: content drawn through a grid of round dots. */
export function dotMask(id: string, w: number, h: number, pitch = 3.2): string {
  return `<pattern id="${id}p" width="${pitch}" height="${pitch}" patternUnits="userSpaceOnUse"><circle cx="${pitch / 2}" cy="${pitch / 2}" r="${pitch * 0.46}" fill="#fff"/></pattern><mask id="${id}" maskUnits="userSpaceOnUse" x="0" y="0" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="url(#${id}p)"/></mask>`;
}

// ---- Flowing receipt renderer -------------------------------------------------------------

export type Item =
  | { k: 't'; s: string; o?: TOpt & { align?: 'l' | 'c' | 'r' } }
  | { k: 'kv'; a: string; b: string; o?: TOpt }
  | { k: 'ban'; s: string; bg: string; fg: string; o?: TOpt }
  | { k: 'rule'; dash?: boolean }
  | { k: 'gap'; h: number }
  | { k: 'bar'; h: number }
  | { k: 'qr'; data: string; size: number }
  | { k: 'perf' }
  | { k: 'wrap'; s: string; o?: TOpt }
  | { k: 'box'; lines: string[]; o?: TOpt };

export const T = (s: string, o?: TOpt & { align?: 'l' | 'c' | 'r' }): Item => ({ k: 't', s, o });
export const C = (s: string, o?: TOpt): Item => ({ k: 't', s, o: { ...o, align: 'c' } });
export const KV = (a: string, b: string, o?: TOpt): Item => ({ k: 'kv', a, b, o });
export const BAN = (s: string, bg: string, fg: string, o?: TOpt): Item => ({ k: 'ban', s, bg, fg, o });
export const RULE = (dash = false): Item => ({ k: 'rule', dash });
export const GAP = (h: number): Item => ({ k: 'gap', h });
export const BAR = (h = 70): Item => ({ k: 'bar', h });
export const QR = (data: string, size = 220): Item => ({ k: 'qr', data, size });
export const PERF = (): Item => ({ k: 'perf' });
export const WRAP = (s: string, o?: TOpt): Item => ({ k: 'wrap', s, o });
export const BOX = (lines: string[], o?: TOpt): Item => ({ k: 'box', lines, o });

export interface Paper {
  w: number;
  font: FontKey;
  size?: number;
  paper?: string;
  ink?: string;
  pad?: number;
  torn?: boolean;
  radius?: number;
  dot?: boolean;
  hole?: boolean;
  border?: string;
}

export interface Doc {
  svg: string;
  w: number;
  h: number;
}

function wrapLines(s: string, size: number, font: FontKey, maxW: number, bold?: boolean): string[] {
  const words = s.split(' ');
  const lines: string[] = [];
  let cur = '';
  for (const w of words) {
    const next = cur ? `${cur} ${w}` : w;
    if (textW(next, size, font, bold) > maxW && cur) {
      lines.push(cur);
      cur = w;
    } else cur = next;
  }
  if (cur) lines.push(cur);
  return lines;
}

export function receipt(p: Paper, items: Item[], rng: Rng): Doc {
  const pad = p.pad ?? 28;
  const base = p.size ?? 24;
  const inner = p.w - 2 * pad;
  const ink = p.ink ?? '#1a1a1a';
  let y = pad + (p.hole ? 60 : 0);
  let body = '';
  for (const it of items) {
    const o = 'o' in it ? (it.o ?? {}) : {};
    const size = o.size ?? base;
    const font = o.font ?? p.font;
    if (it.k === 't') {
      const al = it.o?.align ?? 'l';
      const x = al === 'c' ? p.w / 2 : al === 'r' ? p.w - pad : pad;
      y += size * 1.18;
      body += txt(x, y, it.s, {
        ...o,
        font,
        size,
        anchor: al === 'c' ? 'middle' : al === 'r' ? 'end' : 'start',
        maxW: inner,
      });
      y += size * 0.3;
    } else if (it.k === 'kv') {
      const wa = textW(it.a, size, font, o.bold);
      const wb = textW(it.b, size, font, o.bold);
      if (wa + wb + 16 > inner) {
        y += size * 1.18;
        body += txt(pad, y, it.a, { ...o, font, size, maxW: inner });
        y += size * 1.22;
        body += txt(p.w - pad, y, it.b, { ...o, font, size, anchor: 'end', maxW: inner });
      } else {
        y += size * 1.18;
        body += txt(pad, y, it.a, { ...o, font, size });
        body += txt(p.w - pad, y, it.b, { ...o, font, size, anchor: 'end' });
      }
      y += size * 0.32;
    } else if (it.k === 'ban') {
      const h = size * 1.6;
      y += 6;
      body += `<rect x="${pad - 10}" y="${y}" width="${inner + 20}" height="${h}" fill="${it.bg}" rx="${p.radius ? 6 : 0}"/>`;
      body += txt(p.w / 2, y + h * 0.7, it.s, {
        ...o,
        font,
        size,
        fill: it.fg,
        anchor: 'middle',
        bold: o.bold ?? true,
        maxW: inner,
      });
      y += h + 6;
    } else if (it.k === 'rule') {
      y += 10;
      body += `<line x1="${pad}" y1="${y}" x2="${p.w - pad}" y2="${y}" stroke="${ink}" stroke-width="2"${it.dash ? ' stroke-dasharray="8 6"' : ''}/>`;
      y += 10;
    } else if (it.k === 'gap') y += it.h;
    else if (it.k === 'bar') {
      y += 8;
      body += barcode(rng, pad + inner * 0.1, y, inner * 0.8, it.h, ink);
      y += it.h + 8;
    } else if (it.k === 'qr') {
      y += 8;
      body += qr(it.data, (p.w - it.size) / 2, y, it.size, ink);
      y += it.size + 8;
    } else if (it.k === 'perf') {
      y += 14;
      body += `<line x1="0" y1="${y}" x2="${p.w}" y2="${y}" stroke="#888" stroke-width="3" stroke-dasharray="3 9"/>`;
      body += txt(12, y - 4, '✂', { size: 20, fill: '#777' });
      y += 14;
    } else if (it.k === 'wrap') {
      for (const line of wrapLines(it.s, size, font, inner, o.bold)) {
        y += size * 1.2;
        body += txt(pad, y, line, { ...o, font, size });
      }
      y += size * 0.3;
    } else if (it.k === 'box') {
      const lh = size * 1.3;
      const h = it.lines.length * lh + size * 0.7;
      y += 8;
      body += `<rect x="${pad}" y="${y}" width="${inner}" height="${h}" fill="none" stroke="${ink}" stroke-width="3" rx="8"/>`;
      it.lines.forEach((line, i) => {
        body += txt(p.w / 2, y + size * 0.35 + lh * (i + 0.8), line, {
          ...o,
          font,
          size,
          anchor: 'middle',
          maxW: inner - 20,
        });
      });
      y += h + 8;
    }
  }
  const h = Math.ceil(y + pad);
  const paper = p.paper ?? '#fbfaf5';
  let shape: string;
  if (p.torn) {
    let d = `M0 0 H${p.w} V${h - 10}`;
    for (let x = p.w; x > 0; x -= 14) d += ` L${x - 7} ${h - (rng.chance(0.5) ? 2 : 9)} L${x - 14} ${h - 10}`;
    shape = `<path d="${d} Z" fill="${paper}"/>`;
  } else
    shape = `<rect width="${p.w}" height="${h}" rx="${p.radius ?? 0}" fill="${paper}"${p.border ? ` stroke="${p.border}" stroke-width="4"` : ''}/>`;
  if (p.hole)
    shape = `<path fill-rule="evenodd" fill="${paper}" stroke="${p.border ?? 'none'}" stroke-width="4" d="M0 0H${p.w}V${h}H0Z M${p.w / 2 - 24} 44 a24 24 0 1 0 48 0 a24 24 0 1 0 -48 0Z"/>`;
  const defs = p.dot ? dotMask('dm', p.w, h) : '';
  const content = p.dot ? `<g mask="url(#dm)" color="${ink}">${body}</g>` : `<g color="${ink}">${body}</g>`;
  return { svg: svgDoc(p.w, h, shape + content, defs), w: p.w, h };
}
