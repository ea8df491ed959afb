import { Check, ChevronDown } from 'lucide-react';
import { Select as SelectPrimitive } from 'radix-ui';
import { cn } from '#client/lib/cn.ts';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
  id?: string;
  name?: string;
  disabled?: boolean;
  className?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
  'aria-label'?: string;
}

/**
 * A Radix select: the trigger is a combobox button that a <label htmlFor> names, and the options
 * open in a listbox (keyboard: arrows, type-ahead, Enter, Escape).
 */
export function SelectField({
  value,
  onValueChange,
  options,
  placeholder,
  id,
  name,
  disabled,
  className,
  ...aria
}: SelectFieldProps) {
  return (
    <SelectPrimitive.Root value={value} onValueChange={onValueChange} name={name} disabled={disabled}>
      <SelectPrimitive.Trigger
        id={id}
        className={cn(
          'flex h-12 w-full items-center justify-between gap-2 rounded-xl border border-slate-300 bg-white px-3.5 text-left text-base text-slate-900 shadow-sm',
          'focus-visible:border-primary-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary-600/40',
          'data-[placeholder]:text-slate-500 disabled:cursor-not-allowed disabled:bg-slate-100',
          'aria-[invalid=true]:border-danger-600',
          className,
        )}
        {...aria}
      >
        <SelectPrimitive.Value placeholder={placeholder} />
        <SelectPrimitive.Icon>
          <ChevronDown aria-hidden="true" className="size-5 text-slate-500" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={6}
          className={cn(
            'z-50 max-h-[min(var(--radix-select-content-available-height),22rem)] w-[var(--radix-select-trigger-width)] overflow-hidden',
            'rounded-xl border border-slate-200 bg-white shadow-lg data-[state=open]:animate-fade-in',
          )}
        >
          <SelectPrimitive.Viewport className="p-1.5">
            {options.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                className={cn(
                  'relative flex min-h-11 cursor-default select-none items-center rounded-lg py-2 pr-3 pl-9 text-base text-slate-800 outline-none',
                  'data-[highlighted]:bg-primary-50 data-[highlighted]:text-primary-900 data-[state=checked]:font-semibold',
                )}
              >
                <SelectPrimitive.ItemIndicator className="absolute left-2.5 inline-flex items-center">
                  <Check aria-hidden="true" className="size-4 text-primary-700" />
                </SelectPrimitive.ItemIndicator>
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
