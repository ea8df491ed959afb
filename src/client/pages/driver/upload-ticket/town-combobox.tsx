import { MapPin } from 'lucide-react';
import { type KeyboardEvent, type Ref, useEffect, useId, useRef, useState } from 'react';
import { Input } from '#client/components/ui/input.tsx';
import { suggestsFor, useTownSuggestions } from '#client/features/tickets/town-suggestions.ts';
import { cn } from '#client/lib/cn.ts';
import { useDebouncedValue } from '#client/lib/use-debounced-value.ts';

/** Long enough for a typist to finish a few letters; short enough to feel immediate. */
const SUGGEST_DEBOUNCE_MS = 200;

interface TownComboboxProps {
  value: string;
  onChange: (town: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  placeholder?: string;
  // Set by FormField: the label's target, and the hint and error the field is described by.
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

/**
 * The town field of the manual-location step: a text field that suggests real towns as the driver
 * types (the WAI-ARIA combobox pattern with a listbox popup). Down and Up move through the
 * suggestions, Enter picks one, Escape closes the list; a tap picks one on a phone. Typing a town
 * that is not suggested is still allowed: the server judges it.
 */
export function TownCombobox({ value, onChange, inputRef, placeholder, ...field }: TownComboboxProps) {
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const listRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const debounced = useDebouncedValue(value, SUGGEST_DEBOUNCE_MS);
  const suggestions = useTownSuggestions(debounced, open);
  const options = open && suggestsFor(value) ? (suggestions.data ?? []) : [];
  // Nothing to suggest when the text already is the one suggestion.
  const onlyItself = options.length === 1 && options[0]!.name.toLowerCase() === value.trim().toLowerCase();
  const expanded = options.length > 0 && !onlyItself;
  const activeIndex = expanded && active < options.length ? active : -1;

  // A new list starts with nothing chosen; the chosen option stays in view as it moves.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset whenever the answer changes
  useEffect(() => setActive(-1), [suggestions.data]);
  useEffect(() => {
    if (activeIndex >= 0) listRef.current?.children[activeIndex]?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex]);

  const choose = (name: string) => {
    onChange(name);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        else if (expanded) setActive((activeIndex + 1) % options.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (expanded) setActive(activeIndex <= 0 ? options.length - 1 : activeIndex - 1);
        break;
      case 'Enter':
        // Enter on a suggestion picks it; otherwise it sends the form as usual.
        if (expanded && activeIndex >= 0) {
          event.preventDefault();
          choose(options[activeIndex]!.name);
        }
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        }
        break;
    }
  };

  const count = options.length;
  return (
    <div className="relative">
      <Input
        {...field}
        ref={inputRef}
        name="town"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        placeholder={placeholder}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="words"
        spellCheck={false}
        maxLength={100}
        enterKeyHint="go"
      />
      <div
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label="Suggested towns"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
      >
        {options.map((town, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works from the field (aria-activedescendant), as the combobox pattern has it.
          <div
            key={town.name}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === activeIndex}
            // Keeps the focus in the field, so the tap is a pick and not a blur that closes the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(town.name)}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-2.5 px-3.5 py-2 text-base text-slate-900',
              index === activeIndex ? 'bg-primary-50 text-primary-900' : 'hover:bg-slate-50',
            )}
          >
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
            {town.name}
          </div>
        ))}
      </div>
      <p aria-live="polite" className="sr-only">
        {expanded ? `${count} ${count === 1 ? 'town' : 'towns'} suggested. Use up and down to choose.` : ''}
      </p>
    </div>
  );
}
