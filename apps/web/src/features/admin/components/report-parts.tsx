import { Alert, Box, CircularProgress, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { Suspense, type ReactNode } from 'react';
import { ApiError } from '../../../lib/api.ts';
import type { AdReportPeriod } from '../api/ad-report.ts';

/** A report's chart in a labelled figure; the chart's module loads lazily, a spinner meanwhile. */
export function ReportChartFigure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="figure" aria-label={label} sx={{ minHeight: 300, mb: 2 }}>
      <Suspense fallback={<CircularProgress aria-label="Loading the chart" />}>{children}</Suspense>
    </Box>
  );
}

/** The periods a report is shown by: days over a range, or the last 48 hours. */
export const reportPeriods: readonly (readonly [AdReportPeriod, string])[] = [
  ['day', 'By day'],
  ['hour', 'Last 48 hours'],
];

/** One choice of a report's view (its period, its breakdown) among a few, as toggle buttons. */
export function ReportToggle<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly (readonly [T, string])[];
  onChange: (value: T) => void;
}) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      onChange={(_event, chosen: T | null) => chosen && onChange(chosen)}
      aria-label={label}
    >
      {options.map(([option, text]) => (
        <ToggleButton key={option} value={option} sx={{ whiteSpace: 'nowrap' }}>
          {text}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/** The shown report's loading spinner, or its failure in the server's words where it gave some. */
export function ReportStatus({
  report,
}: {
  report: { isPending: boolean; isError: boolean; error: unknown };
}) {
  if (report.isError) {
    return (
      <Alert severity="error" sx={{ mb: 2 }}>
        {report.error instanceof ApiError && report.error.serverMessage
          ? report.error.serverMessage
          : 'Could not load the report'}
      </Alert>
    );
  }
  return report.isPending ? <CircularProgress aria-label="Loading the report" /> : null;
}
