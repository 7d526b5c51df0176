import { LineChart } from '@mui/x-charts/LineChart';
import type { AdReport } from '../api/ad-report.ts';
import { formatCtr } from '../lib/format.ts';

/**
 * The report's daily (or hourly) chart: impressions and clicks on the left axis, CTR (percent) on the right.
 * Its own module, loaded lazily by the report: the chart library stays out of every other chunk.
 */
export default function AdReportChart({
  days,
  formatLabel = (day: string) => day.slice(5),
}: {
  /** One point per bucket, `day` naming it: a day, or an hour's ISO start. */
  days: AdReport['days'];
  formatLabel?: (day: string) => string;
}) {
  // Points are marked on a month or less (one day has no line to see); a year is lines only.
  const showMark = days.length <= 31;
  return (
    <LineChart
      height={300}
      // A report, not a show: a new range or width redraws at once.
      skipAnimation
      margin={{ left: 8, right: 8 }}
      xAxis={[
        {
          scaleType: 'point',
          data: days.map((day) => day.day),
          valueFormatter: formatLabel,
        },
      ]}
      yAxis={[
        { id: 'counts', position: 'left', width: 48, min: 0 },
        {
          id: 'ctr',
          position: 'right',
          width: 48,
          min: 0,
          // Without a click the rates are all 0: the axis still starts at 0 (a flat domain centres its line).
          max: Math.max(1, ...days.map((day) => day.ctr)),
          valueFormatter: (value: number) => `${value}%`,
        },
      ]}
      series={[
        {
          label: 'Impressions',
          data: days.map((day) => day.impressions),
          yAxisId: 'counts',
          showMark,
        },
        { label: 'Clicks', data: days.map((day) => day.clicks), yAxisId: 'counts', showMark },
        {
          label: 'CTR',
          data: days.map((day) => day.ctr),
          yAxisId: 'ctr',
          showMark,
          valueFormatter: (value) => formatCtr(value ?? 0),
        },
      ]}
    />
  );
}
