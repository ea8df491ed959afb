import { CURRENT_PASSWORD_REQUIRED, type User } from '#contracts/auth.ts';
import { profileFormSchema } from '#contracts/auth-forms.ts';
import { contactAsStored, withPasswordForContact } from '#client/components/forms/contact-change.ts';
import { EmailInput, NameInput, PhoneInput } from '#client/components/forms/contact-inputs.tsx';
import { DialogFormFooter } from '#client/components/forms/dialog-form-footer.tsx';
import { Field } from '#client/components/forms/field.tsx';
import { CurrentPasswordField } from '#client/components/forms/password-fields.tsx';
import { Dialog, DialogContent } from '#client/components/ui/dialog.tsx';
import { useUpdateProfile } from '#client/features/auth/api.ts';
import { formatUkPhone } from '#client/lib/format.ts';
import { toast } from '#client/lib/toast.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { useResetOnOpen } from './use-reset-on-open';

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
  const { email, phone } = contactAsStored(values);
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
  useResetOnOpen(open, () => reset(valuesFor(user)));

  const needsPassword = changesSignIn(user, form.values);

  const onSubmit = form.submit(updateProfile, {
    request: (body, formElement) =>
      withPasswordForContact(form, body, needsPassword, CURRENT_PASSWORD_REQUIRED, formElement),
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
          <Field form={form} name="fullName" label="Full Name">
            <NameInput />
          </Field>
          <Field form={form} name="email" label="Email">
            <EmailInput />
          </Field>
          <Field form={form} name="phone" label="Phone Number">
            <PhoneInput />
          </Field>
          {needsPassword && (
            <CurrentPasswordField form={form} hint="Needed to change your email or phone number." />
          )}
          <DialogFormFooter
            submitLabel="Save Changes"
            pending={updateProfile.isPending}
            pendingLabel="Saving..."
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
