// The offers feature's public face: what other features may use (docs/decisions/017).
export { type PlaceRow, parseJson, todaysTicketIdSql, visibleRetailersJson } from './service.ts';
