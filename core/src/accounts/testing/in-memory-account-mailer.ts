import { InMemoryTransactions } from '../../shared/testing/in-memory-transactions.ts';
import type {
  AccountMailer,
  MemberNotice,
  SignInCodeMessage,
  VerificationCodeMessage,
} from '../account-mailer.ts';

export type SentAccountMail =
  | ({ kind: 'verification-code' } & VerificationCodeMessage)
  | ({ kind: 'sign-in-code' } & SignInCodeMessage)
  | ({ kind: 'welcome' } & MemberNotice)
  | ({ kind: 'password-changed' } & MemberNotice);

/**
 * Keeps what would have been sent, as part of the caller's transaction (like the outbox table):
 * a rolled-back use case leaves no mail. Tests read codes from it. Can be told to fail.
 */
export class InMemoryAccountMailer implements AccountMailer {
  readonly #sent;
  failing = false;

  constructor(transactions = new InMemoryTransactions()) {
    this.#sent = transactions.state<SentAccountMail[]>([]);
  }

  get sent(): readonly SentAccountMail[] {
    return this.#sent.read();
  }

  sendVerificationCode(message: VerificationCodeMessage): Promise<void> {
    return this.#keep({ kind: 'verification-code', ...message });
  }

  sendSignInCode(message: SignInCodeMessage): Promise<void> {
    return this.#keep({ kind: 'sign-in-code', ...message });
  }

  sendWelcome(message: MemberNotice): Promise<void> {
    return this.#keep({ kind: 'welcome', ...message });
  }

  sendPasswordChanged(message: MemberNotice): Promise<void> {
    return this.#keep({ kind: 'password-changed', ...message });
  }

  async #keep(mail: SentAccountMail): Promise<void> {
    if (this.failing) throw new Error('The mail server is down');
    this.#sent.write().push(mail);
  }

  /** The latest code of this kind sent to this address. */
  lastCodeFor(email: string, kind: 'verification-code' | 'sign-in-code' = 'verification-code'): string {
    const message = this.sent.findLast((candidate) => candidate.to === email && candidate.kind === kind);
    if (!message || !('code' in message)) throw new Error(`No ${kind} was sent to ${email}`);
    return message.code;
  }

  /** How many e-mails of this kind went to this address. */
  countFor(email: string, kind: SentAccountMail['kind'] = 'verification-code'): number {
    return this.sent.filter((message) => message.to === email && message.kind === kind).length;
  }
}
