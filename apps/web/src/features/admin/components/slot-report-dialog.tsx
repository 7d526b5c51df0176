import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { lazy, Suspense } from 'react';
import { adSlotsReportCsvPath, useAdSlotsReport } from '../api/ad-report.ts';
import { formatCount, formatCtr } from '../lib/format.ts';

const AdImpressionLinesChart = lazy(() => import('./ad-impression-lines-chart.tsx'));

/** Where sponsors are shown and how each place does: every slot's campaigns added up, last 30 days. */
export function SlotReportDialog({ onClose }: { onClose: () => void }) {
  const report = useAdSlotsReport();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const slots = report.data?.slots ?? [];
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      fullScreen={fullScreen}
      maxWidth="md"
      aria-labelledby="slot-report-title"
    >
      <DialogTitle id="slot-report-title">Report by slot</DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 1.5, sm: 3 } }}>
        {report.data && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            From {report.data.from} to {report.data.to} (UTC)
          </Typography>
        )}
        {report.isError && <Alert severity="error">Could not load the report</Alert>}
        {report.isPending && <CircularProgress aria-label="Loading the report" />}
        {report.data && (
          <>
            <Box role="figure" aria-label="Daily impressions per slot" sx={{ minHeight: 300, mb: 2 }}>
              <Suspense fallback={<CircularProgress aria-label="Loading the chart" />}>
                <AdImpressionLinesChart
                  lines={slots.map((slot) => ({ label: slot.slotId, days: slot.days }))}
                />
              </Suspense>
            </Box>
            <TableContainer sx={{ overflowX: 'auto', maxWidth: '100%' }}>
              <Table
                size="small"
                aria-label="Report by slot"
                sx={{
                  '& th, & td': { px: { xs: 0.75, sm: 2 }, fontSize: { xs: '0.75rem', sm: '0.875rem' } },
                }}
              >
                <TableHead>
                  <TableRow>
                    {['Slot', 'Impressions', 'Clicks', 'CTR', 'Filtered'].map((column) => (
                      <TableCell
                        key={column}
                        align={column === 'Slot' ? 'left' : 'right'}
                        sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
                      >
                        {column}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {slots.map((slot) => (
                    <TableRow key={slot.slotId}>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{slot.slotId}</TableCell>
                      <TableCell align="right">{formatCount(slot.totals.impressions)}</TableCell>
                      <TableCell align="right">{formatCount(slot.totals.clicks)}</TableCell>
                      <TableCell align="right">{formatCtr(slot.totals.ctr)}</TableCell>
                      <TableCell align="right">{formatCount(slot.totals.filtered)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" href={adSlotsReportCsvPath} download disabled={!report.data}>
          Export CSV
        </Button>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
