import { useMutation } from '@tanstack/react-query';
import type { NewsletterSignup } from '@commons/core/newsletter/schemas';
import { apiRequest } from '../../../lib/api.ts';

/** The server's answer: the same for a new and a known address (it never says which). */
export interface SubscribeAnswer {
  message: string;
}

/** POST /api/newsletter: asks for a confirmation e-mail (double opt-in). */
export const subscribeToNewsletter = (signup: NewsletterSignup) =>
  apiRequest<SubscribeAnswer>('POST', '/api/newsletter', signup);

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
