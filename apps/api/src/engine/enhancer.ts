import {
  createEnhancer,
  createOpenAiCompatibleProvider,
  type Enhancer,
  type LlmProvider,
} from '@silent/prompt-engine';
import type { ApiConfig } from '../config';

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
