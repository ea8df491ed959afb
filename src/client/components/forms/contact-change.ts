import { normaliseUkPhone } from '#contracts/fields.ts';

/**
 * The e-mail and phone of a form as the server would store them (e-mail trimmed and in lower case,
 * a UK number as +44…; text that is no number stays as typed), to tell whether the form changes the
 * saved contact: the server then asks for the current password (docs/decisions/045).
 */
export function contactAsStored(values: { email?: string; phone?: string }): {
  email: string;
  phone: string;
} {
  const email = (values.email ?? '').trim().toLowerCase();
  const phone = (values.phone ?? '').trim();
  return { email, phone: phone ? (normaliseUkPhone(phone) ?? phone) : '' };
}

/**
 * Before sending a form that may change the saved contact (`changes`): then the current password
 * must be typed, else `message` shows under its field and nothing is sent (null); otherwise the
 * password is left out of the request. Answers the fields to send.
 */
export function withPasswordForContact<F extends { currentPassword?: unknown }>(
  form: { showErrors: (errors: Record<string, string>, form?: HTMLFormElement | null) => void },
  fields: F,
  changes: boolean,
  message: string,
  formElement: HTMLFormElement,
): F | null {
  if (changes && !fields.currentPassword) {
    form.showErrors({ currentPassword: message }, formElement);
    return null;
  }
  if (!changes) delete fields.currentPassword;
  return fields;
}
