import { Copy, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '#client/components/ui/dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { formatDate } from '#client/lib/format.ts';
import { toast } from '#client/lib/toast.ts';
import { copyText } from '#client/pages/admin/shared/clipboard.ts';

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
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!value) return;
    if (await copyText(value.url)) {
      setCopied(true);
      toast({ title: 'Link copied to clipboard', variant: 'success' });
    } else {
      toast({
        title: 'Copy failed',
        description: 'Select the link and copy it yourself.',
        variant: 'destructive',
      });
    }
  };
  return (
    <Dialog
      open={value !== null}
      onOpenChange={(open) => {
        if (!open) {
          setCopied(false);
          onClose();
        }
      }}
    >
      <DialogContent
        title="Report Link Created"
        description={
          value
            ? `Send this link to the council or business group for ${value.town}. Anyone with it can read the report until the end of ${formatDate(`${value.expiresOn}T12:00:00Z`)}. It is shown only once: copy it now.`
            : undefined
        }
        className="max-w-lg"
      >
        <FormField label="Report link">
          <Input
            readOnly
            value={value?.url ?? ''}
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-sm"
          />
        </FormField>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
          {value ? (
            <Button asChild variant="secondary">
              <a href={value.url} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" className="size-4" />
                Open Report
              </a>
            </Button>
          ) : null}
          <Button onClick={() => void copy()}>
            <Copy aria-hidden="true" className="size-4" />
            {copied ? 'Copied!' : 'Copy Link'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
