import { type GreyImage, greyLevelAt } from './grey-image';

/**
 * Barcodes painted out before reading (docs/decisions/044). Tickets, passes and app screens
 * carry them beside the text, and tesseract takes their bars for letters: a whole line of text
 * above one is lost ("iin" for "27/11/2026 07:59 - 23:59"), and their bars, running down the
 * image, make a level photo look sideways.
 *
 * A barcode is where, block after block, the edges all face one way (the bars, at any tilt) and
 * are dense (many bars). Letters have edges facing every way; a ruled line or a paper's edge is
 * one edge, not dense. Found blocks that join into a region of a barcode's size are filled with
 * the light between the bars.
 */

/** Block side in pixels: several bars across at the reader's working width. */
const BLOCK = 16;
/** Share of a block's pixels on a strong edge: bars are dense. */
const MIN_EDGE_SHARE = 0.2;
/** A grey step this large (of 255, across two pixels) is an edge. */
const EDGE_STEP = 48;
/** How much the edges agree on one direction (structure tensor coherence, 0–1). */
const MIN_COHERENCE = 0.75;
/**
 * A barcode's bars are long and many: its region spans at least this many blocks along the bars
 * and across them, and fills most of its outline. A word in large bold type has coherent strokes
 * too, but no longer than a line of text is tall.
 */
const MIN_ALONG_BARS = 4;
const MIN_ACROSS_BARS = 5;
const MIN_FILL = 0.5;

interface BlockStats {
  edgeShare: number;
  coherence: number;
  /** Sums of the gradient's products over the block's edge pixels (its structure tensor). */
  xx: number;
  yy: number;
  xy: number;
}

function blockStats(image: GreyImage, bx: number, by: number): BlockStats {
  const { data, width, height } = image;
  let xx = 0;
  let yy = 0;
  let xy = 0;
  let edges = 0;
  let pixels = 0;
  const x1 = Math.min(width - 1, (bx + 1) * BLOCK);
  const y1 = Math.min(height - 1, (by + 1) * BLOCK);
  for (let y = Math.max(1, by * BLOCK); y < y1; y++) {
    for (let x = Math.max(1, bx * BLOCK); x < x1; x++) {
      const at = y * width + x;
      const gx = (data[at + 1] ?? 0) - (data[at - 1] ?? 0);
      const gy = (data[at + width] ?? 0) - (data[at - width] ?? 0);
      pixels++;
      if (Math.abs(gx) + Math.abs(gy) < EDGE_STEP) continue;
      edges++;
      xx += gx * gx;
      yy += gy * gy;
      xy += gx * gy;
    }
  }
  const energy = xx + yy;
  return {
    edgeShare: pixels ? edges / pixels : 0,
    coherence: energy ? Math.sqrt((xx - yy) ** 2 + 4 * xy * xy) / energy : 0,
    xx,
    yy,
    xy,
  };
}

/** The blocks left, right, above and below a block, within the grid. */
function neighbours(block: number, columns: number, rows: number): number[] {
  const [bx, by] = [block % columns, Math.floor(block / columns)];
  return [
    bx > 0 ? block - 1 : -1,
    bx < columns - 1 ? block + 1 : -1,
    by > 0 ? block - columns : -1,
    by < rows - 1 ? block + columns : -1,
  ].filter((next) => next >= 0);
}

/** Groups of 4-connected marked blocks. */
function regions(marked: Uint8Array, columns: number, rows: number): number[][] {
  const seen = new Uint8Array(marked.length);
  const found: number[][] = [];
  for (let start = 0; start < marked.length; start++) {
    if (!marked[start] || seen[start]) continue;
    const region: number[] = [];
    const stack = [start];
    seen[start] = 1;
    while (stack.length) {
      const block = stack.pop() as number;
      region.push(block);
      for (const next of neighbours(block, columns, rows))
        if (marked[next] && !seen[next]) {
          seen[next] = 1;
          stack.push(next);
        }
    }
    found.push(region);
  }
  return found;
}

/** The light between the bars: the 90th percentile of the region's pixels. */
function lightOf(image: GreyImage, blocks: number[], columns: number): number {
  const level = greyLevelAt(image, 0.9, (visit) => {
    for (const block of blocks) {
      const bx = block % columns;
      const by = Math.floor(block / columns);
      for (let y = by * BLOCK; y < Math.min(image.height, (by + 1) * BLOCK); y++)
        for (let x = bx * BLOCK; x < Math.min(image.width, (bx + 1) * BLOCK); x++) visit(x, y);
    }
  });
  return level ?? 255;
}

/**
 * A neighbouring block with a few edges mostly facing the bars' way holds their ends (the bars'
 * tops, facing the other way, make it less coherent than the middle).
 */
const MIN_END_SHARE = 0.04;
const MIN_END_COHERENCE = 0.55;

/** Long along the bars, wide across them, and solid: the shape of a barcode, at any tilt. */
function isBarcodeShaped(region: number[], stats: BlockStats[], columns: number): boolean {
  if (region.length < MIN_ALONG_BARS * MIN_ACROSS_BARS * MIN_FILL) return false;
  let [xx, yy, xy] = [0, 0, 0];
  for (const block of region) {
    xx += stats[block]!.xx;
    yy += stats[block]!.yy;
    xy += stats[block]!.xy;
  }
  // The edges' main direction runs across the bars.
  const across = 0.5 * Math.atan2(2 * xy, xx - yy);
  const [cos, sin] = [Math.cos(across), Math.sin(across)];
  const extent = (project: (x: number, y: number) => number) => {
    const values = region.map((block) => project(block % columns, Math.floor(block / columns)));
    return Math.max(...values) - Math.min(...values) + 1;
  };
  const acrossBars = extent((x, y) => x * cos + y * sin);
  const alongBars = extent((x, y) => y * cos - x * sin);
  return (
    alongBars >= MIN_ALONG_BARS &&
    acrossBars >= MIN_ACROSS_BARS &&
    region.length >= MIN_FILL * alongBars * acrossBars
  );
}

/** A copy of the image with every barcode filled with its background; the same image when there is none. */
export function blankBarcodes(image: GreyImage): GreyImage {
  const columns = Math.floor(image.width / BLOCK);
  const rows = Math.floor(image.height / BLOCK);
  if (columns < 2 || rows < 2) return image;
  const stats: BlockStats[] = [];
  const marked = new Uint8Array(columns * rows);
  for (let by = 0; by < rows; by++)
    for (let bx = 0; bx < columns; bx++) {
      const block = blockStats(image, bx, by);
      stats.push(block);
      if (block.edgeShare >= MIN_EDGE_SHARE && block.coherence >= MIN_COHERENCE)
        marked[by * columns + bx] = 1;
    }
  const barcodes = regions(marked, columns, rows).filter((region) => isBarcodeShaped(region, stats, columns));
  if (!barcodes.length) return image;
  const data = new Uint8Array(image.data);
  for (const region of barcodes) {
    const light = lightOf(image, region, columns);
    const filled = new Set(region);
    // A bar's end spills into the next block: a neighbour whose few edges face the same way goes too.
    for (const block of region)
      for (const next of neighbours(block, columns, rows)) {
        const near = stats[next]!;
        if (near.edgeShare >= MIN_END_SHARE && near.coherence >= MIN_END_COHERENCE) filled.add(next);
      }
    for (const block of filled) {
      const bx = block % columns;
      const by = Math.floor(block / columns);
      for (let y = by * BLOCK; y < Math.min(image.height, (by + 1) * BLOCK); y++)
        data.fill(
          light,
          y * image.width + bx * BLOCK,
          y * image.width + Math.min(image.width, (bx + 1) * BLOCK),
        );
    }
  }
  return { ...image, data };
}
