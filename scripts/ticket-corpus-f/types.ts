// Shared types for layouts, look-alikes and rendering.
import type { Town } from './data.ts';
import type { Ink, Rendered } from './doc.ts';
import type { Rng } from './rng.ts';
import type { Outcome } from './time.ts';

export type { Outcome };

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

/** Paper stock decides which physical conditions make sense. */
export type Stock = 'thermal' | 'card' | 'sticker' | 'plain' | 'screen';

export interface RenderCtx {
  rng: Rng;
  now: number; // London wall minutes
  start: number; // period start (wall), genuine only (look-alikes get a plausible "event" time here)
  end: number;
  town: Town | null; // printed town, or null
  postcode: string | null; // printed district, or null
  anyTown: Town; // a town for internal flavour when nothing is printed
  dark: boolean;
  ink: Ink;
  conditions: Set<string>;
}

export interface Layout {
  name: string;
  kind: string;
  stock: Stock;
  /** Exit already happened (receipts): the end must be before now. */
  endsBy: 'past' | 'any';
  /** May be booked for a future date (pre-booked). */
  future?: boolean;
  canShort: boolean;
  welsh?: boolean;
  darkP?: number; // screens: probability of dark mode
  townP: number; // probability the town is printed
  postcodeP: number; // probability the postcode is printed (only if town printed)
  hours: [number, number]; // start hour range
  quant?: number; // minute quantum for the start
  /** Minutes of the period, given the start wall time. */
  dur(rng: Rng, short: boolean, start: number): number;
  render(ctx: RenderCtx): Rendered;
  note: string;
}

export interface LookKind {
  name: string;
  klass: string; // the guide's class, or 'not-in-guide'
  inGuide: boolean;
  stock: Stock;
  darkP?: number;
  townP: number;
  postcodeP: number;
  render(ctx: RenderCtx): Rendered;
  note: string;
}
