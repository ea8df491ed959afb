/**
 * Draws a Doc as SVG (text through librsvg with the installed DejaVu/Liberation fonts). The
 * result is a fragment in design units plus its size; effects.ts places it in a photo or a
 * screenshot and rasterises it once with sharp.
 */
import type { Align, Block, Doc, DocStyle, FontKey } from './doc';
import { FONTS } from './doc';

export interface DrawnDoc {
  /** SVG elements: the paper (or screen) shape, then everything printed on it. */
  svg: string;
  /** Only the paper outline (for shadows). */
  outline: string;
  width: number;
  height: number;
  /** The largest text size used for dates and times (unreadable photos blur relative to it). */
  maxTextSize: number;
}

export interface DrawOptions {
  /** 0..1: faded thermal print (ink drawn at this opacity). */
  fade?: number;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Average advance per em, to fit lines and wrap paragraphs without measuring glyphs. */
const ADVANCE: Record<FontKey, number> = {
  mono: 0.602,
  monoLib: 0.6,
  sans: 0.6,
  sansLib: 0.55,
  serif: 0.58,
  serifLib: 0.5,
  condensed: 0.54,
  narrow: 0.46,
};

function textWidth(text: string, size: number, font: FontKey, bold?: boolean): number {
  const upper = (text.match(/[A-Z0-9£@]/g) ?? []).length;
  const factor = font.startsWith('mono') ? 1 : 1 + (0.12 * upper) / Math.max(1, text.length);
  return text.length * size * ADVANCE[font] * factor * (bold && !font.startsWith('mono') ? 1.08 : 1);
}

/** A size at which `text` fits in `room` px, never below 55% of the wanted size. */
function fitSize(text: string, size: number, font: FontKey, room: number, bold?: boolean): number {
  const width = textWidth(text, size, font, bold);
  return width <= room ? size : Math.max(size * 0.55, (size * room) / width);
}

function lcg(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

interface Ctx {
  style: DocStyle;
  fade: number;
  maxTextSize: number;
  deferred: Block[];
}

function textEl(
  x: number,
  y: number,
  text: string,
  opts: {
    size: number;
    font: FontKey;
    bold?: boolean;
    fill: string;
    anchor?: 'start' | 'middle' | 'end';
    italic?: boolean;
    spacing?: number;
  },
): string {
  const attrs = [
    `x="${x.toFixed(1)}"`,
    `y="${y.toFixed(1)}"`,
    `font-family="${FONTS[opts.font]}"`,
    `font-size="${opts.size.toFixed(1)}"`,
    `fill="${opts.fill}"`,
  ];
  if (opts.bold) attrs.push('font-weight="bold"');
  if (opts.italic) attrs.push('font-style="italic"');
  if (opts.anchor && opts.anchor !== 'start') attrs.push(`text-anchor="${opts.anchor}"`);
  if (opts.spacing) attrs.push(`letter-spacing="${opts.spacing}"`);
  return `<text ${attrs.join(' ')}>${escapeXml(text)}</text>`;
}

function anchorX(
  align: Align | undefined,
  x0: number,
  x1: number,
): { x: number; anchor: 'start' | 'middle' | 'end' } {
  if (align === 'centre') return { x: (x0 + x1) / 2, anchor: 'middle' };
  if (align === 'right') return { x: x1, anchor: 'end' };
  return { x: x0, anchor: 'start' };
}

function wrap(text: string, size: number, font: FontKey, room: number, bold?: boolean): string[] {
  const perChar = textWidth('abcdefghij', size, font, bold) / 10;
  const max = Math.max(8, Math.floor(room / perChar));
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/)) {
      if (!word) continue;
      if (line && line.length + 1 + word.length > max) {
        lines.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    lines.push(line);
  }
  return lines;
}

/** Draws blocks between x0 and x1 from y; returns the SVG and the y below the last block. */
function drawBlocks(
  blocks: Block[],
  x0: number,
  x1: number,
  y: number,
  ctx: Ctx,
): { svg: string; y: number } {
  const { style } = ctx;
  const leading = style.leading ?? 1.45;
  const out: string[] = [];
  const room = x1 - x0;
  for (const block of blocks) {
    switch (block.k) {
      case 'text': {
        const font = block.font ?? style.font;
        const size = fitSize(block.text, block.size ?? style.size, font, room, block.bold);
        const { x, anchor } = anchorX(block.align, x0, x1);
        out.push(
          textEl(x, y + size, block.text, {
            size,
            font,
            bold: block.bold,
            fill: block.fill ?? style.ink,
            anchor,
            italic: block.italic,
            spacing: block.spacing,
          }),
        );
        ctx.maxTextSize = Math.max(ctx.maxTextSize, size);
        y += size * leading;
        break;
      }
      case 'pair': {
        const font = block.font ?? style.font;
        const wanted = block.size ?? style.size;
        const joined = `${block.left}  ${block.right}`;
        const size = fitSize(
          joined,
          wanted,
          font,
          block.tab ? Math.max(room, textWidth(joined, wanted, font)) : room,
          block.bold,
        );
        const fill = block.fill ?? style.ink;
        out.push(textEl(x0, y + size, block.left, { size, font, bold: block.bold, fill }));
        if (block.tab) {
          out.push(
            textEl(x0 + block.tab, y + size, block.right, {
              size,
              font,
              bold: block.bold || block.boldRight,
              fill,
            }),
          );
        } else {
          out.push(
            textEl(x1, y + size, block.right, {
              size,
              font,
              bold: block.bold || block.boldRight,
              fill,
              anchor: 'end',
            }),
          );
        }
        ctx.maxTextSize = Math.max(ctx.maxTextSize, size);
        y += size * leading;
        break;
      }
      case 'row': {
        const font = block.font ?? style.font;
        const cell = room / block.cells.length;
        const longest = block.cells.reduce((a, b) => (a.length > b.length ? a : b), '');
        const size = fitSize(longest, block.size ?? style.size, font, cell * 0.95, block.bold);
        block.cells.forEach((text, i) => {
          out.push(
            textEl(x0 + i * cell, y + size, text, {
              size,
              font,
              bold: block.bold,
              fill: block.fill ?? style.ink,
            }),
          );
        });
        ctx.maxTextSize = Math.max(ctx.maxTextSize, size);
        y += size * leading;
        break;
      }
      case 'banner': {
        const font = block.font ?? style.font;
        const pad = block.pad ?? 0.45;
        const bx0 = block.full ? 0 : x0;
        const bx1 = block.full ? style.width : x1;
        const size = fitSize(
          block.text,
          block.size ?? style.size * 1.3,
          font,
          bx1 - bx0 - 16,
          block.bold ?? true,
        );
        const h = size * (1 + 2 * pad) + size * 0.15;
        out.push(
          `<rect x="${bx0}" y="${y.toFixed(1)}" width="${bx1 - bx0}" height="${h.toFixed(1)}" rx="${block.radius ?? 0}" fill="${block.bg}"/>`,
        );
        const { x, anchor } = anchorX(block.align ?? 'centre', bx0 + 14, bx1 - 14);
        out.push(
          textEl(x, y + h / 2 + size * 0.36, block.text, {
            size,
            font,
            bold: block.bold ?? true,
            fill: block.fill ?? '#ffffff',
            anchor,
          }),
        );
        y += h + style.size * 0.5;
        break;
      }
      case 'rule': {
        const weight = block.weight ?? 2;
        const dash = block.dashed ? ` stroke-dasharray="${weight * 4} ${weight * 3}"` : '';
        out.push(
          `<line x1="${x0}" y1="${(y + style.size * 0.4).toFixed(1)}" x2="${x1}" y2="${(y + style.size * 0.4).toFixed(1)}" stroke="${block.fill ?? style.ink}" stroke-width="${weight}"${dash}/>`,
        );
        y += style.size * 0.9;
        break;
      }
      case 'gap':
        y += block.h;
        break;
      case 'barcode': {
        const h = block.h ?? style.size * 2.6;
        const random = lcg(block.seed);
        let x = x0 + room * 0.08;
        const end = x1 - room * 0.08;
        const bars: string[] = [];
        while (x < end) {
          const w = 1.5 + Math.floor(random() * 4) * 1.5;
          if (random() > 0.4)
            bars.push(`<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w}" height="${h}"/>`);
          x += w + 1.5;
        }
        out.push(`<g fill="${style.ink}">${bars.join('')}</g>`);
        y += h + style.size * 0.6;
        break;
      }
      case 'qr': {
        const size = block.size ?? style.size * 5;
        const cells = 25;
        const cell = size / cells;
        const random = lcg(block.seed);
        const left = (x0 + x1) / 2 - size / 2;
        const squares: string[] = [];
        const finder = (cx: number, cy: number) => {
          squares.push(
            `<rect x="${left + cx * cell}" y="${y + cy * cell}" width="${7 * cell}" height="${7 * cell}"/>`,
            `<rect x="${left + (cx + 1) * cell}" y="${y + (cy + 1) * cell}" width="${5 * cell}" height="${5 * cell}" fill="${style.paper}"/>`,
            `<rect x="${left + (cx + 2) * cell}" y="${y + (cy + 2) * cell}" width="${3 * cell}" height="${3 * cell}"/>`,
          );
        };
        for (let r = 0; r < cells; r++) {
          for (let c = 0; c < cells; c++) {
            const inFinder = (r < 8 && c < 8) || (r < 8 && c > cells - 9) || (r > cells - 9 && c < 8);
            if (!inFinder && random() > 0.5) {
              squares.push(
                `<rect x="${(left + c * cell).toFixed(1)}" y="${(y + r * cell).toFixed(1)}" width="${cell.toFixed(1)}" height="${cell.toFixed(1)}"/>`,
              );
            }
          }
        }
        finder(0, 0);
        finder(cells - 7, 0);
        finder(0, cells - 7);
        out.push(`<g fill="${style.ink}">${squares.join('')}</g>`);
        y += size + style.size * 0.6;
        break;
      }
      case 'para': {
        const font = block.font ?? style.font;
        const size = block.size ?? style.size * 0.7;
        const lines = wrap(block.text, size, font, room, block.bold);
        const { x, anchor } = anchorX(block.align, x0, x1);
        for (const line of lines) {
          out.push(
            textEl(x, y + size, line, {
              size,
              font,
              bold: block.bold,
              fill: block.fill ?? style.ink,
              anchor,
              italic: block.italic,
            }),
          );
          y += size * (block.leading ?? 1.3);
        }
        y += size * 0.3;
        break;
      }
      case 'field': {
        const size = block.size ?? style.size;
        const labelSize = size * 0.72;
        out.push(
          textEl(x0, y + labelSize, block.label, {
            size: labelSize,
            font: style.font,
            fill: block.labelFill ?? '#6b7280',
          }),
        );
        y += labelSize * 1.45;
        for (const line of wrap(block.value, size, style.font, room, true)) {
          out.push(
            textEl(x0, y + size, line, {
              size,
              font: style.font,
              bold: true,
              fill: block.valueFill ?? style.ink,
            }),
          );
          y += size * 1.3;
        }
        ctx.maxTextSize = Math.max(ctx.maxTextSize, size);
        y += size * 0.35;
        if (block.divider) {
          out.push(
            `<line x1="${x0}" y1="${y.toFixed(1)}" x2="${x1}" y2="${y.toFixed(1)}" stroke="${block.divider}" stroke-width="1.5"/>`,
          );
          y += size * 0.6;
        }
        break;
      }
      case 'button': {
        const size = block.size ?? style.size;
        const h = size * 2.6;
        const attrs = block.outline
          ? `fill="none" stroke="${block.bg}" stroke-width="2"`
          : `fill="${block.bg}"`;
        out.push(
          `<rect x="${x0}" y="${y.toFixed(1)}" width="${room}" height="${h}" rx="${h / 2}" ${attrs}/>`,
        );
        out.push(
          textEl((x0 + x1) / 2, y + h / 2 + size * 0.36, block.text, {
            size,
            font: style.font,
            bold: true,
            fill: block.fill,
            anchor: 'middle',
          }),
        );
        y += h + size * 0.8;
        break;
      }
      case 'status': {
        const size = style.size * 0.95;
        const h = size * 2.4;
        out.push(`<rect x="0" y="${y}" width="${style.width}" height="${h}" fill="${block.bg}"/>`);
        out.push(
          textEl(style.margin + 8, y + h * 0.68, block.time, {
            size,
            font: 'sans',
            bold: true,
            fill: block.fill,
          }),
        );
        const right = style.width - style.margin;
        const bars = [0, 1, 2, 3]
          .map(
            (i) =>
              `<rect x="${right - 78 + i * 6}" y="${y + h * 0.68 - 4 - i * 3}" width="4" height="${4 + i * 3}" rx="1"/>`,
          )
          .join('');
        const battery = `<rect x="${right - 30}" y="${y + h * 0.68 - 12}" width="26" height="13" rx="3" fill="none" stroke="${block.fill}" stroke-width="1.5"/><rect x="${right - 28}" y="${y + h * 0.68 - 10}" width="18" height="9" rx="1.5"/>`;
        out.push(`<g fill="${block.fill}">${bars}${battery}</g>`);
        y += h;
        break;
      }
      case 'appbar': {
        const size = block.size ?? style.size * 1.45;
        const h = size * 2.3;
        out.push(`<rect x="0" y="${y}" width="${style.width}" height="${h}" fill="${block.bg}"/>`);
        const tx = block.back ? style.margin + 26 : style.margin;
        if (block.back) {
          out.push(
            `<path d="M ${style.margin + 12} ${y + h / 2 - 9} l -9 9 l 9 9" stroke="${block.fill}" stroke-width="2.5" fill="none"/>`,
          );
        }
        out.push(
          textEl(tx, y + h / 2 + size * 0.36, block.title, {
            size,
            font: style.font,
            bold: true,
            fill: block.fill,
          }),
        );
        const right = style.width - style.margin;
        out.push(
          `<g stroke="${block.fill}" stroke-width="3" stroke-linecap="round">${[0, 1, 2]
            .map(
              (i) =>
                `<line x1="${right - 26}" y1="${y + h / 2 - 8 + i * 8}" x2="${right}" y2="${y + h / 2 - 8 + i * 8}"/>`,
            )
            .join('')}</g>`,
        );
        y += h + style.size;
        break;
      }
      case 'card':
      case 'box': {
        const pad = block.pad ?? style.size * 0.9;
        const inner = drawBlocks(block.blocks, x0 + pad, x1 - pad, y + pad, ctx);
        const h = inner.y - y + pad * 0.4;
        const shape =
          block.k === 'card'
            ? `<rect x="${x0}" y="${y.toFixed(1)}" width="${room}" height="${h.toFixed(1)}" rx="${block.radius ?? 14}" fill="${block.bg}"${block.stroke ? ` stroke="${block.stroke}" stroke-width="1.5"` : ''}/>`
            : `<rect x="${x0}" y="${y.toFixed(1)}" width="${room}" height="${h.toFixed(1)}" fill="none" stroke="${block.stroke}" stroke-width="${block.weight ?? 3}"/>`;
        out.push(shape, inner.svg);
        y += h + style.size * 0.6;
        break;
      }
      case 'arrow': {
        const size = block.size ?? style.size * 1.6;
        const cx = (x0 + x1) / 2;
        out.push(
          `<path d="M ${cx} ${y} l ${size * 0.6} ${size * 0.6} h ${-size * 0.33} v ${size * 0.5} h ${-size * 0.54} v ${-size * 0.5} h ${-size * 0.33} z" fill="${block.fill ?? style.ink}"/>`,
        );
        y += size * 1.2;
        break;
      }
      case 'pill': {
        const size = block.size ?? style.size * 0.95;
        const w = textWidth(block.text, size, style.font, true) + size * 1.6;
        const h = size * 1.9;
        out.push(
          `<rect x="${x0}" y="${y}" width="${w.toFixed(1)}" height="${h}" rx="${h / 2}" fill="${block.bg}"/>`,
        );
        out.push(
          textEl(x0 + w / 2, y + h / 2 + size * 0.36, block.text, {
            size,
            font: style.font,
            bold: true,
            fill: block.fill,
            anchor: 'middle',
          }),
        );
        if (block.after) {
          const afterSize = fitSize(block.after, size, style.font, room - w - size);
          out.push(
            textEl(x0 + w + size * 0.8, y + h / 2 + size * 0.36, block.after, {
              size: afterSize,
              font: style.font,
              fill: block.afterFill ?? '#555555',
            }),
          );
        }
        y += h + size * 0.8;
        break;
      }
      case 'tabbar':
        ctx.deferred.push(block);
        break;
      case 'logo': {
        const size = block.size ?? style.size * 2.4;
        const { x } = anchorX(block.align ?? 'centre', x0 + size / 2, x1 - size / 2);
        const cx = x;
        const cy = y + size / 2;
        const shape =
          block.shape === 'circle'
            ? `<circle cx="${cx}" cy="${cy}" r="${size / 2}" fill="${block.bg}"/>`
            : block.shape === 'roundel'
              ? `<circle cx="${cx}" cy="${cy}" r="${size / 2}" fill="none" stroke="${block.bg}" stroke-width="${size * 0.12}"/>`
              : `<rect x="${cx - size / 2}" y="${y}" width="${size}" height="${size}" rx="${size * 0.18}" fill="${block.bg}"/>`;
        const textSize = fitSize(block.text, size * 0.5, style.font, size * 0.9, true);
        out.push(
          shape,
          textEl(cx, cy + textSize * 0.36, block.text, {
            size: textSize,
            font: style.font,
            bold: true,
            fill: block.fill,
            anchor: 'middle',
          }),
        );
        y += size + style.size * 0.5;
        break;
      }
    }
  }
  return { svg: out.join(''), y };
}

function tearPath(width: number, height: number, tear: boolean): string {
  if (!tear) return `M0 0 H${width} V${height} H0 Z`;
  const tooth = 12;
  const depth = 6;
  let d = `M0 ${depth}`;
  for (let x = 0; x < width; x += tooth)
    d += ` L${Math.min(width, x + tooth / 2)} 0 L${Math.min(width, x + tooth)} ${depth}`;
  d += ` L${width} ${height - depth}`;
  for (let x = width; x > 0; x -= tooth)
    d += ` L${Math.max(0, x - tooth / 2)} ${height} L${Math.max(0, x - tooth)} ${height - depth}`;
  return `${d} Z`;
}

export function drawDoc(doc: Doc, options: DrawOptions = {}): DrawnDoc {
  const { style } = doc;
  const ctx: Ctx = { style, fade: options.fade ?? 1, maxTextSize: 0, deferred: [] };
  const top = style.screen ? 0 : style.margin;
  const x0 = style.margin;
  const x1 = style.width - style.margin;
  const body = drawBlocks(doc.blocks, x0, x1, top, ctx);
  let height = style.screen ? style.screen.height : Math.round(body.y + style.margin);
  let tail = '';
  for (const block of ctx.deferred) {
    if (block.k !== 'tabbar') continue;
    const h = style.size * 4;
    const y = style.screen ? height - h : height;
    if (!style.screen) height += h;
    const cell = style.width / block.items.length;
    const items = block.items
      .map((item, i) => {
        const cx = cell * i + cell / 2;
        const fill = i === block.active ? block.activeFill : block.fill;
        return `<circle cx="${cx}" cy="${y + h * 0.32}" r="${style.size * 0.6}" fill="none" stroke="${fill}" stroke-width="2"/>${textEl(cx, y + h * 0.78, item, { size: style.size * 0.7, font: style.font, fill, anchor: 'middle' })}`;
      })
      .join('');
    tail += `<rect x="0" y="${y}" width="${style.width}" height="${h}" fill="${block.bg}"/><line x1="0" y1="${y}" x2="${style.width}" y2="${y}" stroke="${block.fill}" stroke-opacity="0.3"/>${items}`;
  }
  if (style.screen && body.y > height) height = Math.round(body.y + style.size);
  const outline = tearPath(style.width, height, style.edge === 'tear');
  const paper = `<path d="${outline}" fill="${style.paper}"/>`;
  const ink = `<g opacity="${ctx.fade}">${body.svg}${tail}</g>`;
  return {
    svg: paper + ink,
    outline: `<path d="${outline}"/>`,
    width: style.width,
    height,
    maxTextSize: ctx.maxTextSize || style.size,
  };
}

/** The doc alone as an SVG document (for quick looks and screenshots). */
export function docToSvg(drawn: DrawnDoc, scale = 1): string {
  const w = Math.round(drawn.width * scale);
  const h = Math.round(drawn.height * scale);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${drawn.width} ${drawn.height}">${drawn.svg}</svg>`;
}
