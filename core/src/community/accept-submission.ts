import type { z } from 'zod';
import type { Clock } from '../shared/clock.ts';
import type { Random } from '../shared/random.ts';
import type { RateLimit, RateLimiter } from '../shared/rate-limiter.ts';
import { enforceRateLimits } from '../shared/rate-limits.ts';
import { withinRecipientCap } from '../shared/recipient-caps.ts';
import type { Transactions } from '../shared/transactions.ts';
import { parseInput } from '../shared/validation.ts';
import type { ApplicationRepository } from './application-repository.ts';
import { honeypotFieldName, honeypotFilled } from './fields.ts';
import { newRecordId } from './record-id.ts';
import { announceSubmission, type AnnouncementDeps } from './announce-submission.ts';
import type { SubmissionSummary } from './submission-inbox.ts';
import type { SubmissionReceipt } from './submissions.ts';

/** Each public form accepts 10 submissions per hour from one IP address. */
export const communityFormRateLimit: RateLimit = { points: 10, windowSeconds: 60 * 60 };

export type CommunityForm = 'f100' | 'partnership' | 'contact';

export interface SubmissionDeps extends AnnouncementDeps {
  applications: ApplicationRepository;
  rateLimiter: RateLimiter;
  clock: Clock;
  random: Random;
  transactions: Transactions;
}

export interface SubmissionCommand {
  /** The untrusted request body. */
  input: unknown;
  /** The submitter's IP address, for the rate limit. */
  clientIp: string;
}

/**
 * The steps every community form shares: count the attempt against the IP's hourly limit; answer a
 * filled honeypot with a receipt for a record that is never stored (so bots learn nothing); validate;
 * store with a fresh id and the current time; then tell the staff and thank the submitter (both
 * through the mail outbox, in the same transaction as the record, so a mail server being down or a
 * crash loses nothing). Anyone may type anyone's address, so the thanks to one address are capped
 * per day: past the cap the submission is stored and the staff told as ever, only the thanks are
 * left out, and the answer is the same (nobody learns what others sent).
 */
export async function acceptSubmission<S extends z.ZodObject & z.ZodType<{ email: string }>>(
  deps: SubmissionDeps,
  form: CommunityForm,
  schema: S,
  command: SubmissionCommand,
  store: (
    record: Omit<z.output<S>, typeof honeypotFieldName> & { id: string; submittedAt: Date },
  ) => Promise<SubmissionSummary>,
): Promise<SubmissionReceipt> {
  await enforceRateLimits(deps.rateLimiter, [
    { key: `community:${form}:ip:${command.clientIp}`, limit: communityFormRateLimit },
  ]);
  if (honeypotFilled(command.input)) return { id: newRecordId(deps.random) };
  const parsed: z.output<S> = parseInput(schema, command.input);
  const { [honeypotFieldName]: _honeypot, ...fields } = parsed;
  const id = newRecordId(deps.random);
  // Counted before the transaction: the limiter is not part of it.
  const acknowledge = await withinRecipientCap(deps.rateLimiter, 'acknowledgement', parsed.email);
  await deps.transactions.run(async () => {
    const summary = await store({
      ...(fields as Omit<z.output<S>, typeof honeypotFieldName>),
      id,
      submittedAt: deps.clock.now(),
    });
    await announceSubmission(deps, summary, { acknowledge });
  });
  return { id };
}
