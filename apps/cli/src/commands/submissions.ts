import { CommunityTokens } from '@commons/container';
import {
  submissionStateLabels,
  submissionStates,
  submissionTypeLabels,
  submissionTypes,
  type SubmissionSummary,
} from '@commons/core/community/submission-inbox';
import type { Arguments, CommandOption } from '../arguments.ts';
import type { Command } from '../command.ts';
import { formatTable, jsonOption, wantsJson } from '../table.ts';
import { withContainer } from '../with-container.ts';

const filterOptions: readonly CommandOption[] = [
  { name: 'type', value: 'TYPE', description: submissionTypes.join(', ') },
  { name: 'state', value: 'STATE', description: submissionStates.join(', ') },
  { name: 'limit', value: 'N', description: 'how many submissions to list' },
  { name: 'offset', value: 'N', description: 'how many to skip' },
];

function filterInput(args: Arguments): Record<string, string> {
  const input: Record<string, string> = {};
  for (const { name } of filterOptions) {
    const value = args[name];
    if (typeof value === 'string') input[name] = value;
  }
  return input;
}

function table(submissions: SubmissionSummary[], total: number): string {
  if (submissions.length === 0) return 'No submissions match.';
  const rows = submissions.map((s) => [
    s.submittedAt.toISOString().slice(0, 10),
    submissionTypeLabels[s.type],
    submissionStateLabels[s.state],
    `${s.name} <${s.email}>`,
    s.subject,
    s.id,
  ]);
  return `${formatTable([['RECEIVED', 'TYPE', 'STATE', 'FROM', 'SUBJECT', 'ID'], ...rows])}\n${submissions.length} of ${total} submissions`;
}

export const submissionsListCommand: Command = {
  summary: 'list the submissions inbox',
  options: [...filterOptions, jsonOption],
  run: (config, args) =>
    withContainer(config, async (container) => {
      const { submissions, total } = await container.resolve(CommunityTokens.listSubmissions)(
        filterInput(args),
      );
      return wantsJson(args) ? JSON.stringify({ total, submissions }) : table(submissions, total);
    }),
};
