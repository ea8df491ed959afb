/**
 * Council parking vouchers (scratch cards): the card prints every day, month, hour and minute,
 * and the driver scratches off the ones of their arrival (docs/decisions/043). OCR reads the
 * printed cells and turns a scratched one into noise, so the cell a grid is missing is the one
 * that was marked: 27 is the day when "26 Ex} 28" is all that stands between 26 and 28.
 * Only a grid with every other cell read counts; two cells missing say nothing. Where the
 * scratched cells were seen on the photo (a cell whose background stands out from the rest of its
 * row: marked-cells.ts, docs/decisions/044), those are taken first, grid by grid in reading order;
 * an AM / PM grid then turns a 12-hour card's hour into the day's.
 */
export interface ScratchedArrival {
  /** --MM-DD: a voucher prints no year. */
  iso: string;
  /** Minutes after midnight, when the hour and the minute were both found. */
  minutes: number | null;
  /** As the reader writes it for admins ("scratched 27 Nov 08:40"). */
  text: string;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
type Grid = 'day' | 'month' | 'hour' | 'minute' | 'half';
const HEADING = /^\s*[^a-z0-9]{0,2}\s*(day|month|hour|minutes?|am\s*\/\s*pm)\s*[^a-z0-9]{0,2}\s*$/i;
const gridOf = (heading: string): Grid =>
  /^am/i.test(heading) ? 'half' : (heading.toLowerCase().replace(/s$/, '') as Grid);

/** OCR's usual slips in a lone digit: "i 2 3", "O5", "1l". */
const DIGIT_LOOKALIKES: Record<string, string> = { i: '1', l: '1', I: '1', '|': '1', o: '0', O: '0' };

function asNumber(token: string): number | null {
  const cleaned = token.replace(/^[^0-9a-z|]+|[^0-9a-z|]+$/gi, '');
  if (cleaned.length === 0 || cleaned.length > 2) return null;
  const digits = [...cleaned].map((char) => DIGIT_LOOKALIKES[char] ?? char).join('');
  return /^[0-9]{1,2}$/.test(digits) ? Number(digits) : null;
}

/** A month's three letters, allowing one OCR slip ("ser" for SEP, "pec" for DEC). */
function asMonth(token: string): number | null {
  const word = token
    .toLowerCase()
    .replace(/0/g, 'o')
    .replace(/[^a-z]/g, '');
  if (word.length !== 3) return null;
  const exact = MONTHS.indexOf(word);
  if (exact >= 0) return exact;
  const near = MONTHS.flatMap((month, index) =>
    [...month].filter((char, at) => word[at] !== char).length === 1 ? [index] : [],
  );
  return near.length === 1 ? near[0]! : null;
}

/** AM 0, PM 1. */
function asHalf(token: string): number | null {
  const word = token.toLowerCase().replace(/[^a-z]/g, '');
  return word === 'am' ? 0 : word === 'pm' ? 1 : null;
}

const CELLS: Record<Grid, number[]> = {
  day: Array.from({ length: 31 }, (_, index) => index + 1),
  month: Array.from({ length: 12 }, (_, index) => index),
  hour: Array.from({ length: 24 }, (_, index) => index),
  minute: Array.from({ length: 12 }, (_, index) => index * 5),
  half: [0, 1],
};

function cellValue(grid: Grid, token: string): number | null {
  if (grid === 'month') return asMonth(token);
  if (grid === 'half') return asHalf(token);
  const value = asNumber(token);
  return value !== null && CELLS[grid].includes(value) ? value : null;
}

/** The one cell of a grid that was not read as itself, or null. */
function missingCell(grid: Grid, tokens: string[]): number | null {
  if (grid === 'half') return null;
  const read = new Set(tokens.map((token) => cellValue(grid, token)));
  const missing = CELLS[grid].filter((cell) => !read.has(cell));
  // A grid barely read (a blur, a fold) is not a scratched card.
  if (missing.length !== 1 || tokens.length < CELLS[grid].length - 2) return null;
  return missing[0]!;
}

/** A voucher as read: where its grids are, and the arrival they mark when each grid marks one. */
export interface ScratchCard {
  /** The lines of the printed grids: "MAY 3 JUN" there is three cells, not the 3rd of June. */
  gridLines: Set<number>;
  /** The line of the "DAY" heading, where the marked date stands. */
  dayLine: number;
  arrival: ScratchedArrival | null;
}

/** A scratch card's grids and what they mark, or null for any other document. */
export function readScratchCard(lines: string[], markedWords: () => string[] = () => []): ScratchCard | null {
  const headings = lines.flatMap((line, index) => {
    const match = HEADING.exec(line);
    return match ? [{ grid: gridOf(match[1]!), line: index }] : [];
  });
  const dayHeading = headings.find((heading) => heading.grid === 'day');
  if (!dayHeading || !headings.some((heading) => heading.grid === 'month')) return null;
  const gridLines = new Set<number>();
  const seenMarked = markedWords();
  const marked: Partial<Record<Grid, number>> = {};
  let nextSeen = 0;
  headings.forEach((heading, index) => {
    const next = headings[index + 1]?.line ?? lines.length;
    // The grid's rows hold short cells; the card's small print below ends it.
    const rows: string[] = [];
    for (let line = heading.line + 1; line < next && !/[a-z]{4,}/i.test(lines[line] ?? ''); line++) {
      gridLines.add(line);
      rows.push(lines[line] ?? '');
    }
    const tokens = rows.join(' ').split(/\s+/).filter(Boolean);
    const printed = new Set(tokens.map((token) => cellValue(heading.grid, token)));
    // The next cell seen marked that is one of this grid's.
    const seen = seenMarked.findIndex(
      (word, at) => at >= nextSeen && printed.has(cellValue(heading.grid, word) ?? Number.NaN),
    );
    if (seen >= 0) nextSeen = seen + 1;
    const cell = seen >= 0 ? cellValue(heading.grid, seenMarked[seen]!) : missingCell(heading.grid, tokens);
    if (cell !== null) marked[heading.grid] = cell;
  });
  return { gridLines, dayLine: dayHeading.line, arrival: arrivalFrom(marked) };
}

function arrivalFrom(marked: Partial<Record<Grid, number>>): ScratchedArrival | null {
  if (marked.day === undefined || marked.month === undefined) return null;
  const month = String(marked.month + 1).padStart(2, '0');
  const day = String(marked.day).padStart(2, '0');
  // A 12-hour card's hour with its half of the day.
  const hour =
    marked.hour !== undefined && marked.half !== undefined && marked.hour <= 12
      ? (marked.hour % 12) + 12 * marked.half
      : marked.hour;
  const minutes = hour !== undefined && marked.minute !== undefined ? hour * 60 + marked.minute : null;
  const clock =
    minutes === null ? '' : ` ${String(hour).padStart(2, '0')}:${String(marked.minute).padStart(2, '0')}`;
  const monthName = MONTHS[marked.month]!;
  return {
    iso: `--${month}-${day}`,
    minutes,
    text: `scratched ${marked.day} ${monthName[0]!.toUpperCase()}${monthName.slice(1)}${clock}`,
  };
}
