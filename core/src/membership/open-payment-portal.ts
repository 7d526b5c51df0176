/**
 * POST /api/billing/portal: the dashboard's 'Update Payment Method' opens the provider's customer
 * portal (payment method, invoices), which returns to the dashboard's payment section.
 */
import { memberNotFound } from '../members/member-errors.ts';
import type { MemberRepository } from '../members/member-repository.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { PaymentGateway } from './payment-gateway.ts';

export interface OpenPaymentPortalDeps {
  members: Pick<MemberRepository, 'findById'>;
  gateway: Pick<PaymentGateway, 'openCustomerPortal'>;
}

export const portalErrors = {
  noCustomer: 'You have no payment details yet: complete a payment first.',
} as const;

export const portalReturnPath = '/dashboard#payment';

export async function openPaymentPortal(
  deps: OpenPaymentPortalDeps,
  memberId: string,
): Promise<{ url: string }> {
  const member = await deps.members.findById(memberId);
  if (!member) throw memberNotFound();
  // The customer is created at checkout: before one, the provider has nothing to show.
  if (!member.paymentCustomerId) throw new DomainError('CONFLICT', portalErrors.noCustomer);
  const url = await deps.gateway.openCustomerPortal({
    memberId: member.id,
    customerId: member.paymentCustomerId,
    returnPath: portalReturnPath,
  });
  return { url };
}
