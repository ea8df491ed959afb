import { LogIn } from 'lucide-react';
import { loginFormSchema } from '#contracts/auth-forms.ts';
import { AuthLink, AuthPrompt } from '#client/components/forms/auth-link.tsx';
import { EmailOrPhoneInput } from '#client/components/forms/contact-inputs.tsx';
import { Field } from '#client/components/forms/field.tsx';
import { CurrentPasswordInput } from '#client/components/forms/password-fields.tsx';
import { SubmitButton } from '#client/components/forms/submit-button.tsx';
import { AuthShell } from '#client/components/public-shell.tsx';
import { useLogin } from '#client/features/auth/api.ts';
import { usePageTitle } from '#client/lib/page-title.ts';
import { withNext } from '#client/lib/safe-next.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { useSignedIn } from './use-signed-in';

export function LoginPage() {
  usePageTitle('Sign In');
  const { search, onSignedIn } = useSignedIn('Logged in successfully');
  const login = useLogin();
  const form = useZodForm(loginFormSchema, { emailOrPhone: '', password: '' });

  const onSubmit = form.submit(login, {
    onSuccess: onSignedIn,
    failure: { fallback: 'Login failed' },
  });

  return (
    <AuthShell
      title="Welcome Back"
      description="Sign in to see today’s offers near your parking."
      icon={<LogIn aria-hidden="true" className="size-7" />}
      footer={
        // Signing up from here (the poster's QR code) still ends on the offer.
        <AuthPrompt question="Don’t have an account?" href={withNext('/register', search)}>
          Sign up
        </AuthPrompt>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <Field form={form} name="emailOrPhone" label="Email or Phone Number" required>
          <EmailOrPhoneInput />
        </Field>
        <div className="flex flex-col gap-1.5">
          <Field form={form} name="password" label="Password" required>
            <CurrentPasswordInput />
          </Field>
          <AuthLink href="/forgot-password" className="self-end py-2 text-sm">
            Forgot password?
          </AuthLink>
        </div>
        <SubmitButton size="lg" pending={login.isPending} pendingLabel="Signing in...">
          Sign In
        </SubmitButton>
      </form>
    </AuthShell>
  );
}
