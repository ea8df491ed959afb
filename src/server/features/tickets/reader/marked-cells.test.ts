import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { londonTime } from '#server/lib/clock.ts';
import type { GreyImage } from './grey-image';
import { createTicketReader } from './index';
import { markedWords } from './marked-cells';
import type { OcrWord } from './tesseract-worker';

const CELL = { width: 40, height: 30, gap: 10 };

/**
 * A row of voucher cells on white card: each cell filled with its background, a dark figure
 * (a block of ink) in its middle, and the word OCR read there with its box around the figure.
 */
function cellRow(backgrounds: number[], ink = 40): { image: GreyImage; words: OcrWord[] } {
  const width = backgrounds.length * (CELL.width + CELL.gap) + CELL.gap;
  const height = CELL.height + 2 * CELL.gap;
  const data = new Uint8Array(width * height).fill(250);
  const words: OcrWord[] = backgrounds.map((background, index) => {
    const left = CELL.gap + index * (CELL.width + CELL.gap);
    for (let y = CELL.gap; y < CELL.gap + CELL.height; y++)
      data.fill(background, y * width + left, y * width + left + CELL.width);
    const box = { left: left + 12, top: CELL.gap + 8, width: 16, height: 14 };
    for (let y = box.top + 2; y < box.top + box.height - 2; y++)
      data.fill(ink, y * width + box.left + 4, y * width + box.left + 12);
    return { text: String(25 + index), confidence: 95, box, line: '1.1.1' };
  });
  return { image: { data, width, height }, words };
}

describe('markedWords (044)', () => {
  it('finds the one cell scratched to white among grey ones', () => {
    const { image, words } = cellRow([170, 170, 250, 168, 172, 170, 171]);
    expect(markedWords(words, image)).toEqual(['27']);
  });

  it('finds the one cell scratched to a dark layer', () => {
    const { image, words } = cellRow([170, 170, 171, 30, 172, 170], 235);
    expect(markedWords(words, image)).toEqual(['28']);
  });

  it('says nothing of a row where nothing, or more than one cell, stands out', () => {
    const even = cellRow([170, 170, 171, 170, 172, 170]);
    expect(markedWords(even.words, even.image)).toEqual([]);
    const two = cellRow([170, 250, 171, 170, 250, 170]);
    expect(markedWords(two.words, two.image)).toEqual([]);
    // A short line, and sentences' words, are no row of cells.
    const short = cellRow([170, 250, 170]);
    expect(markedWords(short.words, short.image)).toEqual([]);
  });
});

describe('a scratch voucher whose scratched cells read as themselves (F-000, 044)', () => {
  const reader = createTicketReader({ poolSize: 1 });
  afterAll(() => reader.close());

  it('reads the arrival from the cells that look scratched', async () => {
    const photo = readFileSync(
      new URL(
        '../../../../../tests/fixtures/spent-family-cases/f000-scratch-voucher-cells-revealed.jpg',
        import.meta.url,
      ),
    );
    const reading = await reader.read(photo, londonTime('2026-11-27', '15:00'));
    expect(reading.outcome, `${reading.reasons.join('; ')}\n${reading.rawText}`).toBe('verified');
    expect(reading.detectedDate).toBe('2026-11-27');
    expect(reading.reasons.join('; ')).toContain('scratched 27 Nov');
  }, 60_000);
});
