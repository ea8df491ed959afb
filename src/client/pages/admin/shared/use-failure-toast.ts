import { useEffect } from 'react';
import { toast } from '#client/lib/toast.ts';

/** docs/decisions/019: a failed admin read also says so in a toast ('Failed to fetch retailers'), once per failure. */
export function useFailureToast(failedAt: number, isError: boolean, message: string) {
  useEffect(() => {
    if (isError && failedAt) toast({ title: 'Error', description: message, variant: 'destructive' });
  }, [isError, failedAt, message]);
}
