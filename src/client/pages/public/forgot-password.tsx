import { KeyRound, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { forgotPasswordFormSchema } from '#contracts/auth-forms.ts';
import { AuthPrompt } from '#client/components/forms/auth-link.tsx';
import { EmailOrPhoneInput } from '#client/components/forms/contact-inputs.tsx';
import { Field } from '#client/components/forms/field.tsx';
import { SubmitButton } from '#client/components/forms/submit-button.tsx';
import { AuthShell } from '#client/components/public-shell.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useRequestPasswordReset } from '#client/features/auth/api.ts';
import { usePageTitle } from '#client/lib/page-title.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';

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
        <AuthPrompt question="Remembered it?" href="/login">
          Back to Login
        </AuthPrompt>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <Field form={form} name="emailOrPhone" label="Email or Phone Number" required>
          <EmailOrPhoneInput />
        </Field>
        <SubmitButton size="lg" pending={requestReset.isPending} pendingLabel="Sending...">
          Send Reset Link
        </SubmitButton>
      </form>
    </AuthShell>
  );
}
