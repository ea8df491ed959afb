import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cn } from '#client/lib/cn.ts';
import { Logo } from './logo';

interface AppHeaderProps {
  /** Page title shown beside the logo or back link. */
  title?: ReactNode;
  subtitle?: ReactNode;
  /** Shows a back link to this path instead of the logo. */
  backTo?: string;
  backLabel?: string;
  /** Content on the right (avatar, sign-out …). */
  actions?: ReactNode;
  /** 'narrow' keeps the driver/public column (28rem); 'wide' suits the retailer and admin screens. */
  width?: 'narrow' | 'wide';
  className?: string;
}

/** The blue app bar used by signed-in screens. */
export function AppHeader({
  title,
  subtitle,
  backTo,
  backLabel = 'Back',
  actions,
  width = 'narrow',
  className,
}: AppHeaderProps) {
  return (
    <header
      className={cn(
        // Below the offline banner while it shows (components/offline-banner.tsx).
        'sticky top-[var(--offline-banner-height,0px)] z-30 bg-primary-700 text-white shadow-md',
        'pt-[env(safe-area-inset-top)]',
        className,
      )}
    >
      <div
        className={cn(
          'mx-auto flex min-h-16 items-center gap-3 px-4 py-2',
          width === 'narrow' ? 'max-w-md' : 'max-w-6xl',
        )}
      >
        {backTo ? (
          <Link
            href={backTo}
            aria-label={backLabel}
            className="-ml-2 inline-flex size-11 items-center justify-center rounded-full hover:bg-white/10 focus-visible:outline-white"
          >
            <ArrowLeft aria-hidden="true" className="size-5" />
          </Link>
        ) : (
          <Link href="/" aria-label="ParkPerks home" className="rounded-lg focus-visible:outline-white">
            <Logo tone="light" showName={!title} />
          </Link>
        )}
        {title ? (
          <div className="min-w-0 flex-1">
            <h1 className="truncate text-lg font-semibold leading-tight">{title}</h1>
            {subtitle ? <p className="truncate text-sm text-primary-100">{subtitle}</p> : null}
          </div>
        ) : (
          <div className="flex-1" />
        )}
        {actions ? <div className="flex items-center gap-2">{actions}</div> : null}
      </div>
    </header>
  );
}
