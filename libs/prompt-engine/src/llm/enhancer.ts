// The Enhancer: one interface whatever is behind it. With a model it asks for the smallest
// rewrite that fixes what the offline analysis found, and serves the model's answer only if it
// keeps every fact and scores at least the offline draft; otherwise the better one (the draft) is
// served and `metadata.fallbackReason` says why. The same holds for a streamed answer, for a batch
// (`enhanceMany`: a concurrency cap and ONE overall deadline) and for variations.

import { analysePrompt } from '../analyse';
import { meaningfulWords } from '../elements';
import {
  enhanceOffline,
  OFFLINE_MODEL,
  type EnhanceInput,
  type EnhanceOptions,
  type EnhanceResult,
  type OfflineEnhancement,
} from '../engine';
import { missingFacts } from '../facts';
import { scoreAnalysis } from '../score';
import { generateVariations, type Variation } from '../variations';
import { buildMessages, parseModelAnswer } from './messages';
import { LlmError, type ChatMessage, type LlmProvider } from './openai-provider';

export interface EnhancerCallOptions extends EnhanceOptions {
  /** Model to ask for on this call instead of the provider's configured one. */
  modelHint?: string;
  /** Cancels the model call; the offline draft is served with the reason. */
  signal?: AbortSignal;
}

export interface EnhanceManyOptions extends EnhancerCallOptions {
  /** At most this many model calls at once (default: the enhancer's). */
  concurrency?: number;
  /** One deadline for the whole batch, in ms (default: the enhancer's). */
  deadlineMs?: number;
}

export type StreamEvent =
  | { type: 'delta'; text: string }
  /** The final answer: the model's text if it was accepted, else the offline draft. */
  | { type: 'result'; result: EnhanceResult };

export interface VariationResult extends Variation {
  /** The model that wrote it, or the offline engine. */
  model: string;
  fallbackReason?: string;
}

export interface Enhancer {
  /** 'llm' when a provider is configured (answers may still fall back), else 'offline'. */
  readonly engine: 'offline' | 'llm';
  enhance(input: EnhanceInput, options?: EnhancerCallOptions): Promise<EnhanceResult>;
  /** Text deltas as the model writes, then the accepted result (which may be the draft). */
  stream(
    input: EnhanceInput,
    options?: EnhancerCallOptions,
  ): AsyncGenerator<StreamEvent, void, undefined>;
  /** Every input, in order; model calls capped and bounded by one deadline. */
  enhanceMany(
    inputs: readonly EnhanceInput[],
    options?: EnhanceManyOptions,
  ): Promise<EnhanceResult[]>;
  /** The three named variations, each through the model when one is configured. */
  variations(input: EnhanceInput, options?: EnhanceManyOptions): Promise<VariationResult[]>;
}

export interface EnhancerConfig {
  llm?: LlmProvider;
  /** Model calls at once in a batch or for variations (default 4). */
  concurrency?: number;
  /** One deadline for a batch or the variations, in ms (default 30 s). */
  deadlineMs?: number;
}

export const DEFAULT_CONCURRENCY = 4;
export const DEFAULT_DEADLINE_MS = 30_000;

function describe(error: unknown): string {
  if (error instanceof LlmError) return `${error.kind}: ${error.message}`;
  return `error: ${error instanceof Error ? error.message : String(error)}`;
}

function fallback(offline: EnhanceResult, reason: string): EnhanceResult {
  return { ...offline, metadata: { ...offline.metadata, fallbackReason: reason } };
}

type Verdict = { ok: true; result: EnhanceResult } | { ok: false; reason: string };

/** The share of the request's own words an answer must keep: a rewrite, not another prompt. */
export const MIN_WORDS_KEPT = 0.6;

/** Why a model's text cannot stand in for the user's request, or undefined when it can. */
function unfaithful(offline: OfflineEnhancement, text: string): string | undefined {
  const dropped = missingFacts(offline.analysis.facts, text);
  if (dropped.length > 0) {
    return `facts: the model's answer dropped ${dropped.map((fact) => `"${fact.text}"`).join(', ')}`;
  }
  const own = offline.analysis.user.meaningful;
  if (own.length > 0) {
    const answer = new Set(meaningfulWords(text));
    const kept = own.filter((word) => answer.has(word)).length / own.length;
    if (kept < MIN_WORDS_KEPT) {
      return `drift: the model's answer keeps ${Math.round(kept * 100)} % of the request's own words`;
    }
  }
  return undefined;
}

/** Serves the model's text only if it keeps every fact and scores at least the offline draft. */
function judge(offline: OfflineEnhancement, content: string, model: string): Verdict {
  const text = parseModelAnswer(content, offline.analysis.text);
  if (!text) return { ok: false, reason: 'malformed: The model returned no prompt' };
  const problem = unfaithful(offline, text);
  if (problem) return { ok: false, reason: problem };
  const { score, checks } = scoreAnalysis(analysePrompt(text));
  const draft = offline.result.confidence;
  if (score < draft) {
    return {
      ok: false,
      reason: `quality: the model's answer scored ${score}, below the offline draft's ${draft}`,
    };
  }
  return {
    ok: true,
    result: {
      enhancedPrompt: text,
      suggestions: offline.result.suggestions,
      confidence: score,
      model,
      metadata: {
        ...offline.result.metadata,
        engine: 'llm',
        checks,
        added: [
          {
            id: 'model-rewrite',
            reason: `the model's rewrite kept every fact and scored ${score} (offline draft ${draft})`,
          },
        ],
      },
    },
  };
}

/** Runs tasks with at most `limit` at once; results in input order. */
async function pool<T, R>(
  items: readonly T[],
  limit: number,
  run: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await run(items[index] as T, index);
    }
  });
  await Promise.all(workers);
  return results;
}

/** One signal that aborts on the caller's signal or when the deadline passes. */
function deadlineSignal(
  ms: number,
  caller: AbortSignal | undefined,
): { signal: AbortSignal; expired: () => boolean; dispose: () => void } {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, ms);
  const onAbort = () => controller.abort();
  caller?.addEventListener('abort', onAbort, { once: true });
  if (caller?.aborted) controller.abort();
  return {
    signal: controller.signal,
    expired: () => expired,
    dispose: () => {
      clearTimeout(timer);
      caller?.removeEventListener('abort', onAbort);
    },
  };
}

export function createEnhancer(config: EnhancerConfig = {}): Enhancer {
  const { llm } = config;
  const defaultConcurrency = Math.max(1, config.concurrency ?? DEFAULT_CONCURRENCY);
  const defaultDeadline = Math.max(1, config.deadlineMs ?? DEFAULT_DEADLINE_MS);

  function messagesFor(offline: OfflineEnhancement, variation?: Variation): ChatMessage[] {
    return buildMessages({
      resolved: offline.resolved,
      analysis: offline.analysis,
      plan: offline.plan,
      draft: variation ? variation.prompt : offline.result.enhancedPrompt,
      ...(variation ? { variation: variation.axis } : {}),
    });
  }

  async function enhanceWith(
    offline: OfflineEnhancement,
    options: EnhancerCallOptions,
  ): Promise<EnhanceResult> {
    if (!llm) return offline.result;
    try {
      const answer = await llm.chat({
        messages: messagesFor(offline),
        ...(options.modelHint ? { model: options.modelHint } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      });
      const verdict = judge(offline, answer.content, answer.model);
      return verdict.ok ? verdict.result : fallback(offline.result, verdict.reason);
    } catch (error) {
      return fallback(offline.result, describe(error));
    }
  }

  const enhancer: Enhancer = {
    engine: llm ? 'llm' : 'offline',

    async enhance(input, options = {}) {
      return enhanceWith(enhanceOffline(input, options), options);
    },

    async *stream(input, options = {}) {
      const offline = enhanceOffline(input, options);
      if (!llm) {
        yield { type: 'delta', text: offline.result.enhancedPrompt };
        yield { type: 'result', result: offline.result };
        return;
      }
      let content = '';
      let result: EnhanceResult;
      try {
        const request = {
          messages: messagesFor(offline),
          ...(options.modelHint ? { model: options.modelHint } : {}),
          ...(options.signal ? { signal: options.signal } : {}),
        };
        if (llm.chatStream) {
          const stream = await llm.chatStream(request);
          for await (const text of stream.deltas) {
            content += text;
            yield { type: 'delta', text };
          }
          const verdict = judge(offline, content, stream.model());
          result = verdict.ok ? verdict.result : fallback(offline.result, verdict.reason);
        } else {
          const answer = await llm.chat(request);
          content = answer.content;
          yield { type: 'delta', text: content };
          const verdict = judge(offline, content, answer.model);
          result = verdict.ok ? verdict.result : fallback(offline.result, verdict.reason);
        }
      } catch (error) {
        result = fallback(offline.result, describe(error));
      }
      yield { type: 'result', result };
    },

    async enhanceMany(inputs, options = {}) {
      // Offline first: a blank prompt throws here, before any model call.
      const drafts = inputs.map((input) => enhanceOffline(input, options));
      if (!llm) return drafts.map((draft) => draft.result);
      const deadlineMs = Math.max(1, options.deadlineMs ?? defaultDeadline);
      const deadline = deadlineSignal(deadlineMs, options.signal);
      try {
        return await pool(drafts, options.concurrency ?? defaultConcurrency, async (draft) => {
          if (deadline.signal.aborted) {
            return fallback(
              draft.result,
              deadline.expired()
                ? `deadline: the batch ran out of its ${deadlineMs} ms`
                : 'aborted: The call was cancelled',
            );
          }
          const result = await enhanceWith(draft, { ...options, signal: deadline.signal });
          if (deadline.expired() && result.metadata.fallbackReason?.startsWith('aborted')) {
            return fallback(draft.result, `deadline: the batch ran out of its ${deadlineMs} ms`);
          }
          return result;
        });
      } finally {
        deadline.dispose();
      }
    },

    async variations(input, options = {}) {
      const offline = enhanceOffline(input, options);
      const drafts = generateVariations(input, options);
      const asOffline = (variation: Variation, reason?: string): VariationResult => ({
        ...variation,
        model: OFFLINE_MODEL,
        ...(reason ? { fallbackReason: reason } : {}),
      });
      if (!llm) return drafts.map((variation) => asOffline(variation));
      const deadlineMs = Math.max(1, options.deadlineMs ?? defaultDeadline);
      const deadline = deadlineSignal(deadlineMs, options.signal);
      try {
        return await pool(drafts, options.concurrency ?? defaultConcurrency, async (variation) => {
          if (deadline.signal.aborted)
            return asOffline(
              variation,
              `deadline: the variations ran out of their ${deadlineMs} ms`,
            );
          try {
            const answer = await llm.chat({
              messages: messagesFor(offline, variation),
              ...(options.modelHint ? { model: options.modelHint } : {}),
              signal: deadline.signal,
            });
            const text = parseModelAnswer(answer.content, offline.analysis.text);
            if (!text) return asOffline(variation, 'malformed: The model returned no prompt');
            const problem = unfaithful(offline, text);
            if (problem) return asOffline(variation, problem);
            const score = scoreAnalysis(analysePrompt(text)).score;
            if (score < variation.confidence) {
              return asOffline(
                variation,
                `quality: the model's answer scored ${score}, below the offline variation's ${variation.confidence}`,
              );
            }
            return { ...variation, prompt: text, confidence: score, model: answer.model };
          } catch (error) {
            const reason = deadline.expired()
              ? `deadline: the variations ran out of their ${deadlineMs} ms`
              : describe(error);
            return asOffline(variation, reason);
          }
        });
      } finally {
        deadline.dispose();
      }
    },
  };
  return enhancer;
}
