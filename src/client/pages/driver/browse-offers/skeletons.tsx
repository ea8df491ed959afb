import { Card } from '#client/components/ui/card.tsx';
import { cn } from '#client/lib/cn.ts';

/** One grey placeholder bar; `className` gives its size. */
function Bar({ className }: { className: string }) {
  return <div className={cn('animate-pulse rounded bg-slate-200', className)} />;
}

/** Placeholders in the shape of the offer cards while the first list loads. */
export function OfferSkeletons() {
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">Loading offers...</span>
      <div aria-hidden="true" className="h-5 w-36 animate-pulse rounded bg-slate-200" />
      {[0, 1].map((index) => (
        <Card key={`featured-${index}`} className="overflow-hidden">
          <div className="h-32 animate-pulse bg-slate-100" />
          <div className="flex flex-col gap-2 p-4">
            <Bar className="h-5 w-2/3" />
            <Bar className="h-4 w-1/3" />
            <Bar className="h-4 w-1/2" />
          </div>
        </Card>
      ))}
      {[0, 1].map((index) => (
        <Card key={`row-${index}`} className="flex gap-3 p-4">
          <Bar className="size-12 shrink-0 rounded-xl" />
          <div className="flex flex-1 flex-col gap-2">
            <Bar className="h-5 w-1/2" />
            <Bar className="h-4 w-1/3" />
          </div>
        </Card>
      ))}
    </div>
  );
}
