// The offers feature's public face: what other features may use (docs/decisions/017).
export { visibleRetailerById } from './service.ts';
