import { Download, FileX, ShieldCheck } from 'lucide-react';
import { useEffect } from 'react';
import { SUPPRESSED, WEEKDAY_NAMES } from '#contracts/town-reports.ts';
import { Logo } from '#client/components/logo.tsx';
import { PrintButton } from '#client/components/print-button.tsx';
import { StatusScreen } from '#client/components/status-screen.tsx';
import { TryAgainButton } from '#client/components/load-failed.tsx';
import { StatCard } from '#client/components/stat-card.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { errorStatus } from '#client/lib/api.ts';
import { formatDateTime } from '#client/lib/format.ts';
import { usePageTitle } from '#client/lib/page-title.ts';
import { reportCsvUrl, type TownReport, useTownReport } from './api';
import { type Bar, BarsCard } from './figure-bars';
import { FiguresTable } from './figures-table';
import {
  countText,
  dayText,
  hourText,
  moneyText,
  monthText,
  shortDayText,
  shortMonthText,
  untilText,
  weekText,
} from './format';

/** A report must never be indexed, wherever its link ends up (the server also sends X-Robots-Tag). */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

function Headline({ label, value }: { label: string; value: string }) {
  return (
    <StatCard
      label={label}
      value={value}
      className="break-inside-avoid print:shadow-none"
      valueClassName={value === SUPPRESSED ? 'text-lg font-semibold text-slate-600 italic' : undefined}
    />
  );
}

function Report({ report }: { report: TownReport }) {
  const weeks: Bar[] = report.weeks.map((week) => ({
    key: week.start,
    label: weekText(week.start, week.end),
    short: shortDayText(week.start),
    value: week.redemptions,
  }));
  const months: Bar[] = report.months.map((month) => ({
    key: month.month,
    label: monthText(month.month),
    short: shortMonthText(month.month),
    value: month.redemptions,
  }));
  const weekdays: Bar[] = report.weekdays.map((day) => ({
    key: String(day.day),
    label: WEEKDAY_NAMES[day.day - 1] ?? String(day.day),
    short: (WEEKDAY_NAMES[day.day - 1] ?? '').slice(0, 3),
    value: day.redemptions,
  }));
  const hours: Bar[] = report.hours.map((hour) => ({
    key: String(hour.hour),
    label: `${hourText(hour.hour)} to ${hourText((hour.hour + 1) % 24)}`,
    short: hourText(hour.hour),
    value: hour.redemptions,
  }));
  const { totals } = report;
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-6 px-4 pt-6 pb-12 print:max-w-none print:gap-4 print:p-0">
      <section aria-labelledby="report-title" className="flex flex-col gap-1">
        <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">
          ParkPerks town report
        </p>
        <h1 id="report-title" className="text-3xl font-bold tracking-tight text-slate-900">
          {report.town}
        </h1>
        <p className="text-slate-700">
          Period covered: {dayText(report.period.from)} to {dayText(report.period.to)} (London time).
        </p>
        <p className="text-slate-700">
          Figures as of the end of {dayText(report.asOf)}: they are updated once a day, so today’s redemptions
          show from tomorrow.
        </p>
        <p className="text-sm text-slate-600">
          Produced {formatDateTime(report.generatedAt)}. This link works until {untilText(report.expiresAt)}.
        </p>
        {/* Why some cells read "fewer than 5", where the reader meets them (docs/decisions/046). */}
        <p id="hidden-figures-note" className="mt-1 flex items-start gap-2 text-sm text-slate-700">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-700" />
          Figures about fewer than {report.threshold} drivers or fewer than {report.threshold} shops are shown
          as “{SUPPRESSED}” so no driver or shop can be singled out; counts of shops are shown as they are.
        </p>
      </section>

      <section
        aria-label="The whole period"
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 print:grid-cols-3"
      >
        <Headline label="Shops in the scheme now" value={countText(report.shopsInScheme)} />
        <Headline label="Shops with redemptions" value={countText(totals.shops)} />
        <Headline label="Drivers using it" value={countText(totals.drivers)} />
        <Headline label="Redemptions" value={countText(totals.redemptions)} />
        <Headline label="Discounts given" value={moneyText(totals.discountTotal)} />
        <Headline label="Minimum spend brought in" value={moneyText(totals.minimumSpendTotal)} />
      </section>

      <BarsCard
        id="weeks-chart"
        heading="Redemptions by week"
        bars={weeks}
        noun="week"
        column="Week"
        labelEvery={2}
        phoneLabelEvery={4}
      />
      <BarsCard
        id="months-chart"
        heading="Redemptions by month"
        bars={months}
        noun="month"
        column="Month"
        phoneLabelEvery={3}
      />
      <div className="grid gap-6 lg:grid-cols-2 print:grid-cols-2 print:gap-4">
        <BarsCard id="days-chart" heading="Busiest days" bars={weekdays} noun="day" column="Day" />
        <BarsCard
          id="hours-chart"
          heading="Busiest hours"
          bars={hours}
          noun="hour"
          column="Hour"
          labelEvery={3}
          phoneLabelEvery={6}
        />
      </div>

      <FiguresTable
        id="weeks-table"
        heading="Week by week"
        column="Week (Monday to Sunday)"
        rows={report.weeks.map((week) => ({
          ...week,
          key: week.start,
          label: weekText(week.start, week.end),
        }))}
      />
      <FiguresTable
        id="months-table"
        heading="Month by month"
        column="Month"
        rows={report.months.map((month) => ({ ...month, key: month.month, label: monthText(month.month) }))}
      />

      <Card
        role="region"
        aria-labelledby="about-figures"
        className="break-inside-avoid p-5 print:shadow-none"
      >
        <h2 id="about-figures" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <ShieldCheck aria-hidden="true" className="size-5 text-success-700" />
          About these figures
        </h2>
        <div className="mt-2 flex flex-col gap-2 text-sm text-slate-700">
          <p>
            So that no driver or shop can be singled out, the drivers, redemptions, discounts and minimum
            spend of any week, month, day or hour whose redemptions cover fewer than {report.threshold}{' '}
            drivers or fewer than {report.threshold} shops show as “{SUPPRESSED}”. Where shown figures add up
            to another (the months to the whole period, the days and hours to its redemptions), one more may
            be hidden so that a hidden figure cannot be worked out by subtraction. Counts of shops (in the
            scheme, and with redemptions) are shown as they are, and anything with no redemptions shows 0.
          </p>
          <p>
            The report starts in the month the town’s first ParkPerks shop joined, and covers at most the last
            12 months.
          </p>
          <p>
            A redemption is a driver using a ParkPerks discount at a shop after showing proof of parking.
            Minimum spend is the least each driver had to spend to get the discount, so the spend brought in
            was at least this much. Weeks run Monday to Sunday; days and hours are London time.
          </p>
        </div>
      </Card>
      <p className="hidden text-xs text-slate-600 print:block">
        From ParkPerks. The link to this report is private: please do not publish it.
      </p>
    </main>
  );
}

/** /reports/{token}: a town's read-only report for its council or business group (no sign-in). */
export function TownReportPage({ token }: { token: string }) {
  useNoIndex();
  const report = useTownReport(token);
  usePageTitle(report.data ? `Town Report: ${report.data.town}` : 'Town Report');

  if (report.isPending) {
    return (
      <div role="status" className="flex min-h-dvh items-center justify-center gap-3 text-slate-700">
        <Spinner className="size-6 text-primary-700" /> Loading the report...
      </div>
    );
  }
  if (report.isError) {
    const icon = <FileX aria-hidden="true" className="size-8" />;
    if (errorStatus(report.error) === 404) {
      return (
        <StatusScreen
          icon={icon}
          code="404"
          title="Report Not Available"
          text="This report link is not valid. It may have expired or been revoked. Please ask whoever sent it for a new link."
        />
      );
    }
    return (
      <StatusScreen
        icon={icon}
        title="We couldn’t load the report"
        text="Something went wrong while loading it. Please try again."
        action={
          <TryAgainButton
            variant="primary"
            size="lg"
            className="min-w-40"
            onClick={() => void report.refetch()}
          />
        }
      />
    );
  }
  return (
    <div className="min-h-dvh bg-slate-50 print:bg-white">
      <style>{'@page { size: A4 portrait; margin: 14mm; }'}</style>
      <header className="border-b border-slate-200 bg-white print:border-0">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-3 print:px-0">
          <Logo />
          <div className="flex gap-2 print:hidden">
            <Button asChild variant="outline">
              <a href={reportCsvUrl(token)} download>
                <Download aria-hidden="true" className="size-4" />
                Download CSV
              </a>
            </Button>
            <PrintButton />
          </div>
        </div>
      </header>
      <Report report={report.data} />
    </div>
  );
}
