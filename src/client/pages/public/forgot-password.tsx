import { KeyRound, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { forgotPasswordFormSchema } from '#contracts/auth-forms.ts';
import { AuthShell } from '#client/components/public-shell.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { useRequestPasswordReset } from '#client/features/auth/api.ts';
import { usePageTitle } from '#client/lib/page-title.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { EMAIL_OR_PHONE_PLACEHOLDER } from './placeholders';

const linkClass = 'rounded-sm font-semibold text-primary-700 underline-offset-4 hover:underline';

function CheckYourEmail() {
  return (
    <AuthShell
      title="Check Your Email"
      icon={<MailCheck aria-hidden="true" className="size-7" />}
      description="If an account matches what you entered, we’ve sent it a link to reset your password."
      showBack={false}
    >
      <ul className="mb-6 space-y-2 rounded-2xl bg-slate-50 p-4 text-sm text-slate-700 ring-1 ring-slate-200">
        <li>The link expires in 1 hour.</li>
        <li>It can only be used once.</li>
        <li>Can’t see it? It may be in your spam or junk folder.</li>
      </ul>
      <div className="flex flex-col gap-3">
        <Button asChild size="lg">
          <Link href="/login">Back to Login</Link>
        </Button>
        <Button asChild size="lg" variant="ghost">
          <Link href="/">← Back to Home</Link>
        </Button>
      </div>
    </AuthShell>
  );
}

export function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const requestReset = useRequestPasswordReset();
  const form = useZodForm(forgotPasswordFormSchema, { emailOrPhone: '' });

  const onSubmit = form.submit(requestReset, {
    onSuccess: () => setSent(true),
    failure: { fallback: 'Failed to request password reset' },
  });

  usePageTitle(sent ? 'Check Your Email' : 'Forgot Password');
  if (sent) return <CheckYourEmail />;

  return (
    <AuthShell
      title="Forgot Password"
      description="Enter the email or phone number you signed up with and we’ll send you a reset link."
      icon={<KeyRound aria-hidden="true" className="size-7" />}
      footer={
        <p className="text-slate-600">
          Remembered it?{' '}
          <Link href="/login" className={linkClass}>
            Back to Login
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <FormField label="Email or Phone Number" error={form.errors.emailOrPhone} required>
          <Input
            {...form.field('emailOrPhone')}
            type="text"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={EMAIL_OR_PHONE_PLACEHOLDER}
          />
        </FormField>
        <Button type="submit" size="lg" pending={requestReset.isPending} pendingLabel="Sending...">
          Send Reset Link
        </Button>
      </form>
    </AuthShell>
  );
}
