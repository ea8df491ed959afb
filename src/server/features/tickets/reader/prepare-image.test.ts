import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { estimateSkew, measureTextLines } from './estimate-skew';
import { findPaper } from './find-paper';
import { evenBackground, sauvola, stretchContrast } from './grey-image';
import { ImageDecodeError, MAX_INPUT_PIXELS, prepareImage, targetWidth } from './prepare-image';
import { renderTicket } from './test-support/render-ticket';

const lines = [
  { text: 'PAY & DISPLAY', size: 34, bold: true, align: 'centre' as const },
  { text: 'MARKET STREET CAR PARK', align: 'centre' as const },
  { text: 'Date', right: '14/03/2026' },
  { text: 'Time in', right: '10:02' },
  { text: 'Expires', right: '12:02' },
  { text: 'Tariff', right: 'Up to 2 hours' },
  { text: 'Please display this ticket' },
  { text: 'face up on your dashboard' },
];

async function skewOf(image: Buffer): Promise<number> {
  const { data, info } = await sharp(image)
    .resize({ width: 500 })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return estimateSkew(new Uint8Array(data), info.width, info.height);
}

function pgmSize(pgm: Buffer): { width: number; height: number } {
  const [, width, height] = /^P5\n(\d+) (\d+)\n255\n/.exec(pgm.subarray(0, 32).toString('latin1')) ?? [];
  return { width: Number(width), height: Number(height) };
}

describe('estimateSkew', () => {
  it.each([-30, -22, -8, -6.5, -3, 2, 5, 8, 25, 35])(
    'measures a tilt of %d degrees and returns its correction',
    async (tilt) => {
      const image = await renderTicket(lines, { photo: true, tilt });
      expect(Math.abs((await skewOf(image)) + tilt)).toBeLessThanOrEqual(0.6);
    },
  );

  it('leaves level images alone', async () => {
    expect(Math.abs(await skewOf(await renderTicket(lines)))).toBeLessThanOrEqual(0.3);
  });

  it('returns 0 for an image with nothing to measure', () => {
    expect(estimateSkew(new Uint8Array(400 * 300).fill(128), 400, 300)).toBe(0);
    expect(estimateSkew(new Uint8Array(0), 0, 0)).toBe(0);
  });
});

describe('measureTextLines', () => {
  it('tells a photo taken sideways by its lines running down it, either way round', async () => {
    const ticket = await renderTicket(lines, { photo: true, tilt: 4, format: 'jpeg' });
    const runsDown = async (image: Buffer) => {
      const { data, info } = await sharp(image)
        .resize({ width: 500 })
        .toColourspace('b-w')
        .raw()
        .toBuffer({ resolveWithObject: true });
      return measureTextLines(new Uint8Array(data), info.width, info.height).runsDown;
    };
    expect(await runsDown(ticket)).toBe(false);
    expect(await runsDown(await sharp(ticket).rotate(90).toBuffer())).toBe(true);
    expect(await runsDown(await sharp(ticket).rotate(270).toBuffer())).toBe(true);
    expect(await runsDown(await sharp(ticket).rotate(180).toBuffer())).toBe(false);
    // Held at an angle, not sideways: a steep tilt is levelled, not turned (docs/decisions/044).
    expect(await runsDown(await renderTicket(lines, { photo: true, tilt: 30, format: 'jpeg' }))).toBe(false);
    expect((await prepareImage(await sharp(ticket).rotate(90).toBuffer())).sideways).toBe(true);
    expect((await prepareImage(ticket)).sideways).toBe(false);
  });
});

describe('prepareImage', () => {
  it('levels a tilted photo and returns a greyscale PGM', async () => {
    const prepared = await prepareImage(await renderTicket(lines, { photo: true, tilt: 7, format: 'jpeg' }));
    expect(prepared.skewCorrection).toBeCloseTo(-7, 0);
    expect(prepared.pgm.subarray(0, 2).toString()).toBe('P5');
    const size = pgmSize(prepared.pgm);
    expect(size).toEqual({ width: prepared.width, height: prepared.height });
    const header = `P5\n${size.width} ${size.height}\n255\n`.length;
    expect(prepared.pgm.length).toBe(header + size.width * size.height);
  });

  it('applies EXIF orientation (phones store portrait photos sideways)', async () => {
    const upright = await renderTicket([...lines, ...lines], { format: 'jpeg' });
    const { width, height } = await sharp(upright).metadata();
    // Store the pixels turned 90° anticlockwise with orientation 6, as a phone camera does.
    const sideways = await sharp(upright).rotate(-90).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const stored = await sharp(sideways).metadata();
    expect(stored.width).toBe(height);
    const prepared = await prepareImage(sideways);
    expect(prepared.height / prepared.width).toBeCloseTo(height / width, 1);
    expect(prepared.skewCorrection).toBe(0);
  });

  it('enlarges narrow images and shrinks huge ones to a width OCR reads well', () => {
    expect(targetWidth(828)).toBe(1000);
    expect(targetWidth(180)).toBe(720);
    expect(targetWidth(1170)).toBe(1170);
    expect(targetWidth(1512)).toBe(1512);
    expect(targetWidth(3000)).toBe(1500);
    expect(targetWidth(4032)).toBe(2016);
    expect(targetWidth(8000)).toBe(2000);
  });

  it('refuses decompression bombs before decoding them', async () => {
    const side = Math.ceil(Math.sqrt(MAX_INPUT_PIXELS)) + 100;
    const bomb = await sharp({ create: { width: side, height: side, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(2_000_000);
    await expect(prepareImage(bomb)).rejects.toBeInstanceOf(ImageDecodeError);
  }, 30_000);

  it('refuses bytes that are not an image', async () => {
    await expect(prepareImage(Buffer.from('not an image at all'))).rejects.toBeInstanceOf(ImageDecodeError);
    const jpeg = await renderTicket(lines, { format: 'jpeg' });
    await expect(prepareImage(jpeg.subarray(0, 200))).rejects.toBeInstanceOf(ImageDecodeError);
  });
});

describe('stretchContrast', () => {
  it('maps the 1st–99th percentile onto the full range', () => {
    const dim = new Uint8Array(1000).map((_, i) => 100 + (i % 50));
    const stretched = stretchContrast(dim);
    expect(Math.min(...stretched)).toBe(0);
    expect(Math.max(...stretched)).toBe(255);
  });

  it('copes with a flat image', () => {
    expect([...stretchContrast(new Uint8Array(10).fill(7))]).toEqual(new Array(10).fill(0));
  });
});

/** A synthetic grey image: `level(x, y)` for every pixel. */
function image(width: number, height: number, level: (x: number, y: number) => number) {
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data[y * width + x] = level(x, y);
  return { data, width, height };
}

describe('evenBackground', () => {
  it('lifts paper in a blind’s shadow to the brightness of lit paper, and keeps the ink dark', () => {
    // Lit paper (240) with 30 px stripes of shadow (100), a 3 px "stroke" of ink every 20 px.
    const striped = image(400, 200, (x, y) => {
      const paper = Math.floor(y / 30) % 2 ? 100 : 240;
      return x % 20 < 3 ? paper * 0.2 : paper;
    });
    const even = evenBackground(striped);
    const at = (x: number, y: number) => even.data[y * even.width + x] ?? 0;
    expect(at(10, 10)).toBeGreaterThan(240); // lit paper
    expect(at(10, 40)).toBeGreaterThan(240); // paper in the shadow
    expect(at(1, 40)).toBeLessThan(80); // ink in the shadow stays ink
    expect(at(1, 10)).toBeLessThan(80);
  });
});

describe('sauvola', () => {
  it('turns paper white and ink black on both sides of a shadow’s edge', () => {
    // Paper lit on the left (230), shaded on the right (90); ink strokes at 40% of the paper.
    const shaded = image(400, 120, (x, y) => {
      const paper = x < 200 ? 230 : 90;
      return x % 24 < 3 && y % 30 < 20 ? paper * 0.4 : paper;
    });
    const binary = sauvola(shaded);
    const at = (x: number, y: number) => binary.data[y * binary.width + x];
    expect(new Set(binary.data)).toEqual(new Set([0, 255]));
    for (const x of [12, 300]) expect(at(x, 5)).toBe(255); // paper, lit and shaded
    for (const x of [1, 289]) expect(at(x, 5)).toBe(0); // ink, lit and shaded
  });
});

describe('findPaper', () => {
  it('does not take a light title bar on a dark-mode screen for the paper', () => {
    const screen = image(400, 800, (_, y) => (y < 90 ? 225 : 20));
    expect(findPaper(screen.data, screen.width, screen.height)).toBeNull();
  });

  it("does not take a screen's light background below a dark card for the paper (043)", () => {
    // A dark card (the content) on the top half, the app's light background below it.
    const screen = image(400, 800, (_, y) => (y > 60 && y < 380 ? 25 : 240));
    expect(findPaper(screen.data, screen.width, screen.height)).toBeNull();
    // A sheet in a scene, inside the frame, is still found.
    const photo = image(400, 800, (x, y) => (x > 60 && x < 340 && y > 100 && y < 700 ? 235 : 40));
    expect(findPaper(photo.data, photo.width, photo.height)).toMatchObject({ left: 61, width: 279 });
  });
});
