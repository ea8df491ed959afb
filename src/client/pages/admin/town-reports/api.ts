import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreatedTownReport,
  CreateTownReport,
  ReportTown,
  RevokedTownReport,
  TownReportLink,
} from '#contracts/town-reports.ts';
import { adminKeys, refreshAdminData } from '#client/features/admin/api.ts';
import { apiRequest, getJson } from '#client/lib/api.ts';

export type { CreatedTownReport, ReportTown, TownReportLink };

/** Under adminKeys.all, so every admin change (and the audit log) is read again with the rest. */
export const townReportKeys = {
  links: () => [...adminKeys.all, 'town-reports'] as const,
  towns: () => [...adminKeys.all, 'town-reports', 'towns'] as const,
};

export function useTownReportLinks() {
  return useQuery<TownReportLink[]>({
    queryKey: townReportKeys.links(),
    queryFn: getJson<TownReportLink[]>('/api/admin/town-reports'),
  });
}

/** The towns the form offers: those whose shops have a town. */
export function useReportTowns() {
  return useQuery<ReportTown[]>({
    queryKey: townReportKeys.towns(),
    queryFn: getJson<ReportTown[]>('/api/admin/town-reports/towns'),
  });
}

/** Create and revoke follow the 401 rule and refresh the admin data (the list, the audit log). */
export function useCreateTownReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTownReport) =>
      apiRequest<CreatedTownReport>('POST', '/api/admin/town-reports', body, { redirectOn401: true }),
    onSettled: () => refreshAdminData(queryClient),
  });
}

export function useRevokeTownReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<RevokedTownReport>('DELETE', `/api/admin/town-reports/${id}`, undefined, {
        redirectOn401: true,
      }),
    onSettled: () => refreshAdminData(queryClient),
  });
}
