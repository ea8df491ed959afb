// Helpers shared by the layouts: formats picked per case, registrations, paper presets.
import { type DateFmt, type DurFmt, fmtDate, fmtDur, fmtTime, type TimeFmt } from './formats.ts';
import { partsOf } from './london-time.ts';
import { F, type Style } from './svg-kit.ts';
import type { Ctx } from './types.ts';

export const YEARLESS: DateFmt[] = ['Ddd d Mon', 'welsh-dow', 'd Mon'];

/** Picks a date format; yearless formats only when the date falls in the current year. */
export function pickDate(c: Ctx, options: DateFmt[], ...walls: number[]): DateFmt {
  const nowYear = partsOf(c.nowWall).y;
  const ok = options.filter((f) => !YEARLESS.includes(f) || walls.every((w) => partsOf(w).y === nowYear));
  return c.rng.pick(ok.length ? ok : ['dd/mm/yyyy']);
}

export const pickTime = (c: Ctx, options: TimeFmt[]) => c.rng.pick(options);
export const pickDur = (c: Ctx, options: DurFmt[]) => c.rng.pick(options);
export { fmtDate, fmtDur, fmtTime };

export function reg(c: Ctx): string {
  return `${c.rng.letters(2)}${c.rng.int(10, 74)} ${c.rng.letters(3)}`;
}

export function ticketNo(c: Ctx, n = 6): string {
  return c.rng.digits(n);
}

export const dur = (c: Ctx) => c.end - c.start;

/** "Town PC" / "Town" / "PC" / '' for address lines. */
export function placeLine(c: Ctx, sep = ' '): string {
  return [c.townName, c.postcode].filter(Boolean).join(sep);
}

export function tariffPence(c: Ctx, minutes: number): number {
  const perHour = c.rng.pick([80, 100, 120, 150, 180, 220, 250]);
  if (minutes >= 600) return c.rng.pick([800, 1000, 1200, 1500]);
  return Math.max(50, Math.round(((minutes / 60) * perHour) / 10) * 10);
}

/** Thermal printer paper: 58 mm = 384 dots, 80 mm = 576 dots. */
export function thermal(c: Ctx, width: 384 | 448 | 576, font: string = F.mono, size = 22): Style {
  return {
    width,
    pad: width === 384 ? 18 : 26,
    font,
    size,
    ink: '#1b1b1b',
    paper: c.cond.has('faded-thermal') ? '#ece6d6' : c.rng.pick(['#fbfbf7', '#f6f6f1', '#fffdf6']),
    edge: c.rng.pick(['zigzag', 'torn', 'plain'] as const),
    fx: {
      faded: c.cond.has('faded-thermal'),
      dotMatrix: c.cond.has('dot-matrix'),
      lowInk: c.cond.has('low-ink'),
      seed: c.spec.id,
    },
  };
}

export function card(c: Ctx, width: number, paper: string, font: string = F.lib, size = 24): Style {
  return {
    width,
    pad: 26,
    font,
    size,
    ink: '#161616',
    paper,
    edge: 'rounded',
    fx: { dotMatrix: c.cond.has('dot-matrix'), lowInk: c.cond.has('low-ink'), seed: c.spec.id },
  };
}

export function a4(c: Ctx, font: string = F.lserif, size = 21): Style {
  return {
    width: 860,
    pad: 70,
    font,
    size,
    ink: '#1a1a1a',
    paper: '#fdfdfb',
    edge: 'plain',
    minHeight: 1216,
    fx: { lowInk: c.cond.has('low-ink'), seed: c.spec.id },
  };
}
