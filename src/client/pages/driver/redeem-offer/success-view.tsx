import { CheckCircle2, Home } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { LONDON_TZ } from '#contracts/constants.ts';
import { RetailerLogo } from '#client/components/offer-card.tsx';
import { ButtonLink } from '#client/components/button-link.tsx';
import type { PublicRetailer, RedeemResult } from '#client/features/offers/api.ts';
import { formatDate, formatMoney, formatTime } from '#client/lib/format.ts';

const clockFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: LONDON_TZ,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** A ticking London clock: a live screen, not a screenshot, is what the cashier is shown. */
function LiveClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <p className="inline-flex items-center gap-2 text-sm text-slate-600">
      <span aria-hidden="true" className="relative flex size-2.5">
        <span className="absolute inline-flex size-full animate-ping rounded-full bg-success-500 opacity-75" />
        <span className="relative inline-flex size-2.5 rounded-full bg-success-600" />
      </span>
      Live · <time className="font-mono tabular-nums">{clockFormatter.format(now)}</time>
    </p>
  );
}

/**
 * 'Discount Applied!': the confirmation code large and spaced for the cashier to read off the
 * phone, the shop and discount, the time of redemption, and 'Return to Home'.
 */
export function SuccessView({ result, retailer }: { result: RedeemResult; retailer: PublicRetailer }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo(0, 0);
    heading.current?.focus();
  }, []);
  const characters = result.confirmationCode.split('');
  const name = result.retailer?.businessName || retailer.businessName;

  return (
    <div className="flex flex-col gap-5">
      <section
        aria-labelledby="discount-applied-title"
        className="overflow-hidden rounded-[var(--radius-card)] border border-success-200 bg-white text-center shadow-card"
      >
        <div className="flex flex-col items-center gap-2 bg-gradient-to-b from-success-50 to-white px-5 pt-8 pb-4">
          <span className="inline-flex size-16 items-center justify-center rounded-full bg-success-700 text-white shadow-lg">
            <CheckCircle2 aria-hidden="true" className="size-9" />
          </span>
          <h2
            id="discount-applied-title"
            ref={heading}
            tabIndex={-1}
            className="mt-2 text-3xl font-extrabold tracking-tight text-success-800 focus:outline-none"
          >
            Discount Applied!
          </h2>
          <p className="max-w-xs text-base text-slate-700">
            Show this screen to the cashier to confirm your discount
          </p>
        </div>

        <div className="mx-5 rounded-2xl border-2 border-dashed border-success-600 bg-success-50/60 px-3 py-5">
          <p className="text-xs font-semibold tracking-widest text-slate-600 uppercase">Confirmation Code</p>
          <p className="sr-only">{characters.join(' ')}</p>
          <p
            aria-hidden="true"
            className="mt-2 flex justify-center gap-1.5 font-mono text-4xl font-extrabold text-slate-900 sm:text-5xl"
          >
            {characters.map((character, index) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed code; characters repeat.
                key={index}
                className="inline-flex w-[1.15em] justify-center rounded-lg bg-white py-1 shadow-sm"
              >
                {character}
              </span>
            ))}
          </p>
        </div>

        <div className="flex flex-col items-center gap-3 px-5 py-5">
          <div className="flex items-center gap-3">
            <RetailerLogo retailer={retailer} decorative />
            <div className="text-left">
              <p className="font-semibold break-words text-slate-900">{name}</p>
              <p className="text-lg font-bold text-success-800">{formatMoney(result.discountAmount)} off</p>
            </div>
          </div>
          <p className="text-sm text-slate-700">
            Redeemed at{' '}
            <time dateTime={result.redeemedAt} className="font-semibold">
              {formatTime(result.redeemedAt)} on {formatDate(result.redeemedAt)}
            </time>
          </p>
          <LiveClock />
        </div>
      </section>

      <ButtonLink href="/" icon={Home} size="lg">
        Return to Home
      </ButtonLink>
    </div>
  );
}
