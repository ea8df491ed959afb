// Terse constructors for layout code.
import type { Block, TextOpt } from './svg-kit.ts';

export const tx = (s: string, o: TextOpt = {}): Block => ({ t: 'text', s, ...o });
export const ctr = (s: string, o: TextOpt = {}): Block => ({ t: 'text', s, a: 'c', ...o });
export const kv = (
  k: string,
  v: string,
  o: TextOpt & { leader?: boolean; kb?: boolean; vb?: boolean } = {},
): Block => ({
  t: 'kv',
  k,
  v,
  ...o,
});
export const cols = (cells: string[], at: number[], o: TextOpt = {}): Block => ({
  t: 'cols',
  cells,
  at,
  ...o,
});
export const ban = (s: string, o: TextOpt & { bg?: string; radius?: number; pad?: number } = {}): Block => ({
  t: 'banner',
  s,
  ...o,
});
export const rule = (
  o: { dash?: boolean; double?: boolean; color?: string; weight?: number } = {},
): Block => ({
  t: 'rule',
  ...o,
});
export const gap = (h: number): Block => ({ t: 'gap', h });
export const para = (s: string, o: TextOpt = {}): Block => ({ t: 'para', s, ...o });
export const bar = (data: string, h = 50, caption = true): Block => ({ t: 'barcode', data, h, caption });
export const qr = (data: string, size: number): Block => ({ t: 'qr', data, size });
export const opt = (cond: unknown, ...b: Block[]): Block[] => (cond ? b : []);
