import { ShieldX } from 'lucide-react';
import { usePageTitle } from '#client/lib/page-title.ts';
import { StatusScreen } from '#client/components/status-screen.tsx';

/** What a signed-in non-admin sees at /admin. */
export function AccessDeniedPage() {
  usePageTitle('Access Denied');
  return (
    <StatusScreen
      icon={<ShieldX aria-hidden="true" className="size-8" />}
      title="Access Denied"
      text="You don’t have permission to view this page. It is only available to ParkPerks administrators."
    />
  );
}
