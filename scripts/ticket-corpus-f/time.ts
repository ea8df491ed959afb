// London wall-clock arithmetic. A "wall" value is minutes since 1970-01-01T00:00 of the
// London wall clock (as if that clock were UTC), which makes day arithmetic trivial.

const fmt = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function londonWall(date: Date): number {
  const p: Record<string, number> = {};
  for (const part of fmt.formatToParts(date)) {
    if (part.type !== 'literal') p[part.type] = Number(part.value);
  }
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!) / 60000;
}

/** UTC instant for a London wall time, or null if the wall time is skipped or repeated (DST change). */
export function wallToUtc(wall: number): Date | null {
  const hits: number[] = [];
  for (const off of [0, 60]) {
    const utcMin = wall - off;
    if (londonWall(new Date(utcMin * 60000)) === wall) hits.push(utcMin);
  }
  return hits.length === 1 ? new Date(hits[0]! * 60000) : null;
}

/** Real elapsed minutes between two wall times, or null if either is ambiguous. */
export function realMinutes(start: number, end: number): number | null {
  const a = wallToUtc(start);
  const b = wallToUtc(end);
  if (!a || !b) return null;
  return Math.round((b.getTime() - a.getTime()) / 60000);
}

export interface WallParts {
  y: number;
  mo: number; // 1-12
  d: number;
  h: number;
  mi: number;
  dow: number; // 0 = Sunday
}

export function parts(wall: number): WallParts {
  const dt = new Date(wall * 60000);
  return {
    y: dt.getUTCFullYear(),
    mo: dt.getUTCMonth() + 1,
    d: dt.getUTCDate(),
    h: dt.getUTCHours(),
    mi: dt.getUTCMinutes(),
    dow: dt.getUTCDay(),
  };
}

export function dayStart(wall: number): number {
  return Math.floor(wall / 1440) * 1440;
}

export function isoWall(wall: number): string {
  const p = parts(wall);
  const z = (n: number) => String(n).padStart(2, '0');
  return `${p.y}-${z(p.mo)}-${z(p.d)}T${z(p.h)}:${z(p.mi)}`;
}

export type Outcome = 'verified' | 'wrong_date' | 'too_short' | 'not_parking_ticket' | 'unreadable';

/**
 * The field guide's rule: the period touches today's London date (starts today, or started
 * yesterday and runs into today) and lasts at least one hour. `safe` is false for boundary or
 * rule-ambiguous periods, which the planner never emits.
 */
export function classify(start: number, end: number, now: number): { outcome: Outcome; safe: boolean } {
  const today = dayStart(now);
  const yesterday = today - 1440;
  const tomorrow = today + 1440;
  const minutes = realMinutes(start, end);
  if (minutes === null || minutes !== end - start || minutes <= 0)
    return { outcome: 'wrong_date', safe: false };
  const startsToday = start >= today && start < tomorrow;
  const intoToday = start >= yesterday && start < today && end > today;
  const touches = startsToday || intoToday;
  const M = 20;
  let safe = Math.abs(minutes - 60) >= 15;
  for (const edge of [yesterday, today, tomorrow]) if (Math.abs(start - edge) < M) safe = false;
  if (start >= yesterday && start < today && Math.abs(end - today) < M) safe = false;
  // Multi-day periods that began before yesterday and run into today: the guide's two statements differ.
  if (start < yesterday && end > today - M) safe = false;
  if (!touches) return { outcome: 'wrong_date', safe: safe && minutes >= 75 };
  if (minutes < 60) return { outcome: 'too_short', safe: safe && minutes <= 45 };
  return { outcome: 'verified', safe: safe && minutes >= 75 };
}
