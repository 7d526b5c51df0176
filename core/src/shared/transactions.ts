/** Runs a use case's writes atomically: all of them land, or none. */
export interface Transactions {
  /**
   * Runs the work in one transaction: committed when it resolves, rolled back when it throws (the
   * error comes out unchanged). Nothing it writes is visible outside before the commit.
   */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Whether the calling code runs inside `run`: network ports refuse to be called then. */
  isActive(): boolean;
}
