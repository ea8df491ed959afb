import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { TICKET_MAX_BYTES } from '#contracts/constants.ts';
import type { SubmitTicket } from '#contracts/tickets.ts';
import { isAbortError, uploadFile } from '#client/features/uploads/upload-file.ts';
import { isInReview, ticketKeys, useSubmitTicket } from '#client/features/tickets/api.ts';
import { errorMessage, isHandledUnauthorized } from '#client/lib/api.ts';
import { toast } from '#client/lib/toast.ts';
import { busyWaitSeconds, type ManualLocation, uploadFlow, verifyFailure } from './upload-flow';
import { useCurrentLocation } from './use-current-location';

export type { ManualLocation, UploadFlow } from './upload-flow';

/** An alert the driver must acknowledge (file checks, failed uploads). */
export interface Notice {
  title: string;
  detail?: string;
}

/** Checks a picked file (docs/decisions/019): one image, at most 10 MB. Answers the notice to show, if any. */
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

/**
 * Waits until `retryAt` (epoch ms), calling `onTick` each time the whole seconds left change. Answers
 * true when the time came, false as soon as `signal` aborts (Cancel, Try Again, leaving the page).
 */
function waitUntil(retryAt: number, signal: AbortSignal, onTick: (now: number) => void): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(false);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const schedule = () => {
      const left = retryAt - Date.now();
      if (left <= 0) {
        signal.removeEventListener('abort', onAbort);
        resolve(true);
        return;
      }
      // Wake when the shown number changes (each whole second before retryAt), or at retryAt.
      timer = setTimeout(
        () => {
          if (signal.aborted) return;
          onTick(Date.now());
          schedule();
        },
        left % 1000 || 1000,
      );
    };
    signal.addEventListener('abort', onAbort, { once: true });
    schedule();
  });
}

/**
 * The parking-proof flow's side effects (upload, submit, toasts, navigation). Every change of step is
 * an event for the reducer in ./upload-flow, which owns the transitions.
 */
export function useUploadTicket() {
  const [flow, dispatch] = useReducer(uploadFlow, { step: 'choose' });
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
    dispatch({ type: 'reset' });
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
    dispatch({ type: 'picked', file });
  }, []);

  /**
   * Sends the image (and town) to be verified. When the server's queue is full it waits the seconds
   * asked (the flow's 'busy' step counts them down) and sends the very same request again, for as
   * long as the server says busy; Cancel, Try Again or leaving the page stops the wait.
   */
  const verify = useCallback(
    async (imageUrl: string, manual: ManualLocation | null, run: number) => {
      const isCurrent = () => mountedRef.current && runRef.current === run;
      dispatch({ type: 'verifyStarted', imageUrl, manual });
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

      for (;;) {
        try {
          const answer = await submit.mutateAsync(body);
          if (isInReview(answer)) {
            // A person checks it (202): the screen says so, with the way home (no toast on top of it).
            if (isCurrent()) {
              runRef.current += 1;
              dispatch({ type: 'inReview', message: answer.message });
            }
            return;
          }
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
          const wait = busyWaitSeconds(error);
          if (wait !== null) {
            // Nothing was counted or kept: the same request goes again once the wait is over.
            const now = Date.now();
            const retryAt = now + wait * 1000;
            const controller = new AbortController();
            controllerRef.current?.abort();
            controllerRef.current = controller;
            dispatch({ type: 'queueFull', retryAt, now });
            const due = await waitUntil(retryAt, controller.signal, (tick) =>
              dispatch({ type: 'busyTick', now: tick }),
            );
            if (controllerRef.current === controller) controllerRef.current = null;
            if (!due || !isCurrent()) return;
            dispatch({ type: 'retryStarted' });
            continue;
          }
          const failure = verifyFailure(error, manual !== null);
          if (failure.toast) toast(failure.toast);
          if (failure.event.type === 'alreadyUploadedToday') {
            void queryClient.invalidateQueries({ queryKey: ticketKeys.today() });
          }
          dispatch(failure.event);
          return;
        }
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
    dispatch({ type: 'uploadStarted' });

    let imageUrl: string;
    try {
      imageUrl = await uploadFile(file, {
        signal: controller.signal,
        onProgress: (progress) => {
          if (isCurrent()) dispatch({ type: 'uploadProgress', progress });
        },
      });
    } catch (error) {
      if (!isCurrent()) return;
      if (isAbortError(error)) {
        dispatch({ type: 'uploadCancelled' });
        return;
      }
      dispatch({ type: 'uploadFailed' });
      if (isHandledUnauthorized(error)) return;
      const detail = errorMessage(error, '');
      setNotice({ title: 'Upload failed. Please try again.', detail: detail || undefined });
      return;
    } finally {
      if (controllerRef.current === controller) controllerRef.current = null;
    }
    if (!isCurrent()) return;
    await verify(imageUrl, null, run);
  }, [flow, verify]);

  /** Stops an upload in flight; the photo stays selected. */
  const cancelUpload = useCallback(() => {
    if (flow.step !== 'uploading') return;
    runRef.current += 1;
    controllerRef.current?.abort();
    dispatch({ type: 'uploadCancelled' });
  }, [flow.step]);

  /** Drops the chosen photo (the control that cancels the selection). */
  const clearSelection = useCallback(() => dispatch({ type: 'cleared' }), []);

  const setTown = useCallback((town: string) => dispatch({ type: 'townTyped', town }), []);

  const locateMe = useCallback(async () => {
    if (flow.step !== 'location') return;
    const found = await locate();
    if (!found || !mountedRef.current) return;
    dispatch({ type: 'located', coords: found.coords, city: found.city });
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
    await verify(flow.imageUrl, { ...flow.manual, town }, run);
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
