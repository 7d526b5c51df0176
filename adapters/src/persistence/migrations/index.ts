import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121072519_initial } from './20261121072519-initial.ts';
import { Migration20261123091746_newsletter_subscribers } from './20261123091746-newsletter-subscribers.ts';
import { Migration20261123092109_history_tiers_and_actors } from './20261123092109-history-tiers-and-actors.ts';
import { Migration20261123110526_outbound_emails } from './20261123110526-outbound-emails.ts';
import { Migration20261123111421_billing_records } from './20261123111421-billing-records.ts';
import { Migration20261123111500_sign_in_codes_and_optional_passwords } from './20261123111500-sign-in-codes-and-optional-passwords.ts';
import { Migration20261123114720_member_search_indexes } from './20261123114720-member-search-indexes.ts';
import { Migration20261123122900_member_codes_and_erasure } from './20261123122900-member-codes-and-erasure.ts';
import { Migration20261123141858_billing_records_kept_on_erasure } from './20261123141858-billing-records-kept-on-erasure.ts';
import { Migration20261123142009_submissions_inbox_and_audit_log } from './20261123142009-submissions-inbox-and-audit-log.ts';
import { Migration20261123142054_article_featured_and_staff_list } from './20261123142054-article-featured-and-staff-list.ts';
import { Migration20261123142206_subscription_pending_plan_change } from './20261123142206-subscription-pending-plan-change.ts';
import { Migration20261123142240_subscriptions_past_due_since } from './20261123142240-subscriptions-past-due-since.ts';
import { Migration20261123142350_ad_caps_counted_views_and_filtered } from './20261123142350-ad-caps-counted-views-and-filtered.ts';
import { Migration20261125204608_received_payment_events } from './20261125204608-received-payment-events.ts';
import { Migration20261125204833_pending_tier_grants } from './20261125204833-pending-tier-grants.ts';
import { Migration20261125210157_subscriptions_ended_at } from './20261125210157-subscriptions-ended-at.ts';
import { Migration20261125221128_member_search_text } from './20261125221128-member-search-text.ts';
import { Migration20261126090000_article_visibility } from './20261126090000-article-visibility.ts';
import { Migration20261129000914_users_complimentary } from './20261129000914-users-complimentary.ts';
import { Migration20261129001112_article_sends } from './20261129001112-article-sends.ts';
import { Migration20261129001242_registration_proofs } from './20261129001242-registration-proofs.ts';
import { Migration20261129001306_ad_counted_view_days } from './20261129001306-ad-counted-view-days.ts';
import { Migration20261129001435_email_change_undos } from './20261129001435-email-change-undos.ts';
import { Migration20261129001722_sign_in_codes_and_known_devices } from './20261129001722-sign-in-codes-and-known-devices.ts';
import { Migration20261129002932_subscriptions_refunded_at } from './20261129002932-subscriptions-refunded-at.ts';
import { Migration20261129011500_rate_limits_unlogged } from './20261129011500-rate-limits-unlogged.ts';
import { Migration20261129015000_subscriber_sources } from './20261129015000-subscriber-sources.ts';
import { Migration20261129030000_scheduled_jobs } from './20261129030000-scheduled-jobs.ts';
import { Migration20261129040000_outbound_emails_reply_to } from './20261129040000-outbound-emails-reply-to.ts';
import { Migration20261129040100_subscriptions_action_required } from './20261129040100-subscriptions-action-required.ts';
import { Migration20261129050000_staff_roles } from './20261129050000-staff-roles.ts';
import { Migration20261129060000_insights_indexes } from './20261129060000-insights-indexes.ts';
import { Migration20261129070000_article_scheduling } from './20261129070000-article-scheduling.ts';
import { Migration20261129080000_article_covers } from './20261129080000-article-covers.ts';
import { Migration20261129090000_article_authors } from './20261129090000-article-authors.ts';
import { Migration20261129095000_article_tags } from './20261129095000-article-tags.ts';
import { Migration20261130000100_users_plan_index } from './20261130000100-users-plan-index.ts';
import { Migration20261130010000_payment_receipts } from './20261130010000-payment-receipts.ts';
import { Migration20261130020000_article_revisions } from './20261130020000-article-revisions.ts';
import { Migration20261130030000_sponsors } from './20261130030000-sponsors.ts';
import { Migration20261130030100_ad_creatives } from './20261130030100-ad-creatives.ts';
import { Migration20261130030200_ad_creative_daily_stats } from './20261130030200-ad-creative-daily-stats.ts';
import { Migration20261130040000_ad_zones } from './20261130040000-ad-zones.ts';
import { Migration20261130050000_sponsor_report_links } from './20261130050000-sponsor-report-links.ts';
import { Migration20261130050100_ad_hourly_stats } from './20261130050100-ad-hourly-stats.ts';
import { Migration20261201000100_sponsor_report_link_ids } from './20261201000100-sponsor-report-link-ids.ts';
import { Migration20261201000200_ad_creative_hourly_stats } from './20261201000200-ad-creative-hourly-stats.ts';

/**
 * Every migration, in order. `npm run migration:create -- <name>` writes a new file from the diff
 * between the entity schemas and a freshly migrated database; append its class here.
 */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121072519_initial', class: Migration20261121072519_initial },
  {
    name: 'Migration20261123091746_newsletter_subscribers',
    class: Migration20261123091746_newsletter_subscribers,
  },
  {
    name: 'Migration20261123092109_history_tiers_and_actors',
    class: Migration20261123092109_history_tiers_and_actors,
  },
  { name: 'Migration20261123110526_outbound_emails', class: Migration20261123110526_outbound_emails },
  { name: 'Migration20261123111421_billing_records', class: Migration20261123111421_billing_records },
  {
    name: 'Migration20261123111500_sign_in_codes_and_optional_passwords',
    class: Migration20261123111500_sign_in_codes_and_optional_passwords,
  },
  {
    name: 'Migration20261123114720_member_search_indexes',
    class: Migration20261123114720_member_search_indexes,
  },
  {
    name: 'Migration20261123122900_member_codes_and_erasure',
    class: Migration20261123122900_member_codes_and_erasure,
  },
  {
    name: 'Migration20261123141858_billing_records_kept_on_erasure',
    class: Migration20261123141858_billing_records_kept_on_erasure,
  },
  {
    name: 'Migration20261123142009_submissions_inbox_and_audit_log',
    class: Migration20261123142009_submissions_inbox_and_audit_log,
  },
  {
    name: 'Migration20261123142054_article_featured_and_staff_list',
    class: Migration20261123142054_article_featured_and_staff_list,
  },
  {
    name: 'Migration20261123142206_subscription_pending_plan_change',
    class: Migration20261123142206_subscription_pending_plan_change,
  },
  {
    name: 'Migration20261123142240_subscriptions_past_due_since',
    class: Migration20261123142240_subscriptions_past_due_since,
  },
  {
    name: 'Migration20261123142350_ad_caps_counted_views_and_filtered',
    class: Migration20261123142350_ad_caps_counted_views_and_filtered,
  },
  {
    name: 'Migration20261125204608_received_payment_events',
    class: Migration20261125204608_received_payment_events,
  },
  { name: 'Migration20261125204833_pending_tier_grants', class: Migration20261125204833_pending_tier_grants },
  {
    name: 'Migration20261125210157_subscriptions_ended_at',
    class: Migration20261125210157_subscriptions_ended_at,
  },
  { name: 'Migration20261125221128_member_search_text', class: Migration20261125221128_member_search_text },
  { name: 'Migration20261126090000_article_visibility', class: Migration20261126090000_article_visibility },
  { name: 'Migration20261129000914_users_complimentary', class: Migration20261129000914_users_complimentary },
  { name: 'Migration20261129001112_article_sends', class: Migration20261129001112_article_sends },
  { name: 'Migration20261129001242_registration_proofs', class: Migration20261129001242_registration_proofs },
  {
    name: 'Migration20261129001306_ad_counted_view_days',
    class: Migration20261129001306_ad_counted_view_days,
  },
  { name: 'Migration20261129001435_email_change_undos', class: Migration20261129001435_email_change_undos },
  {
    name: 'Migration20261129001722_sign_in_codes_and_known_devices',
    class: Migration20261129001722_sign_in_codes_and_known_devices,
  },
  {
    name: 'Migration20261129002932_subscriptions_refunded_at',
    class: Migration20261129002932_subscriptions_refunded_at,
  },
  {
    name: 'Migration20261129011500_rate_limits_unlogged',
    class: Migration20261129011500_rate_limits_unlogged,
  },
  { name: 'Migration20261129015000_subscriber_sources', class: Migration20261129015000_subscriber_sources },
  { name: 'Migration20261129030000_scheduled_jobs', class: Migration20261129030000_scheduled_jobs },
  {
    name: 'Migration20261129040000_outbound_emails_reply_to',
    class: Migration20261129040000_outbound_emails_reply_to,
  },
  {
    name: 'Migration20261129040100_subscriptions_action_required',
    class: Migration20261129040100_subscriptions_action_required,
  },
  { name: 'Migration20261129050000_staff_roles', class: Migration20261129050000_staff_roles },
  { name: 'Migration20261129060000_insights_indexes', class: Migration20261129060000_insights_indexes },
  { name: 'Migration20261129070000_article_scheduling', class: Migration20261129070000_article_scheduling },
  { name: 'Migration20261129080000_article_covers', class: Migration20261129080000_article_covers },
  { name: 'Migration20261129090000_article_authors', class: Migration20261129090000_article_authors },
  { name: 'Migration20261129095000_article_tags', class: Migration20261129095000_article_tags },
  { name: 'Migration20261130000100_users_plan_index', class: Migration20261130000100_users_plan_index },
  { name: 'Migration20261130010000_payment_receipts', class: Migration20261130010000_payment_receipts },
  { name: 'Migration20261130020000_article_revisions', class: Migration20261130020000_article_revisions },
  { name: 'Migration20261130030000_sponsors', class: Migration20261130030000_sponsors },
  { name: 'Migration20261130030100_ad_creatives', class: Migration20261130030100_ad_creatives },
  {
    name: 'Migration20261130030200_ad_creative_daily_stats',
    class: Migration20261130030200_ad_creative_daily_stats,
  },
  { name: 'Migration20261130040000_ad_zones', class: Migration20261130040000_ad_zones },
  {
    name: 'Migration20261130050000_sponsor_report_links',
    class: Migration20261130050000_sponsor_report_links,
  },
  { name: 'Migration20261130050100_ad_hourly_stats', class: Migration20261130050100_ad_hourly_stats },
  {
    name: 'Migration20261201000100_sponsor_report_link_ids',
    class: Migration20261201000100_sponsor_report_link_ids,
  },
  {
    name: 'Migration20261201000200_ad_creative_hourly_stats',
    class: Migration20261201000200_ad_creative_hourly_stats,
  },
];
