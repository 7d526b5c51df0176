/**
 * The sponsor's report link: one per sponsor at most. Its token is signed, not stored: the store
 * keeps a random link id, and the token is that id with a tag only the server's key makes, so a
 * copy of the database opens no report while the current link can be read back for the weekly
 * mail and the console.
 */
export interface SponsorReportLinks {
  /** Makes a new link the sponsor's one, issued at `issuedAt`, and answers its token: any earlier link stops working. */
  issue(sponsorId: string, issuedAt: Date): Promise<string>;
  /** Ends the sponsor's link; false when it had none. */
  revoke(sponsorId: string): Promise<boolean>;
  /** The token of the sponsor's current link, the same each time it is asked; null without one. */
  currentToken(sponsorId: string): Promise<string | null>;
  /** The sponsor whose current link this token is; null for a malformed, forged, replaced or revoked one. */
  sponsorOf(token: string): Promise<string | null>;
  /** When the sponsor's current link was issued; null without one. */
  issuedAt(sponsorId: string): Promise<Date | null>;
}

/** Where a report link opens (`/sponsor-report/<token>`), shared by the mail, the console and the driver. */
export const sponsorReportPath = '/sponsor-report';

/** The full address of a report link on the site at `publicUrl`. */
export function sponsorReportUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}${sponsorReportPath}/${encodeURIComponent(token)}`;
}
