import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { BackLink } from '#client/components/back-link.tsx';
import { LegalLinks } from '#client/components/legal-links.tsx';
import { Logo } from '#client/components/logo.tsx';
import { usePageTitle } from '#client/lib/page-title.ts';

/** When the privacy notice and the terms last changed (shown on both). */
export const LEGAL_UPDATED = '28 November 2026';

/**
 * The frame of the privacy notice and the terms: plain, readable text in one column. Both pages are
 * also drawn by the server for a browser without JavaScript (server/plugins/public-pages.tsx), so
 * nothing here may need data, a query client or the browser.
 */
export function LegalPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="mx-auto flex max-w-3xl items-center justify-between px-4 pt-5">
        <Link href="/" aria-label="ParkPerks home" className="rounded-lg">
          <Logo />
        </Link>
        <BackLink className="-mr-2" />
      </header>
      <main className="mx-auto max-w-3xl px-4 pt-6 pb-12">
        <article className="rounded-3xl border border-slate-200/80 bg-white p-5 text-base leading-relaxed text-slate-700 shadow-card sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          <p className="mt-1 text-sm text-slate-500">Last updated {LEGAL_UPDATED}</p>
          <div className="mt-4 space-y-3">{intro}</div>
          {children}
        </article>
        <LegalLinks className="mt-6 justify-center text-sm text-slate-600" />
      </main>
    </div>
  );
}

export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-lg font-semibold text-slate-900 sm:text-xl">
        {title}
      </h2>
      <div className="mt-2 space-y-3">{children}</div>
    </section>
  );
}

/** A bulleted list with readable spacing. */
export function LegalList({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-2 pl-5 marker:text-slate-400">{children}</ul>;
}

/** A bold lead-in to a list item. */
export function Term({ children }: { children: ReactNode }) {
  return <strong className="font-semibold text-slate-900">{children}</strong>;
}
