import { UserPlus } from 'lucide-react';
import { Link, useLocation, useSearch } from 'wouter';
import { registerFormSchema } from '#contracts/auth-forms.ts';
import { SignUpAgreement } from '#client/components/legal-links.tsx';
import { AuthShell } from '#client/components/public-shell.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { useRegister } from '#client/features/auth/api.ts';
import { usePageTitle } from '#client/lib/page-title.ts';
import { safeNextPath, withNext } from '#client/lib/safe-next.ts';
import { toast } from '#client/lib/toast.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { ContactFields } from './contact-fields';

const linkClass = 'rounded-sm font-semibold text-primary-700 underline-offset-4 hover:underline';

export function RegisterPage() {
  usePageTitle('Create Account');
  const [, navigate] = useLocation();
  const search = useSearch();
  const register = useRegister();
  const form = useZodForm(registerFormSchema, {
    fullName: '',
    contactMethod: 'email',
    email: '',
    phone: '',
    password: '',
    confirmPassword: '',
  });

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
            Already have an account?{' '}
            <Link href={withNext('/login', search)} className={linkClass}>
              Sign in
            </Link>
          </p>
          <p className="text-slate-600">
            Own a local business?{' '}
            <Link href="/retailer-signup" className={linkClass}>
              Sign up as a retailer
            </Link>
          </p>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <FormField label="Full Name" error={form.errors.fullName} required>
          <Input {...form.field('fullName')} autoComplete="name" autoCapitalize="words" />
        </FormField>
        <ContactFields form={form} />
        <FormField label="Password" error={form.errors.password} hint="At least 8 characters" required>
          <Input {...form.field('password')} type="password" autoComplete="new-password" />
        </FormField>
        <FormField label="Confirm Password" error={form.errors.confirmPassword} required>
          <Input {...form.field('confirmPassword')} type="password" autoComplete="new-password" />
        </FormField>
        <Button type="submit" size="lg" pending={register.isPending} pendingLabel="Creating Account...">
          Create Account
        </Button>
        <SignUpAgreement />
      </form>
    </AuthShell>
  );
}
