import { describe, expect, it } from 'vitest';
import {
  DISTANCE_UNKNOWN,
  locationCheck,
  NO_TICKET_LOCATION,
  NO_VERIFIED_TICKET,
  parkingCheck,
} from './checks';
import { INCORRECT_CODE, tillFeedback, triesLeftWording } from './till-feedback';

const ticket = (over: { isVerified?: boolean; city?: string | null; latitude?: number | null } = {}) => ({
  isVerified: true,
  city: 'Leeds',
  latitude: 53.8,
  ...over,
});
const shop = (over: { city?: string | null; distanceMiles?: number | null } = {}) => ({
  city: 'Leeds',
  distanceMiles: null,
  ...over,
});

describe('the redeem screen’s checks', () => {
  it('says Parking Verified: Yes only for a verified ticket', () => {
    expect(parkingCheck(ticket())).toEqual({ tone: 'ok', value: 'Yes' });
    expect(parkingCheck(ticket({ isVerified: false }))).toEqual({ tone: 'failed', value: 'No' });
    expect(parkingCheck(null)).toEqual({ tone: 'failed', value: 'No' });
  });

  it('confirms the location for a verified ticket in the shop’s town or within 5 miles', () => {
    expect(locationCheck(ticket(), shop({ city: ' leeds ' })).value).toBe('Confirmed');
    expect(locationCheck(ticket({ city: null }), shop({ city: 'Otley', distanceMiles: 4.9 })).value).toBe(
      'Confirmed',
    );
  });

  it('says what is true otherwise, and never Confirmed', () => {
    const notChecked = { tone: 'unknown', value: 'Not checked', note: NO_VERIFIED_TICKET };
    expect(locationCheck(null, shop())).toEqual(notChecked);
    expect(locationCheck(ticket({ isVerified: false }), shop())).toEqual(notChecked);
    expect(locationCheck(ticket({ city: ' ', latitude: null }), shop())).toEqual({
      tone: 'failed',
      value: 'Not checked',
      note: NO_TICKET_LOCATION,
    });
    const unknown = { tone: 'unknown', value: 'Not confirmed', note: DISTANCE_UNKNOWN };
    expect(locationCheck(ticket(), shop({ city: 'Bradford', distanceMiles: null }))).toEqual(unknown);
    expect(locationCheck(ticket(), shop({ city: 'Bradford', distanceMiles: 5.1 }))).toEqual(unknown);
  });
});

describe('the till’s words beside the boxes', () => {
  it('decides by the error code, keeping the server’s tries left', () => {
    expect(tillFeedback('redemption.wrong_code', { attemptsLeft: 3 }, 'whatever', null)).toEqual({
      kind: 'wrong-code',
      message: INCORRECT_CODE,
      attemptsLeft: 3,
    });
    expect(
      tillFeedback('redemption.locked_out', {}, 'Too many incorrect codes. Try again later.', 60, 0),
    ).toEqual({ kind: 'paused', message: 'Too many incorrect codes. Try again later.', until: 60_000 });
    expect(tillFeedback('offer.not_available', {}, 'Incorrect code.', null)).toBeNull();
    expect(tillFeedback(null, undefined, 'offline', null)).toBeNull();
  });

  it('says the tries left from the second wrong try on', () => {
    expect(triesLeftWording(4)).toBeNull();
    expect(triesLeftWording(null)).toBeNull();
    expect(triesLeftWording(3)).toBe('3 tries left, then codes here pause for up to an hour.');
    expect(triesLeftWording(1)).toBe('1 try left, then codes here pause for up to an hour.');
    expect(triesLeftWording(0)).toBe('No tries left: codes here are paused for up to an hour.');
  });
});
