// All genuine layouts and look-alike kinds.
import { DIGITAL_LAYOUTS } from './genuine-digital.ts';
import { PAPER_LAYOUTS } from './genuine-paper.ts';
import { PASS_LAYOUTS } from './genuine-passes.ts';
import { RECEIPT_LAYOUTS } from './genuine-receipts.ts';
import { DIGITAL_LOOKALIKES } from './lookalike-digital.ts';
import { ENFORCEMENT_LOOKALIKES } from './lookalike.ts';
import { PAPER_LOOKALIKES } from './lookalike-paper.ts';
import type { Layout, LookKind } from './types.ts';

export const LAYOUTS: Layout[] = [...PAPER_LAYOUTS, ...RECEIPT_LAYOUTS, ...PASS_LAYOUTS, ...DIGITAL_LAYOUTS];
export const LOOKALIKES: LookKind[] = [...ENFORCEMENT_LOOKALIKES, ...PAPER_LOOKALIKES, ...DIGITAL_LOOKALIKES];

/** Screens drawn inside a mail app. */
export const MAIL_SCREENS = new Set([
  'email-receipt-from-to',
  'email-booking-arrival-departure',
  'email-plaintext-length-of-stay',
  'meet-greet-email-12h',
  'river-crossing-charge',
  'taxi-ridehail-receipt',
  'vehicle-tax-confirmation',
  'driving-test-booking',
  'hotel-booking-no-parking',
]);

/** Things a driver leaves on the dashboard, so they get photographed through the windscreen. */
export const DISPLAYED = new Set([
  'council-pd-classic',
  'cyngor-pd-bilingual',
  'operator-pd-dotmatrix',
  'pd-valid-until-12h',
  'pd-tariff-band',
  'pd-overnight-until-8am',
  'pd-24-hour',
  'nhs-patient-pd',
  'uni-campus-visitor',
  'retail-park-refund',
  'peel-off-sticker',
  'pd-seafront-contactless',
  'council-pd-valid-to',
  'hotel-hang-tag',
  'park-ride-last-bus',
  'event-gate-stub',
  'scratch-voucher-12h',
  'scratch-voucher-24h',
  'supermarket-entry-slip',
  'pcn-windscreen',
  'resident-permit',
  'visitor-permit-day',
  'blue-badge',
  'staff-season-permit',
]);

const byName = new Map<string, Layout | LookKind>([...LAYOUTS, ...LOOKALIKES].map((l) => [l.name, l]));
if (byName.size !== LAYOUTS.length + LOOKALIKES.length) throw new Error('duplicate layout names');

export function findLayout(name: string): Layout | undefined {
  return LAYOUTS.find((l) => l.name === name);
}
export function findLook(name: string): LookKind | undefined {
  return LOOKALIKES.find((l) => l.name === name);
}
