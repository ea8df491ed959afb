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

/**
 * A line under an account screen's form: a question and the link that answers it ('Already have an
 * account? Sign in'), or the link alone.
 */
export function AuthPrompt({
  question,
  href,
  children,
}: {
  question?: string;
  href: string;
  children: ReactNode;
}) {
  return (
    <p className="text-slate-600">
      {question ? `${question} ` : null}
      <AuthLink href={href}>{children}</AuthLink>
    </p>
  );
}
