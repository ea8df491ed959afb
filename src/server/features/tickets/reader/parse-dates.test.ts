import { describe, expect, it } from 'vitest';
import { cleanOcrText, ticketLines } from './ocr-text';
import { findDates, formatUkDate, isoDate } from './parse-dates';

const datesIn = (text: string) => findDates(ticketLines(cleanOcrText(text))).map((date) => date.iso);

describe('findDates', () => {
  it.each([
    '14/03/2026',
    '14/03/26',
    '14-03-2026',
    '14-03-26',
    '14.03.26',
    '14.03.2026',
    '14 Mar 2026',
    '14 MAR 2026',
    '14 March 2026',
    '14 MARCH 2026',
    'Sat 14 Mar 2026',
    'Sat 14 March 2026',
    'Saturday 14 March 2026',
    'Sat, 14 Mar 2026',
    '14th March 2026',
    '14 Mar. 2026',
    '14-Mar-2026',
    '14 Mar 26',
    '2026-03-14',
    '2026/03/14',
    'March 14, 2026',
    'Sat Mar 14 2026',
  ])('reads %s', (printed) => {
    expect(datesIn(`Date ${printed} 10:02`)).toEqual(['2026-03-14']);
  });

  it('reads single-digit days and months', () => {
    expect(datesIn('4/3/2026')).toEqual(['2026-03-04']);
    expect(datesIn('Wed 4 Mar 2026')).toEqual(['2026-03-04']);
    expect(datesIn('2026-3-4')).toEqual(['2026-03-04']);
  });

  it('undoes OCR slips inside dates', () => {
    expect(datesIn('l4/O3/2O26')).toEqual(['2026-03-14']);
    expect(datesIn('1 4/03/2026')).toEqual(['2026-03-14']);
    expect(datesIn('14/03/ 2026')).toEqual(['2026-03-14']);
    expect(datesIn('14 /03/2026')).toEqual(['2026-03-14']);
    expect(datesIn('I4.O3.26')).toEqual(['2026-03-14']);
    expect(datesIn('14/03/2O2S')).toEqual(['2025-03-14']);
    // A 0 read as 6, 8 or 9 where no other digit makes sense.
    expect(datesIn('21/65/2026')).toEqual(['2026-05-21']);
    expect(datesIn('84/03/2026')).toEqual(['2026-03-04']);
    expect(datesIn('2026-85-21')).toEqual(['2026-05-21']);
  });

  it('is day-first, as UK tickets print', () => {
    expect(datesIn('03/04/2026')).toEqual(['2026-04-03']);
  });

  it('rejects impossible dates and far-off years', () => {
    expect(datesIn('31/02/2026')).toEqual([]);
    expect(datesIn('14/13/2026')).toEqual([]);
    expect(datesIn('29/02/2025')).toEqual([]);
    expect(datesIn('29/02/2028')).toEqual(['2028-02-29']);
    expect(datesIn('14/03/1999')).toEqual([]);
  });

  it('keeps a day without a year as --MM-DD', () => {
    expect(datesIn('Sat 14 Mar, 10:02')).toEqual(['--03-14']);
  });

  it('is not fooled by prices, times, phone numbers or words', () => {
    expect(datesIn('£3.60 paid at 10:02')).toEqual([]);
    expect(datesIn('Tel: 0118 496 0732')).toEqual([]);
    expect(datesIn('VAT Reg No. 311 1143 94')).toEqual([]);
    expect(datesIn('14 Market Place, Reading')).toEqual([]);
    expect(datesIn('Discretionary service 12.5%')).toEqual([]);
  });

  it('finds every date in reading order', () => {
    expect(datesIn('Entry 22:10 13/03/26\nExit 08:05 14/03/26')).toEqual(['2026-03-13', '2026-03-14']);
  });
});

describe('isoDate and formatUkDate', () => {
  it('builds checked ISO dates', () => {
    expect(isoDate(26, 3, 14)).toBe('2026-03-14');
    expect(isoDate(null, 3, 14)).toBe('--03-14');
    expect(isoDate(2026, 0, 14)).toBeNull();
  });

  it('formats for people in the UK', () => {
    expect(formatUkDate('2026-03-14')).toBe('14/03/2026');
    expect(formatUkDate('--03-14')).toBe('14/03');
  });
});
