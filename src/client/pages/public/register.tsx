import { UserPlus } from 'lucide-react';
import { Link, useLocation, useSearch } from 'wouter';
import { registerFormSchema } from '../../../contracts/auth-forms';
import { AuthShell } from '../../components/public-shell';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { useRegister } from '../../features/auth/api';
import { usePageTitle } from '../../lib/page-title';
import { safeNextPath, withNext } from '../../lib/safe-next';
import { toast } from '../../lib/toast';
import { useZodForm } from '../../lib/use-zod-form';
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
      </form>
    </AuthShell>
  );
}
