import AddIcon from '@mui/icons-material/Add';
import AdsClickIcon from '@mui/icons-material/AdsClick';
import CampaignIcon from '@mui/icons-material/Campaign';
import InsightsIcon from '@mui/icons-material/Insights';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  Alert,
  Button,
  IconButton,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import type { CreateAdCampaignCommand } from '@commons/core/ads/campaign-schema';
import { useEffect, useState } from 'react';
import { useToast } from '../../../lib/toast.tsx';
import { useAdCampaigns, useRefetchAdCampaigns, type AdminCampaign } from '../api/ad-campaigns.ts';
import { adminUserIdRequired } from '../api/admin-id.ts';
import { useCreateAdCampaign } from '../api/create-ad-campaign.ts';
import { useDeleteAdCampaign } from '../api/delete-ad-campaign.ts';
import { useUpdateAdCampaign } from '../api/update-ad-campaign.ts';
import { adminCopy } from '../content.ts';
import { formatCount, formatCtr } from '../lib/format.ts';
import { AdReportDialog } from './ad-report-dialog.tsx';
import { CampaignFormDialog } from './campaign-form-dialog.tsx';
import { hiddenOnPhone, minWidthFromTablet } from './phone-columns.ts';
import { RowActions } from './row-actions.tsx';
import { StatCard, StatGrid } from './stat-card.tsx';
import { StatusChip } from './status-chip.tsx';
import { SectionHeading } from './section-heading.tsx';
import { SlotReportDialog } from './slot-report-dialog.tsx';
import { TableState } from './table-state.tsx';

type Editing = { campaign: AdminCampaign | null } | null;

/** What a phone shows of a campaign row; the figures are in its report. */
const phoneColumns = new Set(['Campaign', 'Status', 'Actions']);

/** The Ad Management tab: stats, the campaign table, its report, create, edit and delete dialogs. */
export function AdManagement({ adminUserId }: { adminUserId: string | undefined }) {
  const toast = useToast();
  const campaigns = useAdCampaigns(adminUserId);
  const create = useCreateAdCampaign(adminUserId);
  const update = useUpdateAdCampaign(adminUserId);
  const remove = useDeleteAdCampaign(adminUserId);
  const [editing, setEditing] = useState<Editing>(null);
  const [reporting, setReporting] = useState<AdminCampaign | null>(null);
  const [slotReport, setSlotReport] = useState(false);
  const refetchCampaigns = useRefetchAdCampaigns();

  useEffect(() => {
    if (campaigns.isError) toast({ title: adminCopy.toasts.fetchFailed, variant: 'error' });
  }, [campaigns.isError, toast]);

  if (!adminUserId) return <Alert severity="error">{adminUserIdRequired}</Alert>;

  const all = campaigns.data ?? [];
  const totals = {
    // Running now: a campaign waiting for its start, or past its end, is not active.
    active: all.filter((campaign) => campaign.state === 'active').length,
    impressions: all.reduce((sum, campaign) => sum + campaign.impressions, 0),
    clicks: all.reduce((sum, campaign) => sum + campaign.clicks, 0),
  };

  const save = async (fields: CreateAdCampaignCommand) => {
    const campaign = editing?.campaign ?? null;
    try {
      if (campaign) await update.mutateAsync({ id: campaign.id, fields });
      else await create.mutateAsync(fields);
    } catch (error) {
      toast({
        title: campaign ? adminCopy.toasts.updateFailed : adminCopy.toasts.createFailed,
        variant: 'error',
      });
      throw error;
    }
    toast({ title: campaign ? adminCopy.toasts.updated : adminCopy.toasts.created });
    setEditing(null);
  };

  // The report may show counts newer than the list's totals: the list is fetched again.
  const closeReport = () => {
    setReporting(null);
    void refetchCampaigns();
  };

  const removeCampaign = (campaign: AdminCampaign) =>
    remove.mutateAsync(campaign.id).then(
      () => toast({ title: adminCopy.toasts.deleted }),
      () => toast({ title: adminCopy.toasts.deleteFailed, variant: 'error' }),
    );

  return (
    <>
      <StatGrid label="Ad campaign statistics">
        <StatCard label={adminCopy.adStats.total} value={formatCount(all.length)} icon={CampaignIcon} />
        <StatCard label={adminCopy.adStats.active} value={formatCount(totals.active)} icon={PlayCircleIcon} />
        <StatCard
          label={adminCopy.adStats.impressions}
          value={formatCount(totals.impressions)}
          icon={VisibilityIcon}
        />
        <StatCard label={adminCopy.adStats.clicks} value={formatCount(totals.clicks)} icon={AdsClickIcon} />
      </StatGrid>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <SectionHeading
          title="Ad Campaigns"
          action={
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button variant="outlined" onClick={() => setSlotReport(true)}>
                Report by slot
              </Button>
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                onClick={() => setEditing({ campaign: null })}
              >
                Create Campaign
              </Button>
            </Stack>
          }
        />

        <TableState
          pending={campaigns.isPending}
          failed={campaigns.isError}
          empty={all.length === 0}
          loadingLabel="Loading campaigns"
          failedText={adminCopy.toasts.fetchFailed}
          emptyText={adminCopy.noCampaigns}
        >
          <CampaignTable
            campaigns={all}
            onEdit={(campaign) => setEditing({ campaign })}
            onDelete={removeCampaign}
            onReport={setReporting}
          />
        </TableState>
      </Paper>

      {editing && (
        <CampaignFormDialog
          key={editing.campaign?.id ?? 'new'}
          campaign={editing.campaign}
          onClose={() => setEditing(null)}
          onSubmit={save}
        />
      )}

      {reporting && <AdReportDialog campaign={reporting} onClose={closeReport} />}
      {slotReport && <SlotReportDialog onClose={() => setSlotReport(false)} />}
    </>
  );
}

function CampaignTable({
  campaigns,
  onEdit,
  onDelete,
  onReport,
}: {
  campaigns: AdminCampaign[];
  onEdit: (campaign: AdminCampaign) => void;
  onDelete: (campaign: AdminCampaign) => Promise<unknown>;
  onReport: (campaign: AdminCampaign) => void;
}) {
  const numeric = new Set(['Weight', 'Impressions', 'Clicks', 'CTR']);
  const phone = (column: string) => (phoneColumns.has(column) ? {} : hiddenOnPhone);
  return (
    <TableContainer sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Table size="small" aria-label="Ad campaigns" sx={minWidthFromTablet(860)}>
        <TableHead>
          <TableRow>
            {adminCopy.adColumns.map((column) => (
              <TableCell
                key={column}
                align={numeric.has(column) ? 'right' : column === 'Actions' ? 'center' : 'left'}
                sx={{ fontWeight: 700, whiteSpace: 'nowrap', ...phone(column) }}
              >
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {campaigns.map((campaign) => (
            <TableRow key={campaign.id} hover>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {campaign.name}
                </Typography>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap', ...hiddenOnPhone }}>{campaign.slotId}</TableCell>
              <TableCell>
                <StatusChip status={campaign.state} />
              </TableCell>
              <TableCell align="right" sx={hiddenOnPhone}>
                {campaign.weight}
              </TableCell>
              <TableCell align="right" sx={hiddenOnPhone}>
                {formatCount(campaign.impressions)}
              </TableCell>
              <TableCell align="right" sx={hiddenOnPhone}>
                {formatCount(campaign.clicks)}
              </TableCell>
              <TableCell align="right" data-testid="campaign-ctr" sx={hiddenOnPhone}>
                {formatCtr(campaign.ctr)}
              </TableCell>
              <RowActions
                name={campaign.name}
                onEdit={() => onEdit(campaign)}
                onDelete={() => onDelete(campaign)}
                deleteTitle="Delete campaign?"
                deleteWarning={`“${campaign.name}” and its statistics will be removed. This cannot be undone.`}
              >
                <Tooltip title="Report">
                  <IconButton aria-label={`Report of ${campaign.name}`} onClick={() => onReport(campaign)}>
                    <InsightsIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </RowActions>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
