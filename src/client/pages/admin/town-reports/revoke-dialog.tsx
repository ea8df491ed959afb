import { AlertDialog } from 'radix-ui';
import { Button } from '#client/components/ui/button.tsx';

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
    <AlertDialog.Root
      open={town !== null}
      onOpenChange={(open) => (open || pending ? undefined : onCancel())}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl focus:outline-none data-[state=open]:animate-dialog-in">
          <AlertDialog.Title className="text-xl font-semibold text-slate-900">
            Revoke Report Link?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">
            The link for {town} stops working at once, for everyone who has it. This cannot be undone: make a
            new link if they need the report again.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={pending}>
                Cancel
              </Button>
            </AlertDialog.Cancel>
            <Button variant="destructive" pending={pending} pendingLabel="Revoking..." onClick={onRevoke}>
              Revoke Link
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
