// What the tools run on. Two backends with one shape: the engine in this process (offline, the
// default of the command line) and a Silent server through the typed client (`--server`, and
// the API's own /mcp endpoint, which calls its routes in-process). The tools, the CLI commands
// and their tests see only `SilentBackend`.
import { createApiClient, isApiError } from '@silent/api-client';
import {
  LIMITS,
  MESSAGES,
  type EnhancementResult,
  type EnhanceOptions,
  type ServedPrompt,
  type Template,
  type VariationsResult,
} from '@silent/contracts';
import {
  OFFLINE_MODEL,
  enhancePrompt,
  generateVariations,
  renderTemplate,
  scorePrompt,
  TemplateVariablesError,
  type PromptScore,
} from '@silent/prompt-engine';
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import {
  ApplyTemplateToolInput,
  EnhanceToolInput,
  GetPromptToolInput,
  InvalidInputError,
  VariationsToolInput,
  checkInput,
  type ApplyTemplateToolArgs,
  type EnhanceToolArgs,
  type GetPromptToolArgs,
  type VariationsToolArgs,
} from './schemas';

/** One enhancement; `id` only when a server recorded it in the caller's history. */
export type EnhanceOutput = Omit<EnhancementResult, 'id' | 'ratingToken'> & { id?: string };

export interface ApplyTemplateOutput {
  result: string;
  template: Template;
}

export interface SilentBackend {
  /** `offline` (engine in this process) or the server's origin. */
  readonly where: string;
  enhance(input: EnhanceToolArgs): Promise<EnhanceOutput>;
  /** Many prompts with the same options; `onProgress(done, total)` after each step. */
  enhanceMany(
    prompts: readonly string[],
    options: EnhanceOptions,
    onProgress?: (done: number, total: number) => void,
  ): Promise<EnhanceOutput[]>;
  /** Always the engine's own scoring, in this process: it is pure and needs no server. */
  score(prompt: string): PromptScore;
  variations(input: VariationsToolArgs): Promise<VariationsResult>;
  listTemplates(category?: string): Promise<Template[]>;
  applyTemplate(input: ApplyTemplateToolArgs): Promise<ApplyTemplateOutput>;
  /** A library prompt by name and label (the caller's own library, on a server only). */
  getPrompt(input: GetPromptToolArgs): Promise<ServedPrompt>;
}

/** A failure to show the user as it is: bad input, a refusal, an unreachable server. */
export class BackendError extends Error {
  override readonly name = 'BackendError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** A template as the offline backend knows it (the shape of the seed data). */
export interface TemplateSource {
  slug: string;
  name: string;
  description: string;
  category: string;
  variables: readonly string[];
  body: string;
}

/** A stable UUID for an offline template (name-based, so the same slug gives the same id). */
export function templateIdOf(slug: string): string {
  const hex = createHash('sha1').update(`silent-template:${slug}`).digest('hex');
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const elapsed = (start: number) => Math.round((performance.now() - start) * 10) / 10;

function byCategory(templates: Template[], category?: string): Template[] {
  const wanted = category?.trim().toLowerCase();
  return wanted ? templates.filter((t) => t.category.toLowerCase() === wanted) : templates;
}

/** The engine in this process: no network, deterministic. */
export function createOfflineBackend(
  options: { templates?: readonly TemplateSource[] } = {},
): SilentBackend {
  const templates: Template[] = (options.templates ?? []).map((source) => ({
    id: templateIdOf(source.slug),
    name: source.name,
    description: source.description,
    category: source.category,
    variables: [...source.variables],
    body: source.body,
    usage: 0,
  }));

  function enhanceOne(input: EnhanceToolArgs): EnhanceOutput {
    const start = performance.now();
    const result = enhancePrompt(checkInput(EnhanceToolInput, input));
    return { ...result, metadata: { ...result.metadata, processingTime: elapsed(start) } };
  }

  return {
    where: 'offline',
    enhance: async (input) => enhanceOne(input),
    enhanceMany: async (prompts, options, onProgress) => {
      const results: EnhanceOutput[] = [];
      for (const prompt of prompts) {
        results.push(enhanceOne({ originalPrompt: prompt, ...options }));
        onProgress?.(results.length, prompts.length);
        // Let a progress bar paint between prompts.
        await new Promise((resolve) => setImmediate(resolve));
      }
      return results;
    },
    score: (prompt) => scorePrompt(prompt),
    variations: async (input) => {
      const { count: _count, ...request } = checkInput(VariationsToolInput, input);
      const variations = generateVariations(request);
      return {
        variations: variations.map((variation) => variation.prompt),
        details: variations.map(({ axis, label, confidence }) => ({ axis, label, confidence })),
        model: OFFLINE_MODEL,
      };
    },
    listTemplates: async (category) => byCategory(templates, category),
    applyTemplate: async (input) => {
      const { id, variables } = checkInput(ApplyTemplateToolInput, input);
      const template = templates.find((entry) => entry.id === id);
      if (!template) throw new BackendError(MESSAGES.templateNotFound, 404);
      try {
        return { result: renderTemplate(template.body, variables), template };
      } catch (error) {
        if (error instanceof TemplateVariablesError) throw new BackendError(error.message, 400);
        throw error;
      }
    },
    getPrompt: async (input) => {
      checkInput(GetPromptToolInput, input);
      // The library lives on a server, with its owner: there is none offline.
      throw new BackendError(MESSAGES.promptLibraryNeedsServer, 400);
    },
  };
}

export interface ClientBackendOptions {
  /** The server's origin, e.g. `https://silent.example.com`. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer <key>`: an API key or a session's access token. */
  apiKey?: string;
  /** Injected fetch (tests; the API's /mcp route answers through its own routes with it). */
  fetch?: typeof fetch;
}

/** The same calls against a Silent server, through the typed client. */
export function createClientBackend(options: ClientBackendOptions): SilentBackend {
  const client = createApiClient({
    baseUrl: options.baseUrl,
    ...(options.apiKey ? { getAccessToken: () => options.apiKey } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  // The server's message, as the server said it; no stack, no envelope.
  async function guarded<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (isApiError(error)) throw new BackendError(error.message, error.status);
      throw error;
    }
  }

  return {
    where: options.baseUrl,
    enhance: (input) =>
      guarded(() => client.call('enhancePrompt', { body: checkInput(EnhanceToolInput, input) })),
    enhanceMany: (prompts, enhanceOptions, onProgress) =>
      guarded(async () => {
        const results: EnhanceOutput[] = [];
        // The server takes at most LIMITS.batchMaxPrompts per call.
        for (let start = 0; start < prompts.length; start += LIMITS.batchMaxPrompts) {
          const chunk = prompts.slice(start, start + LIMITS.batchMaxPrompts);
          const data = await client.call('batchEnhance', {
            body: { prompts: [...chunk], ...enhanceOptions },
          });
          for (const item of data.results) {
            results.push({
              id: item.id,
              enhancedPrompt: item.enhanced,
              suggestions: item.suggestions,
              confidence: item.confidence,
              model: item.model,
              metadata: {
                processingTime: data.summary.processingTime / data.results.length,
                engine: item.model === OFFLINE_MODEL ? 'offline' : 'llm',
                originalScore: scorePrompt(item.original).score,
                checks: scorePrompt(item.enhanced).checks,
              },
            });
          }
          onProgress?.(results.length, prompts.length);
        }
        return results;
      }),
    score: (prompt) => scorePrompt(prompt),
    variations: (input) =>
      guarded(() =>
        client.call('generateVariations', { body: checkInput(VariationsToolInput, input) }),
      ),
    listTemplates: (category) =>
      guarded(async () => byCategory(await client.call('listTemplates'), category)),
    applyTemplate: (input) =>
      guarded(async () => {
        const { id, variables } = checkInput(ApplyTemplateToolInput, input);
        const data = await client.call('applyTemplate', { params: { id }, body: { variables } });
        return { result: data.result, template: data.template };
      }),
    getPrompt: (input) =>
      guarded(async () => {
        const { name, ...query } = checkInput(GetPromptToolInput, input);
        return client.call('getPrompt', { params: { name }, query });
      }),
  };
}

/** What a person should read for a failure: our own errors in their words, else a generic. */
export function userMessage(error: unknown): string | undefined {
  if (error instanceof BackendError || error instanceof InvalidInputError) return error.message;
  // The engine's RangeError for a blank prompt carries MESSAGES.enhancePromptRequired.
  if (error instanceof RangeError) return error.message;
  return undefined;
}
