/** The e-mails of the account flows. The adapter renders them (text and HTML) and delivers them. */
export interface VerificationCodeMessage {
  to: string;
  firstName: string;
  code: string;
  /** How long the code stays valid, for the wording of the message. */
  validForMinutes: number;
}

/** A sign-in code: the same facts as a verification code, for another purpose. */
export type SignInCodeMessage = VerificationCodeMessage;

/** A message that only greets or informs the member. */
export interface MemberNotice {
  to: string;
  firstName: string;
}

export interface AccountMailer {
  sendVerificationCode(message: VerificationCodeMessage): Promise<void>;
  /** The code of a sign-in by e-mail (also the forgot-password path). */
  sendSignInCode(message: SignInCodeMessage): Promise<void>;
  /** After the address is verified: what the member can do next. */
  sendWelcome(message: MemberNotice): Promise<void>;
  /** After a password change, so a change the member did not make does not go unnoticed. */
  sendPasswordChanged(message: MemberNotice): Promise<void>;
}
