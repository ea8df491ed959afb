import { TOAST_DURATION_MS } from '#contracts/constants.ts';

/**
 * The app's one toast slot. Spec: at most one toast is visible, so showing a new toast replaces
 * the current one. Kept outside React so the API client can raise toasts (the 401 rule);
 * components/toaster.tsx (ui/radix-toaster.tsx once loaded) draws whatever is here.
 */
export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastAction {
  label: string;
  /** Describes the action for screen-reader users who cannot reach the toast in time. */
  altText?: string;
  onClick: () => void;
}

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes; 5000 by default. */
  duration?: number;
  action?: ToastAction;
}

export interface ToastItem extends Required<Pick<ToastOptions, 'title' | 'variant' | 'duration'>> {
  id: number;
  description?: string;
  action?: ToastAction;
  open: boolean;
}

type Listener = () => void;

let current: ToastItem | null = null;
let nextId = 1;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getCurrentToast(): ToastItem | null {
  return current;
}

/** Shows a toast, replacing any toast on screen. Returns its id. */
export function toast(options: ToastOptions): number {
  const id = nextId++;
  current = {
    id,
    title: options.title,
    description: options.description,
    variant: options.variant ?? 'default',
    duration: options.duration ?? TOAST_DURATION_MS,
    action: options.action,
    open: true,
  };
  emit();
  return id;
}

/** Starts closing a toast (it animates out, then is removed). Without an id: the current one. */
export function dismissToast(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  current = { ...current, open: false };
  emit();
}
