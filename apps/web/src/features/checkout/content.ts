/** The words of the checkout and payment-success pages (spec sections 2, 4 and 8). */
export const checkoutCopy = {
  title: 'Complete Your Membership',
  intro: 'Create your account to join the collective.',
  summaryTitle: 'Order Summary',
  billingCycleLabel: 'Billing cycle',
  cycles: { monthly: 'Monthly', yearly: 'Yearly' },
  perPeriod: { monthly: '/month', yearly: '/year' },
  free: 'Free',
  total: 'Total',
  /** Who takes the payment, once GET /api/site has said whether the simulator does. */
  paymentNote: {
    stripe: 'Secure checkout powered by Stripe',
    simulator: 'Test payments (simulator)',
    unknown: 'Secure checkout',
  },
  formTitle: 'Create Your Account',
  submit: { free: 'Create Free Account', paid: 'Continue to Payment', pending: 'Creating account...' },
  redirecting: 'Redirecting to payment...',
  /** Back from the payment page after Cancel (`?payment=cancelled`). */
  paymentCancelled: {
    title: 'Your account is created: the payment was cancelled',
    codeSent: 'We sent a 6-digit code to verify your e-mail address to',
    notPaid: (tier: string) =>
      `Nothing was charged. Pay for your ${tier} membership now, or continue with the free Explorer membership: you can upgrade from your dashboard at any time.`,
    pay: (tier: string) => `Pay for ${tier}`,
    continueFree: 'Continue free',
    unknownPayer:
      'Your account exists and we sent a 6-digit code to verify your e-mail address. Nothing was charged. To pay now, enter the same details again; or verify your e-mail with that code and pay later from your dashboard.',
  },
  alreadyHaveAccount: 'Already a member?',
  login: 'Log in',
  invalidTier: {
    title: 'Invalid Membership Tier',
    description:
      'The membership tier you selected does not exist. Please choose one of our membership options.',
    back: 'Back to Membership',
  },
} as const;

/** Toasts of spec section 8. */
export const checkoutToasts = {
  registered: {
    title: 'Registration Successful',
    description: 'Please check your email for the verification code.',
  },
  checkoutStarted: {
    title: 'Account Created & Checkout Initiated',
    description: 'Redirecting to payment processor...',
  },
  /** Back from the payment page, the sign-up took the free tier instead. */
  continuedFree: {
    title: 'Explorer Membership Chosen',
    description: 'Your free membership starts once you verify your e-mail with the code we sent.',
  },
  /** A member back from the payment page whose account exists but is not paid yet. */
  checkoutResumed: { title: 'Checkout Initiated', description: 'Redirecting to payment processor...' },
  registrationFailed: 'Registration Failed',
  emailTaken: 'An account with this email already exists',
  accountFailed: 'Failed to create account',
  checkoutFailed: 'Checkout failed',
  fallback: 'Unable to create account. Please try again.',
  invalidTier: { title: 'Invalid Tier', description: 'Please select a valid membership tier.' },
} as const;

export const paymentSuccessCopy = {
  free: {
    title: 'Welcome to the Collective!',
    description: (tierName: string) => `Your free ${tierName} membership has been activated.`,
  },
  paid: {
    title: 'Payment Successful!',
    description: (tierName: string) =>
      `Your payment has been processed. Thank you for joining as a ${tierName} member.`,
  },
  /** A signed-in member who moved to a higher tier from the dashboard: no code, no sign-up. */
  upgrade: {
    title: 'Upgrade Successful!',
    description: (tierName: string) =>
      `Your payment has been processed. Your membership is now ${tierName}: its benefits are yours from today.`,
  },
  /** A signed-in member who paid for the tier they hold (Complete payment on the dashboard). */
  member: {
    title: 'Payment Successful!',
    description: (tierName: string) =>
      `Your payment has been processed. Your ${tierName} membership is now paid.`,
  },
  memberSteps: {
    receipt: 'A receipt with its number is on its way to your inbox.',
    dashboard: 'Your dashboard shows your membership, your payments and their receipts.',
    dashboardLink: 'Go to your dashboard',
  },
  nextStepsTitle: 'Next steps',
  nextSteps: {
    checkEmail: 'Check your inbox for the 6-digit verification code we sent you.',
    verify: 'Verify your email address, if you have not already, to activate your membership.',
    verifyLink: 'Verify your email',
    alreadyVerified: (email: string) => `Your email address ${email} is already verified.`,
    dashboard: 'Sign in to your member dashboard to explore resources and connect with the community.',
  },
  home: 'Back to Home',
  knowledge: 'Explore Knowledge Hub',
} as const;
