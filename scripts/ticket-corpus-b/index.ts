// ParkPerks ticket family B: synthetic UK parking proofs and look-alikes, written from the field guide alone.
export type { CaseSpec, Outcome } from './types.ts';
export { planFamily } from './plan.ts';
export { renderCase } from './render.ts';
