import { Copy } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '#client/components/ui/dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { toast } from '#client/lib/toast.ts';
import { onClosed } from '#client/pages/admin/shared/on-closed.ts';
import { copyText } from './clipboard';

/**
 * A link for an admin to pass on (a password reset, a town report): shown in a read-only field that
 * selects itself, with Close, Copy Link ('Copied!' once done) and any other action beside them.
 */
export function CopyLinkDialog(props: {
  /** The link; null keeps the dialog closed. */
  link: string | null;
  title: string;
  description?: string;
  label: string;
  /** Shown between Close and Copy Link. */
  action?: ReactNode;
  onClose: () => void;
}) {
  const { link, onClose } = props;
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!link) return;
    if (await copyText(link)) {
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
      open={link !== null}
      onOpenChange={onClosed(() => {
        setCopied(false);
        onClose();
      })}
    >
      <DialogContent title={props.title} description={props.description} className="max-w-lg">
        <FormField label={props.label}>
          <Input
            readOnly
            value={link ?? ''}
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-sm"
          />
        </FormField>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
          {props.action}
          <Button onClick={() => void copy()}>
            <Copy aria-hidden="true" className="size-4" />
            {copied ? 'Copied!' : 'Copy Link'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
