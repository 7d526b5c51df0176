/**
 * The chance port. `fraction` drives non-secret draws (weighted ad selection); secrets (codes,
 * tokens) come from `SecretGenerator`, which must be a CSPRNG.
 */
export interface Random {
  /** A number in [0, 1). */
  fraction(): number;
}

/** Replays a fixed sequence of fractions, wrapping around; for deterministic tests. */
export class SequenceRandom implements Random {
  readonly #values: number[];
  #index = 0;

  constructor(values: number[]) {
    if (values.length === 0) throw new Error('SequenceRandom needs at least one value');
    this.#values = values;
  }

  fraction(): number {
    const value = this.#values[this.#index % this.#values.length]!;
    this.#index += 1;
    return value;
  }
}
