import { RotateCcw } from 'lucide-react';
import { StateCard } from './state-card';
import { Button, type ButtonProps } from './ui/button';

/** 'Try again' with its icon: asks for what failed to load once more. */
export function TryAgainButton({
  onClick,
  variant = 'outline',
  size = 'sm',
  className,
}: {
  onClick: () => void;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
}) {
  return (
    <Button variant={variant} size={size} className={className} onClick={onClick}>
      <RotateCcw aria-hidden="true" className="size-4" />
      Try again
    </Button>
  );
}

/** A section that could not load: 'We couldn’t load {what}.' and 'Try again', in a centred card. */
export function LoadFailed({
  what,
  onRetry,
  size,
  className,
}: {
  /** What the section shows ('offers', 'your parking history'). */
  what: string;
  onRetry: () => void;
  size?: ButtonProps['size'];
  /** Overrides the card's spacing. */
  className?: string;
}) {
  return (
    <StateCard className={className}>
      <p className="text-sm text-slate-700">We couldn’t load {what}.</p>
      <TryAgainButton size={size} onClick={onRetry} />
    </StateCard>
  );
}
