/**
 * The chance port. `fraction` drives non-secret draws (weighted ad selection); secrets (codes,
 * tokens) come from `SecretGenerator`, which must be a CSPRNG.
 */
export interface Random {
  /** A number in [0, 1). */
  fraction(): number;
}
