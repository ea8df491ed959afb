import { CloudOff, RotateCcw, TriangleAlert } from 'lucide-react';
import { usePageTitle } from '#client/lib/page-title.ts';
import { StatusScreen } from './status-screen';
import { Button } from './ui/button';

export const LOAD_ERROR_TITLE = 'We couldn’t load this page';
const CRASH_TITLE = 'Something went wrong';

/**
 * The friendly screen of a route that failed: its code would not load ('load', also drawn into
 * index.html for a start that cannot load the app at all) or it broke while drawing ('crash').
 * 'Try again' carries `data-retry` so the static copy can be wired up without React (main.ts).
 */
export function RouteErrorScreen({ kind, onRetry }: { kind: 'load' | 'crash'; onRetry?: () => void }) {
  const load = kind === 'load';
  usePageTitle(load ? LOAD_ERROR_TITLE : CRASH_TITLE);
  return (
    <StatusScreen
      icon={
        load ? (
          <CloudOff aria-hidden="true" className="size-8" />
        ) : (
          <TriangleAlert aria-hidden="true" className="size-8" />
        )
      }
      title={load ? LOAD_ERROR_TITLE : CRASH_TITLE}
      text={
        load
          ? 'Part of ParkPerks didn’t arrive. Check your connection, then try again.'
          : 'Sorry, this page ran into a problem. Please try again.'
      }
      action={
        <Button size="lg" className="min-w-40" onClick={onRetry} data-retry="">
          <RotateCcw aria-hidden="true" className="size-5" />
          Try again
        </Button>
      }
    />
  );
}
