import { useState } from 'react';
import { DECLINE_REASON_MAX, declineReviewSchema } from '#contracts/reviews.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '#client/components/ui/dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Textarea } from '#client/components/ui/input.tsx';

/** Plain-words reasons an admin gives most often; one tap fills the field, which stays editable. */
const SUGGESTED_REASONS = [
  'This is not a parking ticket.',
  'The ticket is not from the day it was uploaded.',
  'The ticket shows less than 1 hour of parking.',
  'The photo is too unclear to check. Please upload a clearer one.',
] as const;

/** 'Decline Review': the reason is required, because the driver reads it in their history. */
export function DeclineDialog({
  driverName,
  open,
  pending,
  onCancel,
  onDecline,
}: {
  driverName: string;
  open: boolean;
  pending: boolean;
  onCancel: () => void;
  onDecline: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  /** Typed or picked, a new reason clears the last complaint about it. */
  const changeReason = (text: string) => {
    setReason(text);
    setError(undefined);
  };

  const submit = () => {
    const parsed = declineReviewSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    onDecline(parsed.data.reason);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next || pending) return;
        changeReason('');
        onCancel();
      }}
    >
      <DialogContent
        title="Decline Review"
        description={`Tell ${driverName} why. They will see this reason in their history.`}
        className="max-w-lg"
      >
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <FormField
            label="Reason"
            required
            error={error}
            hint={`${reason.length}/${DECLINE_REASON_MAX} characters`}
          >
            <Textarea
              value={reason}
              maxLength={DECLINE_REASON_MAX}
              rows={4}
              onChange={(event) => changeReason(event.target.value)}
            />
          </FormField>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium text-slate-700">Common reasons</legend>
            <div className="flex flex-wrap gap-2">
              {SUGGESTED_REASONS.map((suggestion) => (
                <button
                  key={suggestion}
                  type="button"
                  onClick={() => changeReason(suggestion)}
                  className="min-h-9 rounded-full border border-slate-300 bg-white px-3 text-left text-sm text-slate-700 hover:border-primary-300 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
                >
                  {suggestion}
                </button>
              ))}
            </div>
          </fieldset>
          <DialogFooter className="mt-2">
            <DialogClose asChild>
              <Button variant="outline" disabled={pending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" pending={pending} pendingLabel="Declining...">
              Decline Review
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
