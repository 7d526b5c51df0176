import { readFile } from 'node:fs/promises';
import { stringify } from 'csv-stringify/sync';
import { AccountTokens, PaymentTokens } from '@commons/container';
import { memberExportPageSize } from '@commons/core/accounts/export-members';
import type { ImportReport } from '@commons/core/accounts/import-members';
import type { MemberView } from '@commons/core/members/member';
import { memberCsvColumns } from '@commons/core/accounts/member-csv';
import { memberSorts } from '@commons/core/members/member-search';
import { membershipStatuses, paymentStatuses } from '@commons/core/members/membership-status';
import { accountTiers } from '@commons/core/members/tiers';
import { csvRecord } from '@commons/core/shared/csv-columns';
import { DomainError } from '@commons/core/shared/domain-error';
import type { Arguments, CommandOption } from '../arguments.ts';
import { requireOption } from '../arguments.ts';
import type { Command } from '../command.ts';
import { formatTable, jsonOption, wantsJson } from '../table.ts';
import { withContainer } from '../with-container.ts';

const searchOptions: readonly CommandOption[] = [
  { name: 'q', value: 'TEXT', description: 'search names, e-mail addresses and organizations' },
  { name: 'status', value: 'STATUS', description: membershipStatuses.join(', ') },
  { name: 'tier', value: 'TIER', description: accountTiers.join(', ') },
  { name: 'payment', value: 'STATUS', description: paymentStatuses.join(', ') },
  { name: 'sort', value: 'ORDER', description: memberSorts.join(', ') },
  { name: 'limit', value: 'N', description: 'how many members to list' },
  { name: 'offset', value: 'N', description: 'how many to skip' },
];

function searchInput(args: Arguments): Record<string, string> {
  const input: Record<string, string> = {};
  for (const { name } of searchOptions) {
    const value = args[name];
    if (typeof value === 'string') input[name] = value;
  }
  return input;
}

function table(members: MemberView[], total: number): string {
  if (members.length === 0) return 'No members match.';
  const rows = members.map((member) => [
    member.email,
    `${member.firstName} ${member.lastName}`,
    member.membershipTier ?? member.staffRole ?? '-',
    member.membershipStatus,
    member.paymentStatus,
    member.createdAt.toISOString().slice(0, 10),
  ]);
  return `${formatTable([['EMAIL', 'NAME', 'TIER', 'STATUS', 'PAYMENT', 'JOINED'], ...rows])}\n${members.length} of ${total} members`;
}

export const membersListCommand: Command = {
  summary: 'list members, searched and filtered',
  options: [...searchOptions, jsonOption],
  run: (config, args) =>
    withContainer(config, async (container) => {
      const { members, total } = await container.resolve(AccountTokens.listMembers)(searchInput(args));
      return wantsJson(args) ? JSON.stringify({ total, members }) : table(members, total);
    }),
};

/**
 * The console's grant (`PATCH /api/admin/users/:id`): the same use case, so a paying member's
 * subscription is ended and the member mailed alike; the history names the system, not an admin.
 */
export const membersGrantTierCommand: Command = {
  summary: 'grant a tier without payment (f100 included), ending a paid subscription',
  options: [
    { name: 'email', value: 'EMAIL', description: "the member's e-mail address (required)" },
    { name: 'tier', value: 'TIER', description: 'the tier to grant (required)' },
    {
      name: 'subscription',
      value: 'CHOICE',
      description:
        'a paid subscription still running: cancel_at_period_end (the default) or cancel_now, refunding the unused rest',
    },
    jsonOption,
  ],
  run: (config, args) =>
    withContainer(config, async (container) => {
      const email = requireOption(args, 'email');
      const membershipTier = requireOption(args, 'tier');
      const member = await container.resolve(PaymentTokens.updateMemberByAdmin)(
        { email },
        { membershipTier, subscription: args.subscription },
        null,
      );
      return wantsJson(args) ? JSON.stringify(member) : `${member.email} now holds ${member.membershipTier}.`;
    }),
};

function importSummary(report: ImportReport): string {
  const verb = report.dryRun ? 'Dry run: would create' : 'Created';
  const counts = `${verb} ${report.created}, ${report.dryRun ? 'would update' : 'updated'} ${report.updated}, unchanged ${report.unchanged}.`;
  if (report.errors.length === 0) return counts;
  const rows = report.errors.map((error) => [String(error.row), error.field, error.message]);
  return `${counts}\n${report.errors.length} errors (those rows ${report.dryRun ? 'would change' : 'changed'} nothing):\n${formatTable([['ROW', 'FIELD', 'ERROR'], ...rows])}`;
}

/** The console's import from a file; the operator's CLI acts as the system in the history. */
export const membersImportCommand: Command = {
  summary:
    'import members from a CSV file (email,firstName,lastName,organization,position,phone,tier,status)',
  operands: 'FILE',
  options: [{ name: 'dry-run', description: 'report what would change, and change nothing' }, jsonOption],
  run: (config, args) =>
    withContainer(config, async (container) => {
      const path = args._[0];
      if (!path) throw new DomainError('VALIDATION', 'Name the CSV file to import');
      const file = await readFile(path, 'utf8');
      const report = await container.resolve(AccountTokens.importMembers)(
        { file, dryRun: args['dry-run'] === 'true' },
        null,
      );
      return wantsJson(args) ? JSON.stringify(report) : importSummary(report);
    }),
};

/** Every member, oldest first, read by the export's keyset pages (as members.csv reads them). */
async function* everyMember(exportPage: (input: unknown, after: MemberView | null) => Promise<MemberView[]>) {
  for (let after: MemberView | null = null; ;) {
    const members = await exportPage({}, after);
    yield* members;
    if (members.length < memberExportPageSize) return;
    after = members.at(-1)!;
  }
}

/** The console's members.csv (the same columns, spreadsheet-safe), or JSON with `--json`. */
export const membersExportCommand: Command = {
  summary: 'export every member to stdout, as CSV',
  options: [{ name: 'csv', description: 'the members.csv columns (the default)' }, jsonOption],
  run: (config, args) =>
    withContainer(config, async (container) => {
      const exportPage = container.resolve(AccountTokens.exportMembersPage);
      const members: MemberView[] = [];
      for await (const member of everyMember(exportPage)) members.push(member);
      if (wantsJson(args)) return JSON.stringify(members);
      const records = members.map((member) => csvRecord(memberCsvColumns, member));
      return stringify(records, {
        header: true,
        columns: memberCsvColumns.map(([header]) => header),
      }).trimEnd();
    }),
};
