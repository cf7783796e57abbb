export { analysePrompt, findSubject } from './analyse';
export type { AnalyseOptions, PromptAnalysis } from './analyse';
export { ELEMENT_IDS, WEAKNESS_IDS, detectElements, detectWeaknesses } from './elements';
export type { ElementHit, ElementId, Weakness, WeaknessId } from './elements';
export { extractFacts, missingFacts } from './facts';
export type { Fact, FactKind } from './facts';
export { OFFLINE_MODEL, enhancePrompt, resolveInput } from './engine';
export type { EnhanceInput, EnhanceMetadata, EnhanceOptions, EnhanceResult } from './engine';
export {
  BM25,
  DEFAULT_EXEMPLAR_COUNT,
  rankExemplars,
  selectExemplars,
  similarity,
} from './exemplars';
export type { Exemplar, RankedExemplar, SelectOptions } from './exemplars';
export { LENGTH_BUDGETS, STYLE_PROFILES, lengthDirective } from './options';
export type { LengthBudget, StyleProfile } from './options';
export {
  ELEMENT_CHECKS,
  SPECIFICITY_POINTS,
  SPECIFICITY_UNITS,
  TASK_POINTS,
  WEAKNESS_PENALTIES,
  scorePrompt,
} from './score';
export type { PromptScore } from './score';
export { MAX_SUGGESTIONS, suggestImprovements } from './suggest';
export type { Suggestion, SuggestionId } from './suggest';
export { TASK_KINDS, TASK_PROFILES, detectTask } from './tasks';
export type { TaskKind, TaskProfile } from './tasks';
export {
  TemplateVariablesError,
  extractVariables,
  renderTemplate,
  unknownVariablesMessage,
} from './templates';
export { jaccard } from './text';
export { MAX_VARIATION_JACCARD, VARIATION_AXES, generateVariations } from './variations';
export type { Variation, VariationAxis, VariationOptions } from './variations';
export { createEnhancer } from './llm/enhancer';
export type { Enhancer, EnhancerCallOptions, EnhancerConfig } from './llm/enhancer';
export { LlmError, createOpenAiCompatibleProvider } from './llm/openai-provider';
export type {
  ChatMessage,
  ChatRequest,
  ChatResponse,
  LlmErrorKind,
  LlmProvider,
  OpenAiCompatibleConfig,
} from './llm/openai-provider';
