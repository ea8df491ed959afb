import type { Figure, Figures, TownReport } from '#contracts/town-reports.ts';
import { csvDocument, csvFilename } from '#server/lib/csv.ts';

export const TOWN_REPORT_CSV_HEADER = [
  'Town',
  'Period',
  'From',
  'To',
  'Shops with redemptions',
  'Drivers',
  'Redemptions',
  'Discounts given (GBP)',
  'Minimum spend (GBP)',
];

const count = (figure: Figure) => String(figure);
/** Plain amounts (no £ sign) so the columns add up; suppressed ones say "fewer than 5". */
const money = (figure: Figure) => (typeof figure === 'number' ? figure.toFixed(2) : figure);

function cells(figures: Figures): string[] {
  return [
    count(figures.shops),
    count(figures.drivers),
    count(figures.redemptions),
    money(figures.discountTotal),
    money(figures.minimumSpendTotal),
  ];
}

/** Last calendar day of a month 'YYYY-MM'. */
function monthEnd(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m, 0)).toISOString().slice(0, 10);
}

/**
 * The report's table as CSV: a row per week, per month and one for the whole period, dates as
 * YYYY-MM-DD (read the same by every spreadsheet). CRLF line ends and a UTF-8 byte-order mark, as
 * Excel expects.
 */
export function townReportCsv(report: TownReport): string {
  const rows = [
    ...report.weeks.map((week) => [
      report.town,
      week.partial ? 'Week (so far)' : 'Week',
      week.start,
      week.end,
      ...cells(week),
    ]),
    ...report.months.map((month) => [
      report.town,
      month.partial ? 'Month (so far)' : 'Month',
      `${month.month}-01`,
      month.partial ? report.period.to : monthEnd(month.month),
      ...cells(month),
    ]),
    [report.town, 'Whole period', report.period.from, report.period.to, ...cells(report.totals)],
  ];
  return csvDocument([TOWN_REPORT_CSV_HEADER, ...rows]);
}

/** 'parkperks-town-report-leeds-2026-03-14.csv'. */
export const townReportFilename = (town: string, today: string) =>
  csvFilename('parkperks-town-report', town, today);
