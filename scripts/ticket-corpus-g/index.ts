// Ticket corpus G: an independent, held-out family of UK parking proofs and look-alikes.
export { planFamily } from './plan.ts';
export { renderCase } from './render.ts';
export type { CaseSpec, Outcome } from './types.ts';
