import { defineEntity, p } from '@mikro-orm/core';
import { SponsorEntity } from './ads.ts';
import { timestamp } from './columns.ts';

/** A sponsor's one report link, kept as the digest of its token only. */
export const SponsorReportLinkEntity = defineEntity({
  name: 'SponsorReportLink',
  tableName: 'sponsor_report_links',
  properties: {
    sponsor: () => p.manyToOne(SponsorEntity).mapToPk().primary().deleteRule('cascade'),
    tokenDigest: p.string().columnType('text').unique('sponsor_report_links_token_digest_unique'),
    issuedAt: timestamp(),
  },
});
