import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#tests/support/test-db.ts';
import { isOpenAt, londonParts, type OfferHours } from '#contracts/offer-hours.ts';
import type { Database } from '#server/db/client.ts';
import { londonTime } from '#server/lib/clock.ts';
import { runsNowSql } from './rules';

// An offer's hours are one rule written twice (docs/decisions/037): as SQL (runsNowSql, which the
// browse list and the till's checks use) and in TypeScript (isOpenAt, which the retailer's pages
// use). These tests hold the two to each other for every quarter hour of a London week with a clock
// change, in one statement a week: the SQL rule is read for every instant at once, both with the
// London weekday and time the server binds (londonParts, as in production) and with the ones
// PostgreSQL's own time zone data gives for the instant.

const QUARTER_HOUR_MS = 15 * 60_000;
const weekdays = (opens: string, closes: string, days = [1, 2, 3, 4, 5]) =>
  days.map((day) => ({ day, opens, closes }));

/** Overnight hours are two stretches, one on each day (docs/decisions/037): Fri and Sat 22:00 to 02:00. */
const OVERNIGHT: OfferHours[] = [
  { day: 5, opens: '22:00', closes: '23:59' },
  { day: 6, opens: '00:00', closes: '02:00' },
  { day: 6, opens: '22:00', closes: '23:59' },
  { day: 7, opens: '00:00', closes: '02:00' },
];

const SCHEDULES: Record<string, OfferHours[] | null> = {
  'Mon–Fri 9–17': weekdays('09:00', '17:00'),
  'overnight 22–02': OVERNIGHT,
  'weekends only (closed Mon–Fri)': weekdays('10:00', '16:00', [6, 7]),
  'Sunday 01:00–03:00, across the change itself': [{ day: 7, opens: '01:00', closes: '03:00' }],
  'closed every day': [],
  'always open': null,
};

/** Every quarter hour from London midnight on a Monday to London midnight a week later. */
function quarterHoursOfWeek(monday: string, nextMonday: string): Date[] {
  const instants: Date[] = [];
  const end = londonTime(nextMonday, '00:00').getTime();
  for (let at = londonTime(monday, '00:00').getTime(); at < end; at += QUARTER_HOUR_MS) {
    instants.push(new Date(at));
  }
  return instants;
}

const scheduleSql = (schedule: OfferHours[] | null): SQL =>
  schedule === null ? sql`null::jsonb` : sql`${JSON.stringify(schedule)}::jsonb`;

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

type Judged = { i: number } & Record<string, boolean>;

/** The SQL rule for each schedule at every instant, in one statement. */
async function sqlRule(instants: Date[]) {
  const batch = instants.map((at, i) => ({ i, at: at.toISOString(), ...londonParts(at) }));
  // The clock as the server binds it, and as PostgreSQL reads the instant in London itself.
  const bound = { weekday: sql`q.weekday`, time: sql`q.time` };
  const own = {
    weekday: sql`extract(isodow from q.at at time zone 'Europe/London')::int`,
    time: sql`to_char(q.at at time zone 'Europe/London', 'HH24:MI')`,
  };
  const columns = Object.values(SCHEDULES).flatMap((schedule, s) => [
    sql`${runsNowSql(bound, scheduleSql(schedule))} as ${sql.identifier(`bound${s}`)}`,
    sql`${runsNowSql(own, scheduleSql(schedule))} as ${sql.identifier(`own${s}`)}`,
  ]);
  const result = (await database.db.execute(
    sql`select q.i, ${sql.join(columns, sql`, `)}
      from json_to_recordset(${JSON.stringify(batch)}::json) as q(i int, at timestamptz, weekday int, time text)
      order by q.i`,
  )) as unknown as { rows: Judged[] };
  return result.rows;
}

/** Where the SQL rule and isOpenAt disagree, as readable lines (none expected). */
async function disagreements(instants: Date[]) {
  const rows = await sqlRule(instants);
  expect(rows.map((row) => row.i)).toEqual(instants.map((_, i) => i));
  const lines: string[] = [];
  const opened: Record<string, number> = {};
  Object.entries(SCHEDULES).forEach(([name, schedule], s) => {
    let open = 0;
    instants.forEach((at, i) => {
      const { weekday, time } = londonParts(at);
      const expected = isOpenAt(schedule, weekday, time);
      if (expected) open += 1;
      const row = rows[i]!;
      for (const clock of ['bound', 'own'] as const) {
        if (row[`${clock}${s}`] !== expected) {
          lines.push(
            `${name}, ${clock} clock, ${at.toISOString()} (London ${weekday} ${time}): SQL ${row[`${clock}${s}`]}, isOpenAt ${expected}`,
          );
        }
      }
    });
    opened[name] = open;
  });
  return { lines, opened };
}

describe('offer hours: the SQL rule and isOpenAt agree (docs/decisions/037)', () => {
  it('for every quarter hour of the week the clocks go back (Sunday 25 October 2026)', async () => {
    const instants = quarterHoursOfWeek('2026-10-19', '2026-10-26');
    // The London week has 169 hours: 01:00–02:00 on the Sunday comes twice.
    expect(instants).toHaveLength(169 * 4);
    const { lines, opened } = await disagreements(instants);
    expect(lines).toEqual([]);
    expect(opened).toEqual({
      'Mon–Fri 9–17': 5 * 8 * 4,
      // Fri and Sat 22:00–23:45 and Sat 00:00–01:45, and Sun 00:00–01:45 with its second 01:00–01:45.
      'overnight 22–02': 8 + 8 + 8 + 12,
      'weekends only (closed Mon–Fri)': 2 * 6 * 4,
      'Sunday 01:00–03:00, across the change itself': 12,
      'closed every day': 0,
      'always open': 169 * 4,
    });
  });

  it('for every quarter hour of the week the clocks go forward (Sunday 28 March 2027)', async () => {
    const instants = quarterHoursOfWeek('2027-03-22', '2027-03-29');
    // The London week has 167 hours: 01:00–02:00 on the Sunday never happens.
    expect(instants).toHaveLength(167 * 4);
    const { lines, opened } = await disagreements(instants);
    expect(lines).toEqual([]);
    expect(opened).toEqual({
      'Mon–Fri 9–17': 5 * 8 * 4,
      // Sun 00:00–00:45 only: at 01:00 GMT it is 02:00 BST.
      'overnight 22–02': 8 + 8 + 8 + 4,
      'weekends only (closed Mon–Fri)': 2 * 6 * 4,
      'Sunday 01:00–03:00, across the change itself': 4,
      'closed every day': 0,
      'always open': 167 * 4,
    });
  });
});
