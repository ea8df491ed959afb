import type { Airport, Place } from './data.ts';
import type { Abs, DateStyle, TimeStyle } from './dates.ts';
import type { PStyle } from './periods.ts';
import type { Rng } from './rng.ts';
import type { Doc } from './svg.ts';

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

export interface Ctx {
  rng: Rng;
  spec: CaseSpec;
  now: Abs;
  today: Abs;
  /** Parking period (genuine) or the document's own event times (look-alikes). */
  start: Abs;
  end: Abs;
  minutes: number;
  town: string | null;
  postcode: string | null;
  place: Place;
  airport: Airport | null;
  reg: string;
  /** Every printed date is in today's year, so year-less dates are allowed. */
  yearOk: boolean;
  dark: boolean;
  dot: boolean;
  screenW: number;
  screenH: number;
  date(styles: readonly DateStyle[]): (a: Abs) => string;
  time(styles: readonly TimeStyle[], words?: boolean): (a: Abs) => string;
  money(lo: number, hi: number): string;
  /** A location line or two: street/town/postcode when known, else a code. */
  where(): string[];
  code: string;
}

export type Medium = 'paper' | 'screen';
export type LocMode = 'any' | 'welsh' | 'scot' | 'airport' | 'coded';

export interface LayoutDef {
  name: string;
  kind: string;
  genuine: boolean;
  medium: Medium;
  period: PStyle;
  /** May be used for 'too_short'. */
  short?: boolean;
  loc?: LocMode;
  /** Conditions this layout always has (recorded on every case), e.g. 'dot-matrix', 'white-on-black'. */
  features?: string[];
  /** Screen layouts that honour the 'dark-mode' condition. */
  darkable?: boolean;
  about: string;
  draw(c: Ctx): Doc;
}
