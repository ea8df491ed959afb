import { AlertTriangle, History, Info, RotateCcw, XCircle } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import type { ReviewOfferReason } from '#contracts/ticket-outcomes.ts';
import { type ButtonVariant, buttonClasses } from '#client/components/ui/button.tsx';
import { IN_REVIEW, InReviewBadge, InReviewIcon } from '#client/features/tickets/ticket-state.tsx';
import { cn } from '#client/lib/cn.ts';
import { driverReasons } from '#client/lib/ticket-messages.ts';
import { AskForReview } from './ask-for-review';
import { IN_REVIEW_TEXT } from './in-review';
import type { Notice } from './use-upload-ticket';

/**
 * Why a refused photo cannot be sent to a person now, by the server's reason (the refusal's
 * `verificationResult.review`, docs/decisions/013), never by its English.
 */
function reviewUnavailableText(reason: ReviewOfferReason | null): string {
  switch (reason) {
    case 'pending':
      return 'A person is already checking a ticket of yours today, so this one can’t be sent for review. You’ll see their answer on your home screen.';
    case 'too_many_requests':
      return 'You have asked for a review several times today. You can ask again tomorrow.';
    default:
      return 'You have already asked for a review today. You can ask again tomorrow.';
  }
}

interface AlertShellProps {
  open: boolean;
  /** Runs on the action button and on Escape: the one way out. */
  onDone: () => void;
  icon: ReactNode;
  tone: 'danger' | 'warning' | 'none';
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  actionLabel: ReactNode;
  /** Primary unless something inside the dialog is the main thing to do now. */
  actionVariant?: ButtonVariant;
  /** Below the action: the other ways on, when the action is the first thing to do. */
  after?: ReactNode;
  /** The dialog changed under the driver (what they pressed is gone): the action takes the focus. */
  focusAction?: boolean;
}

/** An alert dialog (role alertdialog): traps focus, announces its title and text, one action. */
function AlertShell({
  open,
  onDone,
  icon,
  tone,
  title,
  description,
  children,
  actionLabel,
  actionVariant = 'primary',
  after,
  focusAction = false,
}: AlertShellProps) {
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onDone();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <AlertDialog.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 overflow-y-auto',
            'rounded-2xl bg-white p-6 text-center shadow-2xl focus:outline-none data-[state=open]:animate-dialog-in',
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          {tone === 'none' ? (
            icon
          ) : (
            <div
              aria-hidden="true"
              className={cn(
                'mx-auto mb-4 inline-flex size-14 items-center justify-center rounded-full',
                tone === 'danger' ? 'bg-danger-50 text-danger-700' : 'bg-warning-50 text-warning-700',
              )}
            >
              {icon}
            </div>
          )}
          <AlertDialog.Title className="text-xl font-semibold text-slate-900">{title}</AlertDialog.Title>
          {description ? (
            <AlertDialog.Description className="mt-2 text-base text-slate-700">
              {description}
            </AlertDialog.Description>
          ) : null}
          {children}
          <AlertDialog.Action
            key={focusAction ? 'focused' : 'action'}
            // The button the driver pressed has gone: focus goes to the next step.
            autoFocus={focusAction}
            className={buttonClasses(actionVariant, 'lg', 'mt-6 w-full')}
            onClick={onDone}
          >
            {actionLabel}
          </AlertDialog.Action>
          {after}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/**
 * 'Verification Failed' (docs/decisions/019): the product's sentence for the refusal, the reader's reasons in
 * smaller text (they help the driver take a better photo; its figures are left out), 'Ask for a review'
 * when the reader refused the photo and the server says a request would be taken (otherwise why not,
 * by its reason), and 'Try Again', which starts over. Once a review is sent the dialog becomes the
 * one 'In review' state (issue 25): 'Done' first, which goes home where the card says the same.
 */
export function VerificationFailedDialog({
  open,
  message,
  reasons: readerReasons,
  reviewImageUrl,
  reviewUnavailable,
  onTryAgain,
  onReviewDone,
}: {
  open: boolean;
  message: string;
  reasons: readonly string[];
  /** The refused photo a person may be asked to review; null when a review cannot help or is not allowed. */
  reviewImageUrl: string | null;
  /** Why a person cannot be asked now (the server's reason); null when that is not the case. */
  reviewUnavailable: ReviewOfferReason | null;
  onTryAgain: () => void;
  /** 'Done' once a review is sent. */
  onReviewDone: () => void;
}) {
  const reasons = driverReasons(readerReasons);
  // While the driver writes a note, 'Send for Review' is the main button and 'Try Again' steps back.
  const [writingNote, setWritingNote] = useState(false);
  const [sent, setSent] = useState(false);
  const closeThen = (next: () => void) => {
    setWritingNote(false);
    setSent(false);
    next();
  };

  if (sent) {
    return (
      <AlertShell
        open={open}
        onDone={() => closeThen(onReviewDone)}
        tone="none"
        icon={<InReviewIcon className="mx-auto mb-4 size-14" />}
        title={IN_REVIEW}
        focusAction
        actionLabel="Done"
        after={
          <Link href="/history" className={buttonClasses('outline', 'lg', 'mt-2 w-full')}>
            <History aria-hidden="true" className="size-4" />
            View History
          </Link>
        }
      >
        {/* Spoken when it appears: the title of an open dialog changing is not announced. */}
        <div role="status" className="mt-2 flex flex-col items-center gap-2">
          <p className="text-base text-slate-700">Review requested. {IN_REVIEW_TEXT}</p>
          <InReviewBadge />
        </div>
      </AlertShell>
    );
  }

  return (
    <AlertShell
      open={open}
      onDone={() => closeThen(onTryAgain)}
      actionVariant={writingNote ? 'outline' : 'primary'}
      tone="danger"
      icon={<XCircle className="size-8" />}
      title="Verification Failed"
      description={message}
      actionLabel={
        <>
          <RotateCcw aria-hidden="true" className="size-4" />
          Try Again
        </>
      }
    >
      {reasons.length > 0 ? (
        <div className="mt-4 rounded-xl bg-slate-50 p-3 text-left">
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">What we found</p>
          <ul className="mt-1.5 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {/* Keyed by photo: a new refusal starts with a fresh offer. */}
      {reviewImageUrl ? (
        <AskForReview
          key={reviewImageUrl}
          imageUrl={reviewImageUrl}
          onWritingChange={setWritingNote}
          onSent={() => {
            setWritingNote(false);
            setSent(true);
          }}
        />
      ) : reviewUnavailable ? (
        <div className="mt-4 flex flex-col items-start gap-2 rounded-xl bg-primary-50 p-3 text-left">
          {reviewUnavailable === 'pending' ? <InReviewBadge /> : null}
          <p className="flex gap-2 text-sm text-slate-800">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-700" />
            {reviewUnavailableText(reviewUnavailable)}
          </p>
        </div>
      ) : null}
    </AlertShell>
  );
}

/** The alerts of the photo step: a refused file, or 'Upload failed. Please try again.' with the server's reason. */
export function NoticeDialog({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  return (
    <AlertShell
      open={notice !== null}
      onDone={onClose}
      tone="warning"
      icon={<AlertTriangle className="size-7" />}
      title={notice?.title ?? ''}
      description={notice?.detail}
      actionLabel="OK"
    />
  );
}
