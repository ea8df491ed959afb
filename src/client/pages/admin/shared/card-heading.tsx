import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';

/**
 * The top of an admin card that makes something (a retailer, a report link): its icon, title and
 * what it does, then any control (`children`, such as the button that opens the form).
 */
export function CardHeading({
  icon,
  title,
  description,
  className,
  children,
}: {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={cn('flex flex-wrap items-center gap-3 p-5', className)}>
      <span className="inline-flex size-10 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
        {icon}
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        <p className="text-sm text-slate-600">{description}</p>
      </div>
      {children}
    </div>
  );
}
