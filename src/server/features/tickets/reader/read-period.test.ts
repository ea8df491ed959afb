import { describe, expect, it } from 'vitest';
import { parseTicketText } from './parse-ticket-text';

/** The period a text describes, as 'YYYY-MM-DD HH:MM' ends and minutes, read with today 27 Nov 2026. */
function period(text: string) {
  const { period } = parseTicketText(text, { today: '2026-11-27' });
  const stamp = (point: typeof period.start) =>
    point &&
    `${point.day} ${String(Math.floor(point.minutes / 60) % 24).padStart(2, '0')}:${String(point.minutes % 60).padStart(2, '0')}`;
  return {
    start: stamp(period.start),
    end: stamp(period.end),
    minutes: period.minutes,
    firstDay: period.firstDay,
    lastDay: period.lastDay,
  };
}

describe('readPeriod: every date form in the field guide', () => {
  it.each([
    '27/11/2026',
    '27/11/26',
    '27-11-26',
    '27.11.26',
    '27 Nov 2026',
    '27-NOV-26',
    'Fri 27 Nov',
    'Friday 27th November 2026',
    '2026-11-27',
    '27 Tachwedd 2026',
    'Gwener 27 Tachwedd',
  ])('%s is 27 November 2026', (date) => {
    expect(period(`CAR PARK\nDate ${date}\nTime in 10:00\nExpires 12:00`)).toMatchObject({
      start: '2026-11-27 10:00',
      end: '2026-11-27 12:00',
      minutes: 120,
    });
  });

  it('reads a first number above 12 as the day, never US order', () => {
    expect(period('PARKING\nDate 13/11/2026\nFrom 10:00 To 11:30').firstDay).toBe('2026-11-13');
  });
});

describe('readPeriod: every clock in the field guide', () => {
  it.each([
    ['From 14:15 To 16:15', '14:15', '16:15'],
    ['From 14.15 To 16.15', '14:15', '16:15'],
    ['Time in 1415\nTime out 1615', '14:15', '16:15'],
    ['From 2:15pm To 4:15pm', '14:15', '16:15'],
    ['From 2.15 PM To 4.15 PM', '14:15', '16:15'],
    ['From 2:15p To 4:15p', '14:15', '16:15'],
    ['Valid from 10am\nValid until 2pm', '10:00', '14:00'],
    ['Issued 10:30\nValid until noon', '10:30', '12:00'],
    ['Arrived 11:00 AM\nExpires 1:00 PM', '11:00', '13:00'],
  ])('"%s" is %s to %s', (times, start, end) => {
    const read = period(`PAY & DISPLAY\n27/11/2026\n${times}`);
    expect([read.start, read.end]).toEqual([`2026-11-27 ${start}`, `2026-11-27 ${end}`]);
  });

  it('reads "until midnight" as the end of the day', () => {
    expect(period('PAY & DISPLAY\n27/11/2026\nPurchased 18:00\nValid until midnight')).toMatchObject({
      minutes: 360,
      lastDay: '2026-11-28',
    });
  });
});

describe('readPeriod: periods across midnight and days', () => {
  it('takes an exit on a later date as later (a hotel tag: 24 h 23 min, not 23 minutes)', () => {
    expect(period('GUEST PARKING\nArrival Fri 27 Nov 10:37\nDeparture Sat 28 Nov 11:00')).toMatchObject({
      start: '2026-11-27 10:37',
      end: '2026-11-28 11:00',
      minutes: 24 * 60 + 23,
      firstDay: '2026-11-27',
      lastDay: '2026-11-28',
    });
  });

  it('spans a week of pre-booked airport parking, ignoring the day it was booked', () => {
    expect(
      period('LONG STAY\nBooking made 20/11/2026\nEntry 27/11/2026 06:10\nExit 04/12/2026 22:30'),
    ).toMatchObject({ firstDay: '2026-11-27', lastDay: '2026-12-04', minutes: 7 * 24 * 60 + 980 });
  });

  it('takes an end clock earlier than the start as the next morning when one date is printed', () => {
    expect(period('CAR PARK\nDate 26/11/2026\nTime in 23:10\nExpires 09:10')).toMatchObject({
      start: '2026-11-26 23:10',
      end: '2026-11-27 09:10',
      minutes: 600,
    });
  });

  it('dates the start from an expiry that carries its own date', () => {
    expect(period('CAR PARK\nTime in 23:10\nExpires 09:10 27/11/2026')).toMatchObject({
      start: '2026-11-26 23:10',
      end: '2026-11-27 09:10',
    });
  });

  it('reads "until 8am tomorrow" as the next morning', () => {
    expect(period('OVERNIGHT\n27/11/26\nValid from 19:00\nUntil 8am tomorrow')).toMatchObject({
      end: '2026-11-28 08:00',
      minutes: 13 * 60,
    });
  });

  it('pairs columns of labels, dates and times', () => {
    expect(period('CAR PARK\nEntry Exit\n27/11/2026 28/11/2026\n10:37 11:00')).toMatchObject({
      start: '2026-11-27 10:37',
      end: '2026-11-28 11:00',
    });
  });

  it('runs a start and a stated length into the next day', () => {
    expect(period('DAY PASS\n27/11/2026\nPurchased 09:00\n24 hours')).toMatchObject({
      minutes: 24 * 60,
      firstDay: '2026-11-27',
      lastDay: '2026-11-28',
    });
  });

  it('reads a length of stay printed in words and numbers', () => {
    expect(
      period('PAY ON FOOT\nIN 27/11/26 09:32\nOUT 27/11/26 10:32\nLength of stay 1 hrs 00 mins').minutes,
    ).toBe(60);
  });

  it('gives a date without a year the reference year, never a year-less date', () => {
    expect(period('PARKING\nFri 27 Nov\nFrom 10:00 To 12:00')).toMatchObject({
      firstDay: '2026-11-27',
      lastDay: '2026-11-27',
    });
  });
});
