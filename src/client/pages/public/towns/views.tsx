import { ArrowRight, Camera, Clock, KeyRound, MapPin, MapPinned, ShoppingBag, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { describeSchedule } from '#contracts/offer-hours.ts';
import { type Town, type TownShop, type TownSummary, townPath } from '#contracts/towns.ts';
import { Logo } from '#client/components/logo.tsx';
import { minimumSpendText, RetailerLogo } from '#client/components/offer-card.tsx';
import { Button, type ButtonVariant } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';
import {
  offerText,
  returnPathFor,
  SIGN_UP_LABEL,
  TOWN_NOT_FOUND_HEADING,
  TOWNS_HEADING,
  townHeading,
  withReturn,
} from './copy';

/**
 * The town pages as plain components of their data (docs/decisions/034): the server draws them into
 * index.html (server/features/towns/html.tsx) so they read without JavaScript, and the app draws the same
 * markup when it takes over. Nothing here may need a browser.
 */

/** Who is looking: the server's HTML is always a visitor's page; the app knows better. */
export type TownViewer = 'visitor' | 'driver' | 'signedIn';

const linkClass = 'rounded-sm font-semibold text-primary-700 underline-offset-4 hover:underline';

function TownShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="bg-primary-700">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-4 px-4 py-4">
          <Link href="/" aria-label="ParkPerks home" className="rounded-lg focus-visible:outline-white">
            <Logo tone="light" />
          </Link>
          <Link
            href="/towns"
            className="rounded-lg px-2 py-2 text-sm font-semibold text-white underline-offset-4 hover:underline focus-visible:outline-white"
          >
            All towns
          </Link>
        </div>
      </header>
      <main className="flex-1">{children}</main>
      <footer className="border-t border-slate-200 bg-white">
        <p className="mx-auto max-w-3xl px-4 py-6 text-center text-sm text-slate-600">
          ParkPerks: money off at local shops for drivers who park nearby.
        </p>
      </footer>
    </div>
  );
}

const steps = [
  {
    title: 'Park & Upload',
    text: 'Snap your parking ticket or a screenshot of your parking app. We check it’s from today.',
    icon: Camera,
  },
  {
    title: 'Show the offer',
    text: 'Visit a shop taking part and open its offer in ParkPerks at the till.',
    icon: ShoppingBag,
  },
  {
    title: 'Enter the shop’s code',
    text: 'Type the shop’s 4-digit code and your discount is applied. One ticket unlocks up to 3 offers a day.',
    icon: KeyRound,
  },
] as const;

function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works" className="mx-auto max-w-3xl px-4 pb-10">
      <h2 id="how-it-works" className="text-xl font-bold text-slate-900">
        How it works
      </h2>
      <ol className="mt-4 grid gap-3 sm:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title} className="rounded-2xl bg-white p-5 shadow-card ring-1 ring-slate-200/70">
            <span className="inline-flex size-10 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
              <step.icon aria-hidden="true" className="size-5" />
            </span>
            <h3 className="mt-3 font-semibold text-slate-900">
              {index + 1}. {step.title}
            </h3>
            <p className="mt-1 text-sm text-slate-600">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function ShopCard({
  shop,
  highlighted,
  viewer,
}: {
  shop: TownShop;
  highlighted: boolean;
  viewer: TownViewer;
}) {
  return (
    <li
      id={`shop-${shop.id}`}
      aria-current={highlighted ? 'true' : undefined}
      className={cn(
        'rounded-2xl bg-white p-5 shadow-card ring-1',
        highlighted ? 'ring-2 ring-primary-600' : 'ring-slate-200/70',
      )}
    >
      {highlighted ? (
        <p className="mb-3 inline-flex rounded-full bg-primary-50 px-3 py-1 text-sm font-semibold text-primary-800">
          The offer you scanned
        </p>
      ) : null}
      <div className="flex items-center gap-4">
        <RetailerLogo retailer={shop} size="md" />
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-semibold text-slate-900">{shop.businessName}</h3>
          <p className="text-sm text-slate-600">{shop.category}</p>
        </div>
      </div>
      <p className="mt-4 flex flex-wrap items-baseline justify-between gap-x-3 rounded-xl bg-success-50 px-4 py-2.5">
        <span className="text-xl font-extrabold text-success-700">{offerText(shop.discountAmount)}</span>
        <span className="text-sm font-medium text-slate-700">{minimumSpendText(shop.minimumSpend)}</span>
      </p>
      <dl className="mt-4 grid gap-2 text-sm text-slate-700">
        {shop.address ? (
          <div className="flex items-start gap-2">
            <dt className="mt-0.5 shrink-0 text-slate-500">
              <MapPin aria-hidden="true" className="size-4" />
              <span className="sr-only">Address</span>
            </dt>
            <dd>{shop.address}</dd>
          </div>
        ) : null}
        <div className="flex items-start gap-2">
          <dt className="mt-0.5 shrink-0 text-slate-500">
            <Clock aria-hidden="true" className="size-4" />
            <span className="sr-only">Offer hours</span>
          </dt>
          <dd>{describeSchedule(shop.hours)}</dd>
        </div>
      </dl>
      {viewer === 'driver' ? (
        <Button asChild variant="secondary" className="mt-4 w-full">
          <Link href={`/offer/${shop.id}`}>
            Use this offer
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </Button>
      ) : null}
    </li>
  );
}

/**
 * 'Sign up to use these offers', coming back to this town (and the scanned offer) once signed up.
 * Written here rather than with components/button-link.tsx: that module would be one more file on the
 * town page's JavaScript budget (tests/e2e/town-pages.e2e.ts).
 */
function SignUpButton({
  next,
  variant,
  className,
}: {
  next: string;
  variant?: ButtonVariant;
  className?: string;
}) {
  return (
    <Button asChild size="lg" variant={variant} className={className}>
      <Link href={withReturn('/register', next)}>
        {SIGN_UP_LABEL}
        <ArrowRight aria-hidden="true" className="size-5" />
      </Link>
    </Button>
  );
}

function JoinLinks({ next, viewer }: { next: string; viewer: TownViewer }) {
  if (viewer !== 'visitor') {
    return (
      <Button asChild size="lg" variant="outline" className="border-white">
        <Link href="/">
          Open ParkPerks
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      </Button>
    );
  }
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <SignUpButton
        next={next}
        variant="outline"
        className="border-white bg-white text-primary-800 hover:bg-primary-50"
      />
      <p className="text-primary-50">
        Already have an account?{' '}
        <Link
          href={withReturn('/login', next)}
          className="rounded-sm font-semibold text-white underline underline-offset-4 focus-visible:outline-white"
        >
          Sign in
        </Link>
      </p>
    </div>
  );
}

/** One town: its shops and their offers, how it works, and the way in. */
export function TownView({
  town,
  offerId = null,
  viewer = 'visitor',
}: {
  town: Town;
  /** The shop whose window poster was scanned (`?offer=`): shown first, marked. */
  offerId?: string | null;
  viewer?: TownViewer;
}) {
  const highlighted = town.shops.find((shop) => shop.id === offerId) ?? null;
  const shops = highlighted
    ? [highlighted, ...town.shops.filter((shop) => shop !== highlighted)]
    : town.shops;
  const next = returnPathFor(town.slug, highlighted?.id ?? null);
  return (
    <TownShell>
      <section className="bg-primary-700 text-white">
        <div className="mx-auto max-w-3xl px-4 pt-6 pb-10">
          <p className="inline-flex items-center gap-2 text-sm font-medium text-primary-100">
            <MapPinned aria-hidden="true" className="size-4" />
            {town.name}
          </p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
            {townHeading(town.name)}
          </h1>
          <p className="mt-3 max-w-xl text-lg text-primary-50">
            Park in {town.name}, upload today’s parking ticket and get money off at{' '}
            {town.shops.length === 1 ? 'this local shop' : `these ${town.shops.length} local shops`}.
          </p>
          <div className="mt-6">
            <JoinLinks next={next} viewer={viewer} />
          </div>
        </div>
      </section>

      <section aria-labelledby="shops" className="mx-auto max-w-3xl px-4 py-8">
        <h2 id="shops" className="text-xl font-bold text-slate-900">
          Shops taking part
        </h2>
        <ul className="mt-4 grid gap-4">
          {shops.map((shop) => (
            <ShopCard key={shop.id} shop={shop} highlighted={shop === highlighted} viewer={viewer} />
          ))}
        </ul>
      </section>

      <HowItWorks />

      {viewer === 'visitor' ? (
        <section className="mx-auto max-w-3xl px-4 pb-12 text-center">
          <SignUpButton next={next} />
          <p className="mt-3 text-sm text-slate-600">
            Free for drivers.{' '}
            <Link href={withReturn('/login', next)} className={linkClass}>
              Sign in
            </Link>{' '}
            if you already have an account.
          </p>
        </section>
      ) : null}
    </TownShell>
  );
}

/** The index: every town with a shop taking part. */
export function TownsIndexView({ towns }: { towns: TownSummary[] }) {
  return (
    <TownShell>
      <section className="bg-primary-700 text-white">
        <div className="mx-auto max-w-3xl px-4 pt-6 pb-10">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{TOWNS_HEADING}</h1>
          <p className="mt-3 max-w-xl text-lg text-primary-50">
            Local shops that give ParkPerks drivers money off when they park nearby. Choose your town to see
            the offers.
          </p>
        </div>
      </section>
      <section aria-label="Towns" className="mx-auto max-w-3xl px-4 py-8">
        {towns.length ? (
          <ul className="grid gap-3 sm:grid-cols-2">
            {towns.map((town) => (
              <li key={town.slug}>
                <Link
                  href={townPath(town.slug)}
                  className="flex min-h-16 items-center justify-between gap-3 rounded-2xl bg-white px-5 py-4 shadow-card ring-1 ring-slate-200/70 hover:ring-primary-300"
                >
                  <span className="font-semibold text-slate-900">{town.name}</span>
                  <span className="text-sm text-slate-600">
                    {town.shopCount === 1 ? '1 shop' : `${town.shopCount} shops`}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <div className="flex flex-col items-center rounded-2xl bg-white p-8 text-center shadow-card ring-1 ring-slate-200/70">
            <Store aria-hidden="true" className="size-10 text-primary-700" />
            <h2 className="mt-3 text-lg font-semibold text-slate-900">No towns yet</h2>
            <p className="mt-1 text-slate-600">No shops take part yet. Own a local business?</p>
            <Button asChild className="mt-5">
              <Link href="/retailer-signup">Join as a Retailer</Link>
            </Button>
          </div>
        )}
      </section>
      <HowItWorks />
    </TownShell>
  );
}

/** A town without shops taking part (or a mistyped link): the server answers it with a 404. */
export function TownNotFoundView() {
  return (
    <TownShell>
      <div className="mx-auto flex max-w-md flex-col items-center px-6 py-16 text-center">
        <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-primary-50 text-primary-700">
          <MapPinned aria-hidden="true" className="size-8" />
        </span>
        <p className="mt-5 text-sm font-semibold tracking-widest text-primary-700">404</p>
        <h1 className="mt-2 text-2xl font-bold text-slate-900">{TOWN_NOT_FOUND_HEADING}</h1>
        <p className="mt-2 text-slate-600">
          We couldn’t find shops taking part in that town. Check the link, or see the towns that have offers.
        </p>
        <Button asChild size="lg" className="mt-7">
          <Link href="/towns">See all towns</Link>
        </Button>
      </div>
    </TownShell>
  );
}
