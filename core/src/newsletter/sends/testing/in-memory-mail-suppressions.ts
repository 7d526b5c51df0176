import type { MailSuppressions, Suppression, SuppressionReason } from '../mail-suppressions.ts';

export class InMemoryMailSuppressions implements MailSuppressions {
  readonly #byEmail = new Map<string, Suppression>();

  async suppress(email: string, reason: SuppressionReason, at: Date): Promise<void> {
    if (!this.#byEmail.has(email)) this.#byEmail.set(email, { email, reason, createdAt: at });
  }

  async lift(email: string, reasons: readonly SuppressionReason[]): Promise<void> {
    const entry = this.#byEmail.get(email);
    if (entry && reasons.includes(entry.reason)) this.#byEmail.delete(email);
  }

  async list(): Promise<Suppression[]> {
    return [...this.#byEmail.values()]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.email.localeCompare(b.email))
      .map((entry) => ({ ...entry }));
  }
}
