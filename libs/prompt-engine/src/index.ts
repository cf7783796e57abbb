export { MIN_TASK_CONFIDENCE, analysePrompt, withOptions } from './analyse';
export type { AnalyseOptions, PromptAnalysis } from './analyse';
export { BM25, Bm25Index } from './bm25';
export type { Bm25Hit } from './bm25';
export { ENGINE_VOCABULARY, PACKS } from './copy';
export type { LanguagePack } from './copy';
export { ELEMENT_IDS, detectElements, detectMaterial } from './elements';
export type { ElementHit, ElementId } from './elements';
export { OFFLINE_MODEL, enhanceOffline, enhancePrompt, resolveInput } from './engine';
export type {
  EnhanceInput,
  EnhanceMetadata,
  EnhanceOptions,
  EnhanceResult,
  OfflineEnhancement,
  ResolvedInput,
} from './engine';
export {
  DEFAULT_EXEMPLAR_COUNT,
  exemplarIndex,
  rankExemplars,
  selectExemplars,
  similarity,
} from './exemplars';
export type { Exemplar, RankedExemplar, SelectOptions } from './exemplars';
export { extractFacts, missingFacts } from './facts';
export type { Fact, FactKind } from './facts';
export { SCAFFOLD_LANGUAGES, detectLanguage } from './language';
export type { LanguageDetection, Register, ScaffoldLanguage } from './language';
export {
  ADDITION_IDS,
  LIGHT_TOUCH_GROWTH,
  MAX_SCAFFOLD_WORDS,
  STRONG_SCORE,
  planEnhancement,
} from './plan';
export type { Addition, AdditionId, Plan, PlanOptions } from './plan';
export { renderPrompt } from './render';
export { restateRequest } from './restate';
export {
  CHECK_IDS,
  PENALTIES,
  SPECIFICITY_STEPS,
  clampScore,
  scoreAnalysis,
  scorePrompt,
  weightsFor,
} from './score';
export type { CheckId, PromptScore } from './score';
export { SLOT_IDS, SLOT_RULES, openSlots } from './slots';
export type { SlotId, SlotRule } from './slots';
export { MAX_SUGGESTIONS, suggestImprovements } from './suggest';
export type { Suggestion, SuggestionId } from './suggest';
export { MIN_TASK_SCORE, TASK_FAMILY, TASK_IDS, detectTask } from './tasks';
export type { TaskDetection, TaskFamily, TaskId } from './tasks';
export {
  TemplateVariablesError,
  extractVariables,
  renderTemplate,
  unknownVariablesMessage,
} from './templates';
export { parseSections } from './sections';
export type { ParsedDocument, ParsedSection } from './sections';
export { FUNCTION_WORDS, STOPWORDS, contentWords, jaccard, terms, words } from './text';
export {
  DEFAULT_MIN_RELEVANCE,
  KEY_TERM_SHARE,
  MAX_HOUSE_RULES,
  applicableStyle,
  stylesFromExemplars,
} from './trained';
export type { AppliedStyle, TrainedStyle } from './trained';
export {
  MAX_VARIATION_JACCARD,
  VARIATION_AXES,
  VARIATION_KINDS,
  generateVariations,
  variationKinds,
} from './variations';
export type { Variation, VariationAxis, VariationOptions } from './variations';
export { DEFAULT_CONCURRENCY, DEFAULT_DEADLINE_MS, createEnhancer } from './llm/enhancer';
export type {
  EnhanceManyOptions,
  Enhancer,
  EnhancerCallOptions,
  EnhancerConfig,
  StreamEvent,
  VariationResult,
} from './llm/enhancer';
export { escapeXml, unescapeXml } from './llm/messages';
export { LlmError, createOpenAiCompatibleProvider, usageOf } from './llm/openai-provider';
export { httpFailureMessage, listServerModels, testServerModel } from './llm/probe';
export type { ProbeTarget } from './llm/probe';
export type {
  ChatMessage,
  ChatRequest,
  ChatResponse,
  ChatStream,
  LlmErrorKind,
  LlmProvider,
  OpenAiCompatibleConfig,
  TokenUsage,
} from './llm/openai-provider';
