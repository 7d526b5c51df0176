import { DomainError } from '../shared/domain-error.ts';

export const authorNotFound = () => new DomainError('NOT_FOUND', 'Author not found');
