import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { sendSegments, type SendSegment } from '@commons/core/newsletter/sends/article-send';
import { articleSendSchema, type ArticleSendInput } from '@commons/core/newsletter/sends/send-schemas';
import { accountTiers, type AccountTier } from '@commons/core/members/tiers';
import { useId, useState } from 'react';
import { ApiError } from '../../../lib/api.ts';
import { tierLabel } from '../../../lib/labels.ts';
import { useToast } from '../../../lib/toast.tsx';
import { useSend, useSendArticle, useSendPreview, useSendTest } from '../api/article-sends.ts';
import { SendProgress } from './send-progress.tsx';
import { ResponsiveDialog } from '../../../components/responsive-dialog.tsx';

export const segmentLabels: Record<SendSegment, string> = {
  subscribers: 'Newsletter subscribers',
  members: 'All members',
  paid: 'Paid members',
  tiers: 'Members of chosen tiers',
  everyone: 'Everyone (subscribers and members)',
};

const failure = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;

/**
 * Send by e-mail: staff choose the segment, see how many addresses it reaches and the mail as it
 * will read, may send a test to themselves, then send now or at a time; the dialog then follows the
 * send's progress.
 */
export function SendArticleDialog({
  article,
  onClose,
}: {
  article: { id: string; title: string };
  onClose: () => void;
}) {
  const titleId = useId();
  const toast = useToast();
  const [segment, setSegment] = useState<SendSegment>('subscribers');
  const [tiers, setTiers] = useState<AccountTier[]>([]);
  const [scheduledAt, setScheduledAt] = useState('');
  const [dateError, setDateError] = useState<string | null>(null);
  const [sentId, setSentId] = useState<string | null>(null);

  const input: ArticleSendInput = segment === 'tiers' ? { segment, tiers } : { segment };
  const preview = useSendPreview(article.id, input, segment !== 'tiers' || tiers.length > 0);
  const test = useSendTest(article.id);
  const send = useSendArticle(article.id);

  const toggleTier = (tier: AccountTier) =>
    setTiers((chosen) => (chosen.includes(tier) ? chosen.filter((t) => t !== tier) : [...chosen, tier]));

  const sendTest = () =>
    test.mutate(undefined, {
      onSuccess: () => toast({ title: 'Test mail sent to your address' }),
      onError: (error) =>
        toast({ title: failure(error, 'The test mail could not be sent'), variant: 'error' }),
    });

  const submit = (at: string | null) => {
    const request = { ...input, scheduledAt: at };
    const parsed = articleSendSchema.safeParse(request);
    if (!parsed.success) {
      setDateError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setDateError(null);
    send.mutate(request, {
      onSuccess: (started) => {
        setSentId(started.id);
        toast({ title: started.status === 'scheduled' ? 'Send scheduled' : 'Sending started' });
      },
      onError: (error) => toast({ title: failure(error, 'The article could not be sent'), variant: 'error' }),
    });
  };

  const schedule = () => {
    const when = new Date(scheduledAt);
    if (!scheduledAt || Number.isNaN(when.getTime())) setDateError('Please enter a valid date and time');
    else submit(when.toISOString());
  };

  return (
    <ResponsiveDialog open onClose={onClose} maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Send “{article.title}” by e-mail</DialogTitle>
      <DialogContent dividers>
        {sentId ? (
          <SentSend id={sentId} />
        ) : (
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1.4fr' } }}>
            <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
              <FormControl>
                <FormLabel id={`${titleId}-segment`}>Recipients</FormLabel>
                <RadioGroup
                  aria-labelledby={`${titleId}-segment`}
                  value={segment}
                  onChange={(event) => setSegment(event.target.value as SendSegment)}
                >
                  {sendSegments.map((id) => (
                    <FormControlLabel key={id} value={id} control={<Radio />} label={segmentLabels[id]} />
                  ))}
                </RadioGroup>
              </FormControl>
              {segment === 'tiers' && (
                <FormControl component="fieldset">
                  <FormLabel component="legend">Tiers</FormLabel>
                  <FormGroup row>
                    {accountTiers.map((tier) => (
                      <FormControlLabel
                        key={tier}
                        control={
                          <Checkbox checked={tiers.includes(tier)} onChange={() => toggleTier(tier)} />
                        }
                        label={tierLabel(tier)}
                      />
                    ))}
                  </FormGroup>
                </FormControl>
              )}
              <TextField
                label="Schedule for"
                type="datetime-local"
                value={scheduledAt}
                onChange={(event) => setScheduledAt(event.target.value)}
                error={Boolean(dateError)}
                helperText={dateError ?? 'Leave empty to send now'}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Box>
            <MailPreview
              pending={preview.isFetching}
              error={preview.isError ? failure(preview.error, 'The preview could not be loaded') : null}
              data={preview.data}
              needsTier={segment === 'tiers' && tiers.length === 0}
            />
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
        {sentId ? (
          <Button onClick={onClose} variant="contained">
            Close
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>Cancel</Button>
            <Button onClick={sendTest} disabled={test.isPending}>
              Send test to me
            </Button>
            <Button onClick={schedule} variant="outlined" disabled={send.isPending || !preview.data}>
              Schedule
            </Button>
            <Button
              onClick={() => submit(null)}
              variant="contained"
              disabled={send.isPending || !preview.data}
            >
              Send now
            </Button>
          </>
        )}
      </DialogActions>
    </ResponsiveDialog>
  );
}

function MailPreview({
  pending,
  error,
  data,
  needsTier,
}: {
  pending: boolean;
  error: string | null;
  data: { recipients: number; subject: string; wholeHtml: string } | undefined;
  needsTier: boolean;
}) {
  if (needsTier) return <Alert severity="info">Please choose at least one tier</Alert>;
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!data)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading the preview" />
      </Box>
    );
  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 0, opacity: pending ? 0.6 : 1 }}>
      <Typography data-testid="send-recipients" sx={{ fontWeight: 700 }}>
        {data.recipients === 1 ? '1 recipient' : `${data.recipients} recipients`}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Subject: <strong>{data.subject}</strong>
      </Typography>
      {/* The mail as rendered by the server, sandboxed: no script of it runs in the console. */}
      <Box
        component="iframe"
        title="Mail preview"
        sandbox=""
        srcDoc={data.wholeHtml}
        sx={{
          width: '100%',
          height: { xs: 320, md: 420 },
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      />
    </Box>
  );
}

/** After sending: the send's progress, polled until it is sent, failed or cancelled. */
function SentSend({ id }: { id: string }) {
  const send = useSend(id);
  if (!send.data) return <CircularProgress aria-label="Loading the send" />;
  return <SendProgress send={send.data} />;
}
