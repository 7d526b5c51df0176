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

/** The kinds of one-time code e-mailed to an address. */
export type CodeKind = 'verification' | 'sign-in';

/** A message that only greets or informs the member. */
export interface MemberNotice {
  to: string;
  firstName: string;
}

export interface AccountMailer {
  sendVerificationCode(message: VerificationCodeMessage): Promise<void>;
  /** The code of a sign-in by e-mail (also the forgot-password path). */
  sendSignInCode(message: SignInCodeMessage): Promise<void>;
  /**
   * For an address that gets no code (no account has it, or none that may use one): prepares and
   * stores the message as sending would, marked never to be sent. The answer then costs the same
   * whether or not the address has an account, so its time does not tell.
   */
  withholdCode(kind: CodeKind, message: VerificationCodeMessage): Promise<void>;
  /** After the address is verified: what the member can do next. */
  sendWelcome(message: MemberNotice): Promise<void>;
  /** After a password change, so a change the member did not make does not go unnoticed. */
  sendPasswordChanged(message: MemberNotice): Promise<void>;
}
