import { ERRORS, type ErrorCode } from '#contracts/errors.ts';
import type { ReviewOffer } from '#contracts/reviews.ts';
import { REVIEW_OFFER_REASONS } from '#contracts/ticket-outcomes.ts';
import type { Coordinates } from '#client/features/tickets/api.ts';
import {
  ApiError,
  errorCode,
  errorMessage,
  isHandledUnauthorized,
  retryAfterSeconds,
  serverFieldErrors,
} from '#client/lib/api.ts';
import {
  refusalOfCode,
  TICKET_NO_MESSAGE,
  TICKET_NOT_VERIFIED,
  ticketVerificationMessage,
} from '#client/lib/ticket-messages.ts';
import type { ToastOptions } from '#client/lib/toast.ts';

/** The town step's draft, kept across errors so nothing typed is lost. */
export interface ManualLocation {
  town: string;
  /** The browser's position, sent with the town when present. */
  coords: Coordinates | null;
  /** The town filled in from `coords`; typing a different town drops the position. */
  coordsTown: string | null;
  /** The server's words for a town it does not know, shown under the field until the town changes. */
  townError?: string | null;
}

/**
 * The parking-proof flow (docs/decisions/019) as one discriminated union: every step carries what the
 * driver has done so far, so an error can step back without losing the photo or the town.
 *
 * choose → selected → uploading → verifying → (go home) | inReview | failed | location → verifying → …
 *
 * inReview: the reader was unsure, so a person checks the proof (202, docs/decisions/039); the screen
 * says so and leads home, where the card says it is being checked.
 *
 * A full verification queue is not a failure: verifying → busy (counting down) → verifying again with
 * the very same image and town, as often as the server says busy (docs/decisions/019).
 */
export type UploadFlow =
  | { step: 'choose' }
  | { step: 'selected'; file: File }
  | { step: 'uploading'; file: File; progress: number }
  | {
      step: 'verifying';
      file: File;
      imageUrl: string;
      manual: ManualLocation | null;
      /** How many times in a row the server has said busy before this try (absent on a first try). */
      busyAnswers?: number;
    }
  | {
      step: 'busy';
      file: File;
      imageUrl: string;
      manual: ManualLocation | null;
      /** When the same request goes again (epoch ms). */
      retryAt: number;
      /** The whole seconds shown: 'Busy, retrying in n s' (at least 1). */
      secondsLeft: number;
      /** How many times in a row the server has said busy, this time included. */
      busyAnswers: number;
    }
  | { step: 'location'; file: File; imageUrl: string; manual: ManualLocation }
  | {
      step: 'inReview';
      file: File;
      /** The server's words: "We're checking your ticket. This usually takes a few minutes." */
      message: string;
    }
  | {
      step: 'failed';
      file: File;
      message: string;
      reasons: string[];
      imageUrl: string;
      /** Refused by the reader (not a reused image): the driver may ask a person to look at it. */
      reviewable: boolean;
      /** The server's word on asking for a review now (absent when it said nothing: then it may be asked). */
      reviewOffer?: ReviewOffer;
    };

export const EMPTY_MANUAL: ManualLocation = { town: '', coords: null, coordsTown: null };

/**
 * What can happen to the flow. Each applies to the steps named beside it; in any other step it is
 * ignored (the reducer answers the very same state), so a late answer cannot move the flow.
 */
export type UploadEvent =
  /** choose, selected: a photo that passed the file checks (a new one replaces the one chosen). */
  | { type: 'picked'; file: File }
  /** selected: the chosen photo is dropped. */
  | { type: 'cleared' }
  /** selected: its upload begins. */
  | { type: 'uploadStarted' }
  /** uploading: how far the upload is, from 0 to 100. */
  | { type: 'uploadProgress'; progress: number }
  /** uploading: the upload failed; the photo stays selected. */
  | { type: 'uploadFailed' }
  /** uploading: the driver stopped it; the photo stays selected. */
  | { type: 'uploadCancelled' }
  /** uploading (the photo is up), location (the same image again, with the town): the server reads it. */
  | { type: 'verifyStarted'; imageUrl: string; manual: ManualLocation | null }
  /** verifying: the photo was fine but says nothing about where; the town step opens (or stays, as typed). */
  | { type: 'locationRequired' }
  /** verifying: the server does not know the town typed; said under the field, with the draft kept. */
  | { type: 'townRejected'; townError: string }
  /** verifying: the reader was unsure and a person will check the proof (202); nothing more to do here. */
  | { type: 'inReview'; message: string }
  /** verifying: a proof was already verified today; back to the start. */
  | { type: 'alreadyUploadedToday' }
  /** verifying: the photo itself will not pass (wrong date, not a ticket, already used …). */
  | {
      type: 'refused';
      message: string;
      reasons: string[];
      reviewable: boolean;
      reviewOffer?: ReviewOffer;
    }
  /** verifying: not the photo's fault (limits, network, server, session); steps back keeping photo and town. */
  | { type: 'failedNotPhoto' }
  /** verifying: the server's queue is full; wait until `retryAt` (epoch ms; `now` is the clock when told). */
  | { type: 'queueFull'; retryAt: number; now: number }
  /** busy: the clock moved on; the seconds shown follow it. */
  | { type: 'busyTick'; now: number }
  /** busy: the wait is over; the same request goes again. */
  | { type: 'retryStarted' }
  /** location: the driver typed in the town field. */
  | { type: 'townTyped'; town: string }
  /** location: the browser's position and the town found for it (null when none was). */
  | { type: 'located'; coords: Coordinates; city: string | null }
  /** any step: back to 'Choose Photo Source' with nothing kept. */
  | { type: 'reset' };

/** Typing in the town field: a town other than the one found from the position drops the position. */
export function typeTown(manual: ManualLocation, town: string): ManualLocation {
  const keepsPosition = manual.coordsTown === null || town.trim() === manual.coordsTown;
  return keepsPosition ? { ...manual, town, townError: null } : { town, coords: null, coordsTown: null };
}

/** The whole seconds left until `retryAt`, as the busy line shows them: never below 1. */
export function secondsUntil(retryAt: number, now: number): number {
  return Math.max(1, Math.ceil((retryAt - now) / 1000));
}

/** Every transition of the parking-proof flow. Pure: events that do not apply answer `state` itself. */
export function uploadFlow(state: UploadFlow, event: UploadEvent): UploadFlow {
  switch (event.type) {
    case 'picked':
      return state.step === 'choose' || state.step === 'selected'
        ? { step: 'selected', file: event.file }
        : state;
    case 'cleared':
      return state.step === 'selected' ? { step: 'choose' } : state;
    case 'uploadStarted':
      return state.step === 'selected' ? { step: 'uploading', file: state.file, progress: 0 } : state;
    case 'uploadProgress':
      return state.step === 'uploading' && state.progress !== event.progress
        ? { ...state, progress: event.progress }
        : state;
    case 'uploadFailed':
    case 'uploadCancelled':
      return state.step === 'uploading' ? { step: 'selected', file: state.file } : state;
    case 'verifyStarted':
      return state.step === 'uploading' || state.step === 'location'
        ? { step: 'verifying', file: state.file, imageUrl: event.imageUrl, manual: event.manual }
        : state;
    case 'reset':
      return state.step === 'choose' ? state : { step: 'choose' };
    case 'townTyped':
      return state.step === 'location' ? { ...state, manual: typeTown(state.manual, event.town) } : state;
    case 'located':
      return state.step === 'location'
        ? {
            ...state,
            manual: { town: event.city ?? state.manual.town, coords: event.coords, coordsTown: event.city },
          }
        : state;
    case 'busyTick': {
      if (state.step !== 'busy') return state;
      const secondsLeft = secondsUntil(state.retryAt, event.now);
      return secondsLeft === state.secondsLeft ? state : { ...state, secondsLeft };
    }
    case 'retryStarted':
      return state.step === 'busy'
        ? {
            step: 'verifying',
            file: state.file,
            imageUrl: state.imageUrl,
            manual: state.manual,
            busyAnswers: state.busyAnswers,
          }
        : state;
  }
  // The rest answer a verification, so they apply only while one is under way.
  if (state.step !== 'verifying') return state;
  const { file, imageUrl, manual } = state;
  switch (event.type) {
    case 'locationRequired':
      return { step: 'location', file, imageUrl, manual: manual ?? EMPTY_MANUAL };
    case 'townRejected':
      return manual
        ? { step: 'location', file, imageUrl, manual: { ...manual, townError: event.townError } }
        : state;
    case 'inReview':
      return { step: 'inReview', file, message: event.message };
    case 'alreadyUploadedToday':
      return { step: 'choose' };
    case 'refused':
      return {
        step: 'failed',
        file,
        imageUrl,
        message: event.message,
        reasons: event.reasons,
        reviewable: event.reviewable,
        ...(event.reviewOffer ? { reviewOffer: event.reviewOffer } : {}),
      };
    case 'failedNotPhoto':
      return manual ? { step: 'location', file, imageUrl, manual } : { step: 'selected', file };
    case 'queueFull':
      return {
        step: 'busy',
        file,
        imageUrl,
        manual,
        retryAt: event.retryAt,
        secondsLeft: secondsUntil(event.retryAt, event.now),
        busyAnswers: (state.busyAnswers ?? 0) + 1,
      };
  }
}

/** The wait when the server names none, and the bounds of any wait (seconds). */
export const BUSY_DEFAULT_SECONDS = 5;
export const BUSY_MIN_SECONDS = 1;
export const BUSY_MAX_SECONDS = 60;

/**
 * The seconds to wait before sending a verification again, or null when the answer was not 'the
 * queue is full' (`ticket.queue_full`, decided by code). The body's `retryAfterSeconds`, else the
 * `Retry-After` header, else 5; always 1 to 60.
 */
export function busyWaitSeconds(error: unknown): number | null {
  if (errorCode(error) !== 'ticket.queue_full') return null;
  const asked = retryAfterSeconds(error) ?? BUSY_DEFAULT_SECONDS;
  return Math.min(BUSY_MAX_SECONDS, Math.max(BUSY_MIN_SECONDS, asked));
}

/** Refusals of the photo itself that are not the reader's: it, or its ticket, verified someone's parking. */
const REUSE_CODES: readonly (ErrorCode | null)[] = ['ticket.image_reused', 'ticket.number_reused'];
const LIMIT_CODES: readonly (ErrorCode | null)[] = ['ticket.too_many_attempts', 'rate_limited'];

function bodyOf(error: unknown): Record<string, unknown> {
  return error instanceof ApiError && error.body && typeof error.body === 'object'
    ? (error.body as Record<string, unknown>)
    : {};
}

function reasonsOf(value: unknown): string[] {
  if (!value || typeof value !== 'object' || !('reasons' in value) || !Array.isArray(value.reasons))
    return [];
  return value.reasons.filter(
    (reason): reason is string => typeof reason === 'string' && reason.trim() !== '',
  );
}

/**
 * The refusal's word on asking for a review (`verificationResult.review`, docs/decisions/013), read
 * by its fields; null when it is missing or not of the known shape.
 */
export function reviewOfferOf(result: unknown): ReviewOffer | null {
  if (!result || typeof result !== 'object' || !('review' in result)) return null;
  const offer = result.review;
  if (!offer || typeof offer !== 'object' || !('allowed' in offer) || typeof offer.allowed !== 'boolean')
    return null;
  const reason = 'reason' in offer ? offer.reason : null;
  const known = REVIEW_OFFER_REASONS.find((value) => value === reason) ?? null;
  return { allowed: offer.allowed, reason: offer.allowed ? null : known };
}

/** What a failed verification means: the flow's event, and the toast that tells the driver, if any. */
export interface VerifyFailure {
  event: Extract<
    UploadEvent,
    { type: 'locationRequired' | 'townRejected' | 'alreadyUploadedToday' | 'refused' | 'failedNotPhoto' }
  >;
  toast: ToastOptions | null;
}

/**
 * Reads a failed verification (`withTown`: it was sent with a town). Decided by the server's error
 * code (contracts/errors.ts), never by its words.
 */
export function verifyFailure(error: unknown, withTown: boolean): VerifyFailure {
  // The 401 rule has already told the driver: step back quietly.
  if (isHandledUnauthorized(error)) return { event: { type: 'failedNotPhoto' }, toast: null };
  const code = errorCode(error);
  const serverMessage = errorMessage(error, '');

  if (code === 'ticket.location_required') {
    return {
      event: { type: 'locationRequired' },
      toast: { title: 'Location Required', description: serverMessage || undefined },
    };
  }
  if (code === 'ticket.already_uploaded_today') {
    return {
      event: { type: 'alreadyUploadedToday' },
      toast: { title: ERRORS['ticket.already_uploaded_today'].message },
    };
  }
  const refusal = refusalOfCode(code);
  if (refusal || REUSE_CODES.includes(code)) {
    // Refused: the photo itself will not pass (wrong date, not a ticket, already used …).
    const result = bodyOf(error).verificationResult;
    const outcome = result && typeof result === 'object' && 'outcome' in result ? result.outcome : null;
    const reasons = reasonsOf(result);
    const reviewOffer = refusal ? reviewOfferOf(result) : null;
    const message = ticketVerificationMessage({ code, outcome, message: serverMessage });
    return {
      event: {
        type: 'refused',
        message,
        // A refusal without reasons (e.g. an image used before) keeps the server's own words as one.
        reasons:
          reasons.length > 0
            ? reasons
            : message === TICKET_NOT_VERIFIED && serverMessage
              ? [serverMessage]
              : [],
        // The reader's refusals only: a person can look again at a photo, not at a reused one.
        reviewable: refusal !== null,
        ...(reviewOffer ? { reviewOffer } : {}),
      },
      toast: null,
    };
  }
  const townError =
    code === 'ticket.unknown_town' || code === 'validation.invalid'
      ? serverFieldErrors(error).city
      : undefined;
  if (withTown && townError) {
    // A town the server does not know: said under the field, with what was typed kept.
    return { event: { type: 'townRejected', townError }, toast: null };
  }
  // Not the photo's fault (too many attempts, a lost image, the network, the server): say so and
  // step back with everything kept, so the driver can simply try again.
  return {
    event: { type: 'failedNotPhoto' },
    toast: {
      title: LIMIT_CODES.includes(code) ? 'Too Many Attempts' : 'Verification Failed',
      description: serverMessage || TICKET_NO_MESSAGE,
      variant: 'destructive',
    },
  };
}
