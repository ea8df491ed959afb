/**
 * A dialog's onOpenChange that acts only when it closes (Escape, the overlay, Close): the admin's
 * dialogs are opened by their record being set, so opening needs nothing here.
 */
export function onClosed(close: () => void): (open: boolean) => void {
  return (open) => {
    if (!open) close();
  };
}
