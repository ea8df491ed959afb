import type { Paper, Point, Quad } from './find-paper';
import type { GreyImage } from './grey-image';

/**
 * Photographed at an angle, a ticket's rectangle becomes a trapezium: lines of text converge and
 * shrink towards the far edge, and no single rotation levels them (docs/decisions/041). Mapping the
 * paper's four corners back onto a rectangle (a homography) undoes the angle before OCR.
 */

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/** Shoelace area of the quadrilateral. */
export function quadArea(quad: Quad): number {
  let twice = 0;
  for (let i = 0; i < 4; i++) {
    const a = quad[i] as Point;
    const b = quad[(i + 1) % 4] as Point;
    twice += a.x * b.y - b.x * a.y;
  }
  return Math.abs(twice) / 2;
}

/** Whether `p` lies inside the convex quadrilateral (corners in order, either way round). */
export function insideQuad(quad: Quad, p: Point): boolean {
  let sign = 0;
  for (let i = 0; i < 4; i++) {
    const a = quad[i] as Point;
    const b = quad[(i + 1) % 4] as Point;
    const cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
    if (cross === 0) continue;
    if (sign === 0) sign = Math.sign(cross);
    else if (Math.sign(cross) !== sign) return false;
  }
  return true;
}

/**
 * The share of the paper's box outside its corners' outline that is as bright as paper. A sheet
 * seen at an angle leaves the box's corners to the (darker) surface around it: near 0. A bright
 * patch of background joined to the paper (a beam of light, a white dashboard) sticks out of the
 * outline: the corners found are not the paper's.
 */
export function brightOutside(grey: Uint8Array, width: number, paper: Paper): number {
  let outside = 0;
  let bright = 0;
  for (let y = paper.top; y < paper.top + paper.height; y++) {
    for (let x = paper.left; x < paper.left + paper.width; x++) {
      if (insideQuad(paper.corners, { x, y })) continue;
      outside++;
      if ((grey[y * width + x] ?? 0) > paper.threshold) bright++;
    }
  }
  return outside === 0 ? 0 : bright / outside;
}

/**
 * How far the outline is from a rectangle seen straight on: 0 for a rectangle (turned or not),
 * 0.3 when the far edge is 30% shorter than the near one (either pair of opposite sides).
 */
export function keystone([topLeft, topRight, bottomRight, bottomLeft]: Quad): number {
  const ratio = (a: number, b: number) => 1 - Math.min(a, b) / Math.max(a, b, 1e-9);
  return Math.max(
    ratio(distance(topLeft, topRight), distance(bottomLeft, bottomRight)),
    ratio(distance(topLeft, bottomLeft), distance(topRight, bottomRight)),
  );
}

/** Solves A x = b by Gaussian elimination with partial pivoting; null when singular. */
function solve(a: number[][], b: number[]): number[] | null {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] as number]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++)
      if (Math.abs(m[row]?.[col] ?? 0) > Math.abs(m[pivot]?.[col] ?? 0)) pivot = row;
    if (Math.abs(m[pivot]?.[col] ?? 0) < 1e-9) return null;
    [m[col], m[pivot]] = [m[pivot] as number[], m[col] as number[]];
    const top = m[col] as number[];
    for (let row = 0; row < n; row++) {
      if (row === col) continue;
      const current = m[row] as number[];
      const factor = (current[col] ?? 0) / (top[col] ?? 1);
      for (let k = col; k <= n; k++) current[k] = (current[k] ?? 0) - factor * (top[k] ?? 0);
    }
  }
  return m.map((row, i) => (row[n] ?? 0) / (row[i] ?? 1));
}

/** The homography taking the corners of a width × height rectangle onto `quad` (8 coefficients). */
export function rectangleToQuad(quad: Quad, width: number, height: number): number[] | null {
  const from: Point[] = [
    { x: 0, y: 0 },
    { x: width, y: 0 },
    { x: width, y: height },
    { x: 0, y: height },
  ];
  const a: number[][] = [];
  const b: number[] = [];
  for (let i = 0; i < 4; i++) {
    const { x: u, y: v } = from[i] as Point;
    const { x, y } = quad[i] as Point;
    a.push([u, v, 1, 0, 0, 0, -u * x, -v * x]);
    b.push(x);
    a.push([0, 0, 0, u, v, 1, -u * y, -v * y]);
    b.push(y);
  }
  return solve(a, b);
}

export interface Margins {
  /** Shares of the rectangle's height kept above and below it, and of its width cut from each side. */
  above: number;
  below: number;
  inset: number;
}

/**
 * The paper inside `quad`, seen straight on: a rectangle as wide as the quad's longer horizontal
 * side and as tall as its longer vertical side, sampled bilinearly. Points outside the photo take
 * `fill`. Null when the corners do not make a quadrilateral.
 */
export function warpToRectangle(
  image: GreyImage,
  quad: Quad,
  margins: Margins,
  fill: number,
): GreyImage | null {
  const [topLeft, topRight, bottomRight, bottomLeft] = quad;
  const paperWidth = Math.max(distance(topLeft, topRight), distance(bottomLeft, bottomRight));
  const paperHeight = Math.max(distance(topLeft, bottomLeft), distance(topRight, bottomRight));
  const h = rectangleToQuad(quad, paperWidth, paperHeight);
  if (!h || paperWidth < 8 || paperHeight < 8) return null;
  const [h0 = 0, h1 = 0, h2 = 0, h3 = 0, h4 = 0, h5 = 0, h6 = 0, h7 = 0] = h;
  const left = paperWidth * margins.inset;
  const top = -paperHeight * margins.above;
  const width = Math.round(paperWidth * (1 - 2 * margins.inset));
  const height = Math.round(paperHeight * (1 + margins.above + margins.below));
  const data = new Uint8Array(width * height);
  const { data: src, width: sw, height: sh } = image;
  for (let row = 0; row < height; row++) {
    const v = top + row;
    for (let col = 0; col < width; col++) {
      const u = left + col;
      const w = h6 * u + h7 * v + 1;
      const x = (h0 * u + h1 * v + h2) / w;
      const y = (h3 * u + h4 * v + h5) / w;
      const x0 = Math.floor(x);
      const y0 = Math.floor(y);
      if (x0 < 0 || y0 < 0 || x0 >= sw - 1 || y0 >= sh - 1) {
        data[row * width + col] = fill;
        continue;
      }
      const fx = x - x0;
      const fy = y - y0;
      const at = y0 * sw + x0;
      const upper = (src[at] ?? 0) * (1 - fx) + (src[at + 1] ?? 0) * fx;
      const lower = (src[at + sw] ?? 0) * (1 - fx) + (src[at + sw + 1] ?? 0) * fx;
      data[row * width + col] = Math.round(upper * (1 - fy) + lower * fy);
    }
  }
  return { data, width, height };
}
