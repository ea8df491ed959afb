// Builds a case's document (SVG) and photographs it.
import { photograph } from './photo.ts';
import { findTown } from './places.ts';
import { findGenuine, findLookalike } from './registry.ts';
import { rngFor } from './rng.ts';
import type { Doc } from './svg-kit.ts';
import { midnightOf, wallFromIso, wallOf } from './london-time.ts';
import type { CaseSpec, Ctx, Medium } from './types.ts';

export function buildDocument(
  spec: CaseSpec,
  opts: { seed: string; now: Date },
): { doc: Doc; medium: Medium } {
  const r = rngFor(opts.seed, spec.id, 'render');
  const nowWall = wallOf(opts.now);
  const town = spec.truth.town ? (findTown(spec.truth.town) ?? null) : null;
  let start: number;
  let end: number;
  if (spec.truth.start && spec.truth.end) {
    start = wallFromIso(spec.truth.start);
    end = wallFromIso(spec.truth.end);
  } else {
    // Look-alikes happen "today", shortly before the photo, like a real upload.
    start = nowWall - r.int(15, 240);
    if (start < midnightOf(nowWall) + 30) start = nowWall - 10;
    end = start + r.int(45, 200);
  }
  const ctx: Ctx = {
    spec,
    rng: r,
    nowWall,
    start,
    end,
    town,
    townName: spec.truth.town,
    postcode: spec.truth.postcode
      ? `${spec.truth.postcode} ${r.int(1, 9)}${r.letters(2, 'ABDEFGHJLNPQRSTUWXYZ')}`
      : null,
    cond: new Set(spec.conditions),
    dark: spec.conditions.includes('dark-mode'),
  };
  const g = findGenuine(spec.layout);
  if (g) return { doc: g.build(ctx), medium: g.medium };
  const l = findLookalike(spec.layout);
  if (l) return { doc: l.build(ctx), medium: l.medium };
  throw new Error(`unknown layout ${spec.layout}`);
}

export async function renderCase(
  spec: CaseSpec,
  opts: { seed: string; now: Date },
): Promise<{ image: Buffer; format: 'jpeg' | 'png' }> {
  const { doc, medium } = buildDocument(spec, opts);
  return photograph(doc, medium, spec.conditions, rngFor(opts.seed, spec.id, 'photo'));
}
