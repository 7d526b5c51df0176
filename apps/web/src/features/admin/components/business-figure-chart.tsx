import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatUsd } from '@commons/core/members/tiers';
import type { BusinessFigure } from '@commons/core/insights/export-business-figure';
import type { BusinessInsights } from '@commons/core/insights/read-business-insights';
import { capitalize, tierLabel } from '../../../lib/labels.ts';
import { formatCount } from '../lib/format.ts';

const height = 240;
const percent = (rate: number | null) => (rate === null ? '—' : `${(rate * 100).toFixed(1)}%`);
const dollars = (cents: number | null) => formatUsd(cents ?? 0);
const count = (value: number | null) => formatCount(value ?? 0);

/**
 * One figure of the console's home drawn as a chart. Its own module, loaded lazily by the
 * overview: the chart library stays out of every other chunk.
 */
export default function BusinessFigureChart({
  figure,
  insights,
}: {
  figure: BusinessFigure;
  insights: BusinessInsights;
}) {
  switch (figure) {
    case 'membersByTier':
      return bars(
        insights.membersByTier.map((row) => tierLabel(row.tier)),
        [{ label: 'Members', data: insights.membersByTier.map((row) => row.members), valueFormatter: count }],
      );
    case 'membersByStatus':
      return bars(
        insights.membersByStatus.map((row) => capitalize(row.status)),
        [
          {
            label: 'Members',
            data: insights.membersByStatus.map((row) => row.members),
            valueFormatter: count,
          },
        ],
      );
    case 'newMembersByMonth':
      return monthlyBars(insights.newMembersByMonth, 'New members');
    case 'cancellationsByMonth':
      return monthlyBars(insights.cancellationsByMonth, 'Cancellations');
    case 'revenueByMonth':
      return bars(
        insights.revenueByMonth.map((point) => point.month),
        [
          {
            label: 'Revenue',
            data: insights.revenueByMonth.map((point) => point.value / 100),
            valueFormatter: usdOf,
          },
          {
            label: 'Refunds',
            data: insights.revenueByMonth.map((point) => point.refundsCents / 100),
            valueFormatter: usdOf,
          },
        ],
        (value: number) => `$${value}`,
      );
    case 'mrrByMonth':
      return line(
        insights.mrrByMonth.map((point) => point.month),
        'Recurring revenue',
        insights.mrrByMonth.map((point) => point.value / 100),
        usdOf,
        (value: number) => `$${value}`,
      );
    case 'churnByMonth':
      return line(
        insights.churnByMonth.map((point) => point.month),
        'Churn',
        insights.churnByMonth.map((point) => (point.value === null ? null : point.value * 100)),
        (value) => (value === null ? '—' : percent(value / 100)),
        (value: number) => `${value}%`,
      );
    case 'subscribersByMonth':
      return line(
        insights.subscribersByMonth.map((point) => point.month),
        'Subscribers',
        insights.subscribersByMonth.map((point) => point.value),
        count,
      );
  }
}

/** Dollars on the axis, from a value already in dollars. */
const usdOf = (value: number | null) => dollars(value === null ? null : Math.round(value * 100));

type Series = { label: string; data: number[]; valueFormatter: (value: number | null) => string };

function bars(labels: string[], series: Series[], axisFormatter?: (value: number) => string) {
  return (
    <BarChart
      height={height}
      // A report, not a show: a new range or width redraws at once.
      skipAnimation
      margin={{ left: 8, right: 8 }}
      xAxis={[{ scaleType: 'band', data: labels }]}
      yAxis={[{ width: 56, min: 0, ...(axisFormatter ? { valueFormatter: axisFormatter } : {}) }]}
      series={series}
      hideLegend={series.length < 2}
    />
  );
}

function monthlyBars(points: { month: string; value: number }[], label: string) {
  return bars(
    points.map((point) => point.month),
    [{ label, data: points.map((point) => point.value), valueFormatter: count }],
  );
}

function line(
  months: string[],
  label: string,
  data: (number | null)[],
  valueFormatter: (value: number | null) => string,
  axisFormatter?: (value: number) => string,
) {
  return (
    <LineChart
      height={height}
      skipAnimation
      margin={{ left: 8, right: 8 }}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ width: 56, min: 0, ...(axisFormatter ? { valueFormatter: axisFormatter } : {}) }]}
      series={[{ label, data, valueFormatter, showMark: months.length <= 12 }]}
      hideLegend
    />
  );
}
