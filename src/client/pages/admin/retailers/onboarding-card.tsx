import { ChevronDown, Store } from 'lucide-react';
import { useId, useState } from 'react';
import { adminRetailerCreateSchema, type OnboardedRetailer } from '#contracts/admin.ts';
import { RESET_LINK_TOAST_MS } from '#contracts/constants.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { CardHeading } from '#client/pages/admin/shared/card-heading.tsx';
import { useOnboardRetailer } from '#client/features/admin/api.ts';
import { cn } from '#client/lib/cn.ts';
import { toast } from '#client/lib/toast.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { copyText } from '#client/pages/admin/shared/clipboard.ts';
import type { ResetLink } from '#client/pages/admin/shared/reset-link-dialog.tsx';
import { EMPTY_RETAILER_FORM, RetailerFields, submitRetailerForm } from './retailer-form';

/**
 * 'Manual Retailer Onboarding': a form behind a toggle. Success shows 'Retailer Onboarded!' for
 * 10 seconds with 'Copy Reset Link', so the admin can send the new retailer the link that sets
 * their password; if copying fails the link opens in a dialog instead of being lost.
 */
export function OnboardingCard({ onShowLink }: { onShowLink: (link: ResetLink) => void }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const onboard = useOnboardRetailer();
  const form = useZodForm(adminRetailerCreateSchema, EMPTY_RETAILER_FORM);

  const announce = (retailer: OnboardedRetailer) => {
    const link: ResetLink = { link: retailer.passwordResetUrl, name: retailer.businessName };
    toast({
      title: 'Retailer Onboarded!',
      description: `${retailer.businessName} is on a free trial. Send them the reset link to set their password.`,
      variant: 'success',
      duration: RESET_LINK_TOAST_MS,
      action: {
        label: 'Copy Reset Link',
        altText: 'Copy the new retailer’s password reset link',
        onClick: () => {
          void copyText(link.link).then((copied) => {
            if (copied)
              toast({ title: 'Copied!', description: 'Reset link copied to clipboard.', variant: 'success' });
            else onShowLink(link);
          });
        },
      },
    });
  };

  const onSubmit = submitRetailerForm(
    form,
    form.submit(onboard, {
      onSuccess: (retailer) => {
        form.reset();
        setOpen(false);
        announce(retailer);
      },
      failure: { fallback: 'Failed to onboard retailer', title: 'Onboarding Failed' },
    }),
  );

  return (
    <Card>
      <CardHeading
        icon={<Store aria-hidden="true" className="size-5" />}
        title="Manual Retailer Onboarding"
        description="Add a shop yourself: it starts a 3-month free trial and gets a link to set its password."
      >
        <Button
          variant={open ? 'outline' : 'primary'}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide Form' : 'Onboard Retailer'}
          <ChevronDown
            aria-hidden="true"
            className={cn('size-4 transition-transform', open && 'rotate-180')}
          />
        </Button>
      </CardHeading>
      <div id={panelId} hidden={!open} className="border-t border-slate-200 p-5">
        {open ? (
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
            <RetailerFields form={form} idPrefix="onboard" />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button
                variant="outline"
                onClick={() => {
                  form.reset();
                  setOpen(false);
                }}
              >
                Cancel
              </Button>
              <Button type="submit" pending={onboard.isPending} pendingLabel="Onboarding...">
                Onboard Retailer
              </Button>
            </div>
          </form>
        ) : null}
      </div>
    </Card>
  );
}
