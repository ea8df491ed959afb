import sharp from 'sharp';
import { UPLOAD_MAX_PIXELS } from '#contracts/objects.ts';

// libvips' operation cache would keep decoded photos around between requests; each image is seen once.
sharp.cache(false);
import { blankBarcodes } from './blank-barcodes';
import { measureTextLines } from './estimate-skew';
import type { Box, Quad } from './find-paper';
import { findPaper } from './find-paper';
import type { GreyImage } from './grey-image';
import { brightOutside, keystone, quadArea, warpToRectangle } from './perspective';
import {
  borderMean,
  crop,
  downscale,
  evenBackground,
  joinDots,
  sauvola,
  invertDarkBands,
  rotate,
  stretchContrast,
  toPgm,
} from './grey-image';

/** Decoding more than this many pixels is refused (decompression bombs): the uploads' cap (docs/decisions/045). */
export const MAX_INPUT_PIXELS = UPLOAD_MAX_PIXELS;
/**
 * Working width: narrow images are enlarged to at least MIN_WIDTH (small text reads better
 * bigger), photos wider than MAX_WIDTH are halved until they fit. Phone screenshots (828–1170 px)
 * have large text and read as well at their own size as enlarged, in less time.
 */
const MIN_WIDTH = 1000;
const MAX_WIDTH = 2100;
/** Enlarging a thumbnail further than this only invents blur. */
const MAX_UPSCALE = 4;
/** Skew and paper are measured on a copy this wide: enough lines of text, cheap to scan. */
const SAMPLE_WIDTH = 500;
/** Below this tilt tesseract copes on its own, and rotating would only soften the text. */
const MIN_CORRECTION_DEGREES = 0.4;
/** The middle of a photo, where the ticket is: half its width and height. */
function centre(image: GreyImage): GreyImage {
  return crop(image, {
    left: image.width / 4,
    top: image.height / 4,
    width: image.width / 2,
    height: image.height / 2,
  });
}

export interface PreparedImage {
  /** Greyscale, levelled, contrast-stretched, cropped to the ticket; binary PGM for tesseract. */
  pgm: Buffer;
  width: number;
  height: number;
  /** Degrees the image was rotated clockwise to level the text (0 when already level). */
  skewCorrection: number;
  /** Where the ticket was found in the levelled image; null when the whole image was kept. */
  paper: Box | null;
  /** Its text lines run down the image: the photo was taken sideways (docs/decisions/042). */
  sideways: boolean;
}

export class ImageDecodeError extends Error {
  override readonly name = 'ImageDecodeError';
}

export function targetWidth(width: number): number {
  if (width < MIN_WIDTH) return Math.min(MIN_WIDTH, Math.round(width * MAX_UPSCALE));
  // Halving suits JPEG: the decoder shrinks by powers of two while decoding, far cheaper than
  // decoding all 12 MP and resampling (3000 px to 1500: ~60 ms; to 1800: ~300 ms).
  let target = width;
  while (target > MAX_WIDTH) target /= 2;
  return Math.round(target);
}

/** Quarter turns clockwise, for a photo taken sideways or upside down (found by orientation.ts). */
export type Turn = 0 | 90 | 180 | 270;

/** Decodes JPEG/PNG/WebP with EXIF orientation applied, to greyscale at the width OCR wants. */
async function decode(input: Buffer, turn: Turn): Promise<GreyImage> {
  const options = { autoOrient: true, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;
  try {
    const metadata = await sharp(input, options).metadata();
    const upright = {
      width: metadata.autoOrient?.width ?? metadata.width,
      height: metadata.autoOrient?.height ?? metadata.height,
    };
    const width = turn === 90 || turn === 270 ? upright.height : upright.width;
    const { data, info } = await sharp(input, options)
      .rotate(turn)
      .flatten({ background: '#ffffff' })
      .resize({ width: targetWidth(width), kernel: 'lanczos3' })
      .toColourspace('b-w')
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    throw new ImageDecodeError(`The image could not be decoded: ${(error as Error).message}`);
  }
}

/**
 * The paper's box in full-size coordinates. The sides are pulled in a little so the paper's
 * vertical edges are left out (they are what confuses tesseract); top and bottom are let out,
 * because a coloured band across the ticket ("PAY & DISPLAY" in white on blue) splits the bright
 * paper and would otherwise be cut off.
 */
async function paperBox(image: GreyImage): Promise<Box | null> {
  const sample = await downscale(image, SAMPLE_WIDTH);
  const found = findPaper(sample.data, sample.width, sample.height);
  if (!found) return null;
  const scale = image.width / sample.width;
  const inset = Math.max(4, Math.round(found.width * scale * 0.012));
  const top = Math.max(0, (found.top - found.height * 0.12) * scale);
  const bottom = Math.min(image.height, (found.top + found.height * 1.08) * scale);
  return {
    left: found.left * scale + inset,
    top,
    width: found.width * scale - 2 * inset,
    height: bottom - top,
  };
}

/** Below this the paper is seen nearly straight on, and rotation alone levels its lines. */
const MIN_KEYSTONE = 0.08;
/** The bright region must fill its corners' outline this well to be a sheet of paper (not a torn or covered one). */
const MIN_QUAD_FILL = 0.7;
/** More paper-bright surface than this around the outline: the corners are not the paper's. */
const MAX_BRIGHT_OUTSIDE = 0.15;

/**
 * A ticket photographed at an angle, seen straight on: the paper's corners are found on a small
 * copy and mapped back onto a rectangle (docs/decisions/041). Null when the paper is seen straight
 * on already, or its outline is not a clean quadrilateral.
 */
function straightenPaper(image: GreyImage, sample: GreyImage): GreyImage | null {
  const paper = findPaper(sample.data, sample.width, sample.height);
  if (!paper || keystone(paper.corners) < MIN_KEYSTONE) return null;
  if (paper.size < MIN_QUAD_FILL * quadArea(paper.corners)) return null;
  if (brightOutside(sample.data, sample.width, paper) > MAX_BRIGHT_OUTSIDE) return null;
  const scale = image.width / sample.width;
  const corners = paper.corners.map(({ x, y }) => ({ x: (x + 0.5) * scale, y: (y + 0.5) * scale })) as Quad;
  // As paperBox: the side edges are left out, a band above and below let in.
  return warpToRectangle(image, corners, { above: 0.12, below: 0.08, inset: 0.012 }, borderMean(image));
}

/**
 * How hard to look: plain (the first read); evened (shadows and shading removed); joined (evened,
 * and the dots of dot-matrix or low-ink print joined into strokes); binarised (Sauvola's local
 * threshold: faded print, dark screens photographed, shadows). Each later look is only for a photo
 * the earlier ones could not read, and sees a ticket photographed at an angle straight on
 * (docs/decisions/040, 041).
 */
export type Look = 'plain' | 'evened' | 'joined' | 'binarised';

/**
 * The last step of a later look: the dots of dot-matrix and low-ink print joined into strokes
 * (040), or every pixel judged against its own neighbourhood (041).
 */
function finish(image: GreyImage, look: Look): GreyImage {
  if (look === 'joined') return joinDots(image);
  if (look === 'binarised') return sauvola(image);
  return image;
}

/**
 * Turns an uploaded photo or screenshot into the image tesseract reads. Skew is estimated once on
 * a small copy and corrected before OCR (docs/decisions/004); a later `look` also evens out the
 * paper's brightness, straightens a ticket photographed at an angle, and joins dots or thresholds
 * locally. Throws ImageDecodeError for anything sharp cannot decode or that exceeds the pixel limit.
 */
export async function prepareImage(
  input: Buffer,
  turn: Turn = 0,
  look: Look = 'plain',
): Promise<PreparedImage> {
  const later = look !== 'plain';
  // Sauvola's threshold does its own evening out, per neighbourhood.
  const evenShading = later && look !== 'binarised';
  const decoded = await decode(input, turn);
  // Barcodes go first: their bars hide the text beside them and look like lines running down (044).
  const image: GreyImage = blankBarcodes({ ...decoded, data: stretchContrast(decoded.data) });
  // A later look also sees a ticket photographed at an angle straight on (041). Its outline is
  // found before evening out, which makes the surface around the paper as bright as the paper.
  const straightened = later ? straightenPaper(image, await downscale(image, SAMPLE_WIDTH)) : null;
  // A later look is for a photo read as nothing: shadows (blinds, a hand, side light) and greying
  // thermal paper leave parts of the ticket darker, and tesseract's one threshold loses what is
  // printed there, so the paper is evened out (docs/decisions/012, 040).
  const placed = straightened
    ? {
        image: evenShading ? evenBackground(straightened) : straightened,
        skewCorrection: 0,
        paper: null,
        sideways: false,
      }
    : await levelAndCrop(evenShading ? evenBackground(image) : image, evenShading);
  // White on black (an operator's banner, an app in dark mode) becomes black on white.
  const prepared = finish(invertDarkBands(placed.image), look);
  const { skewCorrection, paper, sideways } = placed;
  return {
    pgm: toPgm(prepared),
    width: prepared.width,
    height: prepared.height,
    skewCorrection,
    paper,
    sideways,
  };
}

/**
 * Levels the text (skew measured on a small copy) and crops to the paper. Once evened out, the
 * skew is measured in the middle of the photo, on the ticket: the stripes of a blind's shadow
 * left on the surface around it would read as tilted lines of text.
 */
async function levelAndCrop(image: GreyImage, evened: boolean) {
  const sample = await downscale(image, SAMPLE_WIDTH);
  const measured = evened ? centre(sample) : sample;
  const { skew, runsDown } = measureTextLines(measured.data, measured.width, measured.height);
  const skewCorrection = Math.abs(skew) >= MIN_CORRECTION_DEGREES ? skew : 0;
  const level = skewCorrection !== 0 ? await rotate(image, skewCorrection, borderMean(image)) : image;
  const paper = await paperBox(level);
  return { image: paper ? crop(level, paper) : level, skewCorrection, paper, sideways: runsDown };
}
