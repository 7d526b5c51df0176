import { defineEntity, p } from '@mikro-orm/core';
import { SponsorEntity } from './ads.ts';
import { timestamp } from './columns.ts';

/** A sponsor's one report link: its random id, which the signed token names (the token is never stored). */
export const SponsorReportLinkEntity = defineEntity({
  name: 'SponsorReportLink',
  tableName: 'sponsor_report_links',
  properties: {
    sponsor: () => p.manyToOne(SponsorEntity).mapToPk().primary().deleteRule('cascade'),
    linkId: p.uuid().unique('sponsor_report_links_link_id_unique'),
    issuedAt: timestamp(),
  },
});
