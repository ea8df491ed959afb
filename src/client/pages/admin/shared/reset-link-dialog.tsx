import { formatTime } from '#client/lib/format.ts';
import { CopyLinkDialog } from './copy-link-dialog';

export interface ResetLink {
  link: string;
  /** Whose link it is, for the description. */
  name: string;
  expiresAt?: string;
}

/** 'Password Reset Link': the link to pass on, with Copy Link and Close. */
export function ResetLinkDialog({ value, onClose }: { value: ResetLink | null; onClose: () => void }) {
  const expiry = value?.expiresAt ? ` (until ${formatTime(value.expiresAt)})` : '';
  return (
    <CopyLinkDialog
      link={value?.link ?? null}
      title="Password Reset Link"
      description={`Send this link to ${value?.name ?? 'the user'}. It works once and expires in 1 hour${expiry}.`}
      label="Reset link"
      onClose={onClose}
    />
  );
}
