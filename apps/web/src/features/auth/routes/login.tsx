import { loginSchema, type LoginInput } from '@commons/core/accounts/schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ApiError, isNetworkError } from '../../../lib/api.ts';
import { Form, FormTextField, useZodForm } from '../../../lib/form.tsx';
import { homePath } from '../../../lib/member.ts';
import { useToast } from '../../../lib/toast.tsx';
import { useLogin } from '../api/login.ts';
import { forgetCodeExpiry } from '../lib/code-expiry.ts';
import type { MetaFunction } from '../../../lib/page-meta.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

const loginTitle = 'Login';

/**
 * /login: e-mail and password; success stores the member and opens the dashboard (an admin's
 * console). 'Forgot password?' leads to the sign-in by e-mailed code (/login/code).
 */
export default function LoginPage() {
  useDocumentTitle(loginTitle);
  const navigate = useNavigate();
  const toast = useToast();
  const login = useLogin();
  const form = useZodForm(loginSchema, { defaultValues: { email: '', password: '' } });

  const signIn = (credentials: LoginInput) =>
    login.mutate(credentials, {
      onSuccess: (member) => {
        toast({ title: 'Welcome back!' });
        navigate(homePath(member));
      },
      onError: (error) => {
        if (isNetworkError(error)) {
          toast({
            title: 'Error',
            description: 'Unable to connect to the server. Please try again.',
            variant: 'error',
          });
          return;
        }
        toast({
          title: 'Login Failed',
          description: (error instanceof ApiError && error.serverMessage) || 'Invalid email or password.',
          variant: 'error',
        });
        const email = encodeURIComponent(credentials.email.trim());
        // An unverified member has just been sent a fresh code: take them where it goes.
        if (error instanceof ApiError && error.status === 403 && /verify/i.test(error.serverMessage ?? '')) {
          // Its expiry is not in the answer: the page counts 5:00 rather than an older code's time.
          forgetCodeExpiry();
          navigate(`/verify-email?email=${email}`);
        }
        // Past the account's ceiling of wrong passwords, it signs in by code.
        if (error instanceof ApiError && error.status === 429 && /code/i.test(error.serverMessage ?? '')) {
          navigate(`/login/code?email=${email}`);
        }
      },
    });

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 } }}>
        <Typography variant="h4" component="h1" gutterBottom sx={{ textAlign: 'center' }}>
          Welcome Back
        </Typography>
        <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 4 }}>
          Sign in to your member account
        </Typography>
        <Form form={form} onSubmit={signIn}>
          <Stack spacing={2.5}>
            <FormTextField
              control={form.control}
              name="email"
              label="Email"
              type="email"
              autoComplete="email"
              autoFocus
            />
            <FormTextField
              control={form.control}
              name="password"
              label="Password"
              type="password"
              autoComplete="current-password"
            />
            <Box sx={{ textAlign: 'right', mt: '4px !important' }}>
              {/* Forgot password: sign in with an e-mailed code, then choose a new password. */}
              <Link component={RouterLink} to="/login/code" variant="body2">
                Forgot password?
              </Link>
            </Box>
            <Button type="submit" variant="contained" size="large" disabled={login.isPending}>
              {login.isPending ? 'Signing in...' : 'Sign In'}
            </Button>
            <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
              Not a member yet?{' '}
              <Link component={RouterLink} to="/membership" sx={{ fontWeight: 600 }}>
                Join Now
              </Link>
            </Typography>
          </Stack>
        </Form>
      </Paper>
    </Container>
  );
}

export const meta: MetaFunction = () => ({
  title: loginTitle,
  description: 'Sign in to your Innovation Commons member dashboard.',
});
