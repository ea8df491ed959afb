import { useMutation } from '@tanstack/react-query';
import type { CheckedRedemption } from '#contracts/retailer-portal.ts';
import { apiRequest } from '#client/lib/api.ts';

export type { CheckedRedemption };

/**
 * 'Check a code' at the till: today's redemption at this shop with that confirmation code. Asked on
 * demand (a mutation, not a cached query): every check reads the server afresh. A 404 means the
 * code is not today's at this shop.
 */
export function useCheckConfirmationCode(retailerId: string) {
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<CheckedRedemption>(
        'GET',
        `/api/retailers/${retailerId}/redemptions/check?${new URLSearchParams({ code })}`,
        undefined,
        { redirectOn401: true },
      ),
  });
}
