import { findParkingCues, PARKING_EVIDENCE_NEEDED } from './parking-cues';

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
  /** Every cue found, for admins: "parking: pay & display (title)", "fuel receipt: litres". */
  evidence: string[];
}

interface TradeCue {
  pattern: RegExp;
  weight: number;
  /** Strong enough to name the document when it is in the title. */
  title?: boolean;
}

/** Documents that print dates, times, durations and even "car park", yet prove no paid parking. */
const LOOKALIKES: { name: string; cues: TradeCue[] }[] = [
  {
    name: 'an EV charging receipt',
    cues: [
      {
        pattern: /\bcharg(?:ing|er)\s*(?:session|point|id|receipt|complete|station)?\b/i,
        weight: 3,
        title: true,
      },
      { pattern: /\bk\s?wh\b/i, weight: 3 },
      { pattern: /\bconnector\b|\bchademo\b|\bccs\b|\btype\s*2\b/i, weight: 2 },
      {
        pattern:
          /\b(?:gridserve|ionity|instavolt|osprey|pod\s*point|tesla\s+supercharger|bp\s+pulse|genie\s*point)\b/i,
        weight: 3,
        title: true,
      },
    ],
  },
  {
    name: 'a car wash receipt',
    cues: [
      { pattern: /\bcar\s*wash\b|\bjet\s*wash\b|\bhand\s*wash\b|\bvalet(?:ing)?\b/i, weight: 4, title: true },
      { pattern: /\bwash\s+(?:programme|program|type|code)\b|\bwax\b|\bsnow\s*foam\b/i, weight: 2 },
    ],
  },
  {
    name: 'a parking permit',
    cues: [
      {
        pattern:
          /\b(?:resident'?s?|visitor'?s?|business|season|staff|annual|permit\s+holder)\s+(?:parking\s+)?permit\b|\bparking\s+permit\b/i,
        weight: 4,
        title: true,
      },
      { pattern: /\bpermit\s*(?:no\.?|number|ref(?:erence)?|id)\b/i, weight: 2 },
      { pattern: /\bpermit\s+holders?\b|\bthis\s+permit\b/i, weight: 2 },
    ],
  },
  {
    name: 'a rail ticket',
    cues: [
      {
        pattern: /\b(?:national\s+rail|railcard|rail\s+ticket|train\s+ticket|platform)\b/i,
        weight: 3,
        title: true,
      },
      { pattern: /\b(?:super\s+)?off[\s-]?peak\b|\banytime\s+(?:day|return|single)\b/i, weight: 3 },
      {
        pattern:
          /\broute\s*:?\s*(?:any\s+permitted|not\s+via)\b|\bstd\s+class\b|\bstandard\s+class\b|\bclass\s*:?\s*std\b/i,
        weight: 3,
      },
      { pattern: /\b(?:day\s+)?return\b|\bsingle\b|\badult\b|\bchild\b/i, weight: 1 },
    ],
  },
  {
    name: 'a bus ticket',
    cues: [
      {
        pattern: /\b(?:day\s*rider|mega\s*rider|day\s*saver|bus\s+(?:ticket|pass|fare)|bus\s+station)\b/i,
        weight: 4,
        title: true,
      },
      {
        pattern:
          /\b(?:stagecoach|arriva|first\s+bus|go[\s-]ahead|national\s+express|megabus|metrobus|lothian)\b/i,
        weight: 3,
        title: true,
      },
      { pattern: /\bfare\b|\bjourney\b|\bunlimited\s+travel\b|\bzones?\s+[0-9]\s*-\s*[0-9]\b/i, weight: 1 },
    ],
  },
  {
    name: 'a fuel receipt',
    cues: [
      { pattern: /\b(?:unleaded|diesel|petrol|super\s*unleaded|v-?power|lpg)\b/i, weight: 3 },
      { pattern: /\bpump\s*(?:no\.?|number)?\s*:?\s*[0-9]{1,2}\b/i, weight: 3 },
      {
        pattern: /\blit(?:re|er)s?\b|\bltrs?\b|\b[0-9]+\.[0-9]{2}\s*l\b|\bppl\b|\bper\s+lit(?:re|er)\b/i,
        weight: 2,
      },
      { pattern: /\b(?:fuel|forecourt|filling\s+station|service\s+station)\b/i, weight: 2, title: true },
    ],
  },
  {
    name: 'a shop receipt',
    cues: [
      {
        pattern:
          /\b(?:tesco|sainsbury'?s|asda|morrisons|aldi|lidl|waitrose|iceland|co-?op\s+food|marks\s*(?:&|and)\s*spencer|boots|b\s*&\s*q|ikea)\b/i,
        weight: 2,
        title: true,
      },
      {
        pattern: /\bsub\s*-?\s*total\b|\btotal\s+to\s+pay\b|\bbalance\s+(?:due|to\s+pay)\b|\bchange\s+due\b/i,
        weight: 2,
      },
      {
        pattern:
          /\b(?:clubcard|nectar|loyalty|points?\s+(?:earned|balance)|items?\s+sold|cashier|operator\s+[0-9]|till\s*(?:no\.?)?\s*[0-9])\b/i,
        weight: 2,
      },
      { pattern: /\bqty\b|\bx\s?[0-9]+\s*@|\bmultibuy\b|\bsaving(?:s)?\b|\bpromotion\b/i, weight: 1 },
    ],
  },
  {
    name: 'a cinema or event ticket',
    cues: [
      {
        pattern:
          /\b(?:cinema|odeon|vue|cineworld|showcase|picturehouse|everyman|theatre|concert|admit\s+one)\b/i,
        weight: 3,
        title: true,
      },
      {
        pattern: /\bscreen\s*[0-9]+\b|\bseat\s*[A-Z]?\s?[0-9]+\b|\brow\s*[A-Z]\b|\bauditorium\b/i,
        weight: 3,
      },
      {
        pattern: /\b(?:film|performance|doors\s+open|showing|certificate\s*(?:u|pg|12a?|15|18))\b/i,
        weight: 2,
      },
    ],
  },
  {
    name: 'a restaurant or café bill',
    cues: [
      { pattern: /\btable\s*(?:no\.?)?\s*:?\s*[0-9]+\b|\bcovers?\s*:?\s*[0-9]+\b/i, weight: 3 },
      {
        pattern:
          /\bservice\s*(?:charge)?\s*\(?[0-9.]+\s*%|\bgratuity\b|\btips?\b|\bserved\s+by\b|\byour\s+server\b/i,
        weight: 3,
      },
      {
        pattern:
          /\b(?:latte|cappuccino|americano|espresso|flat\s+white|panini|croissant|sandwich|pint|wine|soup|chips|burger|breakfast|toastie)\b/i,
        weight: 1,
      },
    ],
  },
  {
    name: 'a hotel booking',
    cues: [
      { pattern: /\bcheck[\s-]?in\b/i, weight: 2 },
      { pattern: /\bcheck[\s-]?out\b/i, weight: 2 },
      { pattern: /\b[0-9]+\s+nights?\b|\b[0-9]+\s+rooms?\b|\broom\s+(?:type|only)\b/i, weight: 2 },
      {
        pattern: /\b(?:hotel|premier\s+inn|travelodge|holiday\s+inn|booking\s+confirmation|reservation)\b/i,
        weight: 3,
        title: true,
      },
    ],
  },
  {
    name: 'a letter',
    cues: [
      { pattern: /\bdear\s+(?:patient|sir|madam|customer|resident|mr|mrs|ms|miss|dr)\b/i, weight: 3 },
      { pattern: /\byours\s+(?:sincerely|faithfully)\b|\bkind\s+regards\b/i, weight: 3 },
      {
        pattern:
          /\bletter\s+date\b|\bour\s+ref(?:erence)?\b|\byour\s+appointment\b|\bappointment\b|\bclinic\b/i,
        weight: 2,
        title: true,
      },
    ],
  },
];

/** The phrases that head a penalty: proof the car was parked, not that parking was paid for. */
const PENALTY_TITLE =
  /\b(?:penalty\s+charge\s+notice|parking\s+charge\s+notice|notice\s+to\s+(?:owner|keeper)|charge\s+certificate|excess\s+charge\s+notice|fixed\s+penalty)\b/i;
/** What a real notice goes on to say; fine print on a ticket says none of it. */
const PENALTY_BODY = [
  /\bcontravention\b/i,
  /\bpcn\s*(?:no\.?|number|ref)\b/i,
  /\b(?:amount|charge|penalty)\s+(?:due|payable|outstanding|of\s+£)/i,
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
  // A document that names itself a ticket ("PAY & DISPLAY", an operator) mentions notices only in its terms.
  const mention = PENALTY_TITLE.exec(flat);
  if (!mention || titledAsParking) return false;
  const around = flat.slice(Math.max(0, mention.index - 80), mention.index + mention[0].length + 140);
  const body = PENALTY_BODY.filter((pattern) => pattern.test(flat)).length;
  // Mentioned in passing (terms and conditions) unless the rest of the page reads like a notice.
  if (WARNING_AROUND.test(around) && body < 3) return false;
  if (body >= 2) {
    evidence.push(`penalty notice: "${mention[0]}" with ${body} notice details`);
    return true;
  }
  return false;
}

function lookalikeScore(lines: string[], flat: string) {
  const title = titleLines(lines).join(' ');
  let best = { name: null as string | null, score: 0, cues: [] as string[] };
  for (const lookalike of LOOKALIKES) {
    let score = 0;
    const cues: string[] = [];
    for (const cue of lookalike.cues) {
      const match = cue.pattern.exec(flat);
      if (!match) continue;
      // In the title it names the document; elsewhere it is one detail among many.
      const inTitle = cue.title === true && cue.pattern.test(title);
      score += cue.weight + (inTitle ? TITLE_BONUS : 0);
      cues.push(`${match[0].trim().toLowerCase()}${inTitle ? ' (title)' : ''}`);
    }
    if (score > best.score) best = { name: lookalike.name, score, cues };
  }
  return best;
}

/** A parking cue in the title is the document's own name ("PAY & DISPLAY", "NCP", "Parking session"). */
const TITLE_BONUS = 4;
/** Evidence of another trade must reach this before it can outweigh parking words. */
const LOOKALIKE_EVIDENCE_NEEDED = 4;

export function classifyDocument(lines: string[]): DocumentVerdict {
  const flat = lines.join(' ').replace(/\s+/g, ' ');
  const evidence: string[] = [];
  const parking = findParkingCues(flat);
  const titleCues = findParkingCues(titleLines(lines).join(' '));
  const strongTitle = titleCues.score >= 3;
  const parkingScore = parking.score + (strongTitle ? TITLE_BONUS : 0);
  if (parking.cues.length)
    evidence.push(`parking: ${parking.cues.join(', ')}${strongTitle ? ' (title)' : ''}`);
  const other = lookalikeScore(lines, flat);
  if (other.name) evidence.push(`${other.name.replace(/^an? /, '')}: ${other.cues.join(', ')}`);
  const verdict = (kind: DocumentKind, lookalike: string | null = null): DocumentVerdict => ({
    kind,
    lookalike,
    parkingScore,
    otherScore: other.score,
    evidence,
  });

  if (isPenaltyNotice(lines, flat, strongTitle, evidence)) return verdict('penalty_notice');
  if (other.score >= LOOKALIKE_EVIDENCE_NEEDED && other.score >= parkingScore)
    return verdict('other', other.name);
  if (parking.score >= PARKING_EVIDENCE_NEEDED) return verdict('parking');
  return verdict('unknown');
}
