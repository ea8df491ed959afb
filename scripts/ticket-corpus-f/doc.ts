// A tiny flow-layout engine that writes SVG: documents are built top to bottom from blocks.
import QRCode from 'qrcode';
import type { Rng } from './rng.ts';

export type FontKey = 'sans' | 'mono' | 'serif' | 'cond';
const FAMILY: Record<FontKey, string> = {
  sans: 'DejaVu Sans',
  mono: 'DejaVu Sans Mono',
  serif: 'DejaVu Serif',
  cond: 'DejaVu Sans',
};
const CHAR_W: Record<FontKey, number> = { sans: 0.6, mono: 0.61, serif: 0.62, cond: 0.5 };

export interface TextStyle {
  size?: number;
  bold?: boolean;
  align?: 'left' | 'center' | 'right';
  font?: FontKey;
  color?: string;
  italic?: boolean;
  ls?: number;
  gap?: number; // line height multiplier
}

export type Ink = 'normal' | 'dot' | 'low';
export type Shape = 'rect' | 'tear' | 'tag' | 'sticker' | 'stub';

export interface DocOpts {
  pad?: number;
  bg?: string;
  fg?: string;
  font?: FontKey;
  size?: number;
  radius?: number;
  ink?: Ink;
  shape?: Shape;
  minH?: number;
  border?: string;
  inkSeed?: number;
}

export interface Rendered {
  w: number;
  h: number;
  body: string;
  defs: string;
}

export function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function textWidth(s: string, size: number, font: FontKey = 'sans', bold = false): number {
  return s.length * size * CHAR_W[font] * (bold ? 1.07 : 1);
}

let uid = 0;
export function nextId(p: string): string {
  uid += 1;
  return `${p}${uid}`;
}
export function resetIds(): void {
  uid = 0;
}

export function svgText(
  x: number,
  y: number,
  s: string,
  st: TextStyle & { size: number },
  fallback: string,
): string {
  const font = st.font ?? 'sans';
  const anchor = st.align === 'center' ? 'middle' : st.align === 'right' ? 'end' : 'start';
  const attrs = [
    `font-family="${FAMILY[font]}"`,
    `font-size="${st.size.toFixed(1)}"`,
    st.bold ? 'font-weight="bold"' : '',
    st.italic ? 'font-style="italic"' : '',
    `fill="${st.color ?? fallback}"`,
    `text-anchor="${anchor}"`,
    st.ls ? `letter-spacing="${st.ls}"` : '',
  ]
    .filter(Boolean)
    .join(' ');
  if (font === 'cond') {
    return `<text transform="translate(${x.toFixed(1)},${y.toFixed(1)}) scale(0.8,1)" x="0" y="0" ${attrs}>${esc(s)}</text>`;
  }
  return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" ${attrs}>${esc(s)}</text>`;
}

export class Doc {
  private fg: string[] = [];
  private bgl: string[] = [];
  private defs: string[] = [];
  private boxes: number[] = [];
  y: number;
  readonly pad: number;
  readonly size: number;
  readonly font: FontKey;
  readonly fgColor: string;

  constructor(
    public readonly w: number,
    public readonly o: DocOpts = {},
  ) {
    this.pad = o.pad ?? 24;
    this.size = o.size ?? 22;
    this.font = o.font ?? 'sans';
    this.fgColor = o.fg ?? '#1a1a1a';
    this.y = this.pad;
  }

  get inner(): number {
    return this.w - 2 * this.pad;
  }

  private st(s: TextStyle = {}): TextStyle & { size: number } {
    return { font: this.font, ...s, size: s.size ?? this.size };
  }

  /** Fit a single line into `avail` pixels by shrinking the font if needed. */
  private fit(text: string, st: TextStyle & { size: number }, avail: number): TextStyle & { size: number } {
    const wEst = textWidth(text, st.size, st.font, st.bold) + (st.ls ?? 0) * text.length;
    if (wEst <= avail) return st;
    return { ...st, size: Math.max(8, (st.size * avail) / wEst) };
  }

  private xFor(st: TextStyle, x0 = this.pad, w = this.inner): number {
    return st.align === 'center' ? x0 + w / 2 : st.align === 'right' ? x0 + w : x0;
  }

  text(s: string, style: TextStyle = {}): this {
    const st = this.fit(s, this.st(style), this.inner);
    const lh = st.size * (style.gap ?? 1.32);
    this.fg.push(svgText(this.xFor(st), this.y + st.size * 1.0, s, st, this.fgColor));
    this.y += lh;
    return this;
  }

  lines(arr: string[], style: TextStyle = {}): this {
    for (const s of arr) this.text(s, style);
    return this;
  }

  para(s: string, style: TextStyle = {}): this {
    const st = this.st(style);
    const maxChars = Math.max(
      8,
      Math.floor(this.inner / (st.size * CHAR_W[st.font ?? 'sans'] * (st.bold ? 1.07 : 1))),
    );
    const words = s.split(/\s+/);
    let line = '';
    const out: string[] = [];
    for (const wd of words) {
      if (line && `${line} ${wd}`.length > maxChars) {
        out.push(line);
        line = wd;
      } else line = line ? `${line} ${wd}` : wd;
    }
    if (line) out.push(line);
    return this.lines(out, style);
  }

  /** Label and value on one line. mode: split (value right-aligned), tab (value at column), inline. */
  kv(
    k: string,
    v: string,
    style: TextStyle & {
      mode?: 'split' | 'tab' | 'inline' | 'stack';
      tab?: number;
      k?: TextStyle;
      v?: TextStyle;
    } = {},
  ): this {
    const mode = style.mode ?? 'split';
    const base = this.st(style);
    const ks = { ...base, ...style.k, align: 'left' as const };
    const vs = { ...base, ...style.v };
    if (mode === 'inline') return this.text(`${k} ${v}`, { ...base, ...style.v });
    if (mode === 'stack') {
      this.text(k, { ...ks, size: style.k?.size ?? base.size * 0.72 });
      return this.text(v, { ...vs, align: style.align ?? 'left' });
    }
    const tabX = mode === 'tab' ? this.pad + this.inner * (style.tab ?? 0.45) : 0;
    const kAvail = mode === 'tab' ? tabX - this.pad - 6 : this.inner * 0.55;
    const kf = this.fit(k, ks, kAvail);
    const vAvail =
      mode === 'tab'
        ? this.pad + this.inner - tabX
        : this.inner - Math.min(kAvail, textWidth(k, kf.size, kf.font, kf.bold)) - 12;
    const vf = this.fit(v, vs, vAvail);
    const size = Math.max(kf.size, vf.size);
    const base_y = this.y + size;
    this.fg.push(svgText(this.pad, base_y, k, kf, this.fgColor));
    if (mode === 'tab') this.fg.push(svgText(tabX, base_y, v, { ...vf, align: 'left' }, this.fgColor));
    else this.fg.push(svgText(this.pad + this.inner, base_y, v, { ...vf, align: 'right' }, this.fgColor));
    this.y += size * (style.gap ?? 1.38);
    return this;
  }

  /** Cells laid out across the width at fractional x positions (left aligned). */
  cols(cells: string[], style: TextStyle = {}, xs?: number[]): this {
    const st = this.st(style);
    const n = cells.length;
    const pos = xs ?? cells.map((_, i) => i / n);
    let size = st.size;
    cells.forEach((c, i) => {
      const next = pos[i + 1] ?? 1;
      const avail = (next - (pos[i] ?? 0)) * this.inner - 8;
      size = Math.min(size, this.fit(c, st, avail).size);
    });
    cells.forEach((c, i) => {
      this.fg.push(
        svgText(
          this.pad + (pos[i] ?? 0) * this.inner,
          this.y + size,
          c,
          { ...st, size, align: 'left' },
          this.fgColor,
        ),
      );
    });
    this.y += size * (style.gap ?? 1.35);
    return this;
  }

  rule(o: { dash?: boolean; color?: string; w?: number; full?: boolean } = {}): this {
    const y = this.y + 8;
    const x0 = o.full ? 0 : this.pad;
    const x1 = o.full ? this.w : this.w - this.pad;
    this.fg.push(
      `<line x1="${x0}" y1="${y}" x2="${x1}" y2="${y}" stroke="${o.color ?? this.fgColor}" stroke-width="${o.w ?? 2}" ${o.dash ? 'stroke-dasharray="8 6"' : ''}/>`,
    );
    this.y += 18;
    return this;
  }

  space(h: number): this {
    this.y += h;
    return this;
  }

  banner(s: string, o: TextStyle & { bg: string; h?: number; full?: boolean; radius?: number }): this {
    const st = this.st({ bold: true, align: 'center', ...o });
    const h = o.h ?? st.size * 1.9;
    const x = o.full ? 0 : this.pad;
    const w = o.full ? this.w : this.inner;
    this.bgl.push(
      `<rect x="${x}" y="${this.y}" width="${w}" height="${h}" rx="${o.radius ?? 0}" fill="${o.bg}"/>`,
    );
    const fs = this.fit(s, st, w - 20);
    this.fg.push(
      svgText(this.xFor(fs, x + 12, w - 24), this.y + h / 2 + fs.size * 0.36, s, fs, this.fgColor),
    );
    this.y += h + 8;
    return this;
  }

  boxStart(): this {
    this.boxes.push(this.y);
    this.y += 14;
    return this;
  }

  boxEnd(o: { fill?: string; stroke?: string; radius?: number; inset?: number; sw?: number } = {}): this {
    const y0 = this.boxes.pop() ?? this.y;
    this.y += 10;
    const inset = o.inset ?? -10;
    this.bgl.push(
      `<rect x="${this.pad + inset}" y="${y0}" width="${this.inner - 2 * inset}" height="${this.y - y0}" rx="${o.radius ?? 8}" fill="${o.fill ?? 'none'}" ${o.stroke ? `stroke="${o.stroke}" stroke-width="${o.sw ?? 2}"` : ''}/>`,
    );
    this.y += 10;
    return this;
  }

  barcode(rng: Rng, h: number, frac = 0.8, digits?: string): this {
    const w = this.inner * frac;
    const x0 = this.pad + (this.inner - w) / 2;
    let x = x0;
    const bars: string[] = [];
    while (x < x0 + w - 6) {
      const bw = rng.pick([2, 2, 3, 4, 6]);
      if (rng.chance(0.55))
        bars.push(
          `<rect x="${x.toFixed(1)}" y="${this.y}" width="${bw}" height="${h}" fill="${this.fgColor}"/>`,
        );
      x += bw;
    }
    this.fg.push(bars.join(''));
    this.y += h + 6;
    if (digits) this.text(digits, { size: this.size * 0.7, align: 'center', font: 'mono' });
    return this;
  }

  qr(text: string, size: number, align: 'left' | 'center' | 'right' = 'center'): this {
    const q = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const n = q.modules.size;
    const cell = size / n;
    const x0 =
      align === 'center'
        ? this.pad + (this.inner - size) / 2
        : align === 'right'
          ? this.pad + this.inner - size
          : this.pad;
    let path = '';
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        if (q.modules.get(r, c))
          path += `M${(x0 + c * cell).toFixed(2)},${(this.y + r * cell).toFixed(2)}h${cell.toFixed(2)}v${cell.toFixed(2)}h-${cell.toFixed(2)}z`;
      }
    }
    this.fg.push(`<path d="${path}" fill="${this.fgColor}"/>`);
    this.y += size + 10;
    return this;
  }

  /** Custom drawing in a strip of height h. fn gets (x, y, w) of the content area. */
  raw(h: number, fn: (x: number, y: number, w: number) => string, layer: 'fg' | 'bg' = 'fg'): this {
    (layer === 'fg' ? this.fg : this.bgl).push(fn(this.pad, this.y, this.inner));
    this.y += h;
    return this;
  }

  def(s: string): this {
    this.defs.push(s);
    return this;
  }

  render(): Rendered {
    const h = Math.ceil(Math.max(this.o.minH ?? 0, this.y + this.pad));
    const w = this.w;
    const bg = this.o.bg ?? '#ffffff';
    const shape = this.o.shape ?? 'rect';
    const defs = [...this.defs];
    let paper: string;
    if (shape === 'tear') {
      let top = `M0,6`;
      for (let x = 0; x <= w; x += 12) top += ` L${x},${(x / 12) % 2 === 0 ? 0 : 6}`;
      let bot = '';
      for (let x = w; x >= 0; x -= 12) bot += ` L${x},${h - ((x / 12) % 2 === 0 ? 0 : 6)}`;
      paper = `<path d="${top} L${w},${h}${bot} Z" fill="${bg}"/>`;
    } else if (shape === 'tag') {
      paper = `<path d="M${w * 0.18},0 L${w * 0.82},0 L${w},${w * 0.14} L${w},${h} L0,${h} L0,${w * 0.14} Z" fill="${bg}"/><circle cx="${w / 2}" cy="${w * 0.09}" r="${w * 0.045}" fill="#000" fill-opacity="0"/>`;
    } else {
      const r = shape === 'sticker' ? 28 : (this.o.radius ?? 0);
      paper = `<rect x="0" y="0" width="${w}" height="${h}" rx="${r}" fill="${bg}" ${this.o.border ? `stroke="${this.o.border}" stroke-width="6"` : ''}/>`;
    }
    let fg = this.fg.join('\n');
    const ink = this.o.ink ?? 'normal';
    if (ink === 'dot') {
      const id = nextId('dm');
      defs.push(
        `<pattern id="${id}p" width="3.2" height="3.2" patternUnits="userSpaceOnUse"><circle cx="1.6" cy="1.6" r="1.35" fill="#fff"/></pattern><mask id="${id}"><rect width="${w}" height="${h}" fill="url(#${id}p)"/></mask>`,
      );
      fg = `<g mask="url(#${id})">${fg}</g>`;
    } else if (ink === 'low') {
      const id = nextId('li');
      defs.push(
        `<filter id="${id}" x="0" y="0" width="1" height="1"><feTurbulence type="fractalNoise" baseFrequency="0.015 0.5" numOctaves="2" seed="${this.o.inkSeed ?? 7}" result="n"/><feColorMatrix in="n" type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 -2.6 2.1" result="a"/><feComposite in="SourceGraphic" in2="a" operator="in"/></filter>`,
      );
      fg = `<g filter="url(#${id})">${fg}</g>`;
    }
    const hole =
      shape === 'tag' ? `<circle cx="${w / 2}" cy="${w * 0.09}" r="${w * 0.045}" fill="#000"/>` : '';
    const body = `${paper}\n${this.bgl.join('\n')}\n${fg}`;
    if (hole) {
      const id = nextId('hole');
      defs.push(`<mask id="${id}"><rect width="${w}" height="${h}" fill="#fff"/>${hole}</mask>`);
      return { w, h, body: `<g mask="url(#${id})">${body}</g>`, defs: defs.join('\n') };
    }
    return { w, h, body, defs: defs.join('\n') };
  }
}

export function toSvg(r: Rendered, scale = 1): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(r.w * scale)}" height="${Math.round(r.h * scale)}" viewBox="0 0 ${r.w} ${r.h}"><defs>${r.defs}</defs>${r.body}</svg>`;
}

/** Place a rendered fragment at (x, y) with a scale inside another document. */
export function place(r: Rendered, x: number, y: number, s = 1): string {
  return `<g transform="translate(${x},${y}) scale(${s})">${r.body}</g>`;
}
