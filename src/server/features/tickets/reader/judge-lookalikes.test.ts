import { describe, expect, it } from 'vitest';
import { londonTime } from '#server/lib/clock.ts';
import { judgeTicket } from './judge-ticket';
import { parseTicketText } from './parse-ticket-text';

const now = londonTime('2026-11-27', '18:00');
const judge = (text: string) =>
  judgeTicket(parseTicketText(text, { today: '2026-11-27' }), { now, ocrConfidence: 90 });
/** Judged as if the learned model gave this probability of parking. */
const judgeWithModel = (probability: number, text: string) =>
  judgeTicket(parseTicketText(text, { today: '2026-11-27', parkingProbability: () => probability }), {
    now,
    ocrConfidence: 90,
  });

/**
 * One document per class of the field guide's "what only looks like parking": each dated today,
 * with times, a duration and often a car park, a registration or a town, so only what the
 * document is about can refuse it.
 */
const LOOKALIKES: Record<string, string> = {
  'penalty charge notice': `PENALTY CHARGE NOTICE
Reading Borough Council
Vehicle registration AB12 CDE
Date of contravention 27/11/2026 10:02
Contravention code 01 Parked in a restricted street
Amount due £70.00, reduced to £35.00 if paid within 14 days`,
  'parking charge notice under an operator name': `Horizon Parking
PO Box 100, Leeds LS1 4AP
PCN reference 7621896936
Notice to Keeper - Protection of Freedoms Act 2012, Schedule 4
Car park Retail Park, Watford
Entry time 27 November 2026 09:50
Exit time 27 November 2026 13:08
The parking charge of £100 is now payable`,
  'resident permit': `RESIDENT PARKING PERMIT
Permit no. 004512 Zone C
Vehicle KM18 DSG
Valid from 27/11/2026 00:00 until 27/11/2027 23:59
Display this permit on your windscreen`,
  'blue badge': `BLUE BADGE
Badge no. 1234567
Valid from 27/11/2026
Expires 27/11/2029
Display on the dashboard when parked`,
  'road toll': `M6 TOLL
Mainline plaza
27/11/2026 14:32
Class 2 vehicle KM18 DSG
Amount £9.70
Thank you for travelling with us`,
  'toll bridge': `HUMBER BRIDGE
Bridge crossing receipt
27/11/26 10:15 Lane 4
Car £1.50 Paid`,
  'clean air zone': `Birmingham Clean Air Zone
Daily charge paid
Vehicle KM18 DSG
Date 27/11/2026 from 00:00 to 23:59
Amount £8.00`,
  'ferry crossing': `Red Funnel Ferry
Sailing Southampton to East Cowes
27 Nov 2026 depart 10:00 arrive 11:00
Car and 2 passengers
Check-in closes 09:30`,
  'fuel receipt': `Shell Reading
Pump 4 Unleaded 32.15 L
£45.01
27/11/2026 09:12
Car park open 24 hours`,
  'EV charging at a car park': `GRIDSERVE Electric Forecourt
Charging session complete
Broad Street car park, Reading
Start 27/11/2026 10:02 End 12:02
Energy delivered 34.2 kWh
Duration 2h 00m
Total £27.36`,
  'car wash': `Waves Hand Car Wash
Full valet
27/11/2026 11:00
Time taken 1 hour 30 mins
Customer car park, Guildford
£35.00`,
  'MOT invoice': `Kwik Fit Reading
MOT test and service invoice
Vehicle KM18 DSG mileage 45,210
Dropped off 27/11/2026 08:30
Ready for collection 17:00
Please collect your car from the customer car park
Labour £45.00 Parts £80.00`,
  'tyre fitting': `National Tyres
2 x tyres fitted, wheel alignment
Vehicle KM18 DSG
27/11/26 09:00 to 11:00
Total £180.00`,
  'car hire return': `Enterprise Rent-A-Car
Vehicle return receipt
Rental agreement 88123456
Vehicle returned 27/11/2026 10:37 to car park level 2
Collected 25/11/2026 09:00
Fuel level full, mileage in 12,404`,
  breakdown: `Green Flag Roadside assistance
Callout 27/11/2026 08:15
Patrol arrived 09:40
Vehicle KM18 DSG at Tesco car park, Reading
Fault found: flat battery, jump start`,
  'rail ticket': `NATIONAL RAIL
Off-Peak Day Return
Reading to London Terminals
27 NOV 26
Route any permitted
Std class Adult £28.90`,
  'bus ticket': `Reading Buses
Day Rider
Valid until 23:59 27/11/2026
Issued 08:02
Unlimited travel, all zones`,
  'taxi from a car park': `Uber
Your trip on 27 November 2026
Pick-up 10:02 Short stay car park, Terminal 5
Drop-off 10:48 Reading RG1 1AA
Fare £42.10`,
  'shop receipt': `Sainsbury's Reading
Milk 2PT £1.45
Bananas £0.94
Bread £1.75
Coffee £4.50
Balance due £8.64
27/11/26 14:31
Free parking for 2 hours with this receipt`,
  'cinema ticket': `ODEON Reading
Admit one
Screen 3 Seat F12
27/11/2026 19:30
Running time 2 hours 10 mins`,
  'airport lounge': `Aspire Lounge Heathrow Terminal 5
Entry from 27/11/2026 06:00
Access for up to 3 hours
Guests 2`,
  'hotel booking': `Premier Inn Reading Central
Booking confirmation
Check-in 27 November 2026 from 15:00
Check-out 28 November 2026 by 12:00
1 night, 1 room
On-site car park £15 per 24 hours, pay at reception`,
  'caravan pitch': `Riverside Holiday Park
Pitch 42 caravan
Arrival 27 Nov 2026 14:00
Departure 29 Nov 2026 11:00
Electric hook-up
Vehicle KM18 DSG park beside your pitch`,
  'a charge that says it is not a parking ticket': `Vehicle VM66 OBA
Charge day 27NOV26
Entered 10.36
Paid £8.00
Covers midnight to midnight. This is not a parking ticket.`,
  'council notice whose heading was lost': `North Yorkshire Council
PCN no. HG84281455
Date 27NOV26
First observed 10:51
Issued 11:02
Contravention 01
Reduced to £35 if paid within 14 days`,
  'self-storage access': `Big Yellow Self Storage
Unit 114 access
27/11/2026 09:00 to 17:00
Loading bay, car park at rear`,
};

describe('judgeTicket: what only looks like parking is refused as not parking', () => {
  it.each(Object.entries(LOOKALIKES))('%s', (_name, text) => {
    const judgement = judge(text);
    expect(judgement.outcome).toBe('not_parking_ticket');
    expect(judgement.unsure).toBe(false);
  });
});

describe('judgeTicket: documents that carry both are parking when parking is what was bought', () => {
  it.each([
    [
      'park & ride',
      `PARK & RIDE\nThornhill car park\nReading RG4 9QS\n27/11/2026\nIssued 08:30\nValid until last bus\nAll day car park and return bus\n£4.00`,
    ],
    [
      'hotel guest car park tag',
      `GUEST PARKING\nThe Grand Hotel car park\nBrighton BN1 2FW\nRoom 214\nArrival Fri 27 Nov 10:37\nDeparture Sat 28 Nov 11:00\nCar park charge £18.00`,
    ],
    [
      'supermarket car park ticket',
      `Tesco Extra car park\nCustomer parking\nMax stay 3 hours\nArrived 27/11/2026 10:15\nFree for customers\nLeave by 13:15`,
    ],
    ['meter slip', `METER NO 0412\nWestminster\n27-NOV-26\nFROM 10:15 TO 12:15\n£9.80`],
  ])('%s', (_name, text) => {
    expect(judge(text)).toMatchObject({ outcome: 'verified', unsure: false });
  });
});

describe('judgeTicket: unsure goes to a person', () => {
  it('sends an unnamed document with a parking hint and a labelled period today to a person', () => {
    const judgement = judgeWithModel(
      0.5,
      'Gate North\nTariff paid\nIssued 27/11/2026 12:20\nValid until 20:50\nCharge £15.00',
    );
    expect(judgement).toMatchObject({ outcome: 'not_parking_ticket', unsure: true });
  });

  it('is sure a document with no hint of parking is not parking, whatever its period', () => {
    const judgement = judge('The Daily Grind\nIssued 27/11/2026 12:20\nValid until 20:50\nTotal £15.00');
    expect(judgement).toMatchObject({ outcome: 'not_parking_ticket', unsure: false });
  });

  it('has no person look at two bare dated moments on a document not about parking (043)', () => {
    const copy = 'Thank you\nPlease keep this copy\nRef 88213\nAgent Sam';
    const hire = `${copy}\n23/11/2026 10:16\n27/11/2026 10:16\nLeft in the car park, level 2`;
    expect(judgeWithModel(0.1, hire)).toMatchObject({ outcome: 'not_parking_ticket', unsure: false });
    // Labelled, the same moments are a period a person checks.
    const labelled = `${copy}\nStart 23/11/2026 10:16\nEnd 27/11/2026 10:16\nLeft in the car park, level 2`;
    expect(judgeWithModel(0.1, labelled)).toMatchObject({ outcome: 'not_parking_ticket', unsure: true });
  });

  describe('with the learned model as a second opinion (docs/decisions/042)', () => {
    const unnamed = 'Gate North\nTariff paid\nIssued 27/11/2026 12:20\nValid until 20:50\nCharge £15.00';
    it('verifies an unnamed document the model is sure is parking, when it prints a labelled period', () => {
      expect(judgeWithModel(0.9, unnamed)).toMatchObject({ outcome: 'verified', unsure: false });
      const durationOnly =
        'Gate North\nTariff paid\nIssued 27/11/2026 12:20\nDuration 8 hours\nCharge £15.00';
      expect(judgeWithModel(0.9, durationOnly)).toMatchObject({
        outcome: 'not_parking_ticket',
        unsure: true,
      });
    });

    it('lets the model’s doubt stop parking words that were incidental (a play session beside a car park)', () => {
      const session = (out: string) =>
        `Session\nDate 27.11.26\nIn 05.41\nOut by ${out}\nChildren 2\nRetail park car park: max stay 3 hours`;
      expect(judgeWithModel(0.5, session('06.41'))).toMatchObject({ outcome: 'verified' });
      expect(judgeWithModel(0.1, session('06.41'))).toMatchObject({
        outcome: 'not_parking_ticket',
        unsure: true,
      });
      expect(judgeWithModel(0.5, session('06.11'))).toMatchObject({ outcome: 'too_short' });
      expect(judgeWithModel(0.1, session('06.11'))).toMatchObject({
        outcome: 'not_parking_ticket',
        unsure: false,
      });
    });

    it('has a person look at weak cues the model does not lean to, instead of verifying them', () => {
      const permit =
        'Business Park car park\nHolder S. Patel\nVehicle GB20 DKA\nScanned in 27-NOV-26 08:06\nValid until 19:00';
      expect(judgeWithModel(0.6, permit)).toMatchObject({ outcome: 'verified' });
      expect(judgeWithModel(0.3, permit)).toMatchObject({ outcome: 'not_parking_ticket', unsure: true });
    });

    it('never takes a registration alone for parking, however the model leans', () => {
      const cover = 'Cover note\nVehicle GB20 DKA\nStarts 27/11/2026 08:06\nValid until 19:00';
      expect(judgeWithModel(0.6, cover)).toMatchObject({ outcome: 'not_parking_ticket' });
    });

    it('never lets the model overrule a title naming parking: a person looks instead', () => {
      const ticket = 'PAY & DISPLAY\nReading\nDate 27/11/2026\nFrom 10:00 To 12:00';
      expect(judgeWithModel(0.05, ticket)).toMatchObject({ outcome: 'not_parking_ticket', unsure: true });
    });
  });

  it('reads a year whose 0 was read as 8', () => {
    expect(judge('PAY & DISPLAY\nReading\nDate 27.11.2826\nFrom 10:00 To 12:00')).toMatchObject({
      outcome: 'verified',
      detectedDate: '2026-11-27',
    });
  });
});
