import { useEffect } from 'react';
import { CURRENT_PASSWORD_REQUIRED, type User } from '#contracts/auth.ts';
import { normaliseUkPhone } from '#contracts/fields.ts';
import { profileFormSchema } from '#contracts/auth-forms.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '#client/components/ui/dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { useUpdateProfile } from '#client/features/auth/api.ts';
import { formatUkPhone } from '#client/lib/format.ts';
import { toast } from '#client/lib/toast.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';

interface EditProfileDialogProps {
  user: User;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function valuesFor(user: User) {
  return {
    fullName: user.fullName ?? '',
    email: user.email ?? '',
    phone: formatUkPhone(user.phone),
    currentPassword: '',
  };
}

/** True when the form would change how the person signs in (then the server asks for the password). */
function changesSignIn(user: User, values: { email: string; phone: string }) {
  const email = values.email.trim().toLowerCase();
  const phone = values.phone.trim() ? (normaliseUkPhone(values.phone) ?? values.phone.trim()) : '';
  return (email !== '' && email !== user.email) || (phone !== '' && phone !== user.phone);
}

/**
 * Edit Profile: Full Name, Email, Phone Number; empty values are left out of the update. Changing
 * the e-mail or phone asks for the current password too, so a borrowed phone cannot take the account.
 */
export function EditProfileDialog({ user, open, onOpenChange }: EditProfileDialogProps) {
  const updateProfile = useUpdateProfile();
  const form = useZodForm(profileFormSchema, valuesFor(user));
  const { reset } = form;

  // Start from the saved values each time the dialog opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only re-seed when opened.
  useEffect(() => {
    if (open) reset(valuesFor(user));
  }, [open]);

  const needsPassword = changesSignIn(user, form.values);

  const onSubmit = form.submit(updateProfile, {
    request: (body, formElement) => {
      if (needsPassword && !body.currentPassword) {
        form.showErrors({ currentPassword: CURRENT_PASSWORD_REQUIRED }, formElement);
        return null;
      }
      if (!needsPassword) delete body.currentPassword;
      return body;
    },
    onSuccess: () => {
      onOpenChange(false);
      toast({ title: 'Success', description: 'Profile updated successfully', variant: 'success' });
    },
    failure: { fallback: 'Failed to update profile' },
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Edit Profile" description="Update your name and how we contact you.">
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <FormField label="Full Name" error={form.errors.fullName}>
            <Input {...form.field('fullName')} autoComplete="name" autoCapitalize="words" />
          </FormField>
          <FormField label="Email" error={form.errors.email}>
            <Input
              {...form.field('email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="e.g. you@example.com"
            />
          </FormField>
          <FormField label="Phone Number" error={form.errors.phone}>
            <Input
              {...form.field('phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="e.g. 07700 900123"
            />
          </FormField>
          {needsPassword && (
            <FormField
              label="Current Password"
              hint="Needed to change your email or phone number."
              error={form.errors.currentPassword}
            >
              <Input {...form.field('currentPassword')} type="password" autoComplete="current-password" />
            </FormField>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" pending={updateProfile.isPending} pendingLabel="Saving...">
              Save Changes
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
