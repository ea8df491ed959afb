import { cn } from '#client/lib/cn.ts';

/**
 * An upload's real progress, 0 to 100 (the bytes actually sent, features/uploads/upload-file.ts),
 * as a bar that screen readers announce by `label`. `className` sets the track's height.
 */
export function ProgressBar({
  label,
  value,
  className = 'h-3',
}: {
  label: string;
  value: number;
  className?: string;
}) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={cn('w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div
        className="h-full rounded-full bg-primary-700 transition-[width] duration-200 ease-out"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
