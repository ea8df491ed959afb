// A small document model (vertical blocks) rendered to SVG.
import QRCode from 'qrcode';
import type { Rng } from './rng.ts';

export type Align = 'left' | 'center' | 'right';
export type Block =
  | { t: 'text'; s: string; size?: number; bold?: boolean; align?: Align; font?: string; color?: string }
  | { t: 'kv'; k: string; v: string; size?: number; bold?: boolean; color?: string }
  | { t: 'banner'; s: string; bg: string; fg: string; size?: number; sub?: string }
  | { t: 'rule'; dashed?: boolean }
  | { t: 'space'; h: number }
  | { t: 'barcode'; h?: number; code: string }
  | { t: 'qr'; data: string; size: number }
  | { t: 'map'; h: number; label?: string }
  | { t: 'button'; s: string; bg: string; fg: string }
  | { t: 'card'; lines: Array<[string, string]>; bg: string; fg?: string; title?: string }
  | { t: 'stub'; s: string }
  | { t: 'raw'; h: number; svg: (x: number, y: number, w: number) => string };

export type Chrome = 'none' | 'phone-light' | 'phone-dark' | 'mail';
export interface Paper {
  w: number;
  minH?: number;
  bg: string;
  fg: string;
  font: string;
  size: number;
  pad: number;
  gap?: number;
  chrome?: Chrome;
  /** app title shown in phone chrome, or mail subject */
  title?: string;
  titleBg?: string;
  titleFg?: string;
  statusTime?: string;
  mailFrom?: string;
  mailDate?: string;
  edge?: 'zigzag' | 'plain' | 'rounded' | 'hole';
  /** print effects */
  ink?: 'normal' | 'dotmatrix' | 'lowink' | 'faded' | 'washed';
}

export interface Doc {
  paper: Paper;
  blocks: Block[];
}

export const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function textEl(
  x: number,
  y: number,
  s: string,
  size: number,
  opts: { anchor?: string; bold?: boolean; font?: string; color?: string },
) {
  const anchor = opts.anchor ?? 'start';
  return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}"${opts.font ? ` font-family="${opts.font}"` : ''} font-size="${size}" text-anchor="${anchor}"${opts.bold ? ' font-weight="bold"' : ''}${opts.color ? ` fill="${opts.color}"` : ''}>${esc(s)}</text>`;
}

function barcode(code: string, x: number, y: number, w: number, h: number, color: string): string {
  let bits = '';
  for (const ch of code) {
    const c = ch.charCodeAt(0);
    bits += `1${((c * 7919) % 256).toString(2).padStart(8, '0')}0`;
  }
  const unit = w / bits.length;
  let out = '';
  for (let i = 0; i < bits.length; i++) {
    if (bits[i] === '1')
      out += `<rect x="${(x + i * unit).toFixed(2)}" y="${y}" width="${(unit * 1.05).toFixed(2)}" height="${h}" fill="${color}"/>`;
  }
  return out;
}

function qr(data: string, x: number, y: number, size: number, color: string): string {
  const q = QRCode.create(data, { errorCorrectionLevel: 'M' });
  const n = q.modules.size;
  const cell = size / (n + 2);
  let out = `<rect x="${x}" y="${y}" width="${size}" height="${size}" fill="#ffffff"/>`;
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++)
      if (q.modules.get(r, c))
        out += `<rect x="${(x + (c + 1) * cell).toFixed(2)}" y="${(y + (r + 1) * cell).toFixed(2)}" width="${(cell + 0.3).toFixed(2)}" height="${(cell + 0.3).toFixed(2)}" fill="${color}"/>`;
  return out;
}

function mapArt(x: number, y: number, w: number, h: number, r: Rng, dark: boolean, label?: string): string {
  const bg = dark ? '#2b3138' : '#e8eee3';
  const road = dark ? '#4a525c' : '#ffffff';
  let s = `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="${bg}"/>`;
  for (let i = 0; i < 7; i++) {
    const yy = y + r.range(0, h);
    s += `<line x1="${x}" y1="${yy.toFixed(0)}" x2="${x + w}" y2="${(yy + r.range(-h / 3, h / 3)).toFixed(0)}" stroke="${road}" stroke-width="${r.int(8, 22)}"/>`;
  }
  for (let i = 0; i < 5; i++) {
    const xx = x + r.range(0, w);
    s += `<line x1="${xx.toFixed(0)}" y1="${y}" x2="${(xx + r.range(-w / 4, w / 4)).toFixed(0)}" y2="${y + h}" stroke="${road}" stroke-width="${r.int(6, 16)}"/>`;
  }
  const cx = x + w / 2;
  const cy = y + h / 2;
  s += `<circle cx="${cx}" cy="${cy}" r="34" fill="#1f6feb"/><text x="${cx}" y="${cy + 14}" font-size="40" font-weight="bold" fill="#fff" text-anchor="middle">P</text>`;
  if (label)
    s += textEl(cx, cy + 80, label, 30, { anchor: 'middle', bold: true, color: dark ? '#e6e6e6' : '#222' });
  return s;
}

/** Renders the document to an SVG string; returns its size. */
export function docToSvg(doc: Doc, r: Rng): { svg: string; w: number; h: number } {
  const P = doc.paper;
  const W = P.w;
  const gap = P.gap ?? Math.round(P.size * 0.45);
  const inner = W - 2 * P.pad;
  let y = P.pad;
  let body = '';
  let chromeTop = '';
  const dark = P.chrome === 'phone-dark';
  if (P.chrome === 'phone-light' || P.chrome === 'phone-dark') {
    // light status + title bar (even in dark mode: a light title bar is a common look)
    const tbg = P.titleBg ?? '#f7f7f7';
    const tfg = P.titleFg ?? '#111';
    chromeTop += `<rect x="0" y="0" width="${W}" height="200" fill="${tbg}"/>`;
    chromeTop += textEl(48, 58, P.statusTime ?? '09:41', 34, { bold: true, color: tfg, font: 'DejaVu Sans' });
    chromeTop += `<rect x="${W - 150}" y="30" width="70" height="32" rx="7" fill="none" stroke="${tfg}" stroke-width="3"/><rect x="${W - 146}" y="34" width="48" height="24" rx="4" fill="${tfg}"/>`;
    chromeTop += textEl(W / 2, 160, P.title ?? '', 40, {
      anchor: 'middle',
      bold: true,
      color: tfg,
      font: 'DejaVu Sans',
    });
    chromeTop += textEl(40, 160, '‹', 60, { color: '#1f6feb', font: 'DejaVu Sans' });
    y = 240;
  } else if (P.chrome === 'mail') {
    chromeTop += `<rect x="0" y="0" width="${W}" height="130" fill="#f2f2f7"/>`;
    chromeTop += textEl(40, 56, P.statusTime ?? '09:41', 32, {
      bold: true,
      color: '#111',
      font: 'DejaVu Sans',
    });
    chromeTop += textEl(40, 115, '‹ Inbox', 34, { color: '#1f6feb', font: 'DejaVu Sans' });
    chromeTop += `<rect x="0" y="130" width="${W}" height="2" fill="#d0d0d5"/>`;
    let yy = 200;
    const subj = P.title ?? '';
    chromeTop += textEl(40, yy, subj, 38, { bold: true, color: '#111', font: 'DejaVu Sans' });
    yy += 80;
    chromeTop += `<circle cx="80" cy="${yy}" r="38" fill="#8e8e93"/>`;
    chromeTop += textEl(80, yy + 14, (P.mailFrom ?? '?').slice(0, 1).toUpperCase(), 38, {
      anchor: 'middle',
      bold: true,
      color: '#fff',
      font: 'DejaVu Sans',
    });
    chromeTop += textEl(140, yy - 6, P.mailFrom ?? '', 32, {
      bold: true,
      color: '#111',
      font: 'DejaVu Sans',
    });
    chromeTop += textEl(140, yy + 34, `To: me   ${P.mailDate ?? ''}`, 26, {
      color: '#6b6b70',
      font: 'DejaVu Sans',
    });
    chromeTop += `<rect x="0" y="${yy + 66}" width="${W}" height="2" fill="#e0e0e5"/>`;
    y = yy + 110;
  }
  const size = P.size;
  for (const b of doc.blocks) {
    switch (b.t) {
      case 'text': {
        const s = b.size ?? size;
        y += s;
        const x = b.align === 'center' ? W / 2 : b.align === 'right' ? W - P.pad : P.pad;
        body += textEl(x, y, b.s, s, {
          anchor: b.align === 'center' ? 'middle' : b.align === 'right' ? 'end' : 'start',
          bold: b.bold,
          font: b.font,
          color: b.color,
        });
        y += gap;
        break;
      }
      case 'kv': {
        const s = b.size ?? size;
        y += s;
        body += textEl(P.pad, y, b.k, s, { bold: false, color: b.color });
        body += textEl(W - P.pad, y, b.v, s, { anchor: 'end', bold: b.bold, color: b.color });
        y += gap;
        break;
      }
      case 'banner': {
        const s = b.size ?? Math.round(size * 1.3);
        const h = Math.round(s * 1.8 + (b.sub ? s : 0));
        body += `<rect x="${P.chrome === 'none' || !P.chrome ? 0 : P.pad}" y="${y}" width="${P.chrome === 'none' || !P.chrome ? W : inner}" height="${h}" fill="${b.bg}" rx="${P.chrome && P.chrome !== 'none' ? 16 : 0}"/>`;
        body += textEl(W / 2, y + s * 1.25, b.s, s, { anchor: 'middle', bold: true, color: b.fg });
        if (b.sub)
          body += textEl(W / 2, y + s * 2.35, b.sub, Math.round(s * 0.7), { anchor: 'middle', color: b.fg });
        y += h + gap;
        break;
      }
      case 'rule':
        y += gap / 2;
        body += `<line x1="${P.pad}" y1="${y}" x2="${W - P.pad}" y2="${y}" stroke="currentColor" stroke-width="2"${b.dashed ? ' stroke-dasharray="8 6"' : ''}/>`;
        y += gap;
        break;
      case 'space':
        y += b.h;
        break;
      case 'barcode': {
        const h = b.h ?? 80;
        body += barcode(b.code, P.pad + inner * 0.08, y, inner * 0.84, h, 'currentColor');
        y += h + gap;
        break;
      }
      case 'qr':
        body += qr(b.data, (W - b.size) / 2, y, b.size, '#000');
        y += b.size + gap;
        break;
      case 'map':
        body += mapArt(P.pad, y, inner, b.h, r, dark, b.label);
        y += b.h + gap;
        break;
      case 'button':
        body += `<rect x="${P.pad}" y="${y}" width="${inner}" height="${size * 2.6}" rx="${size * 1.3}" fill="${b.bg}"/>`;
        body += textEl(W / 2, y + size * 1.7, b.s, size, { anchor: 'middle', bold: true, color: b.fg });
        y += size * 2.6 + gap;
        break;
      case 'card': {
        const lh = size * 1.55;
        const h = (b.lines.length + (b.title ? 1 : 0)) * lh + size * 1.2;
        body += `<rect x="${P.pad}" y="${y}" width="${inner}" height="${h}" rx="22" fill="${b.bg}"/>`;
        let yy = y + size * 0.6;
        if (b.title) {
          yy += lh * 0.8;
          body += textEl(P.pad + 28, yy, b.title, size * 1.05, { bold: true, color: b.fg });
          yy += lh * 0.2;
        }
        for (const [k, v] of b.lines) {
          yy += lh;
          body += textEl(P.pad + 28, yy - lh * 0.3, k, size * 0.85, { color: b.fg });
          body += textEl(W - P.pad - 28, yy - lh * 0.3, v, size, { anchor: 'end', bold: true, color: b.fg });
        }
        y += h + gap;
        break;
      }
      case 'stub':
        y += gap;
        body += `<line x1="0" y1="${y}" x2="${W}" y2="${y}" stroke="currentColor" stroke-width="2" stroke-dasharray="4 10"/>`;
        body += textEl(W - 10, y - 6, '✂', 22, {});
        y += gap;
        y += size;
        body += textEl(W / 2, y, b.s, size, { anchor: 'middle', bold: true });
        y += gap;
        break;
      case 'raw':
        body += b.svg(P.pad, y, inner);
        y += b.h + gap;
        break;
    }
  }
  y += P.pad;
  const H = Math.max(Math.round(y), P.minH ?? 0);
  let fg = P.fg;
  let bg = P.bg;
  let mask = '';
  let defs = '';
  if (P.ink === 'faded') fg = '#7d7a74';
  if (P.ink === 'washed') {
    fg = '#e4e1db';
    bg = '#efede8';
  }
  if (P.ink === 'dotmatrix') {
    const d = Math.max(2.6, size / 9);
    defs += `<pattern id="dots" width="${d}" height="${d}" patternUnits="userSpaceOnUse"><circle cx="${d / 2}" cy="${d / 2}" r="${d * 0.36}" fill="#fff"/></pattern><mask id="m"><rect width="${W}" height="${H}" fill="url(#dots)"/></mask>`;
    mask = ' mask="url(#m)"';
  }
  if (P.ink === 'lowink') {
    let bands = '';
    let yy = 0;
    while (yy < H) {
      const bh = r.int(3, 18);
      const op = r.chance(0.3) ? r.range(0.45, 0.65) : r.range(0.75, 1);
      bands += `<rect x="0" y="${yy}" width="${W}" height="${bh}" fill="#fff" fill-opacity="${op.toFixed(2)}"/>`;
      yy += bh;
    }
    for (let i = 0; i < 6; i++) {
      const x = r.range(0, W);
      bands += `<rect x="${x.toFixed(0)}" y="0" width="${r.int(2, 6)}" height="${H}" fill="#000" fill-opacity="0.6"/>`;
    }
    defs += `<mask id="m">${bands}</mask>`;
    mask = ' mask="url(#m)"';
  }
  let edge = '';
  if (P.edge === 'zigzag') {
    let pts = '';
    for (let x = 0; x <= W + 16; x += 16) pts += ` ${x},${(x / 16) % 2 === 0 ? H : H - 12}`;
    edge = `<polygon points="0,${H + 1}${pts} ${W},${H + 1}" fill="#ffffff" fill-opacity="0"/>`;
  }
  if (P.edge === 'hole') edge = `<circle cx="${W / 2}" cy="60" r="26" fill="#5a5a5a"/>`;
  const rx = P.edge === 'rounded' ? 28 : 0;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs><rect width="${W}" height="${H}" rx="${rx}" fill="${bg}"/>${chromeTop}<g font-family="${P.font}" fill="${fg}" color="${fg}"${mask}>${body}</g>${edge}</svg>`;
  return { svg, w: W, h: H };
}
