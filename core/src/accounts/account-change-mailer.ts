/**
 * The e-mails of a member's own account changes: the code that approves moving to another address
 * (to the account's address), the code that confirms the new address (to that address), the
 * notice that the address changed with a link that undoes it (to the old one), the code that
 * confirms closing the account, and the confirmation that it is closed. The adapter renders and
 * delivers them.
 */
export interface AccountCodeMessage {
  to: string;
  firstName: string;
  code: string;
  /** How long the code stays valid, for the wording of the message. */
  validForMinutes: number;
}

export interface EmailChangedMessage {
  /** The old address, so its owner hears of the change. */
  to: string;
  firstName: string;
  newEmail: string;
  /** Goes into the link that undoes the change (see email-change-links.ts). */
  undoToken: string;
  /** How long the link works, for the wording of the message. */
  undoValidForDays: number;
}

export interface AccountDeletedMessage {
  to: string;
  firstName: string;
}

export interface AccountChangeMailer {
  sendEmailChangeApprovalCode(message: AccountCodeMessage): Promise<void>;
  sendEmailChangeCode(message: AccountCodeMessage): Promise<void>;
  sendEmailChanged(message: EmailChangedMessage): Promise<void>;
  sendDeletionCode(message: AccountCodeMessage): Promise<void>;
  sendAccountDeleted(message: AccountDeletedMessage): Promise<void>;
}
