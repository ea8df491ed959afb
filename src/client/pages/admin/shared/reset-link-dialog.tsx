import { Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '#client/components/ui/dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { formatTime } from '#client/lib/format.ts';
import { toast } from '#client/lib/toast.ts';
import { copyText } from './clipboard';

export interface ResetLink {
  link: string;
  /** Whose link it is, for the description. */
  name: string;
  expiresAt?: string;
}

/** 'Password Reset Link': the link to pass on, with Copy Link and Close. */
export function ResetLinkDialog({ value, onClose }: { value: ResetLink | null; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!value) return;
    if (await copyText(value.link)) {
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
  const expiry = value?.expiresAt ? ` (until ${formatTime(value.expiresAt)})` : '';
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
        title="Password Reset Link"
        description={`Send this link to ${value?.name ?? 'the user'}. It works once and expires in 1 hour${expiry}.`}
        className="max-w-lg"
      >
        <FormField label="Reset link">
          <Input
            readOnly
            value={value?.link ?? ''}
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-sm"
          />
        </FormField>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
          <Button onClick={() => void copy()}>
            <Copy aria-hidden="true" className="size-4" />
            {copied ? 'Copied!' : 'Copy Link'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
