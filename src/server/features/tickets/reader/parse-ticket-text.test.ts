import { describe, expect, it } from 'vitest';
import { parseTicketText } from './parse-ticket-text';

/** A council pay & display ticket, with the fields a test cares about swapped in. */
function payAndDisplay({
  date = '14/03/2026',
  times = 'Time in 10:02\nExpires 12:02',
  tariff = 'Up to 2 hours',
} = {}) {
  return `PAY & DISPLAY
READING BOROUGH COUNCIL
KINGS MEADOW CAR PARK
READING RG1 8DG
Date ${date}
${times}
Tariff ${tariff}
Amount paid £3.60
Ticket No. 838000
DISPLAY THIS SIDE UP`;
}

describe('parseTicketText: a complete ticket', () => {
  it('reads every field of a council pay & display ticket', () => {
    const parsed = parseTicketText(payAndDisplay());
    expect(parsed).toMatchObject({
      ticketDate: '2026-03-14',
      ticketDateText: '14/03/2026',
      startTime: '10:02',
      endTime: '12:02',
      durationMinutes: 120,
      durationSource: 'times',
      overnight: false,
      ticketNumber: '838000',
      postcode: 'RG1 8DG',
      place: { name: 'Reading' },
      placeVia: 'town',
    });
    expect(parsed.parkingEvidence).toEqual(
      expect.arrayContaining(['pay & display', 'car park', 'display this ticket', 'tariff']),
    );
    expect(parsed.readableWords).toBeGreaterThan(15);
  });

  it('reads an app screenshot with labels above their values and a status-bar clock', () => {
    const parsed = parseTicketText(`10:06 all 5G
RingGo
Parking session
Active | Session ends in 1h 56m
Location
40123 - Broad Street car
park, Reading
Vehicle
KM18 DSG
Date
Sat 14 Mar 2026
Started
10:02
Ends
12:02
Duration
2 hours
Extend session`);
    expect(parsed).toMatchObject({
      ticketDate: '2026-03-14',
      startTime: '10:02',
      endTime: '12:02',
      durationMinutes: 120,
    });
    expect(parsed.durationSource).toBe('stated');
    expect(parsed.place?.name).toBe('Reading');
    expect(parsed.parkingEvidence).toEqual(
      expect.arrayContaining(['parking operator', 'vehicle registration', 'location code']),
    );
  });

  it('ignores a countdown ring that shows time left', () => {
    const parsed = parseTicketText(`10:35
PayByPhone
Parking active
Location 8123 1:25
Regency Square, Brighton left
Date 14 March 2026
Start time 10:30
Expiry time 12:00
Duration 90 mins`);
    expect(parsed).toMatchObject({
      startTime: '10:30',
      endTime: '12:00',
      durationMinutes: 90,
      place: { name: 'Brighton' },
    });
  });

  it('does not take an "ends in" countdown for the duration', () => {
    const parsed = parseTicketText(
      'RingGo\nParking session\nSession ends in 0h 57m\nDate 14 Mar 2026\nStarted 09:30\nEnds 10:30',
    );
    expect(parsed.durationMinutes).toBe(60);
    expect(parsed.durationSource).toBe('times');
  });
});

describe('parseTicketText: times', () => {
  it.each([
    ['Time in 10:02\nExpires 12:02', '10:02', '12:02'],
    ['Arrival 09:14\nExpiry 11:14', '09:14', '11:14'],
    ['Entry 09:14 14/03/26\nExit 11:40 14/03/26', '09:14', '11:40'],
    ['Start 10.02\nEnd 12.02', '10:02', '12:02'],
    ['From 10:02am Until 12:02pm', '10:02', '12:02'],
    ['Valid from 1:30pm\nValid until 3:30pm', '13:30', '15:30'],
    ['Parked 10:00 - 12:00', '10:00', '12:00'],
    ['Session 10:00 to 12:00', '10:00', '12:00'],
    ['Started\n\n10:02\n\nEnds\n\n12:02', '10:02', '12:02'],
    ['VALID UNTIL\n12:02\nIssued 10:02', '10:02', '12:02'],
    ['Time in 1O:O2\nExpires l2:O2', '10:02', '12:02'],
    ['Time in 10 :02\nExpires 12: 02', '10:02', '12:02'],
    ['ARRIVED 12:15AM\nEXPIRES 2:15AM', '00:15', '02:15'],
    ['Entry time 09:14:32\nExit time 11:40:05', '09:14', '11:40'],
  ])('%j → %s to %s', (times, start, end) => {
    const parsed = parseTicketText(payAndDisplay({ times, tariff: '' }));
    expect([parsed.startTime, parsed.endTime]).toEqual([start, end]);
  });

  it('takes a bare time just above a labelled expiry as the start', () => {
    const parsed = parseTicketText('PAY & DISPLAY\n14 MAR 2026\n13:05\nExpires 17:05\nTariff Up to 4 hours');
    expect([parsed.startTime, parsed.endTime, parsed.durationMinutes]).toEqual(['13:05', '17:05', 240]);
  });

  it('reads 24-hour times printed after a date without a year ("Fri 14 Mar, 1110")', () => {
    const parsed = parseTicketText('Parking session\nStarted Sat 14 Mar, 1110\nEnds Sat 14 Mar, 1610');
    expect(parsed.dates).toEqual(['--03-14']);
    expect([parsed.startTime, parsed.endTime, parsed.durationMinutes]).toEqual(['11:10', '16:10', 300]);
  });

  it('never takes the hour after a date without a year for its year ("14 Mar 12.38 PM")', () => {
    const parsed = parseTicketText('Active parking\nFrom Sat 14 Mar 8.38 AM\nTo Sat 14 Mar 12.38 PM');
    expect(parsed.dates).toEqual(['--03-14']);
    expect([parsed.startTime, parsed.endTime, parsed.durationMinutes]).toEqual(['08:38', '12:38', 240]);
  });

  it('reads a bilingual ticket: both labels on one line, the time below, a bare "Time" as the start', () => {
    const parsed = parseTicketText(
      'Maes Parcio / Car Park\nDyddiad / Date\n14 Mawrth 2026\nAmser / Time 08:40\nYn dod 1 ben / Expires\n09:40',
    );
    expect([parsed.ticketDate, parsed.startTime, parsed.endTime, parsed.durationMinutes]).toEqual([
      '2026-03-14',
      '08:40',
      '09:40',
      60,
    ]);
  });

  it('takes the length from a dated entry and exit when a stated length was misread ("4 t 50 mins")', () => {
    const parsed = parseTicketText(
      'Pay on Foot\nIN 2026-03-14 6:15a\nOUT 2026-03-14 11:05a\nLength of stay 4 t 50 mins',
    );
    expect([parsed.startTime, parsed.endTime, parsed.durationMinutes]).toEqual(['06:15', '11:05', 290]);
  });

  it('reads a 4-digit time opening the line under its label ("VALID UNTIL" / "0012 27-NOV-26")', () => {
    const parsed = parseTicketText('Pay & Display\nVALID UNTIL\n0012 15-MAR-26\nPurchased 2312 14-MAR-26');
    expect([parsed.startTime, parsed.endTime, parsed.durationMinutes]).toEqual(['23:12', '00:12', 60]);
    expect([parsed.period.firstDay, parsed.period.lastDay]).toEqual(['2026-03-14', '2026-03-15']);
  });

  it('takes two moments each dated on its own line as entry and exit when glare took the labels', () => {
    const parsed = parseTicketText(
      'Royal Infirmary\nvisitor parking\n14/03/2026 09:22\n14/03/2026 10:25\n£5.50',
    );
    expect([parsed.startTime, parsed.endTime, parsed.durationMinutes]).toEqual(['09:22', '10:25', 63]);
    // Undated, or the second earlier: no period is made up.
    expect(parseTicketText('Car park\n09:22\n10:25').durationMinutes).toBeNull();
    expect(parseTicketText('Car park\n14/03/2026 10:25\n14/03/2026 09:22').startTime).toBeNull();
  });

  it('never reads prices as times', () => {
    const parsed = parseTicketText('Car park\nPaid £3.20\nCost £3,209\nVAT 0.53\nTime in 10:02');
    expect(parsed.startTime).toBe('10:02');
    expect(parsed.endTime).toBeNull();
  });
});

describe('parseTicketText: durations', () => {
  it("takes no length of stay from a clock's minutes with a stray letter after them ('07:20 h' is not 20 hours)", () => {
    const meter = parseTicketText('METER 6641\nBATH\n27-11-26\nFROM 07:05\nT0\n07:20 h', {
      today: '2026-11-27',
    });
    expect(meter.durationMinutes).not.toBe(20 * 60);
    expect(
      parseTicketText('CAR PARK\n27-11-26\nIN 09:15 m', { today: '2026-11-27' }).durationMinutes,
    ).toBeNull();
    expect(parseTicketText('CAR PARK\n27-11-26\nStay 2 h', { today: '2026-11-27' }).durationMinutes).toBe(
      120,
    );
  });

  it.each([
    ['Tariff 2 HOURS', 120, 'tariff'],
    ['Duration 2h 26m', 146, 'stated'],
    ['Duration 90 mins', 90, 'stated'],
    ['Tariff Up to 2 hours', 120, 'tariff'],
    ['Duration 1 hr', 60, 'stated'],
    ['Tariff 30 MINS', 30, 'tariff'],
    ['Duration Oh 40m', 40, 'stated'],
    ['Duration 0h 40m', 40, 'stated'],
    ['Duration 1 hour 30 minutes', 90, 'stated'],
    ['Duration\n1 hour', 60, 'stated'],
    ['Stay: 3hrs', 180, 'stated'],
    ['Tariff 2 - 3 hrs', 120, 'tariff'],
    ['Paid for one hour', 60, 'tariff'],
    ['Duration half an hour', 30, 'stated'],
    ['Tariff 1.5 hours', 90, 'tariff'],
    ['ALL DAY', 1440, 'tariff'],
    ['2 HOURS', 120, 'plain'],
  ])('%j → %d minutes', (line, minutes, source) => {
    const parsed = parseTicketText(
      `PAY AND DISPLAY\nDate 14/03/2026\n${line}\nPlease exit within 15 minutes`,
    );
    expect(parsed.durationMinutes).toBe(minutes);
    expect(parsed.durationSource).toBe(source);
  });

  it('prefers a stated duration, then start and end, then the tariff', () => {
    const stated = parseTicketText('Entry 09:14\nExit 11:40\nDuration 2h 26m\nTariff 2 - 3 hrs');
    expect(stated).toMatchObject({ durationMinutes: 146, durationSource: 'stated' });
    const times = parseTicketText('Time in 09:14\nExpires 09:59\nTariff Up to 1 hour');
    expect(times).toMatchObject({ durationMinutes: 45, durationSource: 'times' });
  });

  it('knows minutes that are not the stay', () => {
    const parsed = parseTicketText(
      'Please exit within 15 minutes\nDoors open 20 minutes before the film\nSession ends in 1h 56m\n1h 25m left',
    );
    expect(parsed.durationMinutes).toBeNull();
  });
});

describe('parseTicketText: what was bought or granted (docs/decisions/043)', () => {
  const tariffTable = (paid: string) => `PAY AND DISPLAY
Harbour Road car park
Issued 14/03/2026
Up to 1 hour £1.20
Up to 2 hours £2.40
Up to 4 hours £4.10
All day £7.00
Amount paid ${paid}`;

  it('takes the band priced at the amount paid from a tariff table', () => {
    expect(parseTicketText(tariffTable('£4.10'))).toMatchObject({
      durationMinutes: 240,
      durationSource: 'tariff',
    });
    expect(parseTicketText(tariffTable('1.20'))).toMatchObject({ durationMinutes: 60 });
  });

  it('reads no length from a table when no band is priced at the amount paid', () => {
    expect(parseTicketText(tariffTable('£3.00')).durationMinutes).toBeNull();
    // One band printed is the one bought, whatever else the ticket prices.
    const single = parseTicketText('PAY AND DISPLAY\nDate 14/03/2026\nUp to 3 hours\nAmount paid £4.00');
    expect(single).toMatchObject({ durationMinutes: 180, durationSource: 'tariff' });
  });

  it('grants a free car park its maximum stay from entry', () => {
    const free = parseTicketText(
      'Riverside Foodhall\nCustomer parking - free\nArrived 14/03/26 09:40\nMaximum stay: 2 hours\nBay 12',
    );
    expect(free).toMatchObject({ startTime: '09:40', durationMinutes: 120, durationSource: 'limit' });
    const short = parseTicketText('FREE PARKING FOR SHOPPERS\nEntry 09:40 14/03/26\nMax stay 45 mins');
    expect(short).toMatchObject({ durationMinutes: 45, durationSource: 'limit' });
  });

  it('does not take a maximum stay as what was bought where parking was paid for', () => {
    const paid = parseTicketText(
      'PAY AND DISPLAY\nDate 14/03/2026\nTime in 09:40\nMax stay 4 hours\nPaid £1.50',
    );
    expect(paid.durationMinutes).toBeNull();
    // An expiry printed beside it is the period.
    const expiring = parseTicketText(
      'Customer car park - free\nEntry 09:40 14/03/26\nLeave by 10:40\nMax stay 3 hours',
    );
    expect(expiring).toMatchObject({ durationMinutes: 60, durationSource: 'times' });
  });

  it('reads "Paid at" beside an expiry as the purchase', () => {
    const sticker = parseTicketText('ON-STREET METER\nValid until\n\n4:15pm\n14/03/26\nPaid at 1:15pm Bay 7');
    expect(sticker).toMatchObject({ startTime: '13:15', endTime: '16:15', durationMinutes: 180 });
    // On a pay-on-foot receipt it is the exit.
    const receipt = parseTicketText('CAR PARK RECEIPT\nEntry 09:10 14/03/26\nPaid at 11:25');
    expect(receipt).toMatchObject({ startTime: '09:10', endTime: '11:25' });
  });

  it('reads two unlabelled dated moments on different days as entry and exit', () => {
    const booking = parseTicketText(
      'Your space is booked\nBooked 2 Mar 2026\nSat 14 Mar 2026, 18:30\nMon 16 Mar 2026, 07:15\nTotal paid £21.00',
    );
    expect(booking).toMatchObject({ startDate: '2026-03-14', ticketDate: '2026-03-16', overnight: true });
  });

  it('pairs a line of two dates with the line of two times below it, column by column (044)', () => {
    const pass = parseTicketText(
      'AIRPORT PARKING\nLong Stay\n\n14 MAR 2026   21 MAR 2026\n06:19   11:28\n\nRef RH91178',
      {
        today: '2026-03-14',
      },
    );
    expect(pass).toMatchObject({
      startDate: '2026-03-14',
      startTime: '06:19',
      ticketDate: '2026-03-21',
      endTime: '11:28',
    });
  });

  it('reads a period of days from dates labelled as its ends, with no times', () => {
    const hotel = parseTicketText(
      'THE MALTINGS HOTEL\nGuest car park\nRoom 214\nArrival 13/03/2026\nDeparture 15/03/2026\nParking £15.00 per night',
      { today: '2026-03-14' },
    );
    expect(hotel).toMatchObject({
      startDate: '2026-03-13',
      ticketDate: '2026-03-15',
      durationSource: 'days',
    });
    expect(hotel.durationMinutes).toBe(2 * 24 * 60);
    const pass = parseTicketText('AIRPORT PARKING - LONG STAY\nEntry\n14 Mar 2026\nExit\n21 Mar 2026');
    expect(pass).toMatchObject({ startDate: '2026-03-14', ticketDate: '2026-03-21' });
    // Unlabelled dates, or ends out of order, are no period.
    expect(parseTicketText('CAR PARK\n13/03/2026\n15/03/2026').durationMinutes).toBeNull();
    expect(
      parseTicketText('CAR PARK\nValid from 15/03/2026\nValid to 13/03/2026').durationMinutes,
    ).toBeNull();
  });

  it('reads "Valid until last bus" as the day\'s service', () => {
    const ride = parseTicketText(
      'PARK & RIDE\nIssued 14/03/2026 09:12\nValid until last bus\nCar + 2 adults £4.50',
    );
    expect(ride).toMatchObject({ startTime: '09:12', durationMinutes: 24 * 60, durationSource: 'tariff' });
  });

  it('tells a countdown ("1:25" above "left") from a time above a line that starts "Left"', () => {
    const countdown = parseTicketText('Parking session\nStarted 10:02\n1:25\nleft');
    expect(countdown.endTime).toBeNull();
    const note = parseTicketText(
      'CAR PARK\nValid from 14/03/2026 10:16\nValid until 14/03/2026 12:16\nLeft at level 2',
    );
    expect(note).toMatchObject({ startTime: '10:16', endTime: '12:16', durationMinutes: 120 });
  });

  it('reads day parking granted for the hours a car park is open, only with both ends', () => {
    const show = parseTicketText(
      'County Show\nCar Park C\nParking date 14-MAR-26\nGates open 10:30:01\nCar park closes 20:14:09',
    );
    expect(show).toMatchObject({ startTime: '10:30', endTime: '20:14', durationMinutes: 584 });
    const match = parseTicketText(
      'MATCHDAY PARKING\nSat 14 Mar 2026\nCar park opens 4:08pm\nVacate by 9:08pm',
    );
    expect(match).toMatchObject({ startTime: '16:08', endTime: '21:08' });
    // A closing time never stands in for a lost expiry.
    const lost = parseTicketText('PAY AND DISPLAY\nDate 14/03/2026\nTime in 10:00\nCar park closes 20:00');
    expect(lost.endTime).toBeNull();
  });

  it("reads an app's countdown against the phone's clock as the session's end", () => {
    const app = parseTicketText(
      '11:36 all 5G\nParkNow\n4:57:09\nExpires in\nParking session ACTIVE\nLocation 98707\nFrom 14 Mar 26 08:33:25',
    );
    expect(app).toMatchObject({ startTime: '08:33', endTime: '16:33', durationMinutes: 480 });
    // Without the phone's clock a countdown says nothing of the end.
    expect(parseTicketText('ParkNow\n4:57:09\nExpires in\nFrom 14 Mar 26 08:33').endTime).toBeNull();
  });

  it("reads a site's charging hours as the site's, not the stay, and 'Time now' as the purchase", () => {
    const ticket = parseTicketText(
      'Borough Council\nCharges apply Mon-Sat 8am-6pm\nTime now 11:11\nValid to\n\n11:51 Saturday 14th March 2026\nLocation 913 Kiln Lane Car Park',
    );
    expect(ticket).toMatchObject({ startTime: '11:11', endTime: '11:51', durationMinutes: 40 });
  });

  it('never dates the parking by an offer, a card or a membership', () => {
    const refundable = parseTicketText(
      'Westgate Retail Park\nTime in 08.15\nValid until 11.15\nPaid £1.00\nRefund in store - offer ends 31/01/2027',
    );
    expect(refundable.ticketDate).toBeNull();
    // A receipt printed on exit still dates it.
    expect(parseTicketText('CAR PARK RECEIPT\nEntry 09:10\nExit 11:25\nPrinted 14/03/2026').ticketDate).toBe(
      '2026-03-14',
    );
  });
});

describe('parseTicketText: dates and overnight tickets', () => {
  it('uses the printed date, whatever its format', () => {
    for (const date of ['14.03.26', '14 MAR 2026', 'Sat 14 March 2026', '2026-03-14', '14-03-2026']) {
      expect(parseTicketText(payAndDisplay({ date })).ticketDate).toBe('2026-03-14');
    }
  });

  it('dates an overnight ticket by its expiry (one date printed)', () => {
    const parsed = parseTicketText(
      payAndDisplay({ date: '13/03/2026', times: 'Time in 22:00\nExpires 06:00', tariff: '' }),
    );
    expect(parsed).toMatchObject({ ticketDate: '2026-03-14', overnight: true, durationMinutes: 480 });
  });

  it('dates an overnight ticket by its expiry (dates beside the times)', () => {
    const parsed = parseTicketText('NCP\nCAR PARK RECEIPT\nEntry 22:10 13/03/26\nExit 08:05 14/03/26');
    expect(parsed).toMatchObject({ ticketDate: '2026-03-14', overnight: true, durationMinutes: 595 });
    const later = parseTicketText('PAY AND DISPLAY\nArrival 21:30 14/03/2026\nExpiry 07:30 15/03/2026');
    expect(later).toMatchObject({ ticketDate: '2026-03-15', overnight: true });
  });

  it('dates an overnight ticket by its expiry (two dates apart from the times)', () => {
    const parsed = parseTicketText(
      'PAY AND DISPLAY\nIssued 13/03/2026\nTime in 23:00\nExpires 02:00\nValid to 14/03/2026',
    );
    expect(parsed).toMatchObject({ ticketDate: '2026-03-14', overnight: true, durationMinutes: 180 });
  });

  it('picks the date printed most often when OCR garbled one copy', () => {
    const garbled = `${payAndDisplay()}\nVALID UNTIL 12:02 14/03/2026\n14/08/2026`;
    expect(parseTicketText(garbled).ticketDate).toBe('2026-03-14');
  });

  it('returns no date when none is printed', () => {
    expect(parseTicketText('PAY & DISPLAY\nTime in 10:02\nExpires 12:02').ticketDate).toBeNull();
  });
});

describe('parseTicketText: parking evidence', () => {
  it.each([
    ['pay & display', 'PAY & DISPLAY'],
    ['pay & display', 'Pay and Display'],
    ['car park', 'Multi-Storey Car Park'],
    ['parking operator', 'NCP'],
    ['parking operator', 'RingGo'],
    ['parking operator', 'PayByPhone'],
    ['parking operator', 'JustPark'],
    ['parking operator', 'APCOA'],
    ['parking operator', 'Q-Park'],
    ['parking operator', 'Euro Car Parks'],
    ['parking session', 'Parking session'],
    ['location code', 'Location code 40123'],
    ['display this ticket', 'Please display this ticket'],
    ['display this ticket', 'Display in windscreen. Not valid in staff bays.'],
    ['display this ticket', 'Display it behind the windscreen'],
    ['vehicle registration', 'Vehicle reg: AB12 CDE'],
    ['vehicle registration', 'VRM AB12CDE'],
  ])('finds %s in %j', (cue, text) => {
    const parsed = parseTicketText(`${text}\nDate 14/03/2026`);
    expect(parsed.parkingEvidence).toContain(cue);
  });

  it('scores weak cues together: tariff + expiry + zone is enough, "parking" alone is not', () => {
    expect(parseTicketText('Zone 4\nTariff B\nExpires 12:02').parkingScore).toBeGreaterThanOrEqual(2);
    expect(
      parseTicketText('Free parking for customers\nVoucher expires 31/03/2026').parkingScore,
    ).toBeLessThan(2);
  });

  it.each([
    [
      'café receipt',
      'The Daily Grind\nCoffee House & Bakery\n14 Market Place, Reading\n14/03/2026 10:47 Table 4\n2 Oat Latte £7.20\nTOTAL £13.70',
    ],
    [
      'supermarket receipt',
      'FRESHWAY SUPERSTORE\nOXFORD ROAD, READING\nCHEDDAR MATURE 400G £3.75\n9 ITEMS TOTAL £17.09\n14/03/26 11:32 ST:1234',
    ],
    [
      'restaurant bill',
      'Trattoria Bella\n5 Bridge Street, Guildford GU1 4RY\nTable 12 Covers 2\nSat 14 March 2026 19:42\nTotal to pay £54.39',
    ],
    [
      'letter',
      'Riverside Dental Practice\n14 March 2026\nThis letter confirms your appointment on Saturday 14 March 2026 at 10:30.\nIt will take around 40 minutes.',
    ],
    [
      'bus ticket',
      'KENNET VALLEY BUSES\nDAY RIDER ADULT\nFare £5.20\nIssued 14/03/2026 08:52\nValid until 23:59 on day of issue\nKeep this ticket for inspection',
    ],
    [
      'cinema ticket',
      'REGAL CINEMAS\nTHE LAST HARBOUR (12A)\nDate Sat 14 Mar 2026\nTime 19:30\nScreen 5 Seat F12\nBooking ref 015332',
    ],
    [
      'train ticket',
      'OFF-PEAK DAY RETURN\nReading to London Terminals\nValid 14/03/2026\nRoute Any Permitted',
    ],
  ])('finds no parking in a %s even with dates and times', (_kind, text) => {
    const parsed = parseTicketText(text);
    expect(parsed.parkingScore).toBeLessThan(2);
    expect(parsed.ticketDate).not.toBeNull();
  });

  it('flags penalty notices', () => {
    expect(parseTicketText('PENALTY CHARGE NOTICE\nContravention code 01\nCar park').isPenaltyNotice).toBe(
      true,
    );
  });
});

describe('parseTicketText: ticket number, postcode and place', () => {
  it.each([
    ['Ticket No. 838000', '838000'],
    ['TKT 307148', '307148'],
    ['Transaction ref: AB12345', 'AB12345'],
    ['Session ID\n99887766', '99887766'],
    ['Ticket number: 0042-7781', '0042-7781'],
  ])('reads %j', (line, number) => {
    expect(parseTicketText(`Car park\n${line}`).ticketNumber).toBe(number);
  });

  it('does not take machine numbers or short codes', () => {
    expect(parseTicketText('Machine No. 2775\nAuth code 725085\nTicket No. 12').ticketNumber).toBeNull();
  });

  it('finds the postcode, tolerating OCR slips', () => {
    expect(parseTicketText('BATH BA1l 2NE').place?.name).toBe('Bath');
    expect(parseTicketText('READING RGl 8DG').postcode).toBe('RG1 8DG');
  });

  it('resolves a postcode-only ticket through its post town', () => {
    const parsed = parseTicketText('PAY AND DISPLAY\nFriar Street\nRG1 1DB\nArrival 12:31 2026-03-14');
    expect(parsed).toMatchObject({ place: { name: 'Reading' }, placeVia: 'postcode', postcode: 'RG1 1DB' });
  });

  it('does not turn a date into the town of March', () => {
    expect(parseTicketText('RingGo\nLocation 81522\nDate 14 March 2026\nStarted 09:30').place).toBeNull();
  });

  it('leaves the place empty when only a car park number is printed', () => {
    expect(parseTicketText('PAY AND DISPLAY\nCAR PARK 7357\nArrival 10:05 14/03/26').place).toBeNull();
  });
});

describe('parseTicketText: readability', () => {
  it('counts real words, not OCR scraps', () => {
    expect(parseTicketText('').readableWords).toBe(0);
    expect(parseTicketText('Wee Smee').readableWords).toBeLessThan(3);
    expect(parseTicketText('~ ,. ; | \\ _ -- ==').readableWords).toBe(0);
    expect(parseTicketText(payAndDisplay()).readableWords).toBeGreaterThan(15);
  });
});
