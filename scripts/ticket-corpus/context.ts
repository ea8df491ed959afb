/**
 * What a layout is given to draw one ticket: the parking period (the truth the expected outcome
 * is computed from), where, which vehicle, and the print styles picked for this ticket.
 */
import type { Doc } from './doc';
import type { Town } from './places';
import type { Rng } from './rng';
import type { DateStyle, DurationStyle, Period, Stamp, TimeStyle } from './when';
import { formatDate, formatDuration, formatTime } from './when';

export type Family = 'A' | 'B';
export type Kind = 'pay_and_display' | 'barrier' | 'app' | 'email' | 'lookalike';
export type PlaceMode = 'town+postcode' | 'town' | 'postcode' | 'none';

export interface TicketContext {
  rng: Rng;
  now: Date;
  nowStamp: Stamp;
  period: Period;
  town: Town;
  carPark: string;
  /** The town as printed, or null when this ticket prints none (no council name either). */
  townName: string | null;
  /** The postcode as printed, or null. */
  postcode: string | null;
  vrm: string;
  /** For barcodes and ticket numbers. */
  seed: number;
  /** App screenshots in dark mode. */
  dark: boolean;
  dateStyle: DateStyle;
  timeStyle: TimeStyle;
  durationStyle: DurationStyle;
  /** When the screenshot or photo was taken (status-bar clocks, e-mail headers). */
  shotAt: Stamp;
}

export interface Layout {
  id: string;
  family: Family;
  kind: Exclude<Kind, 'lookalike'>;
  /** One line: what the real one prints. */
  note: string;
  region?: 'england' | 'wales' | 'scotland' | 'any';
  /** The stay has ended before the picture is taken (exit receipts): end <= now. */
  endedBeforeNow?: boolean;
  /** Can show a stay that crosses midnight. */
  overnight?: boolean;
  /** Stay lengths (minutes) this layout sells, for valid tickets; default a spread of 60..600. */
  durations?: number[];
  /** Stay lengths under an hour; default 15..59. */
  shortDurations?: number[];
  dateStyles: DateStyle[];
  timeStyles?: TimeStyle[];
  durationStyles?: DurationStyle[];
  placeModes?: PlaceMode[];
  /** Towns it may be drawn for (NHS trusts, operators' sites); default by region. */
  towns?: string[];
  render(ctx: TicketContext): Doc;
}

/** Formatting helpers bound to one ticket. */
export function fmt(ctx: TicketContext) {
  const { period } = ctx;
  const d = (stamp: Stamp = period.start, style: DateStyle = ctx.dateStyle) => formatDate(stamp.day, style);
  const t = (stamp: Stamp = period.start, style: TimeStyle = ctx.timeStyle) => formatTime(stamp.min, style);
  const crosses = period.start.day !== period.end.day;
  // Still running when the screenshot was taken.
  const shot = ctx.shotAt;
  const active = shot.day < period.end.day || (shot.day === period.end.day && shot.min < period.end.min);
  /** Price for the stay at a rate per hour, rounded to 10p. */
  const price = (perHour: number) =>
    `£${(Math.max(1, Math.round((period.minutes / 60) * perHour * 10)) / 10).toFixed(2)}`;
  const dur = (style: DurationStyle = ctx.durationStyle) => formatDuration(period.minutes, style);
  const num = (digits: number, salt = 0) => {
    let x = (ctx.seed * 2654435761 + salt * 40503) >>> 0;
    let out = '';
    for (let i = 0; i < digits; i++) {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      out += String((x >>> 16) % 10);
    }
    return out;
  };
  return {
    d,
    t,
    crosses,
    active,
    price,
    dur,
    num,
    start: period.start,
    end: period.end,
    minutes: period.minutes,
  };
}

/** "Kings Meadow Car Park" / "Reading RG1 8DG" lines as this ticket prints its place. */
export function placeLine(ctx: TicketContext): string | null {
  if (ctx.townName && ctx.postcode) return `${ctx.townName} ${ctx.postcode}`;
  return ctx.townName ?? ctx.postcode;
}

/** Paper for thermal pay-and-display and receipts, in design units. */
export function thermal(overrides: Partial<Doc['style']> = {}): Doc['style'] {
  return {
    width: 560,
    paper: '#fbfaf5',
    ink: '#1b1b1b',
    font: 'mono',
    size: 22,
    margin: 34,
    edge: 'tear',
    ...overrides,
  };
}

/** A phone screen in points (rendered at 2x or 3x). */
export function phone(dark: boolean, overrides: Partial<Doc['style']> = {}): Doc['style'] {
  return {
    width: 400,
    paper: dark ? '#101215' : '#ffffff',
    ink: dark ? '#f1f3f5' : '#111418',
    font: 'sans',
    size: 17,
    margin: 20,
    screen: { height: 866 },
    leading: 1.4,
    ...overrides,
  };
}
