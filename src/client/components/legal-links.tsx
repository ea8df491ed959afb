import { Link } from 'wouter';
import { cn } from '#client/lib/cn.ts';

/** The public privacy notice and terms (decisions.md section 5): pages anyone can read, without JavaScript. */
export const PRIVACY_PATH = '/privacy';
export const TERMS_PATH = '/terms';

const inlineLink =
  'rounded-sm font-semibold text-primary-700 underline underline-offset-2 hover:text-primary-800';

/** Beside a sign-up form's submit button: what creating the account agrees to. */
export function SignUpAgreement({ className }: { className?: string }) {
  return (
    <p className={cn('text-center text-sm text-slate-600', className)}>
      By creating an account you agree to the{' '}
      <Link href={TERMS_PATH} className={inlineLink}>
        Terms
      </Link>{' '}
      and have read the{' '}
      <Link href={PRIVACY_PATH} className={inlineLink}>
        Privacy notice
      </Link>
      .
    </p>
  );
}

/** 'Privacy · Terms' for a footer or the profile's about card. */
export function LegalLinks({ className, linkClassName }: { className?: string; linkClassName?: string }) {
  const link = cn(
    'inline-flex min-h-11 items-center rounded-sm px-1 underline-offset-4 hover:underline',
    linkClassName,
  );
  return (
    <nav aria-label="Legal" className={cn('flex flex-wrap items-center gap-x-4', className)}>
      <Link href={PRIVACY_PATH} className={link}>
        Privacy notice
      </Link>
      <Link href={TERMS_PATH} className={link}>
        Terms
      </Link>
    </nav>
  );
}
