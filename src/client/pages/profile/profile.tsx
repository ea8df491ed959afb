import {
  ChevronRight,
  Info,
  KeyRound,
  Mail,
  Pencil,
  Phone,
  ShieldCheck,
  Trash2,
  UserRound,
  CalendarDays,
} from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { User } from '#contracts/auth.ts';
import { DRIVER_USER_TYPE } from '#contracts/constants.ts';
import { AppHeader } from '#client/components/app-header.tsx';
import { LegalLinks } from '#client/components/legal-links.tsx';
import { BottomNav } from '#client/components/bottom-nav.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { accountTypeLabel, avatarInitial, contactLine, displayName } from '#client/features/auth/display.ts';
import { SignOutButton } from '#client/features/auth/sign-out-button.tsx';
import { formatDate, formatUkPhone } from '#client/lib/format.ts';
import { usePageTitle } from '#client/lib/page-title.ts';
import { ChangePasswordDialog } from './change-password-dialog';
import { EditProfileDialog } from './edit-profile-dialog';

// Rarely opened: its code loads when 'Delete account' is pressed, not with the profile.
const DeleteAccountDialog = lazy(() =>
  import('./delete-account-dialog').then((module) => ({ default: module.DeleteAccountDialog })),
);

function InfoRow({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="flex items-center gap-3 py-3">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-slate-600">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm text-slate-600">{label}</p>
        <p className="truncate font-medium text-slate-900">{value}</p>
      </div>
    </div>
  );
}

const badgeVariant = { admin: 'danger', retailer: 'warning', customer: 'primary' } as const;

/** The profile screen for every signed-in role (docs/decisions/019). */
export function ProfilePage({ user }: { user: User }) {
  usePageTitle('Profile');
  const [editOpen, setEditOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  // Mounted from the first press on, so closing it keeps Radix's closing animation and focus return.
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [deleteWanted, setDeleteWanted] = useState(false);
  const isDriver = user.userType === DRIVER_USER_TYPE;

  return (
    <div className={isDriver ? 'min-h-dvh pb-28' : 'min-h-dvh pb-10'}>
      <AppHeader title="Profile" backTo={isDriver ? undefined : '/'} backLabel="Back to Home" />
      <main className="mx-auto flex max-w-md flex-col gap-4 px-4 pt-5">
        <Card className="overflow-hidden">
          <div className="h-16 bg-gradient-to-r from-primary-700 to-primary-500" aria-hidden="true" />
          <div className="-mt-10 flex flex-col items-center px-5 pb-6 text-center">
            <div
              aria-hidden="true"
              className="inline-flex size-20 items-center justify-center rounded-full bg-primary-700 text-3xl font-bold text-white ring-4 ring-white"
            >
              {avatarInitial(user)}
            </div>
            <h2 className="mt-3 text-xl font-bold text-slate-900">{displayName(user)}</h2>
            <p className="mt-0.5 text-sm text-slate-600">{contactLine(user)}</p>
            <Badge variant={badgeVariant[user.userType]} className="mt-3">
              {accountTypeLabel(user.userType)}
            </Badge>
          </div>
        </Card>

        <Card>
          <CardHeader className="flex-row items-center justify-between">
            <CardTitle>Account Information</CardTitle>
            <Button
              variant="ghost"
              size="sm"
              className="-mr-2 text-primary-700"
              onClick={() => setEditOpen(true)}
            >
              <Pencil aria-hidden="true" className="size-4" />
              Edit
            </Button>
          </CardHeader>
          <CardContent className="pt-2">
            <div className="divide-y divide-slate-100">
              <InfoRow
                icon={<UserRound aria-hidden="true" className="size-5" />}
                label="Full Name"
                value={user.fullName?.trim() || 'Not set'}
              />
              <InfoRow
                icon={<Mail aria-hidden="true" className="size-5" />}
                label="Email"
                value={user.email || 'Not set'}
              />
              <InfoRow
                icon={<Phone aria-hidden="true" className="size-5" />}
                label="Phone Number"
                value={formatUkPhone(user.phone) || 'Not set'}
              />
              <InfoRow
                icon={<CalendarDays aria-hidden="true" className="size-5" />}
                label="Member Since"
                value={formatDate(user.createdAt) || '—'}
              />
            </div>
          </CardContent>
        </Card>

        <Card>
          <CardContent className="flex flex-col gap-2 p-3">
            <button
              type="button"
              onClick={() => setPasswordOpen(true)}
              className="flex min-h-14 w-full items-center gap-3 rounded-xl px-2 text-left hover:bg-slate-50"
            >
              <span className="inline-flex size-10 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
                <KeyRound aria-hidden="true" className="size-5" />
              </span>
              <span className="flex-1 font-medium text-slate-900">Change Password</span>
              <ChevronRight aria-hidden="true" className="size-5 text-slate-400" />
            </button>
          </CardContent>
        </Card>

        <SignOutButton
          variant="outline"
          size="lg"
          className="border-danger-200 text-danger-700 hover:bg-danger-50"
        />

        <Card>
          <CardHeader className="flex-row items-center gap-2">
            <Info aria-hidden="true" className="size-5 text-primary-700" />
            <CardTitle className="text-base">About ParkPerks</CardTitle>
          </CardHeader>
          <CardContent className="space-y-3 pt-3 text-sm text-slate-700">
            <p>
              ParkPerks turns proof of today’s parking into discounts at shops, cafés and restaurants nearby,
              and helps local businesses welcome the drivers parking on their doorstep.
            </p>
            <p className="flex items-start gap-2">
              <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-700" />
              Ticket photos are only used to verify your parking.
            </p>
            <p className="text-slate-600">
              Place data from{' '}
              <a
                href="https://www.geonames.org/"
                target="_blank"
                rel="noreferrer"
                className="font-medium text-primary-700 underline underline-offset-2"
              >
                GeoNames
              </a>
              , licensed under{' '}
              <a
                href="https://creativecommons.org/licenses/by/4.0/"
                target="_blank"
                rel="noreferrer"
                className="font-medium text-primary-700 underline underline-offset-2"
              >
                CC BY 4.0
              </a>
              .
            </p>
            <LegalLinks className="-mx-1 text-slate-700" linkClassName="font-medium text-primary-700" />
          </CardContent>
        </Card>

        {isDriver ? (
          // A driver may delete their own account (decisions.md section 5); retailers and admins are told
          // how to leave by the server and the privacy notice.
          <section aria-labelledby="delete-account" className="mt-4 border-t border-slate-200 pt-6">
            <h2 id="delete-account" className="text-base font-semibold text-slate-900">
              Delete account
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              Deletes your account, your parking tickets and their photos, and your redemptions. This cannot
              be undone.
            </p>
            <Button
              variant="outline"
              size="lg"
              className="mt-3 w-full border-danger-300 text-danger-700 hover:bg-danger-50"
              onClick={() => {
                setDeleteWanted(true);
                setDeleteOpen(true);
              }}
            >
              <Trash2 aria-hidden="true" className="size-5" />
              Delete account
            </Button>
          </section>
        ) : null}
      </main>

      <EditProfileDialog user={user} open={editOpen} onOpenChange={setEditOpen} />
      <ChangePasswordDialog open={passwordOpen} onOpenChange={setPasswordOpen} />
      {deleteWanted ? (
        <Suspense fallback={null}>
          <DeleteAccountDialog open={deleteOpen} onOpenChange={setDeleteOpen} />
        </Suspense>
      ) : null}
      {isDriver ? <BottomNav /> : null}
    </div>
  );
}
