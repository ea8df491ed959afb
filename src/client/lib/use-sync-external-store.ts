// wouter imports `use-sync-external-store/shim` for React 17; React 19 has the hook itself, so the
// build points the shim here (vite.config.ts resolve.alias) and the driver's pages load less code.
export { useSyncExternalStore } from 'react';
