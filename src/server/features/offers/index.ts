// The offers feature's public face: what other features may use (docs/decisions/017).
export {
  availableNowSql,
  type ClockSql,
  dayCappedSql,
  londonNow,
  monthCappedSql,
  type OfferClock,
  type OfferClockValues,
  offerClock,
  type PlaceRow,
  runsNowSql,
  visibleRetailersJson,
} from './rules.ts';
export { parseJson, todaysTicketIdSql } from './service.ts';
