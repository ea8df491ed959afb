import { describe, expect, it } from 'vitest';
import { driverReasons } from './ticket-messages';

describe('driverReasons', () => {
  it('drops the reader’s internal figures and keeps the plain words', () => {
    expect(
      driverReasons([
        'Only 3 readable words found (OCR confidence 45)',
        'OCR confidence 91',
        'Parking score 2.5 below 3',
        'No date could be read on the ticket',
        'Date 13/03/2026 (printed "13/03/26") is not today (14/03/2026, London)',
      ]),
    ).toEqual([
      'Only 3 readable words found',
      'No date could be read on the ticket',
      'Date 13/03/2026 (printed "13/03/26") is not today (14/03/2026, London)',
    ]);
  });

  it('answers nothing for nothing', () => {
    expect(driverReasons([])).toEqual([]);
  });
});
