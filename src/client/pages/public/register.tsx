import { UserPlus } from 'lucide-react';
import { registerFormSchema } from '#contracts/auth-forms.ts';
import { AuthPrompt } from '#client/components/forms/auth-link.tsx';
import { ContactFields, EMPTY_SIGN_UP_FIELDS } from '#client/components/forms/contact-fields.tsx';
import { NameInput } from '#client/components/forms/contact-inputs.tsx';
import { Field } from '#client/components/forms/field.tsx';
import { NewPasswordFields } from '#client/components/forms/password-fields.tsx';
import { SubmitButton } from '#client/components/forms/submit-button.tsx';
import { SignUpAgreement } from '#client/components/legal-links.tsx';
import { AuthShell } from '#client/components/public-shell.tsx';
import { useRegister } from '#client/features/auth/api.ts';
import { usePageTitle } from '#client/lib/page-title.ts';
import { withNext } from '#client/lib/safe-next.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { useSignedIn } from './use-signed-in';

export function RegisterPage() {
  usePageTitle('Create Account');
  const { search, onSignedIn } = useSignedIn('Account created successfully');
  const register = useRegister();
  const form = useZodForm(registerFormSchema, { fullName: '', ...EMPTY_SIGN_UP_FIELDS });

  const onSubmit = form.submit(register, {
    onSuccess: onSignedIn,
    failure: { fallback: 'Registration failed' },
  });

  return (
    <AuthShell
      title="Create Account"
      description="Join ParkPerks and start saving every time you park."
      icon={<UserPlus aria-hidden="true" className="size-7" />}
      footer={
        <>
          <AuthPrompt question="Already have an account?" href={withNext('/login', search)}>
            Sign in
          </AuthPrompt>
          <AuthPrompt question="Own a local business?" href="/retailer-signup">
            Sign up as a retailer
          </AuthPrompt>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <Field form={form} name="fullName" label="Full Name" required>
          <NameInput />
        </Field>
        <ContactFields form={form} />
        <NewPasswordFields form={form} name="password" label="Password" />
        <SubmitButton size="lg" pending={register.isPending} pendingLabel="Creating Account...">
          Create Account
        </SubmitButton>
        <SignUpAgreement />
      </form>
    </AuthShell>
  );
}
