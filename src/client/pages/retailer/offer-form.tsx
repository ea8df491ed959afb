import { type FormEvent, useEffect, useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { DISCOUNT_INPUT_MISSING, type DiscountUpdate } from '#contracts/retailer-portal.ts';
import {
  ConfirmLargeDiscount,
  isLargeNewDiscount,
  useConfirmLargeDiscount,
} from '#client/components/confirm-large-discount.tsx';
import { AmountInput } from '#client/components/forms/amount-input.tsx';
import { useAmountErrors } from '#client/components/forms/use-amount-errors.ts';
import { minimumSpendText, RetailerLogo } from '#client/components/offer-card.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
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
import { typedMoney } from './offer-wording';

const NO_SCHEDULE_ERRORS: ScheduleErrors = { days: {} };

/**
 * The offer as typed, drawn as a driver's offer card draws it (name, '£3.00 off', 'Spend £15.00 or
 * more', category): what drivers will read once it is saved. An amount not yet a number shows '£–'.
 * Shown while the typed amounts differ from the saved ones, which the panel's headline shows.
 */
function OfferPreview({
  retailer,
  discountAmount,
  minimumSpend,
  valid,
}: {
  retailer: OwnRetailer;
  discountAmount: string;
  minimumSpend: string;
  valid: boolean;
}) {
  const titleId = useId();
  const discount = typedMoney(discountAmount);
  const minimum = typedMoney(minimumSpend);
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2">
      <h4 id={titleId} className="text-sm font-medium text-slate-700">
        Preview: as drivers will read it
      </h4>
      <div
        data-testid="offer-preview"
        className="flex items-start gap-3 rounded-[var(--radius-card)] border border-slate-200/80 bg-white p-4 shadow-card"
      >
        <RetailerLogo retailer={retailer} decorative />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex items-start justify-between gap-2">
            <p className="line-clamp-2 font-semibold break-words text-slate-900">{retailer.businessName}</p>
            <span className="shrink-0 rounded-lg bg-success-50 px-2 py-0.5 text-base font-bold whitespace-nowrap text-success-800">
              {discount === null ? '£–' : formatMoney(discount)} off
            </span>
          </div>
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="text-sm text-slate-700">
              {minimum === null ? 'Spend £– or more' : minimumSpendText(minimum)}
            </span>
            <Badge>{retailer.category}</Badge>
          </div>
        </div>
      </div>
      {valid ? null : (
        <p className="text-sm text-slate-600">Drivers see this once the amounts above are fixed and saved.</p>
      )}
    </section>
  );
}

/**
 * The offer update form (docs/decisions/019, 023, 037): Discount Amount (£) and Minimum Spend (£), both
 * required ('Invalid Input' toast), numbers with at most 2 decimals; the daily and monthly limits; and
 * when the offer runs. The shared contract's messages show inline. The hours are sent only when they
 * were changed here (missing = unchanged), so saving the amounts never rewrites them.
 *
 * The amounts follow decisions.md section 4 (£0.50 to £20.00 off; a minimum spend of 0 or at least
 * the discount): once an amount has been left, its message shows as the retailer types, the preview
 * shows the offer as drivers will read it, and a new discount above £10.00 is confirmed before saving.
 */
export function OfferForm({ retailer }: { retailer: OwnRetailer }) {
  const update = useUpdateDiscount(retailer.id);
  const form = useZodForm(offerFormSchema, offerFormValues(retailer));
  const { values, errors, reset } = form;
  const [hours, setHours] = useState<ScheduleDraft>(() => scheduleDraftOf(retailer.schedule));
  const [hoursChanged, setHoursChanged] = useState(false);
  const [hoursErrors, setHoursErrors] = useState<ScheduleErrors>(NO_SCHEDULE_ERRORS);
  const confirm = useConfirmLargeDiscount<DiscountUpdate>();
  const savedSchedule = JSON.stringify(retailer.schedule);

  const amountErrors = useAmountErrors(values, errors);
  const amountsChanged =
    values.discountAmount !== retailer.discountAmount || values.minimumSpend !== retailer.minimumSpend;

  // When the saved offer changes (saved here, or by an admin), the form starts from it again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the saved values matter.
  useEffect(() => {
    reset(offerFormValues(retailer));
    setHours(scheduleDraftOf(retailer.schedule));
    setHoursChanged(false);
    setHoursErrors(NO_SCHEDULE_ERRORS);
    amountErrors.forget();
  }, [retailer.discountAmount, retailer.minimumSpend, retailer.dailyCap, retailer.monthlyCap, savedSchedule]);

  const changeHours = (next: ScheduleDraft) => {
    setHours(next);
    setHoursChanged(true);
    setHoursErrors(NO_SCHEDULE_ERRORS);
  };

  const submit = form.submit(update, {
    request: (data, element) => {
      let request: DiscountUpdate = data;
      if (hoursChanged) {
        const checked = checkSchedule(hours);
        if (!checked.ok) {
          element.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
          return null;
        }
        request = { ...data, schedule: checked.schedule };
      }
      // A new discount above £10.00 is confirmed first; an unchanged one (a limit edited) is not asked again.
      return isLargeNewDiscount(data.discountAmount, retailer.discountAmount)
        ? confirm.ask(request, data)
        : request;
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
    amountErrors.touch();
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
    <>
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-5"
        aria-labelledby="update-offer-title"
      >
        <h3 id="update-offer-title" className="text-base font-semibold text-slate-900">
          Update your offer
        </h3>
        <div className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label="Discount Amount (£)"
              error={amountErrors.discountAmount}
              required
              hint="£0.50 to £20.00"
            >
              <AmountInput {...form.field('discountAmount')} onBlur={amountErrors.touch} />
            </FormField>
            <FormField
              label="Minimum Spend (£)"
              error={amountErrors.minimumSpend}
              required
              hint="0 means no minimum spend; otherwise at least the discount"
            >
              <AmountInput {...form.field('minimumSpend')} onBlur={amountErrors.touch} />
            </FormField>
          </div>
          <p className="text-sm text-slate-600">
            Tip: £2–£4 covers 1–2 hours of parking, which is what brings drivers in.
          </p>
          {/* Once the amounts differ from the saved offer (the panel above shows that one). */}
          {amountsChanged ? (
            <OfferPreview
              retailer={retailer}
              discountAmount={values.discountAmount}
              minimumSpend={values.minimumSpend}
              valid={amountErrors.valid}
            />
          ) : null}
        </div>
        <OfferBudgetFields form={form} />
        <OfferHoursEditor draft={hours} errors={shownHoursErrors} onChange={changeHours} />
        <Button type="submit" pending={update.isPending} pendingLabel="Updating..." className="sm:self-start">
          Update Offer
        </Button>
      </form>
      <ConfirmLargeDiscount confirm={confirm} />
    </>
  );
}
