import { useEffect } from 'react';
import { type AdminRetailer, type AdminRetailerUpdate, adminRetailerUpdateSchema } from '#contracts/admin.ts';
import {
  ConfirmLargeDiscount,
  isLargeNewDiscount,
  useConfirmLargeDiscount,
} from '#client/components/confirm-large-discount.tsx';
import { DialogFormFooter } from '#client/components/forms/dialog-form-footer.tsx';
import { onClosed } from '#client/pages/admin/shared/on-closed.ts';
import { Dialog, DialogContent } from '#client/components/ui/dialog.tsx';
import { useUpdateRetailer } from '#client/features/admin/api.ts';
import { toast } from '#client/lib/toast.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { EMPTY_RETAILER_FORM, RetailerFields, retailerFormValues, submitRetailerForm } from './retailer-form';

/** Edit Retailer: every onboarding field plus the subscription status. */
export function EditRetailerDialog({
  retailer,
  onClose,
}: {
  retailer: AdminRetailer | null;
  onClose: () => void;
}) {
  const update = useUpdateRetailer();
  const form = useZodForm(adminRetailerUpdateSchema, EMPTY_RETAILER_FORM);
  const { reset } = form;
  const confirm = useConfirmLargeDiscount<{ id: string; body: AdminRetailerUpdate }>();

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-seed only when another retailer is opened.
  useEffect(() => {
    if (retailer) reset(retailerFormValues(retailer));
  }, [retailer?.id]);

  const onSubmit = submitRetailerForm(
    form,
    form.submit(update, {
      request: (body) => {
        if (!retailer) return null;
        const request = { id: retailer.id, body };
        // A new discount above £10.00 is confirmed first, as in the portal.
        return isLargeNewDiscount(body.discountAmount, retailer.discountAmount)
          ? confirm.ask(request, body)
          : request;
      },
      onSuccess: (saved) => {
        onClose();
        toast({
          title: 'Retailer Updated!',
          description: `${saved.businessName} has been saved.`,
          variant: 'success',
        });
      },
      failure: { fallback: 'Failed to update retailer', title: 'Update Failed' },
    }),
  );

  return (
    <Dialog open={retailer !== null} onOpenChange={onClosed(onClose)}>
      <DialogContent
        title="Edit Retailer"
        description={
          retailer ? `Update ${retailer.businessName}’s offer, contact details and subscription.` : undefined
        }
        className="max-w-2xl"
      >
        <form noValidate onSubmit={onSubmit}>
          <RetailerFields form={form} withStatus idPrefix="edit" />
          <DialogFormFooter submitLabel="Save Changes" pending={update.isPending} pendingLabel="Saving..." />
        </form>
        <ConfirmLargeDiscount confirm={confirm} />
      </DialogContent>
    </Dialog>
  );
}
