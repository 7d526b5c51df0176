import { InMemoryTransactions } from '../../shared/testing/in-memory-transactions.ts';
import type {
  AccountMailer,
  CodeKind,
  MemberNotice,
  SignInCodeMessage,
  VerificationCodeMessage,
} from '../account-mailer.ts';

export type SentAccountMail =
  | ({ kind: 'verification-code' } & VerificationCodeMessage)
  | ({ kind: 'sign-in-code' } & SignInCodeMessage)
  | ({ kind: 'welcome' } & MemberNotice)
  | ({ kind: 'password-changed' } & MemberNotice);

/** A message withheld for an address that gets no code: kept apart, never sent. */
export type WithheldCode = { kind: CodeKind } & VerificationCodeMessage;

/**
 * Keeps what would have been sent, as part of the caller's transaction (like the outbox table):
 * a rolled-back use case leaves no mail. Tests read codes from it. Can be told to fail.
 */
export class InMemoryAccountMailer implements AccountMailer {
  readonly #sent;
  readonly #withheld;
  failing = false;

  constructor(transactions = new InMemoryTransactions()) {
    this.#sent = transactions.state<SentAccountMail[]>([]);
    this.#withheld = transactions.state<WithheldCode[]>([]);
  }

  get sent(): readonly SentAccountMail[] {
    return this.#sent.read();
  }

  get withheld(): readonly WithheldCode[] {
    return this.#withheld.read();
  }

  sendVerificationCode(message: VerificationCodeMessage): Promise<void> {
    return this.#keep({ kind: 'verification-code', ...message });
  }

  sendSignInCode(message: SignInCodeMessage): Promise<void> {
    return this.#keep({ kind: 'sign-in-code', ...message });
  }

  async withholdCode(kind: CodeKind, message: VerificationCodeMessage): Promise<void> {
    if (this.failing) throw new Error('The mail server is down');
    this.#withheld.write().push({ kind, ...message });
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
