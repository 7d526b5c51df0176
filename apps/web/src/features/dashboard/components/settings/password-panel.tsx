import LockIcon from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { passwordChangeFormSchema } from '@commons/core/profile/schemas';
import { Form, FormTextField, useZodForm } from '../../../../lib/form.tsx';
import { useSubmitWithToast } from '../../../../lib/use-submit-with-toast.ts';
import { useChangePassword } from '../../api/change-password.ts';
import { settingsText } from '../../content.ts';
import { Panel } from '../panel.tsx';
import { settingsFailure } from './failure-toast.ts';

const text = settingsText.password;

/** `PUT /api/auth/password`: the current password (when there is one) and a new one of 8 to 128. */
export function PasswordPanel() {
  const change = useChangePassword();
  const form = useZodForm(passwordChangeFormSchema, {
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const save = useSubmitWithToast({
    mutation: change,
    setError: form.setError,
    onSuccess: () => {
      form.reset({ currentPassword: '', newPassword: '' });
      return settingsText.toasts.passwordChanged;
    },
    failure: settingsFailure(settingsText.toasts.passwordFailed),
  });

  return (
    <Panel title={text.title} icon={<LockIcon />}>
      <Form form={form} onSubmit={save} aria-label={text.title}>
        <Stack spacing={2}>
          <FormTextField
            control={form.control}
            name="currentPassword"
            label="Current password"
            type="password"
            autoComplete="current-password"
            helperText={text.currentHelp}
            size="small"
          />
          <FormTextField
            control={form.control}
            name="newPassword"
            label="New password"
            type="password"
            autoComplete="new-password"
            size="small"
          />
          <Button
            type="submit"
            variant="contained"
            disabled={change.isPending}
            sx={{ alignSelf: 'flex-start' }}
          >
            {change.isPending ? text.saving : text.save}
          </Button>
        </Stack>
      </Form>
    </Panel>
  );
}
