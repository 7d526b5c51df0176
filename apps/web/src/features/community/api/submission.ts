/** What the server answers for a stored submission. */
export interface SubmissionReceipt {
  id: string;
}

/** The honeypot travels with every form so the server can tell bots apart. */
export type WithHoneypot<F> = F & { website?: string | undefined };
