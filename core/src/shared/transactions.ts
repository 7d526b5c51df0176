/** Runs a use case's writes atomically: all of them land, or none. */
export interface Transactions {
  run<T>(work: () => Promise<T>): Promise<T>;
}

/** For the in-memory fakes, where every write is already atomic. */
export const immediateTransactions: Transactions = {
  run: (work) => work(),
};
