import { SUBSCRIPTION_LABELS } from '#contracts/admin.ts';
import type { SubscriptionStatus, UserType } from '#contracts/constants.ts';
import type { BadgeVariant } from '#client/components/ui/badge.tsx';

export const SUBSCRIPTION_BADGE: Record<SubscriptionStatus, { label: string; variant: BadgeVariant }> = {
  trial: { label: SUBSCRIPTION_LABELS.trial, variant: 'primary' },
  active: { label: SUBSCRIPTION_LABELS.active, variant: 'success' },
  expired: { label: SUBSCRIPTION_LABELS.expired, variant: 'warning' },
  cancelled: { label: SUBSCRIPTION_LABELS.cancelled, variant: 'danger' },
};

export const ROLE_BADGE: Record<UserType, { label: string; variant: BadgeVariant }> = {
  customer: { label: 'Customer', variant: 'neutral' },
  retailer: { label: 'Retailer', variant: 'primary' },
  admin: { label: 'Admin', variant: 'warning' },
};
