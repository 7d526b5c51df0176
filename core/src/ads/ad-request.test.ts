import { describe, expect, it } from 'vitest';
import { parseAdRequest } from './ad-request.ts';

describe('parseAdRequest', () => {
  it('requires one of the known slots', () => {
    expect(() => parseAdRequest({})).toThrow(
      expect.objectContaining({ code: 'VALIDATION', message: 'Ad slot is required' }),
    );
    expect(() => parseAdRequest({ slot: 'sidebar' })).toThrow(
      expect.objectContaining({ code: 'VALIDATION', message: 'Unknown ad slot' }),
    );
  });

  it('trims and lower-cases the targeting values, and drops blank ones', () => {
    expect(
      parseAdRequest({ slot: 'dashboard-footer', tier: ' Builder ', sector: '  ', country: 'NG' }),
    ).toEqual({
      slotId: 'dashboard-footer',
      tier: 'builder',
      sector: undefined,
      country: 'ng',
      category: undefined,
    });
  });

  it("takes a public zone's slot and the page's category", () => {
    expect(parseAdRequest({ slot: 'article-footer', category: ' Research ' })).toEqual({
      slotId: 'article-footer',
      tier: undefined,
      sector: undefined,
      country: undefined,
      category: 'research',
    });
  });
});
