import { Button, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useState } from 'react';
import {
  adSlotsReportCsvPath,
  useAdSlotsHourlyReport,
  useAdSlotsReport,
  type AdReportPeriod,
} from '../api/ad-report.ts';
import { bucketText } from '../lib/report-buckets.ts';
import { BreakdownReport } from './breakdown-report.tsx';
import { reportPeriods, ReportStatus, ReportToggle } from './report-parts.tsx';
import { allFigures } from './report-table.tsx';
import { ResponsiveDialog } from '../../../components/responsive-dialog.tsx';

/**
 * Where sponsors are shown and how each place does: every slot's campaigns added up, by day over
 * the last 30 days or by hour over the last 48 hours.
 */
export function SlotReportDialog({ onClose }: { onClose: () => void }) {
  const [period, setPeriod] = useState<AdReportPeriod>('day');
  const days = useAdSlotsReport(period === 'day');
  const hours = useAdSlotsHourlyReport(period === 'hour');
  const report = period === 'day' ? days : hours;
  const slots =
    period === 'day'
      ? days.data?.slots.map((slot) => ({ ...slot, rows: slot.days }))
      : hours.data?.slots.map((slot) => ({ ...slot, rows: slot.hours }));
  return (
    <ResponsiveDialog open onClose={onClose} maxWidth="md" aria-labelledby="slot-report-title">
      <DialogTitle id="slot-report-title">Report by slot</DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 1.5, sm: 3 } }}>
        <ReportToggle label="Period" value={period} options={reportPeriods} onChange={setPeriod} />
        {report.data && (
          <Typography variant="body2" color="text.secondary" sx={{ my: 2 }}>
            From {bucketText(report.data.from)} to {bucketText(report.data.to)} (UTC)
          </Typography>
        )}
        <ReportStatus report={report} />
        {slots && (
          <BreakdownReport
            lines={slots.map((slot) => ({
              key: slot.slotId,
              label: slot.slotId,
              rows: slot.rows,
              totals: slot.totals,
            }))}
            period={period}
            per="slot"
            columns={allFigures}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" href={adSlotsReportCsvPath(period)} download disabled={!report.data}>
          Export CSV
        </Button>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
