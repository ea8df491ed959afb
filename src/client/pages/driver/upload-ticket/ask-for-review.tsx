import { Info, UserRoundSearch } from 'lucide-react';
import { useState } from 'react';
import { REVIEW_NOTE_MAX, requestReviewSchema } from '#contracts/reviews.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Textarea } from '#client/components/ui/input.tsx';
import { useRequestReview } from '#client/features/reviews/api.ts';
import { errorMessage, errorStatus, isHandledUnauthorized } from '#client/lib/api.ts';
import { toast } from '#client/lib/toast.ts';

type Step = { at: 'offer' } | { at: 'note' } | { at: 'refused'; message: string };

/**
 * 'Ask for a review' (docs/decisions/013): a driver who thinks the reader got it wrong sends the
 * refused photo to a person, with an optional note. Once a day; the answer shows in History. Offered
 * only when the refusal said a request would be taken; once sent, the dialog shows 'In review'.
 */
export function AskForReview({
  imageUrl,
  onWritingChange,
  onSent,
}: {
  imageUrl: string;
  /** True while the note form is open. */
  onWritingChange: (writing: boolean) => void;
  /** The review was queued: the dialog becomes the In-review state. */
  onSent: () => void;
}) {
  const [step, setStepState] = useState<Step>({ at: 'offer' });
  const setStep = (next: Step) => {
    setStepState(next);
    onWritingChange(next.at === 'note');
  };
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const request = useRequestReview();

  const send = () => {
    const parsed = requestReviewSchema.safeParse({ imageUrl, note });
    if (!parsed.success) {
      setNoteError(parsed.error.issues.find((issue) => issue.path[0] === 'note')?.message);
      return;
    }
    request.mutate(parsed.data, {
      onSuccess: () => onSent(),
      onError: (error) => {
        if (isHandledUnauthorized(error)) return;
        const status = errorStatus(error);
        const message = errorMessage(error, 'We couldn’t send your ticket for review. Please try again.');
        // A rule said no (already asked today, nothing to review): say why and stop offering.
        if (status === 409 || status === 404) setStep({ at: 'refused', message });
        else toast({ title: 'Review Not Sent', description: message, variant: 'destructive' });
      },
    });
  };

  if (step.at === 'refused') {
    return (
      <p
        role="alert"
        className="mt-4 flex gap-2 rounded-xl bg-warning-50 p-3 text-left text-sm text-warning-800"
      >
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {step.message}
      </p>
    );
  }

  if (step.at === 'offer') {
    return (
      <div className="mt-4 flex flex-col gap-2 rounded-xl border border-slate-200 p-3 text-left">
        <p className="text-sm text-slate-700">
          Sure it’s a valid ticket for today? A person can take a look.
        </p>
        <Button variant="outline" size="sm" onClick={() => setStep({ at: 'note' })}>
          <UserRoundSearch aria-hidden="true" className="size-4" />
          Ask for a review
        </Button>
      </div>
    );
  }

  return (
    <form
      className="mt-4 flex flex-col gap-3 rounded-xl border border-slate-200 p-3 text-left"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <FormField
        label="Add a note (optional)"
        hint={
          <span className="flex justify-between gap-3">
            <span>For example, where the date is printed.</span>
            <span className="shrink-0 tabular-nums">
              {note.length}/{REVIEW_NOTE_MAX}
            </span>
          </span>
        }
        error={noteError}
      >
        <Textarea
          value={note}
          maxLength={REVIEW_NOTE_MAX}
          rows={3}
          // Opened by the driver's own 'Ask for a review': typing the note is the next thing to do.
          autoFocus
          onChange={(event) => {
            setNote(event.target.value);
            setNoteError(undefined);
          }}
        />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          variant="ghost"
          size="sm"
          disabled={request.isPending}
          onClick={() => setStep({ at: 'offer' })}
        >
          Cancel
        </Button>
        <Button type="submit" size="sm" pending={request.isPending} pendingLabel="Sending...">
          Send for Review
        </Button>
      </div>
    </form>
  );
}
