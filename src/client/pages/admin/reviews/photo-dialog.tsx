import { ExternalLink, ZoomIn, ZoomOut } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent } from '#client/components/ui/dialog.tsx';
import { onClosed } from '#client/pages/admin/shared/on-closed.ts';

export interface PhotoToShow {
  url: string;
  /** Whose ticket, for the title and the image's description. */
  caption: string;
}

/**
 * The ticket photo, large: fitted to the screen first, then at full size (scrollable) to read the
 * small print the reader may have missed.
 */
export function PhotoDialog({ photo, onClose }: { photo: PhotoToShow | null; onClose: () => void }) {
  const [fullSize, setFullSize] = useState(false);
  return (
    <Dialog
      open={photo !== null}
      onOpenChange={onClosed(() => {
        setFullSize(false);
        onClose();
      })}
    >
      <DialogContent title="Ticket photo" description={photo?.caption} className="max-w-4xl">
        <section
          aria-label="Photo"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: at full size the photo scrolls, so the keyboard must reach it.
          tabIndex={0}
          className="max-h-[70dvh] overflow-auto rounded-xl bg-slate-900"
        >
          {photo ? (
            <img
              src={photo.url}
              alt={`Parking ticket photo: ${photo.caption}`}
              // Full size: the photo's own pixels, centred when smaller than the frame, scrolled when larger.
              className={
                fullSize
                  ? 'mx-auto block max-w-none'
                  : 'mx-auto block max-h-[70dvh] w-auto max-w-full object-contain'
              }
            />
          ) : null}
        </section>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <Button variant="outline" size="sm" onClick={() => setFullSize((value) => !value)}>
            {fullSize ? (
              <ZoomOut aria-hidden="true" className="size-4" />
            ) : (
              <ZoomIn aria-hidden="true" className="size-4" />
            )}
            {fullSize ? 'Fit to screen' : 'Full size'}
          </Button>
          {photo ? (
            <a
              href={photo.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-10 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-primary-700 underline-offset-4 hover:underline"
            >
              Open in a new tab
              <ExternalLink aria-hidden="true" className="size-4" />
            </a>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
