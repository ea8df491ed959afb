// Shared types and helpers for the layouts.
import type { Rendered } from './doc.ts';
import type { Rng } from './rng.ts';
import {
  DATE_STYLES_YEAR,
  type DateStyle,
  type DurStyle,
  fmtDate,
  fmtDur,
  fmtTime,
  TIME_STYLES_12,
  TIME_STYLES_24,
  type TimeStyle,
} from './time.ts';

export type Outcome = 'verified' | 'wrong_date' | 'too_short' | 'not_parking_ticket' | 'unreadable';

export interface Town {
  name: string;
  pc: string;
  cy?: string;
  airport?: string;
}

export const TOWNS: Town[] = [
  { name: 'Reading', pc: 'RG1' },
  { name: 'Guildford', pc: 'GU1' },
  { name: 'Bath', pc: 'BA1' },
  { name: 'Chester', pc: 'CH1' },
  { name: 'York', pc: 'YO1' },
  { name: 'Norwich', pc: 'NR2', airport: 'NR6' },
  { name: 'Exeter', pc: 'EX1', airport: 'EX5' },
  { name: 'Leeds', pc: 'LS1', airport: 'LS19' },
  { name: 'Harrogate', pc: 'HG1' },
  { name: 'Cheltenham', pc: 'GL50' },
  { name: 'Oxford', pc: 'OX1' },
  { name: 'Brighton', pc: 'BN1' },
  { name: 'Canterbury', pc: 'CT1' },
  { name: 'Lincoln', pc: 'LN1' },
  { name: 'Shrewsbury', pc: 'SY1' },
  { name: 'Worcester', pc: 'WR1' },
  { name: 'Derby', pc: 'DE1' },
  { name: 'Nottingham', pc: 'NG1' },
  { name: 'Leicester', pc: 'LE1' },
  { name: 'Preston', pc: 'PR1' },
  { name: 'Lancaster', pc: 'LA1' },
  { name: 'Carlisle', pc: 'CA3' },
  { name: 'Durham', pc: 'DH1' },
  { name: 'Sheffield', pc: 'S1' },
  { name: 'Manchester', pc: 'M1', airport: 'M90' },
  { name: 'Bristol', pc: 'BS1', airport: 'BS48' },
  { name: 'Plymouth', pc: 'PL1' },
  { name: 'Truro', pc: 'TR1' },
  { name: 'Salisbury', pc: 'SP1' },
  { name: 'Winchester', pc: 'SO23' },
  { name: 'Southampton', pc: 'SO14', airport: 'SO18' },
  { name: 'Portsmouth', pc: 'PO1' },
  { name: 'Ipswich', pc: 'IP1' },
  { name: 'Colchester', pc: 'CO1' },
  { name: 'St Albans', pc: 'AL1' },
  { name: 'Luton', pc: 'LU1', airport: 'LU2' },
  { name: 'Northampton', pc: 'NN1' },
  { name: 'Peterborough', pc: 'PE1' },
  { name: 'Birmingham', pc: 'B5', airport: 'B26' },
  { name: 'Newcastle upon Tyne', pc: 'NE1', airport: 'NE13' },
  { name: 'Edinburgh', pc: 'EH1', airport: 'EH12' },
  { name: 'Glasgow', pc: 'G1' },
  { name: 'Aberdeen', pc: 'AB10', airport: 'AB21' },
  { name: 'Inverness', pc: 'IV1' },
  { name: 'Stirling', pc: 'FK8' },
  { name: 'Belfast', pc: 'BT1' },
  { name: 'Cardiff', pc: 'CF10', cy: 'Caerdydd', airport: 'CF62' },
  { name: 'Swansea', pc: 'SA1', cy: 'Abertawe' },
  { name: 'Newport', pc: 'NP20', cy: 'Casnewydd' },
  { name: 'Wrexham', pc: 'LL11', cy: 'Wrecsam' },
  { name: 'Bangor', pc: 'LL57', cy: 'Bangor' },
  { name: 'Aberystwyth', pc: 'SY23', cy: 'Aberystwyth' },
  { name: 'Carmarthen', pc: 'SA31', cy: 'Caerfyrddin' },
  { name: 'Conwy', pc: 'LL32', cy: 'Conwy' },
  { name: 'Brecon', pc: 'LD3', cy: 'Aberhonddu' },
  { name: 'Tenby', pc: 'SA70', cy: 'Dinbych-y-pysgod' },
];

export interface Period {
  start: number;
  end: number;
}

export interface Ctx {
  rng: Rng;
  p: Period;
  nowL: number;
  /** when the photo or screenshot was taken (wall minutes) */
  shot: number;
  town: Town;
  showTown: boolean;
  showPc: boolean;
  dark: boolean;
  lightBar: boolean;
  reg: string;
}

export type Places = 'any' | 'welsh' | 'airport';
export type Show = 'always' | 'maybe' | 'never';

export interface GenuineLayout {
  name: string;
  kind: string;
  medium: 'paper' | 'screen';
  thermal?: boolean;
  darkable?: boolean;
  timing: 'exit' | 'purchase' | 'active' | 'booking';
  multi?: boolean;
  outcomes?: Outcome[];
  places?: Places;
  town?: Show;
  pc?: Show;
  dur?: (rng: Rng, outcome: Outcome) => number;
  endAt?: (rng: Rng, start: number, outcome: Outcome) => number;
  startHours?: [number, number];
  /** start minutes fall on this grid (scratch cards) */
  startRound?: number;
  /** the document prints no year */
  noYear?: boolean;
  notes?: string;
  render(c: Ctx): Rendered;
}

export interface LookalikeLayout {
  name: string;
  cls: string;
  medium: 'paper' | 'screen';
  places?: Places;
  thermal?: boolean;
  darkable?: boolean;
  town?: Show;
  pc?: Show;
  notes: string;
  render(c: Ctx): Rendered;
}

// ----- formatting helpers used by layouts -----

export function dateStyle(rng: Rng, allowNoYear = false): DateStyle {
  const opts: DateStyle[] = [...DATE_STYLES_YEAR];
  if (allowNoYear) opts.push('ddd d mon');
  return rng.pick(opts);
}
export function timeStyle(rng: Rng, p12 = 0.3): TimeStyle {
  return rng.chance(p12) ? rng.pick(TIME_STYLES_12) : rng.pick(TIME_STYLES_24);
}

export class Fmt {
  constructor(
    public ds: DateStyle,
    public ts: TimeStyle,
  ) {}
  d(m: number): string {
    return fmtDate(m, this.ds);
  }
  t(m: number): string {
    return fmtTime(m, this.ts);
  }
  dt(m: number, sep = ' '): string {
    return `${this.d(m)}${sep}${this.t(m)}`;
  }
}

export function fmtFor(
  rng: Rng,
  o: { noYear?: boolean; p12?: number; ds?: DateStyle[]; ts?: TimeStyle[] } = {},
): Fmt {
  const ds = o.ds ? rng.pick(o.ds) : dateStyle(rng, o.noYear);
  const ts = o.ts ? rng.pick(o.ts) : timeStyle(rng, o.p12 ?? 0.3);
  return new Fmt(ds, ts);
}

export const dur = (min: number, s: DurStyle): string => fmtDur(min, s);

export function fullPostcode(rng: Rng, district: string): string {
  return `${district} ${rng.int(1, 9)}${rng.letters(2, 'ABDEFGHJLNPQRSTUWXYZ')}`;
}

export const STREETS = [
  'Market Street',
  'Station Road',
  'Bridge Street',
  'Castle Hill',
  'Queen Street',
  'Church Lane',
  'Mill Road',
  'Victoria Road',
  'High Street',
  'Quay Street',
  'Albert Road',
  'Priory Walk',
  'Sheep Street',
  'Northgate',
  'Watergate',
  'Fore Street',
];
export const SITE_WORDS = [
  'Riverside',
  'Cattle Market',
  'Abbey Meadows',
  'Guildhall',
  'Castle Quay',
  'Old Brewery',
  'Kingsway',
  'Wharf',
  'Broad Walk',
  'Tannery Lane',
  'Granary',
  'Forum',
];

/** the reference-period price per hour, for plausibility */
export function priceFor(min: number, perHour: number): string {
  const v = Math.max(0.4, Math.ceil(min / 60) * perHour);
  return v.toFixed(2);
}
