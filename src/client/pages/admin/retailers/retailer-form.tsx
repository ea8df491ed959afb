import type { FormEvent } from 'react';
import {
  ADMIN_ALLOWED_CATEGORIES,
  type AdminRetailer,
  type AdminRetailerFormValues,
  MISSING_INFORMATION,
  missingRetailerFields,
  SUBSCRIPTION_LABELS,
} from '#contracts/admin.ts';
import { ADMIN_CATEGORIES, SUBSCRIPTION_STATUSES } from '#contracts/constants.ts';
import { AmountInput } from '#client/components/forms/amount-input.tsx';
import { EmailInput, PhoneInput } from '#client/components/forms/contact-inputs.tsx';
import { Field } from '#client/components/forms/field.tsx';
import { useAmountErrors } from '#client/components/forms/use-amount-errors.ts';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input, Textarea } from '#client/components/ui/input.tsx';
import { SelectField } from '#client/components/ui/select.tsx';
import { formatUkPhone } from '#client/lib/format.ts';
import { toast } from '#client/lib/toast.ts';
import type { ZodForm } from '#client/lib/use-zod-form.ts';

export const EMPTY_RETAILER_FORM: AdminRetailerFormValues = {
  businessName: '',
  contactName: '',
  email: '',
  phone: '',
  address: '',
  category: '',
  discountAmount: '',
  minimumSpend: '',
  subscriptionStatus: '',
};

export function retailerFormValues(retailer: AdminRetailer): AdminRetailerFormValues {
  return {
    businessName: retailer.businessName,
    contactName: retailer.contactName ?? '',
    email: retailer.email ?? '',
    phone: formatUkPhone(retailer.phone),
    address: retailer.address ?? '',
    category: retailer.category,
    discountAmount: Number(retailer.discountAmount).toFixed(2),
    minimumSpend: Number(retailer.minimumSpend).toFixed(2),
    subscriptionStatus: retailer.subscriptionStatus,
  };
}

/** The admin list, plus a stored category outside it (a self-signed-up 'Cafe') so an edit keeps it. */
function categoryOptions(current: string) {
  const list: string[] = [...ADMIN_CATEGORIES];
  if (current && !list.includes(current) && ADMIN_ALLOWED_CATEGORIES.includes(current)) list.push(current);
  return list.map((value) => ({ value, label: value }));
}

const STATUS_OPTIONS = SUBSCRIPTION_STATUSES.map((value) => ({ value, label: SUBSCRIPTION_LABELS[value] }));

/**
 * Submits only when the required fields are there ('Missing Information' otherwise, with each
 * missing field marked) and the schema accepts the rest (inline messages).
 */
export function submitRetailerForm<Out>(
  form: ZodForm<AdminRetailerFormValues, Out>,
  submit: (event: FormEvent<HTMLFormElement>) => void,
) {
  return (event: FormEvent<HTMLFormElement>) => {
    if (missingRetailerFields(form.values).length > 0) {
      toast({ ...MISSING_INFORMATION, variant: 'destructive' });
    }
    submit(event);
  };
}

const AMOUNT_FIELDS = [
  {
    name: 'discountAmount',
    label: 'Discount Amount (£)',
    hint: '£0.50 to £20.00; £2–4 covers 1–2 hours of parking',
    id: 'discount',
    placeholder: 'e.g. 3.00',
  },
  {
    name: 'minimumSpend',
    label: 'Minimum Spend (£)',
    hint: '0 means no minimum; otherwise at least the discount',
    id: 'minimum-spend',
    placeholder: 'e.g. 10.00',
  },
] as const;

/** Business name, contact, e-mail, phone, address, category, discount and minimum spend (and status when editing). */
export function RetailerFields<Out>({
  form,
  withStatus = false,
  idPrefix,
}: {
  form: ZodForm<AdminRetailerFormValues, Out>;
  withStatus?: boolean;
  idPrefix: string;
}) {
  const { errors } = form;
  // The offer amounts' rule as the admin types, once an amount has been left.
  const amountErrors = useAmountErrors(form.values, errors);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label="Business Name" error={errors.businessName} required>
        <Input {...form.field('businessName')} id={`${idPrefix}-business-name`} autoComplete="organization" />
      </FormField>
      <FormField label="Category" error={errors.category} required>
        <SelectField
          id={`${idPrefix}-category`}
          value={form.values.category}
          onValueChange={(value) => form.setValue('category', value)}
          options={categoryOptions(form.values.category)}
          placeholder="Select a category"
        />
      </FormField>
      {AMOUNT_FIELDS.map(({ name, label, hint, id, placeholder }) => (
        <FormField key={name} label={label} error={amountErrors[name]} hint={hint} required>
          <AmountInput
            {...form.field(name)}
            onBlur={amountErrors.touch}
            id={`${idPrefix}-${id}`}
            placeholder={placeholder}
          />
        </FormField>
      ))}
      <FormField label="Contact Name" error={errors.contactName}>
        <Input {...form.field('contactName')} id={`${idPrefix}-contact-name`} autoComplete="name" />
      </FormField>
      <Field form={form} name="email" label="Email" hint="The retailer signs in with this" required>
        <EmailInput id={`${idPrefix}-email`} placeholder="e.g. owner@business.co.uk" />
      </Field>
      <Field form={form} name="phone" label="Phone Number">
        <PhoneInput id={`${idPrefix}-phone`} />
      </Field>
      {withStatus ? (
        <FormField label="Subscription Status" error={errors.subscriptionStatus}>
          <SelectField
            id={`${idPrefix}-status`}
            value={form.values.subscriptionStatus}
            onValueChange={(value) => form.setValue('subscriptionStatus', value)}
            options={STATUS_OPTIONS}
          />
        </FormField>
      ) : null}
      <FormField
        label="Address"
        error={errors.address}
        hint="Include the town or postcode so drivers parked nearby see the offer"
        className="sm:col-span-2"
      >
        <Textarea
          {...form.field('address')}
          id={`${idPrefix}-address`}
          rows={2}
          autoComplete="street-address"
        />
      </FormField>
    </div>
  );
}
