import { describe, expect, it } from 'vitest';
import { tierFullMessage } from './complimentary-tier.ts';
import { importChunkMillis, importChunkRows, ImportInterrupted, importMembers } from './import-members.ts';
import { accountTestDeps } from './testing/account-test-deps.ts';
import { aNewMember } from '../members/testing/member-builder.ts';

const adminId = '00000000-0000-4000-8000-00000000a0a0';

/** The account fakes with a reader that hands over these rows (the CSV itself is the adapter's). */
function setUp() {
  const fakes = accountTestDeps();
  let rows: Record<string, string>[] = [];
  const deps = { ...fakes.deps, csvReader: { read: () => rows } };
  const run = (given: Record<string, string>[], dryRun = false) => {
    rows = given;
    return importMembers(deps, { file: 'rows', dryRun }, adminId);
  };
  return { ...fakes, run };
}

const aRow = (overrides: Record<string, string> = {}) => ({
  email: 'ngozi@example.org',
  firstName: 'Ngozi',
  lastName: 'Eze',
  organization: 'Delta Labs',
  position: 'CTO',
  phone: '',
  tier: 'builder',
  status: 'active',
  ...overrides,
});

/** `count` rows of explorers, each its own address. */
const explorers = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) =>
    aRow({ email: `explorer-${from + i}@example.org`, tier: 'explorer' }),
  );

describe('importMembers', () => {
  it('creates a member with no password, the tier and status through the history, with the admin', async () => {
    const { run, members } = setUp();

    const report = await run([aRow()]);

    expect(report).toEqual({ dryRun: false, created: 1, updated: 0, unchanged: 0, errors: [] });
    const member = await members.findByEmail('ngozi@example.org');
    expect(member).toMatchObject({
      firstName: 'Ngozi',
      organization: 'Delta Labs',
      phone: null,
      passwordHash: null,
      emailVerifiedAt: null,
      membershipTier: 'builder',
      membershipStatus: 'active',
      billingCycle: null,
    });
    const history = await members.statusHistory(member!.id);
    expect(history.every((change) => change.actor.kind === 'admin')).toBe(true);
    expect(history.map((change) => change.reason)[0]).toBe('imported');
  });

  it("reads an export's spreadsheet-safe cells back as the text they stand for", async () => {
    const { run, members } = setUp();

    const report = await run([aRow({ phone: "'+234 803 000 0000", organization: "'=Delta Labs" })]);

    expect(report.errors).toEqual([]);
    expect(await members.findByEmail('ngozi@example.org')).toMatchObject({
      phone: '+234 803 000 0000',
      organization: '=Delta Labs',
    });
  });

  it('is idempotent on the e-mail: the same file again changes nothing', async () => {
    const { run, members } = setUp();
    const rows = [aRow(), aRow({ email: 'TUNDE@example.org', firstName: 'Tunde', tier: 'explorer' })];
    await run(rows);
    const before = await members.findByEmail('tunde@example.org');

    const again = await run(rows);

    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 2, errors: [] });
    expect(await members.findByEmail('tunde@example.org')).toEqual(before);
  });

  it('updates a known member without touching the password, and counts it', async () => {
    const { run, members } = setUp();
    const known = await members.create(
      aNewMember({ email: 'ngozi@example.org', passwordHash: 'hash', membershipTier: 'builder' }),
    );

    const report = await run([aRow({ position: 'CEO', status: 'inactive' })]);

    expect(report).toMatchObject({ created: 0, updated: 1, unchanged: 0 });
    expect(await members.findById(known.id)).toMatchObject({
      position: 'CEO',
      membershipStatus: 'inactive',
      passwordHash: 'hash',
    });
  });

  it('reports each wrong row with its line, field and words, and imports the others', async () => {
    const { run, members } = setUp();

    const report = await run([
      aRow({ email: 'not-an-address', firstName: 'N' }),
      aRow({ email: 'ok@example.org' }),
      aRow({ email: 'tier@example.org', tier: 'platinum' }),
      aRow({ email: 'OK@example.org' }),
    ]);

    expect(report.created).toBe(1);
    expect(report.errors).toEqual([
      { row: 2, field: 'email', message: 'Please enter a valid email address' },
      { row: 2, field: 'firstName', message: 'First name must be at least 2 characters' },
      { row: 4, field: 'tier', message: 'Please select a valid membership tier.' },
      { row: 5, field: 'email', message: 'This e-mail is already on an earlier row' },
    ]);
    expect(await members.findByEmail('tier@example.org')).toBeNull();
  });

  it('refuses the 101st F100 member in words, leaving that row undone', async () => {
    const { run, members } = setUp();
    for (let i = 0; i < 100; i += 1) await members.create(aNewMember({ membershipTier: 'f100' }));

    const report = await run([aRow({ tier: 'f100' })]);

    expect(report).toMatchObject({
      created: 0,
      errors: [{ row: 2, field: 'tier', message: tierFullMessage('f100', 100) }],
    });
    expect(await members.findByEmail('ngozi@example.org')).toBeNull();
  });

  it('dry run reports what the import would do and changes nothing', async () => {
    const { run, members } = setUp();
    await members.create(aNewMember({ email: 'known@example.org', firstName: 'Known' }));

    const report = await run(
      [
        aRow(),
        aRow({ email: 'known@example.org', firstName: 'Renamed' }),
        aRow({ tier: 'x', email: 'x@example.org' }),
      ],
      true,
    );

    expect(report).toMatchObject({ dryRun: true, created: 1, updated: 1, unchanged: 0 });
    expect(report.errors).toHaveLength(1);
    expect(await members.findByEmail('ngozi@example.org')).toBeNull();
    expect((await members.findByEmail('known@example.org'))?.firstName).toBe('Known');
  });

  it('refuses admin accounts', async () => {
    const { run, members } = setUp();
    await members.create(aNewMember({ email: 'boss@example.org', staffRole: 'admin', membershipTier: null }));

    const report = await run([aRow({ email: 'boss@example.org' })]);

    expect(report.errors).toEqual([{ row: 2, field: 'email', message: 'Staff accounts are not imported' }]);
  });

  it('draws another membership id when the first is taken, and imports the row', async () => {
    const { run, members } = setUp();
    // The fake's first draw: the import's first new member would get this id.
    await members.create(aNewMember({ email: 'first@example.org', membershipId: 'MC-2026-100000' }));

    const report = await run([aRow()]);

    expect(report).toMatchObject({ created: 1, errors: [] });
    expect(await members.findByEmail('ngozi@example.org')).toMatchObject({ membershipId: 'MC-2026-100001' });
  });

  it('commits chunk by chunk, so a transaction asked for meanwhile runs before the import ends', async () => {
    const { run, members, transactions } = setUp();
    const order: string[] = [];

    const importing = run(explorers(2 * importChunkRows)).then(() => order.push('import'));
    const meanwhile = transactions.run(() => members.findByEmail('explorer-0@example.org'));
    await Promise.all([importing, meanwhile.then(() => order.push('meanwhile'))]);

    expect(order).toEqual(['meanwhile', 'import']);
    expect(await members.findByEmail(`explorer-${2 * importChunkRows - 1}@example.org`)).not.toBeNull();
  });

  it('commits a chunk early once it has held its transaction long enough', async () => {
    const { run, members, clock, transactions } = setUp();
    const findByEmail = members.findByEmail.bind(members);
    // Each row takes the whole of a chunk's time.
    members.findByEmail = (email) => {
      clock.advanceSeconds(importChunkMillis / 1000);
      return findByEmail(email);
    };
    const outer = transactions.run.bind(transactions);
    let chunks = 0;
    transactions.run = (work) => {
      if (!transactions.isActive()) chunks += 1;
      return outer(work);
    };

    const report = await run(explorers(3));

    expect(report).toMatchObject({ created: 3, errors: [] });
    expect(chunks).toBe(3);
  });

  it('dry-runs the F100 cap across chunks as the import would, changing nothing', async () => {
    const { run, members } = setUp();
    for (let i = 0; i < 99; i += 1) await members.create(aNewMember({ membershipTier: 'f100' }));
    const rows = [
      aRow({ tier: 'f100' }),
      ...explorers(importChunkRows),
      aRow({ email: 'late@example.org', tier: 'f100' }),
    ];
    const refused = { row: rows.length + 1, field: 'tier', message: tierFullMessage('f100', 100) };

    const dryRun = await run(rows, true);

    expect(dryRun).toEqual({
      dryRun: true,
      created: rows.length - 1,
      updated: 0,
      unchanged: 0,
      errors: [refused],
    });
    expect(await members.findByEmail('ngozi@example.org')).toBeNull();
    expect(await run(rows)).toEqual({ ...dryRun, dryRun: false });
  });

  it('stopped half-way by a failure, keeps the chunks committed before and names the last row in', async () => {
    const { run, members } = setUp();
    const rows = explorers(2 * importChunkRows);
    const failing = rows[importChunkRows + 5]!.email;
    const findByEmail = members.findByEmail.bind(members);
    members.findByEmail = (email) =>
      email === failing ? Promise.reject(new Error('gone')) : findByEmail(email);

    const stopped = run(rows);

    await expect(stopped).rejects.toBeInstanceOf(ImportInterrupted);
    await expect(stopped).rejects.toMatchObject({ lastRowIn: importChunkRows + 1 });
    expect(await findByEmail(rows[importChunkRows - 1]!.email)).not.toBeNull();
    expect(await findByEmail(rows[importChunkRows]!.email)).toBeNull();
  });
});
