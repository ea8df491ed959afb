import { type FormEvent, useEffect } from 'react';
import { DISCOUNT_INPUT_MISSING, discountUpdateSchema } from '#contracts/retailer-portal.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { type OwnRetailer, useUpdateDiscount } from '#client/features/retailer/api.ts';
import { formatMoney } from '#client/lib/format.ts';
import { toast } from '#client/lib/toast.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';

type Values = { discountAmount: string; minimumSpend: string };

const valuesOf = (retailer: OwnRetailer): Values => ({
  discountAmount: retailer.discountAmount,
  minimumSpend: retailer.minimumSpend,
});

const MONEY_INPUT = { type: 'number', inputMode: 'decimal', step: '0.01', min: '0' } as const;

/**
 * The offer update form (docs/decisions/019, 023): Discount Amount (£) and Minimum Spend (£), both required
 * ('Invalid Input' toast), numbers with at most 2 decimals (the shared contract's messages inline).
 */
export function OfferForm({ retailer }: { retailer: OwnRetailer }) {
  const update = useUpdateDiscount(retailer.id);
  const form = useZodForm(discountUpdateSchema, valuesOf(retailer));
  const { values, errors, reset } = form;

  // When the saved offer changes (saved here, or by an admin), the form starts from it again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the saved amounts matter.
  useEffect(() => {
    reset(valuesOf(retailer));
  }, [retailer.discountAmount, retailer.minimumSpend]);

  const submit = form.submit(update, {
    onSuccess: (record) =>
      toast({
        title: 'Offer Updated!',
        description:
          Number(record.minimumSpend) > 0
            ? `Customers now get ${formatMoney(record.discountAmount)} off when they spend ${formatMoney(record.minimumSpend)}.`
            : `Customers now get ${formatMoney(record.discountAmount)} off, with no minimum spend.`,
        variant: 'success',
      }),
    failure: { fallback: 'Failed to update discount settings', title: 'Update Failed' },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // An amount left empty also gets the spec's 'Invalid Input' toast, beside the inline messages.
    if (!values.discountAmount.trim() || !values.minimumSpend.trim()) {
      toast({ ...DISCOUNT_INPUT_MISSING, variant: 'destructive' });
    }
    submit(event);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-labelledby="update-offer-title">
      <h3 id="update-offer-title" className="text-base font-semibold text-slate-900">
        Update your offer
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Discount Amount (£)" error={errors.discountAmount} required>
          <Input {...MONEY_INPUT} {...form.field('discountAmount')} />
        </FormField>
        <FormField
          label="Minimum Spend (£)"
          error={errors.minimumSpend}
          required
          hint="0 means no minimum spend"
        >
          <Input {...MONEY_INPUT} {...form.field('minimumSpend')} />
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
