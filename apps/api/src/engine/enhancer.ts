import {
  createEnhancer,
  createOpenAiCompatibleProvider,
  type Enhancer,
  type LlmProvider,
} from '@silent/prompt-engine';
import { createHash } from 'node:crypto';
import type { ApiConfig } from '../config';

/**
 * Which enhancer the settings need (same server, model and key: same enhancer), for the caches of
 * the main thread and of every batch worker. A digest: the caches keep no copy of the API key.
 */
export function settingsKey(settings: ApiConfig['llm']): string {
  return createHash('sha256')
    .update(JSON.stringify([settings.baseUrl, settings.model, settings.apiKey]))
    .digest('hex');
}

/**
 * The enhancer the settings describe: the offline engine, or an OpenAI-compatible model with the
 * offline draft as fallback. The main thread and every batch worker build theirs here.
 */
export function createConfiguredEnhancer(
  settings: ApiConfig['llm'],
  /** Wraps the provider (the API records each call through it). */
  wrap: (provider: LlmProvider) => LlmProvider = (provider) => provider,
): Enhancer {
  const provider = settings.baseUrl
    ? createOpenAiCompatibleProvider({
        baseUrl: settings.baseUrl,
        ...(settings.apiKey ? { apiKey: settings.apiKey } : {}),
        model: settings.model,
        timeoutMs: settings.timeoutMs,
        maxRetries: settings.maxRetries,
      })
    : undefined;
  const llm = provider ? wrap(provider) : undefined;
  return createEnhancer({
    ...(llm ? { llm } : {}),
    concurrency: settings.concurrency,
    deadlineMs: settings.deadlineMs,
  });
}
