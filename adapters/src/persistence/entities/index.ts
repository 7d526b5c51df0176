import { AdCampaignEntity, AdDailyStatEntity, AdSlotEntity } from './ads.ts';
import {
  ContactInquiryEntity,
  F100ApplicationEntity,
  MembershipApplicationEntity,
  PartnershipInquiryEntity,
} from './community.ts';
import { ArticleEntity } from './knowledge.ts';
import { NewsletterSubscriberEntity } from './newsletter.ts';
import { RateLimitEntity } from './rate-limits.ts';
import {
  MembershipStatusChangeEntity,
  ProcessedPaymentEventEntity,
  SessionEntity,
  UserEntity,
} from './users.ts';

export * from './ads.ts';
export * from './community.ts';
export * from './knowledge.ts';
export * from './newsletter.ts';
export * from './rate-limits.ts';
export * from './users.ts';

export const entities = [
  UserEntity,
  SessionEntity,
  MembershipStatusChangeEntity,
  ProcessedPaymentEventEntity,
  MembershipApplicationEntity,
  F100ApplicationEntity,
  PartnershipInquiryEntity,
  ContactInquiryEntity,
  ArticleEntity,
  AdSlotEntity,
  AdCampaignEntity,
  AdDailyStatEntity,
  RateLimitEntity,
  NewsletterSubscriberEntity,
];
