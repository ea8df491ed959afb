import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import type { ZodForm } from '#client/lib/use-zod-form.ts';
import type { OfferFormValues } from './offer-budget';

const CAP_INPUT = {
  type: 'number',
  inputMode: 'numeric',
  step: '1',
  min: '1',
  placeholder: 'No limit',
} as const;

const CAPS = [
  { name: 'dailyCap', label: 'Daily limit', hint: 'Redemptions a day. Empty: no limit.' },
  { name: 'monthlyCap', label: 'Monthly limit', hint: 'Redemptions a month. Empty: no limit.' },
] as const;

/**
 * 'Daily limit' and 'Monthly limit': how many redemptions the offer takes a London day or month
 * before it pauses itself until the next one. Optional whole numbers; empty means no limit.
 */
export function OfferBudgetFields({ form }: { form: ZodForm<OfferFormValues, unknown> }) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1.5 text-sm font-semibold text-slate-900">Limits</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {CAPS.map(({ name, label, hint }) => (
          <FormField key={name} label={label} error={form.errors[name]} hint={hint}>
            <Input {...CAP_INPUT} {...form.field(name)} />
          </FormField>
        ))}
      </div>
      <p className="text-sm text-slate-600">
        At a limit the offer pauses itself until the next day or month, then comes back on its own.
      </p>
    </fieldset>
  );
}
