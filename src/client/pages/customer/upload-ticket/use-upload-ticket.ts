import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { TICKET_MAX_BYTES } from '../../../../contracts/constants';
import { ERRORS, type ErrorCode } from '../../../../contracts/errors';
import type { SubmitTicket } from '../../../../contracts/tickets';
import { isAbortError, uploadFile } from '../../../features/uploads/upload-file';
import { type Coordinates, ticketKeys, useSubmitTicket } from '../../../features/tickets/api';
import {
  ApiError,
  errorCode,
  errorMessage,
  isHandledUnauthorized,
  serverFieldErrors,
} from '../../../lib/api';
import {
  refusalOfCode,
  TICKET_NO_MESSAGE,
  TICKET_NOT_VERIFIED,
  ticketVerificationMessage,
} from '../../../lib/ticket-messages';
import { toast } from '../../../lib/toast';
import { useCurrentLocation } from './use-current-location';

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
 * The parking-proof flow (spec section 4) as one discriminated union: every step carries what the
 * driver has done so far, so an error can step back without losing the photo or the town.
 *
 * choose → selected → uploading → verifying → (go home) | failed | location → verifying → …
 */
export type UploadFlow =
  | { step: 'choose' }
  | { step: 'selected'; file: File }
  | { step: 'uploading'; file: File; progress: number }
  | { step: 'verifying'; file: File; imageUrl: string; manual: ManualLocation | null }
  | { step: 'location'; file: File; imageUrl: string; manual: ManualLocation }
  | {
      step: 'failed';
      file: File;
      message: string;
      reasons: string[];
      imageUrl: string;
      /** Refused by the reader (not a reused image): the driver may ask a person to look at it. */
      reviewable: boolean;
    };

/** An alert the driver must acknowledge (file checks, failed uploads). */
export interface Notice {
  title: string;
  detail?: string;
}

const EMPTY_MANUAL: ManualLocation = { town: '', coords: null, coordsTown: null };

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

/** Checks a picked file (spec section 5): one image, at most 10 MB. Answers the notice to show, if any. */
export function checkPhoto(file: File): Notice | null {
  if (!file.type.startsWith('image/')) {
    return { title: 'Only image files are allowed', detail: 'Please choose a photo of your parking ticket.' };
  }
  if (file.size > TICKET_MAX_BYTES) {
    return {
      title: 'File size must be less than 10MB',
      detail: 'Please choose a smaller photo or take a new one.',
    };
  }
  return null;
}

export function useUploadTicket() {
  const [flow, setFlow] = useState<UploadFlow>({ step: 'choose' });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const submit = useSubmitTicket();
  const { locate, locating } = useCurrentLocation();

  // Each upload/verify run gets a number; answers for an older run (after Cancel, Try Again or
  // leaving the page) are ignored. The controller aborts an upload in flight.
  const runRef = useRef(0);
  const controllerRef = useRef<AbortController | null>(null);
  const mountedRef = useRef(true);

  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
      runRef.current += 1;
      controllerRef.current?.abort();
    };
  }, []);

  /** Back to 'Choose Photo Source' with nothing kept (Try Again, Cancel in the town step). */
  const reset = useCallback(() => {
    runRef.current += 1;
    controllerRef.current?.abort();
    controllerRef.current = null;
    setFlow({ step: 'choose' });
  }, []);

  const selectFile = useCallback((files: FileList | readonly File[] | null) => {
    const file = files?.[0];
    if (!file) return;
    if (files.length > 1) {
      setNotice({ title: 'Please choose one photo at a time.' });
      return;
    }
    const problem = checkPhoto(file);
    if (problem) {
      setNotice(problem);
      return;
    }
    setFlow({ step: 'selected', file });
  }, []);

  const verify = useCallback(
    async (file: File, imageUrl: string, manual: ManualLocation | null, run: number) => {
      const isCurrent = () => mountedRef.current && runRef.current === run;
      // What an error that is not the photo's fault steps back to.
      const stepBack = (): UploadFlow =>
        manual ? { step: 'location', file, imageUrl, manual } : { step: 'selected', file };

      setFlow({ step: 'verifying', file, imageUrl, manual });
      const body: SubmitTicket = { imageUrl };
      if (manual) {
        const town = manual.town.trim();
        body.city = town;
        body.location = town;
        if (manual.coords) {
          body.latitude = manual.coords.latitude;
          body.longitude = manual.coords.longitude;
        }
      }

      try {
        await submit.mutateAsync(body);
        // Told even if the driver has left the page meanwhile: the proof did go through.
        toast({
          title: 'Parking Verified!',
          description: 'You can now browse and redeem offers.',
          variant: 'success',
        });
        if (isCurrent()) {
          runRef.current += 1;
          navigate('/');
        }
        return;
      } catch (error) {
        if (!isCurrent()) return;
        if (isHandledUnauthorized(error)) {
          setFlow(stepBack());
          return;
        }
        // Decided by the server's error code (contracts/errors.ts), never by its words.
        const code = errorCode(error);
        const answer = bodyOf(error);
        const serverMessage = errorMessage(error, '');

        if (code === 'ticket.location_required') {
          toast({ title: 'Location Required', description: serverMessage || undefined });
          setFlow({ step: 'location', file, imageUrl, manual: manual ?? EMPTY_MANUAL });
          return;
        }
        if (code === 'ticket.already_uploaded_today') {
          toast({ title: ERRORS['ticket.already_uploaded_today'].message });
          setFlow({ step: 'choose' });
          void queryClient.invalidateQueries({ queryKey: ticketKeys.today() });
          return;
        }
        const refusal = refusalOfCode(code);
        if (refusal || REUSE_CODES.includes(code)) {
          // Refused: the photo itself will not pass (wrong date, not a ticket, already used …).
          const result = answer.verificationResult;
          const outcome = result && typeof result === 'object' && 'outcome' in result ? result.outcome : null;
          const reasons = reasonsOf(result);
          const message = ticketVerificationMessage({ code, outcome, message: serverMessage });
          setFlow({
            step: 'failed',
            file,
            imageUrl,
            // The reader's refusals only: a person can look again at a photo, not at a reused one.
            reviewable: refusal !== null,
            message,
            // A refusal without reasons (e.g. an image used before) keeps the server's own words as one.
            reasons:
              reasons.length > 0
                ? reasons
                : message === TICKET_NOT_VERIFIED && serverMessage
                  ? [serverMessage]
                  : [],
          });
          return;
        }
        const townError =
          code === 'ticket.unknown_town' || code === 'validation.invalid'
            ? serverFieldErrors(error).city
            : undefined;
        if (manual && townError) {
          // A town the server does not know: said under the field, with what was typed kept.
          setFlow({ step: 'location', file, imageUrl, manual: { ...manual, townError } });
          return;
        }
        // Not the photo's fault (too many attempts, a lost image, the network, the server): say so
        // and step back with everything kept, so the driver can simply try again.
        toast({
          title: LIMIT_CODES.includes(code) ? 'Too Many Attempts' : 'Verification Failed',
          description: serverMessage || TICKET_NO_MESSAGE,
          variant: 'destructive',
        });
        setFlow(stepBack());
      }
    },
    [navigate, queryClient, submit.mutateAsync],
  );

  const upload = useCallback(async () => {
    if (flow.step !== 'selected') return;
    const { file } = flow;
    const run = ++runRef.current;
    const isCurrent = () => mountedRef.current && runRef.current === run;
    const controller = new AbortController();
    controllerRef.current?.abort();
    controllerRef.current = controller;
    setFlow({ step: 'uploading', file, progress: 0 });

    let imageUrl: string;
    try {
      imageUrl = await uploadFile(file, {
        signal: controller.signal,
        onProgress: (progress) => {
          if (isCurrent()) setFlow({ step: 'uploading', file, progress });
        },
      });
    } catch (error) {
      if (!isCurrent()) return;
      setFlow({ step: 'selected', file });
      if (isAbortError(error) || isHandledUnauthorized(error)) return;
      const detail = errorMessage(error, '');
      setNotice({ title: 'Upload failed. Please try again.', detail: detail || undefined });
      return;
    } finally {
      if (controllerRef.current === controller) controllerRef.current = null;
    }
    if (!isCurrent()) return;
    await verify(file, imageUrl, null, run);
  }, [flow, verify]);

  /** Stops an upload in flight; the photo stays selected. */
  const cancelUpload = useCallback(() => {
    if (flow.step !== 'uploading') return;
    runRef.current += 1;
    controllerRef.current?.abort();
    setFlow({ step: 'selected', file: flow.file });
  }, [flow]);

  /** Drops the chosen photo (the control that cancels the selection). */
  const clearSelection = useCallback(() => {
    if (flow.step === 'selected') setFlow({ step: 'choose' });
  }, [flow.step]);

  const setTown = useCallback((town: string) => {
    setFlow((current) => {
      if (current.step !== 'location') return current;
      const { manual } = current;
      const keepsPosition = manual.coordsTown === null || town.trim() === manual.coordsTown;
      return {
        ...current,
        manual: keepsPosition
          ? { ...manual, town, townError: null }
          : { town, coords: null, coordsTown: null },
      };
    });
  }, []);

  const locateMe = useCallback(async () => {
    if (flow.step !== 'location') return;
    const found = await locate();
    if (!found || !mountedRef.current) return;
    setFlow((current) => {
      if (current.step !== 'location') return current;
      return {
        ...current,
        manual: {
          town: found.city ?? current.manual.town,
          coords: found.coords,
          coordsTown: found.city,
        },
      };
    });
  }, [flow.step, locate]);

  /** 'Verify Ticket' in the town step: the same image again, now with the town (and position). */
  const submitTown = useCallback(async () => {
    if (flow.step !== 'location') return;
    const town = flow.manual.town.trim();
    if (!town) {
      toast({ title: 'Town Required', description: 'Please enter your town name', variant: 'destructive' });
      return;
    }
    const run = ++runRef.current;
    await verify(flow.file, flow.imageUrl, { ...flow.manual, town }, run);
  }, [flow, verify]);

  return {
    flow,
    notice,
    dismissNotice: () => setNotice(null),
    selectFile,
    clearSelection,
    upload,
    cancelUpload,
    reset,
    setTown,
    locateMe,
    locating,
    submitTown,
  };
}
