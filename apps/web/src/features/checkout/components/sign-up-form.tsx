import { Box, Button, Card, CardContent, Checkbox, FormControlLabel, Link, Typography } from '@mui/material';
import { Controller } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { signUpSchema } from '@commons/core/accounts/schemas';
import { Form, FormTextField, useZodForm } from '../../../lib/form.tsx';
import { checkoutCopy } from '../content.ts';
import type { SignUpFormValues } from '../hooks/use-checkout-submit.ts';

/** The account fields of the sign-up schema; the tier and cycle come from the page, not the form. */
const signUpFormSchema = signUpSchema.omit({ membershipTier: true, billingCycle: true });

export interface SignUpFormProps {
  defaults: { email: string; firstName: string; lastName: string };
  free: boolean;
  busy: boolean;
  busyLabel: string;
  onSubmit: (values: SignUpFormValues) => Promise<void>;
}

/**
 * Spec section 5: the sign-up form, validated by the same schema as POST /api/users. No password:
 * the member chooses one on the dashboard after verifying the address.
 */
export function SignUpForm({ defaults, free, busy, busyLabel, onSubmit }: SignUpFormProps) {
  const form = useZodForm(signUpFormSchema, {
    defaultValues: { ...defaults, organization: '', position: '', phone: '', newsletter: false },
  });
  const control = form.control;

  return (
    <Card>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography id="sign-up-title" variant="h5" component="h2" sx={{ mb: 1 }}>
          {checkoutCopy.formTitle}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {checkoutCopy.alreadyHaveAccount}{' '}
          <Link component={RouterLink} to="/login" underline="always">
            {checkoutCopy.login}
          </Link>
        </Typography>
        <Form
          form={form}
          onSubmit={onSubmit}
          aria-labelledby="sign-up-title"
          sx={{
            display: 'grid',
            gap: 2.5,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <FormTextField
            control={control}
            name="firstName"
            label="First name"
            required
            autoComplete="given-name"
          />
          <FormTextField
            control={control}
            name="lastName"
            label="Last name"
            required
            autoComplete="family-name"
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FormTextField
              control={control}
              name="email"
              label="Email"
              type="email"
              required
              autoComplete="email"
            />
          </Box>
          <FormTextField
            control={control}
            name="organization"
            label="Organization"
            autoComplete="organization"
            helperText="Optional"
          />
          <FormTextField
            control={control}
            name="position"
            label="Position"
            autoComplete="organization-title"
            helperText="Optional"
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FormTextField
              control={control}
              name="phone"
              label="Phone"
              type="tel"
              autoComplete="tel"
              helperText="Optional"
            />
          </Box>
          {/* Unticked by default: the newsletter is sent only to those who ask for it. */}
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Controller
              name="newsletter"
              control={control}
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={Boolean(field.value)}
                      onChange={(event) => field.onChange(event.target.checked)}
                      onBlur={field.onBlur}
                      name={field.name}
                    />
                  }
                  label="Send me the newsletter"
                />
              )}
            />
          </Box>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
              {busy ? busyLabel : free ? checkoutCopy.submit.free : checkoutCopy.submit.paid}
            </Button>
          </Box>
        </Form>
      </CardContent>
    </Card>
  );
}
