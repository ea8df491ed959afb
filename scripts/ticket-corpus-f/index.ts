// Ticket corpus F: an independently written, held-out family of UK parking proofs and look-alikes.
import { TOWNS, townByName } from './data.ts';
import { resetIds } from './doc.ts';
import { photograph } from './photo.ts';
import { findLayout, findLook } from './registry.ts';
import { rngFor } from './rng.ts';
import { londonWall } from './time.ts';
import type { CaseSpec, RenderCtx } from './types.ts';

export type Outcome = 'verified' | 'wrong_date' | 'too_short' | 'not_parking_ticket' | 'unreadable';
export type { CaseSpec } from './types.ts';
export { planFamily } from './plan.ts';

function parseWall(iso: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(iso);
  if (!m) throw new Error(`bad wall time ${iso}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5])) / 60000;
}

export async function renderCase(
  spec: CaseSpec,
  opts: { seed: string; now: Date },
): Promise<{ image: Buffer; format: 'jpeg' | 'png' }> {
  const now = londonWall(opts.now);
  const rng = rngFor(opts.seed, spec.id, 'render');
  const conds = new Set(spec.conditions);
  const town = townByName(spec.truth.town);
  let start: number;
  let end: number;
  if (spec.genuine) {
    start = parseWall(spec.truth.start!);
    end = parseWall(spec.truth.end!);
  } else {
    const ev = rngFor(opts.seed, spec.id, 'event');
    start = ev.chance(0.6) ? now - ev.int(15, 480) : now - ev.int(1, 9) * 1440 - ev.int(0, 600);
    end = start + ev.int(20, 240);
  }
  const ctx: RenderCtx = {
    rng,
    now,
    start,
    end,
    town,
    postcode: spec.truth.postcode,
    anyTown: rng.pick(TOWNS),
    dark: conds.has('dark_mode'),
    ink: conds.has('low_ink') ? 'low' : 'normal',
    conditions: conds,
  };
  resetIds();
  const layout = spec.genuine ? findLayout(spec.layout) : findLook(spec.layout);
  if (!layout) throw new Error(`unknown layout ${spec.layout}`);
  const doc = layout.render(ctx);
  return photograph(doc, layout.stock, conds, rngFor(opts.seed, spec.id, 'photo'));
}
