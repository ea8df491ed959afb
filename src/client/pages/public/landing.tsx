import {
  ArrowRight,
  BadgePercent,
  Camera,
  Check,
  MapPin,
  ShieldCheck,
  ShoppingBag,
  Sparkles,
  Store,
  Timer,
  Zap,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ButtonLink } from '#client/components/button-link.tsx';
import { PRIVACY_PATH, TERMS_PATH } from '#client/components/legal-links.tsx';
import { Logo } from '#client/components/logo.tsx';
import { usePageTitle } from '#client/lib/page-title.ts';
import { MONTHLY_FEE } from '#contracts/constants.ts';

const steps = [
  {
    title: 'Park & Upload',
    text: "Snap your parking ticket or a screenshot of your parking app. We check it's from today.",
    icon: Camera,
  },
  {
    title: 'Discover Offers',
    text: 'See discounts from shops, cafés and restaurants near where you parked.',
    icon: MapPin,
  },
  {
    title: 'Shop & Save',
    text: "Enter the shop's 4-digit code at the till and your discount is applied.",
    icon: ShoppingBag,
  },
] as const;

const reasons = [
  {
    title: 'Secure & Private',
    text: 'Your ticket is only used to check today’s parking. We never sell your data.',
    icon: ShieldCheck,
  },
  {
    title: 'Local Focus',
    text: 'Offers come from independent businesses close to your car park.',
    icon: Store,
  },
  {
    title: 'Instant Savings',
    text: 'Verified in seconds, redeemed at the till. No vouchers to print.',
    icon: Zap,
  },
  { title: 'Simple to Use', text: 'One photo a day unlocks up to 3 offers. That’s it.', icon: Sparkles },
] as const;

const retailerTerms = [
  '3 months free trial',
  `Then £${Number(MONTHLY_FEE)} per month per location`,
  '6-month minimum commitment after the trial',
  'Cancel anytime before the trial ends',
  'No payment needed to start',
];

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-5xl px-4 py-14 sm:py-20">
      <div className="mx-auto mb-10 max-w-2xl text-center">
        <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {title}
        </h2>
        {intro ? <p className="mt-3 text-base text-slate-600 sm:text-lg">{intro}</p> : null}
      </div>
      {children}
    </section>
  );
}

const footerLink =
  'inline-flex min-h-11 items-center rounded-sm px-1 font-medium text-slate-700 underline-offset-4 hover:text-slate-900 hover:underline';

export const LANDING_TITLE = 'Turn Your Parking Receipts Into Discounts';

/**
 * The landing page for visitors (docs/decisions/019). Also drawn into index.html at build time
 * (prerender.tsx), which is what a visitor opening / sees: no React until they leave it.
 */
export function LandingPage() {
  usePageTitle(LANDING_TITLE);
  return (
    <div className="min-h-dvh bg-white">
      <header className="bg-primary-700">
        <div className="mx-auto flex max-w-5xl items-center justify-between px-4 py-4">
          <Link href="/" aria-label="ParkPerks home" className="rounded-lg focus-visible:outline-white">
            <Logo tone="light" />
          </Link>
          <p className="hidden text-sm font-medium text-primary-100 sm:block">
            For UK drivers and local shops
          </p>
        </div>
      </header>

      <main>
        <section className="relative overflow-hidden bg-primary-700 text-white">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -top-24 -right-24 size-96 rounded-full bg-primary-500/30 blur-3xl"
          />
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -bottom-32 -left-20 size-80 rounded-full bg-primary-400/20 blur-3xl"
          />
          <div className="relative mx-auto grid max-w-5xl items-center gap-10 px-4 pt-8 pb-16 sm:pt-14 sm:pb-24 md:grid-cols-[1.2fr_1fr]">
            <div>
              <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-white ring-1 ring-white/20">
                <BadgePercent aria-hidden="true" className="size-4" />
                Parking that pays you back
              </p>
              <h1 className="text-4xl font-extrabold leading-[1.1] tracking-tight sm:text-5xl">
                Turn Your Parking Receipts Into Discounts
              </h1>
              <p className="mt-5 max-w-xl text-lg text-primary-50">
                Upload your parking ticket and unlock 24 hours of money off at shops, cafés and restaurants
                near where you parked.
              </p>
              <div className="mt-8 flex flex-col gap-3 sm:flex-row">
                <ButtonLink
                  href="/register"
                  size="lg"
                  variant="outline"
                  className="border-white bg-white text-primary-800 hover:bg-primary-50"
                >
                  Sign Up
                </ButtonLink>
                <ButtonLink
                  href="/login"
                  size="lg"
                  variant="ghost"
                  className="text-white ring-1 ring-white/60 hover:bg-white/10 active:bg-white/15"
                >
                  Sign In
                </ButtonLink>
              </div>
            </div>
            <div aria-hidden="true" className="mx-auto w-full max-w-xs">
              <div className="rotate-2 rounded-3xl bg-white p-5 text-slate-900 shadow-2xl">
                <div className="flex items-center justify-between">
                  <span className="text-sm font-semibold text-slate-600">Today’s Parking</span>
                  <span className="rounded-full bg-success-50 px-2.5 py-0.5 text-xs font-semibold text-success-800 ring-1 ring-success-200">
                    Verified
                  </span>
                </div>
                <p className="mt-3 text-sm text-slate-600">Valid for 24 hours from verification</p>
                <div className="mt-4 space-y-2.5">
                  {[
                    ['The Corner Café', '£2.00 off'],
                    ['High Street Books', '£3.00 off'],
                    ['Bloom Salon', '£4.00 off'],
                  ].map(([name, offer]) => (
                    <div
                      key={name}
                      className="flex items-center justify-between rounded-xl bg-slate-50 px-3 py-2.5"
                    >
                      <span className="text-sm font-medium">{name}</span>
                      <span className="text-sm font-bold text-success-700">{offer}</span>
                    </div>
                  ))}
                </div>
              </div>
            </div>
          </div>
        </section>

        <Section id="how-it-works" title="How It Works" intro="Three steps from car park to checkout.">
          <ol className="grid gap-5 md:grid-cols-3">
            {steps.map((step, index) => (
              <li
                key={step.title}
                className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-card"
              >
                <div className="flex items-center gap-3">
                  <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-primary-50 text-primary-700">
                    <step.icon aria-hidden="true" className="size-6" />
                  </span>
                  <span className="text-sm font-semibold text-primary-700">Step {index + 1}</span>
                </div>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-1.5 text-slate-600">{step.text}</p>
              </li>
            ))}
          </ol>
          {/* The public town pages (docs/decisions/034): the shops taking part, before signing up. */}
          <p className="mt-8 text-center">
            <Link
              href="/towns"
              className="inline-flex min-h-11 items-center gap-2 rounded-lg px-2 font-semibold text-primary-700 underline-offset-4 hover:underline"
            >
              <MapPin aria-hidden="true" className="size-5" />
              See the shops taking part, town by town
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </p>
        </Section>

        <div className="bg-slate-50">
          <Section id="why-choose" title="Why Choose ParkPerks?">
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {reasons.map((reason) => (
                <li
                  key={reason.title}
                  className="rounded-2xl bg-white p-6 shadow-card ring-1 ring-slate-200/70"
                >
                  <reason.icon aria-hidden="true" className="size-7 text-primary-700" />
                  <h3 className="mt-4 text-base font-semibold text-slate-900">{reason.title}</h3>
                  <p className="mt-1.5 text-sm text-slate-600">{reason.text}</p>
                </li>
              ))}
            </ul>
          </Section>
        </div>

        <section aria-labelledby="for-retailers" className="mx-auto max-w-5xl px-4 py-14 sm:py-20">
          <div className="grid gap-8 overflow-hidden rounded-3xl bg-slate-900 p-6 text-white sm:p-10 md:grid-cols-2 md:items-center">
            <div>
              <p className="inline-flex items-center gap-2 text-sm font-semibold text-warning-400">
                <Store aria-hidden="true" className="size-4" />
                For local businesses
              </p>
              <h2 id="for-retailers" className="mt-3 text-2xl font-bold tracking-tight sm:text-3xl">
                Bring drivers through your door
              </h2>
              <p className="mt-3 text-slate-300">
                Offer a small fixed discount that covers an hour or two of parking (we recommend £2-4) and get
                found by people parking nearby.
              </p>
              <ButtonLink
                href="/retailer-signup"
                iconAfter={ArrowRight}
                size="lg"
                className="mt-6 bg-white text-slate-900 hover:bg-slate-100"
              >
                Join as a Retailer
              </ButtonLink>
            </div>
            <ul className="space-y-3 rounded-2xl bg-white/5 p-5 ring-1 ring-white/10">
              {retailerTerms.map((term) => (
                <li key={term} className="flex items-start gap-3">
                  <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-success-600/20 text-success-500">
                    <Check aria-hidden="true" className="size-4" />
                  </span>
                  <span className="text-slate-100">{term}</span>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="get-started" className="bg-primary-50">
          <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-14 text-center sm:py-20">
            <Timer aria-hidden="true" className="size-10 text-primary-700" />
            <h2
              id="get-started"
              className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
            >
              Your next parking ticket could save you money
            </h2>
            <p className="mt-3 text-slate-600">Free for drivers. Sign up in under a minute.</p>
            <ButtonLink href="/register" iconAfter={ArrowRight} size="lg" className="mt-7">
              Get Started Now
            </ButtonLink>
          </div>
        </section>
      </main>

      <footer className="border-t border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl flex-col items-center justify-between gap-4 px-4 py-8 text-sm text-slate-600 sm:flex-row">
          <Logo className="scale-90" />
          <p>Made for UK drivers and the high streets they visit.</p>
          <nav aria-label="More about ParkPerks" className="flex flex-wrap justify-center gap-x-4">
            <Link href="/towns" className={footerLink}>
              Towns
            </Link>
            <Link href={PRIVACY_PATH} className={footerLink}>
              Privacy notice
            </Link>
            <Link href={TERMS_PATH} className={footerLink}>
              Terms
            </Link>
          </nav>
          <p>
            {/* The prerendered copy is from the build's year: static-landing.ts sets the current one. */}©{' '}
            <span data-current-year="">{new Date().getFullYear()}</span> ParkPerks
          </p>
        </div>
      </footer>
    </div>
  );
}
