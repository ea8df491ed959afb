/**
 * What only looks like parking, by what was bought instead (docs/decisions/040): each class is a
 * vocabulary of the thing paid for — a road, a journey, fuel, a wash, a repair, a room, a pitch,
 * a film — never one layout's words. A cue marked `title` names the whole document when it heads
 * it. Parking words inside these documents ("collect your car from the customer car park") are
 * where something happened, not what was bought.
 */
export interface TradeCue {
  pattern: RegExp;
  weight: number;
  /** Strong enough to name the document when it is in the title. */
  title?: boolean;
}

export interface Lookalike {
  /** How the driver is told what it looks like: "This looks like {name}, not a parking ticket". */
  name: string;
  cues: TradeCue[];
}

export const LOOKALIKES: Lookalike[] = [
  {
    name: 'an EV charging receipt',
    cues: [
      {
        pattern: /\bcharg(?:ing|er)\s*(?:session|point|id|receipt|complete|station|hub|bay)?\b/i,
        weight: 3,
        title: true,
      },
      { pattern: /\bk\s?wh\b|\benergy\s+(?:delivered|used|supplied)\b/i, weight: 3 },
      { pattern: /\bconnector\b|\bchademo\b|\bccs\b|\btype\s*2\b|\brapid\s+charger\b/i, weight: 2 },
      {
        pattern:
          /\b(?:gridserve|ionity|instavolt|osprey|pod\s*point|supercharger|bp\s+pulse|genie\s*point|char\.?gy|source\s*london|fastned|shell\s+recharge)\b/i,
        weight: 3,
        title: true,
      },
    ],
  },
  {
    name: 'a car wash or valeting receipt',
    cues: [
      {
        pattern:
          /\b(?:car|jet|hand|auto)\s*-?\s*wash\b|\bvalet(?:ing|ed)\b|\bmini\s+valet\b|\bfull\s+valet\b/i,
        weight: 4,
        title: true,
      },
      {
        pattern:
          /\bwash\s+(?:programme|program|type|code|bay)\b|\bwax\b|\bsnow\s*foam\b|\bpolish\b|\bvacuum\b|\binterior\s+clean\b/i,
        weight: 2,
      },
    ],
  },
  {
    name: 'a parking permit',
    cues: [
      {
        pattern:
          /\b(?:resident'?s?|visitor'?s?|business|season|staff|annual|student|contractor|trade)\s+(?:parking\s+)?(?:permit|pass|ticket)\b|\bparking\s+permit\b|\bblue\s+badge\b|\bresidents?['’]?\s+parking\s+zone\b|\bvisitor\s+vehicle\b|\bhost\s+permit\b/i,
        weight: 4,
        title: true,
      },
      {
        pattern:
          /\b(?:host\s+)?permit\s*(?:no\.?|number|ref(?:erence)?|id|type|zone|valid|holder)?\s*[:#]?\s*[A-Z]{0,3}-?[0-9]{3,}|\bpermit\s*(?:no\.?|number|ref(?:erence)?|id|type|zone|valid)\b|\bbadge\s*(?:no\.?|number)\b|\bresidents?'?\s+parking\s+zone\b/i,
        weight: 2,
      },
      {
        pattern: /\bpermit\s+holders?\b|\bthis\s+permit\b|\bbadge\s+holder\b|\bdisabled\s+person\b/i,
        weight: 2,
      },
    ],
  },
  {
    name: 'a road toll or crossing receipt',
    cues: [
      {
        pattern:
          /\btolls?\b|\btoll\s*(?:road|plaza|booth|bridge)\b|\bbridge\s+(?:crossing|toll)\b|\btunnel\b|\bcrossing\s+(?:charge|paid|receipt)\b|\bdart\s*charge\b|\bm6\s*toll\b|\bmersey\s+gateway\b|\bhumber\s+bridge\b|\bsevern\b|\btamar\b/i,
        weight: 4,
        title: true,
      },
      {
        pattern:
          /\bclean\s+air\s+zone\b|\bcaz\b|\bulez\b|\bultra\s+low\s+emission\b|\bcongestion\s+charge\b|\blow\s+emission\s+zone\b|\bdaily\s+charge\b|\bzone\s+charge\b|\bentered\s+(?:the\s+)?zone\b|\bcharge\s+day\b/i,
        weight: 4,
        title: true,
      },
      {
        pattern:
          /\bferry\b|\bsailing\b|\bvehicle\s+deck\b|\bcar\s+(?:and|&|\+)\s+(?:driver|passengers?)\b|\bcheck[\s-]in\s+closes\b/i,
        weight: 3,
        title: true,
      },
      {
        pattern:
          /\blane\s*[0-9]+\b|\bclass\s*[0-9]\s+vehicle\b|\bvehicle\s+class\b|\bcrossings?\b|\bdirection\s*:?\s*(?:north|south|east|west)bound\b/i,
        weight: 2,
      },
    ],
  },
  {
    name: 'a fuel receipt',
    cues: [
      { pattern: /\b(?:unleaded|diesel|petrol|super\s*unleaded|v-?power|lpg|adblue|e10|e5)\b/i, weight: 3 },
      { pattern: /\bpump\s*(?:no\.?|number)?\s*:?\s*[0-9]{1,2}\b/i, weight: 3 },
      {
        pattern: /\blit(?:re|er)s?\b|\bltrs?\b|\b[0-9]+\.[0-9]{2}\s*l\b|\bppl\b|\bper\s+lit(?:re|er)\b/i,
        weight: 2,
      },
      {
        pattern: /\b(?:fuel|forecourt|filling\s+station|service\s+station|petrol\s+station)\b/i,
        weight: 2,
        title: true,
      },
    ],
  },
  {
    name: 'a garage, MOT or tyre invoice',
    cues: [
      {
        pattern:
          /\bm\.?o\.?t\.?(?:\s+(?:test|certificate|due|pass|fail|station))?\b|\bgarage\b|\bservic(?:e|ing)\s+(?:invoice|centre|center|report|dept|department)\b|\bworkshop\b|\bjob\s*card\b|\brepair\s+order\b|\bbodyshop\b|\bbody\s+shop\b/i,
        weight: 3,
        title: true,
      },
      {
        pattern:
          /\btyres?\b|\bwheel\s+alignment\b|\bbalancing\b|\bpuncture\b|\bexhaust\b|\bbrake\s+pads?\b|\boil\s+(?:change|filter)\b|\bwiper\b|\bbattery\s+(?:fitted|replaced|test)\b/i,
        weight: 3,
        title: true,
      },
      {
        pattern:
          /\blabour\b|\bparts\b|\bmileage\b|\bodometer\b|\btechnician\b|\bmechanic\b|\badvisor\b|\bcollect\s+your\s+(?:car|vehicle)\b|\bready\s+for\s+collection\b/i,
        weight: 2,
      },
      {
        pattern:
          /\bbreakdown\b|\broadside\s+assistance\b|\bjump\s*start\b|\bpatrol\b|\bcallout\b|\bcall[\s-]out\b|\bhelp\s+is\s+on\s+(?:the|its)\s+way\b/i,
        weight: 3,
        title: true,
      },
      {
        pattern:
          /\brecovery\s+(?:vehicle|truck|to)\b|\btowed\s+to\b|\bfault\s+(?:found|code)\b|\bmember(?:ship)?\s+(?:no|number)\b/i,
        weight: 2,
      },
    ],
  },
  {
    name: 'a car hire agreement or receipt',
    cues: [
      {
        pattern:
          /\b(?:car|van|vehicle)\s+(?:hire|rental)\b|\brent[\s-]?a[\s-]?car\b|\brental\s+(?:agreement|receipt|return|contract|no\.?|number)\b|\bhire\s+(?:agreement|contract|period|return)\b|\b(?:hertz|avis|europcar|enterprise|sixt|budget|thrifty|zipcar|getaround)\b/i,
        weight: 4,
        title: true,
      },
      {
        pattern:
          /\b(?:vehicle|car|keys?)\s+(?:returned|return|collected|collection|check[\s-]?in|drop[\s-]?off|pick[\s-]?up)\b|\breturned\s+to\b|\bfuel\s+level\b|\bmileage\s+(?:out|in)\b|\bdamage\s+(?:check|report|inspection)\b/i,
        weight: 3,
      },
      {
        pattern: /\brental\b|\bhire\s+(?:days|charge|period)\b|\brenter\b|\bdriver\s+licen[cs]e\b/i,
        weight: 2,
      },
    ],
  },
  {
    name: 'a rail ticket',
    cues: [
      {
        pattern:
          /\b(?:national\s+rail|railcard|rail\s+ticket|train\s+ticket|platform|railway|trainline|lner|gwr|avanti|crosscountry|northern\s+rail|thameslink)\b/i,
        weight: 3,
        title: true,
      },
      {
        pattern:
          /\b(?:super\s+)?off[\s-]?peak\b|\banytime\s+(?:day|return|single)\b|\bseason\s+ticket\b|\bcoach\s+[a-h]\b/i,
        weight: 3,
      },
      {
        pattern:
          /\broute\s*:?\s*(?:any\s+permitted|not\s+via)\b|\bstd\s+class\b|\bstandard\s+class\b|\bfirst\s+class\b|\bclass\s*:?\s*std\b/i,
        weight: 3,
      },
      {
        pattern:
          /\b(?:day\s+)?return\b|\bsingle\b|\badult\b|\bchild\b|\bdepart(?:s|ure)?\s+[a-z]+\s+station\b/i,
        weight: 1,
      },
    ],
  },
  {
    name: 'a bus, coach or tram ticket',
    cues: [
      {
        pattern:
          /\b(?:day\s*rider|mega\s*rider|day\s*saver|bus\s+(?:ticket|pass|fare)|bus\s+station|coach\s+(?:ticket|station|travel)|tram(?:s|way)?|metrolink|supertram|metro\s+ticket|oyster)\b/i,
        weight: 4,
        title: true,
      },
      {
        pattern:
          /\b(?:stagecoach|arriva|first\s+bus|go[\s-]ahead|national\s+express|megabus|metrobus|lothian|trentbarton|go\s+north)\b/i,
        weight: 3,
        title: true,
      },
      {
        pattern:
          /\bfare\b|\bjourney\b|\bunlimited\s+travel\b|\bzones?\s+[0-9]\s*-\s*[0-9]\b|\bboarding\b|\bpassenger\b|\bstop\s*:/i,
        weight: 1,
      },
    ],
  },
  {
    name: 'a taxi or ride receipt',
    cues: [
      {
        pattern:
          /\btaxi\b|\bcab\b|\bminicab\b|\bprivate\s+hire\b|\buber\b|\bbolt\b|\bfree\s*now\b|\baddison\s+lee\b|\bride\s+(?:receipt|summary)\b|\byour\s+(?:ride|trip)\b/i,
        weight: 4,
        title: true,
      },
      {
        pattern:
          /\bpick[\s-]?up\b|\bdrop[\s-]?off\b|\bdriver\s*:|\btrip\b|\bfare\b|\bmiles?\s+travelled\b|\btip\b|\bhackney\b|\bbadge\s+no\b/i,
        weight: 2,
      },
    ],
  },
  {
    name: 'a flight, lounge or fast-track pass',
    cues: [
      {
        pattern:
          /\blounges?\b|\bfast[\s-]?track\b|\bsecurity\s+lane\b|\bboarding\s+pass\b|\bgate\s+closes\b|\bseat\s+[0-9]{1,2}[a-f]\b/i,
        weight: 4,
        title: true,
      },
      {
        pattern:
          // An airport car park's booking names the flight and the terminal too.
          /\bguests?\b|\bentry\s+(?:window|from)\b|\bterminal\s*[0-9]\b|\bflight\b|\bdeparture\s+lounge\b|\bpassport\b/i,
        weight: 1,
      },
    ],
  },
  {
    name: 'a delivery note',
    cues: [
      {
        pattern:
          /\bdelivery\s+(?:note|slot|date|address|driver|window)\b|\bdeliver(?:ed)?\s+to\b|\bdespatch(?:ed)?\b|\bdispatch(?:ed)?\b|\bgoods[\s-]in\b|\bconsignment\b|\bcourier\b|\bsigned\s+for\b/i,
        weight: 4,
        title: true,
      },
      {
        pattern:
          /\border\s*(?:no\.?|number|ref)?\s*:?\s*[0-9]{5,}\b|\btime\s+slot\b|\bparcels?\b|\bitems?\s*:?\s*[0-9]+\b/i,
        weight: 2,
      },
    ],
  },
  {
    name: 'a shop receipt',
    cues: [
      {
        pattern:
          /\b(?:tesco|sainsbury'?s|asda|morrisons|aldi|lidl|waitrose|iceland|co-?op\s+food|marks\s*(?:&|and)\s*spencer|boots|b\s*&\s*q|ikea|argos|wilko|superdrug|greggs|primark|currys)\b/i,
        weight: 2,
        title: true,
      },
      {
        pattern:
          /\bsub\s*-?\s*total\b|\btotal\s+to\s+pay\b|\bbalance\s+(?:due|to\s+pay)\b|\bchange\s+due\b|\bitems?\s*:?\s*[0-9]+\b|\bno\.?\s+of\s+items\b/i,
        weight: 2,
      },
      {
        pattern:
          /\b(?:clubcard|nectar|loyalty|points?\s+(?:earned|balance)|items?\s+sold|cashier|operator\s+[0-9]|till\s*(?:no\.?)?\s*[0-9]|store\s+(?:no|number|manager)|refund\s+policy|returns?\s+policy)\b/i,
        weight: 2,
      },
      {
        pattern:
          /\bqty\b|\bx\s?[0-9]+\s*@|\bmultibuy\b|\bsaving(?:s)?\b|\bpromotion\b|\bvoucher\b|\bcoupon\b|\bdelivery\s+note\b|\bdespatch\b|\bdispatch\b|\bparcel\b|\bcourier\b|\bsigned\s+for\b/i,
        weight: 1,
      },
    ],
  },
  {
    name: 'a card payment slip',
    cues: [
      {
        pattern:
          /\bcustomer\s+copy\b|\bmerchant\s+copy\b|\bcardholder\b|\bcontactless\b|\bauth(?:orisation)?\s*(?:code|no)\b|\bpan\s+seq\b|\baid\s*:|\bterminal\s+id\b|\bmid\s*:|\btid\s*:/i,
        weight: 2,
        title: true,
      },
      {
        pattern:
          /\b(?:visa|mastercard|maestro|amex|debit|credit)\b|\*{4}\s?[0-9]{4}\b|\bpin\s+verified\b|\bapproved\b|\bsale\b/i,
        weight: 1,
      },
    ],
  },
  {
    name: 'a cinema or event ticket',
    cues: [
      {
        pattern:
          /\b(?:cinema|odeon|vue|cineworld|showcase|picturehouse|everyman|theatre|concert|admit\s+one|admission|festival|gig|match\s+ticket|stadium|arena|museum|gallery|zoo|exhibition)\b/i,
        weight: 3,
        title: true,
      },
      {
        pattern: /\bscreen\s*[0-9]+\b|\bseat\s*[A-Z]?\s?[0-9]+\b|\brow\s*[A-Z]\b|\bauditorium\b/i,
        weight: 3,
      },
      { pattern: /\bturnstile\b|\bentrance\s+[a-z0-9]\b|\bblock\s+[a-z0-9]+\s+row\b/i, weight: 1 },
      {
        pattern:
          /\b(?:film|performance|doors\s+open|showing|certificate\s*(?:u|pg|12a?|15|18)|kick[\s-]?off|matinee|interval)\b/i,
        weight: 2,
      },
    ],
  },
  {
    name: 'a restaurant or café bill',
    cues: [
      {
        pattern:
          /\btable\s*(?:no\.?)?\s*:?\s*[0-9]+\b|\bcovers?\s*:?\s*[0-9]+\b|\beat\s+in\b|\btake\s*away\b/i,
        weight: 3,
      },
      {
        pattern:
          /\bservice\s*(?:charge)?\s*\(?[0-9.]+\s*%|\bgratuity\b|\btips?\b|\bserved\s+by\b|\byour\s+server\b/i,
        weight: 3,
      },
      {
        pattern:
          /\b(?:caf[eé]|coffee|latte|cappuccino|americano|espresso|flat\s+white|tea|panini|croissant|sandwich|pint|wine|soup|chips|burger|breakfast|toastie|cake|muffin|scone)\b/i,
        weight: 1,
      },
    ],
  },
  {
    name: 'a hotel booking',
    cues: [
      { pattern: /\bcheck[\s-]?in\b/i, weight: 2 },
      { pattern: /\bcheck[\s-]?out\b/i, weight: 2 },
      {
        pattern:
          /\b[0-9]+\s+nights?\b|\b[0-9]+\s+rooms?\b|\broom\s+(?:type|only|rate)\b|\bbed\s*(?:&|and)\s*breakfast\b|\bdouble\s+room\b|\btwin\s+room\b/i,
        weight: 2,
      },
      {
        pattern:
          // Not "booking confirmation" or "reservation": parking is booked and confirmed too.
          /\b(?:hotel|premier\s+inn|travelodge|holiday\s+inn|guest\s+house|b\s*&\s*b)\b/i,
        weight: 3,
        title: true,
      },
    ],
  },
  {
    name: 'a letter',
    cues: [
      { pattern: /\bdear\s+(?:patient|sir|madam|customer|resident|mr|mrs|ms|miss|dr|member)\b/i, weight: 3 },
      { pattern: /\byours\s+(?:sincerely|faithfully)\b|\bkind\s+regards\b|\bbest\s+wishes\b/i, weight: 3 },
      {
        pattern:
          /\bletter\s+date\b|\bour\s+ref(?:erence)?\b|\byour\s+appointment\b|\bappointment\b|\bclinic\b|\bconsultant\b/i,
        weight: 2,
        title: true,
      },
      // A course or appointment booked for a day, with parking at the venue in its small print.
      {
        pattern:
          /\bcourse\s+(?:booking|date|details|venue)\b|\b(?:awareness|training)\s+course\b|\bdriving\s+licence\b/i,
        weight: 2,
        title: true,
      },
    ],
  },
  {
    // Paid for somewhere to stay, moor, store or spend time that is not a car's parking place.
    name: 'a receipt for something other than parking',
    cues: [
      {
        pattern:
          /\b(?:caravan|campsite|camping|camp\s+site|holiday\s+park|pitch|tent|glamping|motorhome\s+stopover|mooring|marina|berth|boatyard|harbour\s+dues|self[\s-]?storage|storage\s+unit|access\s+history|lock[\s-]?up|locker|left\s+luggage|luggage\s+storage|cloakroom|coat\s+check)\b/i,
        weight: 4,
        title: true,
      },
      {
        pattern:
          /\b(?:gym|leisure\s+centre|swim(?:ming)?|spa|sauna|fitness|class\s+booking|driving\s+(?:lesson|school|instructor)|lesson|tuition|golf|tee\s+time|bowling|climbing|trampoline|soft\s+play|salon|barber|laundr(?:y|ette)|dry\s+clean|key\s+cutting|pharmacy|prescription|vet(?:erinary)?|dental|(?:e-?)?bikes?|bicycles?|(?:e-?)?scooters?|kayaks?|canoes?|cycle\s+hire|boat\s+hire|scooter\s+hire|ski\s+hire|kennel|cattery|nursery|creche)\b/i,
        weight: 3,
        title: true,
      },
      {
        pattern:
          /\bunit\s*(?:no\.?|number)?\s*[0-9]+\b|\bpitch\s*(?:no\.?|number)?\s*[0-9]+\b|\bberth\s*[0-9]+\b|\bmembership\b|\bmember\s*(?:no|id|number)\b|\binstructor\b|\bpupil\b|\bguests?\s*:?\s*[0-9]\b|\bhook[\s-]?up\b|\belectric\s+hook\b|\bdock(?:ing)?\s+station\b|\breturn\s+to\s+the\s+dock\b|\bhire\s+from\b|\breturn\s+by\b/i,
        weight: 2,
      },
    ],
  },
];
