import { milesBetween } from './haversine';
import type { IndexedPlace, PlaceInText } from './place-names';
import { POSTCODE_TOWN_AGREES_MILES, placeKey } from './place-names';
import { ADDRESS_WORDS, COMMON_WORDS, LOWERCASE_JOINERS, STREET_WORDS, WEAK_ENDINGS } from './place-words';
import { findGarbledPostcodes, findPostcodes } from './postcode';

/**
 * Finding the town on a ticket. OCR text is full of capitalised words, and many UK places are
 * also words (March, Sale, Deal, Street, Reading …), so a name only counts with evidence that it
 * is used as an address: a postcode beside it, a comma before it, a council after it, or a line of
 * its own under a car park's name.
 */

export interface PlaceLookup {
  byName(key: string): IndexedPlace | undefined;
  areaTown(area: string): IndexedPlace | undefined;
  maxWords: number;
}

interface NameInText {
  place: IndexedPlace;
  match: string;
  start: number;
  end: number;
  /** The word after the name, lower-cased ('' at the end of the line). */
  next: string;
  /** Written as a name (Reading, READING), not as a word (reading). */
  capitalised: boolean;
}

// A word, but not the letters of a code such as CT14 or RG1.
const WORD = /[A-Za-z\u00C0-\u024F][A-Za-z\u00C0-\u024F'’.-]*(?![A-Za-z\u00C0-\u024F0-9])/g;

/** Place names in one line or address part, longest match first, left to right. */
export function namesInSegment(
  segment: string,
  byName: (key: string) => IndexedPlace | undefined,
  maxWords: number,
): NameInText[] {
  const words = [...segment.matchAll(WORD)].map((m) => ({
    text: m[0].replace(/[.'’-]+$/, ''),
    start: m.index,
  }));
  const names: NameInText[] = [];
  for (let i = 0; i < words.length; i++) {
    for (let count = Math.min(maxWords, words.length - i); count >= 1; count--) {
      const span = words.slice(i, i + count);
      const place = byName(placeKey(span.map((word) => word.text).join(' ')));
      if (!place) continue;
      const capitalised = span.every(
        (word, index) =>
          /^[A-Z\u00C0-\u00DE]/.test(word.text) || (index > 0 && LOWERCASE_JOINERS.has(word.text)),
      );
      const last = span.at(-1)!;
      const next = words[i + count]?.text.toLowerCase() ?? '';
      const lastWord = last.text.toLowerCase();
      // "Oxford Road", "Church Street", and "Street" in "Broad Street" are streets, not towns.
      if (STREET_WORDS.has(next) || (STREET_WORDS.has(lastWord) && (count > 1 || i > 0))) break;
      const end = last.start + last.text.length;
      names.push({
        place,
        match: segment.slice(span[0]!.start, end),
        start: span[0]!.start,
        end,
        next,
        capitalised,
      });
      i += count - 1;
      break;
    }
  }
  return names;
}

function isWeakName(name: NameInText): boolean {
  const key = placeKey(name.match);
  const words = name.match.toLowerCase().split(/[\s-]+/);
  return COMMON_WORDS.has(key) || key.length <= 3 || WEAK_ENDINGS.has(words.at(-1) ?? '');
}

interface Evidence {
  score: number;
  /**
   * A postcode that agrees, a comma before it, a council after it, or a line of its own under a
   * car park or street: enough for a town that is also a common word.
   */
  strong: boolean;
}

function weighName(name: NameInText, lines: string[], lineIndex: number, lookup: PlaceLookup): Evidence {
  const line = lines[lineIndex] ?? '';
  const before = line.slice(0, name.start);
  const after = line.slice(name.end);
  // "14 March", "March 2026": a month, not the town. Likewise any name glued to a bare number.
  if (/\b\d{1,2}(st|nd|rd|th)?\s*$/i.test(before) || /^\s*,?\s*\d{1,4}\b(?![:.]\d)/.test(after)) {
    return { score: 0, strong: false };
  }
  const agrees = (text: string | undefined) =>
    findPostcodes(text ?? '').map(({ postcode }) => {
      const town = lookup.areaTown(postcode.area);
      return !!town && milesBetween(town, name.place) <= POSTCODE_TOWN_AGREES_MILES;
    });
  let score = 1;
  let strong = false;
  const here = agrees(line);
  if (here.includes(true)) {
    score += 4;
    strong = true;
  } else if (here.length > 0) {
    score -= 2;
  } else if ([...agrees(lines[lineIndex + 1]), ...agrees(lines[lineIndex - 1])].includes(true)) {
    score += 3;
    strong = true;
  }
  const startsLine = before.trim() === '';
  // The rest of the line is nothing, or a postcode OCR mangled beyond recognition ("M33 7XzZ").
  const restIsEmptyOrCode = /^[\s,.]*$/.test(after) || /^[\s,]*[A-Z]{1,2}[0-9][0-9A-Z]?\b/.test(after);
  // "…car park, Reading", "…car park Reading", "Location: Reading".
  if (
    /,\s*$/.test(before) ||
    /\bcar\s*park\s*-?\s*$/i.test(before) ||
    /\b(location|town|city)\s*[:-]\s*$/i.test(before)
  ) {
    score += 2;
    strong = true;
  } else if (startsLine && restIsEmptyOrCode) {
    score += 1.5;
    // On its own line under a car park or street: the town line of an address block.
    if (ADDRESS_WORDS.test(lines[lineIndex - 1] ?? '')) strong = true;
  }
  if (/^(council|borough|city|district)$/.test(name.next) || /\b(city|borough) of\s*$/i.test(before)) {
    score += 2;
    strong = true;
  }
  if (ADDRESS_WORDS.test(line)) score += 1;
  if (name.match.length >= 3 && name.match === name.match.toUpperCase()) score += 0.5;
  if (name.place.rank >= 2) score += 0.5;
  return { score, strong: strong && score > 1 };
}

export function findPlaceInText(
  text: string,
  lookup: PlaceLookup,
): (Omit<PlaceInText, 'place'> & { place: IndexedPlace }) | null {
  // Blank lines dropped: an address block's lines are neighbours however OCR spaced them.
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const towns = new Map<IndexedPlace, { score: number; match: string; mentions: number }>();
  lines.forEach((line, lineIndex) => {
    for (const name of namesInSegment(line, lookup.byName, lookup.maxWords)) {
      const { score, strong } = weighName(name, lines, lineIndex, lookup);
      // A lower-case name ("reading", or OCR's "worcester") needs the same proof as a common word.
      if (score < 1 || ((isWeakName(name) || !name.capitalised) && !strong)) continue;
      const seen = towns.get(name.place);
      if (!seen) towns.set(name.place, { score, match: name.match, mentions: 1 });
      else {
        seen.mentions += 1;
        if (score > seen.score) Object.assign(seen, { score, match: name.match });
      }
    }
  });
  const ranked = [...towns].map(([place, seen]) => ({
    place,
    match: seen.match,
    score: seen.score + 0.5 * Math.min(seen.mentions - 1, 2),
  }));
  ranked.sort((a, b) => b.score - a.score);

  const postcode =
    findPostcodes(text)[0] ?? (ranked.length === 0 ? findGarbledPostcodes(text)[0] : undefined);
  const postTown = postcode ? lookup.areaTown(postcode.postcode.area) : undefined;
  if (postcode && postTown) {
    // A town near the postcode's post town is the more precise of the two (Wokingham, RG40).
    const agreeing = ranked.find((town) => milesBetween(town.place, postTown) <= POSTCODE_TOWN_AGREES_MILES);
    if (agreeing) return { place: agreeing.place, via: 'town', match: agreeing.match };
    const best = ranked[0];
    if (best && best.score > 4) return { place: best.place, via: 'town', match: best.match };
    return { place: postTown, via: 'postcode', match: postcode.match };
  }
  const best = ranked[0];
  return best ? { place: best.place, via: 'town', match: best.match } : null;
}
