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
