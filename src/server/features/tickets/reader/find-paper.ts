/**
 * Finds the ticket in a photo: the largest bright region, as a box. Cropping to just inside it
 * removes the car seat or dashboard around the ticket and the ticket's own edge, which tesseract's
 * page layout otherwise mistakes for lines or pictures, dropping the right-hand column of values
 * beside them ("Expires ........ 12:02" loses its "12:02"). It also leaves less image to read.
 */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** The paper's four corners, clockwise from top left: its outline when photographed at an angle. */
export type Quad = [Point, Point, Point, Point];

/** The largest bright region: its box, its corners, and how many pixels it covers. */
export interface Paper extends Box {
  corners: Quad;
  size: number;
  /** The grey level above which a pixel counted as paper. */
  threshold: number;
}

/** Otsu's threshold: the grey level that best splits the histogram into two classes. */
export function otsuThreshold(grey: Uint8Array): number {
  const histogram = new Float64Array(256);
  for (let i = 0; i < grey.length; i++) {
    const level = grey[i] ?? 0;
    histogram[level] = (histogram[level] ?? 0) + 1;
  }
  let total = 0;
  for (let level = 0; level < 256; level++) total += level * (histogram[level] ?? 0);
  let below = 0;
  let belowSum = 0;
  let best = 0;
  let bestVariance = -1;
  for (let level = 0; level < 256; level++) {
    below += histogram[level] ?? 0;
    if (below === 0) continue;
    const above = grey.length - below;
    if (above === 0) break;
    belowSum += level * (histogram[level] ?? 0);
    const meanBelow = belowSum / below;
    const meanAbove = (total - belowSum) / above;
    const variance = below * above * (meanBelow - meanAbove) ** 2;
    if (variance > bestVariance) {
      bestVariance = variance;
      best = level;
    }
  }
  return best;
}

/** A ticket, even photographed landscape, is not more than this many times wider than tall. */
const MAX_PAPER_ASPECT = 3;

/** The paper's box, or null when the image is all paper (a screenshot), or no paper stands out. */
export function findPaper(grey: Uint8Array, width: number, height: number): Paper | null {
  if (width < 8 || height < 8) return null;
  const threshold = otsuThreshold(grey);
  const seen = new Uint8Array(width * height);
  const stack = new Int32Array(width * height);
  let best: Paper | null = null;
  for (let seed = 0; seed < grey.length; seed++) {
    if (seen[seed] || (grey[seed] ?? 0) <= threshold) continue;
    // Flood-fill one bright region (4-connected), tracking its size and extent.
    let size = 0;
    let top = height;
    let bottom = 0;
    let left = width;
    let right = 0;
    // The corners: the pixels furthest towards each diagonal (x + y and x - y, least and most).
    let topLeft = seed;
    let topRight = seed;
    let bottomRight = seed;
    let bottomLeft = seed;
    let leastSum = Number.POSITIVE_INFINITY;
    let mostSum = Number.NEGATIVE_INFINITY;
    let leastDiff = Number.POSITIVE_INFINITY;
    let mostDiff = Number.NEGATIVE_INFINITY;
    let sp = 0;
    stack[sp++] = seed;
    seen[seed] = 1;
    while (sp > 0) {
      const at = stack[--sp] ?? 0;
      const x = at % width;
      const y = (at - x) / width;
      size++;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
      if (x < left) left = x;
      if (x > right) right = x;
      if (x + y < leastSum) [leastSum, topLeft] = [x + y, at];
      if (x + y > mostSum) [mostSum, bottomRight] = [x + y, at];
      if (x - y > mostDiff) [mostDiff, topRight] = [x - y, at];
      if (x - y < leastDiff) [leastDiff, bottomLeft] = [x - y, at];
      // Unrolled on purpose: this loop visits every pixel of the sample.
      if (y > 0 && !seen[at - width] && (grey[at - width] ?? 0) > threshold) {
        seen[at - width] = 1;
        stack[sp++] = at - width;
      }
      if (y < height - 1 && !seen[at + width] && (grey[at + width] ?? 0) > threshold) {
        seen[at + width] = 1;
        stack[sp++] = at + width;
      }
      if (x > 0 && !seen[at - 1] && (grey[at - 1] ?? 0) > threshold) {
        seen[at - 1] = 1;
        stack[sp++] = at - 1;
      }
      if (x < width - 1 && !seen[at + 1] && (grey[at + 1] ?? 0) > threshold) {
        seen[at + 1] = 1;
        stack[sp++] = at + 1;
      }
    }
    if (!best || size > best.size) {
      const point = (at: number): Point => ({ x: at % width, y: Math.floor(at / width) });
      const corners: Quad = [point(topLeft), point(topRight), point(bottomRight), point(bottomLeft)];
      best = { size, corners, threshold, left, top, width: right - left + 1, height: bottom - top + 1 };
    }
  }
  if (!best) return null;
  const area = width * height;
  const boxArea = best.width * best.height;
  // Mostly paper already (screenshots, scans), or too small to be the ticket (glare, a logo).
  if (boxArea > 0.85 * area || boxArea < 0.08 * area || best.size < 0.5 * boxArea) return null;
  // Edge to edge is a screen's light background below its content (or a full-width scan), not a
  // sheet in a scene: cropping to it would throw the content away (docs/decisions/043).
  if (best.left === 0 && best.width === width) return null;
  // Far wider than tall is a banner (a dark-mode app's light title bar), not a ticket.
  if (best.width > MAX_PAPER_ASPECT * best.height) return null;
  return best;
}
