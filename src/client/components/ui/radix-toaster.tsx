import { CheckCircle2, Info, X, XCircle } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS } from '#contracts/constants.ts';
import { cn } from '#client/lib/cn.ts';
import { dismissToast, getCurrentToast, subscribeToToasts, type ToastVariant } from '#client/lib/toast.ts';

const variantStyles: Record<ToastVariant, string> = {
  default: 'border-slate-200 bg-white text-slate-900',
  success: 'border-success-200 bg-white text-slate-900',
  destructive: 'border-danger-700 bg-danger-700 text-white',
};

const icons: Record<ToastVariant, typeof Info> = {
  default: Info,
  success: CheckCircle2,
  destructive: XCircle,
};

/**
 * The Radix view of the one current toast (the store is lib/toast.ts): a new toast replaces the old one. Swipe right past
 * 50 px dismisses it; F8 moves focus to the notifications region.
 */
export function RadixToaster() {
  const current = useSyncExternalStore(subscribeToToasts, getCurrentToast, getCurrentToast);
  const Icon = current ? icons[current.variant] : Info;
  return (
    <ToastPrimitive.Provider
      swipeDirection="right"
      swipeThreshold={50}
      duration={TOAST_DURATION_MS}
      label="Notification"
    >
      {current ? (
        <ToastPrimitive.Root
          key={current.id}
          open={current.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(current.id);
          }}
          duration={current.duration}
          type={current.variant === 'destructive' ? 'foreground' : 'background'}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-12 shadow-lg',
            'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
            'data-[swipe=end]:animate-toast-swipe-out',
            variantStyles[current.variant],
          )}
        >
          <Icon
            aria-hidden="true"
            className={cn(
              'mt-0.5 size-5 shrink-0',
              current.variant === 'success' && 'text-success-700',
              current.variant === 'default' && 'text-primary-700',
            )}
          />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{current.title}</ToastPrimitive.Title>
            {current.description ? (
              <ToastPrimitive.Description
                className={cn('text-sm', current.variant === 'destructive' ? 'text-white' : 'text-slate-700')}
              >
                {current.description}
              </ToastPrimitive.Description>
            ) : null}
            {current.action ? (
              <ToastPrimitive.Action
                altText={current.action.altText ?? current.action.label}
                onClick={current.action.onClick}
                className={cn(
                  'mt-2 inline-flex min-h-10 w-fit items-center rounded-lg border px-3 text-sm font-semibold',
                  current.variant === 'destructive'
                    ? 'border-white/60 text-white hover:bg-white/10'
                    : 'border-slate-300 text-slate-800 hover:bg-slate-50',
                )}
              >
                {current.action.label}
              </ToastPrimitive.Action>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label="Close"
            className={cn(
              'absolute top-1.5 right-1.5 inline-flex size-10 items-center justify-center rounded-full',
              current.variant === 'destructive'
                ? 'text-white hover:bg-white/10'
                : 'text-slate-500 hover:bg-slate-100',
            )}
          >
            <X aria-hidden="true" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ) : null}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        label="Notifications ({hotkey})"
        className={cn(
          'pointer-events-none fixed top-0 right-0 left-0 z-[100] mx-auto flex w-full max-w-md flex-col gap-2 p-4 outline-none',
          'pt-[max(1rem,env(safe-area-inset-top))] sm:top-auto sm:right-4 sm:bottom-4 sm:left-auto sm:mx-0 sm:w-96 sm:p-0',
        )}
      />
    </ToastPrimitive.Provider>
  );
}
