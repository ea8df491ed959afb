// The redemptions feature's public face: what other features may use (docs/decisions/017).
export { redemptionJson } from './service.ts';
