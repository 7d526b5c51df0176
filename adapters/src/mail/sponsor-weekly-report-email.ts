/** The sponsor's weekly e-mail: last week's figures, per campaign and in all, and the report link. */
import type { WeeklySponsorReportMail } from '@commons/core/sponsors/sponsor-report-mailer';
import type { EmailBlock, EmailContent } from './email-content.ts';

const count = new Intl.NumberFormat('en-US');

const figures = (totals: { impressions: number; clicks: number; ctr: number }) =>
  `${count.format(totals.impressions)} impressions, ${count.format(totals.clicks)} clicks, CTR ${totals.ctr.toFixed(2)}%`;

export function sponsorWeeklyReportEmail(
  mail: WeeklySponsorReportMail,
  reportUrl: string | null,
  siteName: string,
): EmailContent {
  const { report } = mail;
  const blocks: EmailBlock[] = [
    { kind: 'text', text: mail.contactName ? `Hello ${mail.contactName},` : 'Hello,' },
    {
      kind: 'text',
      text: `Here is how ${report.sponsorName}'s campaigns on ${siteName} did last week, from ${report.from} to ${report.to} (UTC).`,
    },
    {
      kind: 'facts',
      rows: [
        ['All campaigns', figures(report.totals)],
        ...report.campaigns.map((campaign) => [campaign.name, figures(campaign.totals)] as const),
      ],
    },
  ];
  if (reportUrl) {
    blocks.push(
      { kind: 'button', label: 'See the full report', url: reportUrl },
      {
        kind: 'note',
        text: 'This link opens your figures without signing in: keep it to yourself. It replaces the link of earlier e-mails.',
      },
    );
  }
  blocks.push({
    kind: 'note',
    text: `You get this e-mail every week as a sponsor of ${siteName}; reply to it to stop it.`,
  });
  return { subject: `${report.sponsorName}: last week on ${siteName}`, blocks };
}
