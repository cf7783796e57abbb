// The prompt library on a real database: versions are immutable and numbered, saving the same
// text makes none, labels move with a recorded history, another user's prompt is a 404, and an
// export imported elsewhere gives the same library back without overwriting anything.
import { LIBRARY, MESSAGES } from '@silent/contracts';
import { randomUUID } from 'node:crypto';
import { ANONYMOUS, type Viewer } from '../access/policy';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing';
import type { NewPromptVersion } from './prompt-library';

const ada: Viewer = { kind: 'user', id: randomUUID() };
const bob: Viewer = { kind: 'user', id: randomUUID() };
const admin: Viewer = { kind: 'admin', id: randomUUID() };

const facts = (text: string) => ({
  variables: [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? ''),
  confidence: Math.min(10, text.length / 10),
  checks: [{ id: 'length', label: 'Long enough', passed: text.length > 20, points: 1 }],
});
const version = (name: string, text: string, extra: Partial<NewPromptVersion> = {}) => ({
  name,
  text,
  engine: 'manual',
  model: 'manual',
  ...facts(text),
  ...extra,
});

describe.each(testDatabaseKinds())('the prompt library on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });
  const library = () => database.repositories.library;

  it('numbers versions, makes none for unchanged text, and never changes a stored one', async () => {
    const first = await library().save(ada, version('support/refund', 'Reply to {{customer}}.'));
    expect(first).toMatchObject({
      allowed: true,
      value: { created: true, version: { version: 1, variables: ['customer'] } },
    });
    const same = await library().save(ada, version('support/refund', 'Reply to {{customer}}.'));
    expect(same).toMatchObject({
      allowed: true,
      value: { created: false, version: { version: 1 } },
    });
    const second = await library().save(
      ada,
      version('support/refund', 'Reply kindly to {{customer}}.', { message: 'Kinder' }),
    );
    expect(second).toMatchObject({
      value: { created: true, version: { version: 2, message: 'Kinder', author_id: ada.id } },
    });
    const detail = await library().detail(ada, 'support/refund');
    if (!detail.allowed) throw new Error('not allowed');
    expect(detail.value.versions.map((v) => [v.version, v.text])).toEqual([
      [2, 'Reply kindly to {{customer}}.'],
      [1, 'Reply to {{customer}}.'],
    ]);
    // Immutable in the database itself: an UPDATE of a version is refused.
    await expect(
      database.rawTransaction((tx) => tx.query(`UPDATE prompt_versions SET text = 'x'`)),
    ).rejects.toThrow(/immutable/);
    const again = await library().detail(ada, 'support/refund');
    expect(again).toEqual(detail);
  });

  it('moves labels, records every move and serves by label or latest', async () => {
    await library().save(ada, version('greeting', 'Hello v1'));
    await library().save(ada, version('greeting', 'Hello v2'));
    await library().save(ada, version('greeting', 'Hello v3'));
    expect(await library().serve(ada, 'greeting', 'production', false)).toEqual({
      allowed: false,
      status: 404,
      message: MESSAGES.promptLabelNotSet,
    });
    expect(await library().serve(ada, 'greeting', 'production', true)).toMatchObject({
      value: { label: LIBRARY.latest, version: { version: 3 } },
    });
    await library().moveLabel(ada, 'greeting', 'production', 2);
    await library().moveLabel(ada, 'greeting', 'production', 3);
    await library().moveLabel(ada, 'greeting', 'production', 3); // already there: no move
    const rolledBack = await library().moveLabel(ada, 'greeting', 'production', 1);
    if (!rolledBack.allowed) throw new Error('not allowed');
    expect(rolledBack.value.labels).toMatchObject([
      { label: 'production', version: 1, updated_by: ada.id },
    ]);
    expect(
      rolledBack.value.label_history.map((m) => [
        m.label,
        m.from_version,
        m.to_version,
        m.actor_id,
      ]),
    ).toEqual([
      ['production', 3, 1, ada.id],
      ['production', 2, 3, ada.id],
      ['production', null, 2, ada.id],
    ]);
    expect(await library().serve(ada, 'greeting', 'production', false)).toMatchObject({
      value: { label: 'production', version: { version: 1, text: 'Hello v1' } },
    });
    expect(await library().serve(ada, 'greeting', 'latest', false)).toMatchObject({
      value: { label: 'latest', version: { version: 3 } },
    });
    expect(await library().moveLabel(ada, 'greeting', 'production', 9)).toMatchObject({
      allowed: false,
      status: 404,
      message: MESSAGES.promptVersionNotFound,
    });
    expect(await library().moveLabel(ada, 'greeting', 'latest', 1)).toMatchObject({
      status: 409,
    });
  });

  it("answers 404 for another user's prompt (admins too) and 401 for nobody", async () => {
    await library().save(ada, version('private/one', 'Secret text'));
    const refused = { allowed: false, status: 404, message: MESSAGES.promptNotFound };
    expect(await library().detail(bob, 'private/one')).toEqual(refused);
    expect(await library().serve(bob, 'private/one', 'latest', false)).toEqual(refused);
    expect(await library().moveLabel(bob, 'private/one', 'production', 1)).toEqual(refused);
    expect(await library().remove(bob, 'private/one')).toEqual(refused);
    expect(await library().detail(admin, 'private/one')).toEqual(refused);
    expect(await library().detail(ANONYMOUS, 'private/one')).toMatchObject({ status: 401 });
    const bobs = await library().list(bob);
    expect(bobs).toEqual({ allowed: true, value: [] });
    // Bob may use the same name for a prompt of his own.
    expect(await library().save(bob, version('private/one', 'Bob text'))).toMatchObject({
      value: { created: true, version: { version: 1 } },
    });
  });

  it('exports and imports the whole library, never overwriting existing versions', async () => {
    const exported = await library().exportAll(ada);
    if (!exported.allowed) throw new Error('not allowed');
    const carol: Viewer = { kind: 'user', id: randomUUID() };
    const first = await library().importAll(carol, exported.value, facts);
    expect(first).toMatchObject({
      value: { prompts_created: 3, versions_added: 6, versions_skipped: 0, labels_set: 1 },
    });
    const back = await library().exportAll(carol);
    if (!back.allowed) throw new Error('not allowed');
    expect(back.value.prompts).toEqual(exported.value.prompts);
    // Importing again adds nothing and changes nothing.
    const second = await library().importAll(carol, exported.value, facts);
    expect(second).toMatchObject({
      value: { prompts_created: 0, versions_added: 0, versions_skipped: 6, labels_set: 0 },
    });
    // A file whose version 1 differs from the library's keeps the library's version 1.
    const altered = structuredClone(exported.value);
    const greeting = altered.prompts.find((p) => p.name === 'greeting');
    if (!greeting) throw new Error('no greeting');
    greeting.versions = [
      { ...greeting.versions[0], version: 1, text: 'Overwrite attempt' },
      { version: 4, text: 'Hello v4' },
    ];
    greeting.labels = { production: 4, staging: 4 };
    const third = await library().importAll(carol, altered, facts);
    expect(third).toMatchObject({
      // Skipped: greeting 1 and the other prompts' three versions, all already here.
      value: { versions_added: 1, versions_skipped: 4, labels_set: 1 },
    });
    const detail = await library().detail(carol, 'greeting');
    if (!detail.allowed) throw new Error('not allowed');
    expect(detail.value.versions.map((v) => [v.version, v.text, v.labels])).toEqual([
      [4, 'Hello v4', ['staging']],
      [3, 'Hello v3', []],
      [2, 'Hello v2', []],
      [1, 'Hello v1', ['production']],
    ]);
  });
});
