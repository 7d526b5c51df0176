import { requestSignInCodeSchema, signInWithCodeSchema } from '@commons/core/accounts/schemas';
import type { RequestSignInCodeInput } from '@commons/core/accounts/schemas';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { BreakableEmail } from '../../../components/breakable-email.tsx';
import { Form, FormTextField, useZodForm } from '../../../lib/form.tsx';
import { homePath } from '../../../lib/member.ts';
import type { MetaFunction } from '../../../lib/page-meta.ts';
import { useSubmitWithToast } from '../../../lib/use-submit-with-toast.ts';
import { useRequestSignInCode, useSignInWithCode } from '../api/sign-in-code.ts';
import { CodeInput } from '../components/code-input.tsx';
import { useSubmitFullCode } from '../hooks/use-submit-full-code.ts';

const offline = 'Unable to connect to the server. Please try again.';

/**
 * /login/code?email=...: sign in with a code e-mailed to the address (also the forgot-password
 * path, and how invited staff accept). Success opens the dashboard, or a staff member's console.
 * First the address, then the 6-digit code; the answer to the first step is the same
 * whether or not an account has the address.
 */
export default function SignInWithCodePage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const request = useRequestSignInCode();
  const signIn = useSignInWithCode();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const emailForm = useZodForm(requestSignInCodeSchema, {
    defaultValues: { email: searchParams.get('email') ?? '' },
  });
  const codeForm = useZodForm(signInWithCodeSchema, { defaultValues: { email: '', code: '' } });

  const sendCode = useSubmitWithToast({
    mutation: request,
    setError: emailForm.setError,
    onSuccess: (_answer, { email }: RequestSignInCodeInput) => {
      setSentTo(email.trim());
      codeForm.reset({ email: email.trim(), code: '' });
      return {
        title: 'Code Sent',
        description: 'If an account uses this address, a sign-in code is on its way.',
      };
    },
    failure: { title: 'Error', fallback: 'Failed to send a sign-in code.', offline },
  });

  const submitCode = useSubmitWithToast({
    mutation: signIn,
    setError: codeForm.setError,
    onSuccess: (member) => {
      navigate(homePath(member));
      return { title: 'Welcome back!' };
    },
    // A refused code is spent or wrong: the field starts empty for the next try.
    onError: () => codeForm.setValue('code', ''),
    failure: { title: 'Sign In Failed', fallback: 'Invalid or expired verification code.', offline },
  });

  const codeError = codeForm.formState.errors.code?.message;
  // As on the verify page, the sixth digit signs in by itself.
  useSubmitFullCode(
    codeForm.watch('code'),
    codeForm.handleSubmit(submitCode),
    sentTo !== null && !signIn.isPending,
  );

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 } }}>
        <Typography variant="h4" component="h1" gutterBottom sx={{ textAlign: 'center' }}>
          Sign in with a code
        </Typography>
        {sentTo === null ? (
          <Form form={emailForm} onSubmit={sendCode}>
            <Stack spacing={2.5}>
              <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
                Forgot your password, or never chose one? We will e-mail you a 6-digit code.
              </Typography>
              <FormTextField
                control={emailForm.control}
                name="email"
                label="Email"
                type="email"
                autoComplete="email"
                autoFocus
              />
              <Button type="submit" variant="contained" size="large" disabled={request.isPending}>
                {request.isPending ? 'Sending...' : 'Email me a code'}
              </Button>
            </Stack>
          </Form>
        ) : (
          <Form form={codeForm} onSubmit={submitCode}>
            <Stack spacing={2} sx={{ alignItems: 'center' }}>
              <Typography color="text.secondary">Enter the code we sent to</Typography>
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                <BreakableEmail address={sentTo} />
              </Typography>
              <Controller
                name="code"
                control={codeForm.control}
                render={({ field }) => (
                  <CodeInput
                    label="Sign-in code"
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={Boolean(codeError)}
                    describedBy="sign-in-code-help"
                    disabled={signIn.isPending}
                    autoFocus
                  />
                )}
              />
              <FormHelperText id="sign-in-code-help" error={Boolean(codeError)} sx={{ m: 0 }}>
                {codeError ?? 'The code works once, for 5 minutes.'}
              </FormHelperText>
              <Button type="submit" variant="contained" size="large" fullWidth disabled={signIn.isPending}>
                {signIn.isPending ? 'Signing in...' : 'Sign In'}
              </Button>
              <Link component="button" type="button" onClick={() => setSentTo(null)}>
                Use another address or send a new code
              </Link>
            </Stack>
          </Form>
        )}
        <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 3 }}>
          <Link component={RouterLink} to="/login">
            Sign in with your password
          </Link>
        </Typography>
      </Paper>
    </Container>
  );
}

/** A step of signing in, with its own title: nothing for search engines. */
export const meta: MetaFunction = () => ({
  title: 'Sign in with a code',
  description: 'Sign in to your Innovation Commons account with a 6-digit code sent to your e-mail.',
  noindex: true,
});
