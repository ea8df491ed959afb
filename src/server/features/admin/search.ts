import { ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { normaliseUkPhone } from '#contracts/fields.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The ways a phone number may be typed into a search box, as fragments of the stored E.164 form:
 * '07700 900123' and '+44 7700 900123' both find +447700900123; '900123' finds it too.
 */
export function phoneFragments(q: string): string[] {
  const compact = q.replace(/\(0\)/g, '').replace(/[\s().-]/g, '');
  if (!/^\+?\d{3,}$/.test(compact)) return [];
  const full = normaliseUkPhone(compact);
  if (full) return [full];
  const fragments = new Set([compact]);
  if (compact.startsWith('0') && !compact.startsWith('00')) fragments.add(`+44${compact.slice(1)}`);
  if (compact.startsWith('0044')) fragments.add(`+${compact.slice(2)}`);
  if (compact.startsWith('44')) fragments.add(`+${compact}`);
  return [...fragments];
}

/** Name or e-mail contains the text (case-insensitive), or the phone matches a typed number. */
export function contactSearch(
  q: string,
  columns: { name: AnyPgColumn; email: AnyPgColumn; phone: AnyPgColumn },
): SQL {
  const pattern = `%${escapeLike(q)}%`;
  const phones = phoneFragments(q).map((fragment) =>
    fragment.startsWith('+')
      ? sql`${columns.phone} like ${`${escapeLike(fragment)}%`}`
      : ilike(columns.phone, `%${escapeLike(fragment)}%`),
  );
  return or(
    ilike(columns.name, pattern),
    ilike(columns.email, pattern),
    ilike(columns.phone, pattern),
    ...phones,
  )!;
}
