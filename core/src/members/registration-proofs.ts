/**
 * Proof that a browser made a registration: `POST /api/users` hands it over in an httpOnly cookie.
 * Until the address is verified nobody else knows who registered it, so only this proof lets a
 * caller pay for the registration (`POST /api/checkout` names no session), and only a payment
 * started with it goes with the account when the address is verified. One proof per member: a new
 * registration of the address replaces it.
 */

/** Short: the sign-up page pays and verifies straight after registering. */
export const registrationProofLifetimeSeconds = 60 * 60;

export interface RegistrationProof {
  memberId: string;
  expiresAt: Date;
  /** A checkout was opened with this proof, so a payment made for the registration is its holder's. */
  openedCheckout: boolean;
}

/** A proof just issued: the token goes to the browser, the store keeps only its digest. */
export interface IssuedRegistrationProof {
  token: string;
  expiresAt: Date;
}

export interface RegistrationProofs {
  /** A new proof for the member's registration, replacing the member's earlier one (which stops working). */
  issue(memberId: string, expiresAt: Date): Promise<IssuedRegistrationProof>;
  /** The registration the token proves: null for an unknown, replaced or expired (at `now`) token. */
  find(token: string, now: Date): Promise<RegistrationProof | null>;
  /** Notes that the token opened a checkout; nothing when it has been replaced meanwhile. */
  noteCheckoutOpened(token: string): Promise<void>;
}

/**
 * What a registration started at the payment provider without its proof's holder verifying the
 * address: set aside at the verification, then ended at the provider.
 */
export interface SetAsidePayment {
  customerId: string;
  subscriptionId: string | null;
}
