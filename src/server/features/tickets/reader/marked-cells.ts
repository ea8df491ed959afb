import { type GreyImage, greyLevelAt } from './grey-image';
import type { OcrWord } from './tesseract-worker';

/**
 * The words printed on a background unlike their neighbours': on a scratch card, the cells the
 * driver scratched off show white paper, or a dark layer, among the grey ones (docs/decisions/044).
 * A cell is seen two ways (backgroundsOf); a line whose cells stand out in different places says nothing.
 */

/** Lighter or darker than the line's middle by this much (of 255): a cell that stands out. */
const STANDS_OUT = 40;
/** A line of cells: enough of them that one can stand out from the rest. */
const MIN_CELLS = 4;
/** A cell holds a number or a month's name, not a sentence's word. */
const CELL = /^[^a-z0-9]*[a-z0-9]{1,3}[^a-z0-9]*$/i;

function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** How far around a word its cell's background is sampled, as a share of the word's height. */
const MARGIN = 0.35;

/**
 * Two looks at a word's cell: the median grey of its own box (a dark cell with light figures
 * stays dark), and of a ring just outside it (a white cell whose bold figures darken the box).
 */
function backgroundsOf(image: GreyImage, box: OcrWord['box']): [number | null, number | null] {
  const margin = Math.max(2, Math.round(box.height * MARGIN));
  const inner = { right: box.left + box.width, bottom: box.top + box.height };
  const [left, top] = [Math.max(0, box.left - margin), Math.max(0, box.top - margin)];
  const right = Math.min(image.width, inner.right + margin);
  const bottom = Math.min(image.height, inner.bottom + margin);
  const isInside = (x: number, y: number) =>
    x >= box.left && x < inner.right && y >= box.top && y < inner.bottom;
  const own = greyLevelAt(image, 0.5, (visit) => {
    for (let y = Math.max(0, box.top); y < Math.min(image.height, inner.bottom); y++)
      for (let x = Math.max(0, box.left); x < Math.min(image.width, inner.right); x++) visit(x, y);
  });
  const ring = greyLevelAt(image, 0.5, (visit) => {
    for (let y = top; y < bottom; y++) for (let x = left; x < right; x++) if (!isInside(x, y)) visit(x, y);
  });
  return [own, ring];
}

/** The one value that stands out from the others' middle, or -1 (none, or more than one). */
function loneOutlier(values: (number | null)[]): number {
  const middle = medianOf(values.filter((value): value is number => value !== null));
  const standing = values.flatMap((value, index) =>
    value !== null && Math.abs(value - middle) >= STANDS_OUT ? [index] : [],
  );
  return standing.length === 1 ? standing[0]! : -1;
}

/** The words, in reading order, that alone on their line of short cells stand out from the rest. */
export function markedWords(words: OcrWord[], image: GreyImage): string[] {
  const lines = new Map<string, OcrWord[]>();
  for (const word of words) {
    if (!CELL.test(word.text)) continue;
    const line = lines.get(word.line) ?? [];
    line.push(word);
    lines.set(word.line, line);
  }
  const marked: string[] = [];
  for (const cells of lines.values()) {
    if (cells.length < MIN_CELLS) continue;
    const looks = cells.map((cell) => backgroundsOf(image, cell.box));
    const found = new Set(
      [loneOutlier(looks.map(([own]) => own)), loneOutlier(looks.map(([, ring]) => ring))].filter(
        (index) => index >= 0,
      ),
    );
    // Both looks must agree when both find one.
    if (found.size === 1) marked.push(cells[[...found][0]!]!.text);
  }
  return marked;
}
