import { LONDON_TZ } from '#contracts/constants.ts';
import type { RetailerRedemption } from '#contracts/retailer-portal.ts';
import { londonDay } from '#server/lib/clock.ts';
import { CSV_BOM, csvDocument, csvFilename, csvLine } from '#server/lib/csv.ts';

export const CSV_HEADER = ['Date', 'Time (London)', 'Customer', 'Discount (GBP)', 'Minimum Spend (GBP)'];

const timeFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: LONDON_TZ,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * The export: date (YYYY-MM-DD, which every spreadsheet reads the same way) and time in London,
 * the masked driver, and plain amounts (no £ sign, so the columns add up). CRLF line ends and a
 * UTF-8 byte-order mark, as Excel expects.
 */
export function redemptionsCsv(rows: readonly RetailerRedemption[]): string {
  return csvDocument([CSV_HEADER, ...rows.map(csvRow)]);
}

/**
 * The same export as a stream of chunks (docs/decisions/027): the byte-order mark and header, then
 * one chunk per page of rows, so a shop with a million redemptions is never held in memory. The
 * chunks joined are exactly `redemptionsCsv` of all the rows.
 */
export async function* redemptionsCsvChunks(
  pages: AsyncIterable<readonly RetailerRedemption[]>,
): AsyncGenerator<string> {
  yield `${CSV_BOM}${csvLine(CSV_HEADER)}\r\n`;
  for await (const rows of pages) yield rows.map((row) => `${csvLine(csvRow(row))}\r\n`).join('');
}

function csvRow(row: RetailerRedemption): string[] {
  const at = new Date(row.redeemedAt);
  return [londonDay(at), timeFormatter.format(at), row.user.email, row.discountAmount, row.minimumSpend];
}

/** 'parkperks-redemptions-the-corner-bakery-2026-03-14.csv'. */
export const redemptionsCsvFilename = (businessName: string, now: Date) =>
  csvFilename('parkperks-redemptions', businessName, londonDay(now));
