import { LineChart } from '@mui/x-charts/LineChart';

/** One line of daily impressions: a creative of the campaign, or a slot. */
export interface ImpressionLine {
  label: string;
  days: readonly { day: string; impressions: number }[];
}

/** Daily impressions, one line each (creatives, slots); lazily loaded like the campaign's chart. */
export default function AdImpressionLinesChart({ lines }: { lines: readonly ImpressionLine[] }) {
  const days = lines[0]?.days.map((day) => day.day) ?? [];
  const showMark = days.length <= 31;
  return (
    <LineChart
      height={300}
      skipAnimation
      margin={{ left: 8, right: 8 }}
      xAxis={[{ scaleType: 'point', data: days, valueFormatter: (day: string) => day.slice(5) }]}
      yAxis={[{ position: 'left', width: 48, min: 0 }]}
      series={lines.map((line) => ({
        label: line.label,
        data: line.days.map((day) => day.impressions),
        showMark,
      }))}
    />
  );
}
