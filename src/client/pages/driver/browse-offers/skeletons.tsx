/** Placeholders in the shape of the offer cards while the first list loads. */
export function OfferSkeletons() {
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">Loading offers...</span>
      <div aria-hidden="true" className="h-5 w-36 animate-pulse rounded bg-slate-200" />
      {[0, 1].map((index) => (
        <div
          key={`featured-${index}`}
          className="overflow-hidden rounded-[var(--radius-card)] border border-slate-200/80 bg-white shadow-card"
        >
          <div className="h-32 animate-pulse bg-slate-100" />
          <div className="flex flex-col gap-2 p-4">
            <div className="h-5 w-2/3 animate-pulse rounded bg-slate-200" />
            <div className="h-4 w-1/3 animate-pulse rounded bg-slate-200" />
            <div className="h-4 w-1/2 animate-pulse rounded bg-slate-200" />
          </div>
        </div>
      ))}
      {[0, 1].map((index) => (
        <div
          key={`row-${index}`}
          className="flex gap-3 rounded-[var(--radius-card)] border border-slate-200/80 bg-white p-4 shadow-card"
        >
          <div className="size-12 shrink-0 animate-pulse rounded-xl bg-slate-200" />
          <div className="flex flex-1 flex-col gap-2">
            <div className="h-5 w-1/2 animate-pulse rounded bg-slate-200" />
            <div className="h-4 w-1/3 animate-pulse rounded bg-slate-200" />
          </div>
        </div>
      ))}
    </div>
  );
}
