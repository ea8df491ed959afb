import { Camera, History, Home, Tag, User } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useTodayTicketQuietly } from '#client/features/tickets/api.ts';
import { uploadBlockedReason } from '#client/features/tickets/ticket-state.tsx';
import { cn } from '#client/lib/cn.ts';

const tabs = [
  { href: '/', label: 'Home', icon: Home },
  { href: '/browse-offers', label: 'Offers', icon: Tag },
  { href: '/history', label: 'History', icon: History },
  { href: '/profile', label: 'Profile', icon: User },
] as const;

function isActive(href: string, location: string): boolean {
  if (href === '/') return location === '/';
  if (href === '/browse-offers') {
    return location === href || location.startsWith('/offer/') || location.startsWith('/redeem-offer/');
  }
  return location === href || location.startsWith(`${href}/`);
}

function Tab({ href, label, icon: Icon, location }: (typeof tabs)[number] & { location: string }) {
  const active = isActive(href, location);
  return (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'flex min-h-14 flex-1 flex-col items-center justify-center gap-1 rounded-xl text-xs font-medium transition-colors',
        active ? 'text-primary-700' : 'text-slate-600 hover:text-slate-900',
      )}
    >
      <Icon aria-hidden="true" className={cn('size-6', active && 'stroke-[2.4]')} />
      {label}
    </Link>
  );
}

const cameraClasses =
  '-mt-7 inline-flex size-16 items-center justify-center rounded-full text-white shadow-raised ring-4 ring-white';

/**
 * The raised round upload button. Once today's proof is verified a new upload would be refused, so
 * it says so instead of leading there (issue 25): aria-disabled (still focusable, so its reason is
 * heard), greyed, and a tap shows the reason above it.
 */
function UploadButton({ active }: { active: boolean }) {
  const reason = uploadBlockedReason(useTodayTicketQuietly().data);
  const [showWhy, setShowWhy] = useState(false);
  const whyId = useId();
  if (!reason) {
    return (
      <Link
        href="/upload-ticket"
        aria-label="Upload Parking Proof"
        aria-current={active ? 'page' : undefined}
        className={cn(
          cameraClasses,
          'bg-primary-700 transition-transform hover:bg-primary-800 active:scale-95',
        )}
      >
        <Camera aria-hidden="true" className="size-7" />
      </Link>
    );
  }
  return (
    <div className="relative">
      <button
        type="button"
        aria-label="Upload Parking Proof"
        aria-disabled="true"
        aria-describedby={whyId}
        title={reason}
        onClick={() => setShowWhy((shown) => !shown)}
        onBlur={() => setShowWhy(false)}
        className={cn(cameraClasses, 'cursor-not-allowed bg-slate-400')}
      >
        <Camera aria-hidden="true" className="size-7" />
      </button>
      <p
        id={whyId}
        role={showWhy ? 'status' : undefined}
        className={cn(
          'absolute bottom-full left-1/2 mb-9 w-56 -translate-x-1/2 rounded-xl bg-slate-900 px-3 py-2 text-center text-xs text-white shadow-raised',
          showWhy ? 'block' : 'sr-only',
        )}
      >
        {reason}
      </p>
    </div>
  );
}

/**
 * The driver's bottom navigation: Home, Offers, a raised round upload button, History, Profile.
 * Pages that show it leave room at the bottom (pb-28).
 */
export function BottomNav() {
  const [location] = useLocation();
  const [home, offers, history, profile] = tabs;
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-md items-end justify-between px-2 pt-1 pb-1">
        <Tab {...home} location={location} />
        <Tab {...offers} location={location} />
        <div className="flex flex-1 justify-center">
          <UploadButton active={location === '/upload-ticket'} />
        </div>
        <Tab {...history} location={location} />
        <Tab {...profile} location={location} />
      </div>
    </nav>
  );
}
