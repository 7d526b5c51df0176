import { Box, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { formatUsd } from '@commons/core/members/tiers';
import type { ReactNode } from 'react';
import { capitalize, tierLabel } from '../../../lib/labels.ts';
import type { SerializedMemberDetail } from '../api/admin-user.ts';
import { adminCopy } from '../content.ts';
import { formatJoined } from '../lib/format.ts';
import { FactList } from './fact-list.tsx';
import { StatusChip } from './status-chip.tsx';

const copy = adminCopy.detail;
type Subscription = SerializedMemberDetail['subscriptions'][number];

const amountOf = (cents: number | null) => (cents === null ? '—' : formatUsd(cents));
const dateOf = (iso: string | null) => (iso ? formatJoined(iso) : '—');
const dateTimeOf = (iso: string) => new Date(iso).toLocaleString('en-US');

/** Stripe's dashboard page of a customer; the API names a customer only when it is Stripe's. */
export const stripeCustomerUrl = (customerId: string) =>
  `https://dashboard.stripe.com/customers/${encodeURIComponent(customerId)}`;

export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The running subscription, every subscription row, and the Stripe customer when there is one. */
export function MemberSubscriptions({ member }: { member: SerializedMemberDetail }) {
  const current = member.subscription;
  return (
    <DetailSection title={copy.subscription}>
      <Stack spacing={1.5}>
        {current ? (
          <FactList
            facts={[
              ['Tier', current.tier ? tierLabel(current.tier) : '—'],
              ['Cycle', current.planType ? capitalize(current.planType) : '—'],
              ['Status', <StatusChip key="status" status={current.status} />],
              ['Amount', amountOf(current.amountCents)],
              ['Period end', dateOf(current.currentPeriodEnd)],
              ['Cancels at period end', current.cancelAtPeriodEnd ? 'Yes' : 'No'],
            ]}
          />
        ) : (
          <Typography color="text.secondary">{copy.noSubscription}</Typography>
        )}
        {member.stripeCustomerId && (
          <Link href={stripeCustomerUrl(member.stripeCustomerId)} target="_blank" rel="noopener noreferrer">
            {copy.stripeCustomer}
          </Link>
        )}
        {member.subscriptions.length > 0 && (
          <List dense aria-label={copy.allSubscriptions} disablePadding>
            {member.subscriptions.map((row) => (
              <ListItem key={row.providerSubscriptionId} disableGutters divider>
                <ListItemText
                  primary={subscriptionLine(row)}
                  secondary={`${row.providerSubscriptionId} · ${capitalize(row.status)} · period end ${dateOf(row.currentPeriodEnd)}${row.cancelAtPeriodEnd ? ' · cancels at period end' : ''}`}
                  slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Stack>
    </DetailSection>
  );
}

function subscriptionLine(row: Subscription): string {
  const tier = row.tier ? tierLabel(row.tier) : '—';
  const cycle = row.planType ? capitalize(row.planType) : '—';
  return `${tier} · ${cycle} · ${amountOf(row.amountCents)}`;
}

/** The member's paid invoices (the only payments recorded), newest first; a refunded one says so. */
export function MemberPayments({ member }: { member: SerializedMemberDetail }) {
  return (
    <DetailSection title={copy.payments}>
      {member.payments.length === 0 ? (
        <Typography color="text.secondary">{copy.noPayments}</Typography>
      ) : (
        <List dense aria-label={copy.payments} disablePadding>
          {member.payments.map((payment) => (
            <ListItem key={payment.providerPaymentId} disableGutters divider>
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <span>{formatUsd(payment.amountCents)}</span>
                    <StatusChip status={payment.status} />
                  </Stack>
                }
                secondary={
                  <>
                    {dateOf(payment.paidAt)}
                    {payment.invoiceUrl && (
                      <>
                        {' · '}
                        <Link href={payment.invoiceUrl} target="_blank" rel="noopener noreferrer">
                          {copy.invoice}
                        </Link>
                      </>
                    )}
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </DetailSection>
  );
}

/** Where the member is signed in; `action` is the "sign out everywhere" button. */
export function MemberSessions({ member, action }: { member: SerializedMemberDetail; action: ReactNode }) {
  return (
    <DetailSection title={copy.sessions}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        {member.sessions.length === 0 ? (
          <Typography color="text.secondary">{copy.noSessions}</Typography>
        ) : (
          <List dense aria-label={copy.sessions} disablePadding sx={{ alignSelf: 'stretch' }}>
            {member.sessions.map((session) => (
              <ListItem key={session.id} disableGutters divider>
                <ListItemText
                  primary={`Signed in ${dateTimeOf(session.createdAt)} with ${session.signedInWith === 'code' ? 'a code' : 'a password'}`}
                  secondary={`Last seen ${dateTimeOf(session.lastSeenAt)} · ends ${dateTimeOf(session.expiresAt)}`}
                />
              </ListItem>
            ))}
          </List>
        )}
        {action}
      </Stack>
    </DetailSection>
  );
}
