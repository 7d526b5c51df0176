import { describe, expect, it } from 'vitest';
import type { ApplicationRepository } from '../application-repository.ts';
import type { SubmissionInbox } from '../submission-inbox.ts';
import { aContactInquiry, anF100Application, aPartnershipInquiry } from './submission-builders.ts';

/** The behaviour every SubmissionInbox must have; `create` returns an empty inbox over its forms. */
export function submissionInboxContract(
  name: string,
  create: () => Promise<{ inbox: SubmissionInbox; applications: ApplicationRepository; adminId: string }>,
): void {
  describe(`SubmissionInbox contract: ${name}`, () => {
    /** An F100 application, a partnership inquiry and a contact message, a day apart, newest first. */
    async function oneOfEachKind() {
      const { inbox, applications } = await create();
      const f100 = anF100Application({ submittedAt: new Date('2026-03-03T00:00:00.000Z') });
      const partnership = aPartnershipInquiry({ submittedAt: new Date('2026-03-02T00:00:00.000Z') });
      const contact = aContactInquiry({ submittedAt: new Date('2026-03-01T00:00:00.000Z') });
      await applications.addContactInquiry(contact);
      await applications.addF100Application(f100);
      await applications.addPartnershipInquiry(partnership);
      return { inbox, f100, partnership, contact };
    }

    it('lists the three kinds in one list, newest first, as new, with their common fields', async () => {
      const { inbox, f100, partnership, contact } = await oneOfEachKind();

      const page = await inbox.list({ limit: 10, offset: 0 });

      expect(page.total).toBe(3);
      expect(page.submissions).toEqual([
        {
          id: f100.id,
          type: 'f100',
          state: 'new',
          name: 'Amina Okafor',
          email: f100.email,
          organization: f100.organization,
          subject: f100.position,
          submittedAt: f100.submittedAt,
        },
        {
          id: partnership.id,
          type: 'partnership',
          state: 'new',
          name: partnership.contactName,
          email: partnership.email,
          organization: partnership.companyName,
          subject: partnership.partnershipType,
          submittedAt: partnership.submittedAt,
        },
        {
          id: contact.id,
          type: 'contact',
          state: 'new',
          name: contact.name,
          email: contact.email,
          organization: null,
          subject: contact.subject,
          submittedAt: contact.submittedAt,
        },
      ]);
    });

    it('filters by type and state and pages with the full total', async () => {
      const { inbox, applications } = await create();
      const contacts = [1, 2, 3].map((day) =>
        aContactInquiry({ submittedAt: new Date(`2026-03-0${day}T00:00:00.000Z`) }),
      );
      for (const contact of contacts) await applications.addContactInquiry(contact);
      await applications.addF100Application(anF100Application());
      expect(await inbox.setState(contacts[0]!.id, 'declined')).toBe(true);

      const page = await inbox.list({ type: 'contact', state: 'new', limit: 1, offset: 1 });

      expect(page.total).toBe(2);
      expect(page.submissions.map((s) => s.id)).toEqual([contacts[1]!.id]);
      expect((await inbox.list({ state: 'declined', limit: 10, offset: 0 })).submissions).toEqual([
        expect.objectContaining({ id: contacts[0]!.id, state: 'declined' }),
      ]);
    });

    it('finds one with every field of its form and its notes, oldest note first', async () => {
      const { inbox, applications, adminId } = await create();
      const partnership = aPartnershipInquiry({ phone: '+233 20 123 4567' });
      await applications.addPartnershipInquiry(partnership);
      for (const [index, body] of ['Called them', 'Sent the deck'].entries())
        await inbox.addNote({
          id: `5a1b9a3e-0000-4000-8000-00000000000${index}`,
          submissionId: partnership.id,
          authorId: adminId,
          body,
          createdAt: new Date(`2026-03-0${index + 2}T00:00:00.000Z`),
        });

      const found = await inbox.find(partnership.id);

      expect(found).toMatchObject({ id: partnership.id, type: 'partnership', state: 'new' });
      expect(found!.fields).toMatchObject({
        companyName: partnership.companyName,
        phone: '+233 20 123 4567',
        budget: null,
        description: partnership.description,
      });
      expect(found!.notes.map((note) => [note.body, note.authorId])).toEqual([
        ['Called them', adminId],
        ['Sent the deck', adminId],
      ]);
    });

    it('lists a page with every answer of each form, filtered and ordered as the list', async () => {
      const { inbox, f100, partnership, contact } = await oneOfEachKind();

      const all = await inbox.listWithAnswers({ limit: 2, offset: 0 });
      const contacts = await inbox.listWithAnswers({ type: 'contact', limit: 10, offset: 0 });

      expect(all.map((s) => s.id)).toEqual([f100.id, partnership.id]);
      expect(all[0]).toMatchObject({ type: 'f100', name: 'Amina Okafor', subject: f100.position });
      expect(all[0]!.fields).toMatchObject({
        vision: f100.vision,
        linkedinUrl: f100.linkedinUrl,
        websiteUrl: null,
      });
      expect(all[1]!.fields).toMatchObject({ budget: partnership.budget, timeline: partnership.timeline });
      expect(contacts).toEqual([expect.objectContaining({ id: contact.id })]);
      expect(contacts[0]!.fields).toMatchObject({ message: contact.message });
    });

    it('knows no submission by an unknown id', async () => {
      const { inbox } = await create();
      const unknown = '5a1b9a3e-0000-4000-8000-999999999999';

      expect(await inbox.find(unknown)).toBeNull();
      expect(await inbox.setState(unknown, 'accepted')).toBe(false);
    });
  });
}
