import type { ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';

/** The colours of a button that deletes or declines something. */
export const DANGER_ACTION = 'text-danger-700 hover:bg-danger-50';

/** An icon-only button on a record: named by `label` for screen readers, by `title` on hover. */
export function IconAction({
  label,
  title,
  onClick,
  disabled,
  danger,
  className,
  children,
}: {
  label: string;
  title: string;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn('size-10', className, danger && DANGER_ACTION)}
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={title}
    >
      {children}
    </Button>
  );
}
