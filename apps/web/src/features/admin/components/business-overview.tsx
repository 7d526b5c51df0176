import AutorenewIcon from '@mui/icons-material/Autorenew';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import PaidIcon from '@mui/icons-material/Paid';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import type { BusinessFigure } from '@commons/core/insights/export-business-figure';
import type { BusinessInsights } from '@commons/core/insights/read-business-insights';
import { formatUsd } from '@commons/core/members/tiers';
import { ApiError } from '../../../lib/api.ts';
import { businessFigureCsvPath, useBusinessInsights, type InsightsRange } from '../api/business-insights.ts';
import { adminCopy } from '../content.ts';
import { formatCount } from '../lib/format.ts';
import { SectionHeading } from './section-heading.tsx';
import { StatCard, StatGrid } from './stat-card.tsx';

const BusinessFigureChart = lazy(() => import('./business-figure-chart.tsx'));

/** The figures drawn on the console's home, in reading order, each with its title and its CSV. */
const figures: { figure: BusinessFigure; title: string }[] = [
  { figure: 'mrrByMonth', title: 'Monthly recurring revenue' },
  { figure: 'revenueByMonth', title: 'Revenue per month (refunds deducted)' },
  { figure: 'newMembersByMonth', title: 'New members per month' },
  { figure: 'cancellationsByMonth', title: 'Cancellations per month' },
  { figure: 'churnByMonth', title: 'Churn rate per month' },
  { figure: 'subscribersByMonth', title: 'Newsletter subscribers' },
  { figure: 'membersByTier', title: 'Members by tier' },
  { figure: 'membersByStatus', title: 'Members by status' },
];

/**
 * The console's home: recurring revenue, revenue, growth, churn and subscribers over a range of
 * months (the server's last twelve until the admin picks one), each drawn and downloadable.
 */
export function BusinessOverview() {
  const [range, setRange] = useState<InsightsRange>({});
  const insights = useBusinessInsights(range);
  const data = insights.data;
  const shown = { from: range.from ?? data?.from ?? '', to: range.to ?? data?.to ?? '' };
  const pick = (end: keyof InsightsRange) => (value: string) => {
    if (value) setRange({ ...shown, [end]: value });
  };
  const money = (cents: number | undefined) => (cents === undefined ? '…' : formatUsd(cents));

  return (
    <>
      <StatGrid label="Business figures">
        <StatCard label={adminCopy.businessStats.mrr} value={money(data?.mrrCents)} icon={AutorenewIcon} />
        <StatCard label={adminCopy.businessStats.arr} value={money(data?.arrCents)} icon={EventRepeatIcon} />
        <StatCard
          label={adminCopy.businessStats.paying}
          value={data ? formatCount(data.activePaidMembers) : '…'}
          icon={PaidIcon}
        />
        <StatCard
          label={adminCopy.businessStats.subscribers}
          value={data ? formatCount(data.subscribersByMonth.at(-1)?.value ?? 0) : '…'}
          icon={MarkEmailReadIcon}
        />
      </StatGrid>

      <SectionHeading
        title="Over time"
        action={
          // Two month fields share a phone's width rather than push the page sideways.
          <Stack direction="row" spacing={2} sx={{ width: { xs: '100%', sm: 'auto' } }}>
            <MonthField label="From" value={shown.from} onPick={pick('from')} />
            <MonthField label="To" value={shown.to} onPick={pick('to')} />
          </Stack>
        }
      />

      {insights.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {insights.error instanceof ApiError && insights.error.serverMessage
            ? insights.error.serverMessage
            : 'Could not load the figures'}
        </Alert>
      )}
      {insights.isPending && <CircularProgress aria-label="Loading the figures" />}
      {data && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {figures.map(({ figure, title }) => (
            <FigureCard key={figure} figure={figure} title={title} insights={data} range={shown} />
          ))}
        </Box>
      )}
    </>
  );
}

function MonthField({
  label,
  value,
  onPick,
}: {
  label: string;
  value: string;
  onPick: (month: string) => void;
}) {
  return (
    <TextField
      type="month"
      size="small"
      sx={{ flex: 1, minWidth: 0 }}
      label={label}
      value={value}
      onChange={(event) => onPick(event.target.value)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { placeholder: 'YYYY-MM' } }}
    />
  );
}

function FigureCard({
  figure,
  title,
  insights,
  range,
}: {
  figure: BusinessFigure;
  title: string;
  insights: BusinessInsights;
  range: InsightsRange;
}) {
  const titleId = `figure-${figure}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 700, flexGrow: 1 }}>
            {title}
          </Typography>
          <Button size="small" variant="outlined" href={businessFigureCsvPath(figure, range)} download>
            CSV
          </Button>
        </Stack>
        <Box role="figure" aria-label={title} sx={{ minHeight: 240 }}>
          <Suspense fallback={<CircularProgress aria-label="Loading the chart" />}>
            <BusinessFigureChart figure={figure} insights={insights} />
          </Suspense>
        </Box>
      </CardContent>
    </Card>
  );
}
