import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cn } from '#client/lib/cn.ts';
import { BackLink } from './back-link';
import { Logo } from './logo';

interface AuthShellProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  /** Extra content under the card (links to other screens). */
  footer?: ReactNode;
  /** Wider card for long forms such as retailer sign-up. */
  wide?: boolean;
  showBack?: boolean;
}

/**
 * The frame of the public account screens: logo, a back-to-home link, and one soft card in a
 * centred mobile-first column.
 */
export function AuthShell({
  title,
  description,
  icon,
  children,
  footer,
  wide,
  showBack = true,
}: AuthShellProps) {
  return (
    <div className="min-h-dvh bg-gradient-to-b from-primary-50 via-slate-50 to-slate-50">
      <header
        className={cn('mx-auto flex items-center justify-between px-4 pt-5', wide ? 'max-w-xl' : 'max-w-md')}
      >
        <Link href="/" aria-label="ParkPerks home" className="rounded-lg">
          <Logo />
        </Link>
        {showBack ? <BackLink className="-mr-2" /> : null}
      </header>
      <main className={cn('mx-auto px-4 pt-6 pb-12', wide ? 'max-w-xl' : 'max-w-md')}>
        <div className="rounded-3xl border border-slate-200/80 bg-white p-6 shadow-card sm:p-8">
          <div className="mb-6 flex flex-col items-center text-center">
            {icon ? (
              <div className="mb-4 inline-flex size-14 items-center justify-center rounded-2xl bg-primary-50 text-primary-700">
                {icon}
              </div>
            ) : null}
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
            {description ? <p className="mt-2 text-base text-slate-600">{description}</p> : null}
          </div>
          {children}
        </div>
        {footer ? (
          <div className="mt-6 flex flex-col items-center gap-2 text-center text-sm">{footer}</div>
        ) : null}
      </main>
    </div>
  );
}
