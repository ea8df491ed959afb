import { Loader2 } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';

interface SpinnerProps {
  className?: string;
  /** Announced to screen readers; omit when the surrounding text already says what is loading. */
  label?: string;
}

export function Spinner({ className, label }: SpinnerProps) {
  return (
    <>
      <Loader2 aria-hidden="true" className={cn('size-5 animate-spin', className)} />
      {label ? <span className="sr-only">{label}</span> : null}
    </>
  );
}
