import { useLocation, useSearch } from 'wouter';
import { safeNextPath } from '#client/lib/safe-next.ts';
import { toast } from '#client/lib/toast.ts';

/**
 * Signing in and signing up end alike: a toast saying so, then the page the visitor came for (a safe
 * `next`, such as the offer behind a poster's QR code) or home, replacing the form in the history.
 * Answers the page's query too, for links to the other form that keep `next`.
 */
export function useSignedIn(message: string) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const onSignedIn = () => {
    toast({ title: message, variant: 'success' });
    navigate(safeNextPath(search) ?? '/', { replace: true });
  };
  return { search, onSignedIn };
}
