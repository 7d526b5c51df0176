/**
 * The sponsor's report link: one per sponsor at most, kept as the SHA-256 digest of its token only
 * (as sessions are), so a copy of the database opens no report.
 */
export interface SponsorReportLinks {
  /** Makes this digest the sponsor's one link, issued at `issuedAt`: any earlier link stops working. */
  replace(sponsorId: string, tokenDigest: string, issuedAt: Date): Promise<void>;
  /** Ends the sponsor's link; false when it had none. */
  revoke(sponsorId: string): Promise<boolean>;
  /** The sponsor whose current link has this digest; null for any other digest. */
  sponsorOf(tokenDigest: string): Promise<string | null>;
  /** When the sponsor's current link was issued; null without one. */
  issuedAt(sponsorId: string): Promise<Date | null>;
}

/** Where a report link opens (`/sponsor-report/<token>`), shared by the mail, the console and the driver. */
export const sponsorReportPath = '/sponsor-report';

/** The full address of a report link on the site at `publicUrl`. */
export function sponsorReportUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}${sponsorReportPath}/${encodeURIComponent(token)}`;
}
