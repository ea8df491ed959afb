// Small helpers shared by layouts: dates around the period, place lines, prices, references.
import { CAR_PARK_NAMES, fullPostcode, STREETS } from './data.ts';
import { type DateFmt, fmtDate, fmtTime, type TimeFmt, YEARLESS } from './fmt.ts';
import type { Rng } from './rng.ts';
import { dayStart, parts } from './time.ts';
import type { RenderCtx } from './types.ts';

export const sameDay = (a: number, b: number) => dayStart(a) === dayStart(b);

/** Use a year-bearing format when a yearless one would imply the wrong year. */
export function safeDateFmt(
  ctx: RenderCtx,
  wall: number,
  f: DateFmt,
  fallback: DateFmt = 'dowdMony',
): DateFmt {
  if (YEARLESS.includes(f) && parts(wall).y !== parts(ctx.now).y) return fallback;
  return f;
}

export function d(ctx: RenderCtx, wall: number, f: DateFmt): string {
  return fmtDate(wall, safeDateFmt(ctx, wall, f));
}

export function t(wall: number, f: TimeFmt, words = false): string {
  return fmtTime(wall, f, words);
}

/** "Bridge Street, York YO1 4AB" style line, or '' if no town printed. */
export function placeLine(ctx: RenderCtx, street = true): string {
  if (!ctx.town) return '';
  const pc = ctx.postcode ? ` ${fullPostcode(ctx.rng, ctx.postcode)}` : '';
  return `${street ? `${ctx.rng.pick(STREETS)}, ` : ''}${ctx.town.name}${pc}`;
}

export function carPark(ctx: RenderCtx): string {
  return `${ctx.rng.pick(CAR_PARK_NAMES)} Car Park`;
}

export function pence(rng: Rng, minutes: number, perHour = [110, 130, 150, 180, 220, 260]): number {
  const ph = rng.pick(perHour);
  return Math.max(50, Math.round((ph * Math.max(minutes, 30)) / 60 / 10) * 10);
}

export function ref(rng: Rng, pattern: string): string {
  return pattern.replace(/[A9]/g, (c) => (c === 'A' ? rng.letters(1) : String(rng.int(0, 9))));
}

/** Time the screenshot was taken: shortly before now, never before `floor`. */
export function captureWall(ctx: RenderCtx, floor: number): number {
  return Math.max(floor, ctx.now - ctx.rng.int(0, 7));
}

export function cardDigits(rng: Rng): string {
  return `**** **** **** ${rng.digits(4)}`;
}
