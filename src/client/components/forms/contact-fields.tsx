import { CONTACT_METHODS, type ContactMethod } from '#contracts/auth-forms.ts';
import { FormField } from '#client/components/ui/form-field.tsx';
import { SelectField } from '#client/components/ui/select.tsx';
import { EmailInput, PhoneInput } from './contact-inputs';
import { Field, type FormBinding } from './field';

const contactOptions = CONTACT_METHODS.map((value) => ({
  value,
  label: value === 'email' ? 'Email' : 'Phone',
}));

type ContactValues = { contactMethod: string; email: string; phone: string };

/** A sign-up form's contact and password values before anything is typed: contact by e-mail. */
export const EMPTY_SIGN_UP_FIELDS = {
  contactMethod: 'email',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
};

/** The contact-method select (email by default) and the matching e-mail or phone field (sign-up). */
export function ContactFields<V extends ContactValues>({ form }: { form: FormBinding<V> }) {
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
        <Field form={form} name="phone" label="Phone Number" required>
          <PhoneInput />
        </Field>
      ) : (
        <Field form={form} name="email" label="Email" required>
          <EmailInput />
        </Field>
      )}
    </>
  );
}
