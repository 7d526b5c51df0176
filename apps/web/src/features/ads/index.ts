/** The ads feature as other features may use it. */
export { useAdSlot, type AdTargeting } from './api/ad-slot.ts';
export { AdSlot } from './components/ad-slot.tsx';
export { SponsorZone } from './components/sponsor-zone.tsx';
