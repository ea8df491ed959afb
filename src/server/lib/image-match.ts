import sharp from 'sharp';
import { UPLOAD_MAX_PIXELS } from '#contracts/objects.ts';

/**
 * Is one image a copy of another (re-encoded, resized, cropped a little, bytes appended), or a
 * different picture that merely looks alike (another ticket of the same layout)? A perceptual hash
 * cannot tell: it keeps the layout and drops the print, so two tickets from one machine hash alike.
 * This aligns the two pictures (scale and shift, found from their row and column brightness
 * profiles) and compares them tile by tile: a copy differs by compression noise everywhere, a
 * different ticket differs a lot where its print differs, even by one character.
 * See docs/decisions/011-near-duplicate-tickets.md for the measurements behind the numbers.
 */

/** Both pictures are compared at this width, blurred a little so resampling edges do not count. */
const WORK_WIDTH = 400;
const BLUR_SIGMA = 1;
const TILE = 8;
/** Scales searched (second picture relative to the first, after both are brought to WORK_WIDTH). */
const MIN_SCALE = 0.8;
const MAX_SCALE = 1.25;
/** Shifts searched, as a share of the length: a light crop moves content by a few per cent. */
const MAX_SHIFT = 0.2;
/** The pictures must overlap this much of each: a tight crop of a detail is not "lightly cropped". */
const MIN_OVERLAP = 0.75;
/** The uploads' decoded size cap (docs/decisions/045). */
const MAX_INPUT_PIXELS = UPLOAD_MAX_PIXELS;

/** A greyscale picture prepared for matching. */
export interface MatchImage {
  data: Float32Array;
  width: number;
  height: number;
  rows: Float64Array;
  cols: Float64Array;
}

export interface ImageComparison {
  /** Mean absolute grey difference (0–255) of the worst 8×8 tile after alignment; Infinity when they do not overlap enough. */
  worstTile: number;
  /** Scale and shift of the second picture onto the first. */
  scale: number;
  shiftX: number;
  shiftY: number;
  overlap: number;
}

export async function prepareForMatching(image: Buffer): Promise<MatchImage> {
  const { data, info } = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .autoOrient()
    .flatten({ background: '#ffffff' })
    .resize({ width: WORK_WIDTH })
    .blur(BLUR_SIGMA)
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 1) throw new Error(`Expected one channel, got ${info.channels}`);
  const { width, height } = info;
  const grey = Float32Array.from(data);
  const rows = new Float64Array(height);
  const cols = new Float64Array(width);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const value = grey[y * width + x]!;
      rows[y]! += value / width;
      cols[x]! += value / height;
    }
  }
  return { data: grey, width, height, rows, cols };
}

/** Linear interpolation in a profile; NaN outside it. */
function at(profile: Float64Array, position: number): number {
  const index = Math.floor(position);
  if (index < 0 || index + 1 >= profile.length) return Number.NaN;
  const fraction = position - index;
  return profile[index]! * (1 - fraction) + profile[index + 1]! * fraction;
}

/** Normalised correlation of a(scale·i + shift) with b(i) over the part of b that lands inside a. */
function correlation(a: Float64Array, b: Float64Array, scale: number, shift: number): number {
  let n = 0;
  let sa = 0;
  let sb = 0;
  let saa = 0;
  let sbb = 0;
  let sab = 0;
  for (let i = 0; i < b.length; i++) {
    const va = at(a, scale * i + shift);
    if (Number.isNaN(va)) continue;
    const vb = b[i]!;
    n++;
    sa += va;
    sb += vb;
    saa += va * va;
    sbb += vb * vb;
    sab += va * vb;
  }
  if (n < b.length * MIN_OVERLAP) return -1;
  const covariance = sab - (sa * sb) / n;
  const varA = saa - (sa * sa) / n;
  const varB = sbb - (sb * sb) / n;
  return covariance / Math.sqrt(varA * varB + 1e-9);
}

function bestShift(a: Float64Array, b: Float64Array, scale: number, from: number, to: number, step: number) {
  let best = { shift: 0, score: -2 };
  for (let shift = from; shift <= to; shift += step) {
    const score = correlation(a, b, scale, shift);
    if (score > best.score) best = { shift, score };
  }
  return best;
}

/** Every other sample, for the coarse search. */
function halve(profile: Float64Array): Float64Array {
  const half = new Float64Array(Math.floor(profile.length / 2));
  for (let i = 0; i < half.length; i++) half[i] = (profile[2 * i]! + profile[2 * i + 1]!) / 2;
  return half;
}

/** Scale and shifts that map the second picture onto the first: coarse on halved profiles, then fine. */
function align(a: MatchImage, b: MatchImage) {
  const [aRows, aCols, bRows, bCols] = [halve(a.rows), halve(a.cols), halve(b.rows), halve(b.cols)];
  const rowRange = Math.ceil(aRows.length * MAX_SHIFT);
  const colRange = Math.ceil(aCols.length * MAX_SHIFT);
  let coarse = { scale: 1, shiftY: 0, shiftX: 0, score: -4 };
  for (let k = Math.floor(Math.log(MIN_SCALE) / Math.log(1.005)); 1.005 ** k <= MAX_SCALE; k++) {
    const scale = 1.005 ** k;
    const r = bestShift(aRows, bRows, scale, -rowRange, rowRange, 1);
    const c = bestShift(aCols, bCols, scale, -colRange, colRange, 1);
    if (r.score + c.score > coarse.score)
      coarse = { scale, shiftY: r.shift, shiftX: c.shift, score: r.score + c.score };
  }
  // Refine at full resolution around the coarse answer (shifts double with the resolution).
  let best = { ...coarse, shiftY: coarse.shiftY * 2, shiftX: coarse.shiftX * 2, score: -4 };
  const centre = best;
  for (let scale = centre.scale * 0.994; scale <= centre.scale * 1.006; scale += centre.scale * 0.0005) {
    const r = bestShift(a.rows, b.rows, scale, centre.shiftY - 4, centre.shiftY + 4, 0.1);
    const c = bestShift(a.cols, b.cols, scale, centre.shiftX - 4, centre.shiftX + 4, 0.1);
    if (r.score + c.score > best.score)
      best = { scale, shiftY: r.shift, shiftX: c.shift, score: r.score + c.score };
  }
  return best;
}

/** Aligns `b` onto `a` and measures the worst local difference between them. */
export function compareImages(a: MatchImage, b: MatchImage): ImageComparison {
  const { scale, shiftX, shiftY } = align(a, b);
  const sample = (x: number, y: number) => {
    const bx = (x - shiftX) / scale;
    const by = (y - shiftY) / scale;
    const ix = Math.floor(bx);
    const iy = Math.floor(by);
    if (ix < 0 || iy < 0 || ix + 1 >= b.width || iy + 1 >= b.height) return Number.NaN;
    const fx = bx - ix;
    const fy = by - iy;
    const i = iy * b.width + ix;
    return (
      b.data[i]! * (1 - fx) * (1 - fy) +
      b.data[i + 1]! * fx * (1 - fy) +
      b.data[i + b.width]! * (1 - fx) * fy +
      b.data[i + b.width + 1]! * fx * fy
    );
  };

  // Brightness and contrast of b matched to a over the overlap, so a lightened copy is still a copy.
  let n = 0;
  let sa = 0;
  let sb = 0;
  let saa = 0;
  let sbb = 0;
  for (let y = 0; y < a.height; y++) {
    for (let x = 0; x < a.width; x++) {
      const vb = sample(x, y);
      if (Number.isNaN(vb)) continue;
      const va = a.data[y * a.width + x]!;
      n++;
      sa += va;
      sb += vb;
      saa += va * va;
      sbb += vb * vb;
    }
  }
  const overlap = Math.min(n / (a.width * a.height), n / (b.width * b.height * scale * scale));
  if (n === 0 || overlap < MIN_OVERLAP)
    return { worstTile: Number.POSITIVE_INFINITY, scale, shiftX, shiftY, overlap };
  const meanA = sa / n;
  const meanB = sb / n;
  const sdA = Math.sqrt(Math.max(saa / n - meanA * meanA, 0));
  const sdB = Math.sqrt(Math.max(sbb / n - meanB * meanB, 0));
  const gain = sdB > 1 ? sdA / sdB : 1;

  const tilesX = Math.floor(a.width / TILE);
  const tilesY = Math.floor(a.height / TILE);
  let worstTile = 0;
  for (let ty = 0; ty < tilesY; ty++) {
    for (let tx = 0; tx < tilesX; tx++) {
      let sum = 0;
      let count = 0;
      for (let y = ty * TILE; y < (ty + 1) * TILE; y++) {
        for (let x = tx * TILE; x < (tx + 1) * TILE; x++) {
          const vb = sample(x, y);
          if (Number.isNaN(vb)) continue;
          sum += Math.abs((vb - meanB) * gain + meanA - a.data[y * a.width + x]!);
          count++;
        }
      }
      // Tiles cut by the edge of the overlap are left out: only whole tiles are compared.
      if (count === TILE * TILE) worstTile = Math.max(worstTile, sum / count);
    }
  }
  return { worstTile, scale, shiftX, shiftY, overlap };
}
