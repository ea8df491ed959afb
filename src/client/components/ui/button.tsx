import { type ButtonHTMLAttributes, cloneElement, isValidElement, type ReactNode, type Ref } from 'react';
import { cn } from '#client/lib/cn.ts';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'success';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary-700 text-white shadow-sm hover:bg-primary-800 active:bg-primary-900',
  secondary: 'bg-primary-50 text-primary-800 hover:bg-primary-100 active:bg-primary-200',
  outline: 'border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 active:bg-slate-100',
  ghost: 'text-slate-700 hover:bg-slate-100 active:bg-slate-200',
  destructive: 'bg-danger-700 text-white shadow-sm hover:bg-danger-800 active:bg-danger-800',
  success: 'bg-success-700 text-white shadow-sm hover:bg-success-800',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-10 px-3 text-sm',
  md: 'min-h-11 px-4 text-base',
  lg: 'min-h-12 px-6 text-base',
  icon: 'size-11 p-0',
};

export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  className?: string,
) {
  return cn(
    'inline-flex select-none items-center justify-center gap-2 rounded-xl font-semibold transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
    'disabled:pointer-events-none disabled:opacity-55 [&_svg]:shrink-0',
    variants[variant],
    sizes[size],
    className,
  );
}

type AnyProps = Record<string, unknown>;

/**
 * `asChild`: the one child element (a link) rendered with the button's props, as Radix's Slot does
 * (the child's own props win, its className is merged, and an event handler on both runs the
 * child's first). Written out to keep Radix off the driver's home page (about 1 KB gzip).
 */
function withButtonProps(child: ReactNode, props: AnyProps, className: string): ReactNode {
  if (!isValidElement<AnyProps>(child)) return null;
  const own = child.props;
  const merged: AnyProps = {
    ...props,
    ...own,
    className: cn(className, own.className as string | undefined),
  };
  for (const [key, handler] of Object.entries(props)) {
    const ownHandler = own[key];
    if (/^on[A-Z]/.test(key) && typeof handler === 'function' && typeof ownHandler === 'function') {
      merged[key] = (...args: unknown[]) => {
        ownHandler(...args);
        handler(...args);
      };
    }
  }
  return cloneElement(child, merged);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Renders the child element (e.g. a link) with the button's look instead of a <button>. */
  asChild?: boolean;
  /** While true the button is disabled and shows a spinner with `pendingLabel`. */
  pending?: boolean;
  pendingLabel?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size = 'md',
  asChild = false,
  pending = false,
  pendingLabel,
  className,
  children,
  disabled,
  type,
  ...props
}: ButtonProps) {
  const classes = buttonClasses(variant, size, className);
  if (asChild) return withButtonProps(children, props, classes);
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...props}
    >
      {pending ? (
        <>
          <Spinner className="size-4" />
          {pendingLabel ?? children}
        </>
      ) : (
        children
      )}
    </button>
  );
}
