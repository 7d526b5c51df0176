import { LineChart } from '@mui/x-charts/LineChart';
import { formatCtr } from '../lib/format.ts';
import { bucketAxisText, bucketOf, type Bucketed } from '../lib/report-buckets.ts';

/**
 * The report's daily (or hourly) chart: impressions and clicks on the left axis, CTR (percent) on the right.
 * Its own module, loaded lazily by the report: the chart library stays out of every other chunk.
 */
export default function AdReportChart({
  rows,
}: {
  /** One point per day or hour. */
  rows: readonly (Bucketed & { impressions: number; clicks: number; ctr: number })[];
}) {
  // Points are marked on a month or less (one day has no line to see); a year is lines only.
  const showMark = rows.length <= 31;
  return (
    <LineChart
      height={300}
      // A report, not a show: a new range or width redraws at once.
      skipAnimation
      margin={{ left: 8, right: 8 }}
      xAxis={[
        {
          scaleType: 'point',
          data: rows.map(bucketOf),
          valueFormatter: bucketAxisText,
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
          max: Math.max(1, ...rows.map((row) => row.ctr)),
          valueFormatter: (value: number) => `${value}%`,
        },
      ]}
      series={[
        {
          label: 'Impressions',
          data: rows.map((row) => row.impressions),
          yAxisId: 'counts',
          showMark,
        },
        { label: 'Clicks', data: rows.map((row) => row.clicks), yAxisId: 'counts', showMark },
        {
          label: 'CTR',
          data: rows.map((row) => row.ctr),
          yAxisId: 'ctr',
          showMark,
          valueFormatter: (value) => formatCtr(value ?? 0),
        },
      ]}
    />
  );
}
