import { isDomainError } from '../shared/domain-error.ts';
import type { Clock } from '../shared/clock.ts';
import type { SecretGenerator } from './secret-generator.ts';

type MembershipIdDeps = { clock: Clock; secrets: Pick<SecretGenerator, 'randomDigits'> };

/** "MC-2026-000123": the year of joining and six random digits. Not a secret, just unique. */
export function drawMembershipId(deps: MembershipIdDeps): string {
  return `MC-${deps.clock.now().getUTCFullYear()}-${deps.secrets.randomDigits(6)}`;
}

const attempts = 8;

/**
 * Runs `create` with freshly drawn ids until one is free. The repository's unique index decides
 * (CONFLICT); with a million numbers a year, a retry is rare and eight in a row are not expected.
 */
export async function withUniqueMembershipId<T>(
  deps: MembershipIdDeps,
  create: (membershipId: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await create(drawMembershipId(deps));
    } catch (error) {
      const clash = isDomainError(error) && error.code === 'CONFLICT';
      if (!clash || attempt >= attempts) throw error;
    }
  }
}
