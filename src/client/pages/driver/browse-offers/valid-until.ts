import { londonDay } from '#client/features/tickets/api.ts';
import { formatTime } from '#client/lib/format.ts';

/**
 * 'Valid until 10:02 tomorrow': London time, 'today' when the proof expires on the current London
 * day, else 'tomorrow' (a proof is valid 24 hours, so it can run past midnight).
 */
export function validUntilText(expiresAt: string, now: Date = new Date()): string {
  const day = londonDay(expiresAt) === londonDay(now) ? 'today' : 'tomorrow';
  return `Valid until ${formatTime(expiresAt)} ${day}`;
}
