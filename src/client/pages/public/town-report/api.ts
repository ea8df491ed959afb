import { useQuery } from '@tanstack/react-query';
import type { TownReport } from '#contracts/town-reports.ts';
import { getJson } from '#client/lib/api.ts';

export type { TownReport };

export const townReportKeys = { report: (token: string) => ['town-report', token] as const };

/** The report behind a link (no sign-in); a revoked or expired link is a 404. */
export function useTownReport(token: string) {
  return useQuery<TownReport>({
    queryKey: townReportKeys.report(token),
    queryFn: getJson<TownReport>(`/api/public/reports/${encodeURIComponent(token)}`),
  });
}

/** The CSV of the same table, served with its file name. */
export const reportCsvUrl = (token: string) => `/api/public/reports/${encodeURIComponent(token)}/report.csv`;
