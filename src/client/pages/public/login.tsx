import { LogIn } from 'lucide-react';
import { Link, useLocation, useSearch } from 'wouter';
import { loginFormSchema } from '#contracts/auth-forms.ts';
import { AuthShell } from '#client/components/public-shell.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { useLogin } from '#client/features/auth/api.ts';
import { usePageTitle } from '#client/lib/page-title.ts';
import { safeNextPath, withNext } from '#client/lib/safe-next.ts';
import { toast } from '#client/lib/toast.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { EMAIL_OR_PHONE_PLACEHOLDER } from './placeholders';

const linkClass = 'rounded-sm font-semibold text-primary-700 underline-offset-4 hover:underline';

export function LoginPage() {
  usePageTitle('Sign In');
  const search = useSearch();
  const [, navigate] = useLocation();
  const login = useLogin();
  const form = useZodForm(loginFormSchema, { emailOrPhone: '', password: '' });

  const onSubmit = form.submit(login, {
    onSuccess: () => {
      toast({ title: 'Logged in successfully', variant: 'success' });
      navigate(safeNextPath(search) ?? '/', { replace: true });
    },
    failure: { fallback: 'Login failed' },
  });

  return (
    <AuthShell
      title="Welcome Back"
      description="Sign in to see today’s offers near your parking."
      icon={<LogIn aria-hidden="true" className="size-7" />}
      footer={
        <p className="text-slate-600">
          Don’t have an account? {/* Signing up from here (the poster's QR code) still ends on the offer. */}
          <Link href={withNext('/register', search)} className={linkClass}>
            Sign up
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
        <div className="flex flex-col gap-1.5">
          <FormField label="Password" error={form.errors.password} required>
            <Input {...form.field('password')} type="password" autoComplete="current-password" />
          </FormField>
          <Link href="/forgot-password" className={`${linkClass} self-end py-2 text-sm`}>
            Forgot password?
          </Link>
        </div>
        <Button type="submit" size="lg" pending={login.isPending} pendingLabel="Signing in...">
          Sign In
        </Button>
      </form>
    </AuthShell>
  );
}
