// The retailers feature's public face: what other features may use (docs/decisions/017).
export { monthlyCodeFor, rotateMonthlyCode } from './codes.ts';
export { geocodeAddress, locationOf } from './location.ts';
export { createRetailerRecord } from './onboarding.ts';
export { adminRetailerOf, adminRetailersOf, publicRetailerColumns, toOwnRetailer } from './shapes.ts';
export type { RetailerRow } from './shapes.ts';
export { effectiveStatus, expireEndedTrials, openForOffersSql } from './subscription.ts';
