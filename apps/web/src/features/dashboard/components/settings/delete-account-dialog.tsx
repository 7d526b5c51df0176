import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { deleteAccountSchema, type DeleteAccountInput } from '@commons/core/profile/schemas';
import { Form, showServerFieldErrors, useZodForm } from '../../../../lib/form.tsx';
import { useToast } from '../../../../lib/toast.tsx';
import { failureToast } from '../../../../lib/use-submit-with-toast.ts';
import { useDeleteAccount } from '../../api/delete-account.ts';
import { useRequestDeletionCode } from '../../api/request-deletion-code.ts';
import { settingsText } from '../../content.ts';
import { settingsFailure } from './failure-toast.ts';
import { ProofField, useProofChoice } from './proof-field.tsx';

const text = settingsText.deletion;
const formId = 'delete-account-form';

/** Confirms closing the account with the password, or with a code mailed on request. */
export function DeleteAccountDialog({
  open,
  onClose,
  onDeleted,
}: {
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const toast = useToast();
  const remove = useDeleteAccount();
  const form = useZodForm(deleteAccountSchema, { defaultValues: { password: '' } });
  const proof = useProofChoice(form, useRequestDeletionCode(), settingsText.toasts.deletionCodeSent);

  const confirm = (given: DeleteAccountInput) =>
    remove.mutate(proof.withCode ? { code: given.code } : { password: given.password }, {
      onSuccess: () => {
        toast(settingsText.toasts.deleted);
        onDeleted();
      },
      onError: (error) => {
        showServerFieldErrors(error, form.setError);
        toast(failureToast(error, settingsFailure(settingsText.toasts.deleteFailed)));
      },
    });

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="delete-account-title" fullWidth maxWidth="xs">
      <DialogTitle id="delete-account-title">{text.dialogTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{text.description}</DialogContentText>
        <Form form={form} onSubmit={confirm} id={formId} aria-label={text.dialogTitle}>
          <Stack spacing={1.5}>
            <DialogContentText variant="body2">
              {proof.withCode ? text.withCode : text.withPassword}
            </DialogContentText>
            <ProofField form={form} choice={proof} labels={text} />
          </Stack>
        </Form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{text.cancel}</Button>
        <Button type="submit" form={formId} color="error" variant="contained" disabled={remove.isPending}>
          {remove.isPending ? text.deleting : text.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
