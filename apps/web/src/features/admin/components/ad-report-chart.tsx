import { LineChart } from '@mui/x-charts/LineChart';
import type { AdReport } from '../api/ad-report.ts';
import { formatCtr } from '../lib/format.ts';

/**
 * The report's daily chart: impressions and clicks on the left axis, CTR (percent) on the right.
 * Its own module, loaded lazily by the report: the chart library stays out of every other chunk.
 */
export default function AdReportChart({ days }: { days: AdReport['days'] }) {
  return (
    <LineChart
      height={300}
      margin={{ left: 8, right: 8 }}
      xAxis={[
        {
          scaleType: 'point',
          data: days.map((day) => day.day),
          valueFormatter: (day: string) => day.slice(5),
        },
      ]}
      yAxis={[
        { id: 'counts', position: 'left', width: 48 },
        { id: 'ctr', position: 'right', width: 48, valueFormatter: (value: number) => `${value}%` },
      ]}
      series={[
        {
          label: 'Impressions',
          data: days.map((day) => day.impressions),
          yAxisId: 'counts',
          showMark: false,
        },
        { label: 'Clicks', data: days.map((day) => day.clicks), yAxisId: 'counts', showMark: false },
        {
          label: 'CTR',
          data: days.map((day) => day.ctr),
          yAxisId: 'ctr',
          showMark: false,
          valueFormatter: (value) => formatCtr(value ?? 0),
        },
      ]}
    />
  );
}
