/**
 * The page a sponsor's report link opens, rendered on the server with no script (the site's CSP
 * allows none inline): each campaign's totals, a chart of its days as inline SVG, and the days in
 * a table that a screen reader or a narrow phone reads as well.
 */
import type { AdReportRow, CampaignReport } from '@commons/core/ads/campaign-report';
import type { SponsorReport } from '@commons/core/sponsors/sponsor-report';
import { escapeHtml } from './escape-html.ts';
import { standalonePage } from './standalone-page.ts';

const styles = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: #f4f1ea; color: #1d2433; }
  main { max-width: 960px; margin: 0 auto; padding: 24px 16px 48px; }
  h1 { font-size: 26px; margin: 0 0 4px; }
  h2 { font-size: 19px; margin: 0 0 12px; overflow-wrap: anywhere; }
  .muted { color: #5b6474; font-size: 14px; margin: 0 0 20px; }
  section { background: #fff; border-radius: 12px; box-shadow: 0 2px 12px rgb(0 0 0 / 8%); padding: 20px; margin: 0 0 20px; }
  dl.figures { display: grid; grid-template-columns: repeat(auto-fit, minmax(120px, 1fr)); gap: 12px; margin: 0 0 16px; }
  dl.figures div { background: #f7f8fa; border-radius: 8px; padding: 10px 12px; }
  dt { color: #5b6474; font-size: 13px; } dd { margin: 0; font-size: 22px; font-weight: 700; }
  svg { display: block; width: 100%; height: 160px; margin: 0 0 8px; }
  .legend { font-size: 13px; color: #5b6474; margin: 0 0 12px; }
  .swatch { display: inline-block; width: 10px; height: 10px; border-radius: 2px; margin: 0 4px 0 12px; vertical-align: baseline; }
  .swatch.impressions { background: #9db4d8; margin-left: 0; } .swatch.clicks { background: #14532d; }
  details summary { cursor: pointer; font-weight: 600; padding: 4px 0; }
  .table { overflow-x: auto; }
  table { width: 100%; border-collapse: collapse; font-size: 14px; }
  th, td { text-align: right; padding: 6px 8px; border-bottom: 1px solid #e3e6eb; white-space: nowrap; }
  th:first-child, td:first-child { text-align: left; }
`;

const count = new Intl.NumberFormat('en-US');
const percent = (ctr: number) => `${ctr.toFixed(2)}%`;

const page = (title: string, body: string) => standalonePage({ title, styles, body, privateAddress: true });

function figures(totals: Omit<AdReportRow, 'day'>): string {
  return `<dl class="figures">
  <div><dt>Impressions</dt><dd>${count.format(totals.impressions)}</dd></div>
  <div><dt>Clicks</dt><dd>${count.format(totals.clicks)}</dd></div>
  <div><dt>CTR</dt><dd>${percent(totals.ctr)}</dd></div>
  <div><dt>Filtered</dt><dd>${count.format(totals.filtered)}</dd></div>
</dl>`;
}

/** Impressions as light bars with the day's clicks as a dark bar inside, on one scale. */
function dailyChart(campaign: CampaignReport): string {
  const width = 600;
  const height = 160;
  const slot = width / Math.max(campaign.days.length, 1);
  const highest = Math.max(1, ...campaign.days.map((day) => day.impressions));
  const bar = (value: number) => (value / highest) * (height - 4);
  const bars = campaign.days
    .map((day, index) => {
      const x = (index * slot + slot * 0.15).toFixed(1);
      const barWidth = (slot * 0.7).toFixed(1);
      const shown = bar(day.impressions);
      const clicked = bar(day.clicks);
      return `<g><title>${day.day}: ${day.impressions} impressions, ${day.clicks} clicks</title><rect x="${x}" y="${(height - shown).toFixed(1)}" width="${barWidth}" height="${shown.toFixed(1)}" fill="#9db4d8"/><rect x="${x}" y="${(height - clicked).toFixed(1)}" width="${barWidth}" height="${clicked.toFixed(1)}" fill="#14532d"/></g>`;
    })
    .join('');
  const label = `Impressions and clicks per day from ${campaign.from} to ${campaign.to}`;
  return `<svg viewBox="0 0 ${width} ${height}" preserveAspectRatio="none" role="img" aria-label="${escapeHtml(label)}">${bars}<line x1="0" y1="${height - 0.5}" x2="${width}" y2="${height - 0.5}" stroke="#c5cad3" vector-effect="non-scaling-stroke"/></svg>
<p class="legend"><span class="swatch impressions"></span>Impressions<span class="swatch clicks"></span>Clicks</p>`;
}

function dayTable(campaign: CampaignReport): string {
  const rows = [...campaign.days]
    .reverse()
    .map(
      (day) =>
        `<tr><td>${day.day}</td><td>${count.format(day.impressions)}</td><td>${count.format(day.clicks)}</td><td>${percent(day.ctr)}</td><td>${count.format(day.filtered)}</td></tr>`,
    )
    .join('\n');
  return `<details>
<summary>Day by day</summary>
<div class="table"><table>
<thead><tr><th scope="col">Day (UTC)</th><th scope="col">Impressions</th><th scope="col">Clicks</th><th scope="col">CTR</th><th scope="col">Filtered</th></tr></thead>
<tbody>
${rows}
</tbody>
</table></div>
</details>`;
}

/** `csvHref`: where the same figures download as CSV (the page's own address with `.csv`). */
export function renderSponsorReport(report: SponsorReport, csvHref: string): string {
  const campaigns = report.campaigns
    .map(
      (campaign) => `<section aria-labelledby="campaign-${campaign.campaignId}">
<h2 id="campaign-${campaign.campaignId}">${escapeHtml(campaign.name)}</h2>
${figures(campaign.totals)}
${dailyChart(campaign)}
${dayTable(campaign)}
</section>`,
    )
    .join('\n');
  return page(
    `${report.sponsorName}: sponsorship report`,
    `<h1>${escapeHtml(report.sponsorName)}</h1>
<p class="muted">Your campaigns from ${report.from} to ${report.to} (UTC). Filtered events are those we answered but did not count: automated traffic, repeated or expired views. <a href="${escapeHtml(csvHref)}" download>Download the figures (CSV)</a></p>
<section aria-label="All campaigns">
<h2>All campaigns</h2>
${figures(report.totals)}
</section>
${campaigns || '<p>No campaigns yet.</p>'}`,
  );
}

export function renderSponsorReportNotFound(message: string): string {
  return page('Report not found', `<h1>Report not found</h1>\n<p class="muted">${escapeHtml(message)}</p>`);
}
