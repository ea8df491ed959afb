// The tickets feature's public face: what other features may use (docs/decisions/017).
export {
  findNearDuplicate,
  imageAlreadyVerified,
  imagePhashOf,
  type LoadStoredImage,
  nearDuplicateArrived,
  nearDuplicateReason,
  type ReuseCheck,
  type ReuseSubject,
  ticketNumberUsed,
} from './fraud.ts';
export { resolveTicketLocation } from './location.ts';
export type { TicketLocation } from './location.ts';
export { parseTicketText } from './reader/index.ts';
export { verifiedTicketOn } from './pipeline/receive.ts';
export { todaysTicket } from './service.ts';
