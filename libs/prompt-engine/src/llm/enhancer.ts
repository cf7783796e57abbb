// The Enhancer: one `enhance` call whatever is behind it. With a model it asks the model, guided
// by the offline analysis; without one, or when the model fails in any way, it answers with the
// offline engine and says why in `metadata.fallbackReason`. Confidence always comes from the same
// scorer, so numbers compare across models.

import { renderHeading } from '../sections';
import { enhanceOffline, type EnhanceInput, type EnhanceResult } from '../engine';
import type { Exemplar } from '../exemplars';
import { missingFacts } from '../facts';
import { scorePrompt } from '../score';
import { buildMessages, parseModelAnswer } from './messages';
import { LlmError, type LlmProvider } from './openai-provider';

export interface EnhancerCallOptions {
  exemplars?: readonly Exemplar[];
  /** Model to ask for on this call instead of the provider's configured one. */
  modelHint?: string;
}

export interface Enhancer {
  /** 'llm' when a provider is configured (answers may still fall back), else 'offline'. */
  readonly engine: 'offline' | 'llm';
  enhance(input: EnhanceInput, options?: EnhancerCallOptions): Promise<EnhanceResult>;
}

export interface EnhancerConfig {
  llm?: LlmProvider;
}

function describe(error: unknown): string {
  if (error instanceof LlmError) return `${error.kind}: ${error.message}`;
  return `error: ${error instanceof Error ? error.message : String(error)}`;
}

export function createEnhancer(config: EnhancerConfig = {}): Enhancer {
  const { llm } = config;
  return {
    engine: llm ? 'llm' : 'offline',
    async enhance(input, options = {}) {
      const offline = enhanceOffline(input, { exemplars: options.exemplars ?? [] });
      if (!llm) return offline.result;
      try {
        const answer = await llm.chat({
          messages: buildMessages(
            offline.resolved,
            offline.analysis,
            offline.result.enhancedPrompt,
            offline.exemplars,
          ),
          json: true,
          ...(options.modelHint ? { model: options.modelHint } : {}),
        });
        const parsed = parseModelAnswer(answer.content);
        if (!parsed) {
          throw new LlmError(
            'malformed',
            'The model did not return the JSON asked for',
            answer.attempts,
          );
        }
        // A model may drop a fact; put it back rather than lose it.
        const dropped = missingFacts(offline.analysis.facts, parsed.enhancedPrompt);
        const enhancedPrompt =
          dropped.length === 0
            ? parsed.enhancedPrompt
            : [
                parsed.enhancedPrompt,
                '',
                renderHeading('Keep exactly as written', 'markdown'),
                ...dropped.map((fact) => `- ${fact.text}`),
              ].join('\n');
        const { score, checks } = scorePrompt(enhancedPrompt);
        return {
          enhancedPrompt,
          suggestions:
            parsed.suggestions.length > 0 ? parsed.suggestions : offline.result.suggestions,
          confidence: score,
          model: answer.model,
          metadata: { ...offline.result.metadata, engine: 'llm', checks },
        };
      } catch (error) {
        return {
          ...offline.result,
          metadata: { ...offline.result.metadata, fallbackReason: describe(error) },
        };
      }
    },
  };
}
