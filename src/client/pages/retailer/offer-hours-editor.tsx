import { CalendarClock } from 'lucide-react';
import { useId } from 'react';
import { WEEKDAYS } from '#contracts/offer-hours.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { cn } from '#client/lib/cn.ts';
import { type DayHours, type ScheduleDraft, type ScheduleErrors, weekdaysPreset } from './offer-budget';

const CHOICE =
  'flex min-h-11 cursor-pointer items-center gap-2.5 rounded-xl border border-slate-300 bg-white px-3.5 text-sm font-medium text-slate-800 has-[:checked]:border-primary-600 has-[:checked]:bg-primary-50 has-[:checked]:text-primary-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-600';

function DayRow({
  name,
  hours,
  error,
  invalidDay,
  describedBy,
  onChange,
}: {
  name: string;
  hours: DayHours;
  error?: string;
  /** The whole schedule is wrong (no day chosen): the day's checkbox is marked and described by it. */
  invalidDay: boolean;
  describedBy?: string;
  onChange: (hours: DayHours) => void;
}) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const timeProps = (which: 'opens' | 'closes') => ({
    id: `${id}-${which}`,
    type: 'time',
    step: 60,
    value: hours[which],
    disabled: !hours.on,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': errorId,
    onChange: (event: { target: { value: string } }) => onChange({ ...hours, [which]: event.target.value }),
    className: 'h-11 min-w-0 px-2 sm:px-2.5',
  });
  return (
    <li className="flex flex-col gap-1.5 py-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <label className="flex min-h-11 w-32 cursor-pointer items-center gap-2.5 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            checked={hours.on}
            aria-invalid={invalidDay || undefined}
            aria-describedby={invalidDay ? describedBy : undefined}
            onChange={(event) => onChange({ ...hours, on: event.target.checked })}
            className="size-5 shrink-0 accent-primary-700"
          />
          {name}
        </label>
        <div className="grid w-full grid-cols-[1fr_auto_1fr] items-center gap-1.5 sm:w-auto sm:gap-2 sm:grid-cols-[9.5rem_auto_9.5rem]">
          <label htmlFor={`${id}-opens`} className="sr-only">
            {name} opens
          </label>
          <Input {...timeProps('opens')} />
          <span aria-hidden="true" className={cn('text-sm', hours.on ? 'text-slate-700' : 'text-slate-600')}>
            to
          </span>
          <label htmlFor={`${id}-closes`} className="sr-only">
            {name} closes
          </label>
          <Input {...timeProps('closes')} />
        </div>
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </li>
  );
}

const MODES: { mode: ScheduleDraft['mode']; label: string }[] = [
  { mode: 'always', label: 'At all times' },
  { mode: 'days', label: 'On chosen days and times' },
];

/**
 * 'When the offer runs': at all times, or on chosen weekdays between an opening and a closing time
 * (London time), with a Mon–Fri 09:00–17:00 shortcut. Messages come from the contract's schema
 * (checkSchedule), under the day they are about or under the list.
 */
export function OfferHoursEditor({
  draft,
  errors,
  onChange,
}: {
  draft: ScheduleDraft;
  errors: ScheduleErrors;
  onChange: (draft: ScheduleDraft) => void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const setMode = (mode: ScheduleDraft['mode']) => onChange({ ...draft, mode });
  const setDay = (index: number, hours: DayHours) =>
    onChange({ ...draft, days: draft.days.map((day, i) => (i === index ? hours : day)) });

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={hintId}>
      <legend className="mb-1.5 text-sm font-semibold text-slate-900">When the offer runs</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {MODES.map(({ mode, label }) => (
          <label key={mode} className={CHOICE}>
            <input
              type="radio"
              name={`${id}-mode`}
              checked={draft.mode === mode}
              onChange={() => setMode(mode)}
              className="size-5 shrink-0 accent-primary-700"
            />
            {label}
          </label>
        ))}
      </div>
      <p id={hintId} className="text-sm text-slate-600">
        UK time. Outside these hours drivers don’t see the offer, and it can’t be redeemed.
      </p>

      {draft.mode === 'days' ? (
        <div className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-slate-50/60 px-2.5 py-2 sm:px-3.5">
          <Button
            type="button"
            variant="secondary"
            size="sm"
            className="mt-1 self-start"
            onClick={() => onChange(weekdaysPreset())}
          >
            <CalendarClock aria-hidden="true" className="size-4" />
            Mon–Fri 09:00–17:00
          </Button>
          <ul aria-label="Opening days and times" className="divide-y divide-slate-200">
            {WEEKDAYS.map((name, i) => (
              <DayRow
                key={name}
                name={name}
                hours={draft.days[i]!}
                error={errors.days[i]}
                invalidDay={Boolean(errors.schedule)}
                describedBy={errors.schedule ? errorId : undefined}
                onChange={(hours) => setDay(i, hours)}
              />
            ))}
          </ul>
        </div>
      ) : null}
      {errors.schedule ? (
        <p id={errorId} className="text-sm font-medium text-danger-700">
          {errors.schedule}
        </p>
      ) : null}
    </fieldset>
  );
}
