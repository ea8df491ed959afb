// Every genuine layout and every look-alike kind in the family.
import { APP_LAYOUTS } from './layouts-app.ts';
import { EXIT_LAYOUTS } from './layouts-exit.ts';
import { MAIL_LAYOUTS } from './layouts-mail.ts';
import { MISC_LAYOUTS } from './layouts-misc.ts';
import { PD_LAYOUTS } from './layouts-pd.ts';
import { PAPER_LOOKALIKES } from './lookalikes-paper.ts';
import { SCREEN_LOOKALIKES } from './lookalikes-screen.ts';
import type { GenuineLayout, LookalikeKind } from './types.ts';

export const GENUINE: GenuineLayout[] = [
  ...PD_LAYOUTS,
  ...EXIT_LAYOUTS,
  ...MISC_LAYOUTS,
  ...APP_LAYOUTS,
  ...MAIL_LAYOUTS,
];
export const LOOKALIKES: LookalikeKind[] = [...PAPER_LOOKALIKES, ...SCREEN_LOOKALIKES];

export const lookalikeLayoutName = (kind: string) => `lookalike-${kind.replace(/_/g, '-')}`;

export function findGenuine(name: string): GenuineLayout | undefined {
  return GENUINE.find((l) => l.name === name);
}

export function findLookalike(layout: string): LookalikeKind | undefined {
  return LOOKALIKES.find((k) => lookalikeLayoutName(k.kind) === layout);
}
