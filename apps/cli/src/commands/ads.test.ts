import { aCampaign } from '@commons/core/ads/testing/campaign-builder';
import { describe, expect, it } from 'vitest';
import { campaignsTable } from './ads.ts';

describe('npm run cli -- ads:list', () => {
  it('shows a campaign whose start is ahead as scheduled, as the console does', () => {
    const later = { ...aCampaign({ name: 'Later' }), state: 'scheduled' as const, ctr: 0 };
    const now = { ...aCampaign({ name: 'Now' }), state: 'active' as const, ctr: 0 };

    const listed = campaignsTable([later, now]);

    expect(listed).toMatch(/\sscheduled\s.*Later$/m);
    expect(listed).toMatch(/\sactive\s.*Now$/m);
  });
});
