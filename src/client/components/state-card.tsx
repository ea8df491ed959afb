import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';
import { Card, CardContent } from './ui/card';

/**
 * A centred card a section shows instead of its content: nothing yet, could not load, not found,
 * paused. `className` overrides its spacing (gap-3, py-8).
 */
export function StateCard({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <Card>
      <CardContent className={cn('flex flex-col items-center gap-3 py-8 text-center', className)}>
        {children}
      </CardContent>
    </Card>
  );
}

const TONES = {
  slate: 'bg-slate-100 text-slate-500',
  warning: 'bg-warning-50 text-warning-700',
  success: 'bg-success-50 text-success-700',
} as const;

const SIZES = { md: 'size-12', lg: 'size-14' } as const;

/** The round icon such a card (or an empty list) leads with; the icon is drawn by the caller. */
export function StateIcon({
  children,
  tone = 'slate',
  size = 'md',
  className,
}: {
  children: ReactNode;
  tone?: keyof typeof TONES;
  /** md: 48 px (for a 24 px icon), lg: 56 px (for a 28 px icon). */
  size?: keyof typeof SIZES;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center justify-center rounded-full',
        SIZES[size],
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
