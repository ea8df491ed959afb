import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { londonTime } from '#server/lib/clock.ts';
import { classifyDocument } from './document-kind';
import { invertDarkBands } from './grey-image';
import { createTicketReader } from './index';
import { judgeTicket } from './judge-ticket';
import { ticketLines } from './ocr-text';
import { parseTicketText } from './parse-ticket-text';

const now = londonTime('2026-03-14', '18:00');
const judge = (text: string, at = now) => judgeTicket(parseTicketText(text), { now: at, ocrConfidence: 90 });
const kind = (text: string) => classifyDocument(ticketLines(text));

describe('what a document is, from its strongest evidence', () => {
  it.each([
    [
      'an EV charging app',
      'Charging session complete\nAlencon Link car park, Basingstoke\n14 Mar 2026\n06:43 - 08:23\n1h 40m\n£33.40 (£0.69/kWh)',
      'an EV charging receipt',
    ],
    [
      'a resident permit',
      'RESIDENT PARKING PERMIT\nStockport Council\nZONE K9\nPermit no. 0044394\nValid until 19/06/2026',
      'a parking permit',
    ],
    [
      'a hotel booking',
      'Booking confirmation\nPremier Inn Swindon\nCheck-in 14 March 2026 from 15:00\nCheck-out 17 March 2026\n3 nights, 1 room\nParking: on-site car park',
      'a hotel booking',
    ],
    [
      'a restaurant bill',
      'THE OLIVE TREE\nTable 29 Covers 5\nFish & chips £16.50\nService 12.5% £4.17\nTOTAL £37.52\nParking in the multi-storey? Ask us to validate your car park ticket',
      'a restaurant or café bill',
    ],
    [
      'a fuel receipt',
      'SHELL\nPump 4 Unleaded\n38.21 L @ 142.9 ppl\nTotal £54.60\n14/03/2026 10:02',
      'a fuel receipt',
    ],
    [
      'a hospital letter',
      'Horsham Hospital Outpatients\nLetter date: 21 February 2026\nDear Patient,\nYour appointment is on 14 March 2026 at 14:15.\nParking: the hospital car park is pay and display. Please allow 2 hours.\nYours sincerely',
      'a letter',
    ],
  ])('%s is a look-alike whatever dates, times and car parks it prints', (_name, text, lookalike) => {
    expect(kind(text)).toMatchObject({ kind: 'other', lookalike });
    expect(judge(text).outcome).toBe('not_parking_ticket');
  });

  it('a private parking charge notice is a penalty notice wherever its heading sits', () => {
    const letter = `ParkingEye Ltd\nPO Box 565, Chorley PR6 6HT\nDate of issue: 14 March 2026\nPCN reference: 7621896936\nPARKING CHARGE NOTICE\nVehicle registration JG23 SEJ\nEntry time 14 March 2026 09:50\nExit time 14 March 2026 13:08`;
    expect(kind(letter).kind).toBe('penalty_notice');
    expect(judge(letter).outcome).toBe('not_parking_ticket');
  });

  it('a ticket that names itself keeps its terms in the small print', () => {
    const ticket = `BRITANNIA PARKING\nPAY & DISPLAY\nUnion Street WF1 1XH\nDate 14/03/26\nArrived 13:30\nExpires 14:30 14/03/26\nA Parking Charge\nNotice of £100 (reduced to £60 if paid within 14 days) may be\nissued for breach of these terms.`;
    expect(kind(ticket).kind).toBe('parking');
    expect(judge(ticket).outcome).toBe('verified');
  });

  it('knows "maes parcio" as a car park on Welsh-only lines (043)', () => {
    expect(kind('Cyngor Gwynedd\nMaes parcio Y Maes\nDyddiad 14/03/2026').evidence.join(' ')).toMatch(
      /car park/,
    );
  });

  it('takes a heading that names only parking as the title, beside an event or a hotel (043)', () => {
    const stub =
      'EVENT DAY PARKING\nFood Festival\nGate B\nIssued Saturday 14th March 2026 7:36am\nValid until 11:59pm';
    expect(kind(stub)).toMatchObject({ kind: 'parking', certainty: 'sure' });
    expect(judge(stub).outcome).toBe('verified');
    const booked =
      'PRE-BOOKED PARKING\n\nCounty Arena, Canterbury\nCar park R\n14/03/2026 0755\n14/03/2026 1255\nRef NFV-08086';
    expect(kind(booked)).toMatchObject({ kind: 'parking' });
    expect(judge(booked).outcome).toBe('verified');
    expect(
      kind('County Arena, Canterbury\nCup Final\nBlock C Row 4\n14/03/2026 19:45\nCar park R').kind,
    ).not.toBe('parking');
    // Headed as parking on its first line, it is parking whatever the event's words.
    const match =
      'MATCHDAY PARKING\nPriory Lane Stadium\nDate 14/03/2026\nKICK-OFF 15:00\nADMITTED 11:00\nVALID UNTIL 18:30\nPAID £10.00 CASH';
    expect(kind(match).kind).toBe('parking');
    const gate =
      'FOOD & DRINK FESTIVAL 2026\nCAR PARK - ONE VEHICLE\nShowground, Oxford\nDate Saturday 14th March 2026\nIssued 10:48\nValid until 18:00 same day';
    expect(kind(gate).kind).toBe('parking');
    // "Keep visible from outside the vehicle" is the windscreen's instruction in other words.
    expect(kind('24 HOUR TICKET\nKeep visible from outside the vehicle').evidence.join(' ')).toMatch(
      /display this ticket/,
    );
    // A permit or a notice is not a name for parking bought.
    expect(kind('RESIDENT PARKING PERMIT\nZone K\nValid until 19/06/2026').kind).not.toBe('parking');
  });

  it('knows park & ride by what it is: a car park with a bus for the occupants (043)', () => {
    const ride =
      'Redbridge\nCar park + return bus for all occupants\nIssued Sat 14 Mar 0950\nValid until last bus\nFare £3.50';
    expect(kind(ride).evidence.join(' ')).toMatch(/park & ride/);
    expect(judge(ride).outcome).toBe('verified');
  });

  it('reads the document, not the words a neighbour shares with it (043)', () => {
    // A driver's own note of where the car is: nothing bought, so never verified.
    const note =
      'Reminders\nParked car\nParked at 10:09am - Sat 14 Mar\nCastle Hill, Lincoln\nLevel 3 near the lifts, meter runs out 11:09am';
    expect(judge(note).outcome === 'verified' && !judge(note).unsure).toBe(false);
    // Parking is booked and confirmed too; an airport car park names the flight and terminal.
    const valet =
      'Booking confirmation\nSkyValet - Meet & Greet\nDrop-off Sat 14 Mar 2026 at 5:47am\nReturn Thu 19 Mar 2026 at 9:01am\nFlight out JM5122\nTerminal 3\nTotal £129.00';
    expect(kind(valet).kind).toBe('parking');
    expect(judge(valet).outcome).toBe('verified');
    // A car park named after a theatre is a car park.
    const validated =
      'Theatre Royal Multi-Storey\nMill Lane, Swansea\nDate 14.03.2026\nTime in 9.42 AM\nTime out 1.13 PM\nValidated: box office -£2.00\nPaid £5.85\nLevel 4 - Space 418';
    expect(kind(validated).kind).toBe('parking');
    // A course booked for the day, with parking at its venue in the small print, is not parking.
    const course =
      'Driver Awareness Scheme\nCourse booking confirmation\nDate Saturday 14th March 2026\nTime 3:59pm to 7:59pm\nBring your driving licence.\nFree parking in the venue car park.';
    expect(judge(course)).toMatchObject({ outcome: 'not_parking_ticket', unsure: false });
  });

  it('takes "You are parked" as a hint of an app session, verified with its labelled period (043)', () => {
    const app =
      'Zone 4471\nHigh Street, Totnes\nYou are parked\nuntil 11.40 AM\n14/03/2026\nStarted 9.40 AM, 14/03/2026';
    expect(kind(app).evidence.join(' ')).toMatch(/parked/);
    const leaning = parseTicketText(app, { parkingProbability: () => 0.6 });
    expect(judgeTicket(leaning, { now, ocrConfidence: 90 })).toMatchObject({
      outcome: 'verified',
      unsure: false,
    });
  });

  it('does not count times and dates at the end of lines as priced items (043)', () => {
    const slip = 'ON-STREET METER 210\nLLANDUDNO\n14.03.26\nFROM 09.25\nTO 14.25\n£6.00';
    expect(kind(slip).evidence.join(' ')).not.toMatch(/priced items/);
    expect(judge(slip).outcome).toBe('verified');
    const receipt = 'CORNER STORES\nMilk 1.25\nBread 1.40\nEggs 2.10\nTea 3.05\nTOTAL 7.80';
    expect(kind(receipt)).toMatchObject({ kind: 'other', lookalike: 'a shop receipt' });
  });

  it('takes a payment method named in a parking title line as how the parking was paid (044)', () => {
    const seafront =
      'Seafront\nTariff zone B - Contactless\nDate 14.03.26\nStart 0824\nExpiry 1824\nVehicle NG70 VZU\nPaid £13.00\nVISA ****7399\nShow this side up';
    expect(kind(seafront).kind).toBe('parking');
    expect(judge(seafront, londonTime('2026-03-14', '12:00')).outcome).toBe('verified');
    // A card slip is still a card slip, and a membership's start and expiry dates name no stay.
    expect(
      kind('CONTACTLESS\nSeafront Cafe\nVISA DEBIT ****7399\nSALE £13.00\nAUTH CODE 123456').lookalike,
    ).toBe('a card payment slip');
    expect(kind('LEISURE CLUB MEMBERSHIP\nStart 01/03/2026\nExpiry 01/03/2027\nMember 4471').kind).not.toBe(
      'parking',
    );
  });

  it('reads "P&D" as pay and display, and Welsh bilingual wording', () => {
    expect(
      judge(
        'CALE\nP&D ZONE 144\nKendrew Street DL3 2HU\nPurchase: 13-Mar-26 21:05\nvalid until: 14-Mar-26 08:00',
      ).outcome,
    ).toBe('verified');
    expect(
      judge(
        'Cyngor Sir Ceredigion\nTalu ac Arddangos / Pay and Display\nDyddiad / Date 14/03/2026\nAmser cyrraedd 10:00\nYn dod i ben / Expires 12:00',
      ).outcome,
    ).toBe('verified');
  });
});

describe('the parking period', () => {
  it('knows a meter by its number, letters and all ("Meter S707")', () => {
    expect(kind('Meter S707 - 27/11/26\nFrom 7:13a\nEXPIRES\n9:13a\nTruro TR1 7QD')).toMatchObject({
      kind: 'parking',
    });
  });

  it('reads app times written "… at 08:19" under labels of their own', () => {
    const app =
      'YourParkingSpace\nYour booking\nParking space on Station Road\nStart\nSat 14 Mar 2026 at 08:19\nEnd\nSat 14 Mar 2026 at 08:49';
    expect(judge(app)).toMatchObject({ outcome: 'too_short', durationMinutes: 30 });
  });

  it('reads barrier tickets: IN / OUT, entry and payment, and "PARKING EXPIRES" above its time', () => {
    expect(judge('NCP MULTI-STOREY CAR PARK\nDate 14/03/2026\nIN 09:12\nOUT 11:40')).toMatchObject({
      outcome: 'verified',
      durationMinutes: 148,
    });
    expect(
      judge(
        'INDIGO\nCar park Denne Road\nDate/time of entry\n14/03/2026 07:48\nDate/time of payment\n14/03/2026 08:24\nYou have 15 min to leave the car park',
      ),
    ).toMatchObject({ outcome: 'too_short', durationMinutes: 36 });
    expect(
      judge(
        'DUNDEE CITY COUNCIL\nON-STREET PARKING\nMAXIMUM STAY 4 HOURS\nPARKING EXPIRES\n08:51\nDATE 14/03/2026\nFROM 08:06',
      ),
    ).toMatchObject({ outcome: 'too_short', durationMinutes: 45 });
  });

  it('counts an overnight ticket bought today and valid until tomorrow as today’s', () => {
    const ticket =
      'EURO CAR PARKS\nPAY & DISPLAY\nDate 14/03/26\nTime in 13:49\nTariff 24 hours\nValid until 13:49 on 15/03/26';
    expect(judge(ticket)).toMatchObject({ outcome: 'verified', durationMinutes: 1440 });
    expect(judge(ticket, londonTime('2026-03-16', '09:00')).outcome).toBe('wrong_date');
  });
});

describe('reading photos as they are taken', () => {
  it('inverts white-on-black bands and leaves dark-on-light rows alone', () => {
    const width = 10;
    const rows = [250, 250, 10, 10, 240, 10, 10, 250];
    const data = new Uint8Array(rows.flatMap((value) => Array<number>(width).fill(value)));
    const out = invertDarkBands({ data, width, height: rows.length });
    const firstOfRow = Array.from({ length: rows.length }, (_, y) => out.data[y * width]);
    // The light row inside the band is its letters: inverted with it.
    expect(firstOfRow).toEqual([250, 250, 245, 245, 15, 245, 245, 250]);
  });

  const reader = createTicketReader({ poolSize: 1 });
  afterAll(() => reader.close());

  it.each([90, 180, 270])(
    'reads a ticket photographed turned %i degrees as if upright',
    async (angle) => {
      const photo = readFileSync(
        new URL('../../../../../tests/fixtures/tickets/verified-pd-reading-council.jpg', import.meta.url),
      );
      const turned = await sharp(await sharp(photo).rotate().toBuffer())
        .rotate(angle)
        .jpeg({ quality: 90 })
        .toBuffer();
      const reading = await reader.read(turned, now);
      expect(reading.outcome, reading.reasons.join('; ')).toBe('verified');
      expect(reading.turn).toBe((360 - angle) % 360);
      expect(reading.place?.name).toBe('Reading');
    },
    60_000,
  );

  it.each([-28, 24])(
    'reads a ticket held at %i degrees to the camera, levelled before reading (044)',
    async (angle) => {
      const photo = readFileSync(
        new URL('../../../../../tests/fixtures/tickets/verified-pd-reading-council.jpg', import.meta.url),
      );
      const tilted = await sharp(await sharp(photo).rotate().toBuffer())
        .rotate(angle, { background: '#6b5a48' })
        .jpeg({ quality: 90 })
        .toBuffer();
      const reading = await reader.read(tilted, now);
      expect(reading.outcome, reading.reasons.join('; ')).toBe('verified');
      expect(Math.abs(reading.skewCorrection + angle)).toBeLessThan(3);
      expect(reading.place?.name).toBe('Reading');
    },
    60_000,
  );
});
