import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Box,
  Button,
  IconButton,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import type { SubscriberSource, SubscriberStatus } from '@commons/core/newsletter/subscriber';
import { useId, useState, type ReactNode } from 'react';
import { useToast } from '../../../lib/toast.tsx';
import { useAdminArticles } from '../api/admin-articles.ts';
import { useCancelSend, useSends, useSuppressions, type AdminSend } from '../api/article-sends.ts';
import {
  subscribersCsvPath,
  useNewsletterSubscribers,
  useRemoveSubscriber,
  type AdminSubscriber,
} from '../api/newsletter-subscribers.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { formatJoined } from '../lib/format.ts';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';
import { hiddenOnPhone } from './phone-columns.ts';
import { SectionHeading } from './section-heading.tsx';
import { segmentLabels } from './send-article-dialog.tsx';
import { SendProgress } from './send-progress.tsx';
import { StatusChip } from './status-chip.tsx';
import { TableState } from './table-state.tsx';

/** The console's Newsletter section: the sends and their progress, the subscribers, the suppressions. */
export function NewsletterManagement() {
  return (
    // minmax(0, 1fr): a grid item's minimum is its content's width otherwise, and a wide table would
    // widen the page on a phone instead of scrolling inside its own container.
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
      <SendList />
      <SubscriberList />
      <SuppressionList />
    </Box>
  );
}

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <SectionHeading title={title} action={action} />
      {children}
    </Paper>
  );
}

/** A console list's table: the header row (some columns hidden on phones), then the rows. */
function ListTable({
  label,
  columns,
  phoneHidden = [],
  children,
}: {
  label: string;
  columns: string[];
  phoneHidden?: string[];
  children: ReactNode;
}) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column}
                sx={{
                  fontWeight: 700,
                  whiteSpace: 'nowrap',
                  ...(phoneHidden.includes(column) ? hiddenOnPhone : {}),
                }}
              >
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}

/** A date column, hidden on phones. */
function DayCell({ iso }: { iso: string | null }) {
  return (
    <TableCell sx={{ whiteSpace: 'nowrap', ...hiddenOnPhone }}>{iso ? formatJoined(iso) : '—'}</TableCell>
  );
}

/** Every send, newest first; the list asks again every two seconds while one waits or runs. */
function SendList() {
  const sends = useSends();
  const articles = useAdminArticles();
  const cancel = useCancelSend();
  const toast = useToast();
  const titleOf = (send: AdminSend) =>
    articles.data?.items.find((article) => article.id === send.articleId)?.title ?? 'Article';
  const list = sends.data ?? [];

  return (
    <Section title="Sends">
      <TableState
        pending={sends.isPending}
        failed={sends.isError}
        empty={list.length === 0}
        loadingLabel="Loading sends"
        failedText="Failed to load the sends"
        emptyText="No article has been sent by e-mail yet."
      >
        <ListTable
          label="Sends"
          columns={['Article', 'Recipients', 'Progress', 'Scheduled']}
          phoneHidden={['Recipients', 'Scheduled']}
        >
          {list.map((send) => (
            <TableRow key={send.id} data-testid="send-row">
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {titleOf(send)}
                </Typography>
              </TableCell>
              <TableCell sx={hiddenOnPhone}>
                {segmentLabels[send.segment]}
                {send.tiers?.length ? ` (${send.tiers.join(', ')})` : ''}
              </TableCell>
              <TableCell>
                <SendProgress send={send} />
                {send.status === 'scheduled' && (
                  <Button
                    size="small"
                    color="error"
                    disabled={cancel.isPending}
                    onClick={() =>
                      cancel.mutate(send.id, {
                        onSuccess: () => toast({ title: 'Send cancelled' }),
                        onError: () => toast({ title: 'The send could not be cancelled', variant: 'error' }),
                      })
                    }
                  >
                    Cancel send
                  </Button>
                )}
              </TableCell>
              <DayCell iso={send.scheduledAt} />
            </TableRow>
          ))}
        </ListTable>
      </TableState>
    </Section>
  );
}

/** Where an address joined the list, in words. */
const sourceLabels: Record<SubscriberSource, string> = {
  newsletter_form: 'Newsletter form',
  sign_up: 'Sign-up form',
  settings: 'Member settings',
};

function SubscriberList() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<SubscriberStatus | ''>('');
  const q = useDebouncedValue(search.trim(), 300);
  const subscribers = useNewsletterSubscribers(q, status);
  const list = subscribers.data ?? [];

  return (
    <Section
      title="Subscribers"
      action={
        <Button component="a" href={subscribersCsvPath} startIcon={<DownloadIcon />} variant="outlined">
          Export CSV
        </Button>
      }
    >
      <TextField
        label="Search by e-mail"
        type="search"
        size="small"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ mb: 2, mr: { sm: 2 }, width: { xs: '100%', sm: 320 } }}
      />
      <TextField
        select
        label="Status"
        size="small"
        value={status}
        onChange={(event) => setStatus(event.target.value as SubscriberStatus | '')}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ mb: 2, width: { xs: '100%', sm: 180 } }}
      >
        <option value="">All</option>
        <option value="confirmed">Confirmed</option>
        <option value="pending">Pending</option>
      </TextField>
      <TableState
        pending={subscribers.isPending}
        failed={subscribers.isError}
        empty={list.length === 0}
        loadingLabel="Loading subscribers"
        failedText="Failed to load the subscribers"
        emptyText={q || status ? 'No subscriber matches this search.' : 'No one has subscribed yet.'}
      >
        <ListTable
          label="Subscribers"
          columns={['E-mail', 'Status', 'Source', 'Subscribed', 'Confirmed', 'Remove']}
          phoneHidden={['Subscribed', 'Confirmed']}
        >
          {list.map((subscriber) => (
            <SubscriberRow key={`${subscriber.source}:${subscriber.email}`} subscriber={subscriber} />
          ))}
        </ListTable>
      </TableState>
    </Section>
  );
}

function SubscriberRow({ subscriber }: { subscriber: AdminSubscriber }) {
  const remove = useRemoveSubscriber();
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const id = useId();
  const confirm = () =>
    remove.mutate(subscriber.email, {
      onSuccess: () => toast({ title: 'Subscriber removed' }),
      onError: () => toast({ title: 'The subscriber could not be removed', variant: 'error' }),
      onSettled: () => setAsking(false),
    });

  return (
    <TableRow data-testid="subscriber-row">
      <TableCell sx={{ overflowWrap: 'anywhere' }}>{subscriber.email}</TableCell>
      <TableCell>
        <StatusChip status={subscriber.status} />
      </TableCell>
      <TableCell>{subscriber.source ? sourceLabels[subscriber.source] : '—'}</TableCell>
      <DayCell iso={subscriber.subscribedAt} />
      <DayCell iso={subscriber.confirmedAt} />
      <TableCell>
        {subscriber.source === 'newsletter_form' ? (
          <>
            <Tooltip title="Remove">
              <IconButton
                aria-label={`Remove ${subscriber.email}`}
                color="error"
                onClick={() => setAsking(true)}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <ConfirmDeleteDialog
              id={`remove-${id}`}
              open={asking}
              title="Remove subscriber?"
              pending={remove.isPending}
              onCancel={() => setAsking(false)}
              onConfirm={confirm}
            >
              {subscriber.email} will get no more newsletters unless they subscribe again.
            </ConfirmDeleteDialog>
          </>
        ) : (
          // A member's newsletter is theirs to turn off, in Settings; removing would not stop it.
          <Typography variant="body2" color="text.secondary">
            Member
          </Typography>
        )}
      </TableCell>
    </TableRow>
  );
}

function SuppressionList() {
  const suppressions = useSuppressions();
  const list = suppressions.data ?? [];
  return (
    <Section title="Suppression list">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        No send reaches these addresses. An unsubscribed address comes off the list when its owner asks for
        the newsletter again.
      </Typography>
      <TableState
        pending={suppressions.isPending}
        failed={suppressions.isError}
        empty={list.length === 0}
        loadingLabel="Loading the suppression list"
        failedText="Failed to load the suppression list"
        emptyText="No address is suppressed."
      >
        <ListTable label="Suppression list" columns={['E-mail', 'Reason', 'Since']} phoneHidden={['Since']}>
          {list.map((entry) => (
            <TableRow key={entry.email}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.email}</TableCell>
              <TableCell>
                <StatusChip status={entry.reason} />
              </TableCell>
              <DayCell iso={entry.createdAt} />
            </TableRow>
          ))}
        </ListTable>
      </TableState>
    </Section>
  );
}
