import { accountPolicy } from '@commons/core/accounts/account-deps';
import { findSubscriptionOffer } from '@commons/core/members/tiers';
import { verifyEmailSchema } from '@commons/core/accounts/schemas';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { BreakableEmail } from '../../../components/breakable-email.tsx';
import { isNetworkError } from '../../../lib/api.ts';
import { Form, useZodForm } from '../../../lib/form.tsx';
import { useToast } from '../../../lib/toast.tsx';
import { useSubmitWithToast } from '../../../lib/use-submit-with-toast.ts';
import { useResendVerification } from '../api/resend-verification.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { CodeInput } from '../components/code-input.tsx';
import { formatMinutesSeconds, useCountdown } from '../hooks/use-countdown.ts';
import { useSubmitFullCode } from '../hooks/use-submit-full-code.ts';
import { rememberCodeExpiry, rememberedCodeExpiry } from '../lib/code-expiry.ts';
import type { MetaFunction } from '../../../lib/page-meta.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

const codeLifetimeMs = accountPolicy.codeValiditySeconds * 1000;

/**
 * The code's real expiry when the sign-up or resend answer gave it in this tab; else (a code sent
 * at login, or the page opened from the e-mail) the spec's 5:00 from now.
 */
const expiryOnOpen = (email: string) => () => rememberedCodeExpiry(email) ?? Date.now() + codeLifetimeMs;

const verifyEmailTitle = 'Verify Your Email';

/** Spec section 8's toast, and its variant for a paid tier not paid yet. */
const verifiedToasts = {
  activated: { title: 'Email Verified!', description: 'Your account has been activated successfully.' },
  paymentPending: (tierName: string) => ({
    title: 'Email Verified!',
    description: `Your account is ready, but the payment for your ${tierName} membership is still pending. Complete it from your dashboard.`,
  }),
};

/** /verify-email?email=...: the 6-digit code from the e-mail signs the new member in. */
export default function VerifyEmailPage() {
  useDocumentTitle(verifyEmailTitle);
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email') ?? '';
  const navigate = useNavigate();
  const toast = useToast();
  const { secondsLeft, restart } = useCountdown(expiryOnOpen(email), accountPolicy.codeValiditySeconds);
  const verify = useVerifyEmail();
  const resend = useResendVerification();
  const form = useZodForm(verifyEmailSchema, { defaultValues: { code: '', email }, mode: 'onSubmit' });
  const expired = secondsLeft === 0;
  const code = form.watch('code');

  const verifyCode = useSubmitWithToast({
    mutation: verify,
    setError: form.setError,
    onSuccess: (member) => {
      const awaitsPaymentFor =
        member.paymentStatus === 'unpaid' && findSubscriptionOffer(member.membershipTier ?? '');
      if (awaitsPaymentFor) {
        // A paid tier whose payment has not happened: the account exists, the membership waits.
        navigate('/dashboard#payment');
        return verifiedToasts.paymentPending(awaitsPaymentFor.name);
      }
      navigate('/dashboard');
      return verifiedToasts.activated;
    },
    // A refused code is spent or wrong: the field starts empty for the next try.
    onError: () => form.setValue('code', ''),
    failure: {
      title: 'Verification Failed',
      fallback: 'Invalid or expired verification code.',
      offline: { title: 'Error', description: 'Unable to verify code. Please try again.' },
    },
  });
  const submit = form.handleSubmit(verifyCode);

  useSubmitFullCode(code, submit, !expired && !verify.isPending);

  const resendCode = () => {
    if (!email) {
      toast({ title: 'Error', description: 'No email address provided.', variant: 'error' });
      return;
    }
    resend.mutate(email, {
      onSuccess: ({ codeExpiresAt }) => {
        rememberCodeExpiry(email, codeExpiresAt);
        restart(Date.parse(codeExpiresAt));
        form.reset({ code: '', email });
        toast({ title: 'Code Sent', description: 'A new verification code has been sent to your email.' });
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: isNetworkError(error)
            ? 'Unable to resend code. Please try again.'
            : 'Failed to resend verification code.',
          variant: 'error',
        }),
    });
  };

  const codeError = form.formState.errors.code?.message;
  const emailError = form.formState.errors.email?.message;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <MarkEmailReadOutlined color="primary" sx={{ fontSize: 48, mb: 1 }} />
        <Typography variant="h4" component="h1" gutterBottom>
          Verify Your Email
        </Typography>
        <Typography color="text.secondary">We sent a 6-digit verification code to</Typography>
        <Typography
          sx={{ fontWeight: 700, mb: 3, overflowWrap: 'anywhere' }}
          data-testid="verify-email-address"
        >
          {email ? <BreakableEmail address={email} /> : 'no email address'}
        </Typography>

        <Form form={form} onSubmit={verifyCode}>
          <Stack spacing={2} sx={{ alignItems: 'center' }}>
            <Controller
              name="code"
              control={form.control}
              render={({ field }) => (
                <CodeInput
                  label="Verification code"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={Boolean(codeError)}
                  describedBy="verify-code-help"
                  disabled={verify.isPending}
                  autoFocus
                />
              )}
            />
            <FormHelperText id="verify-code-help" error={Boolean(codeError || emailError)} sx={{ m: 0 }}>
              {codeError ?? emailError ?? ' '}
            </FormHelperText>
            <Typography
              role="timer"
              aria-live="off"
              color={expired ? 'error' : 'text.secondary'}
              data-testid="verify-countdown"
            >
              Code expires in {formatMinutesSeconds(secondsLeft)}
            </Typography>
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              disabled={verify.isPending || expired}
            >
              {verify.isPending ? 'Verifying...' : expired ? 'Code Expired' : 'Verify Email'}
            </Button>
            <Typography color="text.secondary">
              Didn&apos;t receive the code?{' '}
              <Link component="button" type="button" onClick={resendCode} disabled={resend.isPending}>
                Resend Code
              </Link>
            </Typography>
          </Stack>
        </Form>
      </Paper>
    </Container>
  );
}

/** A step of signing up: nothing for search engines. */
export const meta: MetaFunction = () => ({
  title: verifyEmailTitle,
  description: 'Enter the code we e-mailed you to activate your membership.',
  noindex: true,
});
