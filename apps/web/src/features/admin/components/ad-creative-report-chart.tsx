import { LineChart } from '@mui/x-charts/LineChart';
import type { AdCreativeReport } from '../api/ad-report.ts';

/** Each creative's daily impressions, one line per creative; lazily loaded like the campaign's chart. */
export default function AdCreativeReportChart({ creatives }: { creatives: AdCreativeReport['creatives'] }) {
  const days = creatives[0]?.days.map((day) => day.day) ?? [];
  const showMark = days.length <= 31;
  return (
    <LineChart
      height={300}
      skipAnimation
      margin={{ left: 8, right: 8 }}
      xAxis={[{ scaleType: 'point', data: days, valueFormatter: (day: string) => day.slice(5) }]}
      yAxis={[{ position: 'left', width: 48, min: 0 }]}
      series={creatives.map((creative, index) => ({
        label: `${index + 1}. ${creative.altText}`,
        data: creative.days.map((day) => day.impressions),
        showMark,
      }))}
    />
  );
}
