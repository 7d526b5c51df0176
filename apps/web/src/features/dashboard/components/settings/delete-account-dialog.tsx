import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { deleteAccountSchema, type DeleteAccountInput } from '@commons/core/profile/schemas';
import { Form, FormTextField, showServerFieldErrors, useZodForm } from '../../../../lib/form.tsx';
import { useToast } from '../../../../lib/toast.tsx';
import { failureToast } from '../../../../lib/use-submit-with-toast.ts';
import { useDeleteAccount } from '../../api/delete-account.ts';
import { useRequestDeletionCode } from '../../api/request-deletion-code.ts';
import { settingsText } from '../../content.ts';
import { settingsFailure } from './failure-toast.ts';

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
  const sendCode = useRequestDeletionCode();
  const [withCode, setWithCode] = useState(false);
  // Only the shown field has a value: the schema checks whichever proof is given.
  const form = useZodForm(deleteAccountSchema, { defaultValues: { password: '' } });

  const useCode = () =>
    sendCode.mutate(undefined, {
      onSuccess: () => {
        setWithCode(true);
        form.reset({ code: '' });
        toast({
          title: 'Code Sent',
          description: 'A code to delete your account has been sent to your email.',
        });
      },
      onError: (error) => toast(failureToast(error, settingsFailure(settingsText.toasts.codeFailed))),
    });
  const usePassword = () => {
    setWithCode(false);
    form.reset({ password: '' });
  };
  const confirm = (proof: DeleteAccountInput) =>
    remove.mutate(withCode ? { code: proof.code } : { password: proof.password }, {
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
              {withCode ? text.withCode : text.withPassword}
            </DialogContentText>
            {withCode ? (
              <FormTextField
                control={form.control}
                name="code"
                label="Code"
                autoComplete="one-time-code"
                size="small"
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
              />
            ) : (
              <FormTextField
                control={form.control}
                name="password"
                label="Password"
                type="password"
                autoComplete="current-password"
                size="small"
              />
            )}
            <Link
              component="button"
              type="button"
              variant="body2"
              onClick={withCode ? usePassword : useCode}
              disabled={sendCode.isPending}
              sx={{ alignSelf: 'flex-start' }}
            >
              {withCode ? text.usePassword : text.useCode}
            </Link>
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
