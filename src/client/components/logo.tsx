import { cn } from '#client/lib/cn.ts';

interface LogoProps {
  className?: string;
  /** 'light' for blue backgrounds. */
  tone?: 'dark' | 'light';
  showName?: boolean;
}

/** The ParkPerks mark: a road-sign 'P' with a small price tag notch. */
export function LogoMark({ className, tone = 'dark' }: Pick<LogoProps, 'className' | 'tone'>) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className={cn('size-9 shrink-0', className)}>
      <rect width="40" height="40" rx="10" fill={tone === 'light' ? '#ffffff' : '#1d4ed8'} />
      <path
        d="M13.5 30V10h8.2c4.9 0 7.8 2.6 7.8 6.8 0 4.3-2.9 6.9-7.8 6.9h-3.6V30z"
        fill={tone === 'light' ? '#1d4ed8' : '#ffffff'}
      />
      <path
        d="M18.1 14.1v5.6h3.3c2 0 3.3-1 3.3-2.8s-1.3-2.8-3.3-2.8z"
        fill={tone === 'light' ? '#ffffff' : '#1d4ed8'}
      />
      <circle cx="30.5" cy="29.5" r="3.5" fill="#22c55e" />
    </svg>
  );
}

export function Logo({ className, tone = 'dark', showName = true }: LogoProps) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark tone={tone} />
      {showName ? (
        <span
          className={cn(
            'text-xl font-bold tracking-tight',
            tone === 'light' ? 'text-white' : 'text-slate-900',
          )}
        >
          Park<span className={tone === 'light' ? 'text-primary-100' : 'text-primary-700'}>Perks</span>
        </span>
      ) : null}
    </span>
  );
}
