/**
 * The three families the reader is measured on, as one stream of cases (issue 23 §3):
 *   A — this folder's corpus, which the reader was tuned on;
 *   B — scripts/ticket-corpus-b, written from the field guide alone by someone who had seen
 *       neither A's layouts nor the reader (held out);
 *   C — scripts/ticket-corpus-c, written the same way, independently of B (held out until B is
 *       spent: a fix made because of a miss on B makes C the figure that counts);
 *   D — scripts/ticket-corpus-d, written the same way once C was spent too;
 *   E — scripts/ticket-corpus-e, written the same way once D was spent (docs/decisions/042);
 *   F — scripts/ticket-corpus-f, written the same way once E was spent (docs/decisions/043);
 *   G — scripts/ticket-corpus-g, written the same way while F was fixed against (043).
 */
import sharp from 'sharp';
import { getGazetteer } from '#server/lib/geo/gazetteer.ts';
import * as familyB from '../ticket-corpus-b/index.ts';
import * as familyC from '../ticket-corpus-c/index.ts';
import * as familyD from '../ticket-corpus-d/index.ts';
import * as familyE from '../ticket-corpus-e/index.ts';
import * as familyF from '../ticket-corpus-f/index.ts';
import * as familyG from '../ticket-corpus-g/index.ts';
import type { Outcome } from './corpus';
import { planCorpus, renderPlan } from './corpus';
import { formatDate, formatTime } from './when';

export type FamilyName = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G';
export const FAMILIES: FamilyName[] = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];

export interface RenderedCase {
  image: Buffer;
  format: 'jpeg' | 'png';
  width: number;
  height: number;
  renderMs: number;
  /** Photo conditions applied (A: its effects; B and C: their conditions). */
  conditions: string[];
  /** The town the reader should record, when the document prints one. */
  expectedPlace: string | null;
  printedDate: string | null;
}

export interface EvalCase {
  id: string;
  family: FamilyName;
  layout: string;
  /** A's kind and half (A/B of its own layouts), or the guide's kind for B and C. */
  kind: string;
  genuine: boolean;
  /** How the date relates to today (A), or the expected outcome (B, C). */
  situation: string;
  expected: Outcome;
  /** The truth the label came from (London wall clock). */
  period: { start: string; end: string; minutes: number | null } | null;
  render(): Promise<RenderedCase>;
}

export interface FamilyOptions {
  seed: string;
  now: Date;
  count?: number;
  layout?: string;
}

const gazetteer = getGazetteer();
const townOf = (town: string | null, postcode: string | null) =>
  town
    ? (gazetteer.lookupTown(town)?.name ?? town)
    : postcode
      ? (gazetteer.postcodeTown(postcode)?.name ?? null)
      : null;

function familyA(options: FamilyOptions): EvalCase[] {
  const corpusOptions = { seed: options.seed, now: options.now, count: options.count ?? 320 };
  const stamp = (s: { day: string; min: number }) => `${s.day} ${formatTime(s.min)}`;
  return planCorpus(corpusOptions).map((plan) => ({
    id: plan.id,
    family: 'A',
    layout: plan.layoutId,
    kind: `${plan.kind} (${plan.family})`,
    genuine: plan.kind !== 'lookalike',
    situation: plan.situation,
    expected: plan.expected,
    period: plan.period && {
      start: stamp(plan.period.start),
      end: stamp(plan.period.end),
      minutes: plan.period.minutes,
    },
    async render() {
      const rendered = await renderPlan(plan, corpusOptions);
      const day = plan.period?.start.day ?? plan.at?.day;
      return {
        image: rendered.image,
        format: rendered.format,
        width: rendered.width,
        height: rendered.height,
        renderMs: rendered.renderMs,
        conditions: rendered.effects,
        expectedPlace:
          plan.kind === 'lookalike' ? null : townOf(rendered.printedTown, rendered.printedPostcode),
        printedDate: day ? formatDate(day, plan.dateStyle) : null,
      };
    },
  }));
}

type HeldOut = typeof familyB;

function heldOut(name: Exclude<FamilyName, 'A'>, family: HeldOut, options: FamilyOptions): EvalCase[] {
  const familyOptions = { seed: options.seed, now: options.now };
  const specs = family.planFamily({ ...familyOptions, ...(options.count ? { count: options.count } : {}) });
  return specs.map((spec) => ({
    id: spec.id,
    family: name,
    layout: spec.layout,
    kind: spec.genuine ? spec.kind : `look-alike: ${spec.kind}`,
    genuine: spec.genuine,
    situation: spec.expected,
    expected: spec.expected,
    period:
      spec.truth.start || spec.truth.end
        ? { start: spec.truth.start ?? '?', end: spec.truth.end ?? '?', minutes: spec.truth.minutes }
        : null,
    async render() {
      const started = performance.now();
      const { image, format } = await family.renderCase(spec, familyOptions);
      const renderMs = Math.round(performance.now() - started);
      const { width = 0, height = 0 } = await sharp(image).metadata();
      return {
        image,
        format,
        width,
        height,
        renderMs,
        conditions: spec.conditions,
        expectedPlace: spec.genuine ? townOf(spec.truth.town, spec.truth.postcode) : null,
        printedDate: spec.truth.start?.slice(0, 10) ?? null,
      };
    },
  }));
}

/** Every case of one family, filtered by layout when asked. */
export function casesOf(family: FamilyName, options: FamilyOptions): EvalCase[] {
  const heldOutFamilies = {
    B: familyB,
    C: familyC as unknown as HeldOut,
    D: familyD as unknown as HeldOut,
    E: familyE as unknown as HeldOut,
    F: familyF as unknown as HeldOut,
    G: familyG as unknown as HeldOut,
  };
  const cases = family === 'A' ? familyA(options) : heldOut(family, heldOutFamilies[family], options);
  return options.layout ? cases.filter((c) => c.layout.includes(options.layout!)) : cases;
}
