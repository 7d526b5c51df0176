import type { SponsorFields } from '../sponsor.ts';

let sequence = 0;

/** Valid fields of a sponsor with a contact and the weekly report off; override what the test is about. */
export function sponsorFields(overrides: Partial<SponsorFields> = {}): SponsorFields {
  sequence += 1;
  return {
    name: `Sponsor ${sequence}`,
    contactName: `Contact ${sequence}`,
    contactEmail: `contact${sequence}@sponsor.example.com`,
    weeklyReport: false,
    ...overrides,
  };
}
