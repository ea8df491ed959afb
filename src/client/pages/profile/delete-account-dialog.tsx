import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useLocation } from 'wouter';
import { type DeleteAccountRequest, deleteAccountRequestSchema } from '#contracts/auth.ts';
import { DialogFormFooter } from '#client/components/forms/dialog-form-footer.tsx';
import { CurrentPasswordField } from '#client/components/forms/password-fields.tsx';
import { Dialog, DialogContent } from '#client/components/ui/dialog.tsx';
import { clearSessionData } from '#client/features/auth/api.ts';
import { apiRequest, serverFieldErrors, toastApiError } from '#client/lib/api.ts';
import { toast } from '#client/lib/toast.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { useResetOnOpen } from './use-reset-on-open';

const emptyValues = { currentPassword: '' };

/** What goes with the account (decisions.md section 5), said before the person confirms. */
const WHAT_GOES = [
  'Your account and your sign-in on every device',
  'Your parking tickets and their photos',
  'Your redemptions and the money-saved total',
];

/**
 * 'Delete account' for drivers: the current password confirms it (`DELETE /api/auth/account`). A wrong
 * password is said beside the field and nothing changes; on success the app signs out to the landing
 * page. Loaded only when opened (profile.tsx): nobody else pays for its code.
 */
export function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const form = useZodForm(deleteAccountRequestSchema, emptyValues);
  const { reset } = form;
  const deleteAccount = useMutation({
    mutationFn: (body: DeleteAccountRequest) => apiRequest<null>('DELETE', '/api/auth/account', body),
  });

  useResetOnOpen(open, () => reset(emptyValues));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const parsed = deleteAccountRequestSchema.safeParse(form.values);
    if (!parsed.success) {
      form.showErrors({ currentPassword: parsed.error.issues[0]?.message ?? 'Enter your password' }, element);
      return;
    }
    deleteAccount.mutate(parsed.data, {
      onSuccess: () => {
        // Home first, then the signed-in data goes (as sign-out does), so no page bounces to /login.
        navigate('/', { replace: true });
        clearSessionData(queryClient);
        toast({
          title: 'Account deleted',
          description: 'Your account and its data have been deleted. Thank you for using ParkPerks.',
          variant: 'success',
        });
      },
      onError: (error) => {
        // A wrong password (or the pause after too many) is said beside the field; the rest in a toast.
        const fields = serverFieldErrors(error);
        if (Object.keys(fields).length > 0) form.showErrors(fields, element);
        else toastApiError(error, 'Failed to delete your account');
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Delete your account?"
        description="This cannot be undone. Enter your password to confirm."
      >
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <div className="rounded-xl bg-danger-50 p-4 text-sm text-danger-800 ring-1 ring-danger-200">
            <p className="font-semibold">Deleted at once:</p>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {WHAT_GOES.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <CurrentPasswordField form={form} required />
          <DialogFormFooter
            variant="destructive"
            submitLabel="Delete account"
            pending={deleteAccount.isPending}
            pendingLabel="Deleting..."
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
