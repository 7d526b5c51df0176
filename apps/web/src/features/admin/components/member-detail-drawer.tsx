import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemText,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { GrantSubscriptionChoice } from '@commons/core/accounts/schemas';
import type { AccountTier } from '@commons/core/members/tiers';
import { useState } from 'react';
import { ApiError } from '../../../lib/api.ts';
import { capitalize, tierLabel } from '../../../lib/labels.ts';
import { useToast } from '../../../lib/toast.tsx';
import { useAdminUser, type SerializedMemberDetail } from '../api/admin-user.ts';
import { useGrantUserTier, useRemoveUserGrant } from '../api/grant-user-tier.ts';
import {
  useResendUserVerification,
  useSendUserSignInCode,
  useSignUserOutEverywhere,
} from '../api/member-account-actions.ts';
import { adminCopy, grantableTiers } from '../content.ts';
import { formatJoined } from '../lib/format.ts';
import { FactList } from './fact-list.tsx';
import { MemberPayments, MemberSessions, MemberSubscriptions } from './member-billing.tsx';
import { StatusChip } from './status-chip.tsx';

const copy = adminCopy.detail;
const serverWords = (error: unknown) => (error instanceof ApiError ? error.serverMessage : undefined);
const failedToast = (toast: ReturnType<typeof useToast>) => (title: string) => (error: unknown) =>
  toast({ title, description: serverWords(error), variant: 'error' });

/**
 * A member's profile, statuses, subscriptions, payments, sessions, history and the admin's actions,
 * beside the member table.
 */
export function MemberDetailDrawer({ memberId, onClose }: { memberId: string | null; onClose: () => void }) {
  const detail = useAdminUser(memberId);
  return (
    <Drawer
      anchor="right"
      open={memberId !== null}
      onClose={onClose}
      slotProps={{
        paper: { sx: { width: { xs: '100%', sm: 480 }, p: { xs: 2, sm: 3 } }, 'aria-label': copy.title },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h5" component="h2">
          {copy.title}
        </Typography>
        <IconButton aria-label={copy.close} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      {detail.isPending && memberId !== null && <CircularProgress aria-label="Loading member" />}
      {detail.isError && <Alert severity="error">{copy.loadFailed}</Alert>}
      {detail.data && <MemberDetail member={detail.data} />}
    </Drawer>
  );
}

function MemberDetail({ member }: { member: SerializedMemberDetail }) {
  const facts: [string, string][] = [
    ['Email', member.email],
    ['Organization', member.organization || '—'],
    ['Position', member.position || '—'],
    ['Phone', member.phone || '—'],
    ['Membership ID', member.membershipId || '—'],
    ['Tier', member.membershipTier ? tierLabel(member.membershipTier) : '—'],
    ['Billing cycle', member.billingCycle ? capitalize(member.billingCycle) : '—'],
    ['Complimentary', member.complimentary ? 'Yes' : 'No'],
    ['E-mail verified', member.emailVerified ? 'Yes' : 'No'],
    ['Joined', formatJoined(member.createdAt)],
  ];
  return (
    <Stack spacing={2.5}>
      <Box>
        <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {member.firstName} {member.lastName}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <StatusChip status={member.membershipStatus} />
          <StatusChip status={member.paymentStatus} />
        </Stack>
      </Box>
      <FactList facts={facts} />
      {!member.staffRole && <MemberActions member={member} />}
      <Divider />
      <MemberSubscriptions member={member} />
      <MemberPayments member={member} />
      <MemberSessions
        member={member}
        action={!member.staffRole && <SignOutEverywhere memberId={member.id} />}
      />
      <Divider />
      <History member={member} />
    </Stack>
  );
}

/** What becomes of the paid subscription: at the period's end by default, or now with a refund. */
function GrantSubscriptionDialog({
  open,
  pending,
  onClose,
  onConfirm,
}: {
  open: boolean;
  pending: boolean;
  onClose: () => void;
  onConfirm: (choice: GrantSubscriptionChoice) => void;
}) {
  const [choice, setChoice] = useState<GrantSubscriptionChoice>('cancel_at_period_end');
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="grant-subscription-title">
      <DialogTitle id="grant-subscription-title">{copy.grantDialogTitle}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {copy.grantDialogText}
        </Typography>
        <RadioGroup
          value={choice}
          onChange={(event) => setChoice(event.target.value as GrantSubscriptionChoice)}
        >
          <FormControlLabel value="cancel_at_period_end" control={<Radio />} label={copy.cancelAtPeriodEnd} />
          <FormControlLabel value="cancel_now" control={<Radio />} label={copy.cancelNow} />
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{copy.keepSubscription}</Button>
        <Button variant="contained" disabled={pending} onClick={() => onConfirm(choice)}>
          {copy.confirmGrant}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function MemberActions({ member }: { member: SerializedMemberDetail }) {
  const toast = useToast();
  const grant = useGrantUserTier();
  const resend = useResendUserVerification();
  const signInCode = useSendUserSignInCode();
  const removeGrant = useRemoveUserGrant();
  const [tier, setTier] = useState<AccountTier>('f100');
  const [asking, setAsking] = useState(false);
  const failed = failedToast(toast);
  const grantTier = (subscription?: GrantSubscriptionChoice) =>
    grant.mutate(
      { id: member.id, membershipTier: tier, ...(subscription ? { subscription } : {}) },
      {
        onSuccess: () => {
          setAsking(false);
          toast({ title: copy.granted });
        },
        onError: failed(copy.grantFailed),
      },
    );

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={copy.grant}
          value={tier}
          onChange={(event) => setTier(event.target.value as AccountTier)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ flex: 1 }}
        >
          {grantableTiers.map((option) => (
            <option key={option} value={option}>
              {tierLabel(option)}
            </option>
          ))}
        </TextField>
        <Button
          variant="contained"
          disabled={grant.isPending}
          // A paying member's subscription is asked about first; no one else has one to end.
          onClick={() => (member.subscription ? setAsking(true) : grantTier())}
        >
          {copy.grantButton}
        </Button>
      </Stack>
      <GrantSubscriptionDialog
        open={asking}
        pending={grant.isPending}
        onClose={() => setAsking(false)}
        onConfirm={grantTier}
      />
      {member.complimentary && (
        <Button
          variant="outlined"
          color="warning"
          disabled={removeGrant.isPending}
          onClick={() =>
            removeGrant.mutate(member.id, {
              onSuccess: () => toast({ title: copy.grantRemoved }),
              onError: failed(copy.removeGrantFailed),
            })
          }
        >
          {copy.removeGrant}
        </Button>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {!member.emailVerified && (
          <Button
            variant="outlined"
            disabled={resend.isPending}
            onClick={() =>
              resend.mutate(member.id, {
                onSuccess: () => toast({ title: copy.resent }),
                onError: failed(copy.resendFailed),
              })
            }
          >
            {copy.resend}
          </Button>
        )}
        <Button
          variant="outlined"
          disabled={signInCode.isPending}
          onClick={() =>
            signInCode.mutate(member.id, {
              onSuccess: () => toast({ title: copy.signInCodeSent }),
              onError: failed(copy.signInCodeFailed),
            })
          }
        >
          {copy.sendSignInCode}
        </Button>
      </Stack>
    </Stack>
  );
}

/** Ends every session of the member; the sessions list refreshes with the member's detail. */
function SignOutEverywhere({ memberId }: { memberId: string }) {
  const toast = useToast();
  const signOut = useSignUserOutEverywhere();
  return (
    <Button
      variant="outlined"
      color="error"
      disabled={signOut.isPending}
      onClick={() =>
        signOut.mutate(memberId, {
          onSuccess: ({ endedSessions }) => toast({ title: copy.signedOut(endedSessions) }),
          onError: failedToast(toast)(copy.signOutFailed),
        })
      }
    >
      {copy.signOut}
    </Button>
  );
}

const kindLabels: Record<SerializedMemberDetail['history'][number]['kind'], string> = {
  membershipStatus: 'Status',
  paymentStatus: 'Payment',
  membershipTier: 'Tier',
  billingCycle: 'Billing cycle',
  note: 'Action',
};

function actorLabel(actor: SerializedMemberDetail['history'][number]['actor']): string {
  if (actor.kind === 'admin') return `Admin ${actor.email ?? actor.id ?? ''}`.trim();
  if (actor.kind === 'member') return 'The member';
  if (actor.kind === 'payment-event') return `Payment event ${actor.id ?? ''}`.trim();
  return 'System';
}

function History({ member }: { member: SerializedMemberDetail }) {
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {copy.history}
      </Typography>
      {member.history.length === 0 ? (
        <Typography color="text.secondary">{copy.noHistory}</Typography>
      ) : (
        <List dense aria-label={copy.history} disablePadding>
          {[...member.history].reverse().map((entry, index) => (
            <ListItem key={`${entry.at}-${entry.kind}-${index}`} disableGutters divider>
              <ListItemText
                primary={
                  entry.kind === 'note'
                    ? `${kindLabels.note}: ${entry.reason}`
                    : `${kindLabels[entry.kind]}: ${entry.from ?? '—'} → ${entry.to ?? '—'}`
                }
                secondary={`${new Date(entry.at).toLocaleString('en-US')} · ${actorLabel(entry.actor)} · ${entry.reason}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
