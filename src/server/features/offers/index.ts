// The offers feature's public face: what other features may use (docs/decisions/017).
export {
  availableNowSql,
  dayCappedSql,
  londonNow,
  monthCappedSql,
  type PlaceRow,
  parseJson,
  runsNowSql,
  todaysTicketIdSql,
  visibleRetailersJson,
} from './service.ts';
