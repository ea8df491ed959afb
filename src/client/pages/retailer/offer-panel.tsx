import { Clock3, Eye, EyeOff, Pause, Pencil, Play } from 'lucide-react';
import { useState } from 'react';
import { minimumSpendText, RetailerLogo } from '#client/components/offer-card.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { type OwnRetailer, useToggleActive } from '#client/features/retailer/api.ts';
import { toastApiError } from '#client/lib/api.ts';
import { formatMoney } from '#client/lib/format.ts';
import { toast } from '#client/lib/toast.ts';
import { EditProfileDialog } from './edit-profile-dialog';
import { offerPauseText } from './offer-budget';
import { OfferForm } from './offer-form';
import { OfferLimits } from './offer-limits';

function PauseResumeButton({ retailer }: { retailer: OwnRetailer }) {
  const toggle = useToggleActive(retailer.id);
  const pausing = retailer.isActive;
  return (
    <Button
      variant={pausing ? 'outline' : 'success'}
      pending={toggle.isPending}
      onClick={() =>
        toggle.mutate(undefined, {
          onSuccess: (record) =>
            toast(
              record.isActive
                ? {
                    title: 'Offer Resumed',
                    description: 'Your offer is visible to customers again.',
                    variant: 'success',
                  }
                : { title: 'Offer Paused', description: 'Your offer is now hidden from customers.' },
            ),
          onError: (error) => toastApiError(error, 'Failed to toggle status', 'Action Failed'),
        })
      }
    >
      {pausing ? (
        <Pause aria-hidden="true" className="size-4" />
      ) : (
        <Play aria-hidden="true" className="size-4" />
      )}
      {pausing ? 'Pause Offer' : 'Resume Offer'}
    </Button>
  );
}

/**
 * 'Your Current Offer': status, Edit Profile, Pause/Resume, the offer as drivers see it (and why they
 * don't now: paused, a limit reached, outside its hours), its limits and hours, and the update form.
 */
export function OfferPanel({ retailer }: { retailer: OwnRetailer }) {
  const [editing, setEditing] = useState(false);
  const hiddenBySubscription = retailer.isActive && !retailer.visibleToCustomers;
  const paused = retailer.visibleToCustomers ? offerPauseText(retailer, new Date()) : null;
  return (
    <Card role="region" aria-labelledby="current-offer-title">
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-center gap-2">
            <h2 id="current-offer-title" className="text-lg font-semibold text-slate-900">
              Your Current Offer
            </h2>
            <Badge variant={retailer.isActive ? 'success' : 'neutral'}>
              {retailer.isActive ? 'Active' : 'Paused'}
            </Badge>
          </div>
          <div className="grid grid-cols-2 gap-2 sm:flex [&>button]:px-3 [&>button]:whitespace-nowrap">
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" className="size-4" />
              Edit Profile
            </Button>
            <PauseResumeButton retailer={retailer} />
          </div>
        </div>

        <div className="flex flex-col gap-1 rounded-2xl bg-primary-700 p-5 text-white">
          <div className="flex items-start justify-between gap-4">
            <div className="min-w-0">
              <p className="text-sm font-medium text-primary-100">What customers see</p>
              <p className="text-4xl font-bold tracking-tight">{formatMoney(retailer.discountAmount)} off</p>
              <p className="text-base text-primary-50">{minimumSpendText(retailer.minimumSpend)}</p>
            </div>
            <RetailerLogo retailer={retailer} size="md" className="border-white/40" />
          </div>
          <p className="mt-2 inline-flex items-center gap-1.5 text-sm text-primary-50">
            {paused ? (
              <>
                <Clock3 aria-hidden="true" className="size-4 shrink-0" /> {paused}
              </>
            ) : retailer.visibleToCustomers ? (
              <>
                <Eye aria-hidden="true" className="size-4" /> Visible to drivers parked nearby
              </>
            ) : (
              <>
                <EyeOff aria-hidden="true" className="size-4" />
                {hiddenBySubscription
                  ? 'Hidden: your subscription is not active'
                  : 'Hidden from customers while paused'}
              </>
            )}
          </p>
        </div>

        <OfferLimits retailer={retailer} />
        <OfferForm retailer={retailer} />
      </CardContent>
      <EditProfileDialog retailer={retailer} open={editing} onOpenChange={setEditing} />
    </Card>
  );
}
