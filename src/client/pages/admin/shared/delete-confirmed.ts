import { toastApiError } from '#client/lib/api.ts';
import { toast } from '#client/lib/toast.ts';

/**
 * Deletes the record an admin confirmed in a ConfirmDialog. Done: the dialog closes (`close`), a toast
 * says so and `afterwards` runs; failed: a toast says why (`failure`, under `failureTitle`) and the dialog
 * stays open, to try again or cancel. Nothing is chosen: nothing happens.
 */
export function deleteConfirmed<T extends { id: string }>(
  record: T | null,
  remove: {
    mutate: (id: string, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  },
  options: {
    close: () => void;
    done: { title: string; description?: string };
    failure: string;
    failureTitle?: string;
    afterwards?: () => void;
  },
): void {
  if (!record) return;
  remove.mutate(record.id, {
    onSuccess: () => {
      options.close();
      toast({ ...options.done, variant: 'success' });
      options.afterwards?.();
    },
    onError: (error) => toastApiError(error, options.failure, options.failureTitle),
  });
}
