import { Store } from 'lucide-react';
import { SignOutButton } from '#client/features/auth/sign-out-button.tsx';

/** The account has no retailer record (docs/decisions/019): say so, and offer Sign Out. */
export function RetailerProfileNotFound() {
  return (
    <main className="mx-auto flex max-w-md flex-col items-center gap-3 px-6 py-20 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-primary-50 text-primary-700">
        <Store aria-hidden="true" className="size-8" />
      </span>
      <h2 className="text-2xl font-bold text-slate-900">Retailer Profile Not Found</h2>
      <p className="text-slate-600">
        This account isn’t linked to a shop yet. Please contact ParkPerks support, or sign in with your
        retailer account.
      </p>
      <SignOutButton className="mt-3 min-w-40" />
    </main>
  );
}
