import { describe, expect, it } from 'vitest';
import type { RegistrationProofs } from '../registration-proofs.ts';

export interface RegistrationProofsHarness {
  proofs: RegistrationProofs;
  /** A new registration each call, for the proofs to name. */
  aMemberId: () => Promise<string>;
}

const now = new Date('2026-03-01T10:00:00.000Z');
const inAnHour = new Date('2026-03-01T11:00:00.000Z');

/** The behaviour every RegistrationProofs must have; `create` returns an empty store. */
export function registrationProofsContract(
  name: string,
  create: () => Promise<RegistrationProofsHarness>,
): void {
  describe(`RegistrationProofs contract: ${name}`, () => {
    it('proves the registration it was issued for until it expires', async () => {
      const { proofs, aMemberId } = await create();
      const memberId = await aMemberId();

      const issued = await proofs.issue(memberId, inAnHour);

      expect(issued.expiresAt).toEqual(inAnHour);
      expect(await proofs.find(issued.token, now)).toEqual({
        memberId,
        expiresAt: inAnHour,
        openedCheckout: false,
      });
      expect(await proofs.find(issued.token, inAnHour)).toBeNull();
    });

    it('issues unguessable tokens that prove nothing for another registration', async () => {
      const { proofs, aMemberId } = await create();
      const [first, second] = [await aMemberId(), await aMemberId()];

      const one = await proofs.issue(first, inAnHour);
      const other = await proofs.issue(second, inAnHour);

      expect(one.token).not.toBe(other.token);
      expect((await proofs.find(other.token, now))?.memberId).toBe(second);
      expect(await proofs.find(`${one.token}x`, now)).toBeNull();
      expect(await proofs.find('', now)).toBeNull();
    });

    it('ends the earlier proof of a registration issued a new one', async () => {
      const { proofs, aMemberId } = await create();
      const memberId = await aMemberId();
      const earlier = await proofs.issue(memberId, inAnHour);
      await proofs.noteCheckoutOpened(earlier.token);

      const later = await proofs.issue(memberId, inAnHour);

      expect(await proofs.find(earlier.token, now)).toBeNull();
      expect(await proofs.find(later.token, now)).toMatchObject({ memberId, openedCheckout: false });
    });

    it('notes a checkout opened with the current proof, and none with a replaced one', async () => {
      const { proofs, aMemberId } = await create();
      const memberId = await aMemberId();
      const earlier = await proofs.issue(memberId, inAnHour);
      const later = await proofs.issue(memberId, inAnHour);

      await proofs.noteCheckoutOpened(earlier.token);
      expect(await proofs.find(later.token, now)).toMatchObject({ openedCheckout: false });

      await proofs.noteCheckoutOpened(later.token);
      expect(await proofs.find(later.token, now)).toMatchObject({ openedCheckout: true });
    });
  });
}
