import { LogOut, UserRound } from 'lucide-react';
import { Link } from 'wouter';
import { AppHeader } from '#client/components/app-header.tsx';
import { RetailerLogo } from '#client/components/offer-card.tsx';
import { SignOutButton } from '#client/features/auth/sign-out-button.tsx';
import type { OwnRetailer } from '#client/features/retailer/api.ts';

/** 'Retailer Portal' with the business name under it, the shop's logo and Sign Out. */
export function PortalHeader({
  retailer,
  title = 'Retailer Portal',
}: {
  retailer?: OwnRetailer | null;
  title?: string;
}) {
  return (
    <AppHeader
      width="wide"
      title={title}
      subtitle={retailer?.businessName}
      actions={
        <>
          {retailer ? (
            <RetailerLogo retailer={retailer} size="sm" className="hidden size-11 bg-white sm:inline-flex" />
          ) : null}
          <Link
            href="/profile"
            aria-label="Your account"
            title="Your account"
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-white/10 focus-visible:outline-white"
          >
            <UserRound aria-hidden="true" className="size-5" />
          </Link>
          <SignOutButton
            variant="ghost"
            className="px-3 text-white hover:bg-white/10 active:bg-white/15 focus-visible:outline-white"
          >
            <LogOut aria-hidden="true" className="size-4" />
            {/* Icon-only on a phone, so the business name keeps its room; still named 'Sign Out'. */}
            <span className="sr-only sm:not-sr-only">Sign Out</span>
          </SignOutButton>
        </>
      }
    />
  );
}
