import { describe, expect, it } from 'vitest';
import type { ApplicationRepository } from '../application-repository.ts';
import { aContactInquiry, anF100Application, aPartnershipInquiry } from './submission-builders.ts';

/** The behaviour every ApplicationRepository must have; run against the fake and each real adapter. */
export function applicationRepositoryContract(
  name: string,
  create: () => Promise<ApplicationRepository>,
): void {
  describe(`ApplicationRepository contract: ${name}`, () => {
    it('round-trips every field of an F100 application, optional ones set and empty', async () => {
      const repository = await create();
      const full = anF100Application({
        linkedinUrl: 'https://www.linkedin.com/in/amina',
        websiteUrl: 'https://amina.example.com',
        submittedAt: new Date('2026-03-02T08:30:00.000Z'),
      });
      const bare = anF100Application({ submittedAt: new Date('2026-03-01T08:30:00.000Z') });
      await repository.addF100Application(full);
      await repository.addF100Application(bare);

      expect(await repository.listF100Applications()).toEqual([full, bare]);
    });

    it('round-trips every field of a partnership inquiry, optional ones set and empty', async () => {
      const repository = await create();
      const full = aPartnershipInquiry({
        phone: '+234 801 234 5678',
        budget: 'To be discussed',
        timeline: 'Within 6 months',
        sector: 'NGO/Development',
        submittedAt: new Date('2026-03-02T08:30:00.000Z'),
      });
      const bare = aPartnershipInquiry({ submittedAt: new Date('2026-03-01T08:30:00.000Z') });
      await repository.addPartnershipInquiry(full);
      await repository.addPartnershipInquiry(bare);

      expect(await repository.listPartnershipInquiries()).toEqual([full, bare]);
    });

    it('round-trips a contact inquiry', async () => {
      const repository = await create();
      const inquiry = aContactInquiry({ message: 'Line one.\n\nLine two — with “quotes”.' });
      await repository.addContactInquiry(inquiry);

      expect(await repository.listContactInquiries()).toEqual([inquiry]);
    });

    it('lists newest first and keeps the three kinds apart', async () => {
      const repository = await create();
      const older = aContactInquiry({ submittedAt: new Date('2026-01-01T00:00:00.000Z') });
      const newer = aContactInquiry({ submittedAt: new Date('2026-02-01T00:00:00.000Z') });
      await repository.addContactInquiry(older);
      await repository.addContactInquiry(newer);
      await repository.addF100Application(anF100Application());

      expect((await repository.listContactInquiries()).map((inquiry) => inquiry.id)).toEqual([
        newer.id,
        older.id,
      ]);
      expect(await repository.listF100Applications()).toHaveLength(1);
      expect(await repository.listPartnershipInquiries()).toEqual([]);
    });

    it('finds every form sent from an address, whatever its case, and no other', async () => {
      const repository = await create();
      const f100 = anF100Application({ email: 'Ada@Example.org' });
      const partnership = aPartnershipInquiry({ email: 'ada@example.org' });
      const contact = aContactInquiry({ email: 'ada@example.org' });
      await repository.addF100Application(f100);
      await repository.addPartnershipInquiry(partnership);
      await repository.addContactInquiry(contact);
      await repository.addContactInquiry(aContactInquiry({ email: 'someone@example.org' }));

      expect(await repository.listSentFrom('ADA@example.org')).toEqual({
        f100Applications: [f100],
        partnershipInquiries: [partnership],
        contactInquiries: [contact],
      });
    });

    it('keeps every one of many concurrent submissions', async () => {
      const repository = await create();
      await Promise.all(Array.from({ length: 20 }, () => repository.addContactInquiry(aContactInquiry())));

      expect(await repository.listContactInquiries()).toHaveLength(20);
    });
  });
}
