import { changePasswordSchema, passwordLimits } from '@commons/core/accounts/schemas';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApiError, isNetworkError } from '../../../lib/api.ts';
import { Form, FormTextField, showServerFieldErrors, useZodForm } from '../../../lib/form.tsx';
import { useToast } from '../../../lib/toast.tsx';
import { useChangePassword } from '../api/change-password.ts';
import { useRememberMember } from '../hooks/use-remember-member.ts';

const newPasswordSchema = changePasswordSchema.pick({ newPassword: true });

/**
 * The dashboard's 'Choose a password' card, shown until the member has one: sign-up takes no
 * password, so a new member chooses it here after verifying the address (signed in by the code).
 */
export function ChoosePasswordCard() {
  const toast = useToast();
  const change = useChangePassword();
  const remember = useRememberMember();
  const form = useZodForm(newPasswordSchema, { defaultValues: { newPassword: '' } });

  const choose = (input: { newPassword: string }) =>
    change.mutate(input, {
      onSuccess: (member) => {
        toast({ title: 'Password Set', description: 'You can now sign in with your email and password.' });
        // Last: the member now has a password, so this card leaves and its callbacks stop.
        remember(member);
      },
      onError: (error) => {
        showServerFieldErrors(error, form.setError);
        toast({
          title: 'Password Not Set',
          description: isNetworkError(error)
            ? 'Unable to connect to the server. Please try again.'
            : (error instanceof ApiError && error.serverMessage) || 'Failed to set your password.',
          variant: 'error',
        });
      },
    });

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="choose-password-title"
      sx={{ p: { xs: 2.5, sm: 3 } }}
    >
      <Typography id="choose-password-title" variant="h6" component="h2" gutterBottom>
        Choose a password
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        You signed in with the code we e-mailed you. Choose a password to sign in with it next time, or keep
        signing in with a code.
      </Typography>
      <Form form={form} onSubmit={choose}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <FormTextField
            control={form.control}
            name="newPassword"
            label="New password"
            type="password"
            autoComplete="new-password"
            helperText={`${passwordLimits.min} to ${passwordLimits.max} characters, not a common password`}
          />
          <Button
            type="submit"
            variant="contained"
            disabled={change.isPending}
            sx={{ flexShrink: 0, mt: { sm: 1 } }}
          >
            {change.isPending ? 'Saving...' : 'Set Password'}
          </Button>
        </Stack>
      </Form>
    </Paper>
  );
}
