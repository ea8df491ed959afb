import { useEffect } from 'react';
import { toast } from '../../../lib/toast';

/** Spec section 8 'Admin': a failed read also says so in a toast ('Failed to fetch retailers'), once per failure. */
export function useFailureToast(failedAt: number, isError: boolean, message: string) {
  useEffect(() => {
    if (isError && failedAt) toast({ title: 'Error', description: message, variant: 'destructive' });
  }, [isError, failedAt, message]);
}
