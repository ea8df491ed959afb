import { Compass } from 'lucide-react';
import { StatusScreen } from '#client/components/status-screen.tsx';
import { usePageTitle } from '#client/lib/page-title.ts';

/** Any path that is not in the route table (docs/decisions/019). */
export function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <StatusScreen
      icon={<Compass aria-hidden="true" className="size-8" />}
      code="404"
      title="Page Not Found"
      text="We couldn’t find that page. It may have moved, or the link may be wrong."
    />
  );
}
