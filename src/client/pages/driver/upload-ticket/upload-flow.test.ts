import { describe, expect, it } from 'vitest';
import { ApiError, OFFLINE_MESSAGE } from '#client/lib/api.ts';
import { NetworkError } from '#client/lib/network-status.ts';
import { TICKET_NO_MESSAGE, TICKET_NOT_VERIFIED } from '#client/lib/ticket-messages.ts';
import {
  busyWaitSeconds,
  EMPTY_MANUAL,
  type ManualLocation,
  type UploadEvent,
  type UploadFlow,
  secondsUntil,
  uploadFlow,
  verifyFailure,
} from './upload-flow';

const photo = new File(['ticket'], 'ticket.jpg', { type: 'image/jpeg' });
const other = new File(['another'], 'other.jpg', { type: 'image/jpeg' });
const imageUrl = '/uploads/ticket.jpg';
const here = { latitude: 51.75, longitude: -1.26 };
const typed: ManualLocation = { town: 'Oxford', coords: here, coordsTown: 'Oxford' };

/** One state of each step, with the photo and (where there is one) a typed town. */
const STATES = {
  choose: { step: 'choose' },
  selected: { step: 'selected', file: photo },
  uploading: { step: 'uploading', file: photo, progress: 40 },
  verifying: { step: 'verifying', file: photo, imageUrl, manual: typed },
  busy: {
    step: 'busy',
    file: photo,
    imageUrl,
    manual: typed,
    retryAt: 10_000,
    secondsLeft: 2,
    busyAnswers: 1,
  },
  location: { step: 'location', file: photo, imageUrl, manual: typed },
  failed: { step: 'failed', file: photo, imageUrl, message: 'No', reasons: [], reviewable: true },
  inReview: { step: 'inReview', file: photo, message: "We're checking your ticket." },
} satisfies Record<UploadFlow['step'], UploadFlow>;
type Step = keyof typeof STATES;
const STEPS = Object.keys(STATES) as Step[];

/** Every event, with the steps it applies to. */
const EVENTS: [UploadEvent, Step[]][] = [
  [{ type: 'picked', file: other }, ['choose', 'selected']],
  [{ type: 'cleared' }, ['selected']],
  [{ type: 'uploadStarted' }, ['selected']],
  [{ type: 'uploadProgress', progress: 70 }, ['uploading']],
  [{ type: 'uploadFailed' }, ['uploading']],
  [{ type: 'uploadCancelled' }, ['uploading']],
  [{ type: 'verifyStarted', imageUrl, manual: null }, ['uploading', 'location']],
  [{ type: 'locationRequired' }, ['verifying']],
  [{ type: 'townRejected', townError: 'Unknown town' }, ['verifying']],
  [{ type: 'alreadyUploadedToday' }, ['verifying']],
  [{ type: 'inReview', message: "We're checking your ticket." }, ['verifying']],
  [{ type: 'refused', message: 'No', reasons: [], reviewable: false }, ['verifying']],
  [{ type: 'failedNotPhoto' }, ['verifying']],
  [{ type: 'queueFull', retryAt: 12_000, now: 10_000 }, ['verifying']],
  [{ type: 'busyTick', now: 9_000 }, ['busy']],
  [{ type: 'retryStarted' }, ['busy']],
  [{ type: 'townTyped', town: 'Leeds' }, ['location']],
  [{ type: 'located', coords: here, city: 'Oxford' }, ['location']],
  [{ type: 'reset' }, ['selected', 'uploading', 'verifying', 'busy', 'location', 'failed', 'inReview']],
];

const run = (state: UploadFlow, ...events: UploadEvent[]) => events.reduce(uploadFlow, state);

describe('uploadFlow: events that do not apply', () => {
  for (const [event, applies] of EVENTS) {
    const ignored = STEPS.filter((step) => !applies.includes(step));
    it(`${event.type} leaves ${ignored.join(', ')} as they are`, () => {
      for (const step of ignored) expect(uploadFlow(STATES[step], event)).toBe(STATES[step]);
    });
  }

  it('a repeated progress figure leaves the state as it is', () => {
    expect(uploadFlow(STATES.uploading, { type: 'uploadProgress', progress: 40 })).toBe(STATES.uploading);
  });

  it('a town refusal for a photo sent without a town leaves the state as it is', () => {
    const verifying: UploadFlow = { step: 'verifying', file: photo, imageUrl, manual: null };
    expect(uploadFlow(verifying, { type: 'townRejected', townError: 'Unknown town' })).toBe(verifying);
  });
});

describe('uploadFlow: choosing and uploading', () => {
  it('picked selects the photo, and a new one replaces the one chosen', () => {
    expect(uploadFlow(STATES.choose, { type: 'picked', file: photo })).toEqual({
      step: 'selected',
      file: photo,
    });
    expect(uploadFlow(STATES.selected, { type: 'picked', file: other })).toEqual({
      step: 'selected',
      file: other,
    });
  });

  it('cleared drops the chosen photo', () => {
    expect(uploadFlow(STATES.selected, { type: 'cleared' })).toEqual({ step: 'choose' });
  });

  it('uploadStarted uploads the chosen photo from 0', () => {
    expect(uploadFlow(STATES.selected, { type: 'uploadStarted' })).toEqual({
      step: 'uploading',
      file: photo,
      progress: 0,
    });
  });

  it('uploadProgress moves the figure and keeps the photo', () => {
    expect(uploadFlow(STATES.uploading, { type: 'uploadProgress', progress: 70 })).toEqual({
      step: 'uploading',
      file: photo,
      progress: 70,
    });
  });

  it('uploadFailed and uploadCancelled keep the photo selected', () => {
    expect(uploadFlow(STATES.uploading, { type: 'uploadFailed' })).toEqual({ step: 'selected', file: photo });
    expect(uploadFlow(STATES.uploading, { type: 'uploadCancelled' })).toEqual({
      step: 'selected',
      file: photo,
    });
  });

  it('verifyStarted after the upload verifies the uploaded image without a town', () => {
    expect(uploadFlow(STATES.uploading, { type: 'verifyStarted', imageUrl, manual: null })).toEqual({
      step: 'verifying',
      file: photo,
      imageUrl,
      manual: null,
    });
  });

  it('goes from a pick to verifying, keeping the same photo throughout', () => {
    const flow = run(
      STATES.choose,
      { type: 'picked', file: photo },
      { type: 'uploadStarted' },
      { type: 'uploadProgress', progress: 100 },
      { type: 'verifyStarted', imageUrl, manual: null },
    );
    expect(flow).toEqual({ step: 'verifying', file: photo, imageUrl, manual: null });
  });
});

describe('uploadFlow: answers to a verification', () => {
  const withoutTown: UploadFlow = { step: 'verifying', file: photo, imageUrl, manual: null };

  it('locationRequired opens an empty town step for a photo sent without a town', () => {
    expect(uploadFlow(withoutTown, { type: 'locationRequired' })).toEqual({
      step: 'location',
      file: photo,
      imageUrl,
      manual: EMPTY_MANUAL,
    });
  });

  it('locationRequired keeps the town already typed', () => {
    expect(uploadFlow(STATES.verifying, { type: 'locationRequired' })).toEqual({ ...STATES.location });
  });

  it('townRejected says so under the field and keeps what was typed, position included', () => {
    expect(uploadFlow(STATES.verifying, { type: 'townRejected', townError: 'Unknown town' })).toEqual({
      step: 'location',
      file: photo,
      imageUrl,
      manual: { ...typed, townError: 'Unknown town' },
    });
  });

  it('inReview shows that a person checks the photo, with the server’s words (with or without a town)', () => {
    const message = "We're checking your ticket. This usually takes a few minutes.";
    expect(uploadFlow(withoutTown, { type: 'inReview', message })).toEqual({
      step: 'inReview',
      file: photo,
      message,
    });
    expect(uploadFlow(STATES.verifying, { type: 'inReview', message })).toEqual({
      step: 'inReview',
      file: photo,
      message,
    });
  });

  it('alreadyUploadedToday goes back to the start', () => {
    expect(uploadFlow(STATES.verifying, { type: 'alreadyUploadedToday' })).toEqual({ step: 'choose' });
  });

  it('refused shows the failure with the photo and its image', () => {
    const event: UploadEvent = {
      type: 'refused',
      message: 'Wrong date',
      reasons: ['Dated 1 May'],
      reviewable: true,
    };
    expect(uploadFlow(withoutTown, event)).toEqual({
      step: 'failed',
      file: photo,
      imageUrl,
      message: 'Wrong date',
      reasons: ['Dated 1 May'],
      reviewable: true,
    });
  });

  it('failedNotPhoto steps back to the chosen photo when no town was sent', () => {
    expect(uploadFlow(withoutTown, { type: 'failedNotPhoto' })).toEqual({ step: 'selected', file: photo });
  });

  it('failedNotPhoto steps back to the town step with the town and position kept', () => {
    expect(uploadFlow(STATES.verifying, { type: 'failedNotPhoto' })).toEqual({ ...STATES.location });
  });
});

describe('uploadFlow: a busy queue (ticket.queue_full)', () => {
  const withoutTown: UploadFlow = { step: 'verifying', file: photo, imageUrl, manual: null };
  const t0 = 1_700_000_000_000;

  it('queueFull waits, keeping the photo, the image and the town, with the seconds to show', () => {
    expect(uploadFlow(STATES.verifying, { type: 'queueFull', retryAt: t0 + 2000, now: t0 })).toEqual({
      step: 'busy',
      file: photo,
      imageUrl,
      manual: typed,
      retryAt: t0 + 2000,
      secondsLeft: 2,
      busyAnswers: 1,
    });
  });

  it('counts down each second, never below 1, and a tick within the same second changes nothing', () => {
    const busy = uploadFlow(withoutTown, { type: 'queueFull', retryAt: t0 + 2000, now: t0 });
    expect(busy).toMatchObject({ step: 'busy', secondsLeft: 2 });
    expect(uploadFlow(busy, { type: 'busyTick', now: t0 + 400 })).toBe(busy);
    const one = uploadFlow(busy, { type: 'busyTick', now: t0 + 1000 });
    expect(one).toMatchObject({ step: 'busy', secondsLeft: 1, retryAt: t0 + 2000 });
    expect(uploadFlow(one, { type: 'busyTick', now: t0 + 2500 })).toBe(one);
  });

  it('retryStarted sends the very same request again: same image, same town and position', () => {
    const flow = run(
      STATES.verifying,
      { type: 'queueFull', retryAt: t0 + 2000, now: t0 },
      { type: 'busyTick', now: t0 + 1000 },
      { type: 'retryStarted' },
    );
    expect(flow).toEqual({ ...STATES.verifying, busyAnswers: 1 });
  });

  it('waits again as long as the server says busy, counting the busy answers', () => {
    const flow = run(
      withoutTown,
      { type: 'queueFull', retryAt: t0 + 2000, now: t0 },
      { type: 'retryStarted' },
      { type: 'queueFull', retryAt: t0 + 7000, now: t0 + 2000 },
    );
    expect(flow).toEqual({
      step: 'busy',
      file: photo,
      imageUrl,
      manual: null,
      retryAt: t0 + 7000,
      secondsLeft: 5,
      busyAnswers: 2,
    });
    expect(uploadFlow(flow, { type: 'retryStarted' })).toEqual({ ...withoutTown, busyAnswers: 2 });
  });

  it('after the wait, the retried verification ends as any other: refused, town asked, stepped back', () => {
    const retried = run(
      withoutTown,
      { type: 'queueFull', retryAt: t0 + 1000, now: t0 },
      { type: 'retryStarted' },
    );
    expect(
      uploadFlow(retried, { type: 'refused', message: 'Wrong date', reasons: [], reviewable: true }),
    ).toEqual({
      step: 'failed',
      file: photo,
      imageUrl,
      message: 'Wrong date',
      reasons: [],
      reviewable: true,
    });
    expect(uploadFlow(retried, { type: 'locationRequired' })).toEqual({
      step: 'location',
      file: photo,
      imageUrl,
      manual: EMPTY_MANUAL,
    });
    expect(uploadFlow(retried, { type: 'failedNotPhoto' })).toEqual({ step: 'selected', file: photo });
  });

  it('a town step after a busy wait starts a fresh verification (no busy answers carried)', () => {
    const location = run(
      withoutTown,
      { type: 'queueFull', retryAt: t0 + 1000, now: t0 },
      { type: 'retryStarted' },
      { type: 'locationRequired' },
      { type: 'townTyped', town: 'York' },
    );
    const manual = { town: 'York', coords: null, coordsTown: null, townError: null };
    expect(uploadFlow(location, { type: 'verifyStarted', imageUrl, manual })).toEqual({
      step: 'verifying',
      file: photo,
      imageUrl,
      manual,
    });
  });

  it('while waiting, no answer can move the flow (none is in flight); Cancel starts over', () => {
    for (const event of [
      { type: 'refused', message: 'No', reasons: [], reviewable: false },
      { type: 'locationRequired' },
      { type: 'failedNotPhoto' },
      { type: 'queueFull', retryAt: t0, now: t0 },
    ] satisfies UploadEvent[]) {
      expect(uploadFlow(STATES.busy, event)).toBe(STATES.busy);
    }
    expect(uploadFlow(STATES.busy, { type: 'reset' })).toEqual({ step: 'choose' });
  });

  it('secondsUntil rounds up to whole seconds and shows at least 1', () => {
    expect(secondsUntil(t0 + 2000, t0)).toBe(2);
    expect(secondsUntil(t0 + 2000, t0 + 1)).toBe(2);
    expect(secondsUntil(t0 + 2000, t0 + 1000)).toBe(1);
    expect(secondsUntil(t0 + 2000, t0 + 2000)).toBe(1);
    expect(secondsUntil(t0 + 2000, t0 + 9000)).toBe(1);
  });
});

describe('uploadFlow: the town step', () => {
  it('verifyStarted sends the same image again with the town', () => {
    const submitted = { ...typed, town: 'Oxford' };
    expect(uploadFlow(STATES.location, { type: 'verifyStarted', imageUrl, manual: submitted })).toEqual({
      step: 'verifying',
      file: photo,
      imageUrl,
      manual: submitted,
    });
  });

  it('townTyped keeps the position while the town is the one found for it', () => {
    const flow = uploadFlow(STATES.location, { type: 'townTyped', town: 'Oxford ' });
    expect(flow).toEqual({ ...STATES.location, manual: { ...typed, town: 'Oxford ', townError: null } });
  });

  it('townTyped with a different town drops the position', () => {
    const flow = uploadFlow(STATES.location, { type: 'townTyped', town: 'Oxf' });
    expect(flow).toEqual({ ...STATES.location, manual: { town: 'Oxf', coords: null, coordsTown: null } });
  });

  it('townTyped without a position found keeps any position and clears the server’s words', () => {
    const location: UploadFlow = {
      step: 'location',
      file: photo,
      imageUrl,
      manual: { town: 'Oxfrd', coords: null, coordsTown: null, townError: 'Unknown town' },
    };
    expect(uploadFlow(location, { type: 'townTyped', town: 'Oxford' })).toEqual({
      ...location,
      manual: { town: 'Oxford', coords: null, coordsTown: null, townError: null },
    });
  });

  it('located fills in the town found and its position', () => {
    const location: UploadFlow = {
      step: 'location',
      file: photo,
      imageUrl,
      manual: { ...EMPTY_MANUAL, town: 'Ox' },
    };
    expect(uploadFlow(location, { type: 'located', coords: here, city: 'Oxford' })).toEqual({
      ...location,
      manual: { town: 'Oxford', coords: here, coordsTown: 'Oxford' },
    });
  });

  it('located without a town keeps what was typed and the position', () => {
    const location: UploadFlow = {
      step: 'location',
      file: photo,
      imageUrl,
      manual: { town: 'Ox', coords: null, coordsTown: null, townError: 'Unknown town' },
    };
    expect(uploadFlow(location, { type: 'located', coords: here, city: null })).toEqual({
      ...location,
      manual: { town: 'Ox', coords: here, coordsTown: null },
    });
  });
});

describe('uploadFlow: reset', () => {
  it('goes back to the start from every step, keeping nothing', () => {
    for (const step of STEPS) expect(uploadFlow(STATES[step], { type: 'reset' })).toEqual({ step: 'choose' });
  });
});

const apiError = (status: number, body: object, handled = false) =>
  new ApiError(status, 'Error', JSON.stringify(body), handled);

describe('verifyFailure', () => {
  it('asks for the town when the server needs it', () => {
    const error = apiError(422, { code: 'ticket.location_required', message: 'Where were you?' });
    expect(verifyFailure(error, false)).toEqual({
      event: { type: 'locationRequired' },
      toast: { title: 'Location Required', description: 'Where were you?' },
    });
  });

  it('starts over when a proof was already verified today', () => {
    const error = apiError(409, { code: 'ticket.already_uploaded_today', message: 'x' });
    expect(verifyFailure(error, false)).toEqual({
      event: { type: 'alreadyUploadedToday' },
      toast: { title: 'You have already uploaded parking proof today.' },
    });
  });

  it('refuses a photo the reader refused, with its reasons, and lets a person look again', () => {
    const error = apiError(422, {
      code: 'ticket.wrong_date',
      message: 'The ticket is not from today.',
      verificationResult: { outcome: 'wrong_date', reasons: ['Dated 1 May', ' ', 3] },
    });
    expect(verifyFailure(error, true)).toEqual({
      event: {
        type: 'refused',
        message: 'The parking ticket must be from today. Please upload a current parking ticket.',
        reasons: ['Dated 1 May'],
        reviewable: true,
      },
      toast: null,
    });
  });

  it('carries the server’s word on asking for a review: offered, or why not (issue 25)', () => {
    const refusedWith = (review: unknown) =>
      verifyFailure(
        apiError(422, {
          code: 'ticket.wrong_date',
          message: 'Ticket date not today.',
          verificationResult: { outcome: 'wrong_date', reasons: [], review },
        }),
        false,
      ).event;
    expect(refusedWith({ allowed: true, reason: null })).toMatchObject({
      reviewable: true,
      reviewOffer: { allowed: true, reason: null },
    });
    expect(refusedWith({ allowed: false, reason: 'pending' })).toMatchObject({
      reviewOffer: { allowed: false, reason: 'pending' },
    });
    expect(refusedWith({ allowed: false, reason: 'too_many_requests' })).toMatchObject({
      reviewOffer: { allowed: false, reason: 'too_many_requests' },
    });
    // An unknown reason still says no; a malformed answer says nothing (the request itself decides).
    expect(refusedWith({ allowed: false, reason: 'later' })).toMatchObject({
      reviewOffer: { allowed: false, reason: null },
    });
    expect(refusedWith('yes')).not.toHaveProperty('reviewOffer');
    // The failed step keeps it, for the dialog.
    const failed = uploadFlow(
      STATES.verifying as UploadFlow,
      refusedWith({ allowed: false, reason: 'pending' }) as UploadEvent,
    );
    expect(failed).toMatchObject({ step: 'failed', reviewOffer: { allowed: false, reason: 'pending' } });
  });

  it('refuses a reused photo with the server’s words as its reason, and no review', () => {
    const error = apiError(409, {
      code: 'ticket.number_reused',
      message: 'This parking ticket has already been used.',
    });
    expect(verifyFailure(error, false)).toEqual({
      event: {
        type: 'refused',
        message: TICKET_NOT_VERIFIED,
        reasons: ['This parking ticket has already been used.'],
        reviewable: false,
      },
      toast: null,
    });
  });

  it('says an unknown town under the field when a town was sent', () => {
    const error = apiError(400, {
      code: 'ticket.unknown_town',
      message: 'x',
      fields: { city: "We couldn't find that town." },
    });
    expect(verifyFailure(error, true)).toEqual({
      event: { type: 'townRejected', townError: "We couldn't find that town." },
      toast: null,
    });
    expect(verifyFailure(error, false).event).toEqual({ type: 'failedNotPhoto' });
  });

  it('says too many attempts, or that verification failed, for what is not the photo’s fault', () => {
    expect(verifyFailure(apiError(429, { code: 'rate_limited', message: 'Slow down.' }), true)).toEqual({
      event: { type: 'failedNotPhoto' },
      toast: { title: 'Too Many Attempts', description: 'Slow down.', variant: 'destructive' },
    });
    expect(
      verifyFailure(apiError(429, { code: 'ticket.too_many_attempts', message: 'x' }), true).toast?.title,
    ).toBe('Too Many Attempts');
    expect(verifyFailure(new TypeError('Failed to fetch'), false)).toEqual({
      event: { type: 'failedNotPhoto' },
      toast: { title: 'Verification Failed', description: TICKET_NO_MESSAGE, variant: 'destructive' },
    });
  });

  it('says the network is the problem when the request got no answer', () => {
    expect(verifyFailure(new NetworkError(), true)).toEqual({
      event: { type: 'failedNotPhoto' },
      toast: { title: 'Verification Failed', description: OFFLINE_MESSAGE, variant: 'destructive' },
    });
  });

  it('steps back quietly when the 401 rule has already told the driver', () => {
    expect(verifyFailure(apiError(401, { code: 'auth.required' }, true), true)).toEqual({
      event: { type: 'failedNotPhoto' },
      toast: null,
    });
  });

  it('never loses the photo or the typed town on an error that is not the photo’s fault', () => {
    const notThePhoto = [
      apiError(429, { code: 'rate_limited' }),
      apiError(429, { code: 'ticket.too_many_attempts' }),
      apiError(404, { code: 'ticket.image_not_found' }),
      apiError(503, { code: 'ticket.verification_busy' }),
      apiError(500, {}),
      apiError(401, {}, true),
      apiError(422, { code: 'ticket.location_required' }),
      apiError(400, { code: 'ticket.unknown_town', fields: { city: 'Unknown town' } }),
      apiError(400, { code: 'validation.invalid', fields: { city: 'Too long' } }),
      new TypeError('Failed to fetch'),
      new NetworkError(),
    ];
    for (const error of notThePhoto) {
      const withTown = uploadFlow(STATES.verifying, verifyFailure(error, true).event);
      expect(withTown).toMatchObject({
        step: 'location',
        file: photo,
        imageUrl,
        manual: { town: 'Oxford', coords: here },
      });
      const withoutTown = uploadFlow(
        { step: 'verifying', file: photo, imageUrl, manual: null },
        verifyFailure(error, false).event,
      );
      expect(withoutTown).toMatchObject({ file: photo });
      expect(['selected', 'location']).toContain(withoutTown.step);
    }
  });
});

const QUEUE_FULL = {
  code: 'ticket.queue_full',
  message: 'Busy verifying other tickets. Please try again in a few seconds.',
};
const queueFull = (body: object, retryAfter: string | null = null) =>
  new ApiError(503, 'Service Unavailable', JSON.stringify({ ...QUEUE_FULL, ...body }), false, retryAfter);

describe('busyWaitSeconds', () => {
  it('waits the seconds the body names, before the Retry-After header', () => {
    expect(busyWaitSeconds(queueFull({ retryAfterSeconds: 2 }, '2'))).toBe(2);
    expect(busyWaitSeconds(queueFull({ retryAfterSeconds: 3 }, '9'))).toBe(3);
    expect(busyWaitSeconds(queueFull({ retryAfterSeconds: 2.2 }))).toBe(3);
  });

  it('falls back to the Retry-After header (seconds or a date), then to 5', () => {
    expect(busyWaitSeconds(queueFull({}, '4'))).toBe(4);
    expect(busyWaitSeconds(queueFull({ retryAfterSeconds: 'soon' }, ' 7 '))).toBe(7);
    const inTenSeconds = new Date(Date.now() + 10_000).toUTCString();
    expect(busyWaitSeconds(queueFull({}, inTenSeconds))).toBeGreaterThanOrEqual(9);
    expect(busyWaitSeconds(queueFull({}, inTenSeconds))).toBeLessThanOrEqual(10);
    expect(busyWaitSeconds(queueFull({}))).toBe(5);
    expect(busyWaitSeconds(queueFull({}, 'whenever'))).toBe(5);
  });

  it('keeps every wait between 1 and 60 seconds', () => {
    expect(busyWaitSeconds(queueFull({ retryAfterSeconds: 0 }))).toBe(1);
    expect(busyWaitSeconds(queueFull({ retryAfterSeconds: -3 }, '0'))).toBe(1);
    expect(busyWaitSeconds(queueFull({ retryAfterSeconds: 600 }))).toBe(60);
    expect(busyWaitSeconds(queueFull({}, '3600'))).toBe(60);
    expect(busyWaitSeconds(queueFull({}, new Date(0).toUTCString()))).toBe(1);
  });

  it('is decided by the code alone, never by the words or the status', () => {
    expect(
      busyWaitSeconds(apiError(503, { code: 'ticket.verification_busy', message: QUEUE_FULL.message })),
    ).toBe(null);
    expect(busyWaitSeconds(new ApiError(503, 'Service Unavailable', QUEUE_FULL.message, false, '2'))).toBe(
      null,
    );
    expect(busyWaitSeconds(apiError(429, { code: 'rate_limited', retryAfterSeconds: 2 }))).toBe(null);
    expect(busyWaitSeconds(new TypeError('Failed to fetch'))).toBe(null);
    // An error rebuilt elsewhere as `${status}: ${body}` still carries its code and body.
    expect(
      busyWaitSeconds(new Error(`503: ${JSON.stringify({ ...QUEUE_FULL, retryAfterSeconds: 3 })}`)),
    ).toBe(3);
  });
});

describe('isInReview', () => {
  it('tells a 202 (in review) from a verified ticket by its fields, never its words', async () => {
    const { isInReview } = await import('#client/features/tickets/api.ts');
    const ticket = {
      id: 't1',
      imageUrl: null,
      detectedDate: '2026-03-14',
      location: 'Reading',
      latitude: null,
      longitude: null,
      city: 'Reading',
      expiresAt: null,
      isVerified: false,
      redemptionsUsed: 0,
      createdAt: '2026-03-14T10:00:00.000Z',
      review: { status: 'pending', declineReason: null },
    };
    expect(isInReview({ message: 'Anything at all', review: { id: 'r1', status: 'pending' }, ticket })).toBe(
      true,
    );
    expect(isInReview({ ...ticket, isVerified: true })).toBe(false);
    expect(isInReview(null)).toBe(false);
  });
});
