import { CircleCheck, LockKeyhole, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { resetPasswordFormSchema } from '#contracts/auth-forms.ts';
import { AuthPrompt } from '#client/components/forms/auth-link.tsx';
import { NewPasswordFields } from '#client/components/forms/password-fields.tsx';
import { SubmitButton } from '#client/components/forms/submit-button.tsx';
import { AuthShell } from '#client/components/public-shell.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useResetPassword } from '#client/features/auth/api.ts';
import { usePageTitle } from '#client/lib/page-title.ts';
import { toast } from '#client/lib/toast.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';

function PasswordResetDone() {
  return (
    <AuthShell
      title="Password Reset!"
      icon={<CircleCheck aria-hidden="true" className="size-7" />}
      description="Your password has been changed. You can now sign in with your new password."
      showBack={false}
    >
      <Button asChild size="lg" className="w-full">
        <Link href="/login">Go to Login</Link>
      </Button>
    </AuthShell>
  );
}

export function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [done, setDone] = useState(false);
  const resetPassword = useResetPassword();
  const form = useZodForm(resetPasswordFormSchema, { newPassword: '', confirmPassword: '' });
  usePageTitle(done ? 'Password Reset!' : 'Reset Password');

  // A link without its token cannot work: say so once when the page opens.
  const warned = useRef(false);
  useEffect(() => {
    if (!token && !warned.current) {
      warned.current = true;
      toast({ title: 'Invalid Link', description: 'No reset token found in URL', variant: 'destructive' });
    }
  }, [token]);

  const onSubmit = form.submit(resetPassword, {
    request: (values) => {
      if (token) return { token, ...values };
      toast({ title: 'Invalid Link', description: 'No reset token found in URL', variant: 'destructive' });
      return null;
    },
    onSuccess: () => setDone(true),
    failure: { fallback: 'Password reset failed' },
  });

  if (done) return <PasswordResetDone />;

  return (
    <AuthShell
      title="Reset Password"
      description="Choose a new password for your ParkPerks account."
      icon={<LockKeyhole aria-hidden="true" className="size-7" />}
      footer={<AuthPrompt href="/login">Back to Login</AuthPrompt>}
    >
      {token ? null : (
        <div className="mb-5 flex gap-3 rounded-2xl bg-warning-50 p-4 text-sm text-warning-800 ring-1 ring-warning-200">
          <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
          <p>
            This link is missing its reset token. Please open the link from your message again, or{' '}
            <Link href="/forgot-password" className="font-semibold underline underline-offset-2">
              request a new one
            </Link>
            .
          </p>
        </div>
      )}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <NewPasswordFields form={form} name="newPassword" label="New Password" />
        <SubmitButton
          size="lg"
          disabled={!token}
          pending={resetPassword.isPending}
          pendingLabel="Resetting..."
        >
          Reset Password
        </SubmitButton>
      </form>
    </AuthShell>
  );
}
