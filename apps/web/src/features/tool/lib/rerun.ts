import {
  VARIATION_COUNT,
  type ApplyTemplateRequest,
  type BatchEnhanceRequest,
  type EnhanceOptions,
  type EnhanceRequest,
  type HistoryEntry,
  type VariationsRequest,
} from '@silent/contracts';

/** The call that made a history entry, with the same options, ready to send again. */
export type RerunRequest =
  | { endpoint: 'enhancePrompt'; body: EnhanceRequest }
  | { endpoint: 'batchEnhance'; body: BatchEnhanceRequest }
  | { endpoint: 'generateVariations'; body: VariationsRequest }
  | { endpoint: 'applyTemplate'; params: { id: string }; body: ApplyTemplateRequest };

/** The enhance options an entry ran with (empty audience and context stay out, as on send). */
function enhanceOptions(entry: HistoryEntry): EnhanceOptions {
  const { style, length, targetAudience, context } = entry.options;
  return {
    ...(style ? { style } : {}),
    ...(length ? { length } : {}),
    ...(targetAudience?.trim() ? { targetAudience } : {}),
    ...(context?.trim() ? { context } : {}),
  };
}

/**
 * Single and batch entries enhance their prompt again (a batch entry is one prompt of its
 * batch); a variation entry asks for the three variations again; a template entry applies the
 * same template with the same variables.
 */
export function rerunRequest(entry: HistoryEntry): RerunRequest {
  switch (entry.kind) {
    case 'single':
      return {
        endpoint: 'enhancePrompt',
        body: { originalPrompt: entry.original, ...enhanceOptions(entry) },
      };
    case 'batch':
      return {
        endpoint: 'batchEnhance',
        body: { prompts: [entry.original], ...enhanceOptions(entry) },
      };
    case 'variation':
      return {
        endpoint: 'generateVariations',
        body: { originalPrompt: entry.original, count: VARIATION_COUNT, ...enhanceOptions(entry) },
      };
    case 'template': {
      const { templateId, variables } = entry.options;
      if (!templateId) {
        // Recorded without its template (older rows): enhancing the text is the closest run.
        return { endpoint: 'enhancePrompt', body: { originalPrompt: entry.enhanced } };
      }
      return {
        endpoint: 'applyTemplate',
        params: { id: templateId },
        body: { variables: variables ?? {} },
      };
    }
  }
}
