import { formatMoney } from '#client/lib/format.ts';

/** '£3' for whole pounds, '£2.50' otherwise: big poster type reads better without '.00'. */
export function posterMoney(value: string | number): string {
  const amount = Number(value);
  if (!Number.isFinite(amount)) return formatMoney(0);
  return Number.isInteger(amount) ? `£${amount.toLocaleString('en-GB')}` : formatMoney(amount);
}

/** The poster's offer: '£3 off when you spend £15', or '£3 off' when there is no minimum spend. */
export function posterOffer(
  discountAmount: string,
  minimumSpend: string,
): { headline: string; condition: string | null } {
  const headline = `${posterMoney(discountAmount)} off`;
  return {
    headline,
    condition: Number(minimumSpend) > 0 ? `when you spend ${posterMoney(minimumSpend)}` : null,
  };
}

/** The poster's offer on one line. */
export function posterOfferText(discountAmount: string, minimumSpend: string): string {
  const { headline, condition } = posterOffer(discountAmount, minimumSpend);
  return condition ? `${headline} ${condition}` : headline;
}

/** An amount as typed, as money text ('12' → '12.00'), or null while it is not a number of pounds. */
export function typedMoney(text: string): string | null {
  const trimmed = text.trim();
  if (!/^(\d+\.?\d*|\.\d+)$/.test(trimmed)) return null;
  const amount = Number(trimmed);
  return Number.isFinite(amount) ? amount.toFixed(2) : null;
}
