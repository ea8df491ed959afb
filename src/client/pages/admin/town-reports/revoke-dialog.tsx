import { ConfirmDialog } from '#client/pages/admin/shared/confirm-dialog.tsx';
import { onClosed } from '#client/pages/admin/shared/on-closed.ts';

/**
 * 'Revoke Report Link?': focus starts on Cancel, Escape cancels, and the dialog stays open (with
 * 'Revoking...') until the server has answered.
 */
export function RevokeDialog({
  town,
  pending,
  onCancel,
  onRevoke,
}: {
  town: string | null;
  pending: boolean;
  onCancel: () => void;
  onRevoke: () => void;
}) {
  return (
    <ConfirmDialog
      open={town !== null}
      onOpenChange={onClosed(onCancel)}
      title="Revoke Report Link?"
      description={
        <>
          The link for {town} stops working at once, for everyone who has it. This cannot be undone: make a
          new link if they need the report again.
        </>
      }
      confirmLabel="Revoke Link"
      pending={pending}
      pendingLabel="Revoking..."
      onConfirm={onRevoke}
    />
  );
}
