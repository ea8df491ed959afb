const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long something has waited, in the words an admin scans: 'under a minute', '25 min',
 * '2 h 5 min', '3 days 4 h'. A clock a little behind the server's reads as no wait, never negative.
 */
export function waitedFor(since: string | Date, now: Date = new Date()): string {
  const ms = Math.max(0, now.getTime() - new Date(since).getTime());
  if (ms < MINUTE) return 'under a minute';
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)} min`;
  if (ms < DAY) {
    const hours = Math.floor(ms / HOUR);
    const minutes = Math.floor((ms % HOUR) / MINUTE);
    return minutes ? `${hours} h ${minutes} min` : `${hours} h`;
  }
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const dayWord = days === 1 ? '1 day' : `${days} days`;
  return hours ? `${dayWord} ${hours} h` : dayWord;
}
