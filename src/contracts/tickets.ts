import { z } from 'zod';
import { blankToUndefined } from './fields';
import { ticketReviewSchema } from './reviews';

const optionalText = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());

const optionalCoordinate = (min: number, max: number, label: string) =>
  z.preprocess(
    (v) => (v === null || v === '' ? undefined : v),
    z.coerce
      .number({ error: `${label} must be a number` })
      .min(min, `${label} is out of range`)
      .max(max, `${label} is out of range`)
      .optional(),
  );

/** POST /api/parking-tickets. The client's date and expiry are hints only: the server reads the image. */
export const submitTicketSchema = z
  .object({
    imageUrl: z
      .string({ error: 'imageUrl is required' })
      .max(500, 'imageUrl is too long')
      .regex(/^\/api\/objects\/[0-9a-f-]{36}$/, 'imageUrl must be an uploaded image'),
    detectedDate: optionalText(40),
    expiresAt: optionalText(40),
    location: optionalText(200),
    city: optionalText(100),
    latitude: optionalCoordinate(-90, 90, 'Latitude'),
    longitude: optionalCoordinate(-180, 180, 'Longitude'),
  })
  .refine((body) => (body.latitude === undefined) === (body.longitude === undefined), {
    message: 'Latitude and longitude go together',
    path: ['latitude'],
  });
export type SubmitTicket = z.input<typeof submitTicketSchema>;

export const ticketSchema = z.object({
  id: z.string(),
  imageUrl: z.string().nullable(),
  detectedDate: z.string().nullable(),
  location: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  city: z.string().nullable(),
  expiresAt: z.string().nullable(),
  isVerified: z.boolean(),
  redemptionsUsed: z.number(),
  createdAt: z.string(),
  /** A person's review of a refused proof: 'In review', 'Approved', or 'Not approved' with the reason. */
  review: ticketReviewSchema.nullable(),
});
export type Ticket = z.infer<typeof ticketSchema>;

/**
 * POST /api/parking-tickets answered 202: the reader was unsure of a proof dated today that looks like
 * parking, so it is stored unverified and a person checks it (decisions §3, docs/decisions/039). The
 * ticket is `isVerified: false` with its review pending; offers open when an admin approves it.
 */
export const ticketInReviewSchema = z.object({
  message: z.string(),
  review: z.object({ id: z.string(), status: z.literal('pending') }),
  ticket: ticketSchema,
});
export type TicketInReview = z.infer<typeof ticketInReviewSchema>;

/** GET /api/geo/towns?q=: what the driver has typed of a town's name. */
export const TOWN_QUERY_MAX = 50;
export const townSuggestionsQuerySchema = z.object({
  q: z
    .string({ error: (issue) => (issue.input === undefined ? 'q is required' : 'q must be text') })
    .trim()
    .min(1, 'Type at least one letter of the town')
    .max(TOWN_QUERY_MAX, `q must be at most ${TOWN_QUERY_MAX} characters`),
});
/** Up to TOWN_SUGGESTIONS_MAX gazetteer towns, best first. */
export const TOWN_SUGGESTIONS_MAX = 8;
export const townSuggestionSchema = z.object({ name: z.string() });
export type TownSuggestion = z.infer<typeof townSuggestionSchema>;

export const reverseGeocodeQuerySchema = z.object({
  lat: z.coerce
    .number({ error: 'lat must be a number' })
    .min(-90, 'lat is out of range')
    .max(90, 'lat is out of range'),
  lon: z.coerce
    .number({ error: 'lon must be a number' })
    .min(-180, 'lon is out of range')
    .max(180, 'lon is out of range'),
});

export const driverStatsSchema = z.object({ totalSaved: z.number(), offersUsed: z.number() });
export type DriverStats = z.infer<typeof driverStatsSchema>;
