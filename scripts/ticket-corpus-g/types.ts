import type { Town } from './places.ts';
import type { Rng } from './rng.ts';
import type { Doc } from './svg-kit.ts';

export type Outcome = 'verified' | 'wrong_date' | 'too_short' | 'not_parking_ticket' | 'unreadable';

export interface CaseSpec {
  id: string;
  layout: string;
  genuine: boolean;
  kind: string;
  expected: Outcome;
  conditions: string[];
  truth: {
    start: string | null;
    end: string | null;
    minutes: number | null;
    town: string | null;
    postcode: string | null;
  };
  notes: string;
}

/** What a layout gets to draw with. Times are London wall minutes (see london-time.ts). */
export interface Ctx {
  spec: CaseSpec;
  rng: Rng;
  nowWall: number;
  start: number;
  end: number;
  town: Town | null;
  /** The town as printed, or null. */
  townName: string | null;
  /** The full printed postcode ("HG1 4TR"), or null. */
  postcode: string | null;
  cond: Set<string>;
  dark: boolean;
}

export type Medium = 'paper' | 'screen';

export type Timing = 'purchase' | 'exit' | 'session' | 'booked';
export type Pattern = 'band' | 'free' | 'overnight' | 'allday' | 'stay' | 'trip' | 'event';

export interface PeriodRule {
  timing: Timing;
  pattern: Pattern;
  /** Durations (minutes) allowed when the period is at least an hour. */
  bands?: number[];
  /** Durations (minutes) when the period is under an hour; absent = layout never short. */
  short?: number[];
  /** Start minutes are multiples of this. */
  grid?: number;
  /** For overnight / all-day / event: the fixed end minute of day. */
  endAt?: number;
  /** Free-duration layouts that print both dates may run overnight. */
  overnightOk?: boolean;
}

export interface Place {
  /** Probability that the town is printed. */
  town: number;
  /** Probability that a postcode is printed. */
  postcode: number;
  nation?: Town['nation'] | 'gaelic';
}

export interface GenuineLayout {
  name: string;
  kind: string;
  medium: Medium;
  thermal?: boolean;
  windscreen?: boolean;
  /** Screens: 'always' dark, 'never', or either. */
  dark?: 'always' | 'never' | 'maybe';
  email?: boolean;
  inGuideWording: boolean;
  period: PeriodRule;
  place: Place;
  notes: string;
  build(c: Ctx): Doc;
}

export interface LookalikeKind {
  kind: string;
  inGuide: boolean;
  medium: Medium;
  thermal?: boolean;
  dark?: 'always' | 'never' | 'maybe';
  email?: boolean;
  place: Place;
  notes: string;
  build(c: Ctx): Doc;
}
