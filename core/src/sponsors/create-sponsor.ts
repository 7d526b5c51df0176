import { parseInput } from '../shared/validation.ts';
import type { Sponsor } from './sponsor.ts';
import { checkWeeklyReport, recordSponsorChange, type SponsorAuthoringDeps } from './sponsor-change.ts';
import { createSponsorSchema } from './sponsor-schema.ts';

/** Stores a sponsor; its weekly report is on by default when it has a contact e-mail. */
export async function createSponsor(
  deps: Omit<SponsorAuthoringDeps, 'campaigns'>,
  input: unknown,
  adminId: string | null,
): Promise<Sponsor> {
  const command = parseInput(createSponsorSchema, input);
  const fields = { ...command, weeklyReport: command.weeklyReport ?? command.contactEmail !== null };
  checkWeeklyReport(fields);
  return deps.transactions.run(async () => {
    const created = await deps.sponsors.create(fields);
    await recordSponsorChange(deps, created, 'created', adminId);
    return created;
  });
}
