import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatReceiptNumber } from '@commons/core/membership/receipt-number';
import { formatUsd } from '@commons/core/members/tiers';
import { visuallyHidden } from '../../../components/page-blocks.tsx';
import type { SerializedBilling } from '../api/billing.ts';
import { billingText } from '../content.ts';
import { formatMemberDate } from '../member-view.ts';
import { Panel } from './panel.tsx';

type ListedPayment = SerializedBilling['payments'][number];

const columns = ['Date', 'Amount', 'Status', 'Receipt'] as const;

/**
 * The member's payments, newest first: a table on a wide screen; at 375 px each payment is a block
 * of its labelled facts (the column headings are hidden, each cell names itself).
 */
export function PaymentsPanel({ payments }: { payments: readonly ListedPayment[] }) {
  return (
    <Panel title={billingText.payments.title} icon={<ReceiptLongIcon />}>
      <Box
        component="table"
        data-testid="payments-list"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          typography: 'body2',
          '& th': { textAlign: 'left', color: 'text.secondary', fontWeight: 600, pb: 1 },
          '& td': { py: 1.25, verticalAlign: 'top', overflowWrap: 'anywhere' },
          '& tbody tr': { borderTop: 1, borderColor: 'divider' },
          '& th, & td': { px: 1, '&:first-of-type': { pl: 0 }, '&:last-of-type': { pr: 0 } },
          // Narrow screens: one block per payment, each value after its label.
          '@media (max-width: 599.95px)': {
            '& thead': visuallyHidden,
            '& tr, & td': { display: 'block', px: 0 },
            '& tbody tr': { py: 1 },
            '& td': {
              py: 0.5,
              display: 'flex',
              justifyContent: 'space-between',
              gap: 2,
              textAlign: 'right',
              '&::before': { content: 'attr(data-label)', color: 'text.secondary', textAlign: 'left' },
            },
          },
        }}
      >
        <Box component="caption" sx={visuallyHidden}>
          {billingText.payments.caption}
        </Box>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <PaymentRow key={payment.receiptNumber} payment={payment} />
          ))}
        </tbody>
      </Box>
    </Panel>
  );
}

function PaymentRow({ payment }: { payment: ListedPayment }) {
  const receipt = formatReceiptNumber(payment.receiptNumber);
  // Each cell holds one element: on a narrow screen it sits right of the cell's label.
  return (
    <tr>
      <td data-label="Date">
        <span>{formatMemberDate(payment.paidAt)}</span>
      </td>
      <td data-label="Amount">
        <span>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {formatUsd(payment.amountCents)}
          </Box>
          {payment.cardLast4 && (
            <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {billingText.payments.card(payment.cardLast4)}
            </Typography>
          )}
        </span>
      </td>
      <td data-label="Status">
        {payment.status === 'refunded' ? (
          <Chip
            size="small"
            variant="outlined"
            label={billingText.payments.refunded(formatMemberDate(payment.refundedAt ?? undefined))}
          />
        ) : (
          <Chip size="small" variant="outlined" color="success" label={billingText.payments.paid} />
        )}
      </td>
      <td data-label="Receipt">
        {payment.invoiceUrl ? (
          <Link
            href={payment.invoiceUrl}
            target="_blank"
            rel="noopener noreferrer"
            underline="always"
            aria-label={billingText.payments.invoiceLink(receipt)}
          >
            {receipt}
          </Link>
        ) : (
          <span>{receipt}</span>
        )}
      </td>
    </tr>
  );
}
