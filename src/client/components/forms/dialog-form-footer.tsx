import { Button, type ButtonVariant } from '#client/components/ui/button.tsx';
import { DialogClose, DialogFooter } from '#client/components/ui/dialog.tsx';
import { SubmitButton } from './submit-button';

/** The foot of a dialog's form: 'Cancel' closes it unchanged, the submit button sends the form. */
export function DialogFormFooter({
  submitLabel,
  pending,
  pendingLabel,
  variant,
}: {
  submitLabel: string;
  pending: boolean;
  pendingLabel: string;
  variant?: ButtonVariant;
}) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline">Cancel</Button>
      </DialogClose>
      <SubmitButton variant={variant} pending={pending} pendingLabel={pendingLabel}>
        {submitLabel}
      </SubmitButton>
    </DialogFooter>
  );
}
