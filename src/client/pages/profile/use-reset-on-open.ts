import { useEffect } from 'react';

/** Each time a dialog opens, its form starts again (`reset`: from the saved values, or empty). */
export function useResetOnOpen(open: boolean, reset: () => void): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when it opens, not on every render's new `reset`.
  useEffect(() => {
    if (open) reset();
  }, [open]);
}
