import { POSTCODE_AREAS } from './postcode-areas';

export interface ParsedPostcode {
  /** Postcode area letters, e.g. 'RG'. */
  area: string;
  /** Outward code, e.g. 'RG1'. */
  district: string;
  /** Canonical form with one space, e.g. 'RG1 8DG'; null when only the outward code was given. */
  full: string | null;
}

// OCR confuses these in the letter positions of a postcode ("0X4" for OX4) …
const AS_LETTER: Record<string, string> = { '0': 'O', '1': 'I', '5': 'S', '8': 'B' };
// … and these in the digit positions ("RGl" for RG1).
const AS_DIGIT: Record<string, string> = {
  O: '0',
  o: '0',
  I: '1',
  i: '1',
  l: '1',
  L: '1',
  '|': '1',
  S: '5',
  s: '5',
};

/**
 * A postcode as OCR prints it: an outward code of 2–4 characters (area letters, district digit,
 * optional digit or letter) and the inward code (digit + two letters, never C I K M O V).
 * Look-alike characters are allowed and sorted out by `splitOutward`.
 */
const OUTWARD = '([A-Z0158][A-Z0-9OIlS|]{1,3})';
const INWARD = '([0-9OIlS])([ABD-HJLNP-UW-Z]{2})';
// OCR sometimes drops a speck of punctuation into the inward code ("NR1 3)JQ").
const INWARD_IN_TEXT = "([0-9OIlS])[)(|.,'`]?([ABD-HJLNP-UW-Z]{2})";
const POSTCODE_IN_TEXT = new RegExp(
  `(?<![A-Za-z0-9])${OUTWARD}[ ]{0,2}${INWARD_IN_TEXT}(?![A-Za-z0-9])`,
  'g',
);
// What a person types: any case, spacing optional.
const POSTCODE_TYPED = new RegExp(`^${OUTWARD} ?${INWARD}$`, 'i');
const OUTWARD_TYPED = new RegExp(`^${OUTWARD}$|^([A-Z0158]{1,2})$`, 'i');

/** Splits an outward code into a known area and its district, trying two area letters first. */
function splitOutward(raw: string): { area: string; district: string } | null {
  for (const areaLength of [2, 1]) {
    if (raw.length < areaLength) continue;
    const area = [...raw.slice(0, areaLength)].map((char) => AS_LETTER[char] ?? char.toUpperCase()).join('');
    if (!/^[A-Z]+$/.test(area) || !POSTCODE_AREAS[area]) continue;
    const rest = raw.slice(areaLength);
    if (rest === '') return { area, district: area };
    const first = AS_DIGIT[rest[0] ?? ''] ?? rest[0] ?? '';
    // The optional second character is a digit (RG40) or, in central London, a letter (EC1A).
    const second =
      rest.length > 1 ? (rest[1] ?? '').toUpperCase().replace(/^[ILO|]$/, (c) => AS_DIGIT[c] ?? c) : '';
    const district = `${area}${first}${second}`;
    if (rest.length <= 2 && /^[A-Z]{1,2}[0-9][0-9A-Z]?$/.test(district)) return { area, district };
  }
  return null;
}

function fromParts(outward: string, inwardDigit: string, inwardLetters: string): ParsedPostcode | null {
  const split = splitOutward(outward);
  const inward = `${AS_DIGIT[inwardDigit] ?? inwardDigit}${inwardLetters.toUpperCase()}`;
  if (!split || !/^[0-9][A-Z]{2}$/.test(inward)) return null;
  return { ...split, full: `${split.district} ${inward}` };
}

/** Postcodes in OCR text, in order of appearance, with the text as printed. */
export function findPostcodes(text: string): { postcode: ParsedPostcode; match: string; index: number }[] {
  const found: { postcode: ParsedPostcode; match: string; index: number }[] = [];
  for (const match of text.matchAll(POSTCODE_IN_TEXT)) {
    const postcode = fromParts(match[1] ?? '', match[2] ?? '', match[3] ?? '');
    if (postcode && postcode.district !== postcode.area)
      found.push({ postcode, match: match[0], index: match.index });
  }
  return found;
}

/**
 * Outward codes whose inward half OCR garbled ("BS1 4D)", "M33 7Xz"): a line that is only a
 * postcode-shaped code. A last resort for a ticket's location; the area is what matters.
 */
export function findGarbledPostcodes(text: string): { postcode: ParsedPostcode; match: string }[] {
  const found: { postcode: ParsedPostcode; match: string }[] = [];
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Z0158][A-Z0-9OIlS|]{1,3}) ?([0-9OIlS][A-Za-z)(|\][}{]{1,3})\s*$/.exec(line);
    const split = match && /[A-Za-z]/.test(match[2] ?? '') ? splitOutward(match[1] ?? '') : null;
    if (split && split.district !== split.area)
      found.push({ postcode: { ...split, full: null }, match: line.trim() });
  }
  return found;
}

/**
 * Parses a postcode, an outward code ('RG1') or an area ('RG') as typed or as OCR read it
 * ('RGl 8DG'). Returns null when the letters are not a UK postcode area.
 */
export function parsePostcode(input: string): ParsedPostcode | null {
  const compact = input.trim().replace(/\s+/g, ' ');
  const typed = POSTCODE_TYPED.exec(compact);
  if (typed) return fromParts(typed[1] ?? '', typed[2] ?? '', typed[3] ?? '');
  const outward = OUTWARD_TYPED.exec(compact.replace(/ /g, ''));
  if (!outward) return null;
  const split = splitOutward(outward[1] ?? outward[2] ?? '');
  return split ? { ...split, full: null } : null;
}
