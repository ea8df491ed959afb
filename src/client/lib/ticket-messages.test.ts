import { describe, expect, it } from 'vitest';
import { OUTCOME_MESSAGES } from '#contracts/ticket-outcomes.ts';
import {
  driverReasons,
  refusalOfCode,
  TICKET_NO_MESSAGE,
  TICKET_NOT_VERIFIED,
  ticketVerificationMessage,
} from './ticket-messages';

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

describe('ticketVerificationMessage', () => {
  it('says the spec’s sentence for each of the reader’s refusals, by outcome or by code', () => {
    expect(ticketVerificationMessage({ code: 'ticket.wrong_date', outcome: 'wrong_date' })).toBe(
      'The parking ticket must be from today. Please upload a current parking ticket.',
    );
    expect(ticketVerificationMessage({ code: 'ticket.not_parking_ticket' })).toBe(
      "That doesn't appear to be a parking ticket. Please upload a photo of your parking ticket or receipt.",
    );
    expect(ticketVerificationMessage({ code: null, outcome: 'too_short' })).toBe(
      'Your parking ticket must show at least 1 hour of parking time.',
    );
    expect(ticketVerificationMessage({ code: 'ticket.unreadable' })).toBe(OUTCOME_MESSAGES.unreadable.driver);
  });

  it('never reads the words: a message that sounds like a refusal but has no such code is not one', () => {
    expect(
      ticketVerificationMessage({ code: 'ticket.image_reused', message: 'Ticket date not today.' }),
    ).toBe(TICKET_NOT_VERIFIED);
    expect(ticketVerificationMessage({ code: null, message: 'This is not a parking ticket.' })).toBe(
      TICKET_NOT_VERIFIED,
    );
  });

  it('falls back to ‘Failed to verify parking ticket’ when the answer said nothing', () => {
    expect(ticketVerificationMessage({ code: null, message: '' })).toBe(TICKET_NO_MESSAGE);
    expect(ticketVerificationMessage({ code: undefined })).toBe(TICKET_NO_MESSAGE);
  });

  it('maps only refusal codes to outcomes', () => {
    expect(refusalOfCode('ticket.wrong_date')).toBe('wrong_date');
    expect(refusalOfCode('ticket.already_uploaded_today')).toBeNull();
    expect(refusalOfCode(null)).toBeNull();
  });
});
