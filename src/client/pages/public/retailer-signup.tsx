import { Building2, Check, Store, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { retailerSignupFormSchema } from '#contracts/auth-forms.ts';
import { MONTHLY_FEE, SIGNUP_CATEGORIES } from '#contracts/constants.ts';
import { AmountInput } from '#client/components/forms/amount-input.tsx';
import { AuthPrompt } from '#client/components/forms/auth-link.tsx';
import { ContactFields, EMPTY_SIGN_UP_FIELDS } from '#client/components/forms/contact-fields.tsx';
import { NameInput } from '#client/components/forms/contact-inputs.tsx';
import { Field } from '#client/components/forms/field.tsx';
import { NewPasswordFields } from '#client/components/forms/password-fields.tsx';
import { SubmitButton } from '#client/components/forms/submit-button.tsx';
import { SignUpAgreement } from '#client/components/legal-links.tsx';
import { AuthShell } from '#client/components/public-shell.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input, type InputProps, Textarea } from '#client/components/ui/input.tsx';
import { SelectField } from '#client/components/ui/select.tsx';
import { useRetailerSignup } from '#client/features/auth/api.ts';
import { usePageTitle } from '#client/lib/page-title.ts';
import { toast } from '#client/lib/toast.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';

function FormSection({
  id,
  title,
  icon,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <fieldset aria-labelledby={id} className="flex flex-col gap-5">
      <div className="flex items-center gap-2.5 border-b border-slate-200 pb-3">
        <span className="inline-flex size-9 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
          {icon}
        </span>
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
      </div>
      {children}
    </fieldset>
  );
}

function MoneyInput(props: InputProps) {
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center text-slate-600"
      >
        £
      </span>
      <AmountInput className="pl-8" {...props} />
    </div>
  );
}

export function RetailerSignupPage() {
  usePageTitle('Retailer Sign Up');
  const [, navigate] = useLocation();
  const signup = useRetailerSignup();
  const form = useZodForm(retailerSignupFormSchema, {
    businessName: '',
    category: '',
    address: '',
    discountAmount: '',
    minimumSpend: '',
    contactName: '',
    ...EMPTY_SIGN_UP_FIELDS,
  });

  const onSubmit = form.submit(signup, {
    onSuccess: () => {
      toast({ title: 'Your retailer account has been created successfully', variant: 'success' });
      navigate('/', { replace: true });
    },
    failure: { fallback: 'Registration failed' },
  });

  return (
    <AuthShell
      wide
      title="Retailer Sign Up"
      description="Bring drivers parking nearby through your door."
      icon={<Store aria-hidden="true" className="size-7" />}
      footer={
        <AuthPrompt question="Already have an account?" href="/login">
          Sign in
        </AuthPrompt>
      }
    >
      <div className="mb-7 rounded-2xl bg-success-50 p-4 ring-1 ring-success-200">
        <p className="font-semibold text-success-800">3 months free trial</p>
        <ul className="mt-2 space-y-1 text-sm text-slate-700">
          {[
            `Then £${Number(MONTHLY_FEE)} per month per location, 6-month minimum commitment`,
            'Cancel anytime before the trial ends',
            'No payment needed to start',
          ].map((line) => (
            <li key={line} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-700" />
              {line}
            </li>
          ))}
        </ul>
      </div>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-8">
        <FormSection
          id="business-information"
          title="Business Information"
          icon={<Building2 aria-hidden="true" className="size-5" />}
        >
          <Field form={form} name="businessName" label="Business Name" required>
            <Input autoComplete="organization" />
          </Field>
          <FormField label="Business Category" error={form.errors.category} required>
            <SelectField
              value={form.values.category}
              onValueChange={(value) => form.setValue('category', value)}
              options={SIGNUP_CATEGORIES}
              placeholder="Select a category"
            />
          </FormField>
          <Field form={form} name="address" label="Business Address" required>
            <Textarea autoComplete="street-address" placeholder="e.g. 12 High Street, Reading RG1 2AB" />
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              form={form}
              name="discountAmount"
              label="Discount Amount (£)"
              hint="£0.50 to £20.00; £2-4 covers 1-2 hours of parking"
              required
            >
              <MoneyInput placeholder="e.g. 3.00" />
            </Field>
            <Field
              form={form}
              name="minimumSpend"
              label="Minimum Spend (£)"
              hint="Enter 0 for no minimum spend, or at least the discount"
              required
            >
              <MoneyInput placeholder="e.g. 15.00" />
            </Field>
          </div>
        </FormSection>

        <FormSection
          id="contact-information"
          title="Contact Information"
          icon={<UserRound aria-hidden="true" className="size-5" />}
        >
          <Field form={form} name="contactName" label="Contact Name" required>
            <NameInput />
          </Field>
          <ContactFields form={form} />
          <NewPasswordFields form={form} name="password" label="Password" />
        </FormSection>

        <SubmitButton size="lg" pending={signup.isPending} pendingLabel="Creating Account...">
          Create Retailer Account
        </SubmitButton>
        <SignUpAgreement />
      </form>
    </AuthShell>
  );
}
