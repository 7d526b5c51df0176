/**
 * The site's e-mail layout as MJML: one section per block kind, with %%PLACEHOLDERS%%. It is
 * compiled ahead of time (`npm run mail:layout` writes email-layout.generated.ts), so the server
 * renders without loading MJML; a test fails when the generated file is out of date.
 */
import type { EmailBlock } from './email-content.ts';

const colors = { ink: '#101828', brand: '#0b2545', muted: '#475467', page: '#f7f6f2', card: '#ffffff' };

/** One block per section, so compiled sections can be laid out in any order. */
const section = (content: string, padding = '0 32px', radius = '0') =>
  `<mj-section background-color="${colors.card}" padding="${padding}" border-radius="${radius}"><mj-column>${content}</mj-column></mj-section>`;

/** mj-table takes its rows as HTML; this row is the one place that writes table cells. */
export const factRow = `<tr><td style="padding:4px 16px 4px 0;color:${colors.muted}">%%LABEL%%</td><td style="padding:4px 0;font-weight:600">%%VALUE%%</td></tr>`;

/** Room between the page's edge and the card. */
const margin = '<mj-section padding="12px 0"><mj-column></mj-column></mj-section>';

export const sections = {
  header:
    margin +
    section(
      `<mj-text font-weight="700" color="${colors.brand}" padding="0 0 8px">%%SITE%%</mj-text>`,
      '32px 32px 0',
      '10px 10px 0 0',
    ),
  text: section(`<mj-text>%%TEXT%%</mj-text>`),
  code: section(
    `<mj-text font-size="32px" font-weight="700" letter-spacing="8px" color="${colors.brand}" padding="16px 0">%%CODE%%</mj-text>`,
  ),
  button: section(`<mj-button href="%%URL%%">%%LABEL%%</mj-button>`),
  facts: section(`<mj-table padding="16px 0" width="auto">${factRow}</mj-table>`),
  note: section(`<mj-text font-size="13px" color="${colors.muted}">%%TEXT%%</mj-text>`),
  html: section(`<mj-text css-class="article">%%HTML%%</mj-text>`),
  footer: section('<mj-spacer height="24px" />', '0 32px', '0 0 10px 10px') + margin,
};
export type SectionName = keyof typeof sections;
export const order = Object.keys(sections) as SectionName[];
export const marker = '<!--commons:section-->';

/** The whole MJML document: the given sections, in order, with a marker between two. */
export function mjmlDocument(body: readonly string[]): string {
  return `<mjml lang="en">
  <mj-head>
    <mj-title>%%SUBJECT%%</mj-title>
    <mj-attributes>
      <mj-all font-family="Segoe UI, Arial, sans-serif" />
      <mj-text font-size="15px" line-height="1.5" color="${colors.ink}" padding="8px 0" />
      <mj-button align="left" background-color="${colors.brand}" color="#ffffff" border-radius="6px" font-size="15px" font-weight="600" inner-padding="12px 20px" padding="16px 0" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="${colors.page}">
    ${body.join(`\n    <mj-raw>${marker}</mj-raw>\n    `)}
  </mj-body>
</mjml>`;
}

export interface Layout {
  /** The document up to and including the header section. */
  start: string;
  /** The footer section and the end of the document. */
  end: string;
  blocks: Record<EmailBlock['kind'], string>;
}
