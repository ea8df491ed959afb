import { useState } from 'react';
import { fieldErrors } from '#contracts/auth-forms.ts';
import { offerAmountsSchema } from '#contracts/fields.ts';

/**
 * An offer's two amounts judged as they are typed, with the schema the server uses (decisions.md
 * section 4): once an amount has been left (`touch`), its message shows under it. A message from
 * the server (the form's `errors`) comes first. `valid` says whether the typed pair would be accepted.
 */
export function useAmountErrors(
  values: { discountAmount: string; minimumSpend: string },
  errors: Partial<Record<string, string>>,
) {
  const [touched, setTouched] = useState(false);
  const check = offerAmountsSchema.safeParse({
    discountAmount: values.discountAmount,
    minimumSpend: values.minimumSpend,
  });
  const live = touched && !check.success ? fieldErrors(check.error) : {};
  return {
    valid: check.success,
    discountAmount: errors.discountAmount ?? live.discountAmount,
    minimumSpend: errors.minimumSpend ?? live.minimumSpend,
    touch: () => setTouched(true),
    /** Back to untouched, when the form starts again from the saved offer. */
    forget: () => setTouched(false),
  };
}
