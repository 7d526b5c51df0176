/** Runs a use case's writes atomically: all of them land, or none. */
export interface Transactions {
  /**
   * Runs the work in one transaction: committed when it resolves, rolled back when it throws (the
   * error comes out unchanged). Nothing it writes is visible outside before the commit.
   */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Whether the calling code runs inside `run`: network ports refuse to be called then. */
  isActive(): boolean;
  /**
   * Calls `callback` once the outermost transaction around the caller has committed (never if it
   * rolls back, nor if the nested `run` it was registered in fails), or at once outside any
   * transaction. For waking a worker about rows the transaction wrote; it must not throw.
   */
  afterCommit(callback: () => void): void;
}
