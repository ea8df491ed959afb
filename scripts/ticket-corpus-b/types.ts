// Shared types for the B family.
import type { W, Fmt } from './dates.ts';
import type { Block, DocStyle } from './doc.ts';
import type { Town } from './places.ts';
import type { Rng } from './rng.ts';

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

export type PeriodKind = 'session' | 'tariff' | 'allday' | 'multiday' | 'hotel' | 'overnight' | 'event';
export type Medium = 'paper' | 'screen';
export type LocMode = 'full' | 'town' | 'postcode' | 'code' | 'mixed';

export interface Ctx {
  rng: Rng;
  spec: CaseSpec;
  start: W; // parking period (look-alikes: the document's own today times)
  end: W;
  minutes: number;
  now: W; // London wall clock at `now`
  today: W; // today 00:00
  town: Town;
  townName: string | null; // printed town (null when not printed)
  postcode: string | null;
  vrm: string;
  f: Fmt;
  dark: boolean;
  dot: boolean;
  lowInk: boolean;
  inverse: boolean; // white-on-black / coloured banners
  screen: { w: number; h: number; scale: number };
}

export interface Built {
  blocks: Block[];
  style: DocStyle;
}

export interface LayoutDef {
  name: string;
  kind: string;
  medium: Medium;
  periods: PeriodKind[]; // genuine only; look-alikes use []
  short?: boolean; // can show a too-short period
  loc: LocMode;
  welsh?: boolean;
  airport?: boolean; // place is an airport (town.airport names it)
  forced?: string[]; // conditions always present (e.g. dot-matrix print)
  roundStart?: number; // start minute multiple (scratch cards)
  note: string;
  build(c: Ctx): Built;
}
