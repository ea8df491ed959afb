import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { londonTime } from '#server/lib/clock.ts';
import { blankBarcodes } from './blank-barcodes';
import type { GreyImage } from './grey-image';
import { createTicketReader } from './index';

const WIDTH = 720;
const BARS = { top: 184, height: 90, left: 70, right: 600 };

/** Bars of one to four units, as a Code 128 barcode looks, from a fixed seed. */
function barsSvg(): string {
  let seed = 7;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const rects: string[] = [];
  for (let x = BARS.left; x < BARS.right; ) {
    const bar = 2 + Math.floor(next() * 4) * 2;
    const gap = 2 + Math.floor(next() * 3) * 2;
    rects.push(`<rect x="${x}" y="${BARS.top}" width="${bar}" height="${BARS.height}" fill="#111"/>`);
    x += bar + gap;
  }
  return rects.join('');
}

/** An app's ticket card: the period on one line, a barcode just below it, the ticket number under that. */
async function ticketWithBarcode(tilt = 0): Promise<Buffer> {
  const text = (y: number, size: number, words: string, weight = 'normal') =>
    `<text x="60" y="${y}" font-family="DejaVu Sans" font-size="${size}" font-weight="${weight}" fill="#111">${words}</text>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="520">
    <rect width="100%" height="100%" fill="#f4f4f2"/>
    ${text(70, 30, 'Station car park - Daily', 'bold')}
    ${text(110, 22, 'Parking ticket · Reading station')}
    ${text(170, 34, '14/03/2026 07:59 - 23:59', 'bold')}
    ${barsSvg()}
    ${text(300, 22, 'Ticket number 2548047355')}
    ${text(336, 22, 'Purchased 14/03/2026')}
  </svg>`;
  return sharp(Buffer.from(svg)).rotate(tilt, { background: '#8a8a88' }).jpeg({ quality: 90 }).toBuffer();
}

async function grey(image: Buffer): Promise<GreyImage> {
  const { data, info } = await sharp(image).toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data), width: info.width, height: info.height };
}

/** Grey levels' spread (max - min) inside a box. */
function spread(image: GreyImage, box: { left: number; top: number; right: number; bottom: number }) {
  let [low, high] = [255, 0];
  for (let y = box.top; y < box.bottom; y++)
    for (let x = box.left; x < box.right; x++) {
      const value = image.data[y * image.width + x] ?? 0;
      low = Math.min(low, value);
      high = Math.max(high, value);
    }
  return high - low;
}

describe('blankBarcodes (044)', () => {
  it('fills a barcode with the light between its bars and leaves the text beside it', async () => {
    const image = await grey(await ticketWithBarcode());
    const inside = {
      left: BARS.left + 20,
      right: BARS.right - 20,
      top: BARS.top + 20,
      bottom: BARS.top + BARS.height - 20,
    };
    const periodLine = { left: 60, right: 500, top: 140, bottom: 176 };
    expect(spread(image, inside)).toBeGreaterThan(150);
    const blanked = blankBarcodes(image);
    expect(spread(blanked, inside)).toBeLessThan(40);
    // The period's line just above the bars is untouched.
    expect(spread(blanked, periodLine)).toBeGreaterThan(150);
  });

  it('leaves an image without a barcode as it is', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300"><rect width="100%" height="100%" fill="#fff"/>
      <text x="30" y="80" font-family="DejaVu Sans" font-size="40" font-weight="bold">PAY AND DISPLAY</text>
      <text x="30" y="150" font-family="DejaVu Sans Mono" font-size="26">Expires 12:02 14/03/26</text>
      <rect x="30" y="200" width="540" height="3" fill="#000"/></svg>`;
    // Large bold type, as a ticket prepared at full width shows it: coherent strokes, a line high.
    const large = `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="400"><rect width="100%" height="100%" fill="#fff"/>
      <text x="40" y="120" font-family="DejaVu Sans" font-size="64" font-weight="bold">Valid from 07:13</text>
      <text x="40" y="220" font-family="DejaVu Sans" font-size="64" font-weight="bold">to 15:13 on 27 Nov 2026 ||| IIII</text>
      <text x="40" y="320" font-family="DejaVu Sans Condensed" font-size="80" font-weight="bold">CONCESSION TICKET</text></svg>`;
    const largeImage = await grey(await sharp(Buffer.from(large)).png().toBuffer());
    expect(blankBarcodes(largeImage)).toBe(largeImage);
    const image = await grey(await sharp(Buffer.from(svg)).png().toBuffer());
    expect(blankBarcodes(image)).toBe(image);
  });

  const reader = createTicketReader({ poolSize: 1 });
  afterAll(() => reader.close());

  it('reads the period printed just above a barcode on a photographed phone (F-041, 044)', async () => {
    const photo = readFileSync(
      new URL(
        '../../../../../tests/fixtures/spent-family-cases/f041-app-ticket-barcode-photo-of-screen.jpg',
        import.meta.url,
      ),
    );
    const reading = await reader.read(photo, londonTime('2026-11-27', '12:00'));
    expect(reading.outcome, `${reading.reasons.join('; ')}\n${reading.rawText}`).toBe('verified');
    expect(reading).toMatchObject({ turn: 0, start: '07:59', end: '23:59' });
  }, 60_000);
});
