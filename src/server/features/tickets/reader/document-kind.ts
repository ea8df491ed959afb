import { parkingProbability } from './document-model';
import { LOOKALIKES } from './lookalikes';
import {
  findParkingCues,
  isParkingHeading,
  PARKING_EVIDENCE_NEEDED,
  titleParkingScore,
} from './parking-cues';

/**
 * What a document IS, decided from its strongest evidence before any date or time is read
 * (docs/decisions/011). A title outweighs fine print: a pay-and-display ticket whose terms say
 * "a Penalty Charge Notice may be issued" is a parking ticket, a letter headed "PENALTY CHARGE
 * NOTICE" is not; a fuel receipt that prints "car park" and a date is still a fuel receipt.
 */
export type DocumentKind = 'parking' | 'penalty_notice' | 'other' | 'unknown';

export interface DocumentVerdict {
  kind: DocumentKind;
  /** For 'other': what it looks like instead, in words ("an EV charging receipt"). */
  lookalike: string | null;
  parkingScore: number;
  otherScore: number;
  /** The learned model's probability that the document is parking proof (docs/decisions/042). */
  modelParking: number;
  /** Every cue found, for admins: "parking: pay & display (title)", "fuel receipt: litres". */
  evidence: string[];
  /**
   * contested: parking by a small margin over another trade's evidence; weak: few parking words
   * and no title. Either way a person should look before it is verified (the judge lets a weak
   * document through when it prints a labelled parking period).
   */
  certainty: 'sure' | 'weak' | 'contested';
}

/** The phrases that head a penalty: proof the car was parked, not that parking was paid for. */
const PENALTY_TITLE =
  /\b(?:penalty\s+charge\s+notice|parking\s+charge\s+notice|notice\s+to\s+(?:owner|keeper)|charge\s+certificate|excess\s+charge\s+notice|fixed\s+penalty|vehicle\s+release|clamp\s+release|declamp\w*|removal\s+receipt)\b/i;
/** What a real notice goes on to say; fine print on a ticket says none of it. */
const PENALTY_BODY = [
  /\bcontravention\b/i,
  /\bpcn\s*(?:no\.?|number|ref)\b/i,
  /\b(?:amount|charge|penalty)\s+(?:due|payable|outstanding|of\s+£)|\bis\s+now\s+payable\b/i,
  /\bprotection\s+of\s+freedoms\s+act\b|\bschedule\s+4\b|\bdate\s+of\s+(?:issue|contravention|notice)\b|\bpcn\b/i,
  /\bclamped\b|\brelease\s+fee\b|\bremoved\s+from\b|\bvehicle\s+pound\b|\btow(?:ed|ing)\s+(?:away|fee)\b/i,
  /\b(?:first\s+)?observed\b|\bour\s+records\s+show\b|\bremained\s+(?:at|in|parked)\b|\bexceed(?:ed|ing)\s+the\s+(?:maximum|max)\s+stay\b|\bregistered\s+keeper\b/i,
  /\bwithin\s+(?:14|21|28)\s+days\b/i,
  /\breduced\s+(?:to|by)\b|\bdiscount(?:ed)?\s+(?:rate|amount|if\s+paid)\b/i,
  /\b(?:appeal|representations?|popla|tribunal|challenge)\b/i,
  /\b(?:civil\s+enforcement|enforcement\s+officer|ceo\s+(?:no|number|id)|observed|issued\s+to\s+vehicle)\b/i,
];
/** "… may be issued", "liable to a …": the ticket warning of a penalty, not being one. */
const WARNING_AROUND =
  /\b(?:may|will|could|might)\s+(?:be\s+)?(?:issued|result|receive|incur|apply)|\bliable\b|\bfailure\s+to\b|\bor\s+a\b|\brisk\b/i;

/** "PARKING CHARGE NOTICE" standing on its own line is a heading wherever it is; terms run it into a sentence. */
function isPenaltyHeading(line: string): boolean {
  const match = PENALTY_TITLE.exec(line);
  if (!match) return false;
  const rest =
    (line.slice(0, match.index) + line.slice(match.index + match[0].length)).match(/[A-Za-z]{2,}/g) ?? [];
  return rest.length <= 1;
}

/** The first lines with real words: where a document says what it is (an app's status bar skipped). */
function titleLines(lines: string[]): string[] {
  return lines.filter((line) => /[A-Za-z]{3,}/.test(line)).slice(0, 4);
}

function isPenaltyNotice(
  lines: string[],
  flat: string,
  titledAsParking: boolean,
  evidence: string[],
): boolean {
  if (titleLines(lines).some((line) => PENALTY_TITLE.test(line)) || lines.some(isPenaltyHeading)) {
    evidence.push('penalty notice: headed as one');
    return true;
  }
  const mention = PENALTY_TITLE.exec(flat);
  // Each different phrase of a notice is a detail ("Protection of Freedoms Act", "date of notice").
  const details = new Set(
    PENALTY_BODY.flatMap((pattern) =>
      [...flat.matchAll(new RegExp(pattern.source, 'gi'))].map((match) => match[0].toLowerCase()),
    ),
  ).size;
  // A notice whose heading was lost (a banner, a fold) still reads like one: three details of a
  // notice on a page that is not titled as a ticket.
  if (!mention) {
    if (details < 3 || titledAsParking) return false;
    evidence.push(`penalty notice: ${details} notice details`);
    return true;
  }
  const around = flat.slice(Math.max(0, mention.index - 80), mention.index + mention[0].length + 140);
  const body = details;
  // Operators issue notices under their own name: a page that demands the charge is a notice
  // however it is headed (three details of a notice, outside a warning).
  if (body >= 3 && !WARNING_AROUND.test(around)) {
    evidence.push(`penalty notice: "${mention[0]}" with ${body} notice details`);
    return true;
  }
  // A document that names itself a ticket ("PAY & DISPLAY", an operator) mentions notices only in its terms.
  if (titledAsParking) return false;
  // Mentioned in passing (terms and conditions) unless the rest of the page reads like a notice.
  if (WARNING_AROUND.test(around) && body < 3) return false;
  if (body >= 2) {
    evidence.push(`penalty notice: "${mention[0]}" with ${body} notice details`);
    return true;
  }
  return false;
}

/**
 * A price on a line that is not about time ("Fish & chips £16.50", not "Up to 2 hrs £3.40", nor
 * a date "27.11.26" or a clock "FROM 09.25" at the end of a line).
 */
const ITEM_LINE = /£\s?[0-9]+[.,][0-9]{2}|(?<![0-9.])[0-9]+\.[0-9]{2}\s*$/;
const TIME_WORDS =
  /\b(?:hrs?|hours?|mins?|minutes?|day|stay|tariff|parking|vat|total|paid|due|change|cash|card|from|to|until|till|valid|issued|expir(?:es|y)|entry|exit|arriv(?:al|ed)|depart(?:ure|ed)?|start(?:ed)?|end(?:s|ed)?|time)\b/i;
/** Four or more priced items: a bill for goods or services, which a parking receipt never is. */
const ITEMISED = 4;
/** A bill of items is what the document is, whatever car park rules it prints beneath. */
const ITEMISED_WEIGHT = 6;

function lookalikeScore(lines: string[], titles: string[]) {
  // Line by line, so a place's name is read on its own line.
  const flat = lines.join('\n');
  // A title line that also names parking ("Tariff zone A - Contactless") says how the parking
  // was paid for or where it was: there another trade's word names nothing (docs/decisions/044).
  const title = titles.filter((line) => findParkingCues(line).score === 0).join(' ');
  let best = { name: null as string | null, score: 0, cues: [] as string[] };
  const items = lines.filter((line) => ITEM_LINE.test(line) && !TIME_WORDS.test(line)).length;
  if (items >= ITEMISED)
    best = { name: 'a shop receipt', score: ITEMISED_WEIGHT, cues: [`${items} priced items`] };
  for (const lookalike of LOOKALIKES) {
    let score = 0;
    const cues: string[] = [];
    for (const cue of lookalike.cues) {
      const match = notAPlaceName(cue.pattern, flat);
      if (!match) continue;
      // In the title it names the document; elsewhere it is one detail among many.
      const inTitle = cue.title === true && notAPlaceName(cue.pattern, title) !== null;
      score += cue.weight + (inTitle ? TITLE_BONUS : 0);
      cues.push(`${match.trim().toLowerCase()}${inTitle ? ' (title)' : ''}`);
    }
    if (best.name === lookalike.name) {
      score += best.score;
      cues.unshift(...best.cues);
    }
    if (score > best.score) best = { name: lookalike.name, score, cues };
  }
  return best;
}

/** Words after which a trade's word is a place's name: "Marina Front", "Station Road", "Leisure Centre car park". */
const PLACE_NAME_AFTER =
  /^\s+(?:road|rd|street|st|lane|ln|front|way|avenue|ave|place|pl|square|sq|quay|parade|drive|dr|hill|walk|row|gardens|terrace|close|crescent|wharf|car\s*park)\b/i;

/** Up to two more names, then a car park: "Theatre Royal Multi-Storey", "Arena Car Park" (043). */
const CAR_PARK_NAMED_AFTER =
  /^(?:[ \t]+[A-Z][\w'’-]*){0,2}[ \t]+(?:[Mm]ulti[\s-]*[Ss]tor\w*|MULTI[\s-]*STOR\w*|[Cc]ar\s*[Pp]ark|CAR\s*PARK)\b/;

/** The first match of a cue that is not part of a place's name, or null. */
function notAPlaceName(pattern: RegExp, text: string): string | null {
  for (const match of text.matchAll(new RegExp(pattern.source, 'gi'))) {
    const after = text.slice(match.index + match[0].length);
    if (!PLACE_NAME_AFTER.test(after) && !CAR_PARK_NAMED_AFTER.test(after)) return match[0];
  }
  return null;
}

/** A parking cue in the title is the document's own name ("PAY & DISPLAY", "NCP", "Parking session"). */
const TITLE_BONUS = 4;
/** Evidence of another trade must reach this before it can outweigh parking words. */
const LOOKALIKE_EVIDENCE_NEEDED = 4;
const NOT_FOR_PARKING =
  /\b(?:is\s+)?not\s+(?:a\s+)?(?:valid\s+)?(?:parking\s+(?:ticket|permit|receipt)|valid\s+for\s+parking)\b|\bdoes\s+not\s+(?:permit|allow|include)\s+parking\b/i;
/** A line that prices parking itself ("Parking £18.00", "Car park charge £12"): parking was bought. */
const PRICED_PARKING = /^\s*(?:car\s*park(?:ing)?|parking)\b[^£\n]{0,20}£\s?[0-9]/i;
const PRICED_BONUS = 3;
/** Parking by at most this much over another trade is not sure. */
const CLOSE_MARGIN = 1;
/** Below this (without a title) parking words alone are weak evidence. */
const SURE_PARKING = 3;
/** A cue this heavy names parking itself (pay & display, a parking session, length of stay). */
const SPECIFIC_CUE = 3;
/**
 * The learned model's bands (docs/decisions/042): on families it was not trained on, 1 ticket in
 * 680 scored under MODEL_DOUBTS, and 0–4% of look-alikes over MODEL_SURE (those still need a
 * labelled period of an hour or more to be verified).
 */
const MODEL_DOUBTS = 0.2;
const MODEL_SURE = 0.75;
/** Weak cues are trusted only when the model leans to parking too. */
const MODEL_LEANS = 0.5;

/** `modelParking`: the learned model's probability that the lines are parking proof (042). */
export function classifyDocument(lines: string[], modelParking = parkingProbability(lines)): DocumentVerdict {
  const flat = lines.join(' ').replace(/\s+/g, ' ');
  const evidence: string[] = [];
  const parking = findParkingCues(flat);
  // A heading that names nothing but parking is a title for parking, and settles a close call:
  // the event or hotel beside it is where the parking was (docs/decisions/043).
  const titles = titleLines(lines);
  const headed = titles.some(isParkingHeading);
  const strongTitle = headed || titleParkingScore(titles.join('\n')) >= 3;
  const priced = lines.some((line) => PRICED_PARKING.test(line));
  const parkingScore = parking.score + (strongTitle ? TITLE_BONUS : 0) + (priced ? PRICED_BONUS : 0);
  if (parking.cues.length)
    evidence.push(
      `parking: ${parking.cues.join(', ')}${strongTitle ? ' (title)' : ''}${priced ? ' (parking priced)' : ''}`,
    );
  const other = lookalikeScore(lines, titles);
  if (other.name) evidence.push(`${other.name.replace(/^an? /, '')}: ${other.cues.join(', ')}`);
  const verdict = (
    kind: DocumentKind,
    lookalike: string | null = null,
    certainty: DocumentVerdict['certainty'] = 'sure',
  ): DocumentVerdict => ({
    kind,
    lookalike,
    parkingScore,
    otherScore: other.score,
    modelParking,
    evidence,
    certainty,
  });

  if (isPenaltyNotice(lines, flat, strongTitle, evidence)) return verdict('penalty_notice');
  // A document that says it is not a parking ticket is taken at its word.
  const denial = NOT_FOR_PARKING.exec(flat);
  if (denial) {
    evidence.push(`says "${denial[0]}"`);
    return verdict('other', 'a document that says it is not for parking');
  }
  // A document headed as parking is parking unless another trade's evidence outweighs its
  // title twice over (the arena it was for is where it was parked); its first line naming only
  // parking, it is parking whatever event or stay it was for (043).
  const firstLineHeaded = isParkingHeading(titles[0] ?? '');
  const lookalikeBar = firstLineHeaded ? Number.POSITIVE_INFINITY : parkingScore + (headed ? TITLE_BONUS : 0);
  if (other.score >= LOOKALIKE_EVIDENCE_NEEDED && other.score >= lookalikeBar)
    return verdict('other', other.name);
  if (parking.score >= PARKING_EVIDENCE_NEEDED) {
    if (headed) evidence.push('parking: headed as parking');
    const contested =
      !headed && other.score >= LOOKALIKE_EVIDENCE_NEEDED && parkingScore - other.score <= CLOSE_MARGIN;
    // Only generic words ("car park", a registration, a bay): a document about something else
    // that happened near a car park reads like this too.
    const weak = !strongTitle && !priced && (parking.strongest < SPECIFIC_CUE || parkingScore < SURE_PARKING);
    // The words as a whole read like something else. Without a title or a price for parking,
    // the cues were incidental (a dental card's "rear car park"): not parking, though a person
    // still looks at one with a period covering today. With them, a person looks before it is
    // verified; so too for weak cues the model does not lean to.
    if (modelParking < MODEL_DOUBTS) {
      evidence.push(`model: parking ${modelParking.toFixed(2)}, unlike parking proof`);
      if (!strongTitle && !priced) return verdict('unknown');
      return verdict('parking', null, 'contested');
    }
    const leansAway = weak && modelParking < MODEL_LEANS;
    if (leansAway) evidence.push(`model: parking ${modelParking.toFixed(2)}, weak cues`);
    return verdict('parking', null, contested || leansAway ? 'contested' : weak ? 'weak' : 'sure');
  }
  // No cue names it, yet the words as a whole read like parking proof (a "Retail Park" slip with
  // "Time in" and "Valid to", a booked driveway space): parking, weakly, so it needs a period.
  if (modelParking >= MODEL_SURE) {
    evidence.push(`model: parking ${modelParking.toFixed(2)}`);
    return verdict('parking', null, 'weak');
  }
  return verdict('unknown');
}
