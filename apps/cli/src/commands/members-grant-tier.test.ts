/**
 * `members:grant-tier` is the console's grant: a member paying through Stripe (the real SDK
 * against the local stub, which outlives each command's container) has the subscription set to
 * end at the period's end, or ended now with a refund, and is mailed; the history names the system.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyTemplate } from '@commons/adapters/persistence/testing/test-database';
import { testDatabaseTemplates } from '@commons/adapters/persistence/testing/vitest-database';
import { signNotification, StripeStub } from '@commons/adapters/payments/testing/stripe-stub';
import { AccountTokens, loadConfig, PaymentTokens, type Config } from '@commons/container';
import { withContainer } from '../with-container.ts';
import { mailFlushCommand } from './mail-flush.ts';
import { membersGrantTierCommand, membersImportCommand } from './members.ts';

const webhookSecret = 'whsec_cli_grants';

describe('npm run cli -- members:grant-tier', () => {
  const stub = new StripeStub();
  let dir: string;
  let config: Config;

  beforeAll(async () => {
    await stub.start();
    dir = await mkdtemp(path.join(tmpdir(), 'commons-cli-grant-'));
    config = loadConfig({
      DATA_DIR: path.join(dir, 'data'),
      LOG_LEVEL: 'silent',
      STRIPE_SECRET_KEY: 'sk_test_stub',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: stub.url,
    });
    // Migrated as `migrate` leaves it (members.test.ts runs the command itself).
    await copyTemplate(testDatabaseTemplates(), 'pglite', { dataDir: config.dataDir });
  }, 60_000);
  afterAll(async () => {
    await stub.stop();
    await rm(dir, { recursive: true, force: true });
  });

  /** An Explorer who paid for Builder monthly at Stripe's checkout, as the webhook would have recorded it. */
  async function payingBuilder(email: string) {
    const file = path.join(dir, `${email}.csv`);
    await writeFile(
      file,
      `email,firstName,lastName,organization,position,phone,tier,status\n${email},Ngozi,Eze,,,,explorer,active\n`,
    );
    await membersImportCommand.run(config, { _: [file] });
    return withContainer(config, async (container) => {
      const [member] = (await container.resolve(AccountTokens.listMembers)({ q: email })).members;
      const { sessionId } = await container.resolve(PaymentTokens.startMemberCheckout)({
        memberId: member!.id,
        input: { tier: 'builder', planType: 'monthly' },
        clientIp: '203.0.113.7',
      });
      const subscription = stub.completeSession(sessionId);
      const gateway = container.resolve(PaymentTokens.PaymentGateway);
      const apply = container.resolve(PaymentTokens.applyPaymentEvent);
      for (const payload of [
        stub.checkoutCompleted(sessionId, subscription.id),
        stub.invoiceEvent('invoice.paid', subscription.id),
      ]) {
        await apply(await gateway.parseWebhook(payload, signNotification(payload, webhookSecret)));
      }
      return { id: member!.id, subscriptionId: subscription.id };
    });
  }

  async function subjectsTo(email: string): Promise<string[]> {
    await mailFlushCommand.run(config, { _: [] });
    const outbox = path.join(config.dataDir, 'outbox');
    const mails = await Promise.all(
      (await readdir(outbox)).map((name) => readFile(path.join(outbox, name), 'utf8')),
    );
    return mails
      .filter((raw) => raw.includes(`To: ${email}`))
      .map((raw) => /^Subject: (.*)$/m.exec(raw)![1]!.trim());
  }

  it('grants F100 to a paying member, ends the subscription at the period’s end, and mails them', async () => {
    const { id, subscriptionId } = await payingBuilder('cli-paying@example.org');

    const answer = await membersGrantTierCommand.run(config, {
      _: [],
      email: 'cli-paying@example.org',
      tier: 'f100',
    });

    expect(answer).toBe('cli-paying@example.org now holds f100.');
    expect(stub.subscriptions.get(subscriptionId)).toMatchObject({
      cancelAtPeriodEnd: true,
      status: 'active',
    });
    expect(await subjectsTo('cli-paying@example.org')).toContain(
      'You have been granted a complimentary F100 membership',
    );
    const detail = await withContainer(config, (container) =>
      container.resolve(PaymentTokens.getMemberDetail)(id),
    );
    expect(detail).toMatchObject({ complimentary: true, billingCycle: null });
    expect(detail.history.at(-1)).toMatchObject({ reason: 'admin-granted-tier', actor: { kind: 'system' } });
  });

  it('cancels now with a refund when asked, and refuses an unknown choice in words', async () => {
    const { subscriptionId } = await payingBuilder('cli-now@example.org');
    const grant = (subscription: string) =>
      membersGrantTierCommand.run(config, {
        _: [],
        email: 'cli-now@example.org',
        tier: 'leader',
        subscription,
      });

    await expect(grant('keep')).rejects.toThrow(
      'Please choose cancel_at_period_end or cancel_now for the subscription',
    );
    expect(stub.subscriptions.get(subscriptionId)).toMatchObject({ cancelAtPeriodEnd: false });

    await grant('cancel_now');

    expect(stub.subscriptions.get(subscriptionId)).toMatchObject({ status: 'canceled' });
    expect(
      stub.refunds.some((refund) => refund.idempotencyKey === `commons-prorated-refund-${subscriptionId}`),
    ).toBe(true);
  });
});
