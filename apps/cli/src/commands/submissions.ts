import { CommunityTokens } from '@commons/container';
import {
  submissionStateLabels,
  submissionTypeLabels,
  type SubmissionSummary,
} from '@commons/core/community/submission-inbox';
import type { Arguments } from '../arguments.ts';
import type { Command } from '../command.ts';
import { formatTable, wantsJson } from '../table.ts';
import { withContainer } from '../with-container.ts';

const filterOptions = ['type', 'state', 'limit', 'offset'] as const;

function filterInput(args: Arguments): Record<string, string> {
  const input: Record<string, string> = {};
  for (const option of filterOptions) {
    const value = args[option];
    if (typeof value === 'string') input[option] = value;
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
  summary:
    'list the submissions inbox: [--type f100|partnership|contact --state new|in_review|accepted|declined --limit --offset --json]',
  run: (config, args) =>
    withContainer(config, async (container) => {
      const { submissions, total } = await container.resolve(CommunityTokens.listSubmissions)(
        filterInput(args),
      );
      return wantsJson(args) ? JSON.stringify({ total, submissions }) : table(submissions, total);
    }),
};
