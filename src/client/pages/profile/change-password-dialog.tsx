import { changePasswordFormSchema } from '#contracts/auth-forms.ts';
import { DialogFormFooter } from '#client/components/forms/dialog-form-footer.tsx';
import { CurrentPasswordField, NewPasswordFields } from '#client/components/forms/password-fields.tsx';
import { Dialog, DialogContent } from '#client/components/ui/dialog.tsx';
import { useChangePassword } from '#client/features/auth/api.ts';
import { toast } from '#client/lib/toast.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { useResetOnOpen } from './use-reset-on-open';

const emptyValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

interface ChangePasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Change Password: Current, New ('At least 8 characters'), Confirm New. */
export function ChangePasswordDialog({ open, onOpenChange }: ChangePasswordDialogProps) {
  const changePassword = useChangePassword();
  const form = useZodForm(changePasswordFormSchema, emptyValues);
  const { reset } = form;

  useResetOnOpen(open, () => reset(emptyValues));

  const onSubmit = form.submit(changePassword, {
    onSuccess: () => {
      onOpenChange(false);
      toast({ title: 'Success', description: 'Password changed successfully', variant: 'success' });
    },
    failure: { fallback: 'Failed to change password' },
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Change Password" description="Other devices will be signed out.">
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <CurrentPasswordField form={form} required />
          <NewPasswordFields
            form={form}
            name="newPassword"
            label="New Password"
            confirmLabel="Confirm New Password"
            rule="placeholder"
          />
          <DialogFormFooter
            submitLabel="Change Password"
            pending={changePassword.isPending}
            pendingLabel="Changing..."
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
