import { RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';
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
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCcw aria-hidden="true" className="size-4" />
        Try again
      </Button>
    </>
  );
}

export function EmptyState({ icon, text, action }: { icon: ReactNode; text: string; action?: ReactNode }) {
  return (
    <>
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        {icon}
      </span>
      <p className="text-slate-700">{text}</p>
      {action}
    </>
  );
}
