import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { billingText } from '../content.ts';

export interface CancelSubscriptionDialogProps {
  open: boolean;
  /** The tier's name ('Builder'). */
  tierName: string;
  /** When the period paid for ends, as the member reads it ('April 1, 2026'). */
  periodEnd: string;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** Cancelling asks first, and says what it does: access until the period's end, then no renewal. */
export function CancelSubscriptionDialog({
  open,
  tierName,
  periodEnd,
  pending,
  onClose,
  onConfirm,
}: CancelSubscriptionDialogProps) {
  const words = billingText.cancelDialog;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="cancel-subscription-title"
      aria-describedby="cancel-subscription-description"
    >
      <DialogTitle id="cancel-subscription-title">{words.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="cancel-subscription-description">
          {words.description(tierName, periodEnd)}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={pending}>
          {words.keep}
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={pending}>
          {pending ? words.cancelling : words.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
