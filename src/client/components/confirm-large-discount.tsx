import { useRef, useState } from 'react';
import { CONFIRM_DISCOUNT_ABOVE } from '#contracts/fields.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '#client/components/ui/dialog.tsx';
import { formatMoney } from '#client/lib/format.ts';

/**
 * 'Save this offer?': asked before a new discount above £10.00 is saved, in the portal and the admin's
 * edit (issue 25: '£12.00 off when they spend £5.00' was one slipped digit away from '£2.00').
 */

/** True for a discount above £10.00 that is not the one already saved (an unchanged one is not asked again). */
export function isLargeNewDiscount(
  discountAmount: string | number,
  savedDiscountAmount?: string | null,
): boolean {
  const amount = Number(discountAmount);
  return amount > CONFIRM_DISCOUNT_ABOVE && amount !== Number(savedDiscountAmount ?? Number.NaN);
}

/** The question's words: 'Drivers will get £12.00 off when they spend £15.00.' */
export function driversWillGetText(discountAmount: string | number, minimumSpend: string | number): string {
  return Number(minimumSpend) > 0
    ? `Drivers will get ${formatMoney(discountAmount)} off when they spend ${formatMoney(minimumSpend)}.`
    : `Drivers will get ${formatMoney(discountAmount)} off, with no minimum spend.`;
}

type Amounts = { discountAmount: string | number; minimumSpend: string | number };
type Pending<R> = { request: R; amounts: Amounts; resolve: (request: R | null) => void };

export type LargeDiscountConfirm<R> = {
  pending: Pending<R> | null;
  /** Opens the question; resolves with `request` on 'Save offer', null on Cancel or Escape. */
  ask: (request: R, amounts: Amounts) => Promise<R | null>;
  answer: (save: boolean) => void;
};

/** The question's state: a form's submit awaits `ask` (useZodForm's `request` may return a promise). */
export function useConfirmLargeDiscount<R>(): LargeDiscountConfirm<R> {
  const [pending, setPending] = useState<Pending<R> | null>(null);
  const current = useRef<Pending<R> | null>(null);
  return {
    pending,
    ask: (request, amounts) =>
      new Promise<R | null>((resolve) => {
        current.current?.resolve(null);
        current.current = { request, amounts, resolve };
        setPending(current.current);
      }),
    answer: (save) => {
      const asked = current.current;
      current.current = null;
      setPending(null);
      asked?.resolve(save ? asked.request : null);
    },
  };
}

export function ConfirmLargeDiscount<R>({ confirm }: { confirm: LargeDiscountConfirm<R> }) {
  const amounts = confirm.pending?.amounts;
  return (
    <Dialog
      open={confirm.pending !== null}
      onOpenChange={(open) => (open ? undefined : confirm.answer(false))}
    >
      <DialogContent
        title="Save this offer?"
        description={
          amounts
            ? `${driversWillGetText(amounts.discountAmount, amounts.minimumSpend)} That is more than ${formatMoney(CONFIRM_DISCOUNT_ABOVE)} off: check the amount before you save.`
            : undefined
        }
      >
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button onClick={() => confirm.answer(true)}>Save offer</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
