import { ArrowLeft, Clock, Printer } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { User } from '#contracts/auth.ts';
import { describeSchedule } from '#contracts/offer-hours.ts';
import { townPath, townSlug } from '#contracts/towns.ts';
import { LogoMark } from '#client/components/logo.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useOwnRetailer } from '#client/features/retailer/api.ts';
import { cn } from '#client/lib/cn.ts';
import { usePageTitle } from '#client/lib/page-title.ts';
import { posterOffer } from './offer-wording';
import { RetailerProfileNotFound } from './profile-not-found';
import { QrCode } from './qr-code';

type Paper = 'A4' | 'A5';

/** Page size for the printer; the poster itself scales with its width (container units). */
function PrintStyles({ paper }: { paper: Paper }) {
  return (
    <style>{`
      @page { size: ${paper} portrait; margin: 0; }
      @media print {
        html, body { background: #fff !important; }
      }
    `}</style>
  );
}

/** A window poster (beyond the spec): the offer in big type, the shop's name and a QR code to the offer. */
export function RetailerPosterPage(_props: { user: User }) {
  usePageTitle('Window Poster');
  const me = useOwnRetailer();
  const [paper, setPaper] = useState<Paper>('A4');
  const retailer = me.data;

  if (me.isPending) {
    return (
      <div role="status" className="flex min-h-dvh items-center justify-center gap-3 text-slate-700">
        <Spinner className="size-6 text-primary-700" /> Loading poster...
      </div>
    );
  }
  if (!retailer) return <RetailerProfileNotFound />;

  const offer = posterOffer(retailer.discountAmount, retailer.minimumSpend);
  // The offer's hours in the town page's words (docs/decisions/037); an offer that always runs says nothing more.
  const hours = retailer.schedule?.length ? describeSchedule(retailer.schedule) : null;
  // The shop's town page with this offer first: it reads without signing in, and signing in or up
  // from it ends on the offer; a signed-in driver goes straight on to it (docs/decisions/034).
  const slug = retailer.city ? townSlug(retailer.city) : '';
  const offerUrl = `${window.location.origin}${slug ? townPath(slug, retailer.id) : `/offer/${retailer.id}`}`;

  return (
    <div className="min-h-dvh bg-slate-100 pb-10 print:bg-white print:p-0">
      <PrintStyles paper={paper} />
      <div className="sticky top-0 z-10 border-b border-slate-200 bg-white/95 backdrop-blur print:hidden">
        <div className="mx-auto flex max-w-3xl flex-wrap items-center gap-3 px-4 py-3">
          <Button asChild variant="ghost" size="sm">
            <Link href="/retailer">
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back to Portal
            </Link>
          </Button>
          <h1 className="flex-1 text-lg font-semibold text-slate-900">Window Poster</h1>
          <fieldset className="flex items-center gap-1 rounded-xl bg-slate-100 p-1">
            <legend className="sr-only">Paper size</legend>
            {(['A4', 'A5'] as const).map((size) => (
              <label
                key={size}
                className={cn(
                  'inline-flex min-h-10 cursor-pointer items-center rounded-lg px-3 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-600',
                  paper === size ? 'bg-white text-primary-800 shadow-sm' : 'text-slate-700',
                )}
              >
                <input
                  type="radio"
                  name="paper"
                  value={size}
                  checked={paper === size}
                  onChange={() => setPaper(size)}
                  className="sr-only"
                />
                {size}
              </label>
            ))}
          </fieldset>
          <Button onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" />
            Print
          </Button>
        </div>
      </div>

      <p className="mx-auto max-w-3xl px-4 pt-4 text-sm text-slate-600 print:hidden">
        Print this and put it in your window or by the till. The QR code opens your offer on your town’s
        ParkPerks page.
      </p>

      <main className="mx-auto max-w-3xl px-4 pt-4 print:max-w-none print:p-0">
        <article
          aria-label="Poster preview"
          className={cn(
            '@container mx-auto flex aspect-[210/297] w-full flex-col overflow-hidden rounded-lg bg-white shadow-xl',
            'print:h-[100vh] print:aspect-auto print:rounded-none print:shadow-none [print-color-adjust:exact]',
          )}
        >
          <header className="flex items-center gap-[2cqw] bg-primary-700 px-[6cqw] py-[4cqw] text-white">
            <LogoMark tone="light" className="size-[9cqw]" />
            <div>
              <p className="text-[5.5cqw] leading-none font-bold tracking-tight">ParkPerks</p>
              <p className="mt-[0.8cqw] text-[2.8cqw] text-primary-100">Parked nearby? Save on your shop.</p>
            </div>
          </header>

          <div className="flex flex-1 flex-col items-center justify-center gap-[3cqw] px-[6cqw] text-center">
            <p className="text-[4cqw] font-semibold tracking-wide text-slate-600 uppercase">Drivers get</p>
            <p className="text-[19cqw] leading-[0.9] font-extrabold tracking-tight text-primary-800">
              {offer.headline}
            </p>
            {offer.condition ? (
              <p className="text-[7cqw] leading-tight font-bold text-slate-900">{offer.condition}</p>
            ) : null}
            <p className="text-[5cqw] leading-tight font-semibold text-slate-800">
              at {retailer.businessName}
            </p>
            {hours ? (
              <p className="flex items-center gap-[1.5cqw] text-[3.6cqw] leading-tight font-semibold text-slate-800">
                <Clock aria-hidden="true" className="size-[4cqw] shrink-0 text-primary-700" />
                <span>Offer hours: {hours}</span>
              </p>
            ) : null}

            <div className="mt-[2cqw] flex items-center gap-[4cqw] rounded-[3cqw] border-[0.5cqw] border-slate-200 p-[3cqw] text-left">
              <QrCode
                value={offerUrl}
                label={`QR code that opens ${offerUrl}`}
                className="size-[30cqw] shrink-0"
              />
              <ol className="flex list-decimal flex-col gap-[1.5cqw] pl-[4cqw] text-[3.2cqw] leading-snug text-slate-800">
                <li>Scan the code and sign in (or sign up free).</li>
                <li>Upload today’s parking ticket.</li>
                <li>Ask us for the code at the till.</li>
                <li>Show the ‘Discount Applied!’ screen.</li>
              </ol>
            </div>
          </div>

          <footer className="border-t border-slate-200 px-[6cqw] py-[3cqw] text-center text-[2.4cqw] text-slate-600">
            One discount per shop per parking ticket, up to 3 a day. {offerUrl}
          </footer>
        </article>
      </main>
    </div>
  );
}
