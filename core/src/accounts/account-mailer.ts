/** The e-mails of the account flows. The adapter renders them (text and HTML) and delivers them. */
export interface VerificationCodeMessage {
  to: string;
  firstName: string;
  code: string;
  /** How long the code stays valid, for the wording of the message. */
  validForMinutes: number;
}

export interface AccountMailer {
  sendVerificationCode(message: VerificationCodeMessage): Promise<void>;
}
