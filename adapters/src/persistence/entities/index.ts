import { AuditEventEntity } from './audit.ts';
import {
  AdCampaignEntity,
  AdCountedViewEntity,
  AdCreativeDailyStatEntity,
  AdCreativeHourlyStatEntity,
  AdCreativeEntity,
  AdDailyStatEntity,
  AdHourlyStatEntity,
  AdSlotEntity,
  AdViewerDayEntity,
  SponsorEntity,
} from './ads.ts';
import { PaymentEntity, ReceiptNumberEntity, SubscriptionEntity } from './billing.ts';
import {
  ContactInquiryEntity,
  F100ApplicationEntity,
  MembershipApplicationEntity,
  PartnershipInquiryEntity,
  SubmissionNoteEntity,
} from './community.ts';
import { EmailChangeUndoEntity } from './email-change-undos.ts';
import { SponsorReportLinkEntity } from './sponsor-report-links.ts';
import {
  ArticleAuthorEntity,
  ArticleEntity,
  ArticleRevisionEntity,
  ArticleTagEntity,
  TagEntity,
} from './knowledge.ts';
import { MemberCodeEntity } from './member-codes.ts';
import {
  ArticleSendEntity,
  ArticleSendRecipientEntity,
  MailSuppressionEntity,
  NewsletterSubscriberEntity,
} from './newsletter.ts';
import { OutboundEmailEntity } from './outbound-emails.ts';
import { RateLimitEntity } from './rate-limits.ts';
import { RegistrationProofEntity } from './registration-proofs.ts';
import { ReceivedPaymentEventEntity } from './received-payment-events.ts';
import { ScheduledJobEntity } from './scheduled-jobs.ts';
import { KnownDeviceEntity, SignInCodeEntity } from './sign-in.ts';
import {
  MembershipStatusChangeEntity,
  PendingTierGrantEntity,
  ProcessedPaymentEventEntity,
  SessionEntity,
  UserEntity,
} from './users.ts';

export * from './ads.ts';
export * from './audit.ts';
export * from './billing.ts';
export * from './community.ts';
export * from './email-change-undos.ts';
export * from './knowledge.ts';
export * from './member-codes.ts';
export * from './newsletter.ts';
export * from './outbound-emails.ts';
export * from './rate-limits.ts';
export * from './received-payment-events.ts';
export * from './scheduled-jobs.ts';
export * from './sign-in.ts';
export * from './registration-proofs.ts';
export * from './users.ts';

export const entities = [
  UserEntity,
  SessionEntity,
  MembershipStatusChangeEntity,
  ProcessedPaymentEventEntity,
  MemberCodeEntity,
  MembershipApplicationEntity,
  F100ApplicationEntity,
  PartnershipInquiryEntity,
  ContactInquiryEntity,
  ArticleEntity,
  TagEntity,
  ArticleTagEntity,
  ArticleAuthorEntity,
  ArticleRevisionEntity,
  AdSlotEntity,
  SponsorEntity,
  SponsorReportLinkEntity,
  AdCampaignEntity,
  AdCreativeEntity,
  AdCreativeDailyStatEntity,
  AdCreativeHourlyStatEntity,
  AdDailyStatEntity,
  AdHourlyStatEntity,
  AdCountedViewEntity,
  AdViewerDayEntity,
  RateLimitEntity,
  NewsletterSubscriberEntity,
  OutboundEmailEntity,
  SubscriptionEntity,
  PaymentEntity,
  ReceiptNumberEntity,
  SubmissionNoteEntity,
  AuditEventEntity,
  ReceivedPaymentEventEntity,
  PendingTierGrantEntity,
  ArticleSendEntity,
  ArticleSendRecipientEntity,
  MailSuppressionEntity,
  EmailChangeUndoEntity,
  SignInCodeEntity,
  KnownDeviceEntity,
  RegistrationProofEntity,
  ScheduledJobEntity,
];
