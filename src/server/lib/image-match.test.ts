import { describe, expect, it } from 'vitest';
import { copiesOf, fixture, payAndDisplay } from '#tests/support/tickets.ts';
import { SAME_IMAGE_MAX_TILE } from '#server/features/tickets/fraud.ts';
import { compareImages, prepareForMatching } from './image-match';
import { hammingDistance, perceptualHash } from './phash';

const worstTile = async (a: Buffer, b: Buffer) =>
  compareImages(await prepareForMatching(a), await prepareForMatching(b)).worstTile;

describe('a copy is the same image', () => {
  it.each([
    'verified-pd-reading-council.jpg',
    'verified-app-ringgo-reading.png',
    'verified-ms-exit-oxford.jpg',
  ])(
    '%s: re-encoded, resized, cropped or with bytes appended',
    async (file) => {
      const original = fixture(file);
      const hash = await perceptualHash(original);
      for (const [trick, copy] of Object.entries(await copiesOf(original))) {
        expect(hammingDistance(hash, await perceptualHash(copy)), trick).toBeLessThanOrEqual(16);
        expect(await worstTile(original, copy), trick).toBeLessThanOrEqual(SAME_IMAGE_MAX_TILE);
      }
    },
    30_000,
  );

  it('finds the crop: scale and shift of the copy', async () => {
    const original = fixture('verified-app-ringgo-reading.png');
    const cropped = (await copiesOf(original))['cropped 3% each side'];
    const result = compareImages(await prepareForMatching(original), await prepareForMatching(cropped));
    expect(result.scale).toBeCloseTo(0.94, 2);
    expect(result.overlap).toBeGreaterThan(0.85);
  });
});

describe('a different ticket of the same layout is not the same image', () => {
  it('two app screenshots of one operator hash alike but differ where their print differs', async () => {
    const reading = fixture('verified-app-ringgo-reading.png');
    const cheltenham = fixture('verified-app-ringgo-cheltenham.jpg');
    // The reason a hash alone cannot decide: 4 bits of 64.
    expect(
      hammingDistance(await perceptualHash(reading), await perceptualHash(cheltenham)),
    ).toBeLessThanOrEqual(6);
    expect(await worstTile(reading, cheltenham)).toBeGreaterThan(SAME_IMAGE_MAX_TILE * 3);
  });

  it('two printed tickets that differ in one character of the ticket number', async () => {
    const first = await payAndDisplay({ date: '14/03/2026', ticketNo: 'A-1001' });
    const second = await payAndDisplay({ date: '14/03/2026', ticketNo: 'A-1002' });
    expect(hammingDistance(await perceptualHash(first), await perceptualHash(second))).toBe(0);
    expect(await worstTile(first, second)).toBeGreaterThan(SAME_IMAGE_MAX_TILE * 1.4);
  });

  it('two photos of tickets from one machine', async () => {
    expect(
      await worstTile(
        fixture('verified-pd-reading-council.jpg'),
        fixture('wrongdate-pd-reading-yesterday.jpg'),
      ),
    ).toBeGreaterThan(SAME_IMAGE_MAX_TILE * 3);
  });
});
