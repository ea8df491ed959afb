import { BarChart3, ClipboardCheck, FileBarChart, History, Store, UserRound, Users } from 'lucide-react';
import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { User } from '#contracts/auth.ts';
import { AppHeader } from '#client/components/app-header.tsx';
import { useAdminStats } from '#client/features/admin/api.ts';
import { displayName } from '#client/features/auth/display.ts';
import { SignOutButton } from '#client/features/auth/sign-out-button.tsx';
import { cn } from '#client/lib/cn.ts';
import { usePageTitle } from '#client/lib/page-title.ts';
import { AuditTab } from './audit/audit-tab';
import { RetailersTab } from './retailers/retailers-tab';
import { ReviewsTab } from './reviews/reviews-tab';
import { StatsTab } from './stats-tab';
import { TownReportsTab } from './town-reports/town-reports-tab';
import { UsersTab } from './users/users-tab';

const TABS = [
  { value: 'statistics', label: 'Statistics', icon: BarChart3 },
  { value: 'retailers', label: 'Retailers', icon: Store },
  { value: 'users', label: 'Users', icon: Users },
  { value: 'reviews', label: 'Reviews', icon: ClipboardCheck },
  { value: 'town-reports', label: 'Town Reports', icon: FileBarChart },
  { value: 'audit', label: 'Audit Log', icon: History },
] as const;
type TabValue = (typeof TABS)[number]['value'];

/** The open tab lives in the address (?tab=users), so reloads and links keep it. */
function useTab(): [TabValue, (tab: string) => void] {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const requested = new URLSearchParams(search).get('tab');
  const tab = TABS.find((item) => item.value === requested)?.value ?? 'statistics';
  const setTab = (next: string) =>
    navigate(next === 'statistics' ? location : `${location}?tab=${next}`, { replace: true });
  return [tab, setTab];
}

function Panel({ value, children }: { value: TabValue; children: ReactNode }) {
  return (
    <Tabs.Content value={value} className="focus-visible:outline-offset-4">
      {children}
    </Tabs.Content>
  );
}

/** The admin dashboard (docs/decisions/019), at / and /admin for admins; others see 'Access Denied'. */
export function AdminDashboardPage({ user }: { user: User }) {
  usePageTitle('Admin Dashboard');
  const [tab, setTab] = useTab();
  // The statistics already count the reviews waiting; the tab shows the number so none sit unseen.
  const waiting = useAdminStats().data?.pendingReviews ?? 0;
  return (
    <div className="min-h-dvh pb-12">
      <AppHeader
        width="wide"
        title="Admin Dashboard"
        subtitle={displayName(user)}
        actions={
          <>
            <Link
              href="/profile"
              className="inline-flex min-h-10 items-center gap-2 rounded-xl px-3 text-sm font-semibold text-white hover:bg-white/10 focus-visible:outline-white"
            >
              <UserRound aria-hidden="true" className="size-4" />
              Profile
            </Link>
            <SignOutButton
              variant="ghost"
              size="sm"
              className="text-white hover:bg-white/10 active:bg-white/15"
            />
          </>
        }
      />
      <Tabs.Root
        value={tab}
        onValueChange={setTab}
        className="mx-auto flex max-w-6xl flex-col gap-5 px-4 pt-6"
      >
        <Tabs.List
          aria-label="Admin sections"
          className="flex w-full gap-1 overflow-x-auto rounded-2xl border border-slate-200 bg-white p-1 shadow-card sm:w-fit"
        >
          {TABS.map(({ value, label, icon: Icon }) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className={cn(
                'inline-flex min-h-10 shrink-0 items-center gap-2 rounded-xl px-4 text-sm font-semibold text-slate-700 transition-colors',
                'hover:bg-slate-100 data-[state=active]:bg-primary-700 data-[state=active]:text-white',
              )}
            >
              <Icon aria-hidden="true" className="size-4" />
              {label}
              {value === 'reviews' && waiting > 0 ? (
                <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-warning-100 px-1.5 text-xs font-bold text-warning-800 tabular-nums">
                  {waiting}
                  <span className="sr-only"> waiting</span>
                </span>
              ) : null}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Panel value="statistics">
          <StatsTab onOpenReviews={() => setTab('reviews')} />
        </Panel>
        <Panel value="retailers">
          <RetailersTab />
        </Panel>
        <Panel value="users">
          <UsersTab currentUserId={user.id} />
        </Panel>
        <Panel value="reviews">
          <ReviewsTab />
        </Panel>
        <Panel value="town-reports">
          <TownReportsTab />
        </Panel>
        <Panel value="audit">
          <AuditTab />
        </Panel>
      </Tabs.Root>
    </div>
  );
}
