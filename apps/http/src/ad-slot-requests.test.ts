import { describe, expect, it } from 'vitest';
import { adSlotRequests } from './ad-slot-requests.ts';

describe('adSlotRequests', () => {
  it('reads the four fields, each by its first value, as the eligibility rules compare them', () => {
    const read = adSlotRequests();

    expect(read('slot=dashboard-primary&tier=Builder&sector=%20Energy%20&country=NG&country=KE')).toEqual({
      slotId: 'dashboard-primary',
      tier: 'builder',
      sector: 'energy',
      country: 'ng',
    });
  });

  it('answers a query string seen before with the request it gave', () => {
    const read = adSlotRequests();
    const first = read('slot=dashboard-footer&country=GH');

    expect(read('slot=dashboard-footer&country=GH')).toBe(first);
    expect(read('country=GH&slot=dashboard-footer')).not.toBe(first);
    expect(read('country=GH&slot=dashboard-footer')).toEqual(first);
  });

  it('fails an invalid query every time it is asked', () => {
    const read = adSlotRequests();

    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(() => read('slot=sidebar')).toThrow(expect.objectContaining({ message: 'Unknown ad slot' }));
      expect(() => read('tier=builder')).toThrow(expect.objectContaining({ message: 'Ad slot is required' }));
    }
  });

  it('holds a bounded number of query strings, letting the oldest go first', () => {
    const read = adSlotRequests();
    const oldest = read('slot=dashboard-primary&tier=0');
    const kept = read('slot=dashboard-primary&tier=1');
    for (let index = 2; index <= 4096; index += 1) read(`slot=dashboard-primary&tier=${index}`);

    expect(read('slot=dashboard-primary&tier=1')).toBe(kept);
    expect(read('slot=dashboard-primary&tier=0')).not.toBe(oldest);
  });

  it('does not keep very long query strings', () => {
    const read = adSlotRequests();
    const long = `slot=dashboard-primary&sector=${'x'.repeat(190)}&country=${'y'.repeat(60)}`;

    expect(read(long)).not.toBe(read(long));
    expect(read(long)).toEqual(read(long));
  });
});
