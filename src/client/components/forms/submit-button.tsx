import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '#client/components/ui/button.tsx';

export interface SubmitButtonProps
  extends Omit<ButtonProps, 'type' | 'asChild' | 'pending' | 'pendingLabel'> {
  /** While the form is being sent: the button is disabled and says `pendingLabel` beside a spinner. */
  pending: boolean;
  pendingLabel: ReactNode;
}

/** A form's submit button, which shows that the form is being sent (docs/decisions/019). */
export function SubmitButton(props: SubmitButtonProps) {
  return <Button type="submit" {...props} />;
}
