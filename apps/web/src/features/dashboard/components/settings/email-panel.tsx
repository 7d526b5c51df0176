import MailIcon from '@mui/icons-material/MailOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { emailChangeSchema, memberCodeSchema, type EmailChangeInput } from '@commons/core/profile/schemas';
import { Form, FormTextField, useZodForm } from '../../../../lib/form.tsx';
import { useSubmitWithToast } from '../../../../lib/use-submit-with-toast.ts';
import { useConfirmEmailChange } from '../../api/confirm-email-change.ts';
import { useRequestEmailChange } from '../../api/request-email-change.ts';
import { useRequestEmailChangeCode } from '../../api/request-email-change-code.ts';
import { settingsText } from '../../content.ts';
import { Panel } from '../panel.tsx';
import { settingsFailure } from './failure-toast.ts';
import { ProofField, useProofChoice } from './proof-field.tsx';

const text = settingsText.email;

/**
 * Two steps: the new address and the password (or a code mailed to the current address) send the
 * new address a code; that code moves the account there.
 */
export function EmailPanel({ currentEmail }: { currentEmail: string }) {
  const request = useRequestEmailChange();
  const confirm = useConfirmEmailChange();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const addressForm = useZodForm(emailChangeSchema, { defaultValues: { newEmail: '', password: '' } });
  const proof = useProofChoice(
    addressForm,
    useRequestEmailChangeCode(),
    settingsText.toasts.approvalCodeSent,
  );
  const codeForm = useZodForm(memberCodeSchema, { defaultValues: { code: '' } });

  const sendCode = useSubmitWithToast({
    mutation: request,
    setError: addressForm.setError,
    onSuccess: (_answer, input: EmailChangeInput) => {
      const sentTo = input.newEmail.trim().toLowerCase();
      setPendingEmail(sentTo);
      codeForm.reset({ code: '' });
      proof.usePassword();
      return settingsText.toasts.codeSent(sentTo);
    },
    failure: settingsFailure(settingsText.toasts.codeFailed),
  });
  const changeEmail = useSubmitWithToast({
    mutation: confirm,
    setError: codeForm.setError,
    onSuccess: (member) => {
      setPendingEmail(null);
      addressForm.reset({ newEmail: '' });
      return settingsText.toasts.emailChanged(member.email);
    },
    failure: settingsFailure(settingsText.toasts.emailFailed),
  });

  return (
    <Panel title={text.title} icon={<MailIcon />}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {text.current}: <strong data-testid="settings-current-email">{currentEmail}</strong>
      </Typography>
      {pendingEmail === null ? (
        <Form form={addressForm} onSubmit={sendCode} aria-label={text.title}>
          <Stack spacing={2}>
            <FormTextField
              control={addressForm.control}
              name="newEmail"
              label="New email"
              type="email"
              autoComplete="email"
              size="small"
            />
            <Typography variant="body2">{proof.withCode ? text.withCode : text.withPassword}</Typography>
            <ProofField form={addressForm} choice={proof} labels={text} />
            <Button
              type="submit"
              variant="contained"
              disabled={request.isPending}
              sx={{ alignSelf: 'flex-start' }}
            >
              {request.isPending ? text.sending : text.sendCode}
            </Button>
          </Stack>
        </Form>
      ) : (
        <Form form={codeForm} onSubmit={changeEmail} aria-label="Confirm new email">
          <Stack spacing={2}>
            <Typography variant="body2">{text.codeHelp(pendingEmail)}</Typography>
            <FormTextField
              control={codeForm.control}
              name="code"
              label="Code"
              autoComplete="one-time-code"
              size="small"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
            />
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              <Button type="submit" variant="contained" disabled={confirm.isPending}>
                {confirm.isPending ? text.confirming : text.confirm}
              </Button>
              <Button type="button" onClick={() => setPendingEmail(null)}>
                {text.cancel}
              </Button>
            </Stack>
          </Stack>
        </Form>
      )}
    </Panel>
  );
}
