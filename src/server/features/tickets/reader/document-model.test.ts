import { describe, expect, it } from 'vitest';
import { documentFeatures, parkingProbability, parkingProbabilityWith } from './document-model';
import { cleanOcrText, ticketLines } from './ocr-text';

const lines = (text: string) => ticketLines(cleanOcrText(text));

describe('documentFeatures', () => {
  it('takes words, word pairs, the title’s words and the shapes of what is printed', () => {
    const features = documentFeatures(
      lines('PAY & DISPLAY\nKings Meadow\nExpires 12:02\nTime in 10:02\nPaid £3.60'),
    );
    expect(features).toEqual(
      expect.arrayContaining(['w:pay', 't:display', 'b:kings meadow', 'w:expires', 's:money', 's:times']),
    );
    expect(features).not.toContain('t:paid'); // the fifth line is not the title
  });

  it('meets OCR’s slips inside words halfway', () => {
    expect(documentFeatures(lines('PARK1NG\nParkinq'))).toEqual(expect.arrayContaining(['w:parking']));
  });
});

describe('the committed model', () => {
  it('is a probability: the bias alone with no known features, higher with parking words', () => {
    const model = { bias: 0, weights: { 'w:parking': 2 } };
    expect(parkingProbabilityWith(model, ['w:unknown'])).toBe(0.5);
    expect(parkingProbabilityWith(model, ['w:parking'])).toBeGreaterThan(0.85);
  });

  it('reads a council pay & display ticket as parking proof, a fuel receipt and a penalty as not', () => {
    const ticket = parkingProbability(
      lines(
        'PAY & DISPLAY\nREADING BOROUGH COUNCIL\nKINGS MEADOW CAR PARK\nDate 14/03/2026\nTime in 10:02\nExpires 12:02\nAmount paid £3.60\nDISPLAY THIS SIDE UP',
      ),
    );
    const fuel = parkingProbability(
      lines('SHELL\nPump 4 Unleaded\n32.5 litres\n£48.20\nDate 14/03/2026 10:02\nThank you for your custom'),
    );
    const penalty = parkingProbability(
      lines(
        'PENALTY CHARGE NOTICE\nReading Borough Council\nDate of contravention 27/11/2026 10:02\nAmount due £70.00',
      ),
    );
    expect(ticket).toBeGreaterThan(0.75);
    expect(fuel).toBeLessThan(0.5);
    expect(penalty).toBeLessThan(0.5);
  });
});
