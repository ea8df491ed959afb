import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, londonDay, londonTime } from '#server/lib/clock.ts';
import type { TicketReading } from './index';
import { createTicketReader } from './index';
import type { RenderOptions, TicketLine } from './test-support/render-ticket';
import { renderTicket } from './test-support/render-ticket';

/**
 * Tickets the fixture set does not have, rendered here: other operators, layouts, fonts and date
 * formats, dated from an injected "today" (a summer weekday, in BST) and from yesterday, so the
 * reader is tested as a reader and not against one set of photos.
 */
const now = londonTime('2026-07-09', '16:30');
const today = londonDay(now);
const yesterday = addDays(today, -1);
const [year = '', month = '', day = ''] = today.split('-');
const [, yMonth = '', yDay = ''] = yesterday.split('-');

interface Case {
  name: string;
  lines: TicketLine[];
  render?: RenderOptions;
  outcome: TicketReading['outcome'];
  place?: string | null;
  durationMinutes?: number;
  detectedDate?: string;
}

const cases: Case[] = [
  {
    name: 'APCOA ticket, "9 Jul 2026", arrival/expiry, tilted photo',
    lines: [
      { text: 'APCOA PARKING', size: 34, bold: true, align: 'centre' },
      { text: 'Grand Arcade Car Park', align: 'centre' },
      { text: 'Cambridge CB2 3BJ', align: 'centre' },
      { text: 'Arrival', right: `${Number(day)} Jul ${year} 09:12` },
      { text: 'Expiry', right: `${Number(day)} Jul ${year} 11:42` },
      { text: 'Amount paid', right: '£7.50' },
      { text: 'Ticket no.', right: '4471093' },
      { text: 'Display this ticket on your dashboard' },
    ],
    render: { photo: true, tilt: 4, format: 'jpeg' },
    outcome: 'verified',
    place: 'Cambridge',
    durationMinutes: 150,
  },
  {
    name: 'JustPark-style app session of exactly one hour, ISO date, sans-serif font',
    lines: [
      { text: '16:05', size: 24, bold: true },
      { text: 'JustPark', size: 40, bold: true },
      { text: 'Parking session', size: 34, bold: true },
      { text: 'Location code 61204' },
      { text: 'Norwich, Rose Lane car park' },
      { text: 'Date', right: today },
      { text: 'Start', right: '13:00' },
      { text: 'End', right: '14:00' },
      { text: 'Vehicle', right: 'YK21 ABC' },
    ],
    render: { font: 'DejaVu Sans', width: 828 },
    outcome: 'verified',
    place: 'Norwich',
    durationMinutes: 60,
  },
  {
    name: 'Euro Car Parks ticket from yesterday, numeric date',
    lines: [
      { text: 'EURO CAR PARKS', size: 34, bold: true, align: 'centre' },
      { text: 'PAY & DISPLAY', size: 30, bold: true, align: 'centre' },
      { text: 'Exeter EX1 1GE', align: 'centre' },
      { text: 'Date', right: `${yDay}/${yMonth}/${year}` },
      { text: 'Time in', right: '10:20' },
      { text: 'Expires', right: '13:20' },
      { text: 'Tariff', right: '3 hours' },
    ],
    render: { photo: true, tilt: -3 },
    outcome: 'wrong_date',
    detectedDate: yesterday,
  },
  {
    name: 'Q-Park ticket, 45 minutes stated, serif font, weekday date',
    lines: [
      { text: 'Q-Park', size: 38, bold: true, align: 'centre' },
      { text: 'Trinity Leeds car park', align: 'centre' },
      { text: `Thu ${Number(day)} July ${year}`, align: 'centre' },
      { text: 'Duration', right: '45 mins' },
      { text: 'Valid until', right: '10:45' },
      { text: 'Tariff paid', right: '£3.20' },
    ],
    render: { font: 'Liberation Serif', photo: true, tilt: 2.5, format: 'jpeg' },
    outcome: 'too_short',
    durationMinutes: 45,
  },
  {
    name: 'supermarket receipt dated today with times',
    lines: [
      { text: 'GREENGROCERS MARKET', size: 34, bold: true, align: 'centre' },
      { text: '12 High Street, Exeter EX4 3LF', align: 'centre' },
      { text: 'Bananas', right: '£1.20' },
      { text: 'Sourdough loaf', right: '£3.50' },
      { text: 'TOTAL', right: '£4.70', bold: true },
      { text: `${day}/${month}/${year} 11:02`, right: 'Till 3' },
      { text: 'Offer valid until 23:59' },
    ],
    render: { photo: true, tilt: -2 },
    outcome: 'not_parking_ticket',
  },
  {
    name: 'overnight multi-storey exit receipt that expired this morning',
    lines: [
      { text: 'NCP', size: 40, bold: true, align: 'centre' },
      { text: 'Multi-Storey Car Park', align: 'centre' },
      { text: 'York YO1 9RN', align: 'centre' },
      { text: 'Entry', right: `21:35 ${yDay}/${yMonth}/${year.slice(2)}` },
      { text: 'Exit', right: `07:50 ${day}/${month}/${year.slice(2)}` },
      { text: 'Paid', right: '£12.00' },
      { text: 'Thank you for parking with us' },
    ],
    render: { photo: true, tilt: 5 },
    outcome: 'verified',
    place: 'York',
    durationMinutes: 615,
    detectedDate: today,
  },
  {
    name: 'pay & display with only a postcode, 12-hour times',
    lines: [
      { text: 'PAY AND DISPLAY', size: 34, bold: true, align: 'centre' },
      { text: 'Station Approach', align: 'centre' },
      { text: 'GL1 1DE', align: 'centre' },
      { text: 'Issued', right: `${day}.${month}.${year.slice(2)} 10:15am` },
      { text: 'Expires', right: '12:45pm' },
      { text: 'Please display this ticket' },
    ],
    render: { photo: true, tilt: -6 },
    outcome: 'verified',
    place: 'Gloucester',
    durationMinutes: 150,
  },
  {
    name: 'app screenshot in dark mode under a light title bar',
    lines: [
      { text: 'PayByPhone', size: 34, bold: true },
      { text: 'Parking session', size: 30, bold: true },
      { text: 'Location 25576, Peterborough' },
      { text: 'Vehicle', right: 'AG70 EUS' },
      { text: 'Start', right: `${Number(day)} Jul ${year}, 08:48` },
      { text: 'Expiry', right: `${Number(day)} Jul ${year}, 10:48` },
      { text: 'Total', right: '£3.60' },
    ],
    render: { font: 'DejaVu Sans', width: 828, dark: true },
    outcome: 'verified',
    place: 'Peterborough',
    durationMinutes: 120,
  },
  {
    name: 'photo with a shadow over the column of times',
    lines: [
      { text: 'NCP', size: 40, bold: true, align: 'centre' },
      { text: 'Frankwell car park, Shrewsbury', align: 'centre' },
      { text: 'PAY & DISPLAY', bold: true, align: 'centre' },
      { text: 'Arrival', right: `12:52 ${day}/${month}/${year.slice(2)}` },
      { text: 'Expiry', right: `13:22 ${day}/${month}/${year.slice(2)}` },
      { text: 'Paid', right: '£1.60 incl VAT' },
    ],
    render: { photo: true, tilt: 3, shade: 0.45, format: 'jpeg' },
    outcome: 'too_short',
    place: 'Shrewsbury',
    durationMinutes: 30,
  },
];

const reader = createTicketReader({ poolSize: 2 });
const readings = new Map<string, TicketReading>();

beforeAll(async () => {
  await Promise.all(
    cases.map(async (ticket) => {
      const image = await renderTicket(ticket.lines, ticket.render);
      readings.set(ticket.name, await reader.read(image, now));
    }),
  );
}, 180_000);

afterAll(() => reader.close());

describe('generated tickets', () => {
  it.each(cases)('$name → $outcome', (ticket) => {
    const reading = readings.get(ticket.name)!;
    const context = `${reading.outcome} [${reading.reasons.join('; ')}]\n${reading.rawText}`;
    expect(reading.outcome, context).toBe(ticket.outcome);
    if (ticket.place !== undefined) expect(reading.place?.name ?? null, context).toBe(ticket.place);
    if (ticket.durationMinutes !== undefined)
      expect(reading.durationMinutes, context).toBe(ticket.durationMinutes);
    if (ticket.detectedDate !== undefined) expect(reading.detectedDate, context).toBe(ticket.detectedDate);
  });

  it('reports an image it cannot decode as unreadable instead of failing', async () => {
    const reading = await reader.read(Buffer.from('GIF89a not really'), now);
    expect(reading).toMatchObject({ outcome: 'unreadable', rawText: '', timings: { ocrMs: 0 } });
  });
});
