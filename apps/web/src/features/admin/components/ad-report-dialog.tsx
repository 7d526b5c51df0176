import { Box, Button, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { lazy, useState } from 'react';
import type { AdminCampaign } from '../api/ad-campaigns.ts';
import {
  adReportCsvPath,
  useAdCreativeHourlyReport,
  useAdCreativeReport,
  useAdHourlyReport,
  useAdReport,
  type AdReportGroup,
  type AdReportPeriod,
  type AdReportRange,
} from '../api/ad-report.ts';
import { bucketOf, bucketText, type Bucketed } from '../lib/report-buckets.ts';
import { BreakdownReport, type BreakdownLine } from './breakdown-report.tsx';
import { reportPeriods, ReportChartFigure, ReportStatus, ReportToggle } from './report-parts.tsx';
import { allFigures, creativeFigures, ReportTable, type ReportFigures } from './report-table.tsx';
import { ResponsiveDialog } from '../../../components/responsive-dialog.tsx';

const AdReportChart = lazy(() => import('./ad-report-chart.tsx'));

const breakdowns: readonly (readonly [AdReportGroup, string])[] = [
  ['campaign', 'Campaign'],
  ['creative', 'By creative'],
];

/** Said under a creative's figures, which have no filtered column. */
const creativeFilteredNote =
  'Filtered events are counted per campaign only: a filtered event names no creative.';

/**
 * A campaign's report by day over a UTC date range (the server's last 30 days until the admin picks
 * one) or over the last 48 hours, for the whole campaign or broken down by creative: the chart,
 * the table with the totals, and the CSV of the same rows.
 */
export function AdReportDialog({ campaign, onClose }: { campaign: AdminCampaign; onClose: () => void }) {
  const [range, setRange] = useState<AdReportRange>({});
  const [group, setGroup] = useState<AdReportGroup>('campaign');
  const [period, setPeriod] = useState<AdReportPeriod>('day');
  const byCreative = group === 'creative';
  const report = useAdReport(campaign.id, range);
  const creativeDays = useAdCreativeReport(campaign.id, range, period === 'day' && byCreative);
  const hours = useAdHourlyReport(campaign.id, period === 'hour' && !byCreative);
  const creativeHours = useAdCreativeHourlyReport(campaign.id, period === 'hour' && byCreative);
  const shownReport = {
    day: byCreative ? creativeDays : report,
    hour: byCreative ? creativeHours : hours,
  }[period];
  const shown = { from: range.from ?? report.data?.from ?? '', to: range.to ?? report.data?.to ?? '' };
  const csvPath = adReportCsvPath(campaign.id, { period, range: shown, group });
  const titleId = 'ad-report-title';
  const pick = (end: keyof AdReportRange) => (value: string) => {
    if (value) setRange({ ...shown, [end]: value });
  };
  // Days and hours alike become rows for the chart and the table.
  const creatives =
    period === 'day'
      ? creativeDays.data?.creatives.map((creative) => ({ ...creative, rows: creative.days }))
      : creativeHours.data?.creatives.map((creative) => ({ ...creative, rows: creative.hours }));
  const campaignWhole =
    period === 'day'
      ? report.data && { ...report.data, rows: report.data.days }
      : hours.data && { ...hours.data, rows: hours.data.hours };

  return (
    <ResponsiveDialog open onClose={onClose} maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        Report: {campaign.name}
      </DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 1.5, sm: 3 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ mb: 2, alignItems: { sm: 'center' } }}
        >
          <ReportToggle label="Period" value={period} options={reportPeriods} onChange={setPeriod} />
          {/* The last 48 hours end now: no range to pick. */}
          {period === 'day' && (
            <>
              <TextField
                type="date"
                size="small"
                label="From"
                value={shown.from}
                onChange={(event) => pick('from')(event.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                type="date"
                size="small"
                label="To"
                value={shown.to}
                onChange={(event) => pick('to')(event.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </>
          )}
          <ReportToggle label="Breakdown" value={group} options={breakdowns} onChange={setGroup} />
          <Box sx={{ flexGrow: 1 }} />
          <Button
            variant="outlined"
            href={csvPath}
            download
            disabled={!shownReport.data}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            Export CSV
          </Button>
        </Stack>
        <ReportStatus report={shownReport} />
        {!byCreative && campaignWhole && (
          <CampaignReport period={period} rows={campaignWhole.rows} totals={campaignWhole.totals} />
        )}
        {byCreative && creatives && (
          <BreakdownReport
            lines={creatives.map((creative, index): BreakdownLine => ({
              key: creative.creativeId,
              label: `${index + 1}. ${creative.altText}`,
              rows: creative.rows,
              totals: creative.totals,
            }))}
            period={period}
            per="creative"
            columns={creativeFigures}
            caption={creativeFilteredNote}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}

/** The whole campaign: impressions, clicks and CTR on the chart; the newest day or hour first in the table. */
function CampaignReport({
  period,
  rows,
  totals,
}: {
  period: AdReportPeriod;
  rows: readonly (Bucketed & { impressions: number; clicks: number; ctr: number; filtered: number })[];
  totals: ReportFigures;
}) {
  const hourly = period === 'hour';
  return (
    <>
      <ReportChartFigure label={`${hourly ? 'Hourly' : 'Daily'} impressions, clicks and CTR`}>
        <AdReportChart rows={rows} />
      </ReportChartFigure>
      <ReportTable
        label={hourly ? 'Hourly report' : 'Daily report'}
        firstColumn={hourly ? 'Hour (UTC)' : 'Day'}
        columns={allFigures}
        rows={[...rows]
          .reverse()
          .map((row) => ({ key: bucketOf(row), label: bucketText(bucketOf(row)), figures: row }))}
        totals={totals}
      />
    </>
  );
}
