import { describe, expect, it } from 'vitest';
import { callToAction, storedReader } from './access.ts';

/** An Explorer in good standing, as the server reads one. */
const explorerViewer = { signedIn: true, reader: { tier: 'explorer' as const } };

const explorer = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'explorer@example.org',
  firstName: 'Ada',
  lastName: 'Obi',
  membershipTier: 'explorer' as const,
  membershipStatus: 'active' as const,
  emailVerified: true,
};

describe('the call to action on a locked article', () => {
  it('asks a signed-in Explorer to upgrade to the cheapest paid tier on a paid article', () => {
    const cta = callToAction({ visibility: 'paid', tiers: [] }, explorerViewer);

    expect(cta.text).toBe('Upgrade to Builder to read the rest of it.');
    expect(cta.actions[0]).toMatchObject({ label: 'Upgrade to Builder', to: '/dashboard#membership' });
  });

  it('offers an Explorer Catalyst, not the teenagers’ Guardian tier, for a Catalyst and Guardian article', () => {
    const cta = callToAction({ visibility: 'tiers', tiers: ['catalyst', 'guardian'] }, explorerViewer);

    expect(cta.heading).toBe('This article is for Catalyst and Guardian members');
    expect(cta.actions.map((action) => action.label)).toEqual(['Upgrade to Catalyst', 'Compare the tiers']);
  });

  it('offers Guardian when only Guardian unlocks it', () => {
    const cta = callToAction({ visibility: 'tiers', tiers: ['guardian'] }, explorerViewer);

    expect(cta.actions[0]?.label).toBe('Upgrade to Guardian');
  });
});

describe('the stored reader', () => {
  it('is staff for an admin, who reads every article', () => {
    expect(storedReader({ ...explorer, membershipTier: null, staffRole: 'admin' })).toEqual({
      tier: null,
      staff: true,
    });
  });
});
