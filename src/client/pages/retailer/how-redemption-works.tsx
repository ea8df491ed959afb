import { Info, Printer } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import type { OwnRetailer } from '#client/features/retailer/api.ts';
import { formatMoney } from '#client/lib/format.ts';

/** 'How Redemption Works', with this month's code, and the way to the window poster. */
export function HowRedemptionWorks({ retailer }: { retailer: OwnRetailer }) {
  const steps = [
    'A driver parks nearby and uploads proof of parking in ParkPerks.',
    'They find your offer and come in to shop.',
    'At the till, tell them your code. They type it into the app.',
    `They show you the ‘Discount Applied!’ screen: take ${formatMoney(retailer.discountAmount)} off their bill.`,
  ];
  return (
    <Card role="region" aria-labelledby="how-it-works-title" className="border-primary-200">
      <CardContent className="flex flex-col gap-4">
        <div className="flex items-center gap-2">
          <Info aria-hidden="true" className="size-5 text-primary-700" />
          <h2 id="how-it-works-title" className="text-lg font-semibold text-slate-900">
            How Redemption Works
          </h2>
        </div>
        <div className="rounded-2xl bg-primary-50 p-4 text-center">
          <p className="text-sm font-medium text-primary-900">Your code this month</p>
          <p className="font-mono text-5xl font-bold tracking-[0.25em] text-primary-800" aria-hidden="true">
            {retailer.monthlyCode}
          </p>
          <p className="sr-only">{retailer.monthlyCode.split('').join(' ')}</p>
          <p className="mt-1 text-xs text-slate-600">A new code starts on the 1st of each month.</p>
        </div>
        <ol className="flex flex-col gap-3">
          {steps.map((step, index) => (
            <li key={step} className="flex gap-3 text-sm text-slate-700">
              <span
                aria-hidden="true"
                className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-primary-700 text-xs font-bold text-white"
              >
                {index + 1}
              </span>
              <span>{step}</span>
            </li>
          ))}
        </ol>
        <p className="text-sm text-slate-600">
          Keep the code at the till and say it aloud only to customers who ask for it.
        </p>
        <Button asChild variant="secondary">
          <Link href="/retailer/poster">
            <Printer aria-hidden="true" className="size-4" />
            Print a Window Poster
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
