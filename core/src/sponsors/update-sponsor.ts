import { parseInput } from '../shared/validation.ts';
import type { Sponsor, SponsorFields } from './sponsor.ts';
import { checkWeeklyReport, recordSponsorChange, type SponsorAuthoringDeps } from './sponsor-change.ts';
import { sponsorNotFound } from './sponsor-errors.ts';
import { updateSponsorSchema } from './sponsor-schema.ts';

/**
 * Applies the fields sent and leaves the rest. Clearing the contact e-mail switches the weekly
 * report off, unless the same change asks for it (then it is refused).
 */
export async function updateSponsor(
  deps: Omit<SponsorAuthoringDeps, 'campaigns'>,
  id: string,
  input: unknown,
  adminId: string | null,
): Promise<Sponsor> {
  const command = parseInput(updateSponsorSchema, input);
  return deps.transactions.run(async () => {
    const existing = await deps.sponsors.findById(id);
    if (!existing) throw sponsorNotFound();
    const changes: Partial<SponsorFields> = Object.fromEntries(
      Object.entries(command).filter(([, value]) => value !== undefined),
    );
    if (changes.contactEmail === null && changes.weeklyReport === undefined) changes.weeklyReport = false;
    checkWeeklyReport({ ...existing, ...changes });
    if (Object.keys(changes).length === 0) return existing;
    const updated = await deps.sponsors.update(id, changes);
    await recordSponsorChange(deps, updated, 'edited', adminId);
    return updated;
  });
}
