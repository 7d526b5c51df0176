import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aContactInquiryInput,
  anF100ApplicationInput,
  aPartnershipInquiryInput,
} from '@commons/core/community/testing/submission-builders';
import { InfrastructureTokens } from '@commons/container';
import { mailsTo } from '../testing/outbox.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/** The community forms' API in the whole HTTP app: each test posts from its own client IP. */
describe('the community forms API', () => {
  let server: TestApp;
  let ipSequence = 0;
  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(() => server?.stop());

  const freshIp = () => `203.0.113.${(ipSequence += 1)}`;

  function post(path: string, body: unknown, ip: string) {
    return fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify(body),
    });
  }

  /** Status and body together, so a failure shows what the server said. */
  async function answer(response: Response): Promise<{ status: number; body: unknown }> {
    return { status: response.status, body: await response.json() };
  }

  async function countRows(table: string, id: string): Promise<number> {
    const orm = server.container.resolve(InfrastructureTokens.Orm);
    const rows = await orm.em
      .fork()
      .getConnection()
      .execute<{ count: string }[]>(`select count(*) as count from ${table} where id = ?`, [id]);
    return Number(rows[0]!.count);
  }

  const forms = [
    { path: '/api/f100', table: 'f100_applications', valid: anF100ApplicationInput() },
    { path: '/api/partnership', table: 'partnership_inquiries', valid: aPartnershipInquiryInput() },
    { path: '/api/contact', table: 'contact_inquiries', valid: aContactInquiryInput() },
  ];

  for (const { path, table, valid } of forms) {
    it(`POST ${path} stores a valid submission and answers 201 with its id`, async () => {
      const response = await post(path, valid, freshIp());

      expect(response.status).toBe(201);
      const body = (await response.json()) as { id: string };
      expect(body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
      expect(await countRows(table, body.id)).toBe(1);
    });
  }

  it('answers 400 with the first message and every field error', async () => {
    const response = await post(
      '/api/f100',
      anF100ApplicationInput({
        email: 'not-an-email',
        sector: 'Mining' as never,
        linkedinUrl: 'ftp://x.example',
      }),
      freshIp(),
    );

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Please enter a valid email address',
      fields: {
        email: 'Please enter a valid email address',
        sector: 'Please select a sector',
        linkedinUrl: 'LinkedIn URL must be a valid URL starting with http:// or https://',
      },
    });
  });

  it('names the missing required fields of a partnership inquiry', async () => {
    const response = await post('/api/partnership', { companyName: 'Acme' }, freshIp());

    expect(response.status).toBe(400);
    const { fields } = (await response.json()) as { fields: Record<string, string> };
    expect(Object.keys(fields).sort()).toEqual(
      ['contactName', 'description', 'email', 'partnershipType', 'sector'].sort(),
    );
  });

  it('pretends success when the honeypot is filled, but stores nothing', async () => {
    const response = await post(
      '/api/contact',
      { ...aContactInquiryInput(), website: 'https://spam.example' },
      freshIp(),
    );

    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await countRows('contact_inquiries', id)).toBe(0);
  });

  it('allows 10 submissions per hour from one IP per form, then answers 429 with Retry-After', async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(await answer(await post('/api/contact', aContactInquiryInput(), ip))).toMatchObject({
        status: 201,
      });
    }

    const refused = await post('/api/contact', aContactInquiryInput(), ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(await refused.json()).toEqual({ error: 'Too many requests. Please try again later.' });
    expect(await answer(await post('/api/f100', anF100ApplicationInput(), ip))).toMatchObject({
      status: 201,
    });
    expect(await answer(await post('/api/contact', aContactInquiryInput(), freshIp()))).toMatchObject({
      status: 201,
    });
  });

  it('stores 20 messages naming one address from 2 IPs, each answered alike, and thanks that address 3 times', async () => {
    const target = 'contact-target@example.org';
    const answers = [];
    for (const ip of [freshIp(), freshIp()]) {
      for (let sent = 0; sent < 10; sent += 1) {
        answers.push(await answer(await post('/api/contact', aContactInquiryInput({ email: target }), ip)));
      }
    }
    await server.settleMail();

    expect(answers.map((reply) => reply.status)).toEqual(Array.from({ length: 20 }, () => 201));
    for (const { body } of answers)
      expect(await countRows('contact_inquiries', (body as { id: string }).id)).toBe(1);
    expect((await mailsTo(server.dataDir, target)).map((mail) => mail.subject)).toEqual(
      Array.from({ length: 3 }, () => expect.stringMatching(/^Message received - /)),
    );
  });
});
