import { LONDON_TZ } from '#contracts/constants.ts';
import type { RetailerRedemption } from '#contracts/retailer-portal.ts';
import { londonDay } from '#server/lib/clock.ts';

export const CSV_HEADER = ['Date', 'Time (London)', 'Customer', 'Discount (GBP)', 'Minimum Spend (GBP)'];

const timeFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: LONDON_TZ,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * One CSV cell. A spreadsheet runs text that starts with = + - @ (or a tab or carriage return) as a
 * formula, so such text gets a leading apostrophe (OWASP's advice); then RFC 4180 quoting.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The export: date (YYYY-MM-DD, which every spreadsheet reads the same way) and time in London,
 * the masked driver, and plain amounts (no £ sign, so the columns add up). CRLF line ends and a
 * UTF-8 byte-order mark, as Excel expects.
 */
export function redemptionsCsv(rows: readonly RetailerRedemption[]): string {
  const lines = [CSV_HEADER, ...rows.map(csvRow)].map(csvLine);
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/**
 * The same export as a stream of chunks (docs/decisions/027): the byte-order mark and header, then
 * one chunk per page of rows, so a shop with a million redemptions is never held in memory. The
 * chunks joined are exactly `redemptionsCsv` of all the rows.
 */
export async function* redemptionsCsvChunks(
  pages: AsyncIterable<readonly RetailerRedemption[]>,
): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(CSV_HEADER)}\r\n`;
  for await (const rows of pages) yield rows.map((row) => `${csvLine(csvRow(row))}\r\n`).join('');
}

const csvLine = (cells: readonly string[]) => cells.map(csvCell).join(',');

function csvRow(row: RetailerRedemption): string[] {
  const at = new Date(row.redeemedAt);
  return [londonDay(at), timeFormatter.format(at), row.user.email, row.discountAmount, row.minimumSpend];
}

/** 'parkperks-redemptions-the-corner-bakery-2026-03-14.csv': ASCII only, safe in any header. */
export function csvFilename(businessName: string, now: Date): string {
  const slug = businessName
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `parkperks-redemptions-${slug ? `${slug}-` : ''}${londonDay(now)}.csv`;
}
