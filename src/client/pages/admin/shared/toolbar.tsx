import { Search } from 'lucide-react';
import { useId } from 'react';
import { SelectField, type SelectOption } from '#client/components/ui/select.tsx';
import { cn } from '#client/lib/cn.ts';

export function SearchBox({
  label,
  value,
  onChange,
  placeholder,
  className,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn('relative min-w-56 flex-1', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
      />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        className={cn(
          'h-10 w-full rounded-xl border border-slate-300 bg-white pr-3 pl-9 text-sm text-slate-900 shadow-sm placeholder:text-slate-500',
          'focus-visible:border-primary-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary-600/40',
        )}
      />
    </div>
  );
}

/** A compact labelled filter select; 'all' stands for no filter (Radix items cannot be empty). */
export function FilterSelect({
  label,
  value,
  onValueChange,
  options,
  className,
}: {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  className?: string;
}) {
  return (
    <SelectField
      aria-label={label}
      value={value}
      onValueChange={onValueChange}
      options={options}
      className={cn('h-10 w-52 text-sm', className)}
    />
  );
}
