import type { PerformanceMetric } from '@silent/contracts';
import { Spinner } from '@silent/ui';
import { useId, useMemo } from 'react';
import { usePerformanceMetrics } from '../../api/get-performance-metrics';
import { formatDate, formatMetricValue, humanizeMetric } from '../../lib/format';
import { LineChart } from '../common/line-chart';
import { SharedBadge } from '../common/shared-badge';
import { useLogError } from '../common/use-log-error';

interface Series {
  key: string;
  title: string;
  name: string;
  points: PerformanceMetric[];
}

/**
 * One series per metric, category and set (the shared training's, or the viewer's own), oldest
 * first (the API lists newest first). The viewer's own series say so in their title.
 */
export function groupSeries(metrics: readonly PerformanceMetric[]): Series[] {
  const map = new Map<string, Series>();
  for (const m of metrics) {
    const key = `${m.metric_name}\u0000${m.category ?? ''}\u0000${m.shared}`;
    let series = map.get(key);
    if (!series) {
      series = {
        key,
        name: m.metric_name,
        title: `${humanizeMetric(m.metric_name)}${m.category ? ` · ${m.category}` : ''}${
          m.shared ? '' : ' · yours'
        }`,
        points: [],
      };
      map.set(key, series);
    }
    series.points.push(m);
  }
  for (const s of map.values()) s.points.sort((a, b) => a.recorded_at.localeCompare(b.recorded_at));
  return [...map.values()];
}

export function PerformancePanel() {
  const id = useId();
  const performance = usePerformanceMetrics();
  useLogError(performance.error, 'performance metrics');
  const metrics = useMemo(() => performance.data ?? [], [performance.data]);
  const series = useMemo(() => groupSeries(metrics), [metrics]);

  return (
    <section className="tool-stack" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="tool-section__title">
        Performance
      </h3>
      {performance.isPending ? (
        <Spinner label="Loading performance metrics…" className="tool-loading" />
      ) : metrics.length === 0 ? (
        <p className="tool-muted">No performance metrics yet: run a training session.</p>
      ) : (
        <>
          <ul className="tool-cards tool-plain-list" aria-label="Metric charts">
            {series.map((s) => {
              const latest = s.points[s.points.length - 1];
              return (
                <li key={s.key} className="tool-card tool-stack">
                  <h4 className="tool-subtitle">{s.title}</h4>
                  {latest && (
                    <p className="tool-small">
                      Latest: <strong>{formatMetricValue(s.name, latest.metric_value)}</strong>
                    </p>
                  )}
                  <LineChart
                    title={s.title}
                    points={s.points.map((p) => ({ at: p.recorded_at, value: p.metric_value }))}
                    format={(v) => formatMetricValue(s.name, v)}
                  />
                </li>
              );
            })}
          </ul>
          <div
            className="tool-table-wrap"
            role="region"
            aria-label="All performance metrics"
            // A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
          >
            <table className="tool-table">
              <thead>
                <tr>
                  <th scope="col">Metric</th>
                  <th scope="col">Value</th>
                  <th scope="col">Category</th>
                  <th scope="col">Model</th>
                  <th scope="col">Sample size</th>
                  <th scope="col">Recorded</th>
                  <th scope="col">Training</th>
                </tr>
              </thead>
              <tbody>
                {metrics.map((m) => (
                  <tr key={m.id}>
                    <td>{humanizeMetric(m.metric_name)}</td>
                    <td>{formatMetricValue(m.metric_name, m.metric_value)}</td>
                    <td>{m.category ?? 'all'}</td>
                    <td>{m.model_version}</td>
                    <td>{m.sample_size}</td>
                    <td>
                      <time dateTime={m.recorded_at}>{formatDate(m.recorded_at)}</time>
                    </td>
                    <td>{m.shared ? <SharedBadge /> : 'Yours'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
