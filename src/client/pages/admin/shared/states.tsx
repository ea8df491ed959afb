import { RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { TryAgainButton } from '#client/components/load-failed.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { StateIcon } from '#client/components/state-card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';

export function LoadingState({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 text-slate-700">
      <Spinner className="size-5 text-primary-700" />
      {label}
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <>
      <p role="alert" className="font-medium text-danger-700">
        {message}
      </p>
      <TryAgainButton onClick={onRetry} />
    </>
  );
}

export function EmptyState({ icon, text, action }: { icon: ReactNode; text: string; action?: ReactNode }) {
  return (
    <>
      <StateIcon>{icon}</StateIcon>
      <p className="text-slate-700">{text}</p>
      {action}
    </>
  );
}

/** 'Refresh' for a list or figures that change while the page is open; says 'Refreshing...' meanwhile. */
export function RefreshButton({ query }: { query: { refetch: () => unknown; isRefetching: boolean } }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => void query.refetch()}
      pending={query.isRefetching}
      pendingLabel="Refreshing..."
    >
      <RotateCcw aria-hidden="true" className="size-4" />
      Refresh
    </Button>
  );
}
