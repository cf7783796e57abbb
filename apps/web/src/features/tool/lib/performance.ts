import { categoryLabel, type PerformanceMetric } from '@silent/contracts';
import { formatDuration, formatPercent } from './format';

type Unit = 'percent' | 'points' | 'ms' | 'confidence' | 'number';

interface MetricSpec {
  label: string;
  unit: Unit;
}

/**
 * How each metric a training session records reads (libs/training `toSessionRecord`): its name
 * for people and its unit, written once so a unit never shows twice ("P50 latency · 120 ms").
 */
const METRICS: Readonly<Record<string, MetricSpec>> = {
  success_rate: { label: 'Success rate', unit: 'percent' },
  baseline_success_rate: { label: 'Success rate before training', unit: 'percent' },
  lift: { label: 'Lift', unit: 'points' },
  baseline_lift: { label: 'Lift before training', unit: 'points' },
  score: { label: 'Agreement', unit: 'points' },
  baseline_score: { label: 'Agreement before training', unit: 'points' },
  control: { label: 'Control agreement', unit: 'points' },
  mean_confidence: { label: 'Mean confidence', unit: 'confidence' },
  p50_latency_ms: { label: 'P50 latency', unit: 'ms' },
  p95_latency_ms: { label: 'P95 latency', unit: 'ms' },
};

/** The few that matter, in the order they are shown: the rest stay in the full table. */
export const KEY_METRICS = ['success_rate', 'lift', 'p50_latency_ms', 'p95_latency_ms'] as const;

function specOf(name: string): MetricSpec {
  const known = METRICS[name];
  if (known) return known;
  // A metric this build does not know: its name in words, its unit guessed from the name.
  const n = name.toLowerCase();
  const unit: Unit =
    n.includes('latency') || n.endsWith('_ms') ? 'ms' : n.includes('rate') ? 'percent' : 'number';
  const words = name.replace(/_ms$/, '').replace(/_/g, ' ');
  return { label: words.charAt(0).toUpperCase() + words.slice(1), unit };
}

export const metricLabel = (name: string): string => specOf(name).label;

/** A metric's value in its own unit: "72%", "+61 pts", "120 ms", "8.4/10". */
export function formatMetricValue(name: string, value: number): string {
  switch (specOf(name).unit) {
    case 'percent':
      return value <= 1 ? formatPercent(value) : `${Number(value.toFixed(1))}%`;
    case 'points': {
      // Agreement figures are 0–1; people read them as points out of 100, as in a session's results.
      const points = Math.round(value * 100);
      return `${points > 0 && name.includes('lift') ? '+' : ''}${points} pts`;
    }
    case 'ms':
      return formatDuration(value);
    case 'confidence':
      return `${value.toFixed(1)}/10`;
    default:
      return Number.isInteger(value) ? String(value) : value.toFixed(2);
  }
}

/**
 * A measurement, not a placeholder: taken on at least one example, and for a latency above 0
 * (the offline engine records 0 ms: nothing was timed).
 */
export function hasData(metric: PerformanceMetric): boolean {
  if (!Number.isFinite(metric.metric_value) || metric.sample_size <= 0) return false;
  return specOf(metric.metric_name).unit !== 'ms' || metric.metric_value > 0;
}

export interface MetricSeries {
  name: string;
  label: string;
  /** Oldest first. */
  points: PerformanceMetric[];
  latest: PerformanceMetric;
}

export interface MetricGroup {
  key: string;
  /** "All categories", a category's display name; " · yours" for the viewer's own training. */
  title: string;
  category: string | null;
  shared: boolean;
  series: MetricSeries[];
}

/**
 * The key metrics with data, one group per category and set (the shared training's, or the
 * viewer's own): all categories first, then categories A–Z, shared before yours; in each group
 * one series per key metric, oldest point first (the API lists newest first).
 */
export function keyMetricGroups(metrics: readonly PerformanceMetric[]): MetricGroup[] {
  const groups = new Map<string, MetricGroup & { byName: Map<string, PerformanceMetric[]> }>();
  for (const m of metrics) {
    if (!(KEY_METRICS as readonly string[]).includes(m.metric_name) || !hasData(m)) continue;
    const key = `${m.category ?? ''}\u0000${m.shared}`;
    let group = groups.get(key);
    if (!group) {
      const name = m.category === null ? 'All categories' : categoryLabel(m.category);
      group = {
        key,
        title: m.shared ? name : `${name} · yours`,
        category: m.category,
        shared: m.shared,
        series: [],
        byName: new Map(),
      };
      groups.set(key, group);
    }
    const points = group.byName.get(m.metric_name) ?? [];
    points.push(m);
    group.byName.set(m.metric_name, points);
  }
  const byOrder = (a: MetricGroup, b: MetricGroup) =>
    Number(a.category !== null) - Number(b.category !== null) ||
    categoryLabel(a.category ?? '').localeCompare(categoryLabel(b.category ?? '')) ||
    Number(b.shared) - Number(a.shared);
  return [...groups.values()]
    .map(({ byName, ...group }) => ({
      ...group,
      series: KEY_METRICS.flatMap((name) => {
        const points = [...(byName.get(name) ?? [])].sort((a, b) =>
          a.recorded_at.localeCompare(b.recorded_at),
        );
        const latest = points[points.length - 1];
        return latest ? [{ name, label: metricLabel(name), points, latest }] : [];
      }),
    }))
    .sort(byOrder);
}

/**
 * The latest value of each key series with data, for the Overview, in the groups' order (all
 * categories first). A highlight, so a latest value of 0 (a 0% success rate on a handful of
 * held-out examples, no lift) is left to the Performance tab: the Overview shows what moved.
 */
export function latestKeyMetrics(
  metrics: readonly PerformanceMetric[],
): { group: MetricGroup; series: MetricSeries }[] {
  return keyMetricGroups(metrics).flatMap((group) =>
    group.series
      .filter((series) => series.latest.metric_value !== 0)
      .map((series) => ({ group, series })),
  );
}
