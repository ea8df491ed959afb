import { Camera } from 'lucide-react';
import { ButtonLink } from '#client/components/button-link.tsx';
import type { Ticket } from '#client/features/tickets/api.ts';

/** For a driver without a verified proof today: the offer is shown, with the way to unlock it. */
export function ParkingPrompt({ ticket }: { ticket: Ticket | null }) {
  return (
    <section
      aria-labelledby="parking-prompt-title"
      className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-warning-200 bg-warning-50 p-4"
    >
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-warning-100 text-warning-800">
          <Camera aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id="parking-prompt-title" className="font-semibold text-warning-800">
            Upload parking proof to redeem
          </h2>
          <p className="text-sm text-slate-700">
            {ticket
              ? 'Today’s proof is not verified yet. Finish uploading it to use this offer.'
              : 'Add a photo of today’s parking ticket, then come back to enter the shop’s code.'}
          </p>
        </div>
      </div>
      <ButtonLink
        href="/upload-ticket"
        icon={Camera}
        iconClassName="size-5"
        className="bg-warning-700 hover:bg-warning-800 active:bg-warning-800"
      >
        Upload Parking Proof
      </ButtonLink>
    </section>
  );
}
