// CSV as spreadsheets read it safely: shared by every export (retailer redemptions, town reports).

/**
 * One CSV cell: text a spreadsheet would run as a formula (= + - @, tab, carriage return) gets a
 * leading apostrophe (OWASP's advice), then RFC 4180 quoting.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One line of cells, without its line end. */
export const csvLine = (cells: readonly string[]) => cells.map(csvCell).join(',');

/** The UTF-8 byte-order mark Excel needs to read the file as UTF-8; lines end CRLF. */
export const CSV_BOM = '\uFEFF';

/** A whole file: byte-order mark, CRLF line ends. */
export const csvDocument = (lines: readonly (readonly string[])[]) =>
  `${CSV_BOM}${lines.map(csvLine).join('\r\n')}\r\n`;

/** A download's file name, `<prefix>-<slug of name>-<day>.csv`: ASCII only, safe in any header. */
export function csvFilename(prefix: string, name: string, day: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${prefix}-${slug ? `${slug}-` : ''}${day}.csv`;
}
