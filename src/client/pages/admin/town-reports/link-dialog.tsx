import { ExternalLink } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { formatDate } from '#client/lib/format.ts';
import { CopyLinkDialog } from '#client/pages/admin/shared/copy-link-dialog.tsx';

export interface NewReportLink {
  url: string;
  town: string;
  /** The date the admin chose: the link works until the end of that London day. */
  expiresOn: string;
}

/**
 * 'Report Link Created': the link, shown this once (only a hash of its token is kept), with Copy
 * Link and a way to open the report as the council will see it.
 */
export function ReportLinkDialog({ value, onClose }: { value: NewReportLink | null; onClose: () => void }) {
  return (
    <CopyLinkDialog
      link={value?.url ?? null}
      title="Report Link Created"
      description={
        value
          ? `Send this link to the council or business group for ${value.town}. Anyone with it can read the report until the end of ${formatDate(`${value.expiresOn}T12:00:00Z`)}. It is shown only once: copy it now.`
          : undefined
      }
      label="Report link"
      action={
        value ? (
          <Button asChild variant="secondary">
            <a href={value.url} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" className="size-4" />
              Open Report
            </a>
          </Button>
        ) : null
      }
      onClose={onClose}
    />
  );
}
