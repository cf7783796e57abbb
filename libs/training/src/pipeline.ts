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

function byId(a: TrainingItem, b: TrainingItem): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
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
 * not). Ties keep id order.
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

/**
 * Trains the given categories. Deterministic for a deterministic engine and a given seed: items
 * are ordered by id before the seeded split. Throws NoTrainingDataError when no item belongs to
 * the categories.
 */
export async function runTraining(options: TrainingOptions): Promise<TrainingResult> {
  const seed = options.seed ?? TRAINING_DEFAULTS.seed;
  const share = options.validationShare ?? TRAINING_DEFAULTS.validationShare;
  const maxExemplars = Math.max(2, options.maxExemplars ?? TRAINING_DEFAULTS.maxExemplars);
  const validationSize = Math.max(1, options.validationSize ?? TRAINING_DEFAULTS.validationSize);
  const threshold = options.threshold ?? TRAINING_SUCCESS_THRESHOLD;
  const progressEvery = Math.max(1, options.progressEvery ?? TRAINING_DEFAULTS.progressEvery);
  const now = options.now ?? (() => performance.now());
  const current = options.current ?? [];

  const wanted = new Set(options.categories.map((name) => name.trim()));
  const groups = new Map<string, TrainingItem[]>();
  for (const item of options.items) {
    const category = item.category.trim();
    if (!wanted.has(category)) continue;
    let group = groups.get(category);
    if (!group) groups.set(category, (group = []));
    group.push(item);
  }
  if (groups.size === 0) throw new NoTrainingDataError();

  const random = seededRandom(seed);
  const ordered = [...groups.keys()].sort().map((category) => {
    const items = [...(groups.get(category) ?? [])].sort(byId);
    const split = holdOut(items, share, random);
    const validation = spread(split.validation.length, validationSize).flatMap((index) => {
      const item = split.validation[index];
      return item ? [item] : [];
    });
    return { category, items, train: split.train.sort(byId), validation };
  });
  // Each item's control is the expected output of a randomly chosen item of ANOTHER category
  // (the session's other categories, else `controlItems`): what any output of the same generic
  // shape would score. A partner from the same category would share the house style the session
  // is meant to learn, so learning it would never show as lift. With nothing else to draw from,
  // another item of the same category stands in.
  const everyItem = ordered.flatMap((group) => group.items);
  const pool = [...everyItem, ...(options.controlItems ?? [])];
  const controlOf = new Map<string, TrainingItem | undefined>();
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
    controlOf.set(item.id, from.length > 0 ? from[Math.floor(random() * from.length)] : undefined);
  }

  const plans = ordered.map((group) => ({
    ...group,
    candidates: candidateSets(group.train, maxExemplars),
  }));
  const total = plans.reduce(
    (sum, plan) => sum + plan.validation.length * (1 + plan.candidates.length),
    0,
  );
  let done = 0;
  let reported = 0;
  const advance = async (count: number) => {
    done += count;
    if (options.onProgress && (done - reported >= progressEvery || done === total)) {
      reported = done;
      await options.onProgress(done, total);
    }
  };
  // Per category, so that a checkpoint says which models answered its calls.
  let models = new Map<string, number>();
  let answeredByModel = false;

  const evaluate = async (
    item: TrainingItem,
    exemplars: readonly Exemplar[],
  ): Promise<Evaluation> => {
    options.signal?.throwIfAborted();
    const start = now();
    const outcome = await options.enhance(item, exemplars);
    const latencyMs = Math.max(0, now() - start);
    if (outcome.engine === 'llm') answeredByModel = true;
    if (outcome.model) models.set(outcome.model, (models.get(outcome.model) ?? 0) + 1);
    const { score } = agreement(outcome.enhancedPrompt, item.expectedOutput);
    const partner = controlOf.get(item.id);
    const control = partner ? agreement(outcome.enhancedPrompt, partner.expectedOutput).score : 0;
    await advance(1);
    return {
      output: outcome.enhancedPrompt,
      score,
      control,
      success: score >= threshold,
      confidence: outcome.confidence,
      latencyMs,
      used: outcome.exemplarIds ?? [],
    };
  };
  const evaluateAll = async (items: readonly TrainingItem[], exemplars: readonly Exemplar[]) => {
    const runs: Evaluation[] = [];
    for (const item of items) runs.push(await evaluate(item, exemplars));
    return runs;
  };

  const trainCategory = async (plan: (typeof plans)[number], key: string) => {
    const { category, validation } = plan;
    const started = now();
    const evaluationsBefore = done;
    models = new Map();
    answeredByModel = false;
    // What is in effect for the other categories stays in every run, as it does at run time.
    const others = current.filter((exemplar) => !sameCategory(exemplar.category, category));
    const before = await evaluateAll(validation, current);
    const scored: Array<CandidateScore & { runs: Evaluation[]; exemplars: Exemplar[] }> = [
      {
        name: 'current',
        exemplarIds: current
          .filter((exemplar) => sameCategory(exemplar.category, category))
          .map((exemplar) => exemplar.id),
        ...figuresOf(before),
        runs: before,
        exemplars: [...current],
      },
    ];
    for (const candidate of plan.candidates) {
      const exemplars = [...others, ...candidate.items.map(toExemplar)];
      const runs = await evaluateAll(validation, exemplars);
      scored.push({
        name: candidate.name,
        exemplarIds: candidate.items.map((item) => item.id),
        ...figuresOf(runs),
        runs,
        exemplars,
      });
    }
    // The "current" entry is always first: what every candidate is measured against.
    const baseline = scored[0] as (typeof scored)[number];
    const best = [...scored]
      .slice(1)
      .sort(
        (a, b) =>
          b.score - a.score || b.lift - a.lift || a.exemplarIds.length - b.exemplarIds.length,
      )[0];
    const improved =
      best !== undefined &&
      validation.length > 0 &&
      best.score >= baseline.score + MIN_SCORE_GAIN &&
      best.lift > baseline.lift;
    const kept = best ?? baseline;
    const afterRuns = improved ? kept.runs : baseline.runs;

    const changed = validation.findIndex((_, i) => before[i]?.output !== kept.runs[i]?.output);
    const shown = changed >= 0 ? changed : 0;
    const learned = best ? learnedStyle(category, best.exemplars) : undefined;
    const result: CategoryResult = {
      category,
      sampleSize: plan.items.length,
      trainIds: plan.train.map((item) => item.id),
      validationIds: validation.map((item) => item.id),
      exemplarIds: improved ? kept.exemplarIds : [],
      chosen: kept.name,
      candidates: scored.map(({ runs: _runs, exemplars: _exemplars, ...figures }) => figures),
      before: figuresOf(before),
      after: figuresOf(kept.runs),
      improved,
      ...(learned ? { learned } : {}),
      ...(validation[shown] && before[shown] && kept.runs[shown]
        ? {
            example: {
              input: validation[shown].input,
              before: before[shown].output,
              after: kept.runs[shown].output,
            },
          }
        : {}),
      meanConfidence: mean(afterRuns.map((run) => run.confidence)),
      p50LatencyMs: median(afterRuns.map((run) => run.latencyMs)),
    };
    const items: ItemResult[] = [];
    const usage = new Map<string, number>();
    for (const run of kept.runs) for (const id of run.used) usage.set(id, (usage.get(id) ?? 0) + 1);
    validation.forEach((item, i) =>
      items.push({
        id: item.id,
        category,
        successRate: kept.runs[i]?.success ? 1 : 0,
        usageCount: usage.get(item.id) ?? 0,
      }),
    );
    for (const [id, uses] of usage) {
      if (!validation.some((item) => item.id === id)) {
        items.push({ id, category, successRate: null, usageCount: uses });
      }
    }
    const figures = (runs: readonly Evaluation[]) =>
      runs.map(({ score, control, success }) => ({ score, control, success }));
    const checkpoint: CategoryCheckpoint = {
      category,
      key,
      result,
      items,
      before: figures(before),
      after: figures(afterRuns),
      evaluations: done - evaluationsBefore,
      answeredByModel,
      models: [...models],
      elapsedMs: Math.max(0, now() - started),
    };
    return checkpoint;
  };

  // Everything a category's evaluation depends on. The split and the control pairs above are
  // drawn for every category before any is evaluated, so they come out the same on a resume.
  const keyOf = (plan: (typeof plans)[number]) =>
    fingerprint(
      JSON.stringify({
        category: plan.category,
        size: plan.items.length,
        train: plan.train,
        validation: plan.validation,
        controls: plan.validation.map((item) => controlOf.get(item.id)?.expectedOutput ?? null),
        current,
        threshold,
        maxExemplars,
      }),
    );

  const saved = new Map((options.resume ?? []).map((entry) => [entry.category, entry]));
  const categories: CategoryResult[] = [];
  const items: ItemResult[] = [];
  const allBefore: CheckpointRun[] = [];
  const allAfter: CheckpointRun[] = [];
  const allModels = new Map<string, number>();
  let anyModel = false;
  for (const plan of plans) {
    const key = keyOf(plan);
    const resumed = saved.get(plan.category);
    let checkpoint: CategoryCheckpoint;
    if (resumed?.key === key) {
      checkpoint = resumed;
      await advance(resumed.evaluations);
    } else {
      checkpoint = await trainCategory(plan, key);
      await options.onCategoryDone?.(checkpoint);
    }
    // A fresh category and a resumed one go through the same path: the result cannot differ.
    categories.push(checkpoint.result);
    items.push(...checkpoint.items);
    allBefore.push(...checkpoint.before);
    allAfter.push(...checkpoint.after);
    if (checkpoint.answeredByModel) anyModel = true;
    for (const [model, calls] of checkpoint.models) {
      allModels.set(model, (allModels.get(model) ?? 0) + calls);
    }
  }

  return {
    trainingDataCount: ordered.reduce((sum, group) => sum + group.items.length, 0),
    threshold,
    seed,
    before: figuresOf(allBefore),
    after: figuresOf(allAfter),
    improved: categories.some((category) => category.improved),
    categories,
    items,
    evaluations: done,
    engine: anyModel ? 'llm' : 'offline',
    models: [...allModels].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([m]) => m),
  };
}
