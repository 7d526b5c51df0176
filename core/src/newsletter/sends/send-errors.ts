import { DomainError } from '../../shared/domain-error.ts';

export const sendMessagesOf = {
  notFound: 'Send not found',
  notPublished: 'Publish the article, or schedule its publication, before sending it by e-mail',
  notScheduled: 'Only a scheduled send can be cancelled',
} as const;

export const sendNotFound = () => new DomainError('NOT_FOUND', sendMessagesOf.notFound);
