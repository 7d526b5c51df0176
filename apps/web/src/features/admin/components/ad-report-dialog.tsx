import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { lazy, Suspense, useState } from 'react';
import { ApiError } from '../../../lib/api.ts';
import type { AdminCampaign } from '../api/ad-campaigns.ts';
import {
  adHourlyReportCsvPath,
  adReportCsvPath,
  useAdCreativeReport,
  useAdHourlyReport,
  type AdHourlyReport,
  useAdReport,
  type AdCreativeReport,
  type AdReport,
  type AdReportGroup,
  type AdReportRange,
} from '../api/ad-report.ts';
import { formatCount, formatCtr } from '../lib/format.ts';

const AdReportChart = lazy(() => import('./ad-report-chart.tsx'));
const AdImpressionLinesChart = lazy(() => import('./ad-impression-lines-chart.tsx'));

const reportColumns = ['Day', 'Impressions', 'Clicks', 'CTR', 'Filtered'] as const;

/**
 * A campaign's report: a UTC date range (the server's last 30 days until the admin picks one), the
 * daily chart, the table with the range's totals, and the CSV of the same range; for the whole
 * campaign or broken down by creative.
 */
export function AdReportDialog({ campaign, onClose }: { campaign: AdminCampaign; onClose: () => void }) {
  const [range, setRange] = useState<AdReportRange>({});
  const [group, setGroup] = useState<AdReportGroup>('campaign');
  const [period, setPeriod] = useState<'day' | 'hour'>('day');
  const report = useAdReport(campaign.id, range);
  const byCreative = useAdCreativeReport(campaign.id, range, period === 'day' && group === 'creative');
  const byHour = useAdHourlyReport(campaign.id, period === 'hour');
  const shownReport = period === 'hour' ? byHour : group === 'creative' ? byCreative : report;
  const shown = { from: range.from ?? report.data?.from ?? '', to: range.to ?? report.data?.to ?? '' };
  const csvPath =
    period === 'hour' ? adHourlyReportCsvPath(campaign.id) : adReportCsvPath(campaign.id, shown, group);
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = 'ad-report-title';
  const pick = (end: keyof AdReportRange) => (value: string) => {
    if (value) setRange({ ...shown, [end]: value });
  };

  return (
    <Dialog open onClose={onClose} fullWidth fullScreen={fullScreen} maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        Report: {campaign.name}
      </DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 1.5, sm: 3 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ mb: 2, alignItems: { sm: 'center' } }}
        >
          <ToggleButtonGroup
            size="small"
            exclusive
            value={period}
            onChange={(_event, value: 'day' | 'hour' | null) => value && setPeriod(value)}
            aria-label="Period"
          >
            <ToggleButton value="day">By day</ToggleButton>
            <ToggleButton value="hour">Last 48 hours</ToggleButton>
          </ToggleButtonGroup>
          <TextField
            type="date"
            size="small"
            disabled={period === 'hour'}
            label="From"
            value={shown.from}
            onChange={(event) => pick('from')(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            size="small"
            disabled={period === 'hour'}
            label="To"
            value={shown.to}
            onChange={(event) => pick('to')(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <ToggleButtonGroup
            size="small"
            exclusive
            value={group}
            onChange={(_event, value: AdReportGroup | null) => value && setGroup(value)}
            aria-label="Breakdown"
            disabled={period === 'hour'}
          >
            <ToggleButton value="campaign">Campaign</ToggleButton>
            <ToggleButton value="creative">By creative</ToggleButton>
          </ToggleButtonGroup>
          <Box sx={{ flexGrow: 1 }} />
          <Button variant="outlined" href={csvPath} download disabled={!shownReport.data}>
            Export CSV
          </Button>
        </Stack>
        {shownReport.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {shownReport.error instanceof ApiError && shownReport.error.serverMessage
              ? shownReport.error.serverMessage
              : 'Could not load the report'}
          </Alert>
        )}
        {shownReport.isPending && <CircularProgress aria-label="Loading the report" />}
        {period === 'day' && group === 'campaign' && report.data && <ReportBody report={report.data} />}
        {period === 'day' && group === 'creative' && byCreative.data && (
          <CreativeReportBody report={byCreative.data} />
        )}
        {period === 'hour' && byHour.data && <HourlyReportBody report={byHour.data} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

/** An hour's label in the chart and the table: "03-02 10:00" (UTC). */
const hourLabel = (hour: string) => `${hour.slice(5, 10)} ${hour.slice(11, 16)}`;

function HourlyReportBody({ report }: { report: AdHourlyReport }) {
  const rows = report.hours.map(({ hour, ...row }) => ({ ...row, day: hour }));
  return (
    <ReportBody
      report={{ ...report, days: rows }}
      chartLabel="Hourly impressions, clicks and CTR"
      tableLabel="Hourly report"
      firstColumn="Hour (UTC)"
      formatLabel={hourLabel}
    />
  );
}

function ReportBody({
  report,
  chartLabel = 'Daily impressions, clicks and CTR',
  tableLabel = 'Daily report',
  firstColumn = 'Day',
  formatLabel,
}: {
  report: Pick<AdReport, 'days' | 'totals'>;
  chartLabel?: string;
  tableLabel?: string;
  firstColumn?: string;
  formatLabel?: (day: string) => string;
}) {
  return (
    <>
      <Box role="figure" aria-label={chartLabel} sx={{ minHeight: 300, mb: 2 }}>
        <Suspense fallback={<CircularProgress aria-label="Loading the chart" />}>
          <AdReportChart days={report.days} {...(formatLabel ? { formatLabel } : {})} />
        </Suspense>
      </Box>
      <TableContainer sx={{ overflowX: 'auto', maxWidth: '100%' }}>
        <Table
          size="small"
          aria-label={tableLabel}
          // Five columns fit 375 px in smaller type with tighter cells.
          sx={{ '& th, & td': { px: { xs: 0.75, sm: 2 }, fontSize: { xs: '0.75rem', sm: '0.875rem' } } }}
        >
          <TableHead>
            <TableRow>
              {reportColumns.map((column, index) => (
                <TableCell
                  key={column}
                  align={index === 0 ? 'left' : 'right'}
                  sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
                >
                  {index === 0 ? firstColumn : column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {[...report.days].reverse().map((day) => (
              <ReportRow key={day.day} label={formatLabel ? formatLabel(day.day) : day.day} row={day} />
            ))}
          </TableBody>
          <TableFooter>
            <ReportRow label="Total" row={report.totals} />
          </TableFooter>
        </Table>
      </TableContainer>
    </>
  );
}

function ReportRow({ label, row }: { label: string; row: AdReport['totals'] }) {
  return (
    <TableRow>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{label}</TableCell>
      <TableCell align="right">{formatCount(row.impressions)}</TableCell>
      <TableCell align="right">{formatCount(row.clicks)}</TableCell>
      <TableCell align="right">{formatCtr(row.ctr)}</TableCell>
      <TableCell align="right">{formatCount(row.filtered)}</TableCell>
    </TableRow>
  );
}

/** Each creative's daily impressions as lines, and its totals for the range. */
function CreativeReportBody({ report }: { report: AdCreativeReport }) {
  return (
    <>
      <Box role="figure" aria-label="Daily impressions per creative" sx={{ minHeight: 300, mb: 2 }}>
        <Suspense fallback={<CircularProgress aria-label="Loading the chart" />}>
          <AdImpressionLinesChart
            lines={report.creatives.map((creative, index) => ({
              label: `${index + 1}. ${creative.altText}`,
              days: creative.days,
            }))}
          />
        </Suspense>
      </Box>
      <TableContainer sx={{ overflowX: 'auto', maxWidth: '100%' }}>
        <Table
          size="small"
          aria-label="Report by creative"
          sx={{ '& th, & td': { px: { xs: 0.75, sm: 2 }, fontSize: { xs: '0.75rem', sm: '0.875rem' } } }}
        >
          <TableHead>
            <TableRow>
              {['Creative', 'Impressions', 'Clicks', 'CTR'].map((column) => (
                <TableCell
                  key={column}
                  align={column === 'Creative' ? 'left' : 'right'}
                  sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
                >
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {report.creatives.map((creative, index) => (
              <TableRow key={creative.creativeId}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {index + 1}. {creative.altText}
                </TableCell>
                <TableCell align="right">{formatCount(creative.totals.impressions)}</TableCell>
                <TableCell align="right">{formatCount(creative.totals.clicks)}</TableCell>
                <TableCell align="right">{formatCtr(creative.totals.ctr)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
