import { z } from 'zod';
import { adminActor } from '../members/actor.ts';
import { openMembership } from '../members/change-membership.ts';
import { adminSettableStatuses } from '../members/membership-status.ts';
import { accountTiers, tierCapacity, type AccountTier } from '../members/tiers.ts';
import type { CsvReader } from '../shared/csv-reader.ts';
import { DomainError } from '../shared/domain-error.ts';
import { fromSpreadsheetSafe } from '../shared/spreadsheet-safe.ts';
import type { AccountDeps } from './account-deps.ts';
import { applyTierGrant } from './complimentary-tier.ts';
import { normalizeEmail, type Member } from '../members/member.ts';
import { withUniqueMembershipId } from './membership-id.ts';
import { messages, signUpSchema } from './schemas.ts';
import { applyAdminStatus } from './admin-status.ts';

/**
 * `members:import` and `POST /api/admin/members/import`: one member per row, keyed on the e-mail.
 * A new address becomes an unverified account with no password (the member signs in by code, or
 * verifies and chooses one); a known address gets the row's profile. Tier and status go through the
 * console's own changes (the F100 cap, the history with the admin). A row that is wrong or refused
 * is reported and changes nothing; a second run of the same file changes nothing at all.
 *
 * The rows run in chunks, one transaction each, so other requests wait for one chunk at most (PGlite
 * has a single connection: one long transaction would stall every request). A chunk ends after
 * `importChunkRows` rows, or sooner once it has held its transaction for `importChunkMillis`.
 * A dry run rolls each chunk back. So that its report is still the import's, each of its chunks
 * first replays the earlier rows that moved a member into or out of a capped tier: the F100 count
 * is the only thing one row changes that another row reads. When a real import fails for a reason
 * that is no row's fault (the database went away), the chunks committed before stay and
 * `ImportInterrupted` names the last row in; importing the same file again finishes the job, since
 * the rows already in change nothing.
 */

/** The columns, as the CSV names them (the export's names, so an export can be imported again). */
export const importColumns = [
  'email',
  'firstName',
  'lastName',
  'organization',
  'position',
  'phone',
  'tier',
  'status',
] as const;

/** The sign-up rules for the profile, the console's tiers and statuses for the rest. */
const importRowSchema = signUpSchema
  .pick({ email: true, firstName: true, lastName: true, organization: true, position: true, phone: true })
  .extend({
    tier: z.enum(accountTiers, { error: messages.tier }),
    status: z.enum(adminSettableStatuses, { error: messages.status }),
  });

/** The largest file one import takes. */
export const maxImportRows = 10_000;

/** Rows per transaction at most: few enough that a request arriving meanwhile is answered promptly. */
export const importChunkRows = 100;

/** How long a chunk may hold its transaction before it commits, however many rows it has run. */
export const importChunkMillis = 200;

export interface ImportRowError {
  /** The line in the file: the header is row 1. */
  row: number;
  field: string;
  message: string;
}

export interface ImportReport {
  dryRun: boolean;
  /** Rows that create (or in a dry run would create) a member. */
  created: number;
  updated: number;
  unchanged: number;
  errors: ImportRowError[];
}

/** A real import that stopped half-way: rows 2 to `lastRowIn` are imported, the later ones are not. */
export class ImportInterrupted extends Error {
  readonly lastRowIn: number;

  constructor(lastRowIn: number, cause: unknown) {
    super(
      `The import stopped after row ${lastRowIn}: rows 2 to ${lastRowIn} are imported, the later ones ` +
        'are not. Import the same file again to finish.',
      { cause },
    );
    this.name = 'ImportInterrupted';
    this.lastRowIn = lastRowIn;
  }
}

type ImportRow = z.output<typeof importRowSchema>;

type Outcome = 'created' | 'updated' | 'unchanged';

/** A line of the file, checked without the database: a row to import, or what is wrong with it. */
type ValidRow = { row: number; data: ImportRow };
type CheckedRow = ValidRow | { row: number; errors: ImportRowError[] };

type RowResult = { outcome: Outcome; movedCappedTier: boolean } | { errors: ImportRowError[] };

/** Rolls a dry run's chunk back once its rows are reported. */
class DryRunDone extends Error {
  readonly results: RowResult[];

  constructor(results: RowResult[]) {
    super('dry run');
    this.results = results;
  }
}

export interface ImportMembersDeps extends Pick<
  AccountDeps,
  'members' | 'sessions' | 'secrets' | 'clock' | 'transactions'
> {
  csvReader: CsvReader;
}

export async function importMembers(
  deps: ImportMembersDeps,
  command: { file: string; dryRun: boolean },
  adminId: string | null,
): Promise<ImportReport> {
  const lines = deps.csvReader.read(command.file);
  if (lines.length > maxImportRows) {
    throw new DomainError('VALIDATION', `An import takes at most ${maxImportRows} rows at a time`);
  }
  const report: ImportReport = { dryRun: command.dryRun, created: 0, updated: 0, unchanged: 0, errors: [] };
  const rows = checkRows(lines);
  const replayed: ValidRow[] = [];
  for (let start = 0; start < rows.length;) {
    let results: RowResult[];
    try {
      results = await runChunk(deps, rows, start, command.dryRun ? replayed : null, adminId);
    } catch (error) {
      if (command.dryRun || start === 0) throw error;
      throw new ImportInterrupted(rows[start - 1]!.row, error);
    }
    for (const [index, result] of results.entries()) {
      if ('errors' in result) {
        report.errors.push(...result.errors);
        continue;
      }
      report[result.outcome] += 1;
      const checked = rows[start + index]!;
      if (result.movedCappedTier && 'data' in checked) replayed.push(checked);
    }
    start += results.length;
  }
  return report;
}

/** Each line against the rules, and against the earlier lines' addresses. */
function checkRows(lines: Record<string, string>[]): CheckedRow[] {
  const seen = new Set<string>();
  return lines.map((raw, index) => {
    const row = index + 2;
    // An export's cells were made spreadsheet-safe: read them back as the text they stand for.
    const cells = Object.fromEntries(
      Object.entries(raw).map(([column, cell]) => [column, fromSpreadsheetSafe(cell)]),
    );
    const parsed = importRowSchema.safeParse(cells);
    if (!parsed.success) {
      const errors = parsed.error.issues.map((issue) => ({
        row,
        field: String(issue.path[0] ?? '_'),
        message: issue.message,
      }));
      return { row, errors };
    }
    const email = normalizeEmail(parsed.data.email);
    if (seen.has(email)) {
      return { row, errors: [{ row, field: 'email', message: 'This e-mail is already on an earlier row' }] };
    }
    seen.add(email);
    return { row, data: { ...parsed.data, email } };
  });
}

/**
 * One chunk from `rows[start]` on, in one transaction: the results say how many rows it took.
 * With `replay` (a dry run) the earlier rows in it run first and the transaction is rolled back.
 */
async function runChunk(
  deps: ImportMembersDeps,
  rows: CheckedRow[],
  start: number,
  replay: ValidRow[] | null,
  adminId: string | null,
): Promise<RowResult[]> {
  try {
    return await deps.transactions.run(async () => {
      const began = deps.clock.now().getTime();
      const results: RowResult[] = [];
      const full = () =>
        results.length >= importChunkRows || deps.clock.now().getTime() - began >= importChunkMillis;
      for (const earlier of replay ?? []) await tryRow(deps, earlier, adminId);
      // At least one row, however long the replay took, so the import always moves on.
      for (let next = start; next < rows.length && !(results.length > 0 && full()); next += 1) {
        const checked = rows[next]!;
        results.push('data' in checked ? await tryRow(deps, checked, adminId) : checked);
      }
      if (replay) throw new DryRunDone(results);
      return results;
    });
  } catch (error) {
    if (error instanceof DryRunDone) return error.results;
    throw error;
  }
}

/** Each row its own savepoint: a refused row leaves nothing half done. */
async function tryRow(
  deps: ImportMembersDeps,
  { row, data }: ValidRow,
  adminId: string | null,
): Promise<RowResult> {
  try {
    return await deps.transactions.run(() => importRow(deps, data, adminId));
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    // The F100 cap is the only refusal of a valid row's tier; the others concern the account.
    const field = error.code === 'CONFLICT' ? 'tier' : 'email';
    return { errors: [{ row, field, message: error.message }] };
  }
}

const isCapped = (tier: AccountTier | null) => tier !== null && tierCapacity[tier] !== undefined;

async function importRow(
  deps: Pick<AccountDeps, 'members' | 'sessions' | 'secrets' | 'clock'>,
  row: ImportRow,
  adminId: string | null,
): Promise<{ outcome: Outcome; movedCappedTier: boolean }> {
  const { tier, status, ...profile } = row;
  const existing = await deps.members.findByEmail(row.email);
  if (existing?.staffRole) throw new DomainError('VALIDATION', 'Staff accounts are not imported');
  let member: Member;
  let outcome: Outcome;
  if (existing) {
    member = (await deps.members.findByIdForUpdate(existing.id))!;
    const changed = (Object.keys(profile) as (keyof typeof profile)[]).filter(
      (field) => field !== 'email' && member[field] !== profile[field],
    );
    if (changed.length > 0) member = await deps.members.update(member.id, profileOf(row));
    outcome = changed.length > 0 ? 'updated' : 'unchanged';
  } else {
    member = await withUniqueMembershipId(deps, (membershipId) =>
      openMembership(
        deps,
        {
          ...profileOf(row),
          email: row.email,
          membershipId,
          // Never a password: the member signs in by code, or verifies and chooses one.
          passwordHash: null,
          verification: null,
          staffRole: null,
          paymentCustomerId: null,
          newsletter: false,
          newsletterSource: null,
          newsletterSince: null,
          paymentSubscriptionId: null,
        },
        { type: 'registered', plan: { tier: 'explorer', billingCycle: null }, free: true },
        { actor: adminActor(adminId), reason: 'imported' },
      ),
    );
    outcome = 'created';
  }
  let movedCappedTier = false;
  // Only a different tier is granted: a paying member already on it keeps their subscription.
  if (member.membershipTier !== tier) {
    movedCappedTier = isCapped(member.membershipTier) || isCapped(tier);
    member = await applyTierGrant(deps, member, tier, adminId);
    outcome = outcome === 'created' ? outcome : 'updated';
  }
  if (member.membershipStatus !== status) {
    await applyAdminStatus(deps, member, status, adminId);
    outcome = outcome === 'created' ? outcome : 'updated';
  }
  return { outcome, movedCappedTier };
}

function profileOf(row: ImportRow) {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    organization: row.organization,
    position: row.position,
    phone: row.phone,
  };
}
