// A small block-stack document model rendered to SVG (tickets, slips, tags, app screens).
import QRCode from 'qrcode';

export type Align = 'l' | 'c' | 'r';
export type Block =
  | {
      t: 'text';
      s: string;
      size?: number;
      bold?: boolean;
      align?: Align;
      font?: string;
      color?: string;
      italic?: boolean;
      key?: boolean;
    }
  | {
      t: 'banner';
      s: string;
      bg: string;
      fg?: string;
      size?: number;
      sub?: string;
      align?: Align;
      full?: boolean;
    }
  | {
      t: 'kv';
      k: string;
      v: string;
      size?: number;
      bold?: boolean;
      key?: boolean;
      kcolor?: string;
      vcolor?: string;
    }
  | { t: 'stack'; k: string; v: string; size?: number; key?: boolean; kcolor?: string; align?: Align }
  | { t: 'cols'; cells: string[]; size?: number; bold?: boolean; key?: boolean; color?: string }
  | { t: 'rule'; dash?: boolean; weight?: number; color?: string }
  | { t: 'gap'; h: number }
  | { t: 'qr'; data: string; size: number; align?: Align }
  | { t: 'barcode'; data: string; h?: number; caption?: boolean }
  | {
      t: 'big';
      s: string;
      size: number;
      color?: string;
      key?: boolean;
      font?: string;
      align?: Align;
      bold?: boolean;
    }
  | {
      t: 'box';
      blocks: Block[];
      bg?: string;
      border?: string;
      radius?: number;
      pad?: number;
      margin?: number;
    }
  | { t: 'button'; s: string; bg: string; fg: string; size?: number; outline?: boolean }
  | { t: 'map'; h: number; seed: number; dark?: boolean; label?: string }
  | { t: 'ring'; s: string; sub: string; frac: number; size: number; color: string; key?: boolean }
  | { t: 'perf' }
  | { t: 'para'; s: string; size?: number; color?: string; align?: Align; bold?: boolean }
  | { t: 'raw'; h: number; svg: (x: number, y: number, w: number) => string };

export interface DocStyle {
  w: number;
  h?: number; // fixed height (screens); otherwise content height
  pad: number;
  bg: string;
  fg: string;
  muted: string;
  font: string;
  size: number;
  shape?: 'plain' | 'tag' | 'torn' | 'rounded' | 'sticker';
  dot?: boolean; // dot-matrix print
  lowInk?: boolean;
  inkOpacity?: number;
  bottomPad?: number;
}

export interface RenderedDoc {
  svg: string;
  w: number;
  h: number;
  keyRows: { y0: number; y1: number }[]; // rows carrying the parking period (for effect placement)
}

export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Rough text width estimate for DejaVu faces. */
export function textW(s: string, size: number, font: string, bold = false): number {
  if (/Mono/.test(font)) return s.length * size * 0.602;
  let u = 0;
  for (const ch of s) {
    if (ch === ' ') u += 0.32;
    else if (/[A-Z0-9£@%&MW]/.test(ch)) u += ch === 'I' ? 0.3 : /[MW@%]/.test(ch) ? 0.9 : 0.7;
    else if (/[il.,:;'|!]/.test(ch)) u += 0.29;
    else if (/[mw]/.test(ch)) u += 0.88;
    else u += 0.6;
  }
  let f = 1;
  if (/Condensed/.test(font)) f *= 0.9;
  if (/Serif/.test(font)) f *= 1.04;
  if (bold) f *= 1.1;
  return u * size * f;
}

function fit(s: string, size: number, font: string, bold: boolean, avail: number): number {
  const w = textW(s, size, font, bold);
  return w > avail ? Math.max(6, (size * avail) / w) : size;
}

function txt(
  x: number,
  y: number,
  s: string,
  size: number,
  o: { font: string; bold?: boolean; color: string; anchor?: string; italic?: boolean },
): string {
  return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-family="${o.font}" font-size="${size.toFixed(1)}"${o.bold ? ' font-weight="bold"' : ''}${o.italic ? ' font-style="italic"' : ''} fill="${o.color}"${o.anchor ? ` text-anchor="${o.anchor}"` : ''}>${esc(s)}</text>`;
}

function wrap(s: string, size: number, font: string, avail: number, bold = false): string[] {
  const out: string[] = [];
  for (const para of s.split('\n')) {
    let line = '';
    for (const word of para.split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (textW(next, size, font, bold) > avail && line) {
        out.push(line);
        line = word;
      } else line = next;
    }
    out.push(line);
  }
  return out;
}

function qrSvg(data: string, x: number, y: number, size: number, fg: string): string {
  const qr = QRCode.create(data, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const cell = size / (n + 2);
  let path = '';
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++)
      if (qr.modules.get(r, c))
        path += `M${(x + (c + 1) * cell).toFixed(2)} ${(y + (r + 1) * cell).toFixed(2)}h${cell.toFixed(2)}v${cell.toFixed(2)}h-${cell.toFixed(2)}z`;
  return `<rect x="${x}" y="${y}" width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="${fg}"/>`;
}

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

function mapSvg(
  x: number,
  y: number,
  w: number,
  h: number,
  seed: number,
  dark: boolean,
  label?: string,
): string {
  let r = seed || 1;
  const rnd = () => ((r = Math.imul(r ^ (r >>> 15), 2246822507) + 0x6d2b79f5) >>> 0) / 4294967296;
  const land = dark ? '#2b3038' : '#eef0e6';
  const road = dark ? '#4a505a' : '#ffffff';
  const park = dark ? '#25382c' : '#cfe8c6';
  let s = `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="${land}"/>`;
  for (let i = 0; i < 3; i++)
    s += `<rect x="${rnd() * w}" y="${rnd() * h}" width="${w * (0.15 + rnd() * 0.2)}" height="${h * (0.1 + rnd() * 0.2)}" fill="${park}" rx="8"/>`;
  s += `<path d="M0 ${h * (0.2 + rnd() * 0.6)} C ${w * 0.3} ${h * rnd()}, ${w * 0.7} ${h * rnd()}, ${w} ${h * (0.2 + rnd() * 0.6)}" stroke="${dark ? '#23405e' : '#a9d1f0'}" stroke-width="${w * 0.04}" fill="none"/>`;
  for (let i = 0; i < 9; i++) {
    const horiz = i % 2 === 0;
    const p = rnd();
    const sw = i < 2 ? w * 0.028 : w * 0.014;
    s += horiz
      ? `<line x1="0" y1="${p * h}" x2="${w}" y2="${(p + (rnd() - 0.5) * 0.3) * h}" stroke="${road}" stroke-width="${sw}"/>`
      : `<line x1="${p * w}" y1="0" x2="${(p + (rnd() - 0.5) * 0.3) * w}" y2="${h}" stroke="${road}" stroke-width="${sw}"/>`;
  }
  const px = w * (0.35 + rnd() * 0.3);
  const py = h * (0.35 + rnd() * 0.3);
  const pr = w * 0.035;
  s += `<circle cx="${px}" cy="${py}" r="${pr * 3}" fill="#2f7cf6" opacity="0.18"/><path d="M${px} ${py + pr * 2.2} L${px - pr} ${py} A${pr} ${pr} 0 1 1 ${px + pr} ${py} Z" fill="#e53935"/><circle cx="${px}" cy="${py - pr * 0.2}" r="${pr * 0.4}" fill="#fff"/>`;
  if (label)
    s += txt(px + pr * 1.6, py - pr * 0.4, label, w * 0.032, {
      font: 'DejaVu Sans',
      bold: true,
      color: dark ? '#ddd' : '#333',
    });
  return `${s}</svg>`;
}

function barcodeSvg(data: string, x: number, y: number, w: number, h: number, fg: string): string {
  let r = hash(data);
  let s = '';
  let cx = x;
  while (cx < x + w - 4) {
    r = Math.imul(r ^ (r >>> 13), 1274126177) >>> 0;
    const bw = 1 + (r % 4);
    const gap = 1 + ((r >>> 8) % 3);
    s += `<rect x="${cx.toFixed(1)}" y="${y}" width="${bw}" height="${h}" fill="${fg}"/>`;
    cx += bw + gap;
  }
  return s;
}

export function renderDoc(blocks: Block[], st: DocStyle): RenderedDoc {
  const keyRows: { y0: number; y1: number }[] = [];
  const body = layoutBlocks(blocks, st, st.pad, st.w - 2 * st.pad, st.pad, keyRows);
  const h = st.h ?? Math.ceil(body.y + (st.bottomPad ?? st.pad));
  const w = st.w;
  let clip = `<rect width="${w}" height="${h}" fill="${st.bg}"/>`;
  let extra = '';
  if (st.shape === 'rounded' || st.shape === 'sticker')
    clip = `<rect width="${w}" height="${h}" rx="${st.shape === 'sticker' ? 22 : 14}" fill="${st.bg}"/>`;
  if (st.shape === 'tag') {
    const r = w * 0.09;
    const hr = w * 0.075;
    const hy = w * 0.11;
    clip = `<path fill-rule="evenodd" d="M${r} 0 H${w - r} Q${w} 0 ${w} ${r} V${h} H0 V${r} Q0 0 ${r} 0 Z M${w / 2 - hr} ${hy} a${hr} ${hr} 0 1 0 ${2 * hr} 0 a${hr} ${hr} 0 1 0 ${-2 * hr} 0 Z" fill="${st.bg}"/>`;
    extra = `<circle cx="${w / 2}" cy="${hy}" r="${hr}" fill="none" stroke="#999" stroke-width="1.5"/>`;
  }
  if (st.shape === 'torn') {
    let d = `M0 0 H${w} V${h - 8}`;
    for (let x = w; x > 0; x -= 9)
      d += ` L${x - 4.5} ${h - (Math.floor(x / 9) % 2 ? 0 : 6)} L${x - 9} ${h - 8}`;
    clip = `<path d="${d} Z" fill="${st.bg}"/>`;
  }
  const defs: string[] = [];
  let content = body.svg;
  if (st.dot) {
    defs.push(
      `<pattern id="dots" width="2.6" height="2.6" patternUnits="userSpaceOnUse"><circle cx="1.3" cy="1.3" r="1.12" fill="#fff"/></pattern><mask id="dm"><rect width="${w}" height="${h}" fill="url(#dots)"/></mask>`,
    );
    content = `<g mask="url(#dm)">${content}</g>`;
  }
  if (st.lowInk) {
    defs.push(
      `<filter id="blot" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.012 0.09" numOctaves="2" seed="${hash(blocks.length + st.font) % 97}"/><feColorMatrix type="matrix" values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  2.6 0 0 0 -0.55"/></filter><mask id="li"><rect width="${w}" height="${h}" fill="#fff"/><rect width="${w}" height="${h}" fill="#000" filter="url(#blot)" opacity="0.62"/></mask>`,
    );
    content = `<g mask="url(#li)">${content}</g>`;
    for (let i = 0; i < 3; i++)
      content += `<rect x="${(w * (0.2 + 0.27 * i + (hash(st.font + i) % 30) / 300)).toFixed(1)}" y="0" width="1.4" height="${h}" fill="${st.bg}" opacity="0.9"/>`;
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs.join('')}</defs>${clip}<g opacity="${st.inkOpacity ?? 1}">${content}</g>${extra}</svg>`;
  return { svg, w, h, keyRows };
}

function layoutBlocks(
  blocks: Block[],
  st: DocStyle,
  x0: number,
  W: number,
  y0: number,
  keyRows: { y0: number; y1: number }[],
): { svg: string; y: number } {
  let y = y0;
  let out = '';
  const f = st.font;
  const key = (on: boolean | undefined, a: number, b: number) => on && keyRows.push({ y0: a, y1: b });
  const anchorX = (a: Align | undefined) => (a === 'c' ? x0 + W / 2 : a === 'r' ? x0 + W : x0);
  const anchor = (a: Align | undefined) => (a === 'c' ? 'middle' : a === 'r' ? 'end' : 'start');
  for (const b of blocks) {
    switch (b.t) {
      case 'text': {
        const font = b.font ?? f;
        const size = fit(b.s, b.size ?? st.size, font, !!b.bold, W);
        out += txt(anchorX(b.align), y + size * 0.95, b.s, size, {
          font,
          bold: b.bold,
          color: b.color ?? st.fg,
          anchor: anchor(b.align),
          italic: b.italic,
        });
        key(b.key, y, y + size * 1.3);
        y += size * 1.32;
        break;
      }
      case 'big': {
        const font = b.font ?? f;
        const size = fit(b.s, b.size, font, b.bold ?? true, W);
        out += txt(anchorX(b.align ?? 'c'), y + size * 0.92, b.s, size, {
          font,
          bold: b.bold ?? true,
          color: b.color ?? st.fg,
          anchor: anchor(b.align ?? 'c'),
        });
        key(b.key, y, y + size * 1.2);
        y += size * 1.22;
        break;
      }
      case 'banner': {
        const size = fit(b.s, b.size ?? st.size * 1.3, f, true, W - 16);
        const sub = b.sub ? st.size * 0.8 : 0;
        const h = size * 1.55 + sub * 1.3;
        const bx = b.full ? 0 : x0;
        const bw = b.full ? st.w : W;
        out += `<rect x="${bx}" y="${y}" width="${bw}" height="${h}" fill="${b.bg}"/>`;
        const ax = b.align === 'l' ? x0 + 8 : x0 + W / 2;
        out += txt(ax, y + size * 1.15, b.s, size, {
          font: f,
          bold: true,
          color: b.fg ?? '#fff',
          anchor: b.align === 'l' ? 'start' : 'middle',
        });
        if (b.sub)
          out += txt(ax, y + size * 1.3 + sub * 1.05, b.sub, fit(b.sub, sub, f, false, W - 16), {
            font: f,
            color: b.fg ?? '#fff',
            anchor: b.align === 'l' ? 'start' : 'middle',
          });
        y += h + st.size * 0.35;
        break;
      }
      case 'kv': {
        let size = b.size ?? st.size;
        const need = textW(b.k, size, f, false) + textW(b.v, size, f, b.bold ?? true) + size;
        if (need > W) size = (size * W) / need;
        out += txt(x0, y + size * 0.98, b.k, size, { font: f, color: b.kcolor ?? st.fg });
        out += txt(x0 + W, y + size * 0.98, b.v, size, {
          font: f,
          bold: b.bold ?? true,
          color: b.vcolor ?? st.fg,
          anchor: 'end',
        });
        key(b.key, y, y + size * 1.35);
        y += size * 1.42;
        break;
      }
      case 'stack': {
        const ks = (b.size ?? st.size) * 0.62;
        const vs = fit(b.v, b.size ?? st.size, f, true, W);
        out += txt(anchorX(b.align), y + ks, b.k, ks, {
          font: f,
          color: b.kcolor ?? st.muted,
          anchor: anchor(b.align),
        });
        out += txt(anchorX(b.align), y + ks * 1.35 + vs * 0.95, b.v, vs, {
          font: f,
          bold: true,
          color: st.fg,
          anchor: anchor(b.align),
        });
        key(b.key, y, y + ks * 1.35 + vs * 1.25);
        y += ks * 1.35 + vs * 1.4;
        break;
      }
      case 'cols': {
        const n = b.cells.length;
        const cw = W / n;
        let size = b.size ?? st.size;
        for (const c of b.cells) size = Math.min(size, fit(c, size, f, !!b.bold, cw - 6));
        b.cells.forEach((c, i) => {
          const a = n === 1 ? 'start' : i === 0 ? 'start' : i === n - 1 ? 'end' : 'middle';
          const cx = i === 0 ? x0 : i === n - 1 ? x0 + W : x0 + cw * i + cw / 2;
          out += txt(cx, y + size * 0.98, c, size, {
            font: f,
            bold: b.bold,
            color: b.color ?? st.fg,
            anchor: a,
          });
        });
        key(b.key, y, y + size * 1.35);
        y += size * 1.42;
        break;
      }
      case 'rule':
        out += `<line x1="${x0}" y1="${y + 4}" x2="${x0 + W}" y2="${y + 4}" stroke="${b.color ?? st.fg}" stroke-width="${b.weight ?? 1.2}"${b.dash ? ' stroke-dasharray="5 4"' : ''}/>`;
        y += 10;
        break;
      case 'gap':
        y += b.h;
        break;
      case 'qr': {
        const x = b.align === 'l' ? x0 : b.align === 'r' ? x0 + W - b.size : x0 + (W - b.size) / 2;
        out += qrSvg(b.data, x, y, b.size, '#000');
        y += b.size + 6;
        break;
      }
      case 'barcode': {
        const h = b.h ?? 50;
        out += barcodeSvg(b.data, x0 + W * 0.08, y, W * 0.84, h, st.fg);
        y += h + 4;
        if (b.caption !== false) {
          out += txt(x0 + W / 2, y + st.size * 0.8, b.data, st.size * 0.8, {
            font: 'DejaVu Sans Mono',
            color: st.fg,
            anchor: 'middle',
          });
          y += st.size * 1.1;
        }
        break;
      }
      case 'box': {
        const pad = b.pad ?? st.size * 0.7;
        const m = b.margin ?? 0;
        const inner = layoutBlocks(b.blocks, st, x0 + m + pad, W - 2 * (m + pad), y + pad, keyRows);
        const h = inner.y - y + pad * 0.6;
        out += `<rect x="${x0 + m}" y="${y}" width="${W - 2 * m}" height="${h}" rx="${b.radius ?? 0}" fill="${b.bg ?? 'none'}"${b.border ? ` stroke="${b.border}" stroke-width="2"` : ''}/>${inner.svg}`;
        y += h + st.size * 0.5;
        break;
      }
      case 'button': {
        const size = b.size ?? st.size;
        const h = size * 2.4;
        out += `<rect x="${x0}" y="${y}" width="${W}" height="${h}" rx="${h / 2}" fill="${b.outline ? 'none' : b.bg}"${b.outline ? ` stroke="${b.bg}" stroke-width="3"` : ''}/>`;
        out += txt(x0 + W / 2, y + h / 2 + size * 0.36, b.s, size, {
          font: f,
          bold: true,
          color: b.fg,
          anchor: 'middle',
        });
        y += h + size * 0.6;
        break;
      }
      case 'map':
        out += mapSvg(x0, y, W, b.h, b.seed, !!b.dark, b.label);
        y += b.h + st.size * 0.5;
        break;
      case 'ring': {
        const r = b.size / 2 - 12;
        const cx = x0 + W / 2;
        const cy = y + b.size / 2;
        const a = Math.PI * 2 * Math.min(0.999, Math.max(0.01, b.frac));
        const ex = cx + r * Math.sin(a);
        const ey = cy - r * Math.cos(a);
        out += `<circle cx="${cx}" cy="${cy}" r="${r}" stroke="${st.muted}" stroke-opacity="0.3" stroke-width="18" fill="none"/>`;
        out += `<path d="M${cx} ${cy - r} A${r} ${r} 0 ${a > Math.PI ? 1 : 0} 1 ${ex.toFixed(1)} ${ey.toFixed(1)}" stroke="${b.color}" stroke-width="18" fill="none" stroke-linecap="round"/>`;
        const bs = fit(b.s, b.size * 0.2, f, true, r * 1.6);
        out += txt(cx, cy + bs * 0.3, b.s, bs, { font: f, bold: true, color: st.fg, anchor: 'middle' });
        out += txt(cx, cy + bs * 0.3 + b.size * 0.09, b.sub, fit(b.sub, b.size * 0.065, f, false, r * 1.5), {
          font: f,
          color: st.muted,
          anchor: 'middle',
        });
        key(b.key, y, y + b.size);
        y += b.size + st.size * 0.5;
        break;
      }
      case 'perf':
        out += `<line x1="0" y1="${y + 8}" x2="${x0 * 2 + W}" y2="${y + 8}" stroke="${st.muted}" stroke-width="2" stroke-dasharray="3 5"/>`;
        out += txt(x0 + 4, y + 14, '✂', st.size * 0.8, { font: 'DejaVu Sans', color: st.muted });
        y += 18;
        break;
      case 'para': {
        const size = b.size ?? st.size * 0.72;
        for (const line of wrap(b.s, size, f, W, b.bold)) {
          out += txt(anchorX(b.align), y + size, line, size, {
            font: f,
            color: b.color ?? st.fg,
            anchor: anchor(b.align),
            bold: b.bold,
          });
          y += size * 1.25;
        }
        y += size * 0.3;
        break;
      }
      case 'raw':
        out += b.svg(x0, y, W);
        y += b.h;
        break;
    }
  }
  return { svg: out, y };
}
