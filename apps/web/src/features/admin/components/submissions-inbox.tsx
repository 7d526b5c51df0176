import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import {
  submissionStateLabels,
  submissionStates,
  submissionTypeLabels,
  submissionTypes,
  type SubmissionState,
} from '@commons/core/community/submission-inbox';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../lib/api.ts';
import { useToast } from '../../../lib/toast.tsx';
import { useAdminSubmission, type SerializedSubmissionDetail } from '../api/admin-submission.ts';
import {
  submissionListSearch,
  useAdminSubmissions,
  type SubmissionListQuery,
} from '../api/admin-submissions.ts';
import { useReviewSubmission } from '../api/review-submission.ts';
import { formatJoined } from '../lib/format.ts';
import { PagedAdminTable, useServerPaging } from './paged-admin-table.tsx';

const stateColors: Record<SubmissionState, 'default' | 'info' | 'success' | 'error'> = {
  new: 'info',
  in_review: 'default',
  accepted: 'success',
  declined: 'error',
};

const StateChip = ({ state }: { state: SubmissionState }) => (
  <Chip size="small" color={stateColors[state]} label={submissionStateLabels[state]} />
);

const typeOptions: [string, string][] = [
  ['all', 'All types'],
  ...submissionTypes.map((type): [string, string] => [type, submissionTypeLabels[type]]),
];
const stateOptions: [string, string][] = [
  ['all', 'All states'],
  ...submissionStates.map((state): [string, string] => [state, submissionStateLabels[state]]),
];

/** The console's inbox: the three kinds of submission, filtered by type and state, paged on the server. */
export function SubmissionsInbox() {
  const [searchParams] = useSearchParams();
  const paging = useServerPaging({ type: 'all', state: 'all' });
  // The selects offer only these values.
  const filters = paging.filters as Pick<SubmissionListQuery, 'type' | 'state'>;
  // An e-mail's link opens its submission: /admin/dashboard?section=submissions&id=...
  const [openId, setOpenId] = useState<string | null>(searchParams.get('id'));
  const list = useAdminSubmissions({ ...filters, limit: paging.limit, offset: paging.offset });

  return (
    <>
      <PagedAdminTable
        title="Submissions"
        filters={[
          {
            label: 'Type',
            value: filters.type,
            options: typeOptions,
            onChange: (value) => paging.setFilter('type', value),
          },
          {
            label: 'State',
            value: filters.state,
            options: stateOptions,
            onChange: (value) => paging.setFilter('state', value),
          },
        ]}
        csvHref={`/api/admin/submissions.csv?${submissionListSearch(filters)}`}
        list={list}
        paging={paging}
        noun="submissions"
        tableLabel="Submissions"
        columns={['Received', 'Type', 'From', 'Organization', 'Subject', 'State']}
        loadingLabel="Loading submissions"
        failedText="Could not load the submissions"
        emptyText="No submissions match"
        renderRow={(row) => (
          <TableRow key={row.id} hover sx={{ cursor: 'pointer' }} onClick={() => setOpenId(row.id)}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatJoined(row.submittedAt)}</TableCell>
            <TableCell>{submissionTypeLabels[row.type]}</TableCell>
            <TableCell>
              <Button size="small" onClick={() => setOpenId(row.id)} sx={{ textTransform: 'none', p: 0 }}>
                {row.name}
              </Button>
              <Typography variant="body2" color="text.secondary">
                {row.email}
              </Typography>
            </TableCell>
            <TableCell>{row.organization ?? '—'}</TableCell>
            <TableCell>{row.subject}</TableCell>
            <TableCell>
              <StateChip state={row.state} />
            </TableCell>
          </TableRow>
        )}
      />
      <SubmissionDrawer submissionId={openId} onClose={() => setOpenId(null)} />
    </>
  );
}

function SubmissionDrawer({ submissionId, onClose }: { submissionId: string | null; onClose: () => void }) {
  const detail = useAdminSubmission(submissionId);
  return (
    <Drawer
      anchor="right"
      open={submissionId !== null}
      onClose={onClose}
      slotProps={{
        paper: { sx: { width: { xs: '100%', sm: 520 }, p: { xs: 2, sm: 3 } }, 'aria-label': 'Submission' },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h5" component="h2">
          Submission
        </Typography>
        <IconButton aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      {detail.isPending && submissionId !== null && <CircularProgress aria-label="Loading submission" />}
      {detail.isError && <Alert severity="error">Could not load the submission</Alert>}
      {detail.data && <SubmissionDetail key={detail.data.id} submission={detail.data} />}
    </Drawer>
  );
}

const fieldLabel = (name: string) =>
  name.replace(/([A-Z])/g, ' $1').replace(/^./, (first) => first.toUpperCase());

function SubmissionDetail({ submission }: { submission: SerializedSubmissionDetail }) {
  const toast = useToast();
  const review = useReviewSubmission();
  const [state, setState] = useState<SubmissionState>(submission.state);
  const [note, setNote] = useState('');

  const save = () =>
    review.mutate(
      {
        id: submission.id,
        ...(state !== submission.state ? { state } : {}),
        ...(note.trim() ? { note } : {}),
      },
      {
        onSuccess: () => {
          setNote('');
          toast({ title: 'Submission updated' });
        },
        onError: (error) =>
          toast({
            title:
              error instanceof ApiError ? (error.serverMessage ?? 'Could not update') : 'Could not update',
            variant: 'error',
          }),
      },
    );

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="p" sx={{ flexGrow: 1 }}>
          {submission.name}
        </Typography>
        <StateChip state={submission.state} />
      </Stack>
      <Typography color="text.secondary">
        {submissionTypeLabels[submission.type]} · {formatJoined(submission.submittedAt)}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(110px, auto) 1fr', gap: 1 }}
      >
        {Object.entries(submission.fields).map(([name, value]) => (
          <Box key={name} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {fieldLabel(name)}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            >
              {value ?? '—'}
            </Typography>
          </Box>
        ))}
      </Box>
      <Divider />
      <Typography variant="subtitle1" component="h3">
        Review
      </Typography>
      <TextField
        select
        label="State"
        size="small"
        value={state}
        onChange={(event) => setState(event.target.value as SubmissionState)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {submissionStates.map((option) => (
          <option key={option} value={option}>
            {submissionStateLabels[option]}
          </option>
        ))}
      </TextField>
      <TextField
        label="Staff note"
        multiline
        minRows={2}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <Button
        variant="contained"
        onClick={save}
        disabled={review.isPending || (state === submission.state && !note.trim())}
      >
        Save
      </Button>
      <Divider />
      <Typography variant="subtitle1" component="h3">
        Notes
      </Typography>
      {submission.notes.length === 0 ? (
        <Typography color="text.secondary">No notes yet</Typography>
      ) : (
        <List dense disablePadding aria-label="Notes">
          {submission.notes.map((entry) => (
            <ListItem key={entry.id} disableGutters>
              <ListItemText
                primary={entry.body}
                secondary={`${entry.authorEmail ?? 'A former admin'} · ${new Date(entry.createdAt).toLocaleString('en-US')}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Typography variant="subtitle1" component="h3">
        History
      </Typography>
      {submission.history.length === 0 ? (
        <Typography color="text.secondary">No changes yet</Typography>
      ) : (
        <List dense disablePadding aria-label="History">
          {submission.history.map((entry) => (
            <ListItem key={entry.id} disableGutters>
              <ListItemText
                primary={entry.summary}
                secondary={`${entry.actor.email ?? entry.actor.kind} · ${new Date(entry.at).toLocaleString('en-US')}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
