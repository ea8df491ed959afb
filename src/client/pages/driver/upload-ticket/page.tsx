import { CalendarCheck2, Tag, Upload } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { AppHeader } from '#client/components/app-header.tsx';
import { BottomNav } from '#client/components/bottom-nav.tsx';
import { ButtonLink } from '#client/components/button-link.tsx';
import { StateCard, StateIcon } from '#client/components/state-card.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { hasVerifiedProofToday, useTodayTicket } from '#client/features/tickets/api.ts';
import { usePageTitle } from '#client/lib/page-title.ts';
import { NoticeDialog, VerificationFailedDialog } from './failure-dialog';
import { HowItWorks } from './how-it-works';
import { InReview } from './in-review';
import { ManualLocationStep } from './manual-location';
import { PhotoPicker } from './photo-picker';
import { PhotoPreview, useObjectUrl } from './preview';
import { UploadProgress } from './progress';
import { useUploadTicket } from './use-upload-ticket';
import { Verifying } from './verifying';

function AlreadyUploaded() {
  return (
    <StateCard className="gap-4">
      <StateIcon size="lg" tone="success">
        <CalendarCheck2 aria-hidden="true" className="size-7" />
      </StateIcon>
      <p className="text-base font-medium text-slate-900">
        You have already uploaded parking proof today. You can upload a new one tomorrow.
      </p>
      <ButtonLink href="/browse-offers" icon={Tag} size="lg" className="w-full">
        Browse Offers
      </ButtonLink>
    </StateCard>
  );
}

function Uploader({ flowState }: { flowState: ReturnType<typeof useUploadTicket> }) {
  const { flow } = flowState;
  const file = flow.step === 'choose' ? null : flow.file;
  const photoUrl = useObjectUrl(file);

  switch (flow.step) {
    case 'choose':
      return <PhotoPicker onFiles={flowState.selectFile} />;
    case 'selected':
      return (
        <PhotoPreview file={flow.file} url={photoUrl} onRemove={flowState.clearSelection}>
          <Button size="lg" onClick={() => void flowState.upload()}>
            <Upload aria-hidden="true" className="size-5" />
            Upload Photo
          </Button>
        </PhotoPreview>
      );
    case 'uploading':
      return (
        <PhotoPreview file={flow.file} url={photoUrl}>
          <UploadProgress progress={flow.progress} onCancel={flowState.cancelUpload} />
        </PhotoPreview>
      );
    // One Verifying for both steps (kept mounted, so its live region speaks once): the server's queue
    // being full counts down to a retry of the same request.
    case 'verifying':
      return (
        <Verifying
          url={photoUrl}
          withTown={flow.manual !== null}
          retrying={(flow.busyAnswers ?? 0) > 0}
          busy={null}
        />
      );
    case 'busy':
      return (
        <Verifying
          url={photoUrl}
          withTown={flow.manual !== null}
          retrying
          busy={{ secondsLeft: flow.secondsLeft, onCancel: flowState.reset }}
        />
      );
    case 'location':
      return (
        <ManualLocationStep
          manual={flow.manual}
          onTownChange={flowState.setTown}
          onUseCurrentLocation={() => void flowState.locateMe()}
          locating={flowState.locating}
          onCancel={flowState.reset}
          onSubmit={() => void flowState.submitTown()}
        />
      );
    case 'inReview':
      return <InReview url={photoUrl} message={flow.message} />;
    case 'failed':
      // The dialog is on top; the photo stays visible behind it.
      return <PhotoPreview file={flow.file} url={photoUrl} />;
  }
}

/**
 * Upload Parking Proof (docs/decisions/019, 024). The flow's state lives in useUploadTicket; this
 * screen picks the view for each step. A proof already verified today replaces the uploader.
 */
export function UploadTicketPage() {
  usePageTitle('Upload Parking Proof');
  const today = useTodayTicket();
  const flowState = useUploadTicket();
  const { flow, notice, dismissNotice, reset } = flowState;
  const [, navigate] = useLocation();
  // Refused by the reader: a person may be asked unless the server said why not (docs/decisions/013).
  const failed = flow.step === 'failed' ? flow : null;
  const reviewAllowed = Boolean(failed?.reviewable && failed.reviewOffer?.allowed !== false);
  // Only before a photo is chosen: while a proof is being verified the success itself lands here.
  const blocked = flow.step === 'choose' && hasVerifiedProofToday(today.data);

  // Each new step takes the focus (keyboard and screen-reader users would otherwise be left on a
  // button that has gone). The town step focuses its field itself; the failure dialog traps focus.
  const stepRef = useRef<HTMLDivElement>(null);
  const firstStep = useRef(true);
  const previousStep = useRef<string>(flow.step);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    // Between verifying and busy the same card stays: focus still in it (on its Cancel) is left there.
    const onCard = (step: string) => step === 'verifying' || step === 'busy';
    const sameCard = onCard(flow.step) && onCard(previousStep.current);
    previousStep.current = flow.step;
    if (sameCard && stepRef.current?.contains(document.activeElement)) return;
    // The current step sits at the top of the screen (the rules move below it once a photo is chosen).
    window.scrollTo({ top: 0 });
    if (flow.step !== 'location' && flow.step !== 'failed') stepRef.current?.focus({ preventScroll: true });
  }, [flow.step]);

  const uploader = today.isPending ? (
    <div key="loading" role="status" className="flex items-center justify-center gap-3 py-10 text-slate-700">
      <Spinner className="size-6 text-primary-700" />
      Loading...
    </div>
  ) : blocked ? (
    <AlreadyUploaded key="blocked" />
  ) : (
    <div key="uploader" ref={stepRef} tabIndex={-1} className="focus:outline-none">
      <Uploader flowState={flowState} />
    </div>
  );

  return (
    <div className="min-h-dvh pb-28">
      <AppHeader title="Upload Parking Proof" backTo="/" backLabel="Back to Home" />
      <main className="mx-auto flex max-w-md flex-col gap-4 px-4 pt-5">
        {/* Before a photo is chosen the rules come first; afterwards the photo does. */}
        {flow.step === 'choose' ? [<HowItWorks key="how" />, uploader] : [uploader, <HowItWorks key="how" />]}
      </main>
      <BottomNav />

      <VerificationFailedDialog
        open={flow.step === 'failed'}
        message={flow.step === 'failed' ? flow.message : ''}
        reasons={flow.step === 'failed' ? flow.reasons : []}
        reviewImageUrl={failed && reviewAllowed ? failed.imageUrl : null}
        reviewUnavailable={
          failed?.reviewable && failed.reviewOffer?.allowed === false
            ? (failed.reviewOffer.reason ?? 'asked_today')
            : null
        }
        onTryAgain={reset}
        onReviewDone={() => {
          reset();
          navigate('/');
        }}
      />
      <NoticeDialog notice={notice} onClose={dismissNotice} />
    </div>
  );
}
