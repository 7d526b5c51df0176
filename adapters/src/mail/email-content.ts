/**
 * Every e-mail of the site is data: a subject and a list of blocks. One renderer turns the blocks
 * into the HTML part and the plain-text part, so the two never drift apart and no template writes
 * HTML by hand (strings are escaped by the renderer).
 */
export type EmailBlock =
  | { kind: 'text'; text: string }
  /** A one-time code, shown large. */
  | { kind: 'code'; code: string }
  | { kind: 'button'; label: string; url: string }
  /** Label and value rows, e.g. a receipt. */
  | { kind: 'facts'; rows: readonly (readonly [label: string, value: string])[] }
  /** Small print under the message. */
  | { kind: 'note'; text: string }
  /** Sanitised HTML (an article's body, from the ArticleRenderer) with its plain-text twin. */
  | { kind: 'html'; html: string; text: string };

export interface EmailContent {
  subject: string;
  blocks: readonly EmailBlock[];
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}
