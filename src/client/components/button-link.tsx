import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button, type ButtonSize, type ButtonVariant } from './ui/button';

/**
 * A link to another screen drawn as a button (Button asChild around a Link): `icon` before the label,
 * `iconAfter` after it ('Get Started Now →'). Icons are 20 px on a large button and 16 px on the others,
 * unless `iconClassName` says.
 */
export function ButtonLink({
  href,
  icon: Icon,
  iconAfter: IconAfter,
  iconClassName,
  variant,
  size,
  className,
  children,
}: {
  href: string;
  icon?: LucideIcon;
  iconAfter?: LucideIcon;
  iconClassName?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  children: ReactNode;
}) {
  const iconClass = iconClassName ?? (size === 'lg' ? 'size-5' : 'size-4');
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <Link href={href}>
        {Icon ? <Icon aria-hidden="true" className={iconClass} /> : null}
        {children}
        {IconAfter ? <IconAfter aria-hidden="true" className={iconClass} /> : null}
      </Link>
    </Button>
  );
}
