// Held-out test family C: synthetic UK parking proofs and look-alikes, written from the field guide alone.
import { buildCtx } from './ctx.ts';
import { layoutByName } from './layouts.ts';
import { renderImage } from './render.ts';
import { Rng } from './rng.ts';
import type { CaseSpec } from './types.ts';

export type { CaseSpec, Outcome } from './types.ts';
export { planFamily } from './plan.ts';

export async function renderCase(
  spec: CaseSpec,
  options: { seed: string; now: Date },
): Promise<{ image: Buffer; format: 'jpeg' | 'png' }> {
  const def = layoutByName(spec.layout);
  const ctx = buildCtx(spec, def, options.seed, options.now);
  const doc = def.draw(ctx);
  return renderImage(doc, def.medium, spec.conditions, new Rng(`${options.seed}|${spec.id}|fx`));
}
