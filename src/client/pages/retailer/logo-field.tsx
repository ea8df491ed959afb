import { ImageUp, Trash2 } from 'lucide-react';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { ACCEPTED_IMAGE_TYPES, LOGO_MAX_BYTES } from '#contracts/objects.ts';
import { RetailerLogo } from '#client/components/offer-card.tsx';
import { Button } from '#client/components/ui/button.tsx';
import type { OwnRetailer } from '#client/features/retailer/api.ts';
import { toast } from '#client/lib/toast.ts';

/** What the logo will be after saving: unchanged, a newly picked file, or none. */
export type LogoChoice = { kind: 'keep' } | { kind: 'file'; file: File } | { kind: 'remove' };

/** The logo rule (docs/decisions/019): an image type, under 5 MB; the toast says which rule failed. */
export function checkLogoFile(file: File): boolean {
  if (!file.type.startsWith('image/')) {
    toast({ title: 'Invalid File Type', description: 'Please select an image file', variant: 'destructive' });
    return false;
  }
  if (file.size >= LOGO_MAX_BYTES) {
    toast({ title: 'File Too Large', description: 'Logo must be less than 5MB', variant: 'destructive' });
    return false;
  }
  return true;
}

/** A browser-only address for the picked file's preview, released when it is replaced or closed. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/** The logo with its preview, 'Upload Logo' / 'Change Logo' and 'Remove Logo'. */
export function LogoField({
  retailer,
  choice,
  onChange,
  disabled,
}: {
  retailer: OwnRetailer;
  choice: LogoChoice;
  onChange: (choice: LogoChoice) => void;
  disabled?: boolean;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const preview = usePreviewUrl(choice.kind === 'file' ? choice.file : null);
  const shownUrl = choice.kind === 'file' ? preview : choice.kind === 'remove' ? null : retailer.logoUrl;
  const hasLogo = Boolean(shownUrl);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so picking the same file again still counts as a change.
    event.target.value = '';
    if (file && checkLogoFile(file)) onChange({ kind: 'file', file });
  };

  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">Business Logo</legend>
      <div className="flex items-center gap-4">
        {/* key: a new picture is a new <img>, so a broken old one does not stick. */}
        <RetailerLogo
          key={shownUrl ?? 'none'}
          retailer={{ ...retailer, logoUrl: shownUrl }}
          size="lg"
          className="size-24"
        />
        <div className="flex min-w-0 flex-col items-start gap-2">
          <Button variant="outline" size="sm" onClick={() => inputRef.current?.click()} disabled={disabled}>
            <ImageUp aria-hidden="true" className="size-4" />
            {hasLogo ? 'Change Logo' : 'Upload Logo'}
          </Button>
          {hasLogo ? (
            <Button
              variant="ghost"
              size="sm"
              className="text-danger-700 hover:bg-danger-50"
              onClick={() =>
                onChange(choice.kind === 'file' && retailer.logoUrl ? { kind: 'keep' } : { kind: 'remove' })
              }
              disabled={disabled}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {choice.kind === 'file' ? 'Discard New Logo' : 'Remove Logo'}
            </Button>
          ) : null}
          {choice.kind === 'file' ? (
            <p className="max-w-full truncate text-xs text-slate-600">
              New: {choice.file.name} ({(choice.file.size / (1024 * 1024)).toFixed(2)} MB)
            </p>
          ) : null}
        </div>
      </div>
      <p className="text-sm text-slate-600">
        JPG, PNG or WebP, less than 5MB. Shown to drivers beside your offer.
      </p>
      <input
        ref={inputRef}
        type="file"
        accept={`${ACCEPTED_IMAGE_TYPES.join(',')},image/*`}
        aria-label="Logo file"
        hidden
        onChange={onPick}
      />
    </fieldset>
  );
}
