import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from './constants';

/** A retailer's full record, as its owner and admins see it (drivers get publicRetailerSchema). */
export const retailerRecordSchema = z.object({
  id: z.string(),
  businessName: z.string(),
  contactName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  category: z.string(),
  logoUrl: z.string().nullable(),
  city: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  discountAmount: z.string(),
  minimumSpend: z.string(),
  /** This London month's code: 4 digits, leading zeros kept. */
  monthlyCode: z.string(),
  monthlyFee: z.string(),
  isActive: z.boolean(),
  /** Effective: a trial past its end reads 'expired' even before the daily sweep writes it. */
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  trialEndDate: z.string().nullable(),
  subscriptionStartDate: z.string().nullable(),
});
