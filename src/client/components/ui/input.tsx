import type { InputHTMLAttributes, Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '#client/lib/cn.ts';

const fieldClasses = cn(
  'w-full rounded-xl border border-slate-300 bg-white px-3.5 text-base text-slate-900 shadow-sm',
  'placeholder:text-slate-500 transition-colors',
  'focus-visible:border-primary-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary-600/40',
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500',
  'aria-[invalid=true]:border-danger-600 aria-[invalid=true]:focus-visible:outline-danger-600/40',
);

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

export function Input({ className, type = 'text', ...props }: InputProps) {
  return <input type={type} className={cn(fieldClasses, 'h-12', className)} {...props} />;
}

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({ className, rows = 3, ...props }: TextareaProps) {
  return (
    <textarea rows={rows} className={cn(fieldClasses, 'min-h-24 resize-y py-3', className)} {...props} />
  );
}
