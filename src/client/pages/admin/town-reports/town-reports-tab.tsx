import { Ban, FileBarChart } from 'lucide-react';
import { useState } from 'react';
import { TOWN_REPORT_STATUS_LABELS, type TownReportStatus } from '#contracts/town-reports.ts';
import { Badge, type BadgeVariant } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { toastApiError } from '#client/lib/api.ts';
import { formatDate, formatDateTime } from '#client/lib/format.ts';
import { toast } from '#client/lib/toast.ts';
import { AdminList } from '#client/pages/admin/shared/admin-list.tsx';
import { ACTIONS_HEADING, Td, Tr, tableHead } from '#client/pages/admin/shared/table.tsx';
import { useFailureToast } from '#client/pages/admin/shared/use-failure-toast.ts';
import { type TownReportLink, useRevokeTownReport, useTownReportLinks } from './api';
import { CreateReportCard } from './create-report-card';
import { expiryText } from './dates';
import { type NewReportLink, ReportLinkDialog } from './link-dialog';
import { RevokeDialog } from './revoke-dialog';

const TABLE = tableHead(['Town', 'Created', 'Expires', 'Status', 'Views', ACTIONS_HEADING]);

const STATUS_BADGE: Record<TownReportStatus, BadgeVariant> = {
  active: 'success',
  expired: 'neutral',
  revoked: 'danger',
};

function Views({ link }: { link: TownReportLink }) {
  if (link.views === 0) return <span className="text-slate-600">Not opened yet</span>;
  return (
    <>
      {link.views} {link.views === 1 ? 'view' : 'views'}
      {link.lastViewedAt ? (
        <span className="block text-xs text-slate-600">last {formatDateTime(link.lastViewedAt)}</span>
      ) : null}
    </>
  );
}

/**
 * 'Town Reports': read-only report links for councils and business groups (docs/decisions/035). A
 * new link is shown once; the list has each link's status, its views (from the audit log) and Revoke.
 */
export function TownReportsTab() {
  const [created, setCreated] = useState<NewReportLink | null>(null);
  const [revoking, setRevoking] = useState<TownReportLink | null>(null);
  const links = useTownReportLinks();
  const revoke = useRevokeTownReport();
  useFailureToast(links.errorUpdatedAt, links.isError, 'Failed to fetch report links');

  const revokeLink = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        toast({
          title: 'Report Link Revoked',
          description: `The link for ${revoking.town} no longer works.`,
          variant: 'success',
        });
        setRevoking(null);
      },
      onError: (error) => {
        setRevoking(null);
        toastApiError(error, 'Failed to revoke the report link', 'Revoke Failed');
      },
    });
  };

  return (
    <div className="flex flex-col gap-5">
      <CreateReportCard onCreated={setCreated} />
      <AdminList
        title="Report Links"
        description="Every link made, newest first. Each view is recorded in the audit log."
        query={links}
        items={links.data ?? []}
        itemKey={(link) => link.id}
        table={TABLE}
        renderItem={(link) => (
          <Tr>
            <Td className="font-medium">{link.town}</Td>
            <Td className="whitespace-nowrap">
              {formatDate(link.createdAt)}
              {link.createdBy ? (
                <span className="block text-xs text-slate-600">by {link.createdBy}</span>
              ) : null}
            </Td>
            <Td className="whitespace-nowrap">{expiryText(link.expiresAt)}</Td>
            <Td>
              <Badge variant={STATUS_BADGE[link.status]}>{TOWN_REPORT_STATUS_LABELS[link.status]}</Badge>
            </Td>
            <Td className="tabular-nums">
              <Views link={link} />
            </Td>
            <Td className="text-right">
              {link.status === 'active' ? (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Revoke the report link for ${link.town}`}
                  onClick={() => setRevoking(link)}
                >
                  <Ban aria-hidden="true" className="size-4" />
                  Revoke
                </Button>
              ) : null}
            </Td>
          </Tr>
        )}
        loadingLabel="Loading report links..."
        failure="Failed to fetch report links"
        empty={{
          icon: <FileBarChart aria-hidden="true" className="size-6" />,
          text: 'No report links yet. Create one above for a town’s council or business group.',
        }}
      >
        <RevokeDialog
          town={revoking?.town ?? null}
          pending={revoke.isPending}
          onCancel={() => setRevoking(null)}
          onRevoke={revokeLink}
        />
      </AdminList>
      <ReportLinkDialog value={created} onClose={() => setCreated(null)} />
    </div>
  );
}
