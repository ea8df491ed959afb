import { type FormEvent, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { DISCOUNT_INPUT_MISSING } from '#contracts/retailer-portal.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { type OwnRetailer, useUpdateDiscount } from '#client/features/retailer/api.ts';
import { formatMoney } from '#client/lib/format.ts';
import { toast } from '#client/lib/toast.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import {
  checkSchedule,
  offerFormSchema,
  offerFormValues,
  type ScheduleDraft,
  type ScheduleErrors,
  scheduleDraftOf,
} from './offer-budget';
import { OfferBudgetFields } from './offer-budget-fields';
import { OfferHoursEditor } from './offer-hours-editor';

const MONEY_INPUT = { type: 'number', inputMode: 'decimal', step: '0.01', min: '0' } as const;
const NO_SCHEDULE_ERRORS: ScheduleErrors = { days: {} };

/**
 * The offer update form (docs/decisions/019, 023, 037): Discount Amount (£) and Minimum Spend (£), both
 * required ('Invalid Input' toast), numbers with at most 2 decimals; the daily and monthly limits; and
 * when the offer runs. The shared contract's messages show inline. The hours are sent only when they
 * were changed here (missing = unchanged), so saving the amounts never rewrites them.
 */
export function OfferForm({ retailer }: { retailer: OwnRetailer }) {
  const update = useUpdateDiscount(retailer.id);
  const form = useZodForm(offerFormSchema, offerFormValues(retailer));
  const { values, errors, reset } = form;
  const [hours, setHours] = useState<ScheduleDraft>(() => scheduleDraftOf(retailer.schedule));
  const [hoursChanged, setHoursChanged] = useState(false);
  const [hoursErrors, setHoursErrors] = useState<ScheduleErrors>(NO_SCHEDULE_ERRORS);
  const savedSchedule = JSON.stringify(retailer.schedule);

  // When the saved offer changes (saved here, or by an admin), the form starts from it again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the saved values matter.
  useEffect(() => {
    reset(offerFormValues(retailer));
    setHours(scheduleDraftOf(retailer.schedule));
    setHoursChanged(false);
    setHoursErrors(NO_SCHEDULE_ERRORS);
  }, [retailer.discountAmount, retailer.minimumSpend, retailer.dailyCap, retailer.monthlyCap, savedSchedule]);

  const changeHours = (next: ScheduleDraft) => {
    setHours(next);
    setHoursChanged(true);
    setHoursErrors(NO_SCHEDULE_ERRORS);
  };

  const submit = form.submit(update, {
    request: (data, element) => {
      if (!hoursChanged) return data;
      const checked = checkSchedule(hours);
      if (!checked.ok) {
        element.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
        return null;
      }
      return { ...data, schedule: checked.schedule };
    },
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
    // The hours' messages are drawn first, so the first invalid control (in page order) takes the focus.
    const checked = hoursChanged ? checkSchedule(hours) : null;
    flushSync(() => setHoursErrors(checked && !checked.ok ? checked.errors : NO_SCHEDULE_ERRORS));
    submit(event);
  };

  // The server's own message about the hours (its `fields.schedule`), when it has one.
  const shownHoursErrors = errors.schedule
    ? { ...hoursErrors, schedule: hoursErrors.schedule ?? errors.schedule }
    : hoursErrors;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-labelledby="update-offer-title">
      <h3 id="update-offer-title" className="text-base font-semibold text-slate-900">
        Update your offer
      </h3>
      <div className="flex flex-col gap-4">
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
      </div>
      <OfferBudgetFields form={form} />
      <OfferHoursEditor draft={hours} errors={shownHoursErrors} onChange={changeHours} />
      <Button type="submit" pending={update.isPending} pendingLabel="Updating..." className="sm:self-start">
        Update Offer
      </Button>
    </form>
  );
}
