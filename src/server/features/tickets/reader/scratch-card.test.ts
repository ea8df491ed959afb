import { describe, expect, it } from 'vitest';
import { judgeTicket } from './judge-ticket';
import { parseTicketText } from './parse-ticket-text';
import { readScratchCard } from './scratch-card';

/** A council voucher as OCR reads it: every cell printed, the scratched ones turned to noise. */
function voucher({
  days = '1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16\n17 18 19 20 21 22 23 24 25 26 27 28 29 30 31',
  months = 'JAN FEB MAR APR MAY JUN JUL AUG SEP OCT NOV DEC',
  hours = '00 01 02 03 04 05 06 07 08 09 10 11\n12 13 14 15 16 17 18 19 20 21 22 23',
  minutes = '00 05 10 15 20 25 30 35 40 45 50 55',
  length = '3 HOURS',
} = {}) {
  return `MARKET TOWN COUNCIL
PARKING VOUCHER ${length}
Scratch off the date and time you parked
DAY
${days}
MONTH
${months}
HOUR
${hours}
MINUTES
${minutes}
Voucher 448120 - display on the dashboard`;
}

const scratched = {
  days: '1 2 3 4 5 6 7 8 9 10 11 12 13 %# 15 16\n17 18 19 20 21 22 23 24 25 26 27 28 29 30 31',
  months: 'JAN FEB ## APR MAY JUN JUL AUG SEP OCT NOV DEC',
  hours: '00 01 02 03 04 05 06 07 08 09 10 11\n12 13 14 1& 16 17 18 19 20 21 22 23',
  minutes: '00 05 10 15 20 25 30 35 40 *% 50 55',
};

describe('readScratchCard (docs/decisions/043)', () => {
  it('reads the cells that did not read as themselves', () => {
    expect(readScratchCard(voucher(scratched).split('\n'))?.arrival).toEqual({
      iso: '--03-14',
      minutes: 15 * 60 + 45,
      text: 'scratched 14 Mar 15:45',
    });
  });

  it('allows OCR slips in the cells left as printed', () => {
    const slips = voucher({
      ...scratched,
      days: 'i 2 3 4 5 6 7 8 9 10 11 12 13 Bd 15 16\n17 18 19 20 21 22 23 24 25 26 27 28 29 30 31,',
      months: 'JAN FEB =: APR MAY JUN JUL AuG ser oct N0V pec',
    });
    expect(readScratchCard(slips.split('\n'))?.arrival).toMatchObject({ iso: '--03-14' });
  });

  it('gives the date without a time when the hour is not clear', () => {
    const twoHours = voucher({ ...scratched, hours: hoursWithout(9, 15) });
    expect(readScratchCard(twoHours.split('\n'))?.arrival).toMatchObject({ iso: '--03-14', minutes: null });
  });

  it('reads nothing from a card with no cell or two cells marked, or from other documents', () => {
    expect(readScratchCard(voucher().split('\n'))?.arrival).toBeNull();
    const twoDays = voucher({ ...scratched, days: scratched.days.replace('27', '##') });
    expect(readScratchCard(twoDays.split('\n'))?.arrival).toBeNull();
    expect(readScratchCard(['Day return', 'Off-peak', '12 14 16'])).toBeNull();
  });

  it("reads no date out of the grids' cells ('MAY 3 JUN' is three cells)", () => {
    const smudged = voucher({ months: 'JAN FEB MAR APR MAY 3 JUN JUL AUG SEP OCT NOV DEC' });
    expect(parseTicketText(smudged, { today: '2026-03-14' }).ticketDate).toBeNull();
  });

  it('verifies a voucher scratched for today with its printed length', () => {
    const parsed = parseTicketText(voucher(scratched), { today: '2026-03-14' });
    expect(parsed).toMatchObject({ ticketDate: '2026-03-14', startTime: '15:45', durationMinutes: 180 });
    const judgement = judgeTicket(parsed, { now: new Date('2026-03-14T17:00:00Z'), ocrConfidence: 80 });
    expect(judgement).toMatchObject({ outcome: 'verified', unsure: false });
    const yesterday = judgeTicket(parsed, { now: new Date('2026-03-15T17:00:00Z'), ocrConfidence: 80 });
    expect(yesterday.outcome).toBe('wrong_date');
  });
});

function hoursWithout(...hours: number[]): string {
  return Array.from({ length: 24 }, (_, hour) =>
    hours.includes(hour) ? '##' : String(hour).padStart(2, '0'),
  )
    .join(' ')
    .replace(/^((?:\S+ ){11}\S+) /, '$1\n');
}

describe('readScratchCard with the cells seen marked (044)', () => {
  const twelveHour = `COUNCIL PARKING
PARKING VOUCHER 3 HOURS
Scratch off the day, month, hour and minutes of arrival.
MONTH
JAN FEB MAR APR MAY JUN
JUL AUG SEP OCT NOV DEC
DAY
1 2 3 4 5 6 7 8
9 10 11 12 13 14 15 16
17 18 19 20 21 22 23 24
25 26 27 28 29 30 31
HOUR
1 2 3 4 5 6
7 8 9 10 11 12
AM / PM
AM PM
MINUTES
00 10 20 30 40 50
Voucher no. 7522443 Price £1.20`.split('\n');

  it('takes each grid its marked cell, in reading order, the half of the day included', () => {
    // Every cell read as itself: only the photo shows which were scratched.
    expect(readScratchCard(twelveHour)?.arrival).toBeNull();
    expect(readScratchCard(twelveHour, () => ['NOV', '27', '11', 'AM', '40'])?.arrival).toEqual({
      iso: '--11-27',
      minutes: 11 * 60 + 40,
      text: 'scratched 27 Nov 11:40',
    });
    expect(readScratchCard(twelveHour, () => ['NOV', '27', '11', 'PM', '40'])?.arrival?.minutes).toBe(
      23 * 60 + 40,
    );
    expect(readScratchCard(twelveHour, () => ['NOV', '27', '12', 'AM', '10'])?.arrival?.minutes).toBe(10);
  });

  it('skips a marked word that is none of the grid’s cells, and needs the day and the month', () => {
    // "3" on the banner stands out too; it is before the month grid and is no month.
    expect(readScratchCard(twelveHour, () => ['3', 'NOV', '27'])?.arrival).toMatchObject({
      iso: '--11-27',
      minutes: null,
    });
    expect(readScratchCard(twelveHour, () => ['27', '11'])?.arrival).toBeNull();
  });
});
