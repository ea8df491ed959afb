/**
 * A London calendar day ('2026-03-14', as reports and charts count them) as an instant at noon UTC:
 * formatted in UTC it reads as that day wherever the browser is, never the day before.
 */
export const plainDate = (day: string) => new Date(`${day}T12:00:00Z`);

const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** '2026-03-14' → '14 Mar'. */
export const shortDay = (day: string) => dayMonth.format(plainDate(day));
