import { useEffect, useRef, useState } from 'react';
import { normaliseUkPhone } from '#contracts/fields.ts';
import {
  RETAILER_CURRENT_PASSWORD_REQUIRED,
  type RetailerProfileUpdate,
  retailerProfileFormSchema,
} from '#contracts/retailer-portal.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '#client/components/ui/dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input, Textarea } from '#client/components/ui/input.tsx';
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
  const email = (values.email ?? '').trim().toLowerCase();
  const phoneText = (values.phone ?? '').trim();
  const phone = phoneText ? (normaliseUkPhone(phoneText) ?? phoneText) : '';
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
      if (needsPassword && !fields.currentPassword) {
        form.showErrors({ currentPassword: RETAILER_CURRENT_PASSWORD_REQUIRED }, formElement);
        return null;
      }
      if (!needsPassword) delete fields.currentPassword;
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
      return { ...fields, ...(logoUrl !== undefined && { logoUrl }) };
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
      {phase === 'uploading' ? (
        <div
          role="progressbar"
          aria-label="Uploading logo"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-primary-700 transition-[width]"
            style={{ width: `${progress}%` }}
          />
        </div>
      ) : null}
      <FormField label="Contact Name" error={form.errors.contactName}>
        <Input {...form.field('contactName')} autoComplete="name" autoCapitalize="words" />
      </FormField>
      <FormField
        label="Email Address"
        error={form.errors.email}
        hint="Your business contact. Sign-in details are under Your account."
      >
        <Input
          {...form.field('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="e.g. you@yourshop.co.uk"
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
      <FormField
        label="Business Address"
        error={form.errors.address}
        required={Boolean(retailer.address)}
        hint="Drivers see offers near where they parked, so keep the town or postcode in it."
      >
        <Textarea {...form.field('address')} autoComplete="street-address" rows={3} />
      </FormField>
      {needsPassword && (
        <FormField
          label="Current Password"
          hint="Needed to change the contact e-mail or phone number."
          error={form.errors.currentPassword}
        >
          <Input {...form.field('currentPassword')} type="password" autoComplete="current-password" />
        </FormField>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button
          type="submit"
          pending={busy}
          pendingLabel={phase === 'uploading' ? 'Uploading Logo...' : 'Saving...'}
        >
          Save Changes
        </Button>
      </DialogFooter>
    </form>
  );
}
