import { InMemoryTransactions } from '../../shared/testing/in-memory-transactions.ts';
import type {
  AccountChangeMailer,
  AccountCodeMessage,
  AccountDeletedMessage,
  EmailChangedMessage,
} from '../account-change-mailer.ts';

export type SentAccountChangeMail =
  | ({ kind: 'email-change-approval-code' } & AccountCodeMessage)
  | ({ kind: 'email-change-code' } & AccountCodeMessage)
  | ({ kind: 'email-changed' } & EmailChangedMessage)
  | ({ kind: 'deletion-code' } & AccountCodeMessage)
  | ({ kind: 'account-deleted' } & AccountDeletedMessage);

/**
 * Keeps what would have been sent, as part of the caller's transaction (like the outbox table):
 * a rolled-back use case leaves no mail. Tests read codes from it. Can be told to fail.
 */
export class InMemoryAccountChangeMailer implements AccountChangeMailer {
  readonly #sent;
  failing = false;

  constructor(transactions = new InMemoryTransactions()) {
    this.#sent = transactions.state<SentAccountChangeMail[]>([]);
  }

  get sent(): readonly SentAccountChangeMail[] {
    return this.#sent.read();
  }

  #keep(mail: SentAccountChangeMail): Promise<void> {
    if (this.failing) return Promise.reject(new Error('The mail server is down'));
    this.#sent.write().push(structuredClone(mail));
    return Promise.resolve();
  }

  sendEmailChangeApprovalCode(message: AccountCodeMessage): Promise<void> {
    return this.#keep({ kind: 'email-change-approval-code', ...message });
  }

  sendEmailChangeCode(message: AccountCodeMessage): Promise<void> {
    return this.#keep({ kind: 'email-change-code', ...message });
  }

  sendEmailChanged(message: EmailChangedMessage): Promise<void> {
    return this.#keep({ kind: 'email-changed', ...message });
  }

  sendDeletionCode(message: AccountCodeMessage): Promise<void> {
    return this.#keep({ kind: 'deletion-code', ...message });
  }

  sendAccountDeleted(message: AccountDeletedMessage): Promise<void> {
    return this.#keep({ kind: 'account-deleted', ...message });
  }

  /** The latest code of this kind sent to this address. */
  lastCode(kind: 'email-change-approval-code' | 'email-change-code' | 'deletion-code', to: string): string {
    const mail = this.sent.findLast((candidate) => candidate.kind === kind && candidate.to === to);
    if (!mail || !('code' in mail)) throw new Error(`No ${kind} was sent to ${to}`);
    return mail.code;
  }

  /** The token of the latest link that undoes an e-mail change, sent to this (old) address. */
  lastUndoToken(to: string): string {
    const mail = this.sent.findLast((candidate) => candidate.kind === 'email-changed' && candidate.to === to);
    if (!mail || !('undoToken' in mail)) throw new Error(`No e-mail change notice was sent to ${to}`);
    return mail.undoToken;
  }

  kindsSentTo(to: string): SentAccountChangeMail['kind'][] {
    return this.sent.filter((mail) => mail.to === to).map((mail) => mail.kind);
  }
}
