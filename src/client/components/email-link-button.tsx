import type { UseMutationResult } from '@tanstack/react-query';
import { errorStatus, toastApiError } from '#client/lib/api.ts';
import { Button } from './ui/button';

/** A link that does not work: the page shows its own screen for it rather than a toast. */
export const isBrokenLink = (error: unknown) => {
  const status = errorStatus(error);
  return status === 400 || status === 404;
};

/**
 * The one button of a page an e-mailed link opens (unsubscribing, confirming a contact address).
 * Opening the page changes nothing, since mail scanners open and run links; pressing does
 * (docs/decisions/036, 045). Any failure other than a broken link is a toast.
 */
export function EmailLinkButton({
  action,
  label,
  pendingLabel,
  failure,
}: {
  action: Pick<UseMutationResult<unknown, Error, void>, 'isPending' | 'mutate'>;
  label: string;
  pendingLabel: string;
  failure: string;
}) {
  return (
    <Button
      size="lg"
      className="w-full"
      pending={action.isPending}
      pendingLabel={pendingLabel}
      onClick={() =>
        action.mutate(undefined, {
          onError: (error) => {
            if (!isBrokenLink(error)) toastApiError(error, failure);
          },
        })
      }
    >
      {label}
    </Button>
  );
}
