import { useEffect } from 'react';
import { changePasswordFormSchema } from '#contracts/auth-forms.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '#client/components/ui/dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { useChangePassword } from '#client/features/auth/api.ts';
import { toast } from '#client/lib/toast.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';

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

  // biome-ignore lint/correctness/useExhaustiveDependencies: only clear when opened.
  useEffect(() => {
    if (open) reset(emptyValues);
  }, [open]);

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
          <FormField label="Current Password" error={form.errors.currentPassword} required>
            <Input {...form.field('currentPassword')} type="password" autoComplete="current-password" />
          </FormField>
          <FormField label="New Password" error={form.errors.newPassword} required>
            <Input
              {...form.field('newPassword')}
              type="password"
              autoComplete="new-password"
              placeholder="At least 8 characters"
            />
          </FormField>
          <FormField label="Confirm New Password" error={form.errors.confirmPassword} required>
            <Input {...form.field('confirmPassword')} type="password" autoComplete="new-password" />
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" pending={changePassword.isPending} pendingLabel="Changing...">
              Change Password
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
