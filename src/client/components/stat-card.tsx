import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';
import { Card, CardContent } from './ui/card';

/**
 * One figure on a card: its label, the value and what it counts. The icon sits in the corner
 * (`corner`, the retailer portal's numbers) or beside the words (`side`, the admin statistics); a
 * card without one is a plain headline figure (the town report). A null value is still loading: a
 * grey bar that says so to a screen reader.
 */
export function StatCard({
  label,
  labelAs: Label = 'p',
  value,
  caption,
  icon,
  placement = 'side',
  iconTone = 'bg-primary-50 text-primary-700',
  className,
  valueClassName,
}: {
  label: string;
  /** The label's element: a heading where the card is a section of its page. */
  labelAs?: 'h2' | 'h3' | 'p';
  value: ReactNode | null;
  caption?: string;
  icon?: ReactNode;
  placement?: 'corner' | 'side';
  /** The icon tile's colours. */
  iconTone?: string;
  className?: string;
  valueClassName?: string;
}) {
  if (icon && placement === 'corner') {
    return (
      <Card className={cn('flex flex-col gap-2 p-4 sm:p-5', className)}>
        <div className="flex items-start justify-between gap-2">
          <Label className="text-sm font-medium text-slate-700">{label}</Label>
          <span
            aria-hidden="true"
            className={cn('inline-flex size-9 shrink-0 items-center justify-center rounded-xl', iconTone)}
          >
            {icon}
          </span>
        </div>
        <p className={cn('text-3xl font-bold tabular-nums text-slate-900', valueClassName)}>{value}</p>
        <p className="text-xs text-slate-600">{caption}</p>
      </Card>
    );
  }
  if (icon) {
    return (
      <Card className={className}>
        <CardContent className="flex items-start gap-4">
          <span
            className={cn('inline-flex size-11 shrink-0 items-center justify-center rounded-xl', iconTone)}
          >
            {icon}
          </span>
          <div className="min-w-0">
            <Label className="text-sm font-medium text-slate-600">{label}</Label>
            {value === null ? (
              <p className="mt-1 h-8 w-20 animate-pulse rounded-md bg-slate-200">
                <span className="sr-only">Loading...</span>
              </p>
            ) : (
              <p
                className={cn(
                  'mt-0.5 text-3xl font-bold tracking-tight text-slate-900 tabular-nums',
                  valueClassName,
                )}
              >
                {value}
              </p>
            )}
            {caption ? <p className="mt-1 text-xs text-slate-600">{caption}</p> : null}
          </div>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card className={cn('p-4', className)}>
      <Label className="text-sm text-slate-600">{label}</Label>
      <p className={cn('mt-1 text-2xl font-bold text-slate-900 tabular-nums', valueClassName)}>{value}</p>
    </Card>
  );
}
