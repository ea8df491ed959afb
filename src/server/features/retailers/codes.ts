import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { retailerCodes } from '#server/db/schema.ts';
import { londonMonth } from '#server/lib/clock.ts';
import { randomString } from '#server/lib/crypto.ts';

export type MonthlyCode = { code: string; rotatedAt: Date | null };

export function newMonthlyCode(): string {
  return randomString('0123456789', 4);
}

/**
 * The retailer's code for the London calendar month containing `now`. A new month gets a new code
 * on first use without anyone acting; last month's row stays but no longer matches.
 */
export async function monthlyCodeRecord(db: DbOrTx, retailerId: string, now: Date): Promise<MonthlyCode> {
  const month = londonMonth(now);
  const current = () =>
    db
      .select({ code: retailerCodes.code, rotatedAt: retailerCodes.rotatedAt })
      .from(retailerCodes)
      .where(and(eq(retailerCodes.retailerId, retailerId), eq(retailerCodes.month, month)));
  const [existing] = await current();
  if (existing) return existing;
  // First use this month: two requests may race here; the primary key keeps one code and both read it.
  await db.insert(retailerCodes).values({ retailerId, month, code: newMonthlyCode() }).onConflictDoNothing();
  const [created] = await current();
  return created!;
}

/** This month's code of each retailer, one query for the lot; created where missing, as above. */
export async function monthlyCodesFor(db: DbOrTx, ids: string[], now: Date): Promise<Map<string, string>> {
  const month = londonMonth(now);
  const read = async (subset: string[]) =>
    subset.length
      ? db
          .select({ id: retailerCodes.retailerId, code: retailerCodes.code })
          .from(retailerCodes)
          .where(and(eq(retailerCodes.month, month), inArray(retailerCodes.retailerId, subset)))
      : [];
  const codes = new Map((await read(ids)).map((row) => [row.id, row.code]));
  const missing = ids.filter((id) => !codes.has(id));
  if (missing.length) {
    await db
      .insert(retailerCodes)
      .values(missing.map((retailerId) => ({ retailerId, month, code: newMonthlyCode(), createdAt: now })))
      .onConflictDoNothing();
    for (const row of await read(missing)) codes.set(row.id, row.code);
  }
  return codes;
}

export async function monthlyCodeFor(db: DbOrTx, retailerId: string, now: Date): Promise<string> {
  return (await monthlyCodeRecord(db, retailerId, now)).code;
}

/** Replaces this month's code at once with a different one; returns the new code. */
export async function rotateMonthlyCode(db: DbOrTx, retailerId: string, now: Date): Promise<string> {
  const { code: old } = await monthlyCodeRecord(db, retailerId, now);
  let code = newMonthlyCode();
  while (code === old) code = newMonthlyCode();
  await db
    .update(retailerCodes)
    .set({ code, rotatedAt: now })
    .where(and(eq(retailerCodes.retailerId, retailerId), eq(retailerCodes.month, londonMonth(now))));
  return code;
}
