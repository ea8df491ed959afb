/**
 * Estimates how far the text in a photo is tilted, once, so the image can be levelled before OCR
 * (docs/decisions/004: cheaper than re-running OCR on rotated copies). Tesseract's page segmentation
 * finds nothing on tickets tilted more than about 5 degrees.
 *
 * Method: projection profiles. Take the "ink" (pixels clearly darker than their neighbourhood, so
 * dark car seats and shadows do not count), project it onto the vertical axis for a range of
 * candidate angles, and keep the angle whose profile is sharpest: level text lines give tall
 * peaks with empty gaps between them.
 */

const SEARCH_DEGREES = 40;
const COARSE_STEP = 1;
const FINE_STEP = 0.25;
/** Enough ink pixels for a sharp profile; more only costs time. */
const MAX_INK_PIXELS = 25_000;
const LOCAL_RADIUS = 7;
const INK_CONTRAST = 20;
const MIN_INK_PIXELS = 400;
/** The best angle must beat "no rotation" clearly, or noise would tilt level images. */
const MIN_GAIN = 1.08;

/** Coordinates of ink pixels in a greyscale image (one byte per pixel). */
function inkPixels(grey: Uint8Array, width: number, height: number): { xs: Int32Array; ys: Int32Array } {
  const stride = width + 1;
  const integral = new Float64Array(stride * (height + 1));
  for (let y = 0; y < height; y++) {
    let rowSum = 0;
    for (let x = 0; x < width; x++) {
      rowSum += grey[y * width + x] ?? 0;
      integral[(y + 1) * stride + x + 1] = (integral[y * stride + x + 1] ?? 0) + rowSum;
    }
  }
  const xs = new Int32Array(width * height);
  const ys = new Int32Array(width * height);
  let count = 0;
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - LOCAL_RADIUS);
    const y1 = Math.min(height, y + LOCAL_RADIUS + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - LOCAL_RADIUS);
      const x1 = Math.min(width, x + LOCAL_RADIUS + 1);
      const sum =
        (integral[y1 * stride + x1] ?? 0) -
        (integral[y0 * stride + x1] ?? 0) -
        (integral[y1 * stride + x0] ?? 0) +
        (integral[y0 * stride + x0] ?? 0);
      const localMean = sum / ((x1 - x0) * (y1 - y0));
      if ((grey[y * width + x] ?? 0) < localMean - INK_CONTRAST) {
        xs[count] = x;
        ys[count] = y;
        count++;
      }
    }
  }
  // Thin evenly to at most MAX_INK_PIXELS: the profile's shape survives, the cost does not.
  const step = Math.max(1, Math.ceil(count / MAX_INK_PIXELS));
  const kept = Math.ceil(count / step);
  const keptXs = new Int32Array(kept);
  const keptYs = new Int32Array(kept);
  for (let i = 0, k = 0; i < count; i += step, k++) {
    keptXs[k] = xs[i] ?? 0;
    keptYs[k] = ys[i] ?? 0;
  }
  return { xs: keptXs, ys: keptYs };
}

/** Sharpness of the row profile after rotating the ink by `degrees`. */
function profileSharpness(xs: Int32Array, ys: Int32Array, degrees: number, span: number): number {
  const radians = (degrees * Math.PI) / 180;
  const sin = Math.sin(radians);
  const cos = Math.cos(radians);
  const rows = new Float64Array(2 * span + 2);
  for (let i = 0; i < xs.length; i++) {
    const row = Math.round((ys[i] ?? 0) * cos - (xs[i] ?? 0) * sin) + span;
    rows[row] = (rows[row] ?? 0) + 1;
  }
  let sharpness = 0;
  for (let i = 1; i < rows.length; i++) {
    const step = (rows[i] ?? 0) - (rows[i - 1] ?? 0);
    sharpness += step * step;
  }
  return sharpness;
}

/** Text lines running down the image must be this much sharper than across before a photo is called sideways. */
const SIDEWAYS_GAIN = 1.3;

/** The sharpest row profile within SEARCH_DEGREES of `around` degrees. */
function sharpestNear(xs: Int32Array, ys: Int32Array, around: number, span: number): number {
  let best = 0;
  for (let degrees = around - SEARCH_DEGREES; degrees <= around + SEARCH_DEGREES; degrees += COARSE_STEP)
    best = Math.max(best, profileSharpness(xs, ys, degrees, span));
  return best;
}

export interface TextLines {
  /**
   * Degrees to rotate the image clockwise (sharp's `rotate` convention) to level its text; 0 when
   * the image is level, has too little ink to tell, or no angle is clearly better.
   */
  skew: number;
  /**
   * The lines run down the image rather than across it: a photo taken sideways. Tesseract's
   * orientation detection is often unsure of exactly these (light text on a dark screen,
   * shadowed or faded print), yet their lines still show which way they run (docs/decisions/042).
   */
  runsDown: boolean;
}

/**
 * How the text lines of a photo lie, from one pass over its ink. Expects a small greyscale copy
 * (about 500 px wide keeps this under ~20 ms).
 */
export function measureTextLines(grey: Uint8Array, width: number, height: number): TextLines {
  const { xs, ys } = inkPixels(grey, width, height);
  if (xs.length < MIN_INK_PIXELS) return { skew: 0, runsDown: false };
  const span = Math.ceil(Math.hypot(width, height));
  const level = profileSharpness(xs, ys, 0, span);
  let best = 0;
  let bestSharpness = level;
  const consider = (degrees: number) => {
    const sharpness = profileSharpness(xs, ys, degrees, span);
    if (sharpness > bestSharpness) {
      best = degrees;
      bestSharpness = sharpness;
    }
  };
  for (let degrees = -SEARCH_DEGREES; degrees <= SEARCH_DEGREES; degrees += COARSE_STEP) consider(degrees);
  const across = bestSharpness;
  const runsDown = sharpestNear(xs, ys, 90, span) > SIDEWAYS_GAIN * across;
  const coarse = best;
  for (let degrees = coarse - 0.75; degrees <= coarse + 0.75; degrees += FINE_STEP) consider(degrees);
  if (bestSharpness < level * MIN_GAIN) return { skew: 0, runsDown };
  // The profile angle is the tilt of the text; undoing it is the opposite rotation.
  return { skew: Math.round(-best * 100) / 100 || 0, runsDown };
}

/** The skew alone (see measureTextLines). */
export function estimateSkew(grey: Uint8Array, width: number, height: number): number {
  return measureTextLines(grey, width, height).skew;
}
