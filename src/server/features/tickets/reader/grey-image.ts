import type { Sharp } from 'sharp';
import sharp from 'sharp';
import type { Box } from './find-paper';

/** One byte per pixel, row by row. Small pixel operations are done here in JS: cheaper than sharp round trips. */
export interface GreyImage {
  data: Uint8Array;
  width: number;
  height: number;
}

const rawOf = (image: GreyImage) => ({
  raw: { width: image.width, height: image.height, channels: 1 as const },
});

async function fromSharp(pipeline: Sharp): Promise<GreyImage> {
  const { data, info } = await pipeline.toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** A smaller copy for measuring (skew, paper): a few hundred pixels wide is plenty. */
export function downscale(image: GreyImage, width: number): Promise<GreyImage> {
  if (image.width <= width) return Promise.resolve(image);
  return fromSharp(sharp(image.data, rawOf(image)).resize({ width }));
}

/** Rotates clockwise by `degrees`, filling the uncovered corners with `fill`. */
export function rotate(image: GreyImage, degrees: number, fill: number): Promise<GreyImage> {
  return fromSharp(
    sharp(image.data, rawOf(image)).rotate(degrees, { background: { r: fill, g: fill, b: fill } }),
  );
}

/**
 * Maps the 1st–99th percentile of grey levels onto 0–255, so dim photos and grey screenshots give
 * tesseract the same black-on-white contrast; a few specks of glare or shadow do not set the range.
 * (sharp's normalise() on a 3 MP raw image took 150–450 ms; this takes a few.)
 */
export function stretchContrast(grey: Uint8Array): Uint8Array {
  const histogram = new Uint32Array(256);
  for (let i = 0; i < grey.length; i++) {
    const level = grey[i] ?? 0;
    histogram[level] = (histogram[level] ?? 0) + 1;
  }
  const percentile = (fraction: number) => {
    let seen = 0;
    for (let level = 0; level < 256; level++) {
      seen += histogram[level] ?? 0;
      if (seen >= grey.length * fraction) return level;
    }
    return 255;
  };
  const low = percentile(0.01);
  const high = Math.max(percentile(0.99), low + 1);
  const table = new Uint8Array(256);
  for (let level = 0; level < 256; level++) {
    table[level] = Math.max(0, Math.min(255, Math.round(((level - low) * 255) / (high - low))));
  }
  const out = new Uint8Array(grey.length);
  for (let i = 0; i < grey.length; i++) out[i] = table[grey[i] ?? 0] ?? 0;
  return out;
}

/** Mean of the outermost pixels: fills corners uncovered by rotation without drawing hard edges. */
export function borderMean({ data, width, height }: GreyImage): number {
  let sum = 0;
  let count = 0;
  for (let x = 0; x < width; x++) {
    sum += (data[x] ?? 0) + (data[(height - 1) * width + x] ?? 0);
    count += 2;
  }
  for (let y = 0; y < height; y++) {
    sum += (data[y * width] ?? 0) + (data[y * width + width - 1] ?? 0);
    count += 2;
  }
  return Math.round(sum / Math.max(1, count));
}

export function crop(image: GreyImage, box: Box): GreyImage {
  const left = Math.max(0, Math.min(image.width - 1, Math.round(box.left)));
  const top = Math.max(0, Math.min(image.height - 1, Math.round(box.top)));
  const width = Math.max(1, Math.min(image.width - left, Math.round(box.width)));
  const height = Math.max(1, Math.min(image.height - top, Math.round(box.height)));
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const from = (top + y) * image.width + left;
    data.set(image.data.subarray(from, from + width), y * width);
  }
  return { data, width, height };
}

/** A row counts as dark when at least this share of its pixels are (text on it is then light). */
const DARK_ROW_SHARE = 0.6;
/** Light rows this thin inside a dark band are letters crossing it, not the band's end. */
const BAND_GAP_ROWS = 3;

/**
 * Inverts horizontal bands that are mostly dark: light text on a dark background (an operator's
 * banner, a dark-mode app screen) is read far better by tesseract as dark on light. Whole rows are
 * judged, so a dark photo background beside the paper (rare after cropping) does not qualify.
 */
export function invertDarkBands(image: GreyImage): GreyImage {
  const { data, width, height } = image;
  const dark = new Uint8Array(height);
  for (let y = 0; y < height; y++) {
    let count = 0;
    const row = y * width;
    for (let x = 0; x < width; x++) if ((data[row + x] ?? 255) < 128) count++;
    dark[y] = count >= width * DARK_ROW_SHARE ? 1 : 0;
  }
  // Bridge thin gaps so a band is inverted whole, letters and all.
  for (let y = 0; y < height; y++) {
    if (dark[y]) continue;
    let end = y;
    while (end < height && !dark[end]) end++;
    if (y > 0 && end < height && end - y <= BAND_GAP_ROWS) dark.fill(1, y, end);
    y = end;
  }
  if (!dark.includes(1)) return image;
  const out = new Uint8Array(data);
  for (let y = 0; y < height; y++) {
    if (!dark[y]) continue;
    const row = y * width;
    for (let x = 0; x < width; x++) out[row + x] = 255 - (data[row + x] ?? 0);
  }
  return { data: out, width, height };
}

/** Binary PGM: tesseract's image library reads it as is, and it costs nothing to encode (PNG took ~200 ms a photo). */
export function toPgm({ data, width, height }: GreyImage): Buffer {
  return Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`, 'ascii'), data]);
}

/**
 * The grey level at or below which `share` of the visited pixels lie (0.5: their median), or null
 * when `pixels` visits none. `pixels` calls `visit` once per pixel wanted.
 */
export function greyLevelAt(
  image: GreyImage,
  share: number,
  pixels: (visit: (x: number, y: number) => void) => void,
): number | null {
  const histogram = new Uint32Array(256);
  let count = 0;
  pixels((x, y) => {
    histogram[image.data[y * image.width + x] ?? 0]!++;
    count++;
  });
  if (count === 0) return null;
  let seen = 0;
  for (let level = 0; level < 256; level++) {
    seen += histogram[level]!;
    if (seen >= share * count) return level;
  }
  return 255;
}

/** The image in a PGM made by toPgm (the pixels are shared, not copied); null for any other buffer. */
export function fromPgm(pgm: Buffer): GreyImage | null {
  const header = /^P5\n(\d+) (\d+)\n255\n/.exec(pgm.subarray(0, 32).toString('latin1'));
  if (!header) return null;
  const [width, height] = [Number(header[1]), Number(header[2])];
  const data = new Uint8Array(pgm.buffer, pgm.byteOffset + header[0].length, width * height);
  return { data, width, height };
}

/** Max (dilate: true) or min over a window of `size` pixels along rows, then along columns. */
function rankFilter(src: Uint8Array, width: number, height: number, size: number, dilate: boolean) {
  const pick = dilate ? Math.max : Math.min;
  const half = Math.floor(size / 2);
  const across = new Uint8Array(src.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      let value = src[row + x] ?? 0;
      for (let k = Math.max(0, x - half); k <= Math.min(width - 1, x + half); k++)
        value = pick(value, src[row + k] ?? 0);
      across[row + x] = value;
    }
  }
  const out = new Uint8Array(src.length);
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < height; y++) {
      let value = across[y * width + x] ?? 0;
      for (let k = Math.max(0, y - half); k <= Math.min(height - 1, y + half); k++)
        value = pick(value, across[k * width + x] ?? 0);
      out[y * width + x] = value;
    }
  }
  return out;
}

/**
 * Joins the dots of dot-matrix and low-ink print into strokes tesseract can read: each pixel takes
 * the darkest level within `size` pixels (a grey erosion of the paper).
 */
export function joinDots(image: GreyImage, size = 3): GreyImage {
  return { ...image, data: rankFilter(image.data, image.width, image.height, size, false) };
}

/** Wider than any stroke of print (bold titles ~8 px at working size), narrower than a blind's shadow. */
const BACKGROUND_WINDOW = 13;

/**
 * Removes shadows that are narrower than the ticket: the stripes of window blinds, a hand's
 * shadow, side light (docs/decisions/040). The paper's brightness at each pixel is a grey closing
 * of the image (the brightest level around it, then the darkest of those: ink strokes vanish,
 * shadows wider than a stroke remain), and each pixel is divided by it.
 */
export function evenBackground(image: GreyImage): GreyImage {
  const { width, height } = image;
  const background = rankFilter(
    rankFilter(image.data, width, height, BACKGROUND_WINDOW, true),
    width,
    height,
    BACKGROUND_WINDOW,
    false,
  );
  const out = new Uint8Array(image.data.length);
  for (let i = 0; i < out.length; i++) {
    const level = Math.max(24, background[i] ?? 255);
    out[i] = Math.min(255, Math.round(((image.data[i] ?? 0) * 255) / level));
  }
  return { data: out, width, height };
}

/**
 * Sauvola's local threshold: each pixel is ink when darker than its neighbourhood's mean, lowered
 * by how little that neighbourhood varies (`mean * (1 + k * (deviation / 128 - 1))`). Paper under
 * a shadow or faded thermal print gets its own threshold, where one global threshold drops it
 * (docs/decisions/041). Means and deviations come from integral images: linear in the pixels.
 */
export function sauvola(image: GreyImage, window = 31, k = 0.3): GreyImage {
  const { data, width, height } = image;
  const stride = width + 1;
  const sum = new Float64Array(stride * (height + 1));
  const squares = new Float64Array(stride * (height + 1));
  for (let y = 0; y < height; y++) {
    let rowSum = 0;
    let rowSquares = 0;
    for (let x = 0; x < width; x++) {
      const level = data[y * width + x] ?? 0;
      rowSum += level;
      rowSquares += level * level;
      sum[(y + 1) * stride + x + 1] = (sum[y * stride + x + 1] ?? 0) + rowSum;
      squares[(y + 1) * stride + x + 1] = (squares[y * stride + x + 1] ?? 0) + rowSquares;
    }
  }
  const half = Math.floor(window / 2);
  const out = new Uint8Array(data.length);
  for (let y = 0; y < height; y++) {
    const top = Math.max(0, y - half);
    const bottom = Math.min(height, y + half + 1);
    for (let x = 0; x < width; x++) {
      const left = Math.max(0, x - half);
      const right = Math.min(width, x + half + 1);
      const count = (bottom - top) * (right - left);
      const area = (table: Float64Array) =>
        (table[bottom * stride + right] ?? 0) -
        (table[top * stride + right] ?? 0) -
        (table[bottom * stride + left] ?? 0) +
        (table[top * stride + left] ?? 0);
      const mean = area(sum) / count;
      const deviation = Math.sqrt(Math.max(0, area(squares) / count - mean * mean));
      const threshold = mean * (1 + k * (deviation / 128 - 1));
      out[y * width + x] = (data[y * width + x] ?? 0) > threshold ? 255 : 0;
    }
  }
  return { data: out, width, height };
}
