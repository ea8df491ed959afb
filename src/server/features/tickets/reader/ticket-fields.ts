/** Smaller fields and measures of a ticket's text. */

/**
 * Words and numbers that look like real text rather than OCR noise: words in one consistent case
 * with a vowel ("Expires", "CAR", "park"), and numbers of two or more digits ("10:02", "838000").
 * A blurred or dark photo gives a handful at most; any legible ticket gives dozens.
 */
export function countReadableWords(text: string): number {
  const words = text.match(/\b(?:[A-Z]?[a-z]{2,}|[A-Z]{3,})\b/g) ?? [];
  const realWords = words.filter((word) => /[aeiouy]/i.test(word));
  const numbers = text.match(/(?<![A-Za-z0-9])[0-9][0-9:/.,-]*[0-9](?![A-Za-z0-9])/g) ?? [];
  return realWords.length + numbers.length;
}

const TICKET_LABEL =
  /\b(?:ticket|tkt|transaction|txn|trans|session|receipt|booking|permit|ref(?:erence)?)\b\.?\s*(?:no\.?|number|num|#|id|ref(?:erence)?|code)?\s*[:.#]?\s*/i;
const TICKET_VALUE = /^([A-Z0-9][A-Z0-9-]{3,19})\b/i;

/**
 * The ticket, transaction or session number when one is printed ("Ticket No. 838000",
 * "TKT 307148", "Transaction ref: AB12345"); it must carry at least four digits.
 * Used by the server to refuse the same ticket twice (docs/decisions/011).
 */
export function findTicketNumber(lines: string[]): string | null {
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? '';
    for (const label of line.matchAll(new RegExp(TICKET_LABEL.source, 'gi'))) {
      const rest = line.slice(label.index + label[0].length);
      // The value may sit on the next line when the label stands alone.
      const candidate = rest.trim() === '' ? (lines[index + 1] ?? '') : rest;
      const value = TICKET_VALUE.exec(candidate.trim())?.[1];
      if (value && (value.match(/[0-9]/g) ?? []).length >= 4) return value.toUpperCase();
    }
  }
  return null;
}
