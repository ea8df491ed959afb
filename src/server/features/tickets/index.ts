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
} from './fraud.ts';
export { resolveTicketLocation } from './location.ts';
export type { TicketLocation } from './location.ts';
export { parseTicketText } from './reader/index.ts';
export { ticketNumberUsed, todaysTicket, verifiedTicketOn } from './service.ts';
