import { type FormEvent, useEffect, useRef, useState } from 'react';
import { DISCOUNT_INPUT_MISSING, discountUpdateSchema } from '../../../contracts/retailer-portal';
import { fieldErrors } from '../../../contracts/auth-forms';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { type OwnRetailer, useUpdateDiscount } from '../../features/retailer/api';
import { serverFieldErrors, toastApiError } from '../../lib/api';
import { formatMoney } from '../../lib/format';
import { toast } from '../../lib/toast';
import { focusFirstInvalid } from '../../lib/use-zod-form';

type Values = { discountAmount: string; minimumSpend: string };

const valuesOf = (retailer: OwnRetailer): Values => ({
  discountAmount: retailer.discountAmount,
  minimumSpend: retailer.minimumSpend,
});

const MONEY_INPUT = { type: 'number', inputMode: 'decimal', step: '0.01', min: '0' } as const;

/**
 * The offer update form (spec section 2): Discount Amount (£) and Minimum Spend (£), both required
 * ('Invalid Input' toast), numbers with at most 2 decimals (the shared contract's messages inline).
 */
export function OfferForm({ retailer }: { retailer: OwnRetailer }) {
  const formRef = useRef<HTMLFormElement>(null);
  const update = useUpdateDiscount(retailer.id);
  const [values, setValues] = useState<Values>(() => valuesOf(retailer));
  const [errors, setErrors] = useState<Partial<Values>>({});

  // When the saved offer changes (saved here, or by an admin), the form starts from it again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the saved amounts matter.
  useEffect(() => {
    setValues(valuesOf(retailer));
  }, [retailer.discountAmount, retailer.minimumSpend]);

  const set = (name: keyof Values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [name]: event.target.value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const showErrors = (next: Partial<Values>) => {
    setErrors(next);
    // After React paints the new aria-invalid attributes.
    requestAnimationFrame(() => focusFirstInvalid(formRef.current));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = discountUpdateSchema.safeParse(values);
    if (!result.success) {
      const next = fieldErrors(result.error) as Partial<Values>;
      showErrors(next);
      if (!values.discountAmount.trim() || !values.minimumSpend.trim()) {
        toast({ ...DISCOUNT_INPUT_MISSING, variant: 'destructive' });
      }
      return;
    }
    update.mutate(result.data, {
      onSuccess: (record) =>
        toast({
          title: 'Offer Updated!',
          description:
            Number(record.minimumSpend) > 0
              ? `Customers now get ${formatMoney(record.discountAmount)} off when they spend ${formatMoney(record.minimumSpend)}.`
              : `Customers now get ${formatMoney(record.discountAmount)} off, with no minimum spend.`,
          variant: 'success',
        }),
      onError: (error) => {
        const fields = serverFieldErrors(error) as Partial<Values>;
        if (Object.keys(fields).length > 0) showErrors(fields);
        toastApiError(error, 'Failed to update discount settings', 'Update Failed');
      },
    });
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-labelledby="update-offer-title"
    >
      <h3 id="update-offer-title" className="text-base font-semibold text-slate-900">
        Update your offer
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Discount Amount (£)" error={errors.discountAmount} required>
          <Input
            {...MONEY_INPUT}
            name="discountAmount"
            value={values.discountAmount}
            onChange={set('discountAmount')}
          />
        </FormField>
        <FormField
          label="Minimum Spend (£)"
          error={errors.minimumSpend}
          required
          hint="0 means no minimum spend"
        >
          <Input
            {...MONEY_INPUT}
            name="minimumSpend"
            value={values.minimumSpend}
            onChange={set('minimumSpend')}
          />
        </FormField>
      </div>
      <p className="text-sm text-slate-600">
        Tip: £2–£4 covers 1–2 hours of parking, which is what brings drivers in.
      </p>
      <Button type="submit" pending={update.isPending} pendingLabel="Updating..." className="sm:self-start">
        Update Offer
      </Button>
    </form>
  );
}
