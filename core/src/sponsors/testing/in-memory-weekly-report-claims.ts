import type {
  InMemoryTransactions,
  TransactionalState,
} from '../../shared/testing/in-memory-transactions.ts';
import type { WeeklyReportClaims } from '../weekly-report-claims.ts';

/** Each sponsor's last claimed week, for use-case tests; a claim rolls back with its transaction. */
export class InMemoryWeeklyReportClaims implements WeeklyReportClaims {
  readonly #weeks: TransactionalState<Map<string, string>>;

  constructor(transactions: InMemoryTransactions) {
    this.#weeks = transactions.state(new Map());
  }

  async claim(sponsorId: string, weekStart: string): Promise<boolean> {
    const claimed = this.#weeks.read().get(sponsorId);
    if (claimed !== undefined && claimed >= weekStart) return false;
    this.#weeks.write().set(sponsorId, weekStart);
    return true;
  }
}
