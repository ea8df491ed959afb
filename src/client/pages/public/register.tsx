import { UserPlus } from 'lucide-react';
import { useLocation, useSearch } from 'wouter';
import { registerFormSchema } from '#contracts/auth-forms.ts';
import { AuthLink } from '#client/components/forms/auth-link.tsx';
import { ContactFields, EMPTY_SIGN_UP_FIELDS } from '#client/components/forms/contact-fields.tsx';
import { NameInput } from '#client/components/forms/contact-inputs.tsx';
import { Field } from '#client/components/forms/field.tsx';
import { NewPasswordFields } from '#client/components/forms/password-fields.tsx';
import { SubmitButton } from '#client/components/forms/submit-button.tsx';
import { SignUpAgreement } from '#client/components/legal-links.tsx';
import { AuthShell } from '#client/components/public-shell.tsx';
import { useRegister } from '#client/features/auth/api.ts';
import { usePageTitle } from '#client/lib/page-title.ts';
import { safeNextPath, withNext } from '#client/lib/safe-next.ts';
import { toast } from '#client/lib/toast.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';

export function RegisterPage() {
  usePageTitle('Create Account');
  const [, navigate] = useLocation();
  const search = useSearch();
  const register = useRegister();
  const form = useZodForm(registerFormSchema, { fullName: '', ...EMPTY_SIGN_UP_FIELDS });

  const onSubmit = form.submit(register, {
    onSuccess: () => {
      toast({ title: 'Account created successfully', variant: 'success' });
      navigate(safeNextPath(search) ?? '/', { replace: true });
    },
    failure: { fallback: 'Registration failed' },
  });

  return (
    <AuthShell
      title="Create Account"
      description="Join ParkPerks and start saving every time you park."
      icon={<UserPlus aria-hidden="true" className="size-7" />}
      footer={
        <>
          <p className="text-slate-600">
            Already have an account? <AuthLink href={withNext('/login', search)}>Sign in</AuthLink>
          </p>
          <p className="text-slate-600">
            Own a local business? <AuthLink href="/retailer-signup">Sign up as a retailer</AuthLink>
          </p>
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
