import { SearchX, X } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { StateCard, StateIcon } from '#client/components/state-card.tsx';

/**
 * 'No offers found', saying why: the search, the category, or nothing near today's parking yet;
 * with the way out ('Clear Search', 'All Categories', or uploading proof).
 */
export function EmptyState({
  query,
  category,
  verified,
  onClearSearch,
  onAllCategories,
}: {
  query: string;
  category: string;
  verified: boolean;
  onClearSearch: () => void;
  onAllCategories: () => void;
}) {
  const reason = query
    ? `No offers match "${query}"`
    : category
      ? 'No offers available in this category'
      : verified
        ? 'No shops near your parking have an offer yet. Check back soon.'
        : 'No offers available. Upload parking proof to see nearby discounts!';
  return (
    <StateCard className="py-10">
      <StateIcon size="lg">
        <SearchX aria-hidden="true" className="size-7" />
      </StateIcon>
      <h2 className="text-lg font-semibold text-slate-900">No offers found</h2>
      <p className="max-w-xs text-sm break-words text-slate-700">{reason}</p>
      <div className="mt-1 flex flex-wrap justify-center gap-2">
        {query ? (
          <Button variant="outline" onClick={onClearSearch}>
            <X aria-hidden="true" className="size-4" />
            Clear Search
          </Button>
        ) : null}
        {category ? (
          <Button variant="outline" onClick={onAllCategories}>
            Show All Categories
          </Button>
        ) : null}
      </div>
    </StateCard>
  );
}
