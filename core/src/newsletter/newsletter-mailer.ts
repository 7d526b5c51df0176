/** The newsletter's e-mails. The adapter renders them with the site's links and delivers them. */
export interface NewsletterConfirmationMessage {
  to: string;
  /** Goes into the confirmation link. */
  confirmationToken: string;
  /** Goes into the unsubscribe link and the List-Unsubscribe header (RFC 8058) of every mail. */
  unsubscribeToken: string;
  validForHours: number;
}

export interface NewsletterMailer {
  sendConfirmation(message: NewsletterConfirmationMessage): Promise<void>;
}
