import { History as HistoryIcon, Home, Hourglass } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { PhotoImage } from './preview';

/**
 * The reader was unsure of the proof, so a person checks it (202, docs/decisions/039): the server's
 * words, what happens next, and the way home, where the card says it is being checked.
 */
export function InReview({ url, message }: { url: string | null; message: string }) {
  return (
    <Card className="overflow-hidden">
      <PhotoImage url={url} alt="" className="h-44" />
      <div role="status" className="flex flex-col items-center gap-2 px-5 pt-6 text-center">
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-primary-50 text-primary-700">
          <Hourglass aria-hidden="true" className="size-6" />
        </span>
        <h2 className="text-lg font-semibold text-slate-900">We’re checking your ticket</h2>
        <p className="text-sm text-slate-700">{message}</p>
        <p className="text-sm text-slate-600">
          A person is looking at your photo. Offers open as soon as it is approved: you’ll see the answer on
          your home screen and in your history.
        </p>
      </div>
      <div className="flex flex-col gap-2 px-5 pt-4 pb-6">
        <Button asChild size="lg">
          <Link href="/">
            <Home aria-hidden="true" className="size-5" />
            Return to Home
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/history">
            <HistoryIcon aria-hidden="true" className="size-4" />
            View History
          </Link>
        </Button>
      </div>
    </Card>
  );
}
