const DAY_MS = 24 * 60 * 60 * 1000;

/** docs/decisions/006: the rounded-up number of days to the trial's end, never below 0. */
export function trialDaysLeft(trialEndDate: string | null, now: Date): number {
  if (!trialEndDate) return 0;
  const end = new Date(trialEndDate).getTime();
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - now.getTime()) / DAY_MS));
}

/** '1 day left', '12 days left'. */
export function daysLeftText(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'} left`;
}
