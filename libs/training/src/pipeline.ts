// The training pipeline. Each category's items are split (seeded, recorded) into a train part
// and a held-out validation part. Candidate exemplar sets are drawn from the train part only;
// each is measured on the validation part against what is in effect today (the owner's current
// result, else none), with the control beside every score. The best candidate seen is kept, and
// it becomes the category's new result only when it beats what is in effect on both score and
// lift. Pure: the engine comes in as a function, results go out as numbers; storing them is the
// caller's job. See README.md for the method and the measurements behind its constants.
import { MESSAGES } from '@silent/contracts';
import { stylesFromExemplars, terms, type Exemplar } from '@silent/prompt-engine';
import { fingerprint, type CategoryCheckpoint, type CheckpointRun } from './checkpoint';
import { agreement } from './metric';
import { holdOut, seededRandom } from './split';
import { mean, median, spread } from './stats';
import type {
  CandidateScore,
  CategoryResult,
  Figures,
  ItemResult,
  LearnedStyle,
  TrainingItem,
  TrainingOptions,
  TrainingResult,
} from './types';

export const TRAINING_DEFAULTS = {
  seed: 1,
  validationShare: 0.3,
  maxExemplars: 40,
  validationSize: 150,
  progressEvery: 25,
} as const;

/**
 * Agreement score at or above which one enhancement counts as a success. Chosen from the seed
 * set (`npm run eval:training`, libs/training/README.md): no output of the untrained engine
 * reaches 0.25 against any of the 6,026 expected outputs of another category (their maximum is
 * 0.169, p99 0.064), while its best matches with the right one stop at 0.28. So a success is
 * agreement no wrong reference has shown. Configurable (TRAINING_SUCCESS_THRESHOLD).
 */
export const TRAINING_SUCCESS_THRESHOLD = 0.25;

/** A candidate must beat what is in effect by at least this much mean score to replace it. */
export const MIN_SCORE_GAIN = 0.01;

/** Candidate sizes besides "all" (the most typical examples of the train part). */
const TYPICAL_SIZES = [6, 12, 24] as const;

/** No item of the session's categories: the session fails with the spec's reason. */
export class NoTrainingDataError extends Error {
  constructor() {
    super(MESSAGES.noTrainingData);
    this.name = 'NoTrainingDataError';
  }
}

interface Evaluation {
  output: string;
  score: number;
  control: number;
  success: boolean;
  confidence: number;
  latencyMs: number;
  used: readonly string[];
}

export function toExemplar(item: TrainingItem): Exemplar {
  return { id: item.id, input: item.input, output: item.expectedOutput, category: item.category };
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Items in the order of what they say (the id only breaks ties between copies): ids are random
 * per database, so ordering by them made the same examples, imported twice, split and train
 * differently, and a session's outcome a matter of luck.
 */
function byContent(a: TrainingItem, b: TrainingItem): number {
  return (
    compare(a.input, b.input) ||
    compare(a.expectedOutput, b.expectedOutput) ||
    compare(a.category, b.category) ||
    compare(a.id, b.id)
  );
}

const sameCategory = (a: string | undefined, b: string) =>
  (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();

function figuresOf(runs: readonly CheckpointRun[]): Figures {
  const score = mean(runs.map((run) => run.score));
  const control = mean(runs.map((run) => run.control));
  return {
    score,
    control,
    lift: score - control,
    successRate: mean(runs.map((run) => (run.success ? 1 : 0))),
  };
}

/**
 * The train items ordered by how typical they are of the category: how many of their expected
 * output's lines recur in another train item's (a house style's lines recur; one-off facts do
 * not). Ties keep content order.
 */
function byTypicality(train: readonly TrainingItem[]): TrainingItem[] {
  const linesOf = (item: TrainingItem) =>
    new Set(
      item.expectedOutput
        .split('\n')
        .map((line) => terms(line).join(' '))
        .filter((line) => line.length > 0),
    );
  const sets = train.map(linesOf);
  const seenIn = new Map<string, number>();
  for (const set of sets) for (const line of set) seenIn.set(line, (seenIn.get(line) ?? 0) + 1);
  const typicality = sets.map(
    (set) => [...set].filter((line) => (seenIn.get(line) ?? 0) > 1).length,
  );
  return train
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (typicality[b.index] ?? 0) - (typicality[a.index] ?? 0) || a.index - b.index)
    .map((entry) => entry.item);
}

function candidateSets(
  train: readonly TrainingItem[],
  maxExemplars: number,
): Array<{ name: string; items: TrainingItem[] }> {
  if (train.length === 0) return [];
  const ranked = byTypicality(train);
  const sets = [{ name: 'all', items: ranked.slice(0, maxExemplars) }];
  for (const size of TYPICAL_SIZES) {
    if (size < Math.min(ranked.length, maxExemplars)) {
      sets.push({ name: `typical-${size}`, items: ranked.slice(0, size) });
    }
  }
  return sets;
}

function learnedStyle(category: string, exemplars: readonly Exemplar[]): LearnedStyle | undefined {
  const style = stylesFromExemplars(exemplars).find((entry) =>
    sameCategory(entry.category, category),
  );
  if (!style) return undefined;
  return {
    task: style.task,
    ...(style.role ? { role: style.role } : {}),
    ...(style.format ? { format: style.format } : {}),
    ...(style.length ? { length: style.length } : {}),
    rules: [...style.rules],
  };
}

/** The options with their defaults filled in. */
interface Settings {
  seed: number;
  share: number;
  maxExemplars: number;
  validationSize: number;
  threshold: number;
  progressEvery: number;
  now: () => number;
  current: readonly Exemplar[];
}

function settingsOf(options: TrainingOptions): Settings {
  return {
    seed: options.seed ?? TRAINING_DEFAULTS.seed,
    share: options.validationShare ?? TRAINING_DEFAULTS.validationShare,
    maxExemplars: Math.max(2, options.maxExemplars ?? TRAINING_DEFAULTS.maxExemplars),
    validationSize: Math.max(1, options.validationSize ?? TRAINING_DEFAULTS.validationSize),
    threshold: options.threshold ?? TRAINING_SUCCESS_THRESHOLD,
    progressEvery: Math.max(1, options.progressEvery ?? TRAINING_DEFAULTS.progressEvery),
    now: options.now ?? (() => performance.now()),
    current: options.current ?? [],
  };
}

/** One category's items (by content), its train part and the validation items it is measured on. */
interface CategorySplit {
  category: string;
  items: TrainingItem[];
  train: TrainingItem[];
  validation: TrainingItem[];
}

/** A category's split with the exemplar sets to try on it. */
interface CategoryPlan extends CategorySplit {
  candidates: Array<{ name: string; items: TrainingItem[] }>;
}

/** Each item's control partner, by item id (none when there is nothing to draw from). */
type Controls = ReadonlyMap<string, TrainingItem | undefined>;

/** The items of the wanted categories, by trimmed category name. */
function groupByCategory(
  items: readonly TrainingItem[],
  categories: readonly string[],
): Map<string, TrainingItem[]> {
  const wanted = new Set(categories.map((name) => name.trim()));
  const groups = new Map<string, TrainingItem[]>();
  for (const item of items) {
    const category = item.category.trim();
    if (!wanted.has(category)) continue;
    const group = groups.get(category);
    if (group) group.push(item);
    else groups.set(category, [item]);
  }
  return groups;
}

/**
 * Splits every category, in name order, each one's items ordered by content first: the seeded
 * draws then come out the same for the same items and seed, whatever ids they were stored under.
 */
function splitCategories(
  groups: ReadonlyMap<string, readonly TrainingItem[]>,
  settings: Settings,
  random: () => number,
): CategorySplit[] {
  return [...groups.keys()].sort().map((category) => {
    const items = [...(groups.get(category) ?? [])].sort(byContent);
    const split = holdOut(items, settings.share, random);
    const validation = spread(split.validation.length, settings.validationSize).flatMap((index) => {
      const item = split.validation[index];
      return item ? [item] : [];
    });
    return { category, items, train: split.train.sort(byContent), validation };
  });
}

/**
 * Each item's control is the expected output of a randomly chosen item of ANOTHER category (the
 * session's other categories, else `controlItems`): what any output of the same generic shape
 * would score. A partner from the same category would share the house style the session is
 * meant to learn, so learning it would never show as lift. With nothing else to draw from,
 * another item of the same category stands in.
 */
function drawControls(
  splits: readonly CategorySplit[],
  controlItems: readonly TrainingItem[],
  random: () => number,
): Controls {
  const everyItem = splits.flatMap((split) => split.items);
  const pool = [...everyItem, ...[...controlItems].sort(byContent)];
  const controls = new Map<string, TrainingItem | undefined>();
  // The candidates per category are the same for every item of it: built once per category
  // (filtering the whole pool per item made 10,000 items a 10⁸-step loop), in pool order, so
  // the seeded draws pick what they always picked.
  const othersOf = new Map<string, TrainingItem[]>();
  for (const item of everyItem) {
    const key = item.category.trim().toLowerCase();
    let others = othersOf.get(key);
    if (!others) {
      others = pool.filter((other) => !sameCategory(other.category, item.category));
      othersOf.set(key, others);
    }
    const from = others.length > 0 ? others : everyItem.filter((other) => other.id !== item.id);
    controls.set(item.id, from.length > 0 ? from[Math.floor(random() * from.length)] : undefined);
  }
  return controls;
}

/** Counts engine calls and reports them every `every` calls and at the last one. */
class Progress {
  done = 0;
  private reported = 0;

  constructor(
    private readonly total: number,
    private readonly every: number,
    private readonly onProgress: TrainingOptions['onProgress'],
  ) {}

  async advance(count: number): Promise<void> {
    this.done += count;
    if (this.onProgress && (this.done - this.reported >= this.every || this.done === this.total)) {
      this.reported = this.done;
      await this.onProgress(this.done, this.total);
    }
  }
}

/** What every evaluation of a run shares. */
interface RunContext {
  options: TrainingOptions;
  settings: Settings;
  controls: Controls;
  progress: Progress;
}

/** Which engines and models answered one category's calls, for its checkpoint. */
class ModelUsage {
  answeredByModel = false;
  readonly calls = new Map<string, number>();

  record(outcome: { engine?: string; model?: string }): void {
    if (outcome.engine === 'llm') this.answeredByModel = true;
    if (outcome.model) this.calls.set(outcome.model, (this.calls.get(outcome.model) ?? 0) + 1);
  }
}

async function evaluate(
  run: RunContext,
  usage: ModelUsage,
  item: TrainingItem,
  exemplars: readonly Exemplar[],
): Promise<Evaluation> {
  run.options.signal?.throwIfAborted();
  const start = run.settings.now();
  const outcome = await run.options.enhance(item, exemplars);
  const latencyMs = Math.max(0, run.settings.now() - start);
  usage.record(outcome);
  const { score } = agreement(outcome.enhancedPrompt, item.expectedOutput);
  const partner = run.controls.get(item.id);
  const control = partner ? agreement(outcome.enhancedPrompt, partner.expectedOutput).score : 0;
  await run.progress.advance(1);
  return {
    output: outcome.enhancedPrompt,
    score,
    control,
    success: score >= run.settings.threshold,
    confidence: outcome.confidence,
    latencyMs,
    used: outcome.exemplarIds ?? [],
  };
}

/** One item after another: the engine is called in a fixed order. */
async function evaluateAll(
  run: RunContext,
  usage: ModelUsage,
  items: readonly TrainingItem[],
  exemplars: readonly Exemplar[],
): Promise<Evaluation[]> {
  const runs: Evaluation[] = [];
  for (const item of items) runs.push(await evaluate(run, usage, item, exemplars));
  return runs;
}

/** An exemplar set measured on a category's validation items. */
type ScoredSet = CandidateScore & { runs: Evaluation[]; exemplars: Exemplar[] };

/**
 * What is in effect, then each candidate, measured on the category's validation items. What is
 * in effect for the other categories stays in every candidate's run, as it does at run time.
 */
async function scoreSets(
  run: RunContext,
  usage: ModelUsage,
  plan: CategoryPlan,
): Promise<{ baseline: ScoredSet; candidates: ScoredSet[] }> {
  const { current } = run.settings;
  const inCategory = (exemplar: Exemplar) => sameCategory(exemplar.category, plan.category);
  const before = await evaluateAll(run, usage, plan.validation, current);
  const baseline: ScoredSet = {
    name: 'current',
    exemplarIds: current.filter(inCategory).map((exemplar) => exemplar.id),
    ...figuresOf(before),
    runs: before,
    exemplars: [...current],
  };
  const others = current.filter((exemplar) => !inCategory(exemplar));
  const candidates: ScoredSet[] = [];
  for (const candidate of plan.candidates) {
    const exemplars = [...others, ...candidate.items.map(toExemplar)];
    const runs = await evaluateAll(run, usage, plan.validation, exemplars);
    candidates.push({
      name: candidate.name,
      exemplarIds: candidate.items.map((item) => item.id),
      ...figuresOf(runs),
      runs,
      exemplars,
    });
  }
  return { baseline, candidates };
}

/**
 * The best candidate (score, then lift, then the smaller set), and whether it replaces what is
 * in effect: only by beating it on both score and lift.
 */
function choose(baseline: ScoredSet, candidates: readonly ScoredSet[], validationSize: number) {
  const best = [...candidates].sort(
    (a, b) => b.score - a.score || b.lift - a.lift || a.exemplarIds.length - b.exemplarIds.length,
  )[0];
  const improved =
    best !== undefined &&
    validationSize > 0 &&
    best.score >= baseline.score + MIN_SCORE_GAIN &&
    best.lift > baseline.lift;
  const kept = best ?? baseline;
  return { best, kept, improved, afterRuns: improved ? kept.runs : baseline.runs };
}

/** The first validation item whose output the kept set changed (else the first), to show. */
function exampleOf(
  validation: readonly TrainingItem[],
  before: readonly Evaluation[],
  after: readonly Evaluation[],
): Pick<CategoryResult, 'example'> {
  const changed = validation.findIndex(
    (_, index) => before[index]?.output !== after[index]?.output,
  );
  const shown = changed >= 0 ? changed : 0;
  const item = validation[shown];
  const was = before[shown];
  const is = after[shown];
  return item && was && is
    ? { example: { input: item.input, before: was.output, after: is.output } }
    : {};
}

/**
 * Per item: the validation items with their success under the kept set, and every exemplar
 * the kept set's runs used with how often.
 */
function itemResultsOf(plan: CategoryPlan, kept: ScoredSet): ItemResult[] {
  const { category, validation } = plan;
  const usage = new Map<string, number>();
  for (const evaluation of kept.runs) {
    for (const id of evaluation.used) usage.set(id, (usage.get(id) ?? 0) + 1);
  }
  const results: ItemResult[] = validation.map((item, index) => ({
    id: item.id,
    category,
    successRate: kept.runs[index]?.success ? 1 : 0,
    usageCount: usage.get(item.id) ?? 0,
  }));
  for (const [id, uses] of usage) {
    if (!validation.some((item) => item.id === id)) {
      results.push({ id, category, successRate: null, usageCount: uses });
    }
  }
  return results;
}

const checkpointRuns = (runs: readonly Evaluation[]): CheckpointRun[] =>
  runs.map(({ score, control, success }) => ({ score, control, success }));

/** Evaluates one category and returns all it found, as a checkpoint. */
async function trainCategory(
  run: RunContext,
  plan: CategoryPlan,
  key: string,
): Promise<CategoryCheckpoint> {
  const { category, validation } = plan;
  const started = run.settings.now();
  const evaluationsBefore = run.progress.done;
  const usage = new ModelUsage();

  const { baseline, candidates } = await scoreSets(run, usage, plan);
  const { best, kept, improved, afterRuns } = choose(baseline, candidates, validation.length);
  const learned = best ? learnedStyle(category, best.exemplars) : undefined;
  const result: CategoryResult = {
    category,
    sampleSize: plan.items.length,
    trainIds: plan.train.map((item) => item.id),
    validationIds: validation.map((item) => item.id),
    exemplarIds: improved ? kept.exemplarIds : [],
    chosen: kept.name,
    candidates: [baseline, ...candidates].map(
      ({ runs: _runs, exemplars: _exemplars, ...figures }) => figures,
    ),
    before: figuresOf(baseline.runs),
    after: figuresOf(kept.runs),
    improved,
    ...(learned ? { learned } : {}),
    ...exampleOf(validation, baseline.runs, kept.runs),
    meanConfidence: mean(afterRuns.map((evaluation) => evaluation.confidence)),
    p50LatencyMs: median(afterRuns.map((evaluation) => evaluation.latencyMs)),
  };
  return {
    category,
    key,
    result,
    items: itemResultsOf(plan, kept),
    before: checkpointRuns(baseline.runs),
    after: checkpointRuns(afterRuns),
    evaluations: run.progress.done - evaluationsBefore,
    answeredByModel: usage.answeredByModel,
    models: [...usage.calls],
    elapsedMs: Math.max(0, run.settings.now() - started),
  };
}

/**
 * Everything a category's evaluation depends on. The split and the control pairs are drawn for
 * every category before any is evaluated, so they come out the same on a resume.
 */
function categoryKey(plan: CategoryPlan, controls: Controls, settings: Settings): string {
  return fingerprint(
    JSON.stringify({
      category: plan.category,
      size: plan.items.length,
      train: plan.train,
      validation: plan.validation,
      controls: plan.validation.map((item) => controls.get(item.id)?.expectedOutput ?? null),
      current: settings.current,
      threshold: settings.threshold,
      maxExemplars: settings.maxExemplars,
    }),
  );
}

/** The session's figures from its categories' checkpoints, fresh and resumed alike. */
function summarise(
  checkpoints: readonly CategoryCheckpoint[],
  splits: readonly CategorySplit[],
  settings: Settings,
  evaluations: number,
): TrainingResult {
  const categories = checkpoints.map((checkpoint) => checkpoint.result);
  const models = new Map<string, number>();
  for (const checkpoint of checkpoints) {
    for (const [model, calls] of checkpoint.models) {
      models.set(model, (models.get(model) ?? 0) + calls);
    }
  }
  return {
    trainingDataCount: splits.reduce((sum, split) => sum + split.items.length, 0),
    threshold: settings.threshold,
    seed: settings.seed,
    before: figuresOf(checkpoints.flatMap((checkpoint) => checkpoint.before)),
    after: figuresOf(checkpoints.flatMap((checkpoint) => checkpoint.after)),
    improved: categories.some((category) => category.improved),
    categories,
    items: checkpoints.flatMap((checkpoint) => checkpoint.items),
    evaluations,
    engine: checkpoints.some((checkpoint) => checkpoint.answeredByModel) ? 'llm' : 'offline',
    models: [...models].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([m]) => m),
  };
}

/**
 * Trains the given categories. Deterministic for a deterministic engine and a given seed: items
 * are ordered by content before the seeded split. Throws NoTrainingDataError when no item belongs to
 * the categories.
 */
export async function runTraining(options: TrainingOptions): Promise<TrainingResult> {
  const settings = settingsOf(options);

  // 1. The items of the session's categories; none at all fails the session.
  const groups = groupByCategory(options.items, options.categories);
  if (groups.size === 0) throw new NoTrainingDataError();

  // 2. Every random draw, before any evaluation: the splits, then the control pairs.
  const random = seededRandom(settings.seed);
  const splits = splitCategories(groups, settings, random);
  const controls = drawControls(splits, options.controlItems ?? [], random);

  // 3. The exemplar sets to try per category, and the engine calls that takes.
  const plans: CategoryPlan[] = splits.map((split) => ({
    ...split,
    candidates: candidateSets(split.train, settings.maxExemplars),
  }));
  const total = plans.reduce(
    (sum, plan) => sum + plan.validation.length * (1 + plan.candidates.length),
    0,
  );
  const run: RunContext = {
    options,
    settings,
    controls,
    progress: new Progress(total, settings.progressEvery, options.onProgress),
  };

  // 4. Each category in turn: its checkpoint from an interrupted run when nothing it depends
  //    on has changed, else a fresh evaluation (reported to onCategoryDone).
  const saved = new Map((options.resume ?? []).map((entry) => [entry.category, entry]));
  const checkpoints: CategoryCheckpoint[] = [];
  for (const plan of plans) {
    const key = categoryKey(plan, controls, settings);
    const resumed = saved.get(plan.category);
    if (resumed?.key === key) {
      await run.progress.advance(resumed.evaluations);
      checkpoints.push(resumed);
    } else {
      const fresh = await trainCategory(run, plan, key);
      await options.onCategoryDone?.(fresh);
      checkpoints.push(fresh);
    }
  }

  // 5. A fresh category and a resumed one go through the same sum: the result cannot differ.
  return summarise(checkpoints, splits, settings, run.progress.done);
}
