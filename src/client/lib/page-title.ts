import { useEffect } from 'react';
import { PRODUCT_NAME } from '#contracts/constants.ts';

/** Sets the document title ('Sign In · ParkPerks') so each screen is announced by name. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
