// A small block layout engine that turns a list of printed lines into an SVG document.
import QRCode from 'qrcode';
import { Rng } from './rng.ts';

export const F = {
  sans: 'DejaVu Sans',
  cond: 'DejaVu Sans Condensed',
  lib: 'Liberation Sans',
  narrow: 'Liberation Sans Narrow',
  mono: 'DejaVu Sans Mono',
  lmono: 'Liberation Mono',
  serif: 'DejaVu Serif',
  lserif: 'Liberation Serif',
} as const;

const WIDTH: Record<string, number> = {
  'DejaVu Sans': 0.6,
  'DejaVu Sans Condensed': 0.54,
  'Liberation Sans': 0.54,
  'Liberation Sans Narrow': 0.45,
  'DejaVu Sans Mono': 0.602,
  'Liberation Mono': 0.6,
  'DejaVu Serif': 0.6,
  'Liberation Serif': 0.5,
};

export function textWidth(s: string, size: number, font: string, bold = false): number {
  const mono = font.includes('Mono');
  let w = 0;
  for (const ch of s) {
    if (mono) w += 1;
    else if (ch === ' ' || ch === '.' || ch === ',' || ch === ':' || ch === 'i' || ch === 'l' || ch === '|')
      w += 0.55;
    else if (ch >= 'A' && ch <= 'Z') w += 1.22;
    else if (ch === 'm' || ch === 'w' || ch === 'M' || ch === 'W' || ch === '£') w += 1.4;
    else w += 1;
  }
  return w * size * (WIDTH[font] ?? 0.58) * (bold ? 1.08 : 1);
}

export const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export type Align = 'l' | 'c' | 'r';
export interface TextOpt {
  size?: number;
  bold?: boolean;
  italic?: boolean;
  font?: string;
  fill?: string;
  a?: Align;
  ls?: number;
}
export type Block =
  | ({ t: 'text'; s: string } & TextOpt)
  | ({ t: 'kv'; k: string; v: string; leader?: boolean; kb?: boolean; vb?: boolean } & TextOpt)
  | ({ t: 'cols'; cells: string[]; at: number[] } & TextOpt)
  | ({ t: 'banner'; s: string; bg?: string; pad?: number; radius?: number } & TextOpt)
  | { t: 'rule'; dash?: boolean; double?: boolean; color?: string; weight?: number }
  | { t: 'gap'; h: number }
  | { t: 'barcode'; data: string; h?: number; w?: number; caption?: boolean }
  | { t: 'qr'; data: string; size: number; a?: Align }
  | ({ t: 'para'; s: string } & TextOpt)
  | { t: 'box'; blocks: Block[]; fill?: string; stroke?: string; radius?: number; pad?: number; sw?: number }
  | { t: 'svg'; h: number; draw: (x: number, y: number, w: number, texts: string[]) => string };

export interface Style {
  width: number;
  /** Width the blocks flow in, when less than the paper (e.g. a stub on the right). */
  contentWidth?: number;
  pad: number;
  font: string;
  size: number;
  ink: string;
  paper: string;
  lineGap?: number;
  edge?: 'plain' | 'zigzag' | 'torn' | 'rounded' | 'tag' | 'none';
  minHeight?: number;
  height?: number;
  fx?: { faded?: boolean; dotMatrix?: boolean; lowInk?: boolean; seed?: string };
}

export interface Doc {
  svg: string;
  width: number;
  height: number;
  texts: string[];
  contentBottom: number;
  transparent: boolean;
}

export function textEl(
  x: number,
  y: number,
  s: string,
  o: TextOpt & { font: string; size: number; fill: string },
  texts: string[],
  maxW?: number,
): string {
  texts.push(s);
  let size = o.size;
  if (maxW !== undefined) {
    const w = textWidth(s, size, o.font, o.bold) + (o.ls ?? 0) * s.length;
    if (w > maxW) size = Math.max(6, (size * maxW) / w);
  }
  const anchor = o.a === 'c' ? 'middle' : o.a === 'r' ? 'end' : 'start';
  return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-family="${o.font}" font-size="${size.toFixed(1)}"${
    o.bold ? ' font-weight="bold"' : ''
  }${o.italic ? ' font-style="italic"' : ''}${o.ls ? ` letter-spacing="${o.ls}"` : ''} text-anchor="${anchor}" fill="${o.fill}">${esc(s)}</text>`;
}

export function wrap(s: string, maxW: number, size: number, font: string): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of s.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, size, font) > maxW) {
      out.push(line);
      line = word;
    } else line = next;
  }
  if (line) out.push(line);
  return out;
}

function barcode(x: number, y: number, w: number, h: number, data: string, ink: string): string {
  const r = new Rng(`bar:${data}`);
  const units: number[] = [];
  let total = 0;
  while (total < 180) {
    const u = r.int(1, 4);
    units.push(u);
    total += u;
  }
  const k = w / total;
  let cx = x;
  let out = '';
  units.forEach((u, i) => {
    if (i % 2 === 0)
      out += `<rect x="${cx.toFixed(2)}" y="${y}" width="${(u * k).toFixed(2)}" height="${h}" fill="${ink}"/>`;
    cx += u * k;
  });
  return out;
}

export function qrSvg(x: number, y: number, size: number, data: string, ink: string): string {
  const q = QRCode.create(data, { errorCorrectionLevel: 'M' });
  const n = q.modules.size;
  const m = size / (n + 2);
  let d = '';
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++)
      if (q.modules.get(r, c))
        d += `M${(x + (c + 1) * m).toFixed(2)} ${(y + (r + 1) * m).toFixed(2)}h${m.toFixed(2)}v${m.toFixed(2)}h-${m.toFixed(2)}z`;
  return `<rect x="${x}" y="${y}" width="${size}" height="${size}" fill="#fff"/><path d="${d}" fill="${ink}"/>`;
}

/** Lays blocks out top to bottom inside [x, x + w]; returns svg and the new y. */
export function layBlocks(blocks: Block[], x: number, y0: number, w: number, st: Style, texts: string[]) {
  let y = y0;
  let out = '';
  const gap = st.lineGap ?? 1.32;
  const base = (o: TextOpt) => ({
    font: o.font ?? st.font,
    size: o.size ?? st.size,
    fill: o.fill ?? st.ink,
    bold: o.bold,
    italic: o.italic,
    ls: o.ls,
  });
  for (const b of blocks) {
    switch (b.t) {
      case 'text': {
        const o = base(b);
        y += o.size * gap;
        const ax = b.a === 'c' ? x + w / 2 : b.a === 'r' ? x + w : x;
        out += textEl(ax, y - o.size * 0.28, b.s, { ...o, a: b.a }, texts, w);
        break;
      }
      case 'para': {
        const o = base(b);
        for (const line of wrap(b.s, w, o.size, o.font)) {
          y += o.size * gap;
          const ax = b.a === 'c' ? x + w / 2 : x;
          out += textEl(ax, y - o.size * 0.28, line, { ...o, a: b.a }, texts, w);
        }
        break;
      }
      case 'kv': {
        const o = base(b);
        y += o.size * gap;
        const ty = y - o.size * 0.28;
        const kw = textWidth(b.k, o.size, o.font, b.kb);
        const vw = textWidth(b.v, o.size, o.font, b.vb);
        out += textEl(x, ty, b.k, { ...o, bold: b.kb ?? o.bold }, texts, w * 0.62);
        out += textEl(x + w, ty, b.v, { ...o, bold: b.vb ?? o.bold, a: 'r' }, texts, w * 0.62);
        if (b.leader && kw + vw + 20 < w) {
          out += `<line x1="${x + kw + 6}" y1="${ty}" x2="${x + w - vw - 6}" y2="${ty}" stroke="${o.fill}" stroke-width="1.4" stroke-dasharray="1.5 4"/>`;
        }
        break;
      }
      case 'cols': {
        const o = base(b);
        y += o.size * gap;
        b.cells.forEach((c, i) => {
          const at = b.at[i] ?? 0;
          const next = b.at[i + 1] ?? 1;
          const right = at < 0;
          const px = x + Math.abs(at) * w;
          out += textEl(
            px,
            y - o.size * 0.28,
            c,
            { ...o, a: right ? 'r' : 'l' },
            texts,
            right || next < 0 ? w * 0.55 : (next - at) * w + 40,
          );
        });
        break;
      }
      case 'banner': {
        const o = base(b);
        const pad = b.pad ?? o.size * 0.35;
        const h = o.size * 1.25 + pad * 2;
        y += 4;
        out += `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${b.radius ?? 0}" fill="${b.bg ?? st.ink}"/>`;
        const ax = b.a === 'l' ? x + pad : b.a === 'r' ? x + w - pad : x + w / 2;
        out += textEl(
          ax,
          y + pad + o.size * 0.98,
          b.s,
          { ...o, fill: b.fill ?? st.paper, a: b.a ?? 'c' },
          texts,
          w - pad * 2,
        );
        y += h + 4;
        break;
      }
      case 'rule': {
        y += 7;
        const sw = b.weight ?? 1.5;
        const col = b.color ?? st.ink;
        out += `<line x1="${x}" y1="${y}" x2="${x + w}" y2="${y}" stroke="${col}" stroke-width="${sw}"${b.dash ? ' stroke-dasharray="6 4"' : ''}/>`;
        if (b.double)
          out += `<line x1="${x}" y1="${y + 4}" x2="${x + w}" y2="${y + 4}" stroke="${col}" stroke-width="${sw}"/>`;
        y += b.double ? 11 : 7;
        break;
      }
      case 'gap':
        y += b.h;
        break;
      case 'barcode': {
        const bw = Math.min(w, b.w ?? w * 0.85);
        const h = b.h ?? 50;
        y += 6;
        out += barcode(x + (w - bw) / 2, y, bw, h, b.data, st.ink);
        y += h;
        if (b.caption) {
          y += st.size * 1.1;
          out += textEl(x + w / 2, y - 2, b.data, { ...base({ size: st.size * 0.8 }), a: 'c' }, texts);
        }
        y += 6;
        break;
      }
      case 'qr': {
        y += 6;
        const qx = b.a === 'l' ? x : b.a === 'r' ? x + w - b.size : x + (w - b.size) / 2;
        out += qrSvg(qx, y, b.size, b.data, '#000');
        y += b.size + 6;
        break;
      }
      case 'box': {
        const pad = b.pad ?? 12;
        y += 6;
        const inner = layBlocks(b.blocks, x + pad, y + pad * 0.4, w - pad * 2, st, texts);
        const h = inner.y - y + pad * 0.8;
        out += `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${b.radius ?? 0}" fill="${b.fill ?? 'none'}"${
          b.stroke ? ` stroke="${b.stroke}" stroke-width="${b.sw ?? 2}"` : ''
        }/>`;
        out += inner.svg;
        y += h + 6;
        break;
      }
      case 'svg':
        out += b.draw(x, y, w, texts);
        y += b.h;
        break;
    }
  }
  return { svg: out, y };
}

function edgePath(w: number, h: number, edge: Style['edge'], seed: string): string {
  const r = new Rng(`edge:${seed}`);
  if (edge === 'rounded') return `<rect x="0" y="0" width="${w}" height="${h}" rx="18"/>`;
  if (edge === 'tag') {
    const c = w / 2;
    return `<path fill-rule="evenodd" d="M0 60 L60 0 H${w - 60} L${w} 60 V${h} H0 Z M${c - 22} 52 a22 22 0 1 0 44 0 a22 22 0 1 0 -44 0 Z"/>`;
  }
  if (edge === 'zigzag' || edge === 'torn') {
    const pts: string[] = [];
    const step = edge === 'zigzag' ? 12 : 7;
    const amp = edge === 'zigzag' ? 6 : 4;
    for (let x = 0; x <= w; x += step)
      pts.push(`${x},${edge === 'zigzag' ? ((x / step) % 2) * amp : r.float(0, amp)}`);
    for (let x = w; x >= 0; x -= step)
      pts.push(`${x},${h - (edge === 'zigzag' ? ((x / step) % 2) * amp : r.float(0, amp))}`);
    return `<polygon points="${pts.join(' ')}"/>`;
  }
  return `<rect x="0" y="0" width="${w}" height="${h}"/>`;
}

/** A printed or on-screen document from blocks. `header` is raw svg drawn before the blocks. */
export function renderDoc(
  blocks: Block[],
  st: Style,
  extra: { header?: (texts: string[]) => { svg: string; h: number }; footer?: string; decor?: string } = {},
): Doc {
  const texts: string[] = [];
  const head = extra.header?.(texts);
  const body = layBlocks(
    blocks,
    st.pad,
    (head?.h ?? 0) + st.pad * 0.6,
    (st.contentWidth ?? st.width) - st.pad * 2,
    st,
    texts,
  );
  const contentBottom = body.y;
  const height = Math.round(st.height ?? Math.max(st.minHeight ?? 0, body.y + st.pad));
  const w = st.width;
  const fx = st.fx ?? {};
  let defs = '';
  let inkAttr = '';
  let svgBody = (head?.svg ?? '') + body.svg + (extra.footer ?? '');
  if (fx.dotMatrix) {
    defs += `<pattern id="dm" width="2.6" height="2.6" patternUnits="userSpaceOnUse"><circle cx="1.3" cy="1.3" r="1.05" fill="${st.ink}"/></pattern>`;
    svgBody = svgBody.replace(new RegExp(`fill="${st.ink}"`, 'g'), 'fill="url(#dm)"');
  }
  if (fx.lowInk) {
    const r = new Rng(`ink:${fx.seed ?? ''}`);
    let stripes = '';
    for (let i = 0; i < 7; i++) {
      const sx = r.float(0, w);
      stripes += `<rect x="${sx}" y="0" width="${r.float(4, 26)}" height="${height}" fill="#000" opacity="${r.float(0.35, 0.7)}"/>`;
    }
    defs += `<mask id="li"><rect width="${w}" height="${height}" fill="#fff"/>${stripes}<rect width="${w}" height="${height}" fill="#000" opacity="0.25"/></mask>`;
    inkAttr += ' mask="url(#li)"';
  }
  if (fx.faded) inkAttr += ' opacity="0.42"';
  const transparent = st.edge !== 'none';
  const paper = `<g fill="${st.paper}">${edgePath(w, height, st.edge, fx.seed ?? '')}</g>`;
  const hole =
    st.edge === 'tag'
      ? `<circle cx="${w / 2}" cy="52" r="23" fill="none" stroke="#b9b9b9" stroke-width="3"/>`
      : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${height}" viewBox="0 0 ${w} ${height}"><defs>${defs}</defs>${
    transparent ? '' : `<rect width="${w}" height="${height}" fill="${st.paper}"/>`
  }${transparent ? paper : ''}${extra.decor ?? ''}<g${inkAttr}>${svgBody}</g>${hole}</svg>`;
  return { svg, width: w, height, texts, contentBottom, transparent };
}
