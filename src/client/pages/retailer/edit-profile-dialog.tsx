import { useEffect, useRef, useState } from 'react';
import {
  RETAILER_CURRENT_PASSWORD_REQUIRED,
  type RetailerProfileUpdate,
  retailerProfileFormSchema,
} from '#contracts/retailer-portal.ts';
import { contactAsStored, withPasswordForContact } from '#client/components/forms/contact-change.ts';
import { EmailInput, NameInput, PhoneInput } from '#client/components/forms/contact-inputs.tsx';
import { DialogFormFooter } from '#client/components/forms/dialog-form-footer.tsx';
import { Field } from '#client/components/forms/field.tsx';
import { CurrentPasswordField } from '#client/components/forms/password-fields.tsx';
import { ProgressBar } from '#client/components/progress-bar.tsx';
import { Dialog, DialogContent } from '#client/components/ui/dialog.tsx';
import { Textarea } from '#client/components/ui/input.tsx';
import {
  LogoUploadError,
  type OwnRetailer,
  uploadLogo,
  useUpdateRetailerProfile,
} from '#client/features/retailer/api.ts';
import { isAbortError } from '#client/features/uploads/upload-file.ts';
import { errorMessage, isHandledUnauthorized } from '#client/lib/api.ts';
import { formatUkPhone } from '#client/lib/format.ts';
import { toast } from '#client/lib/toast.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { type LogoChoice, LogoField } from './logo-field';

interface EditProfileDialogProps {
  retailer: OwnRetailer;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Edit Profile (docs/decisions/019): logo, Contact Name, Email Address, Phone Number, Business Address. */
export function EditProfileDialog({ retailer, open, onOpenChange }: EditProfileDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Edit Profile"
        description="Your logo and the details customers and ParkPerks use to reach you."
        className="max-w-lg"
      >
        {/* Mounted only while open, so every opening starts from the saved record. */}
        <EditProfileForm retailer={retailer} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

/**
 * True when the form would change the shop's contact e-mail or phone: the server then asks for the
 * password (a stolen session must not redirect the shop's e-mails, docs/decisions/045).
 */
function changesContact(retailer: OwnRetailer, values: { email?: string; phone?: string }) {
  const { email, phone } = contactAsStored(values);
  return email !== (retailer.email ?? '') || phone !== (retailer.phone ?? '');
}

function EditProfileForm({ retailer, onDone }: { retailer: OwnRetailer; onDone: () => void }) {
  const save = useUpdateRetailerProfile(retailer.id);
  const form = useZodForm(retailerProfileFormSchema(Boolean(retailer.address)), {
    contactName: retailer.contactName ?? '',
    email: retailer.email ?? '',
    phone: formatUkPhone(retailer.phone),
    address: retailer.address ?? '',
    currentPassword: '',
  });
  const needsPassword = changesContact(retailer, form.values);
  const [logo, setLogo] = useState<LogoChoice>({ kind: 'keep' });
  const [phase, setPhase] = useState<'idle' | 'uploading' | 'saving'>('idle');
  const [progress, setProgress] = useState(0);
  // A logo already uploaded for this pick is not sent twice when saving is retried.
  const uploaded = useRef<{ file: File; url: string } | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  /** docs/decisions/019: a newly picked logo is uploaded first, then the profile saved. */
  const logoUrlToSave = async (): Promise<string | null | undefined> => {
    if (logo.kind === 'keep') return undefined;
    if (logo.kind === 'remove') return null;
    if (uploaded.current?.file === logo.file) return uploaded.current.url;
    setPhase('uploading');
    setProgress(0);
    abort.current = new AbortController();
    const url = await uploadLogo(logo.file, { onProgress: setProgress, signal: abort.current.signal });
    uploaded.current = { file: logo.file, url };
    return url;
  };

  const onSubmit = form.submit(save, {
    request: async (fields, formElement): Promise<RetailerProfileUpdate | null> => {
      const message = RETAILER_CURRENT_PASSWORD_REQUIRED;
      const toSend = withPasswordForContact(form, fields, needsPassword, message, formElement);
      if (!toSend) return null;
      let logoUrl: string | null | undefined;
      try {
        logoUrl = await logoUrlToSave();
      } catch (error) {
        setPhase('idle');
        if (isAbortError(error)) return null;
        if (error instanceof LogoUploadError && !isHandledUnauthorized(error.cause)) {
          const description =
            error.step === 'slot'
              ? 'Failed to get upload URL'
              : errorMessage(error.cause, 'Failed to upload logo');
          toast({ title: 'Upload Failed', description, variant: 'destructive' });
        }
        return null;
      }
      setPhase('saving');
      return { ...toSend, ...(logoUrl !== undefined && { logoUrl }) };
    },
    onSuccess: () => {
      toast({
        title: 'Profile Updated!',
        description: 'Your business details have been saved.',
        variant: 'success',
      });
      onDone();
    },
    onError: () => setPhase('idle'),
    failure: { fallback: 'Failed to update profile', title: 'Update Failed' },
  });

  const busy = phase !== 'idle';
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <LogoField retailer={retailer} choice={logo} onChange={setLogo} disabled={busy} />
      {phase === 'uploading' ? <ProgressBar label="Uploading logo" value={progress} className="h-2" /> : null}
      <Field form={form} name="contactName" label="Contact Name">
        <NameInput />
      </Field>
      <Field
        form={form}
        name="email"
        label="Email Address"
        hint="Your business contact. Sign-in details are under Your account."
      >
        <EmailInput placeholder="e.g. you@yourshop.co.uk" />
      </Field>
      <Field form={form} name="phone" label="Phone Number">
        <PhoneInput />
      </Field>
      <Field
        form={form}
        name="address"
        label="Business Address"
        required={Boolean(retailer.address)}
        hint="Drivers see offers near where they parked, so keep the town or postcode in it."
      >
        <Textarea autoComplete="street-address" rows={3} />
      </Field>
      {needsPassword && (
        <CurrentPasswordField form={form} hint="Needed to change the contact e-mail or phone number." />
      )}
      <DialogFormFooter
        submitLabel="Save Changes"
        pending={busy}
        pendingLabel={phase === 'uploading' ? 'Uploading Logo...' : 'Saving...'}
      />
    </form>
  );
}
