import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { cn } from '#client/lib/cn.ts';

/** A quiet 'Back to Home' style link for the public screens. */
export function BackLink({
  href = '/',
  label = 'Back to Home',
  className,
}: {
  href?: string;
  label?: string;
  className?: string;
}) {
  return (
    <Link
      href={href}
      className={cn(
        'inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900',
        className,
      )}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}
