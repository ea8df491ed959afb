/**
 * Evidence that a document is a parking ticket or a parking-app session. Dates, times and
 * "Valid until" prove nothing (receipts, letters, bus and cinema tickets have them), so each cue
 * is about parking itself, weighted by how specific it is, and a document needs a total of 2:
 * one strong cue ("Pay & Display", an operator, "display this ticket"), or two weaker ones.
 */
interface Cue {
  label: string;
  pattern: RegExp;
  weight: number;
}

const OPERATORS =
  /\b(NCP|ncp\.co\.uk|UKPC|Indigo|Horizon|Premier\s*Park|Paythru|Cale|Parkeon|Metric\s*(?:Aura|Elite)?|APCOA\s*Connect|Parking\s*Eye|Ring\s?Go|Pay\s?By\s?Phone|Just\s?Park|APCOA|Q-?Park|Euro\s*Car\s*Parks|Saba\s*Park|Indigo\s*Park|Britannia\s*Parking|Parking\s?Eye|Smart\s*Parking|Horizon\s*Parking|Premier\s*Park|MiPermit|Park\s?mobile|Flowbird|Citi\s?Park|NSL\s*Services|Impark|Your\s?Parking\s?Space|Excel\s*Parking|Parkonomy|ParkVia|Easy\s?Park|Parking\s?Pay|Parkopedia|Pay\s?ByPlate|ParkBee|MyParking)\b/i;

const CUES: Cue[] = [
  {
    label: 'pay & display',
    pattern: /\bpay\s*(?:&|and|\+|n'?)\s*disp(?:lay)?\b|\bP\s?&\s?D\b|\btalu\s+ac\s+arddangos\b/i,
    weight: 3,
  },
  {
    label: 'pay on foot',
    pattern: /\bpay\s*on\s*foot\b|\bpay\s*(?:station|machine|point)\b|\bexit\s+barrier\b/i,
    weight: 3,
  },
  // Or what one says it is: a car park that covers a bus for the car's occupants.
  {
    label: 'park & ride',
    pattern:
      /\bpark\s*(?:&|and|\+|n'?)\s*ride\b|\bP\s?\+\s?R\b|\bcar\s*park\s*(?:\+|&|and|with|plus)\s*(?:a\s+)?(?:return\s+)?bus\b|\buntil\s+(?:the\s+)?last\s+bus\b/i,
    weight: 3,
  },
  {
    label: 'length of stay',
    pattern:
      /\b(?:(?:length\s+)?of\s+stay|time\s+parked|parked\s+for|(?:short|long)\s+stay|stay\s+duration|total\s+stay|duration\s+of\s+stay|meet\s*(?:&|and)\s*greet)\b/i,
    weight: 3,
  },
  // When the car was left ("Parked at 10:09", "You are parked"): an app says it, and so does a
  // driver's own reminder note, so it names no stay bought (docs/decisions/043).
  {
    label: 'parked',
    pattern: /\bparked\s+(?:at|from|since|until|till)\b|\byou(?:'re|\s+are)\s+(?:now\s+)?parked\b/i,
    weight: 2,
  },
  // A car park's rule ("max stay 3 hours") is quoted by whatever happens beside one (a play
  // session, a shop), so on its own it is a weak hint, not a stay that was bought.
  { label: 'maximum stay', pattern: /\bmax(?:imum)?\.?\s+stay\b/i, weight: 1 },
  {
    label: 'parking place',
    pattern:
      /\b(?:guest|visitor|patient|staff|hospital|event|airport|station|day|overnight|public|council|short[\s-]stay|long[\s-]stay|on[\s-]street|off[\s-]street)\s+(?:car\s*)?parking\b(?!\s+permit)|\b(?:guest|visitor|patient|staff)\s+car\s*park\b(?!\s+permit)|\bparking\s+date\b|\bcar\s*park\s+(?:charge|fee|receipt|tariff|no\.?|number|code|level)\b/i,
    weight: 3,
  },
  {
    label: 'meter',
    pattern: /\b(?:parking\s+)?meter\s*(?:no\.?|number|id|#)?\s*:?\s*[A-Z]?[0-9]{2,}\b|\bparking\s+meter\b/i,
    weight: 3,
  },
  {
    label: 'scratch card',
    pattern: /\bscratch\s+(?:off|card)\b|\bparking\s+voucher\b|\bscratch\s+the\b/i,
    weight: 3,
  },
  {
    label: 'level or bay',
    pattern: /\b(?:level|floor|deck|bay|space)\s*(?:no\.?)?\s*:?\s*[0-9A-Z]{1,3}\b/i,
    weight: 1,
  },
  {
    label: 'in and out',
    pattern:
      /\b(?:time\s+)?in\b\s*:?\s*[0-2]?[0-9][:.][0-5][0-9][\s\S]{0,60}\b(?:time\s+)?out\b\s*:?\s*[0-2]?[0-9][:.][0-5][0-9]/i,
    weight: 2,
  },
  {
    label: 'display this ticket',
    pattern:
      /\bdisplay\s+(?:this\s+(?:ticket|side)|(?:(?:this|it|ticket)\s+)?(?:on|in|inside|behind)\s+(?:the\s+|your\s+)?(?:dashboard|windscreen|windshield)|(?:ticket\s+)?face\s+up|clearly)|\bface\s+up\s+on\s+(?:your\s+)?dashboard|\bstick\s+(?:it\s+)?(?:to|on|inside)\s+(?:the\s+)?(?:inside\s+of\s+)?(?:your\s+)?windscreen|\bkeep\s+(?:this\s+|it\s+)?(?:ticket\s+)?visible\s+(?:from\s+outside|in|through)\s+(?:the\s+|your\s+)?(?:vehicle|windscreen|car)\b/i,
    weight: 3,
  },
  {
    label: 'parking session',
    pattern:
      /\bparking\s+(?:session|active|ticket|receipt|charge|cost|fee|tariff|location|time|paid|started|expired?s?|period|duration|pass|booking|confirmation|space|bay|details|summary|ends?|expiry|valid|started|rate)\b|\bactive\s+parking\b|\bpaid\s+parking\b/i,
    weight: 3,
  },
  { label: 'parking operator', pattern: OPERATORS, weight: 3 },
  { label: 'car park', pattern: /\bcar\s*-?\s*parks?\b|\bcarpark|\bmaes\s+parcio\b/i, weight: 2 },
  { label: 'multi-storey', pattern: /\bmulti[\s-]*stor(?:e?y|ey)\b/i, weight: 2 },
  // Insurance notes, pound releases and garage job cards print a registration too: alone it
  // is a hint, not parking (docs/decisions/042).
  {
    label: 'vehicle registration',
    pattern:
      /\b(?:vehicle|vrm|reg(?:istration)?(?:\s*no\.?)?|number\s*plate|plate)\b[\s:.\-#]*\b[A-Z]{2}[0-9]{2}\s?[A-Z]{3}\b/i,
    weight: 1,
  },
  {
    label: 'location code',
    pattern: /\blocation\s*(?:code|number|no\.?|id|#)?\s*[:#]?\s*[0-9]{3,}\b/i,
    weight: 2,
  },
  {
    label: 'extend session',
    pattern: /\bextend\s+(?:session|parking|stay|your\s+(?:session|parking|stay))\b/i,
    weight: 2,
  },
  { label: 'parking', pattern: /\bparking\b/i, weight: 1 },
  { label: 'tariff', pattern: /\btariffs?\b/i, weight: 1 },
  // Expiry of a session (a time), not of a voucher (a date).
  {
    label: 'expires',
    pattern: /\b(?:expires?|expiry|expiring)\b(?:\s*(?:time|at))?\s*:?\s*[0-2]?[0-9][:.][0-5][0-9]\b/i,
    weight: 1,
  },
  { label: 'zone', pattern: /\bzone\s*[:#]?\s*[A-Z]?[0-9]{1,5}[A-Z]?\b/i, weight: 1 },
  { label: 'entry and exit', pattern: /\bentry\b[\s\S]{0,60}\bexit\b/i, weight: 2 },
  // A period bought, from a start time to an expiry time ("Start 0824 … Expiry 1824"): a
  // membership's start and expiry are dates, so times are required (docs/decisions/044).
  {
    label: 'start and expiry',
    pattern:
      /\bstart(?:s|ed)?(?:\s+time)?\s*:?\s*(?:at\s*)?[0-2]?[0-9][:.]?[0-5][0-9]\b[\s\S]{0,60}\bexpir(?:y|es)(?:\s+time)?\s*:?\s*(?:at\s*)?[0-2]?[0-9][:.]?[0-5][0-9]\b/i,
    weight: 2,
  },
  {
    label: 'session',
    pattern:
      /\bsession\s+(?:complete|completed|ended|active|started|summary|details|history|receipt|start|end)s?\b/i,
    weight: 2,
  },
  {
    label: 'machine number',
    pattern: /\b(?:machine|m\/c)\s*(?:no\.?|number)?\s*[:#]?\s*[0-9]{2,}/i,
    weight: 1,
  },
];

/** A penalty notice proves the car was parked, not that parking was paid for. */
const PENALTY_NOTICE =
  /\b(penalty\s+charge\s+notice|parking\s+charge\s+notice|notice\s+to\s+owner|contravention)\b/i;

export const PARKING_EVIDENCE_NEEDED = 2;

/**
 * The cues that name a document as parking when they head it ("PAY & DISPLAY", "Parking session",
 * an operator, "CAR PARK"); rules printed on one ("Max stay 3 hours", "Zone 4") do not.
 */
const NAMING = new Set([
  'pay & display',
  'pay on foot',
  'park & ride',
  'parking place',
  'meter',
  'scratch card',
  'parking session',
  'parking operator',
  'car park',
  'multi-storey',
  'parking',
]);

/** The naming cues in a document's title lines, and their weight. */
export function titleParkingScore(title: string): number {
  const flat = title.replace(/\s+/g, ' ');
  // A heading that is only "PARKING" or "CAR PARK" names the document on its own.
  if (/^[^a-z0-9]*(?:car\s*)?park(?:ing)?[^a-z0-9]*$/im.test(title)) return 3;
  return CUES.filter((cue) => NAMING.has(cue.label) && cue.pattern.test(flat)).reduce(
    (sum, cue) => sum + cue.weight,
    0,
  );
}

/**
 * A line that is nothing but a name for parking ("EVENT DAY PARKING", "Matchday parking",
 * "CAR PARK TICKET", "Visitor parking receipt"): the document says what it is, and an event,
 * hotel or hospital named beside it is where the parking was. Permits and notices are not
 * names for parking bought.
 */
export function isParkingHeading(line: string): boolean {
  if (!/\b(?:car\s*park(?:ing)?|parking)\b/i.test(line)) return false;
  const rest = line
    .replace(
      /\b(?:car\s*park(?:ing)?|parking|ticket|receipt|confirmation|session|pass|pre-?booked|booked|reserved|(?:one|per|single)\s+vehicle|event|match\s*day|matchday|day|visitor|guest|customer|patient|hospital|short[\s-]stay|long[\s-]stay|airport|station|overnight|public|your)\b/gi,
      '',
    )
    .replace(/[^a-z]/gi, '');
  return rest === '';
}

export interface ParkingCues {
  /** Labels of the cues found, strongest first, e.g. ['pay & display', 'car park']. */
  cues: string[];
  score: number;
  /** The weight of the most specific cue found: 3 names parking itself ("pay & display"). */
  strongest: number;
  isPenaltyNotice: boolean;
}

export function findParkingCues(text: string): ParkingCues {
  // Line breaks count as spaces: "car\npark" is a car park split over two lines.
  const flat = text.replace(/\s+/g, ' ');
  const found = CUES.filter((cue) => cue.pattern.test(flat));
  return {
    cues: found.map((cue) => cue.label),
    score: found.reduce((sum, cue) => sum + cue.weight, 0),
    strongest: Math.max(0, ...found.map((cue) => cue.weight)),
    isPenaltyNotice: PENALTY_NOTICE.test(flat),
  };
}
