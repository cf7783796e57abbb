// The prompt library over HTTP: save and version (each version with the training result in
// effect for its owner), label moves with history, diff, serving by label with an API key and
// with a session token, keys stored only as hashes, revoked keys, ETag/304, strict rendering,
// another user's prompt as a 404, and an export imported elsewhere.
import {
  LIBRARY,
  MESSAGES,
  missingVariablesMessage,
  type PromptDetail,
  type PromptVersion,
  type TrainingSession,
} from '@silent/contracts';
import { OWNERSHIP_CATEGORY, OWNERSHIP_EXAMPLES } from '@silent/contracts/testing';
import { unknownVariablesMessage } from '@silent/prompt-engine';
import { sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { bearer, createTestApp, signIn, type TestApp } from '../testing/test-app';

const NAME = 'support/refund-reply';
const path = (name = NAME, rest = '') => `/api/prompts/${encodeURIComponent(name)}${rest}`;

describe('prompt library routes', () => {
  let t: TestApp;
  let ada: Record<string, string>;
  let bob: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    ada = bearer((await signIn(t, 'ada@silent.test')).token);
    bob = bearer((await signIn(t, 'bob@silent.test')).token);
  });
  afterAll(async () => t.close());

  const save = (text: string, headers = ada, extra: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/prompts',
      headers,
      payload: { name: NAME, text, ...extra },
    });
  const move = (label: string, version: number, headers = ada) =>
    t.app.inject({
      method: 'PUT',
      url: path(NAME, `/labels/${label}`),
      headers,
      payload: { version },
    });

  it('saves versions (201), makes none for unchanged text (200) and detects variables', async () => {
    const first = await save('Reply to {{customer}} about their refund.', ada, {
      options: { style: 'professional' },
      engine: 'offline',
      model: 'silent-offline-v1',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      created: true,
      version: {
        version: 1,
        variables: ['customer'],
        options: { style: 'professional' },
        engine: 'offline',
        model: 'silent-offline-v1',
        checks: expect.arrayContaining([expect.objectContaining({ id: expect.any(String) })]),
      },
      prompt: { name: NAME, latest_version: 1 },
    });
    const same = await save('Reply to {{customer}} about their refund.');
    expect(same.statusCode).toBe(200);
    expect(same.json().data).toMatchObject({ created: false, version: { version: 1 } });
    const second = await save(
      'You are a support agent. Reply to {{customer}} about the refund for order {{order}}.',
      ada,
      { message: 'Name the order' },
    );
    expect(second.statusCode).toBe(201);
    expect(second.json().data.version).toMatchObject({
      version: 2,
      message: 'Name the order',
      variables: ['customer', 'order'],
      engine: 'manual',
    });
  });

  it('refuses a bad name or a blank text in words', async () => {
    const badName = await t.app.inject({
      method: 'POST',
      url: '/api/prompts',
      headers: ada,
      payload: { name: 'bad name!', text: 'x' },
    });
    expect(badName.statusCode).toBe(400);
    expect(badName.json().error).toBe(MESSAGES.promptNameInvalid);
    const blank = await save('   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe(MESSAGES.promptTextRequired);
    const latest = await move('latest', 1);
    expect(latest.statusCode).toBe(400);
    expect(latest.json().error).toBe(MESSAGES.labelInvalid);
  });

  it('moves labels (promote, roll back) and records every move', async () => {
    expect((await move('production', 1)).statusCode).toBe(200);
    expect((await move('production', 2)).statusCode).toBe(200);
    const back = await move('production', 1);
    expect(back.statusCode).toBe(200);
    const detail = back.json().data;
    expect(detail.labels).toMatchObject([{ label: 'production', version: 1 }]);
    expect(
      detail.label_history.map((m: { from_version: number | null; to_version: number }) => [
        m.from_version,
        m.to_version,
      ]),
    ).toEqual([
      [2, 1],
      [1, 2],
      [null, 1],
    ]);
    expect((await move('production', 7)).json().error).toBe(MESSAGES.promptVersionNotFound);
    expect((await move('production', 2)).statusCode).toBe(200);
  });

  it('diffs two versions word by word with the score change and the changed checks', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: path(NAME, '/diff?from=1&to=2'),
      headers: ada,
    });
    expect(res.statusCode).toBe(200);
    const diff = res.json().data;
    const text = (kind: string) =>
      diff.parts
        .filter((p: { kind: string }) => p.kind === kind)
        .map((p: { text: string }) => p.text)
        .join('');
    expect(text('added')).toContain('{{order}}');
    expect(text('added')).toContain('support agent');
    expect(text('same')).toContain('{{customer}}');
    expect(diff.score_change).toBeCloseTo(diff.to.confidence - diff.from.confidence, 1);
    expect(Array.isArray(diff.checks_changed)).toBe(true);
    const missing = await t.app.inject({
      method: 'GET',
      url: path(NAME, '/diff?from=1&to=9'),
      headers: ada,
    });
    expect(missing.statusCode).toBe(404);
  });

  describe('serving by label', () => {
    let key: string;
    beforeAll(async () => {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/keys',
        headers: ada,
        payload: { name: 'Support bot' },
      });
      expect(created.statusCode).toBe(201);
      key = created.json().data.key;
      expect(key.startsWith(LIBRARY.apiKeyPrefix)).toBe(true);
    });

    it('serves the production version with a session token and with an API key', async () => {
      const bySession = await t.app.inject({ method: 'GET', url: path(), headers: ada });
      expect(bySession.statusCode).toBe(200);
      expect(bySession.json().data).toMatchObject({
        name: NAME,
        version: 2,
        label: 'production',
        variables: ['customer', 'order'],
        config: { engine: 'manual', model: 'manual' },
      });
      const byKey = await t.app.inject({ method: 'GET', url: path(), headers: bearer(key) });
      expect(byKey.statusCode).toBe(200);
      expect(byKey.json().data).toEqual(bySession.json().data);
      const latest = await t.app.inject({
        method: 'GET',
        url: path(NAME, '?label=latest'),
        headers: bearer(key),
      });
      expect(latest.json().data).toMatchObject({ version: 2, label: 'latest' });
    });

    it('lists the key with its last use but never the key itself', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/keys', headers: ada });
      const [listed] = res.json().data;
      expect(listed).toMatchObject({ name: 'Support bot', prefix: key.slice(0, 12) });
      expect(listed.last_used_at).toEqual(expect.any(String));
      expect(JSON.stringify(res.json())).not.toContain(key);
    });

    it('stores the key only as its SHA-256: the plaintext is nowhere in its row', async () => {
      const rows = (
        (await t.database.db.execute(
          sql`SELECT * FROM api_keys WHERE prefix = ${key.slice(0, LIBRARY.apiKeyShownChars)}`,
        )) as unknown as { rows: Record<string, unknown>[] }
      ).rows;
      expect(rows).toHaveLength(1);
      const [row] = rows;
      expect(row?.key_hash).toBe(createHash('sha256').update(key).digest('hex'));
      // Only the prefix shown in the list is kept in clear, never the secret after it.
      const secret = key.slice(LIBRARY.apiKeyShownChars);
      for (const value of Object.values(row ?? {})) {
        const stored = value instanceof Date ? value.toISOString() : String(value);
        expect(stored).not.toContain(key);
        expect(stored).not.toContain(secret);
      }
    });

    it('falls back to latest only when asked', async () => {
      await t.app.inject({
        method: 'POST',
        url: '/api/prompts',
        headers: ada,
        payload: { name: 'drafts/new', text: 'A draft' },
      });
      const strict = await t.app.inject({ method: 'GET', url: path('drafts/new'), headers: ada });
      expect(strict.statusCode).toBe(404);
      expect(strict.json().error).toBe(MESSAGES.promptLabelNotSet);
      const fallback = await t.app.inject({
        method: 'GET',
        url: path('drafts/new', '?fallback=latest'),
        headers: ada,
      });
      expect(fallback.json().data).toMatchObject({ version: 1, label: 'latest' });
    });

    it('answers 304 to If-None-Match with the current ETag, 200 once the label moves', async () => {
      const first = await t.app.inject({ method: 'GET', url: path(), headers: bearer(key) });
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^".+"$/);
      const again = await t.app.inject({
        method: 'GET',
        url: path(),
        headers: { ...bearer(key), 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      await move('production', 1);
      const moved = await t.app.inject({
        method: 'GET',
        url: path(),
        headers: { ...bearer(key), 'if-none-match': etag },
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().data.version).toBe(1);
      expect(moved.headers.etag).not.toBe(etag);
      await move('production', 2);
    });

    it('renders with every variable, refusing missing and unknown ones', async () => {
      const render = (variables: Record<string, string>, headers = bearer(key)) =>
        t.app.inject({
          method: 'POST',
          url: path(NAME, '/render'),
          headers,
          payload: { variables },
        });
      const ok = await render({ customer: 'Ada', order: '#1042' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data).toMatchObject({ version: 2, label: 'production' });
      expect(ok.json().data.text).toContain('Reply to Ada about the refund for order #1042.');
      const missing = await render({ customer: 'Ada' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({
        error: missingVariablesMessage(['order']),
        details: { missing: ['order'], unknown: [] },
      });
      const unknown = await render({ customer: 'Ada', order: '1', coupon: 'X' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error).toBe(unknownVariablesMessage(['coupon']));
    });

    it('refuses a key on endpoints that do not take one (403) and an unknown key (401)', async () => {
      const list = await t.app.inject({ method: 'GET', url: '/api/prompts', headers: bearer(key) });
      expect(list.statusCode).toBe(403);
      expect(list.json().error).toBe(MESSAGES.apiKeyNotAllowed);
      const unknown = await t.app.inject({
        method: 'GET',
        url: path(),
        headers: bearer(`${LIBRARY.apiKeyPrefix}not-a-real-key`),
      });
      expect(unknown.statusCode).toBe(401);
    });

    it("answers 404 for another user's prompt, by session and by key", async () => {
      const bobsKey = (
        await t.app.inject({
          method: 'POST',
          url: '/api/keys',
          headers: bob,
          payload: { name: 'b' },
        })
      ).json().data.key as string;
      for (const headers of [bob, bearer(bobsKey)]) {
        const res = await t.app.inject({
          method: 'GET',
          url: path(NAME, '?label=latest'),
          headers,
        });
        expect(res.statusCode).toBe(404);
        expect(res.json().error).toBe(MESSAGES.promptNotFound);
      }
      const versions = await t.app.inject({
        method: 'GET',
        url: path(NAME, '/versions'),
        headers: bob,
      });
      expect(versions.statusCode).toBe(404);
      expect((await move('production', 1, bob)).statusCode).toBe(404);
      const keys = await t.app.inject({ method: 'GET', url: '/api/keys', headers: ada });
      const adasKey = keys.json().data[0].id as string;
      const revokeOther = await t.app.inject({
        method: 'DELETE',
        url: `/api/keys/${adasKey}`,
        headers: bob,
      });
      expect(revokeOther.statusCode).toBe(404);
    });

    it('refuses a revoked key at once', async () => {
      const keys = (await t.app.inject({ method: 'GET', url: '/api/keys', headers: ada })).json()
        .data as { id: string }[];
      const revoke = await t.app.inject({
        method: 'DELETE',
        url: `/api/keys/${keys[0]?.id}`,
        headers: ada,
      });
      expect(revoke.statusCode).toBe(200);
      expect(revoke.json().data.revoked_at).toEqual(expect.any(String));
      const refused = await t.app.inject({ method: 'GET', url: path(), headers: bearer(key) });
      expect(refused.statusCode).toBe(401);
      const twice = await t.app.inject({
        method: 'DELETE',
        url: `/api/keys/${keys[0]?.id}`,
        headers: ada,
      });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().error).toBe(MESSAGES.apiKeyAlreadyRevoked);
    });
  });

  it('exports the library and imports it for another user: same names, versions, labels', async () => {
    const exported = (
      await t.app.inject({ method: 'GET', url: '/api/library/export', headers: ada })
    ).json().data;
    expect(exported.format).toBe(LIBRARY.exportFormat);
    const carol = bearer((await signIn(t, 'carol@silent.test')).token);
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/library/import',
      headers: carol,
      payload: exported,
    });
    expect(imported.statusCode).toBe(200);
    expect(imported.json().data).toMatchObject({ prompts_created: 2, versions_added: 3 });
    const back = (
      await t.app.inject({ method: 'GET', url: '/api/library/export', headers: carol })
    ).json().data;
    expect(back.prompts).toEqual(exported.prompts);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/library/import',
      headers: carol,
      payload: exported,
    });
    expect(again.json().data).toMatchObject({ versions_added: 0, versions_skipped: 3 });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/library/import',
      headers: carol,
      payload: { ...exported, format: 'something-else' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(MESSAGES.libraryImportInvalid);
  });

  it('keeps with each version the training result in effect for its owner when it was saved', async () => {
    const dana = bearer((await signIn(t, 'dana@silent.test')).token);
    const call = (
      method: 'GET' | 'POST',
      url: string,
      headers: Record<string, string> = dana,
      payload?: object,
    ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    const pricing = path('mail/pricing');
    const untrained = (
      await call('POST', '/api/prompts', dana, { name: 'mail/pricing', text: 'Announce prices.' })
    ).json().data.version as PromptVersion;

    // Dana trains on her own e-mail examples, as the ownership walk does.
    const imported = await call('POST', '/api/prompt/training/data/bulk', dana, {
      items: OWNERSHIP_EXAMPLES,
    });
    expect(imported.statusCode).toBe(201);
    const created = await call('POST', '/api/prompt/training/sessions', dana, {
      sessionName: 'Dana pricing mails',
      categories: [OWNERSHIP_CATEGORY],
    });
    expect(created.statusCode).toBe(201);
    const sessionId = (created.json().data as TrainingSession).id;
    expect(await t.app.trainingRunner.drain()).toEqual([sessionId]);
    const session = (await call('GET', `/api/prompt/training/sessions/${sessionId}`)).json()
      .data as TrainingSession;
    expect(session).toMatchObject({
      status: 'completed',
      results: [{ category: OWNERSHIP_CATEGORY, status: 'active', shared: false }],
    });
    const result = session.results[0]!;
    const ref = { id: result.id, category: OWNERSHIP_CATEGORY, shared: false };
    expect(untrained.training).not.toContainEqual(ref);

    const saved = await call('POST', '/api/prompts', dana, {
      name: 'mail/pricing',
      text: 'Write an email announcing our new pricing to customers.',
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data.version.training).toContainEqual(ref);
    // Stored, not only answered: read back, the new version has it and the older one still not.
    const detail = (await call('GET', `${pricing}/versions`)).json().data as PromptDetail;
    const byNumber = new Map(detail.versions.map((v) => [v.version, v.training]));
    expect(byNumber.get(2)).toContainEqual(ref);
    expect(byNumber.get(1)).toEqual(untrained.training);
    expect(byNumber.get(1)).not.toContainEqual(ref);

    // Dana's result is hers: another user's version made now does not carry it.
    const bobs = await call('POST', '/api/prompts', bob, {
      name: 'mail/pricing',
      text: 'Write an email announcing our new pricing to customers.',
    });
    expect(bobs.statusCode).toBe(201);
    const bobsTraining = bobs.json().data.version.training as { id: string }[];
    expect(bobsTraining.map((r) => r.id)).not.toContain(result.id);
  });

  it('needs a signed-in caller', async () => {
    const res = await t.app.inject({ method: 'GET', url: path() });
    expect(res.statusCode).toBe(401);
  });
});
