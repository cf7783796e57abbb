import { changedChecks, LIBRARY, type DiffPart } from '@silent/contracts';
import { ownerIdOf, type StoredTrainingRef, type TextFacts } from '@silent/data';
import { extractVariables, scorePrompt } from '@silent/prompt-engine';
import { diffWordsWithSpace } from 'diff';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { allowedValue, viewerOf } from '../http/access';
import { registerEndpoint, setSuccessStatus } from '../http/endpoint';
import { renderOrRefuse } from '../http/render';

/** What the library stores about a text: its variables, and its score with the checks. */
export function textFacts(text: string): TextFacts {
  const { score, checks } = scorePrompt(text);
  return { variables: extractVariables(text), confidence: score, checks };
}

/** Past this many edits the diff shows the whole texts as one removal and one addition. */
const MAX_DIFF_EDITS = 2_000;

export function wordDiff(before: string, after: string): DiffPart[] {
  const changes = diffWordsWithSpace(before, after, { maxEditLength: MAX_DIFF_EDITS });
  if (!changes) {
    return [
      ...(before ? [{ kind: 'removed' as const, text: before }] : []),
      ...(after ? [{ kind: 'added' as const, text: after }] : []),
    ];
  }
  return changes.map((change) => ({
    kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
    text: change.value,
  }));
}

/** A strong ETag of what is served: any change of version, label or text changes it. */
function etagOf(payload: unknown): string {
  return `"${createHash('sha256').update(JSON.stringify(payload)).digest('base64url').slice(0, 27)}"`;
}

/** Whether If-None-Match names this ETag (or is `*`). */
function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** Answers 304 when the client's copy is current; the ETag is sent either way. */
function withEtag(request: FastifyRequest, reply: FastifyReply, payload: unknown): boolean {
  const etag = etagOf(payload);
  // Private: every answer is one user's; clients revalidate with If-None-Match each time.
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  if (!notModified(request, etag)) return false;
  void reply.code(304).send();
  return true;
}

/**
 * The prompt library: save versions, read them, diff two, move labels, serve by label (to
 * applications with an API key or a session token), import and export; and the API keys.
 */
export default async function libraryRoutes(app: FastifyInstance) {
  /** The training results in effect for the caller now, kept with each version. */
  async function trainingInEffect(ownerId: string | null): Promise<StoredTrainingRef[]> {
    const results = await app.repos.trainingResults.resolveFor(ownerId);
    return results.map((result) => ({
      id: result.id,
      category: result.category,
      shared: result.ownerId === null,
    }));
  }

  registerEndpoint(app, 'listPrompts', async (request) =>
    allowedValue(await app.repos.library.list(viewerOf(request), request.query.search)),
  );

  registerEndpoint(app, 'savePrompt', async (request, reply) => {
    const viewer = viewerOf(request);
    const { name, text, message, options, engine, model } = request.body;
    const saved = allowedValue(
      await app.repos.library.save(viewer, {
        name,
        text,
        message: message ?? null,
        options: options ?? {},
        engine: engine?.trim() || 'manual',
        model: model?.trim() || 'manual',
        training: await trainingInEffect(ownerIdOf(viewer)),
        ...textFacts(text),
      }),
    );
    if (!saved.created) setSuccessStatus(reply, 200);
    return saved;
  });

  async function served(
    request: FastifyRequest<{ Params: { name: string } }>,
    query: {
      label?: string;
      fallback?: string;
    },
  ) {
    return allowedValue(
      await app.repos.library.serve(
        viewerOf(request),
        request.params.name,
        query.label ?? LIBRARY.defaultLabel,
        query.fallback === LIBRARY.latest,
      ),
    );
  }

  registerEndpoint(app, 'getPrompt', async (request, reply) => {
    const { name, label, version } = await served(request, request.query);
    const data = {
      name,
      version: version.version,
      label,
      text: version.text,
      variables: version.variables,
      config: {
        options: version.options,
        engine: version.engine,
        model: version.model,
        confidence: version.confidence,
      },
      created_at: version.created_at,
    };
    withEtag(request, reply, data);
    return data;
  });

  registerEndpoint(app, 'renderPrompt', async (request) => {
    const { name, label, version } = await served(request, request.query);
    return {
      name,
      version: version.version,
      label,
      text: renderOrRefuse(version.text, request.body.variables),
    };
  });

  registerEndpoint(app, 'getPromptVersions', async (request) =>
    allowedValue(await app.repos.library.detail(viewerOf(request), request.params.name)),
  );

  registerEndpoint(app, 'diffPromptVersions', async (request) => {
    const [from, to] = allowedValue(
      await app.repos.library.versionPair(
        viewerOf(request),
        request.params.name,
        request.query.from,
        request.query.to,
      ),
    );
    return {
      from,
      to,
      parts: wordDiff(from.text, to.text),
      score_change: Math.round((to.confidence - from.confidence) * 10) / 10,
      checks_changed: changedChecks(from.checks, to.checks),
    };
  });

  registerEndpoint(app, 'movePromptLabel', async (request) =>
    allowedValue(
      await app.repos.library.moveLabel(
        viewerOf(request),
        request.params.name,
        request.params.label,
        request.body.version,
      ),
    ),
  );

  registerEndpoint(app, 'deletePrompt', async (request) =>
    allowedValue(await app.repos.library.remove(viewerOf(request), request.params.name)),
  );

  registerEndpoint(app, 'exportLibrary', async (request) =>
    allowedValue(await app.repos.library.exportAll(viewerOf(request))),
  );

  registerEndpoint(app, 'importLibrary', async (request) =>
    allowedValue(await app.repos.library.importAll(viewerOf(request), request.body, textFacts)),
  );

  registerEndpoint(app, 'listApiKeys', async (request) =>
    allowedValue(await app.repos.apiKeys.list(viewerOf(request))),
  );

  registerEndpoint(app, 'createApiKey', async (request) =>
    allowedValue(await app.repos.apiKeys.create(viewerOf(request), request.body.name)),
  );

  registerEndpoint(app, 'revokeApiKey', async (request) =>
    allowedValue(await app.repos.apiKeys.revoke(viewerOf(request), request.params.id)),
  );
}
