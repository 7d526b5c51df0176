import {
  memberCodePurposes,
  type MemberCodePurpose,
  type MemberCodes,
  type PendingMemberCode,
} from '../member-codes.ts';

const keyOf = (memberId: string, purpose: MemberCodePurpose) => `${memberId}:${purpose}`;

/** Member codes in a map; every call is atomic, as JavaScript runs one at a time. */
export class InMemoryMemberCodes implements MemberCodes {
  readonly #codes = new Map<string, PendingMemberCode>();

  async save(memberId: string, purpose: MemberCodePurpose, code: PendingMemberCode): Promise<void> {
    this.#codes.set(keyOf(memberId, purpose), structuredClone(code));
  }

  async find(memberId: string, purpose: MemberCodePurpose): Promise<PendingMemberCode | null> {
    const code = this.#codes.get(keyOf(memberId, purpose));
    return code ? structuredClone(code) : null;
  }

  async countGuess(
    memberId: string,
    purpose: MemberCodePurpose,
    maxAttempts: number,
  ): Promise<PendingMemberCode | null> {
    const code = this.#codes.get(keyOf(memberId, purpose));
    if (!code || code.attempts >= maxAttempts) return null;
    code.attempts += 1;
    return structuredClone(code);
  }

  async take(memberId: string, purpose: MemberCodePurpose, codeHash: string): Promise<boolean> {
    const key = keyOf(memberId, purpose);
    if (this.#codes.get(key)?.codeHash !== codeHash) return false;
    return this.#codes.delete(key);
  }

  /** Forgets a member's codes, as the database does when the account row goes. */
  forgetMember(memberId: string): void {
    for (const purpose of memberCodePurposes) this.#codes.delete(keyOf(memberId, purpose));
  }
}
