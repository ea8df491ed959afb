import { EXIT_LAYOUTS } from './layouts-exit.ts';
import { METER_LAYOUTS } from './layouts-meter.ts';
import { PD_LAYOUTS } from './layouts-pd.ts';
import { PREBOOK_LAYOUTS } from './layouts-prebook.ts';
import { RETAIL_LAYOUTS } from './layouts-retail.ts';
import { SCREEN_LAYOUTS } from './layouts-screen.ts';
import { LOOKALIKES_A } from './lookalikes-a.ts';
import { LOOKALIKES_B } from './lookalikes-b.ts';
import { LOOKALIKES_V } from './lookalikes-v.ts';
import type { LayoutDef } from './types.ts';

export const LAYOUTS: LayoutDef[] = [
  ...PD_LAYOUTS,
  ...METER_LAYOUTS,
  ...EXIT_LAYOUTS,
  ...RETAIL_LAYOUTS,
  ...SCREEN_LAYOUTS,
  ...PREBOOK_LAYOUTS,
  ...LOOKALIKES_A,
  ...LOOKALIKES_V,
  ...LOOKALIKES_B,
];

export function layoutByName(name: string): LayoutDef {
  const d = LAYOUTS.find((l) => l.name === name);
  if (!d) throw new Error(`unknown layout ${name}`);
  return d;
}
