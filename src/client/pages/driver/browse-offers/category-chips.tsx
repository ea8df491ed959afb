import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { cn } from '#client/lib/cn.ts';
import { ALL_CATEGORIES } from './categories';

function Chip({ label, pressed, onClick }: { label: string; pressed: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      data-pressed={pressed || undefined}
      onClick={onClick}
      className={cn(
        'inline-flex min-h-11 shrink-0 snap-start items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
        pressed
          ? 'bg-white text-primary-800 shadow-sm'
          : 'bg-primary-800 text-white ring-1 ring-white/30 ring-inset hover:bg-primary-900',
      )}
    >
      {label}
    </button>
  );
}

/** Which ends of the row have chips out of view. */
function useOverflowEdges(scroller: RefObject<HTMLDivElement | null>) {
  const [edges, setEdges] = useState({ start: false, end: false });
  const measure = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    const start = element.scrollLeft > 4;
    const end = element.scrollLeft + element.clientWidth < element.scrollWidth - 4;
    setEdges((current) => (current.start === start && current.end === end ? current : { start, end }));
  }, [scroller]);
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, [scroller, measure]);
  return { edges, measure };
}

/** A mouse helper at one end of the row (touch scrolls, keyboards tab through the chips). */
function ScrollButton({ side, onClick }: { side: 'start' | 'end'; onClick: () => void }) {
  const Icon = side === 'start' ? ChevronLeft : ChevronRight;
  return (
    <div
      className={cn(
        'pointer-events-none absolute inset-y-0 flex w-14 items-start pt-1',
        side === 'start'
          ? '-left-4 justify-start bg-gradient-to-r from-primary-700 from-40% to-transparent pl-2'
          : '-right-4 justify-end bg-gradient-to-l from-primary-700 from-40% to-transparent pr-2',
      )}
    >
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        onClick={onClick}
        className="pointer-events-auto hidden size-11 items-center justify-center rounded-full bg-white text-primary-800 shadow-md hover:bg-primary-50 pointer-fine:inline-flex"
      >
        <Icon className="size-5" />
      </button>
    </div>
  );
}

/**
 * Horizontally scrolling chips: 'All Categories', then the categories A→Z. One is pressed at a
 * time; the pressed chip is scrolled into view. Faded ends show there is more; with a mouse, the
 * ends become scroll buttons.
 */
export function CategoryChips({
  categories,
  selected,
  onSelect,
  loading,
}: {
  categories: string[];
  /** '' for 'All Categories'. */
  selected: string;
  onSelect: (category: string) => void;
  loading: boolean;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const { edges, measure } = useOverflowEdges(scroller);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure and reveal the pressed chip when the chips change.
  useEffect(() => {
    const chip = scroller.current?.querySelector<HTMLElement>('[data-pressed]');
    chip?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    measure();
  }, [selected, categories.length, loading]);

  const scrollBy = (direction: 1 | -1) => {
    const element = scroller.current;
    if (element) element.scrollBy({ left: direction * element.clientWidth * 0.7, behavior: 'smooth' });
  };

  return (
    <fieldset className="relative m-0 min-w-0 border-0 p-0">
      <legend className="sr-only">Filter by category</legend>
      <div
        ref={scroller}
        className="-mx-4 flex snap-x gap-2 overflow-x-auto scroll-px-14 px-4 pt-1 pb-3 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        <Chip label={ALL_CATEGORIES} pressed={selected === ''} onClick={() => onSelect('')} />
        {categories.map((category) => (
          <Chip
            key={category}
            label={category}
            pressed={selected.toLowerCase() === category.toLowerCase()}
            onClick={() => onSelect(category)}
          />
        ))}
        {loading
          ? [0, 1, 2].map((index) => (
              <span
                key={index}
                aria-hidden="true"
                className="h-11 w-24 shrink-0 animate-pulse rounded-full bg-primary-800/70"
              />
            ))
          : null}
      </div>
      {edges.start ? <ScrollButton side="start" onClick={() => scrollBy(-1)} /> : null}
      {edges.end ? <ScrollButton side="end" onClick={() => scrollBy(1)} /> : null}
    </fieldset>
  );
}
