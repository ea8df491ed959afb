import { LONDON_TZ } from '#contracts/constants.ts';

// Times shown to people are London times, whatever zone the browser runs in (docs/decisions/023).

const moneyFormatter = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const dateFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: LONDON_TZ,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const dateTimeFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: LONDON_TZ,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const timeFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: LONDON_TZ,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

type DateInput = Date | string | number | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '£2.50'. Accepts numbers and decimal strings ("2.50"); anything unreadable shows as £0.00. */
export function formatMoney(value: number | string | null | undefined): string {
  const amount = typeof value === 'string' ? Number(value) : (value ?? 0);
  return moneyFormatter.format(Number.isFinite(amount) ? amount : 0);
}

/** '12 Jan 2025' (London calendar day); '' when the value is not a date. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return date ? dateFormatter.format(date) : '';
}

/** '14/03/2026, 10:02' (London time); '' when the value is not a date. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? dateTimeFormatter.format(date) : '';
}

/** '09:05', 24-hour London time; '' when the value is not a date. */
export function formatTime(value: DateInput): string {
  const date = toDate(value);
  return date ? timeFormatter.format(date) : '';
}

const londonDayFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: LONDON_TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The London calendar day of an instant, 'YYYY-MM-DD'. */
const londonDayOf = (date: Date) => londonDayFormatter.format(date);

/** The calendar day after 'YYYY-MM-DD' (by the calendar, not +24 h, so clock changes do not move it). */
function dayAfter(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/**
 * When a parking proof stops being valid, the one way it is written (spec: valid 24 hours from
 * verification; the server's `expiresAt`, decisions §3): '11:54 today', '11:54 tomorrow', or for any
 * other day '11:54 on 14 Mar 2026'. London time and London days (docs/decisions/023), so a proof
 * verified late in the evening reads 'tomorrow' across midnight and across a clock change.
 * '' when the value is not a date.
 */
export function formatExpiry(expiresAt: DateInput, now: Date = new Date()): string {
  const date = toDate(expiresAt);
  if (!date) return '';
  const day = londonDayOf(date);
  const today = londonDayOf(now);
  const when = day === today ? 'today' : day === dayAfter(today) ? 'tomorrow' : `on ${formatDate(date)}`;
  return `${formatTime(date)} ${when}`;
}

/** 'Valid until 11:54 tomorrow' (see formatExpiry); '' when the value is not a date. */
export function formatValidUntil(expiresAt: DateInput, now: Date = new Date()): string {
  const expiry = formatExpiry(expiresAt, now);
  return expiry ? `Valid until ${expiry}` : '';
}

/** Shows an E.164 UK number the way people write it: +447700900123 → '07700 900123'. */
export function formatUkPhone(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^\+44(\d{9,10})$/.exec(value);
  if (!match) return value;
  const national = `0${match[1]}`;
  if (national.startsWith('07') && national.length === 11)
    return `${national.slice(0, 5)} ${national.slice(5)}`;
  if (national.startsWith('02') && national.length === 11) {
    return `${national.slice(0, 3)} ${national.slice(3, 7)} ${national.slice(7)}`;
  }
  return `${national.slice(0, 5)} ${national.slice(5)}`;
}
