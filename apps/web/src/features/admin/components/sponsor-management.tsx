import {
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  Paper,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { createSponsorSchema } from '@commons/core/sponsors/sponsor-schema';
import { ApiError } from '../../../lib/api.ts';
import { FormTextField, useZodForm } from '../../../lib/form.tsx';
import { useToast } from '../../../lib/toast.tsx';
import {
  useCreateSponsor,
  useDeleteSponsor,
  useSponsor,
  useSponsors,
  useUpdateSponsor,
  type SponsorLine,
} from '../api/sponsors.ts';
import { formatCount, formatCtr } from '../lib/format.ts';
import { FormDialog } from './form-dialog.tsx';
import { hiddenOnPhone } from './phone-columns.ts';
import { RowActions } from './row-actions.tsx';
import { SectionHeading } from './section-heading.tsx';
import { SponsorReportLink } from './sponsor-report-link.tsx';
import { StatusChip } from './status-chip.tsx';
import { TableState } from './table-state.tsx';
import { ResponsiveDialog } from '../../../components/responsive-dialog.tsx';

type Editing = { sponsor: SponsorLine | null } | null;

/** The server's words for a refused change (a delete while campaigns remain), else a plain failure. */
const refusal = (error: Error) =>
  error instanceof ApiError ? (error.serverMessage ?? 'Could not save') : 'Could not save';

/**
 * The console's Sponsors section (whoever manages ads): each sponsor with its contact, its number
 * of campaigns and its weekly e-mail switch; create, edit, delete (refused by the server while it
 * has campaigns) and a detail with its campaigns.
 */
export function SponsorManagement() {
  const sponsors = useSponsors();
  const update = useUpdateSponsor();
  const remove = useDeleteSponsor();
  const toast = useToast();
  const [editing, setEditing] = useState<Editing>(null);
  const [showing, setShowing] = useState<SponsorLine | null>(null);

  const switchWeeklyReport = (sponsor: SponsorLine, weeklyReport: boolean) =>
    update.mutate(
      { id: sponsor.id, changes: { weeklyReport } },
      {
        onSuccess: () =>
          toast({
            title: `Weekly e-mail to ${sponsor.name} ${weeklyReport ? 'switched on' : 'switched off'}`,
          }),
        onError: (error) => toast({ title: refusal(error), variant: 'error' }),
      },
    );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <SectionHeading
        title="Sponsors"
        createLabel="Add sponsor"
        onCreate={() => setEditing({ sponsor: null })}
      />
      <TableState
        pending={sponsors.isPending}
        failed={sponsors.isError}
        empty={(sponsors.data ?? []).length === 0}
        loadingLabel="Loading sponsors"
        failedText="The sponsors could not be loaded."
        emptyText="No sponsors yet."
      >
        <TableContainer>
          <Table size="small" aria-label="Sponsors">
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 700 }}>Sponsor</TableCell>
                <TableCell sx={{ fontWeight: 700, ...hiddenOnPhone }}>Contact</TableCell>
                <TableCell sx={{ fontWeight: 700, ...hiddenOnPhone }} align="right">
                  Campaigns
                </TableCell>
                <TableCell sx={{ fontWeight: 700 }}>Weekly e-mail</TableCell>
                <TableCell sx={{ fontWeight: 700 }} align="right">
                  Actions
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {sponsors.data?.map((sponsor) => (
                <TableRow key={sponsor.id}>
                  <TableCell>
                    <Button size="small" onClick={() => setShowing(sponsor)} sx={{ textAlign: 'left' }}>
                      {sponsor.name}
                    </Button>
                  </TableCell>
                  <TableCell sx={{ ...hiddenOnPhone, wordBreak: 'break-all' }}>
                    {sponsor.contactName}
                    {sponsor.contactEmail && <div>{sponsor.contactEmail}</div>}
                  </TableCell>
                  <TableCell sx={hiddenOnPhone} align="right">
                    {formatCount(sponsor.campaignCount)}
                  </TableCell>
                  <TableCell>
                    <Switch
                      checked={sponsor.weeklyReport}
                      disabled={!sponsor.contactEmail}
                      onChange={(event) => switchWeeklyReport(sponsor, event.target.checked)}
                      slotProps={{ input: { 'aria-label': `Weekly e-mail to ${sponsor.name}` } }}
                    />
                  </TableCell>
                  <RowActions
                    name={sponsor.name}
                    onEdit={() => setEditing({ sponsor })}
                    onDelete={() =>
                      remove.mutateAsync(sponsor.id).then(
                        () => toast({ title: `${sponsor.name} deleted` }),
                        (error: Error) => toast({ title: refusal(error), variant: 'error' }),
                      )
                    }
                    deleteTitle="Delete this sponsor?"
                    deleteWarning={`${sponsor.name} is removed. A sponsor that still has campaigns cannot be deleted.`}
                  />
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </TableState>
      {editing && <SponsorFormDialog sponsor={editing.sponsor} onClose={() => setEditing(null)} />}
      {showing && <SponsorDetailDialog sponsor={showing} onClose={() => setShowing(null)} />}
    </Paper>
  );
}

function SponsorFormDialog({ sponsor, onClose }: { sponsor: SponsorLine | null; onClose: () => void }) {
  const form = useZodForm(createSponsorSchema, {
    defaultValues: {
      name: sponsor?.name ?? '',
      contactName: sponsor?.contactName ?? '',
      contactEmail: sponsor?.contactEmail ?? '',
    },
  });
  const create = useCreateSponsor();
  const update = useUpdateSponsor();
  const toast = useToast();
  return (
    <FormDialog
      form={form}
      title={sponsor ? `Edit ${sponsor.name}` : 'Add sponsor'}
      submitLabel={sponsor ? 'Save' : 'Add sponsor'}
      maxWidth="sm"
      onClose={onClose}
      onSubmit={async ({ name, contactName, contactEmail }) => {
        if (sponsor)
          await update.mutateAsync({ id: sponsor.id, changes: { name, contactName, contactEmail } });
        else await create.mutateAsync({ name, contactName, contactEmail });
        toast({ title: sponsor ? `${name} saved` : `${name} added` });
        onClose();
      }}
    >
      <FormTextField
        name="name"
        control={form.control}
        label="Name"
        autoFocus
        sx={{ gridColumn: '1 / -1' }}
      />
      <FormTextField name="contactName" control={form.control} label="Contact name" />
      <FormTextField name="contactEmail" control={form.control} label="Contact e-mail" type="email" />
    </FormDialog>
  );
}

/** A sponsor's report link, and its campaigns with their figures. */
function SponsorDetailDialog({ sponsor, onClose }: { sponsor: SponsorLine; onClose: () => void }) {
  const detail = useSponsor(sponsor.id);
  const campaigns = detail.data?.campaigns ?? [];
  return (
    <ResponsiveDialog open onClose={onClose} maxWidth="md" aria-labelledby="sponsor-detail-title">
      <DialogTitle id="sponsor-detail-title">{sponsor.name}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2, wordBreak: 'break-all' }}>
          {[sponsor.contactName, sponsor.contactEmail].filter(Boolean).join(' · ') || 'No contact'}
        </Typography>
        <SponsorReportLink sponsor={sponsor} detail={detail.data} />
        <TableState
          pending={detail.isPending}
          failed={detail.isError}
          empty={campaigns.length === 0}
          loadingLabel="Loading campaigns"
          failedText="The campaigns could not be loaded."
          emptyText="No campaigns yet."
        >
          <TableContainer>
            <Table size="small" aria-label={`Campaigns of ${sponsor.name}`}>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ fontWeight: 700 }}>Campaign</TableCell>
                  <TableCell sx={{ fontWeight: 700, ...hiddenOnPhone }}>Slot</TableCell>
                  <TableCell sx={{ fontWeight: 700 }}>Status</TableCell>
                  <TableCell sx={{ fontWeight: 700, ...hiddenOnPhone }} align="right">
                    Impressions
                  </TableCell>
                  <TableCell sx={{ fontWeight: 700, ...hiddenOnPhone }} align="right">
                    Clicks
                  </TableCell>
                  <TableCell sx={{ fontWeight: 700 }} align="right">
                    CTR
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {campaigns.map((campaign) => (
                  <TableRow key={campaign.id}>
                    <TableCell>{campaign.name}</TableCell>
                    <TableCell sx={hiddenOnPhone}>{campaign.slotId}</TableCell>
                    <TableCell>
                      <StatusChip status={campaign.status} />
                    </TableCell>
                    <TableCell sx={hiddenOnPhone} align="right">
                      {formatCount(campaign.impressions)}
                    </TableCell>
                    <TableCell sx={hiddenOnPhone} align="right">
                      {formatCount(campaign.clicks)}
                    </TableCell>
                    <TableCell align="right">{formatCtr(campaign.ctr)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </TableState>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
