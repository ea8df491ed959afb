import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Logo } from './logo';
import { Button } from './ui/button';

/**
 * A centred full-screen message with a 'Go Home' button (404, Access Denied). With `action` (a
 * button such as 'Try again'), that comes first and 'Go Home' becomes the quieter second choice.
 */
export function StatusScreen({
  icon,
  code,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  code?: string;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="mx-auto w-full max-w-md px-4 pt-5">
        <Link href="/" aria-label="ParkPerks home" className="inline-flex rounded-lg">
          <Logo />
        </Link>
      </header>
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center px-6 pb-24 text-center">
        <div className="inline-flex size-16 items-center justify-center rounded-2xl bg-primary-50 text-primary-700">
          {icon}
        </div>
        {code ? <p className="mt-5 text-sm font-semibold tracking-widest text-primary-700">{code}</p> : null}
        <h1 className="mt-2 text-2xl font-bold text-slate-900">{title}</h1>
        <p className="mt-2 text-slate-600">{text}</p>
        <div className="mt-7 flex w-full flex-col items-center gap-3">
          {action}
          <Button asChild size="lg" variant={action ? 'ghost' : 'primary'} className="min-w-40">
            <Link href="/">Go Home</Link>
          </Button>
        </div>
      </main>
    </div>
  );
}
