import { Search, X } from 'lucide-react';
import type { Ref } from 'react';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { cn } from '#client/lib/cn.ts';

/**
 * 'Search retailers or categories...', on the blue header. The list follows as the driver types;
 * the keyboard's Search key just closes the keyboard.
 */
export function SearchBox({
  value,
  onChange,
  busy,
  inputRef,
}: {
  value: string;
  onChange: (value: string) => void;
  /** Shows a small spinner while the list catches up with the text. */
  busy: boolean;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <search>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const input = event.currentTarget.elements.namedItem('q');
          if (input instanceof HTMLInputElement) input.blur();
        }}
        className="relative"
      >
        <label htmlFor="offer-search" className="sr-only">
          Search retailers or categories
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-500"
        />
        <input
          ref={inputRef}
          id="offer-search"
          name="q"
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder="Search retailers or categories..."
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={100}
          className={cn(
            'h-12 w-full rounded-xl border border-transparent bg-white pl-11 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white [&::-webkit-search-cancel-button]:hidden',
            value ? 'pr-20' : 'pr-4',
          )}
        />
        <div className="absolute top-1/2 right-1 flex -translate-y-1/2 items-center gap-1">
          {busy && value ? <Spinner className="size-4 text-primary-700" /> : null}
          {value ? (
            <button
              type="button"
              onClick={() => onChange('')}
              aria-label="Clear search text"
              className="inline-flex size-10 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          ) : null}
        </div>
      </form>
    </search>
  );
}
