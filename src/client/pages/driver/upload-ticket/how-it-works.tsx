import { CalendarClock, Camera, Clock3, Info, Repeat1 } from 'lucide-react';

const points = [
  { icon: Camera, text: 'Upload a photo of your parking ticket or a screenshot from your parking app.' },
  { icon: CalendarClock, text: 'Make sure the date and time are clearly visible.' },
  { icon: Clock3, text: 'Your proof is valid for 24 hours from verification.' },
  { icon: Repeat1, text: 'You can upload one parking proof per day.' },
] as const;

/** The 'How it works' info box of the upload screen (docs/decisions/019). */
export function HowItWorks() {
  return (
    <section
      aria-labelledby="how-it-works-title"
      className="rounded-[var(--radius-card)] border border-primary-100 bg-primary-50 p-4"
    >
      <h2 id="how-it-works-title" className="flex items-center gap-2 font-semibold text-primary-900">
        <Info aria-hidden="true" className="size-5 text-primary-700" />
        How it works
      </h2>
      <ul className="mt-3 space-y-2.5">
        {points.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-start gap-3 text-sm text-slate-800">
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-700" />
            {text}
          </li>
        ))}
      </ul>
    </section>
  );
}
