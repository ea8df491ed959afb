import { CONTACT_METHODS, type ContactMethod } from '#contracts/auth-forms.ts';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { SelectField } from '#client/components/ui/select.tsx';
import type { ZodForm } from '#client/lib/use-zod-form.ts';

const contactOptions = CONTACT_METHODS.map((value) => ({
  value,
  label: value === 'email' ? 'Email' : 'Phone',
}));

type ContactValues = { contactMethod: string; email: string; phone: string };

/** The contact-method select (email by default) and the matching e-mail or phone field. */
export function ContactFields<V extends ContactValues>({ form }: { form: ZodForm<V, unknown> }) {
  const method = form.values.contactMethod as ContactMethod;
  return (
    <>
      <FormField label="Contact Method" hint="How we’ll reach you and how you’ll sign in.">
        <SelectField
          value={method}
          onValueChange={(value) => form.setValue('contactMethod', value)}
          options={contactOptions}
        />
      </FormField>
      {method === 'phone' ? (
        <FormField label="Phone Number" error={form.errors.phone} required>
          <Input
            {...form.field('phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="e.g. 07700 900123"
          />
        </FormField>
      ) : (
        <FormField label="Email" error={form.errors.email} required>
          <Input
            {...form.field('email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="e.g. you@example.com"
          />
        </FormField>
      )}
    </>
  );
}
