import type { TransactionsHarness } from '../../shared/testing/transactions.contract.ts';
import type { Transactions } from '../../shared/transactions.ts';
import type { MemberRepository } from '../../members/member-repository.ts';
import { aNewMember } from '../../members/testing/member-builder.ts';

/** Watches a Transactions implementation through the members it writes (one per key). */
export function memberTransactionsHarness(
  transactions: Transactions,
  members: MemberRepository,
): TransactionsHarness {
  const email = (key: string) => `${key}@transactions.test`;
  return {
    transactions,
    write: async (key) => void (await members.create(aNewMember({ email: email(key) }))),
    exists: async (key) => (await members.findByEmail(email(key))) !== null,
  };
}
