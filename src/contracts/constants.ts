/** Business constants shared by server and client (docs/decisions/023). */
export const PRODUCT_NAME = 'ParkPerks';
export const LONDON_TZ = 'Europe/London';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 200;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A session not used for this long has ended, whatever its absolute end. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_COOKIE = 'pp_session';

export const MAX_REDEMPTIONS_PER_TICKET = 3;
export const TICKET_VALIDITY_MS = 24 * 60 * 60 * 1000;
export const PROXIMITY_MILES = 5;
export const EARTH_RADIUS_MILES = 3959;
export const MAX_VISIBLE_RETAILERS = 100;

export const TICKET_MAX_BYTES = 10_485_760;
export const LOGO_MAX_BYTES = 5_242_880;
export const UPLOAD_URL_TTL_MS = 15 * 60 * 1000;

export const NEARBY_OFFERS_ON_HOME = 3;
export const RECENT_ACTIVITY_ON_HOME = 3;
export const FEATURED_OFFERS = 2;
export const RETAILER_RECENT_REDEMPTIONS = 10;

export const MONTHLY_FEE = '15.00';
export const TRIAL_MONTHS = 3;
export const ACTIVE_COMMITMENT_MONTHS = 6;

/** An offer's discount, in pounds (decisions.md section 4): £0.50 to £20.00. */
export const MIN_DISCOUNT = 0.5;
export const MAX_DISCOUNT = 20;
export const MAX_MINIMUM_SPEND = 10_000;

export const TOAST_DURATION_MS = 5000;
export const RESET_LINK_TOAST_MS = 10_000;
export const UNAUTHORIZED_REDIRECT_MS = 500;
export const GEOLOCATION_TIMEOUT_MS = 10_000;

/**
 * A driver's account type as the API sends it and the database stores it. The code says "driver";
 * this value stays 'customer' on the wire and in storage (docs/decisions/026).
 */
export const DRIVER_USER_TYPE = 'customer';
export const USER_TYPES = [DRIVER_USER_TYPE, 'retailer', 'admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const SUBSCRIPTION_STATUSES = ['trial', 'active', 'expired', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Values stored by retailer self sign-up, with the label shown in the select. */
export const SIGNUP_CATEGORIES = [
  { value: 'Restaurant', label: 'Restaurant' },
  { value: 'Cafe', label: 'Cafe' },
  { value: 'Retail', label: 'Retail Shop' },
  { value: 'Salon', label: 'Salon/Spa' },
  { value: 'Gym', label: 'Gym/Fitness' },
  { value: 'Entertainment', label: 'Entertainment' },
  { value: 'Services', label: 'Professional Services' },
  { value: 'Other', label: 'Other' },
] as const;

/** Categories offered by the admin onboarding form. */
export const ADMIN_CATEGORIES = [
  'Food & Drink',
  'Fashion & Clothing',
  'Health & Beauty',
  'Electronics',
  'Home & Garden',
  'Sports & Fitness',
  'Books & Stationery',
  'Entertainment',
  'Jewellery',
  'Services',
  'Other',
] as const;

/** Every object URL is this prefix plus the object's id; the upload URL adds `?signature=…`. */
export const OBJECT_URL_PREFIX = '/api/objects/';
