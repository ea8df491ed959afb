import { describe, expect, it } from 'vitest';
import { londonTime } from '#server/lib/clock.ts';
import { judgeTicket } from './judge-ticket';
import { parseTicketText } from './parse-ticket-text';

const fixturesNow = londonTime('2026-03-14', '18:00');

function ticket({
  date = '14/03/2026',
  start = '10:02',
  end = '12:02',
  town = 'READING RG1 8DG',
  extra = '',
} = {}) {
  return `PAY & DISPLAY
READING BOROUGH COUNCIL
KINGS MEADOW CAR PARK
${town}
Date ${date}
Time in ${start}
Expires ${end}
${extra}
DISPLAY THIS SIDE UP`;
}

const judge = (text: string, now = fixturesNow, ocrConfidence = 90) =>
  judgeTicket(parseTicketText(text), { now, ocrConfidence });

describe('judgeTicket outcomes', () => {
  it('verifies a readable parking ticket for today of at least an hour', () => {
    const result = judge(ticket());
    expect(result).toMatchObject({
      outcome: 'verified',
      detectedDate: '2026-03-14',
      start: '10:02',
      end: '12:02',
      durationMinutes: 120,
      place: { name: 'Reading' },
      postcode: 'RG1 8DG',
      requiresManualLocation: false,
    });
    expect(result.reasons).toEqual([
      'Evidence: parking: pay & display, display this ticket, car park, expires (title)',
      'Parking on 14/03/2026 (printed "14/03/2026") covers today (London)',
      'Duration 120 minutes (from 10:02 to 12:02)',
      'Location: Reading',
    ]);
  });

  it('asks for the town when a verified ticket names no place', () => {
    const result = judge(
      'PAY AND DISPLAY\nCAR PARK 7357\nArrival 10:05 14/03/26\nExpiry 12:05 14/03/26\nncp.co.uk',
    );
    expect(result).toMatchObject({ outcome: 'verified', place: null, requiresManualLocation: true });
    expect(result.reasons.at(-1)).toBe('No town or postcode on the ticket');
  });

  it('judges readability by the text, not by tesseract confidence', () => {
    expect(judge('', fixturesNow, 95)).toMatchObject({
      outcome: 'unreadable',
      requiresManualLocation: false,
    });
    expect(judge('Wee Smee', fixturesNow, 95).outcome).toBe('unreadable');
    // A clear ticket with a low confidence figure is still judged on what it says.
    expect(judge(ticket(), fixturesNow, 20).outcome).toBe('verified');
  });

  it("refuses documents without parking evidence even with today's date and times", () => {
    const receipt =
      'The Daily Grind\nCoffee House & Bakery\n14 Market Place, Reading\n14/03/2026 10:47\nValid until 12:00\nTOTAL £13.70';
    const result = judge(receipt);
    expect(result.outcome).toBe('not_parking_ticket');
    expect(result.reasons.at(-1)).toMatch(/^No parking cues found/);
    expect(result.driverReason).toBe("This doesn't look like a parking ticket or a parking-app receipt.");
  });

  it('refuses a penalty charge notice headed as one, whatever parking words it carries', () => {
    const notice = `PENALTY CHARGE NOTICE\nKINGS MEADOW CAR PARK, READING\nVehicle AB12 CDE\nContravention 83\nDate 14/03/2026 10:02\nPay within 14 days\nDISPLAY THIS SIDE UP`;
    const result = judge(notice);
    expect(result.outcome).toBe('not_parking_ticket');
    expect(result.driverReason).toBe('This looks like a penalty notice, not a paid parking ticket.');
  });

  it('verifies a ticket whose terms mention a Penalty or Parking Charge Notice (evidence over keywords)', () => {
    const terms =
      'Failure to display this ticket may result in a Parking Charge Notice.\nA Penalty Charge Notice may be issued.';
    expect(judge(ticket({ extra: terms })).outcome).toBe('verified');
  });

  it("calls a look-alike what it is, even with a car park, today's date and a long stay", () => {
    const ev =
      'GRIDSERVE\nCHARGING SESSION RECEIPT\nMorrisons car park, Blackpool\nStart 14/03/2026 13:22\nEnd 14/03/2026 14:57\nDuration 1h 35m\nEnergy 62.8 kWh\nTotal £49.61';
    const result = judge(ev);
    expect(result.outcome).toBe('not_parking_ticket');
    expect(result.driverReason).toBe(
      'This looks like an EV charging receipt, not a parking ticket or parking-app receipt.',
    );
    expect(result.reasons.join(' ')).not.toMatch(/confidence/i);
  });

  it('refuses yesterday and the same day last year', () => {
    const yesterday = judge(ticket({ date: '13/03/2026' }));
    expect(yesterday).toMatchObject({ outcome: 'wrong_date', detectedDate: '2026-03-13' });
    expect(yesterday.reasons.at(-1)).toBe(
      'Parking on 13/03/2026 (printed "13/03/2026") is not today (14/03/2026, London)',
    );
    expect(judge(ticket({ date: '14/03/2025' })).outcome).toBe('wrong_date');
  });

  it('calls a parking ticket with no readable date unreadable, not wrong_date', () => {
    const result = judge(ticket({ date: '' }));
    expect(result).toMatchObject({ outcome: 'unreadable', detectedDate: null });
    expect(result.reasons).toContain('No date could be read on the ticket');
  });

  it('sends a parking ticket dated today with no readable times or duration to a person', () => {
    const result = judge('PAY & DISPLAY\nCAR PARK\nDate 14/03/2026\nThank you\nDISPLAY THIS SIDE UP');
    expect(result).toMatchObject({ outcome: 'unreadable', unsure: true });
    expect(result.reasons).toContain('No parking times or duration could be read: a person checks it');
  });

  it("accepts a date printed without a year as this year's", () => {
    expect(judge(ticket({ date: 'Sat 14 Mar' }))).toMatchObject({
      outcome: 'verified',
      detectedDate: '2026-03-14',
    });
    // Never '--03-13': the date reaches SQL (the near-copy check) and must be a real date.
    expect(judge(ticket({ date: 'Fri 13 Mar' }))).toMatchObject({
      outcome: 'wrong_date',
      detectedDate: '2026-03-13',
    });
  });
});

describe('judgeTicket duration boundary', () => {
  it('exactly 60 minutes is long enough, 59 is not', () => {
    expect(judge(ticket({ start: '10:00', end: '11:00' }))).toMatchObject({
      outcome: 'verified',
      durationMinutes: 60,
    });
    expect(judge(ticket({ start: '10:00', end: '10:59' }))).toMatchObject({
      outcome: 'too_short',
      durationMinutes: 59,
    });
    expect(judge(ticket({ start: '10:00', end: '10:30' })).reasons.at(-1)).toBe(
      'Shorter than the 60 minutes required',
    );
  });

  it('uses a stated duration when no times are printed', () => {
    const text =
      'PAY AND DISPLAY\nQueens Road\nBrighton BN1 3XE\nValid until 09:44\nDate 14/03/2026\nTariff 30 MINS';
    expect(judge(text)).toMatchObject({ outcome: 'too_short', durationMinutes: 30, end: '09:44' });
  });
});

describe('judgeTicket and the London day', () => {
  it("uses London's calendar day, not UTC (00:30 BST is still the London day)", () => {
    const justAfterMidnightBst = new Date('2026-07-14T23:30:00Z'); // 00:30 on 15 July in London
    expect(judge(ticket({ date: '15/07/2026' }), justAfterMidnightBst).outcome).toBe('verified');
    expect(judge(ticket({ date: '14/07/2026' }), justAfterMidnightBst).outcome).toBe('wrong_date');
  });

  it('changes day at midnight London time in winter', () => {
    expect(judge(ticket(), londonTime('2026-03-14', '00:00')).outcome).toBe('verified');
    expect(judge(ticket(), londonTime('2026-03-14', '23:59')).outcome).toBe('verified');
    expect(judge(ticket(), londonTime('2026-03-15', '00:00')).outcome).toBe('wrong_date');
    expect(judge(ticket(), new Date(londonTime('2026-03-14', '00:00').getTime() - 1)).outcome).toBe(
      'wrong_date',
    );
  });

  it('holds across the spring clock change (29 March 2026, 01:00 GMT → 02:00 BST)', () => {
    const sunday = ticket({ date: '29/03/2026', start: '00:30', end: '03:30' });
    expect(judge(sunday, londonTime('2026-03-29', '00:30')).outcome).toBe('verified');
    expect(judge(sunday, londonTime('2026-03-29', '23:30')).outcome).toBe('verified');
    expect(judge(sunday, londonTime('2026-03-30', '00:10')).outcome).toBe('wrong_date');
    // 23:30 on the Saturday is 23:30 GMT, still the 28th in London.
    expect(judge(sunday, londonTime('2026-03-28', '23:30')).outcome).toBe('wrong_date');
  });

  it('holds across the autumn clock change (25 October 2026)', () => {
    const sunday = ticket({ date: '25/10/2026' });
    expect(judge(sunday, londonTime('2026-10-25', '00:30')).outcome).toBe('verified');
    expect(judge(sunday, londonTime('2026-10-25', '23:59')).outcome).toBe('verified');
    // Still BST until 01:00 UTC: 23:30 UTC on the 24th is already 00:30 on the 25th in London …
    expect(judge(sunday, new Date('2026-10-24T23:30:00Z')).outcome).toBe('verified');
    // … and 22:59 UTC is 23:59 on the 24th.
    expect(judge(sunday, new Date('2026-10-24T22:59:00Z')).outcome).toBe('wrong_date');
  });

  it('judges an overnight ticket by the day it expires', () => {
    const overnight = ticket({ date: '13/03/2026', start: '22:00', end: '06:00' });
    const morning = judge(overnight, londonTime('2026-03-14', '09:00'));
    expect(morning).toMatchObject({ outcome: 'verified', detectedDate: '2026-03-14', durationMinutes: 480 });
    expect(morning.reasons.join(' ')).toContain('Parking on 13/03/2026 to 14/03/2026');
    // Bought last night: its period touches today too, so it is tonight's ticket as well (docs/decisions/012).
    expect(judge(overnight, londonTime('2026-03-13', '23:00')).outcome).toBe('verified');
    expect(judge(overnight, londonTime('2026-03-15', '09:00')).outcome).toBe('wrong_date');
  });
});
