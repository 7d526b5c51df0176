import { describe, expect, it } from 'vitest';
import { FixedClock } from '../shared/testing/fixed-clock.ts';
import { SequenceRandom } from '../shared/testing/sequence-random.ts';
import { InMemoryRateLimiter } from '../shared/testing/in-memory-rate-limiter.ts';
import { InMemoryTransactions } from '../shared/testing/in-memory-transactions.ts';
import { communityFormRateLimit, type SubmissionDeps } from './accept-submission.ts';
import { submitContactInquiry } from './submit-contact-inquiry.ts';
import { submitF100Application } from './submit-f100-application.ts';
import { submitPartnershipInquiry } from './submit-partnership-inquiry.ts';
import { InMemoryApplicationRepository } from './testing/in-memory-application-repository.ts';
import { InMemorySubmissionMailer } from './testing/in-memory-submission-mailer.ts';
import {
  aContactInquiryInput,
  anF100ApplicationInput,
  aPartnershipInquiryInput,
} from './testing/submission-builders.ts';

function setUp(staffEmail: string | null = null) {
  const clock = new FixedClock('2026-05-04T09:00:00.000Z');
  const applications = new InMemoryApplicationRepository();
  const transactions = new InMemoryTransactions();
  const mailer = new InMemorySubmissionMailer(transactions);
  const deps: SubmissionDeps = {
    applications,
    rateLimiter: new InMemoryRateLimiter(clock),
    clock,
    random: new SequenceRandom([0.1, 0.5, 0.9, 0.3, 0.7]),
    mailer,
    staff: { staffEmail, adminEmails: async () => ['admin1@example.org', 'admin2@example.org'] },
    transactions,
  };
  return { deps, applications, clock, mailer };
}

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('submitF100Application', () => {
  it('stores the validated application with a new id and the current time, and returns the id', async () => {
    const { deps, applications } = setUp();

    const receipt = await submitF100Application(deps, {
      input: anF100ApplicationInput({ firstName: ' Amina ', websiteUrl: '' }),
      clientIp: '203.0.113.7',
    });

    expect(receipt.id).toMatch(uuidV4);
    const [stored, ...others] = await applications.listF100Applications();
    expect(others).toEqual([]);
    expect(stored).toMatchObject({
      id: receipt.id,
      firstName: 'Amina',
      websiteUrl: null,
      submittedAt: new Date('2026-05-04T09:00:00.000Z'),
    });
    expect(stored).not.toHaveProperty('website');
  });

  it('rejects invalid input with VALIDATION and the field messages, storing nothing', async () => {
    const { deps, applications } = setUp();

    await expect(
      submitF100Application(deps, {
        input: anF100ApplicationInput({ email: 'nope' }),
        clientIp: '203.0.113.7',
      }),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'Please enter a valid email address',
      details: { fields: { email: 'Please enter a valid email address' } },
    });
    expect(await applications.listF100Applications()).toEqual([]);
  });

  it('answers a filled honeypot with a receipt but stores nothing, even for invalid input', async () => {
    const { deps, applications } = setUp();

    const receipt = await submitF100Application(deps, {
      input: { ...anF100ApplicationInput({ email: 'bot' }), website: 'http://spam.example' },
      clientIp: '203.0.113.7',
    });

    expect(receipt.id).toMatch(uuidV4);
    expect(await applications.listF100Applications()).toEqual([]);
  });
});

describe('submitPartnershipInquiry', () => {
  it('stores the inquiry with its optional fields', async () => {
    const { deps, applications } = setUp();

    const { id } = await submitPartnershipInquiry(deps, {
      input: aPartnershipInquiryInput({ budget: '', website: '' }),
      clientIp: '203.0.113.7',
    });

    expect(await applications.listPartnershipInquiries()).toEqual([
      expect.objectContaining({ id, companyName: 'Savanna Energy Group', budget: null, timeline: 'Q3 2026' }),
    ]);
  });
});

describe('submitContactInquiry', () => {
  it('stores the message', async () => {
    const { deps, applications } = setUp();

    const { id } = await submitContactInquiry(deps, {
      input: aContactInquiryInput(),
      clientIp: '203.0.113.7',
    });

    expect((await applications.listContactInquiries()).map((inquiry) => inquiry.id)).toEqual([id]);
  });
});

describe('the per-IP rate limit of the community forms', () => {
  it('allows 10 submissions per hour per form and IP, then refuses with the wait', async () => {
    const { deps, clock } = setUp();
    const submit = (clientIp = '198.51.100.1') =>
      submitContactInquiry(deps, { input: aContactInquiryInput(), clientIp });
    expect(communityFormRateLimit).toEqual({ points: 10, windowSeconds: 3600 });
    for (let attempt = 0; attempt < 10; attempt += 1) await submit();

    await expect(submit()).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      details: { retryAfterSeconds: 3600 },
    });
    await expect(submit('198.51.100.2')).resolves.toHaveProperty('id');
    await expect(
      submitF100Application(deps, { input: anF100ApplicationInput(), clientIp: '198.51.100.1' }),
    ).resolves.toHaveProperty('id');
    clock.advanceSeconds(3600);
    await expect(submit()).resolves.toHaveProperty('id');
  });

  it('counts honeypot and invalid attempts too', async () => {
    const { deps } = setUp();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await submitContactInquiry(deps, { input: { website: 'x' }, clientIp: '198.51.100.9' });
      await submitContactInquiry(deps, { input: {}, clientIp: '198.51.100.9' }).catch(() => undefined);
    }

    await expect(
      submitContactInquiry(deps, { input: aContactInquiryInput(), clientIp: '198.51.100.9' }),
    ).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });
});

describe('the e-mails of a new submission', () => {
  it('tells every admin when no staff address is set, and thanks the submitter', async () => {
    const { deps, mailer } = setUp();

    const { id } = await submitContactInquiry(deps, {
      input: aContactInquiryInput(),
      clientIp: '203.0.113.7',
    });

    expect(mailer.staffNotifications).toEqual([
      {
        to: ['admin1@example.org', 'admin2@example.org'],
        submission: expect.objectContaining({ id, type: 'contact', state: 'new', name: 'Zanele Dube' }),
      },
    ]);
    expect(mailer.acknowledgements).toEqual([expect.objectContaining({ id, email: 'zanele@example.org' })]);
  });

  it('tells only the staff address when one is set', async () => {
    const { deps, mailer } = setUp('staff@example.org');

    await submitF100Application(deps, { input: anF100ApplicationInput(), clientIp: '203.0.113.7' });

    expect(mailer.staffNotifications.map((notification) => notification.to)).toEqual([['staff@example.org']]);
    expect(mailer.acknowledgements).toEqual([
      expect.objectContaining({ type: 'f100', name: 'Amina Okafor' }),
    ]);
  });

  it('thanks one address at most 3 times a day, whoever sends and from where, and still stores and announces every submission', async () => {
    const { deps, applications, mailer, clock } = setUp();
    const target = 'target@example.org';
    const receipts = [];
    for (const clientIp of ['198.51.100.1', '198.51.100.2']) {
      for (let sent = 0; sent < 10; sent += 1) {
        receipts.push(
          await submitContactInquiry(deps, { input: aContactInquiryInput({ email: target }), clientIp }),
        );
      }
    }

    expect(receipts.every((receipt) => uuidV4.test(receipt.id))).toBe(true);
    expect(await applications.listContactInquiries()).toHaveLength(20);
    expect(mailer.staffNotifications).toHaveLength(20);
    expect(mailer.acknowledgements).toHaveLength(3);

    await submitF100Application(deps, {
      input: anF100ApplicationInput({ email: 'TARGET+f100@example.org' }),
      clientIp: '198.51.100.3',
    });
    expect(mailer.acknowledgements).toHaveLength(3);
    clock.advanceSeconds(24 * 60 * 60);
    await submitContactInquiry(deps, {
      input: aContactInquiryInput({ email: target }),
      clientIp: '198.51.100.3',
    });
    expect(mailer.acknowledgements).toHaveLength(4);
  });

  it('sends nothing for a honeypot submission', async () => {
    const { deps, mailer } = setUp();

    await submitPartnershipInquiry(deps, {
      input: { ...aPartnershipInquiryInput(), website: 'http://spam.example' },
      clientIp: '203.0.113.7',
    });

    expect(mailer.staffNotifications).toEqual([]);
    expect(mailer.acknowledgements).toEqual([]);
  });
});
