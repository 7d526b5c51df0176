/**
 * Renders an EmailContent into the site's card layout (HTML, by MJML: responsive and table-based,
 * so Outlook and phones show the same card) and its plain-text twin.
 *
 * MJML 5 compiles asynchronously, in tens of milliseconds, and takes seconds to load, so the layout
 * is compiled ahead of time (email-layout.ts, `npm run mail:layout`): every block kind is one MJML
 * section with placeholders, cut apart at markers. Rendering a message is picking the compiled
 * section of each block and filling in its escaped text: synchronous, a fraction of a millisecond,
 * and no MJML at run time.
 */
import type { EmailBlock, EmailContent, RenderedEmail } from './email-content.ts';
import { factRow } from './email-layout.ts';
import { compiledLayout as layout } from './email-layout.generated.ts';

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Fills %%NAME%% placeholders in one pass, so a value is never read as a placeholder itself. */
export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/%%([A-Z]+)%%/g, (placeholder, name: string) => values[name] ?? placeholder);

/** The values of a block's placeholders, escaped (rows are built from escaped cells). */
export function blockValues(block: EmailBlock): Record<string, string> {
  switch (block.kind) {
    case 'text':
    case 'note':
      return { TEXT: escapeHtml(block.text) };
    case 'code':
      return { CODE: escapeHtml(block.code) };
    case 'button':
      return { URL: escapeHtml(block.url), LABEL: escapeHtml(block.label) };
    case 'html':
      return { HTML: block.html };
    case 'facts':
      return {
        ROWS: block.rows
          .map(([label, value]) => fill(factRow, { LABEL: escapeHtml(label), VALUE: escapeHtml(value) }))
          .join(''),
      };
  }
}

function blockText(block: EmailBlock): string {
  switch (block.kind) {
    case 'text':
    case 'note':
    case 'html':
      return block.text;
    case 'code':
      return `    ${block.code}`;
    case 'button':
      return `${block.label}: ${block.url}`;
    case 'facts':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
  }
}

export function renderEmail(siteName: string, content: EmailContent): RenderedEmail {
  const page = { SUBJECT: escapeHtml(content.subject), SITE: escapeHtml(siteName) };
  const html = [
    fill(layout.start, page),
    ...content.blocks.map((block) => fill(layout.blocks[block.kind], blockValues(block))),
    fill(layout.end, page),
  ].join('');
  const text = [...content.blocks.map(blockText), siteName].join('\n\n');
  return { subject: content.subject, text, html };
}
