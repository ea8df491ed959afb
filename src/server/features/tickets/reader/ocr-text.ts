/**
 * Undoing the usual OCR slips before any field is parsed. Tesseract reads 0 as O, 1 as l or I,
 * 5 as S inside numbers, adds stray spaces inside dates, and uses typographic punctuation.
 */

// Characters OCR substitutes for digits, only ever replaced inside runs that are mostly digits.
const DIGIT_LOOKALIKES: Record<string, string> = {
  O: '0',
  o: '0',
  I: '1',
  l: '1',
  '|': '1',
  i: '1',
  S: '5',
  s: '5',
};

/**
 * A run of digits, look-alikes and date/time separators standing on its own (not inside a word):
 * "1O:O2", "l4/03/2026", "2O26-O3-14".
 */
const NUMERIC_RUN = /(?<![A-Za-z0-9])[0-9OoIl|iSs]+(?:[:./-][0-9OoIl|iSs]+)*(?![A-Za-z0-9])/g;

function fixDigitRun(run: string): string {
  const digits = run.replace(/[^0-9]/g, '').length;
  const lookalikes = run.replace(/[0-9:./-]/g, '').length;
  // Only runs that are clearly numbers: at least two real digits and more digits than letters,
  // and never a plain word ("Is", "SOS") or a lone letter.
  if (lookalikes === 0 || digits < 2 || lookalikes > digits) return run;
  // Letters then digits with no separator is a postcode district (SO14, IG11, OL1), not a misread.
  if (!/[:./-]/.test(run) && /^[^0-9]/.test(run)) return run;
  return [...run].map((char) => DIGIT_LOOKALIKES[char] ?? char).join('');
}

export function cleanOcrText(raw: string): string {
  return (
    raw
      .normalize('NFKC')
      .replace(/[‘’‚`´]/g, "'")
      .replace(/[“”„]/g, '"')
      .replace(/[‐‑‒–—―]/g, '-')
      .replace(/\r\n?/g, '\n')
      .replace(/[ \t\f\v\u00a0]+/g, ' ')
      .replace(NUMERIC_RUN, fixDigitRun)
      // "1 4/03/2026": a space OCR put inside the day.
      .replace(/(?<![0-9])([0-3]) ([0-9][/.-][01]?[0-9][/.-][0-9]{2,4})(?![0-9])/g, '$1$2')
      // "14/03/ 2026", "14 /03/2026": spaces around slashes between digits.
      .replace(/([0-9]) ?\/ ?(?=[0-9])/g, '$1/')
      // "10 :02", "10: 02".
      .replace(/(?<![0-9])([0-2]?[0-9]) ?: ?([0-5][0-9])(?![0-9])/g, '$1:$2')
  );
}

/** Trimmed, non-empty lines: a label and its value on the next line stay neighbours. */
export function ticketLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /[A-Za-z0-9]/.test(line));
}

/** Fills a masked span: whitespace to every regex (\\s), yet distinguishable from a real space. */
export const MASK = '\u2007';

/** Blanks out a span of a line (same length, so other positions stay valid). */
export function maskSpan(line: string, start: number, end: number): string {
  return line.slice(0, start) + MASK.repeat(end - start) + line.slice(end);
}
