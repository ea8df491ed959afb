// London wall-clock arithmetic. A "wall minute" is minutes since 1970-01-01T00:00 of the London
// wall clock read as if it were UTC: simple to add to, and trivially formatted.

const fmt = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export const DAY = 1440;

export function wallOf(instant: Date): number {
  const parts: Record<string, string> = {};
  for (const p of fmt.formatToParts(instant)) parts[p.type] = p.value;
  const ms = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
  );
  return Math.floor(ms / 60000);
}

/** The UTC offsets (0 or 60 minutes) at which this wall minute exists; none in the spring gap. */
export function offsetsOf(wall: number): number[] {
  const out: number[] = [];
  for (const off of [0, 60]) {
    if (wallOf(new Date((wall - off) * 60000)) === wall) out.push(off);
  }
  return out;
}

/** True when the wall minute exists exactly once (not in a DST gap or the repeated hour). */
export function isPlainWall(wall: number): boolean {
  return offsetsOf(wall).length === 1;
}

/** True when both ends exist once and no clock change happens between them. */
export function sameOffset(a: number, b: number): boolean {
  const oa = offsetsOf(a);
  const ob = offsetsOf(b);
  if (oa.length !== 1 || ob.length !== 1 || oa[0] !== ob[0]) return false;
  // A change could hide in between over long stays: check each day boundary too.
  for (let t = a; t < b; t += 360) {
    const o = offsetsOf(t);
    if (o.length !== 1 || o[0] !== oa[0]) return false;
  }
  return true;
}

export function midnightOf(wall: number): number {
  return Math.floor(wall / DAY) * DAY;
}

export function minuteOfDay(wall: number): number {
  return wall - midnightOf(wall);
}

export interface WallParts {
  y: number;
  m: number; // 1-12
  d: number;
  hh: number;
  mm: number;
  dow: number; // 0 = Sunday
}

export function partsOf(wall: number): WallParts {
  const dt = new Date(wall * 60000);
  return {
    y: dt.getUTCFullYear(),
    m: dt.getUTCMonth() + 1,
    d: dt.getUTCDate(),
    hh: dt.getUTCHours(),
    mm: dt.getUTCMinutes(),
    dow: dt.getUTCDay(),
  };
}

export function isoWall(wall: number): string {
  return new Date(wall * 60000).toISOString().slice(0, 16);
}

export function wallFromIso(iso: string): number {
  return Math.floor(Date.parse(`${iso}:00Z`) / 60000);
}

/** The field guide's rule, applied to a period and the London "now". */
export function outcomeOfPeriod(
  start: number,
  end: number,
  nowWall: number,
): 'verified' | 'wrong_date' | 'too_short' {
  const today = midnightOf(nowWall);
  const tomorrow = today + DAY;
  const startsToday = start >= today && start < tomorrow;
  const yesterdayIntoToday = start >= today - DAY && start < today && end > today;
  if (!startsToday && !yesterdayIntoToday) return 'wrong_date';
  return end - start >= 60 ? 'verified' : 'too_short';
}
