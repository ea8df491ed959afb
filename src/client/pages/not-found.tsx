import { Compass } from 'lucide-react';
import { StatusScreen } from '../components/status-screen';
import { usePageTitle } from '../lib/page-title';

/** Any path that is not in the route table (spec section 2). */
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
