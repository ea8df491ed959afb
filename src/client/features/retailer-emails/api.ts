import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConfirmationSent,
  ContactConfirmed,
  EmailPreferences,
  UnsubscribeResult,
} from '#contracts/retailer-emails.ts';
import { apiRequest, getJson } from '#client/lib/api.ts';

export type { EmailPreferences, UnsubscribeResult };

/** Query keys name the data; each query says its URL (docs/decisions/036). */
export const retailerEmailKeys = {
  preferences: () => ['retailer', 'me', 'email-preferences'] as const,
};

const PREFERENCES_URL = '/api/retailers/me/email-preferences';

/** The signed-in retailer's e-mail settings (the weekly summary on or off). */
export const useEmailPreferences = () =>
  useQuery<EmailPreferences>({
    queryKey: retailerEmailKeys.preferences(),
    queryFn: getJson<EmailPreferences>(PREFERENCES_URL),
  });

/** PUT the setting; the answer replaces the cached one. The 401 rule applies (docs/decisions/019). */
export function useSetEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailPreferences) =>
      apiRequest<EmailPreferences>('PUT', PREFERENCES_URL, body, { redirectOn401: true }),
    onSuccess: (preferences) => queryClient.setQueryData(retailerEmailKeys.preferences(), preferences),
  });
}

/** The unsubscribe link's button: no sign-in, the token is the credential. */
export const useUnsubscribe = (token: string) =>
  useMutation({
    mutationFn: () =>
      apiRequest<UnsubscribeResult>('POST', `/api/public/unsubscribe/${encodeURIComponent(token)}`),
  });

/** 'Send the link again' in the portal: a new confirmation link to the contact e-mail (docs/decisions/045). */
export const useResendContactConfirmation = () =>
  useMutation({
    mutationFn: () =>
      apiRequest<ConfirmationSent>('POST', '/api/retailers/me/contact-email/confirmation', undefined, {
        redirectOn401: true,
      }),
  });

/** The confirmation link's page: no sign-in, the token is the credential. */
export const useConfirmContactEmail = (token: string) =>
  useMutation({
    mutationFn: () =>
      apiRequest<ContactConfirmed>('POST', `/api/public/contact-email/confirm/${encodeURIComponent(token)}`),
  });
