import { z } from 'zod';
import { adminActor } from '../members/actor.ts';
import { openMembership } from '../members/change-membership.ts';
import { adminSettableStatuses } from '../members/membership-status.ts';
import { accountTiers } from '../members/tiers.ts';
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

/** The largest file one import takes: its rows run in one transaction. */
export const maxImportRows = 10_000;

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

type Outcome = 'created' | 'updated' | 'unchanged';

/** Rolls a dry run back once its report is made, so it sees exactly what the import would do. */
class DryRunDone extends Error {
  readonly report: ImportReport;

  constructor(report: ImportReport) {
    super('dry run');
    this.report = report;
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
  const rows = deps.csvReader.read(command.file);
  if (rows.length > maxImportRows) {
    throw new DomainError('VALIDATION', `An import takes at most ${maxImportRows} rows at a time`);
  }
  try {
    return await deps.transactions.run(async () => {
      const report: ImportReport = {
        dryRun: command.dryRun,
        created: 0,
        updated: 0,
        unchanged: 0,
        errors: [],
      };
      const seen = new Set<string>();
      for (const [index, raw] of rows.entries()) {
        const row = index + 2;
        // An export's cells were made spreadsheet-safe: read them back as the text they stand for.
        const cells = Object.fromEntries(
          Object.entries(raw).map(([column, cell]) => [column, fromSpreadsheetSafe(cell)]),
        );
        const parsed = importRowSchema.safeParse(cells);
        if (!parsed.success) {
          for (const issue of parsed.error.issues)
            report.errors.push({ row, field: String(issue.path[0] ?? '_'), message: issue.message });
          continue;
        }
        const email = normalizeEmail(parsed.data.email);
        if (seen.has(email)) {
          report.errors.push({ row, field: 'email', message: 'This e-mail is already on an earlier row' });
          continue;
        }
        seen.add(email);
        try {
          // Each row its own savepoint: a refused row leaves nothing half done.
          report[await deps.transactions.run(() => importRow(deps, { ...parsed.data, email }, adminId))] += 1;
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          // The F100 cap is the only refusal of a valid row's tier; the others concern the account.
          const field = error.code === 'CONFLICT' ? 'tier' : 'email';
          report.errors.push({ row, field, message: error.message });
        }
      }
      if (command.dryRun) throw new DryRunDone(report);
      return report;
    });
  } catch (error) {
    if (error instanceof DryRunDone) return error.report;
    throw error;
  }
}

type ImportRow = z.output<typeof importRowSchema>;

async function importRow(
  deps: Pick<AccountDeps, 'members' | 'sessions' | 'secrets' | 'clock'>,
  row: ImportRow,
  adminId: string | null,
): Promise<Outcome> {
  const { tier, status, ...profile } = row;
  const existing = await deps.members.findByEmail(row.email);
  if (existing?.isAdmin) throw new DomainError('VALIDATION', 'Admin accounts are not imported');
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
          signInCode: null,
          verification: null,
          isAdmin: false,
          paymentCustomerId: null,
          paymentSubscriptionId: null,
        },
        { type: 'registered', plan: { tier: 'explorer', billingCycle: null }, free: true },
        { actor: adminActor(adminId), reason: 'imported' },
      ),
    );
    outcome = 'created';
  }
  // Only a different tier is granted: a paying member already on it keeps their subscription.
  if (member.membershipTier !== tier) {
    member = await applyTierGrant(deps, member, tier, adminId);
    outcome = outcome === 'created' ? outcome : 'updated';
  }
  if (member.membershipStatus !== status) {
    await applyAdminStatus(deps, member, status, adminId);
    outcome = outcome === 'created' ? outcome : 'updated';
  }
  return outcome;
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
