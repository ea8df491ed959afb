import { AlertTriangle, RotateCcw, XCircle } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { type ButtonVariant, buttonClasses } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';
import { driverReasons } from '#client/lib/ticket-messages.ts';
import { AskForReview } from './ask-for-review';
import type { Notice } from './use-upload-ticket';

interface AlertShellProps {
  open: boolean;
  /** Runs on the action button and on Escape: the one way out. */
  onDone: () => void;
  icon: ReactNode;
  tone: 'danger' | 'warning';
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  actionLabel: ReactNode;
  /** Primary unless something inside the dialog is the main thing to do now. */
  actionVariant?: ButtonVariant;
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
          <div
            aria-hidden="true"
            className={cn(
              'mx-auto mb-4 inline-flex size-14 items-center justify-center rounded-full',
              tone === 'danger' ? 'bg-danger-50 text-danger-700' : 'bg-warning-50 text-warning-700',
            )}
          >
            {icon}
          </div>
          <AlertDialog.Title className="text-xl font-semibold text-slate-900">{title}</AlertDialog.Title>
          {description ? (
            <AlertDialog.Description className="mt-2 text-base text-slate-700">
              {description}
            </AlertDialog.Description>
          ) : null}
          {children}
          <AlertDialog.Action className={buttonClasses(actionVariant, 'lg', 'mt-6 w-full')} onClick={onDone}>
            {actionLabel}
          </AlertDialog.Action>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/**
 * 'Verification Failed' (docs/decisions/019): the product's sentence for the refusal, the reader's reasons in
 * smaller text (they help the driver take a better photo; its figures are left out), 'Ask for a review'
 * when the reader refused the photo, and 'Try Again', which starts over.
 */
export function VerificationFailedDialog({
  open,
  message,
  reasons: readerReasons,
  reviewImageUrl,
  onTryAgain,
}: {
  open: boolean;
  message: string;
  reasons: readonly string[];
  /** The refused photo a person may be asked to review; null when a review cannot help. */
  reviewImageUrl: string | null;
  onTryAgain: () => void;
}) {
  const reasons = driverReasons(readerReasons);
  // While the driver writes a note, 'Send for Review' is the main button and 'Try Again' steps back.
  const [writingNote, setWritingNote] = useState(false);
  return (
    <AlertShell
      open={open}
      onDone={() => {
        setWritingNote(false);
        onTryAgain();
      }}
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
        <AskForReview key={reviewImageUrl} imageUrl={reviewImageUrl} onWritingChange={setWritingNote} />
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
