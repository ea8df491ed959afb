import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { londonTime } from '#server/lib/clock.ts';
import type { TicketReading } from './index';
import { createTicketReader } from './index';

/**
 * Every image of the shared fixture set (tests/fixtures/tickets, see its README) read end to end
 * (decode, deskew, OCR, parse, judge) on the fixtures' "today": 2026-03-14 18:00 in London.
 */
interface ManifestEntry {
  file: string;
  case: string;
  expected:
    | 'verified'
    | 'requires_manual_location'
    | 'wrong_date'
    | 'too_short'
    | 'not_parking_ticket'
    | 'unreadable';
  city: string | null;
  ticketDate: string;
  durationMinutes: number | null;
}

const FIXTURES = new URL('../../../../../tests/fixtures/tickets/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('manifest.json', FIXTURES), 'utf8')) as ManifestEntry[];
const now = londonTime('2026-03-14', '18:00');
const reader = createTicketReader({ poolSize: 2 });
const readings = new Map<string, TicketReading>();

beforeAll(async () => {
  await Promise.all(
    manifest.map(async (entry) => {
      readings.set(entry.file, await reader.read(readFileSync(new URL(entry.file, FIXTURES)), now));
    }),
  );
}, 300_000);

afterAll(() => reader.close());

describe('ticket fixtures', () => {
  it('lists every image in the folder (33 of them)', () => {
    const images = readdirSync(FIXTURES).filter((name) => /\.(jpe?g|png)$/i.test(name));
    expect(manifest.map((entry) => entry.file).sort()).toEqual(images.sort());
    expect(images).toHaveLength(33);
  });

  it.each(manifest)('$file → $expected', (entry) => {
    const reading = readings.get(entry.file)!;
    const context = `${entry.file}: ${reading.outcome} [${reading.reasons.join('; ')}]\n${reading.rawText}`;
    if (entry.expected === 'verified') {
      expect(reading.outcome, context).toBe('verified');
      expect(reading.place?.name, context).toBe(entry.city);
      expect(reading.requiresManualLocation).toBe(false);
    } else if (entry.expected === 'requires_manual_location') {
      expect(reading.outcome, context).toBe('verified');
      expect(reading.place, context).toBeNull();
      expect(reading.requiresManualLocation).toBe(true);
    } else {
      expect(reading.outcome, context).toBe(entry.expected);
    }
    if (reading.outcome === 'verified' || reading.outcome === 'wrong_date') {
      expect(reading.detectedDate, context).toBe(entry.ticketDate);
    }
    if (
      (reading.outcome === 'verified' || reading.outcome === 'too_short') &&
      entry.durationMinutes !== null
    ) {
      // One misread digit in a time ("11:15" as "11:18" under glare) may shift the minutes a little;
      // it must never move a ticket across the hour.
      expect(reading.durationMinutes! >= 60, context).toBe(entry.durationMinutes >= 60);
      expect(Math.abs(reading.durationMinutes! - entry.durationMinutes), context).toBeLessThanOrEqual(30);
    }
  });
});
