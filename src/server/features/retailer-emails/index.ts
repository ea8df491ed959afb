// Retailer e-mails' public face (docs/decisions/017, 036).
export { type RetailerEmailJobsContext, retailerEmailJobs } from './jobs.ts';
export { retailerEmailRoutes } from './routes.ts';
export {
  CONTACT_CONFIRMATION_KIND,
  contactConfirmed,
  countConfirmationEmail,
  queueContactConfirmation,
} from './confirmation.ts';
export { unsubscribeLinkWorks } from './unsubscribe.ts';
