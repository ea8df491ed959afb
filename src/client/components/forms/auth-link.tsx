import type { ReactNode } from 'react';
import { Link } from 'wouter';

const LINK_CLASS = 'rounded-sm font-semibold text-primary-700 underline-offset-4 hover:underline';

/** A link of the account screens ('Sign up', 'Forgot password?', 'Back to Login'), in the brand colour. */
export function AuthLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link href={href} className={className ? `${LINK_CLASS} ${className}` : LINK_CLASS}>
      {children}
    </Link>
  );
}
