// Runs the dev set through the engine under every option set and measures it. Pure apart from
// the engine calls: the CLI (main.ts) reads the files and writes the reports.

import { boilerplate } from './boilerplate';
import {
  STRENGTHS,
  TASK_IDS,
  type Dataset,
  type DevPrompt,
  type Strength,
  type TaskId,
} from './dataset';
import { enhance, score, variations, type Enhancement } from './engine';
import { ANSWER_LANGUAGE_LINE, SCAFFOLD_LANGUAGES, addedText, detectLanguage } from './language';
import { OPTION_SETS, inputFor, type OptionSet } from './options';
import { mean, median, percentile, share, spearman, strictlyIncreasing } from './stats';
import {
  classifySuggestion,
  isRedundant,
  promptStatesLength,
  type SuggestionId,
} from './suggestions';
import { readEngineTask } from './tasks';
import {
  contentLines,
  duplicatedHeadings,
  maxPairwiseJaccard,
  ownWordsShare,
  wordCount,
} from './text';
import { containsWhole, fragmentsOf, parseFactsSection } from './tokens';

/** Growth allowed for prompts that already score ≥ 7, and for a second pass (issue #16). */
export const HIGH_SCORE = 7;
export const MAX_GROWTH_HIGH_SCORE = 1.3;
export const MAX_GROWTH_SECOND_PASS = 1.1;
export const MAX_VARIATION_JACCARD = 0.6;
export const STUFFED_MAX_SCORE = 5;
/** A "one-line request": one line of at most this many words. */
export const ONE_LINE_MAX_WORDS = 25;
const EXAMPLES = 8;

export interface Distribution {
  n: number;
  median: number | null;
  p90: number | null;
  max: number | null;
}

function distribution(values: readonly number[]): Distribution {
  return {
    n: values.length,
    median: median(values),
    p90: percentile(values, 90),
    max: values.length === 0 ? null : Math.max(...values),
  };
}

export interface SetResult {
  id: string;
  label: string;
  prompts: number;
  errors: Array<{ id: string; message: string }>;
  task: {
    /** Share of prompts whose reported task (mapped from v1 ids) equals the annotation. */
    accuracy: number | null;
    reported: number;
    /** The engine reported v1 task ids, read through LEGACY_TASK_MAP. */
    legacyIds: boolean;
    perTask: Record<string, { n: number; correct: number; accuracy: number | null }>;
    confusions: Array<{ annotated: TaskId; reported: string; count: number }>;
  };
  facts: {
    tokens: number;
    kept: number;
    share: number | null;
    promptsAllKept: number | null;
    missing: Array<{ id: string; token: string }>;
  };
  fragments: {
    /** Where the listed facts came from. */
    source: 'metadata.facts' | 'facts section' | 'none';
    listed: number;
    fragments: number;
    share: number | null;
    promptsWithFragment: number;
    examples: Array<{ id: string; fact: string }>;
  };
  growth: {
    all: Distribution;
    byStrength: Record<Strength, Distribution>;
    /** Originals scoring ≥ HIGH_SCORE. */
    highScoring: Distribution & { overLimit: number };
    /** Words the engine added to one-line requests. */
    oneLineAddedWords: Distribution;
  };
  idempotence: {
    growth: Distribution;
    withinLimit: number | null;
    duplicatedHeadingShare: number | null;
    examples: Array<{ id: string; headings: string[] }>;
  };
  boilerplate: {
    lineShare: number | null;
    wordShare: number | null;
    topLines: Array<{ line: string; outputs: number }>;
  };
  ownWords: { median: number | null };
  language: {
    judged: number;
    match: number | null;
    perLanguage: Record<string, { n: number; match: number }>;
    /** Prompts outside SCAFFOLD_LANGUAGES, and how many carry an answer-language line. */
    otherLanguages?: { n: number; withAnswerLine: number };
    mismatches: Array<{ id: string; expected: string; detected: string }>;
    /** metadata.language against the annotation, when the engine reports it. */
    reportedAccuracy: number | null;
  };
  suggestions: {
    total: number;
    perPrompt: Distribution;
    /** Mean count per prompt. */
    meanPerPrompt: number | null;
    precision: number | null;
    redundant: number;
    idSource: 'metadata.suggestionIds' | 'keywords';
    byId: Record<string, number>;
    redundantExamples: Array<{ id: string; suggestion: string; asksFor: SuggestionId }>;
  };
  variations: {
    maxJaccard: Distribution;
    shareUnderLimit: number | null;
    /** Share of prompts whose variations rank in the most common order. */
    commonOrderShare: number | null;
    commonOrder: string | null;
    alwaysSameOrder: boolean | null;
  };
  ladders: {
    n: number;
    enhancedOrdered: number | null;
    failures: string[];
  };
  stuffed: { enhancedMax: number | null; enhancedUnderLimit: number | null };
  confidence: {
    meanOriginal: number | null;
    meanEnhanced: number | null;
    meanLift: number | null;
    liftVsStrength: number | null;
    originalVsStrength: number | null;
    enhancedVsStrength: number | null;
  };
}

export interface GlobalResult {
  ladders: { n: number; originalOrdered: number | null; failures: string[] };
  stuffed: {
    n: number;
    underLimit: number | null;
    max: number | null;
    scores: Array<{ id: string; score: number }>;
  };
}

export interface EvalResult {
  engineModel: string;
  dataset: { hash: string; prompts: number; ladders: number; stuffed: number };
  global: GlobalResult;
  sets: SetResult[];
}

interface PromptRun {
  prompt: DevPrompt;
  originalScore: number;
  first: Enhancement;
  second: Enhancement;
}

const STRENGTH_RANK: Record<Strength, number> = { weak: 0, medium: 1, strong: 2 };

function tryRun<T>(errors: SetResult['errors'], id: string, run: () => T): T | null {
  try {
    return run();
  } catch (error) {
    errors.push({ id, message: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

function taskFigures(runs: readonly PromptRun[]): SetResult['task'] {
  const perTask: SetResult['task']['perTask'] = {};
  for (const task of TASK_IDS) perTask[task] = { n: 0, correct: 0, accuracy: null };
  const confusions = new Map<string, number>();
  let reported = 0;
  let correct = 0;
  let legacyIds = false;
  for (const { prompt, first } of runs) {
    const entry = perTask[prompt.task] ?? { n: 0, correct: 0, accuracy: null };
    perTask[prompt.task] = entry;
    if (first.task === null) continue;
    reported += 1;
    const read = readEngineTask(first.task);
    legacyIds ||= read.legacy;
    entry.n += 1;
    if (read.task === prompt.task) {
      entry.correct += 1;
      correct += 1;
    } else {
      const key = `${prompt.task}\u0000${first.task}`;
      confusions.set(key, (confusions.get(key) ?? 0) + 1);
    }
  }
  for (const entry of Object.values(perTask)) {
    entry.accuracy = entry.n === 0 ? null : entry.correct / entry.n;
  }
  return {
    accuracy: reported === 0 ? null : correct / reported,
    reported,
    legacyIds,
    perTask,
    confusions: [...confusions]
      .map(([key, count]) => {
        const [annotated, engineTask] = key.split('\u0000');
        return { annotated: annotated as TaskId, reported: engineTask ?? '', count };
      })
      .sort((a, b) => b.count - a.count || a.annotated.localeCompare(b.annotated))
      .slice(0, EXAMPLES),
  };
}

function factFigures(runs: readonly PromptRun[]): SetResult['facts'] {
  let tokens = 0;
  let kept = 0;
  const missing: SetResult['facts']['missing'] = [];
  const withFacts = runs.filter(({ prompt }) => prompt.mustKeep.length > 0);
  for (const { prompt, first } of withFacts) {
    for (const token of prompt.mustKeep) {
      tokens += 1;
      if (containsWhole(first.enhancedPrompt, token)) kept += 1;
      else missing.push({ id: prompt.id, token });
    }
  }
  return {
    tokens,
    kept,
    share: tokens === 0 ? null : kept / tokens,
    promptsAllKept: share(withFacts, ({ prompt, first }) =>
      prompt.mustKeep.every((token) => containsWhole(first.enhancedPrompt, token)),
    ),
    missing: missing.slice(0, EXAMPLES),
  };
}

function fragmentFigures(runs: readonly PromptRun[]): SetResult['fragments'] {
  let source: SetResult['fragments']['source'] = 'none';
  let listed = 0;
  let fragments = 0;
  let promptsWithFragment = 0;
  const examples: SetResult['fragments']['examples'] = [];
  for (const { prompt, first } of runs) {
    let facts = first.facts;
    if (facts !== null) source = 'metadata.facts';
    else {
      facts = parseFactsSection(first.enhancedPrompt);
      if (facts.length > 0 && source === 'none') source = 'facts section';
    }
    const found = fragmentsOf(prompt.prompt, facts, prompt.mustKeep);
    listed += facts.length;
    fragments += found.length;
    if (found.length > 0) promptsWithFragment += 1;
    for (const fact of found)
      if (examples.length < EXAMPLES) examples.push({ id: prompt.id, fact });
  }
  return {
    source,
    listed,
    fragments,
    share: listed === 0 ? null : fragments / listed,
    promptsWithFragment,
    examples,
  };
}

const growthOf = (original: string, enhanced: string) =>
  wordCount(enhanced) / Math.max(1, wordCount(original));

function growthFigures(runs: readonly PromptRun[]): SetResult['growth'] {
  const byStrength = Object.fromEntries(
    STRENGTHS.map((strength) => [
      strength,
      distribution(
        runs
          .filter(({ prompt }) => prompt.strength === strength)
          .map(({ prompt, first }) => growthOf(prompt.prompt, first.enhancedPrompt)),
      ),
    ]),
  ) as Record<Strength, Distribution>;
  const high = runs
    .filter(({ originalScore }) => originalScore >= HIGH_SCORE)
    .map(({ prompt, first }) => growthOf(prompt.prompt, first.enhancedPrompt));
  const oneLine = runs
    .filter(
      ({ prompt }) =>
        contentLines(prompt.prompt).length === 1 && wordCount(prompt.prompt) <= ONE_LINE_MAX_WORDS,
    )
    .map(({ prompt, first }) => wordCount(first.enhancedPrompt) - wordCount(prompt.prompt));
  return {
    all: distribution(
      runs.map(({ prompt, first }) => growthOf(prompt.prompt, first.enhancedPrompt)),
    ),
    byStrength,
    highScoring: {
      ...distribution(high),
      overLimit: high.filter((growth) => growth > MAX_GROWTH_HIGH_SCORE).length,
    },
    oneLineAddedWords: distribution(oneLine),
  };
}

function idempotenceFigures(runs: readonly PromptRun[]): SetResult['idempotence'] {
  const growth = runs.map(({ first, second }) =>
    growthOf(first.enhancedPrompt, second.enhancedPrompt),
  );
  const duplicated = runs
    .map(({ prompt, second }) => ({
      id: prompt.id,
      headings: duplicatedHeadings(second.enhancedPrompt),
    }))
    .filter((entry) => entry.headings.length > 0);
  return {
    growth: distribution(growth),
    withinLimit: share(growth, (value) => value <= MAX_GROWTH_SECOND_PASS),
    duplicatedHeadingShare: runs.length === 0 ? null : duplicated.length / runs.length,
    examples: duplicated.slice(0, EXAMPLES),
  };
}

function languageFigures(runs: readonly PromptRun[], candidates: readonly string[]) {
  const perLanguage: SetResult['language']['perLanguage'] = {};
  const mismatches: SetResult['language']['mismatches'] = [];
  let judged = 0;
  let matched = 0;
  let reported = 0;
  let reportedCorrect = 0;
  const otherLanguages = { n: 0, withAnswerLine: 0 };
  for (const { prompt, first } of runs) {
    if (!SCAFFOLD_LANGUAGES.includes(prompt.language)) {
      otherLanguages.n += 1;
      if (ANSWER_LANGUAGE_LINE.test(first.enhancedPrompt)) otherLanguages.withAnswerLine += 1;
    }
    if (first.language !== null) {
      reported += 1;
      if (first.language === prompt.language) reportedCorrect += 1;
    }
    const detected = detectLanguage(addedText(prompt.prompt, first.enhancedPrompt), candidates);
    if (detected === null) continue;
    judged += 1;
    const entry = perLanguage[prompt.language] ?? { n: 0, match: 0 };
    perLanguage[prompt.language] = entry;
    entry.n += 1;
    if (detected === prompt.language) {
      matched += 1;
      entry.match += 1;
    } else if (mismatches.length < EXAMPLES) {
      mismatches.push({ id: prompt.id, expected: prompt.language, detected });
    }
  }
  return {
    judged,
    match: judged === 0 ? null : matched / judged,
    perLanguage,
    otherLanguages,
    mismatches,
    reportedAccuracy: reported === 0 ? null : reportedCorrect / reported,
  };
}

function suggestionFigures(runs: readonly PromptRun[], set: OptionSet): SetResult['suggestions'] {
  let total = 0;
  let redundant = 0;
  let fromMetadata = false;
  const byId: Record<string, number> = {};
  const redundantExamples: SetResult['suggestions']['redundantExamples'] = [];
  for (const { prompt, first } of runs) {
    const present = {
      hasAudience: prompt.hasAudience || set.fit,
      hasFormat: prompt.hasFormat,
      hasLength: promptStatesLength(prompt.prompt) || false,
      hasContext: set.fit,
    };
    first.suggestions.forEach((suggestion, index) => {
      const fromEngine = first.suggestionIds?.[index];
      fromMetadata ||= fromEngine !== undefined;
      const asksFor = fromEngine ?? classifySuggestion(suggestion);
      total += 1;
      byId[asksFor] = (byId[asksFor] ?? 0) + 1;
      if (isRedundant(asksFor, present)) {
        redundant += 1;
        if (redundantExamples.length < EXAMPLES) {
          redundantExamples.push({ id: prompt.id, suggestion, asksFor });
        }
      }
    });
  }
  const counts = runs.map(({ first }) => first.suggestions.length);
  return {
    total,
    perPrompt: distribution(counts),
    meanPerPrompt: mean(counts),
    precision: total === 0 ? null : 1 - redundant / total,
    redundant,
    idSource: fromMetadata ? 'metadata.suggestionIds' : 'keywords',
    byId,
    redundantExamples,
  };
}

function variationFigures(
  prompts: readonly DevPrompt[],
  set: OptionSet,
  errors: SetResult['errors'],
): SetResult['variations'] {
  const maxima: number[] = [];
  const orders = new Map<string, number>();
  for (const prompt of prompts) {
    const result = tryRun(errors, `${prompt.id} (variations)`, () =>
      variations(inputFor(set, prompt.prompt, prompt.fit)),
    );
    if (!result || result.length < 2) continue;
    maxima.push(maxPairwiseJaccard(result.map((variation) => variation.prompt)));
    // The ranking by score, ties shown with "=", so "a > b = c" is one order.
    const ranked = [...result].sort((a, b) => b.confidence - a.confidence);
    const order = ranked
      .map((variation, index) => {
        const previous = ranked[index - 1];
        if (!previous) return variation.label;
        return `${previous.confidence === variation.confidence ? ' = ' : ' > '}${variation.label}`;
      })
      .join('');
    orders.set(order, (orders.get(order) ?? 0) + 1);
  }
  const [common] = [...orders].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return {
    maxJaccard: distribution(maxima),
    shareUnderLimit: share(maxima, (value) => value < MAX_VARIATION_JACCARD),
    commonOrderShare: common && maxima.length > 0 ? common[1] / maxima.length : null,
    commonOrder: common?.[0] ?? null,
    alwaysSameOrder: maxima.length === 0 ? null : orders.size === 1,
  };
}

function confidenceFigures(runs: readonly PromptRun[]): SetResult['confidence'] {
  const strength = runs.map(({ prompt }) => STRENGTH_RANK[prompt.strength]);
  const original = runs.map(({ originalScore }) => originalScore);
  const enhanced = runs.map(({ first }) => first.confidence);
  const lift = runs.map(({ originalScore, first }) => first.confidence - originalScore);
  return {
    meanOriginal: mean(original),
    meanEnhanced: mean(enhanced),
    meanLift: mean(lift),
    liftVsStrength: spearman(lift, strength),
    originalVsStrength: spearman(original, strength),
    enhancedVsStrength: spearman(enhanced, strength),
  };
}

function evaluateSet(dataset: Dataset, set: OptionSet, scores: Map<string, number>): SetResult {
  const errors: SetResult['errors'] = [];
  const runs: PromptRun[] = [];
  for (const prompt of dataset.prompts) {
    const run = tryRun(errors, prompt.id, () => {
      const first = enhance(inputFor(set, prompt.prompt, prompt.fit));
      const second = enhance(inputFor(set, first.enhancedPrompt, prompt.fit));
      return { prompt, originalScore: scores.get(prompt.id) ?? 0, first, second };
    });
    if (run) runs.push(run);
  }
  const candidates = [...new Set(dataset.prompts.map((prompt) => prompt.language))].sort();
  const ladderFailures: string[] = [];
  let laddersJudged = 0;
  for (const ladder of dataset.ladders) {
    const confidences = tryRun(errors, ladder.id, () =>
      [ladder.bad, ladder.medium, ladder.good].map(
        (rung) => enhance(inputFor(set, rung)).confidence,
      ),
    );
    if (!confidences) continue;
    laddersJudged += 1;
    if (!strictlyIncreasing(confidences)) ladderFailures.push(ladder.id);
  }
  const stuffedScores = dataset.stuffed
    .map((item) => tryRun(errors, item.id, () => enhance(inputFor(set, item.prompt)).confidence))
    .filter((value): value is number => value !== null);
  const outputs = runs.map(({ first }) => first.enhancedPrompt);
  const recurring = boilerplate(outputs);
  return {
    id: set.id,
    label: set.label,
    prompts: runs.length,
    errors,
    task: taskFigures(runs),
    facts: factFigures(runs),
    fragments: fragmentFigures(runs),
    growth: growthFigures(runs),
    idempotence: idempotenceFigures(runs),
    boilerplate: {
      lineShare: recurring.lineShare,
      wordShare: recurring.wordShare,
      topLines: recurring.recurring.slice(0, 5),
    },
    ownWords: {
      median: median(
        runs.map(({ prompt, first }) => ownWordsShare(prompt.prompt, first.enhancedPrompt)),
      ),
    },
    language: languageFigures(runs, candidates),
    suggestions: suggestionFigures(runs, set),
    variations: variationFigures(dataset.prompts, set, errors),
    ladders: {
      n: laddersJudged,
      enhancedOrdered: laddersJudged === 0 ? null : 1 - ladderFailures.length / laddersJudged,
      failures: ladderFailures,
    },
    stuffed: {
      enhancedMax: stuffedScores.length === 0 ? null : Math.max(...stuffedScores),
      enhancedUnderLimit: share(stuffedScores, (value) => value < STUFFED_MAX_SCORE),
    },
    confidence: confidenceFigures(runs),
  };
}

function evaluateGlobal(dataset: Dataset): GlobalResult {
  const failures = dataset.ladders
    .filter((ladder) => !strictlyIncreasing([ladder.bad, ladder.medium, ladder.good].map(score)))
    .map((ladder) => ladder.id);
  const scores = dataset.stuffed.map((item) => ({ id: item.id, score: score(item.prompt) }));
  return {
    ladders: {
      n: dataset.ladders.length,
      originalOrdered:
        dataset.ladders.length === 0 ? null : 1 - failures.length / dataset.ladders.length,
      failures,
    },
    stuffed: {
      n: scores.length,
      underLimit: share(scores, (entry) => entry.score < STUFFED_MAX_SCORE),
      max: scores.length === 0 ? null : Math.max(...scores.map((entry) => entry.score)),
      scores,
    },
  };
}

export function evaluate(dataset: Dataset, sets: readonly OptionSet[] = OPTION_SETS): EvalResult {
  const scores = new Map(dataset.prompts.map((prompt) => [prompt.id, score(prompt.prompt)]));
  const [firstPrompt] = dataset.prompts;
  return {
    engineModel: firstPrompt ? enhance({ originalPrompt: firstPrompt.prompt }).model : 'unknown',
    dataset: {
      hash: dataset.hash,
      prompts: dataset.prompts.length,
      ladders: dataset.ladders.length,
      stuffed: dataset.stuffed.length,
    },
    global: evaluateGlobal(dataset),
    sets: sets.map((set) => evaluateSet(dataset, set, scores)),
  };
}
