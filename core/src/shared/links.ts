/** A link the site mails: its public URL, a path of the site and the link's one-time token. */
export const linkWithToken = (publicUrl: string, path: string, token: string): string =>
  `${publicUrl}${path}?token=${encodeURIComponent(token)}`;
