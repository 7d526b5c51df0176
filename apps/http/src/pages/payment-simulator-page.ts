/**
 * The payment simulator's checkout page: plain HTML forms (the site's CSP allows no inline script
 * and posts only to itself), labelled on every line as a test that takes no money. Rendering HTML
 * is the HTTP driver's job; the simulator adapter only keeps the checkouts.
 */
import type { PaymentView } from '@commons/core/membership/billing-overview';
import type { SubscriptionState } from '@commons/core/membership/payment-gateway';
import type { SimulatedCheckout, SimulatedInvoice, SimulatedPortalSession } from '@commons/container';
import { findTierOffer, formatUsd } from '@commons/core/members/tiers';
import { escapeHtml } from './escape-html.ts';
import { standalonePage } from './standalone-page.ts';

const styles = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; background: #f4f1ea; color: #1d2433; display: flex; align-items: center; justify-content: center; }
  main { width: min(440px, calc(100vw - 32px)); background: #fff; border-radius: 12px; box-shadow: 0 8px 32px rgb(0 0 0 / 12%); overflow: hidden; }
  .banner { background: #b45309; color: #fff; font-weight: 700; letter-spacing: .04em; text-align: center; padding: 10px 16px; font-size: 14px; }
  .content { padding: 24px 28px 28px; }
  h1 { font-size: 22px; margin: 0 0 4px; }
  .muted { color: #5b6474; font-size: 14px; margin: 0 0 20px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 0; margin: 0 0 24px; font-size: 15px; }
  dt { color: #5b6474; } dd { margin: 0; padding-left: 16px; text-align: right; font-weight: 600; overflow-wrap: anywhere; }
  .total { border-top: 1px solid #e3e6eb; padding-top: 12px; font-size: 18px; }
  form { margin: 0; }
  button { width: 100%; font: inherit; font-weight: 700; font-size: 16px; border-radius: 8px; padding: 12px 16px; cursor: pointer; }
  .pay { background: #14532d; color: #fff; border: 0; margin-bottom: 12px; }
  .pay:focus-visible, .cancel:focus-visible { outline: 3px solid #b45309; outline-offset: 2px; }
  .cancel { background: #fff; color: #1d2433; border: 1px solid #c5cad3; }
  table { width: 100%; border-collapse: collapse; font-size: 14px; margin: 0 0 24px; }
  th, td { text-align: left; padding: 6px 0; border-bottom: 1px solid #e3e6eb; }
  th + th, td + td { padding-left: 12px; }
  td.amount, th.amount { text-align: right; }
  h2 { font-size: 16px; margin: 0 0 8px; }
  a.back { display: block; text-align: center; font-weight: 700; color: #14532d; }
  .note { font-size: 13px; color: #5b6474; margin: 20px 0 0; text-align: center; }
`;

/** An address a narrow column wraps before its "@" and dots, as the site's pages do (`<wbr>`). */
const breakableEmail = (address: string) => escapeHtml(address).replace(/(?=[@.])/g, '<wbr>');

function page(title: string, body: string): string {
  return standalonePage({
    title,
    styles,
    body: `<div class="banner" role="note">TEST MODE: payment simulator, no real payment is taken</div>
<div class="content">
${body}
</div>`,
  });
}

/** `pagePath` is where this page is served; Pay and Cancel post below it. */
const closedWords: Record<SimulatedCheckout['status'], string> = {
  open: 'open',
  complete: 'paid',
  cancelled: 'cancelled',
  // A newer checkout of the same member replaced it, as Stripe expires the earlier session.
  expired: 'expired: a newer checkout replaced it',
};

export function renderSimulatorCheckout(session: SimulatedCheckout, pagePath: string): string {
  const { request } = session;
  const amount = formatUsd(request.amountCents);
  const period = request.billingCycle === 'yearly' ? 'year' : 'month';
  const action = pagePath;
  const closed = session.status !== 'open';
  return page(
    `Test checkout: ${request.productName}`,
    `<h1>Test checkout</h1>
<p class="muted">Simulated payment for your membership. No card is needed and nothing is charged.</p>
<dl>
  <dt>Membership</dt><dd>${escapeHtml(request.productName)}</dd>
  <dt>Billing</dt><dd>${request.billingCycle === 'yearly' ? 'Yearly' : 'Monthly'}</dd>
  <dt>Email</dt><dd>${breakableEmail(request.email)}</dd>
  <dt class="total">Total</dt><dd class="total">${amount} / ${period}</dd>
</dl>
${closed ? `<p class="muted">This test checkout is already ${closedWords[session.status]}.</p>` : ''}
<form method="post" action="${action}/complete">
  <button class="pay" type="submit"${session.status === 'cancelled' || session.status === 'expired' ? ' disabled' : ''}>Pay ${amount} (test)</button>
</form>
<form method="post" action="${action}/cancel">
  <button class="cancel" type="submit">Cancel</button>
</form>
<p class="note">Set STRIPE_SECRET_KEY to take real payments with Stripe.</p>`,
  );
}

export function renderSimulatorNotFound(): string {
  return page(
    'Test checkout not found',
    `<h1>Test checkout not found</h1>
<p class="muted">This test checkout does not exist or has expired (the simulator forgets its checkouts when the server restarts). Please start again from the membership page.</p>
<p><a href="/membership">Back to Membership</a></p>`,
  );
}

const shortDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

const tierName = (tier: string | null) => (tier ? (findTierOffer(tier)?.name ?? tier) : 'Membership');
const cycleName = (cycle: string | null) => (cycle === 'yearly' ? 'Yearly' : 'Monthly');

/**
 * The live subscription and what its renewal will do, with "Renew now": Stripe renews at the
 * period's end by itself; the simulator renews then from housekeeping, or at once from here.
 */
function subscriptionSection(subscription: SubscriptionState | null, pagePath: string): string {
  if (!subscription?.currentPeriodEnd) return '';
  const { pendingChange, currentPeriodEnd } = subscription;
  const renewal = subscription.cancelAtPeriodEnd
    ? `<dt>Ends</dt><dd>${escapeHtml(shortDate.format(currentPeriodEnd))}</dd>`
    : `<dt>Renews</dt><dd>${escapeHtml(shortDate.format(currentPeriodEnd))}</dd>`;
  const pending = pendingChange
    ? `<dt>Then</dt><dd>${escapeHtml(tierName(pendingChange.tier))}, ${cycleName(pendingChange.billingCycle)}</dd>`
    : '';
  return `<h2>Subscription</h2>
<dl>
  <dt>Plan</dt><dd>${escapeHtml(tierName(subscription.tier))}, ${cycleName(subscription.billingCycle)}</dd>
  ${renewal}
  ${pending}
</dl>
<form method="post" action="${escapeHtml(pagePath)}/renew">
  <button class="pay" type="submit">Renew now (test)</button>
</form>
<p class="muted">Renew now acts as if the period had ended today: a pending change takes effect, the next period is charged (or a cancelled subscription ends).</p>
`;
}

/**
 * The simulator's customer portal, standing in for Stripe's: the subscription (and Renew now), the
 * payment method (a test card, as the simulator takes none) and the invoices, read from the site's
 * own payments table. `pagePath` is where this page is served; Renew now posts below it.
 */
export function renderSimulatorPortal(
  session: SimulatedPortalSession,
  view: { subscription: SubscriptionState | null; payments: PaymentView[]; pagePath: string },
): string {
  const rows = view.payments
    .map(
      (payment) =>
        `<tr><td>${escapeHtml(shortDate.format(payment.paidAt))}</td><td>${escapeHtml(
          tierName(payment.tier),
        )}</td><td class="amount">${formatUsd(payment.amountCents)}</td><td>${
          payment.status === 'refunded' ? 'Refunded' : 'Paid'
        }</td></tr>`,
    )
    .join('\n');
  return page(
    'Test customer portal',
    `<h1>Test customer portal</h1>
<p class="muted">Simulated billing portal: your subscription, payment method and invoices.</p>
${subscriptionSection(view.subscription, view.pagePath)}<h2>Payment method</h2>
<dl>
  <dt>Card</dt><dd>Test card •••• 4242 (simulated)</dd>
</dl>
<h2>Invoices</h2>
${
  view.payments.length > 0
    ? `<table><thead><tr><th>Date</th><th>Membership</th><th class="amount">Amount</th><th>Status</th></tr></thead><tbody>
${rows}
</tbody></table>`
    : '<p class="muted">No invoices yet.</p>'
}
<a class="back" href="${escapeHtml(session.returnPath)}">Return to the site</a>
<p class="note">Set STRIPE_SECRET_KEY to manage real payment methods with Stripe.</p>`,
  );
}

export function renderSimulatorPortalNotFound(): string {
  return page(
    'Test customer portal not found',
    `<h1>Test customer portal not found</h1>
<p class="muted">This portal visit has expired (the simulator forgets them when the server restarts). Please open it again from your dashboard.</p>
<p><a href="/dashboard#payment">Back to your dashboard</a></p>`,
  );
}

/** The simulator's page of a paid invoice, standing in for Stripe's hosted invoice page. */
export function renderSimulatorInvoice(invoice: SimulatedInvoice): string {
  const period =
    invoice.periodStart && invoice.periodEnd
      ? `<dt>Period</dt><dd>${escapeHtml(shortDate.format(invoice.periodStart))} to ${escapeHtml(
          shortDate.format(invoice.periodEnd),
        )}</dd>`
      : '';
  return page(
    'Test invoice',
    `<h1>Test invoice</h1>
<p class="muted">Simulated invoice ${escapeHtml(invoice.id)}: nothing was charged.</p>
<dl>
  <dt>Membership</dt><dd>${escapeHtml(tierName(invoice.tier))}, ${cycleName(invoice.billingCycle)}</dd>
  ${period}
  <dt>Paid on</dt><dd>${escapeHtml(shortDate.format(invoice.paidAt))}</dd>
  <dt>Card</dt><dd>Test card •••• ${escapeHtml(invoice.cardLast4 ?? '')}</dd>
  <dt class="total">Amount paid</dt><dd class="total">${formatUsd(invoice.amountCents)}</dd>
</dl>
<p class="note">Set STRIPE_SECRET_KEY for Stripe's own invoices.</p>`,
  );
}

export function renderSimulatorInvoiceNotFound(): string {
  return page(
    'Test invoice not found',
    `<h1>Test invoice not found</h1>
<p class="muted">This test invoice does not exist (the simulator forgets its invoices when the server restarts).</p>`,
  );
}
