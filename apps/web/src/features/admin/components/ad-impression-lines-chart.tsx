import { LineChart } from '@mui/x-charts/LineChart';
import { bucketAxisText, bucketOf, type Bucketed } from '../lib/report-buckets.ts';

/** One line of impressions per day or hour: a creative of the campaign, or a slot. */
export interface ImpressionLine {
  label: string;
  rows: readonly (Bucketed & { impressions: number })[];
}

/** Impressions per day or hour, one line each (creatives, slots); lazily loaded like the campaign's chart. */
export default function AdImpressionLinesChart({ lines }: { lines: readonly ImpressionLine[] }) {
  const buckets = lines[0]?.rows.map(bucketOf) ?? [];
  const showMark = buckets.length <= 31;
  return (
    <LineChart
      height={300}
      skipAnimation
      margin={{ left: 8, right: 8 }}
      xAxis={[{ scaleType: 'point', data: buckets, valueFormatter: bucketAxisText }]}
      yAxis={[{ position: 'left', width: 48, min: 0 }]}
      series={lines.map((line) => ({
        label: line.label,
        data: line.rows.map((row) => row.impressions),
        showMark,
      }))}
    />
  );
}
