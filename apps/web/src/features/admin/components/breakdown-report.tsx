import { lazy } from 'react';
import type { AdReportPeriod } from '../api/ad-report.ts';
import type { Bucketed } from '../lib/report-buckets.ts';
import { ReportChartFigure } from './report-parts.tsx';
import { ReportTable, type ReportFigure, type ReportFigures } from './report-table.tsx';

const AdImpressionLinesChart = lazy(() => import('./ad-impression-lines-chart.tsx'));

/** One part of a breakdown: a creative or a slot, its days or hours, and their totals. */
export interface BreakdownLine {
  key: string;
  label: string;
  rows: readonly (Bucketed & { impressions: number })[];
  totals: ReportFigures;
}

/** A report broken down by creative or by slot: each one's impressions as a line, and its totals in the table. */
export function BreakdownReport({
  lines,
  period,
  per,
  columns,
  caption,
}: {
  lines: readonly BreakdownLine[];
  period: AdReportPeriod;
  per: 'creative' | 'slot';
  columns: readonly ReportFigure[];
  caption?: string;
}) {
  return (
    <>
      <ReportChartFigure label={`${period === 'hour' ? 'Hourly' : 'Daily'} impressions per ${per}`}>
        <AdImpressionLinesChart lines={lines} />
      </ReportChartFigure>
      <ReportTable
        label={`Report by ${per}`}
        firstColumn={per === 'slot' ? 'Slot' : 'Creative'}
        columns={columns}
        rows={lines.map((line) => ({ key: line.key, label: line.label, figures: line.totals }))}
        names
        {...(caption ? { caption } : {})}
      />
    </>
  );
}
