import { attemptsLeftOf, WRONG_CODES_PER_HOUR } from '#contracts/offers.ts';

/**
 * What the till says beside the code boxes after a refused code (decisions.md section 4: not only
 * in a toast; the digits stay typed). Decided by the error's code, never by its words.
 */
export type TillFeedback =
  /** A wrong code: "Incorrect code.", and from the second wrong try on, the tries left. */
  | { kind: 'wrong-code'; message: string; attemptsLeft: number | null }
  /** Too many wrong codes (or attempts): the server's words; no more tries until `until`. */
  | { kind: 'paused'; message: string; until: number | null };

export const INCORRECT_CODE = 'Incorrect code.';

/** The till's refusals of the code itself; anything else (offline, paused offer…) is not for the boxes. */
export function tillFeedback(
  code: string | null,
  body: unknown,
  message: string,
  retryAfterSeconds: number | null,
  now = Date.now(),
): TillFeedback | null {
  if (code === 'redemption.wrong_code') {
    return { kind: 'wrong-code', message: INCORRECT_CODE, attemptsLeft: attemptsLeftOf(body) };
  }
  if (code === 'redemption.locked_out' || code === 'rate_limited') {
    return {
      kind: 'paused',
      message,
      until: retryAfterSeconds === null ? null : now + retryAfterSeconds * 1000,
    };
  }
  return null;
}

/**
 * The tries left before the one-hour pause, said from the second wrong try on (the first wrong code
 * leaves 4, so a single slip says only "Incorrect code.").
 */
export function triesLeftWording(attemptsLeft: number | null): string | null {
  if (attemptsLeft === null || attemptsLeft > WRONG_CODES_PER_HOUR - 2) return null;
  if (attemptsLeft === 0) return 'No tries left: codes here are paused for up to an hour.';
  return `${attemptsLeft} ${attemptsLeft === 1 ? 'try' : 'tries'} left, then codes here pause for up to an hour.`;
}
