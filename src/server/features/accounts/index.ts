// The accounts feature's public face (docs/decisions/017): deleting an account with everything it
// holds, used by the admin's delete and a driver's own 'Delete account', and the cascade steps the
// admin's retailer deletion shares with it.
export {
  logoObjectId,
  type ObjectsDeps,
  objectIdsOwnedBy,
  purgeObjects,
  removeRedemptionsAtRetailer,
} from './cascade.ts';
export { deleteAccount } from './delete-account.ts';
