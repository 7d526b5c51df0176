import type { AccountMailer, VerificationCodeMessage } from '../account-mailer.ts';

/** Keeps what would have been sent; tests read codes from it. Can be told to fail. */
export class InMemoryAccountMailer implements AccountMailer {
  readonly sent: VerificationCodeMessage[] = [];
  failing = false;

  async sendVerificationCode(message: VerificationCodeMessage): Promise<void> {
    if (this.failing) throw new Error('The mail server is down');
    this.sent.push({ ...message });
  }

  /** The latest code sent to this address. */
  lastCodeFor(email: string): string {
    const message = this.sent.findLast((candidate) => candidate.to === email);
    if (!message) throw new Error(`No code was sent to ${email}`);
    return message.code;
  }

  countFor(email: string): number {
    return this.sent.filter((message) => message.to === email).length;
  }
}
