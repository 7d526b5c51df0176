/**
 * Compiles the e-mail layout with MJML: for `npm run mail:layout` (which writes
 * email-layout.generated.ts) and for the tests that check the generated file and the renderer.
 */
import mjml2html from 'mjml';
import type { EmailContent } from '../email-content.ts';
import {
  factRow,
  marker,
  mjmlDocument,
  order,
  sections,
  type Layout,
  type SectionName,
} from '../email-layout.ts';
import { blockValues, escapeHtml, fill } from '../render-email.ts';

export async function compileLayout(): Promise<Layout> {
  const { html } = await mjml2html(mjmlDocument(order.map((name) => sections[name])), {
    validationLevel: 'strict',
  });
  const parts = html.split(marker);
  if (parts.length !== order.length) throw new Error('The e-mail layout did not compile into its sections');
  const compiled = Object.fromEntries(order.map((name, index) => [name, parts[index]!])) as Record<
    SectionName,
    string
  >;
  if (!compiled.facts.includes(factRow)) throw new Error('The e-mail layout lost its fact row');
  return {
    start: compiled.header,
    end: compiled.footer,
    blocks: {
      text: compiled.text,
      code: compiled.code,
      button: compiled.button,
      facts: compiled.facts.replace(factRow, '%%ROWS%%'),
      note: compiled.note,
      html: compiled.html,
    },
  };
}

/**
 * The slow path the layout cache stands for: MJML compiling the whole message, values filled in
 * first. Tests compare the two; nothing else should need it.
 */
export async function compileWholeEmail(siteName: string, content: EmailContent): Promise<string> {
  const page = { SUBJECT: escapeHtml(content.subject), SITE: escapeHtml(siteName) };
  const body = [
    fill(sections.header, page),
    ...content.blocks.map((block) =>
      fill(
        block.kind === 'facts' ? sections.facts.replace(factRow, '%%ROWS%%') : sections[block.kind],
        blockValues(block),
      ),
    ),
    sections.footer,
  ];
  const { html } = await mjml2html(fill(mjmlDocument(body), page), { validationLevel: 'strict' });
  return html.split(marker).join('');
}
