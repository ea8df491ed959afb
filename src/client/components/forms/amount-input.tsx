import { Input, type InputProps } from '#client/components/ui/input.tsx';

/**
 * A sum of money in pounds (a discount, a minimum spend): the decimal keypad, to the penny, never
 * below zero. Any prop may be given to add to or override these.
 */
export function AmountInput(props: InputProps) {
  return <Input type="number" inputMode="decimal" step="0.01" min="0" {...props} />;
}
