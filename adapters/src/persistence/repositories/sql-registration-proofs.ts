import type { SecretGenerator } from '@commons/core/accounts/secret-generator';
import type {
  IssuedRegistrationProof,
  RegistrationProof,
  RegistrationProofs,
} from '@commons/core/members/registration-proofs';
import type { EntityManager } from '../orm.ts';

interface ProofRow {
  user_id: string;
  expires_at: Date | string;
  opened_checkout: boolean;
}

/**
 * The `registration_proofs` table, one row per member: 256-bit tokens from the secret generator,
 * looked up by their SHA-256 digest (a digest of an unguessable token needs no salt, as sessions'
 * do not). Each write is one statement, so a replaced proof can never be marked afterwards.
 */
export class SqlRegistrationProofs implements RegistrationProofs {
  readonly #em: EntityManager;
  readonly #secrets: SecretGenerator;

  constructor(em: EntityManager, secrets: SecretGenerator) {
    this.#em = em;
    this.#secrets = secrets;
  }

  async issue(memberId: string, expiresAt: Date): Promise<IssuedRegistrationProof> {
    const token = this.#secrets.sessionToken();
    await this.#em.execute(
      `insert into registration_proofs (user_id, token_hash, expires_at, opened_checkout) values (?, ?, ?, false)
       on conflict (user_id) do update set token_hash = excluded.token_hash,
         expires_at = excluded.expires_at, opened_checkout = false`,
      [memberId, this.#secrets.digest(token), expiresAt],
    );
    return { token, expiresAt };
  }

  async find(token: string, now: Date): Promise<RegistrationProof | null> {
    const rows = await this.#em.execute<ProofRow[]>(
      `select user_id, expires_at, opened_checkout from registration_proofs
       where token_hash = ? and expires_at > ?`,
      [this.#secrets.digest(token), now],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      memberId: row.user_id,
      expiresAt: new Date(row.expires_at),
      openedCheckout: row.opened_checkout,
    };
  }

  async noteCheckoutOpened(token: string): Promise<void> {
    await this.#em.execute(`update registration_proofs set opened_checkout = true where token_hash = ?`, [
      this.#secrets.digest(token),
    ]);
  }
}
