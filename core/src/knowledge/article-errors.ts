import { DomainError } from '../shared/domain-error.ts';
import { articleMessages } from './article-schemas.ts';

export const articleNotFoundMessage = 'Article not found';

export const articleNotFound = () => new DomainError('NOT_FOUND', articleNotFoundMessage);

/** Raised by the repositories, which alone can tell (the unique index) that a slug is taken. */
export const articleSlugTaken = () =>
  new DomainError('CONFLICT', articleMessages.slugTaken, { fields: { slug: articleMessages.slugTaken } });

export const revisionNotFound = () => new DomainError('NOT_FOUND', 'Revision not found');
