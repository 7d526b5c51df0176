import type { Random } from '../random.ts';

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
