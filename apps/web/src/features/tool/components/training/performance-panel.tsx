import { categoryLabel } from '@silent/contracts';
import { Card, EmptyState, LineChart, Spinner, Table, cardClassName } from '@silent/ui';
import { useId, useMemo } from 'react';
import { usePerformanceMetrics } from '../../api/get-performance-metrics';
import { formatDate } from '../../lib/format';
import {
  formatMetricValue,
  hasData,
  keyMetricGroups,
  metricLabel,
  type MetricGroup,
  type MetricSeries,
} from '../../lib/performance';
import { SharedBadge } from '../common/shared-badge';
import { useLogError } from '../common/use-log-error';

/**
 * The few figures that say how training does (success rate and lift, all categories first,
 * then each category A–Z; latency when it was timed), each a line over time once it has two
 * measurements; every recorded metric stays one click away in the full table.
 */
export function PerformancePanel() {
  const id = useId();
  const performance = usePerformanceMetrics();
  useLogError(performance.error, 'performance metrics');
  const metrics = useMemo(() => performance.data ?? [], [performance.data]);
  const groups = useMemo(() => keyMetricGroups(metrics), [metrics]);
  const timed = groups.some((g) => g.series.some((s) => s.name.includes('latency')));

  return (
    <section className="tool-stack" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="tool-section__title">
        Performance
      </h3>
      {performance.isPending ? (
        <Spinner label="Loading performance metrics…" className="tool-loading" />
      ) : metrics.length === 0 ? (
        <EmptyState>No performance metrics yet: run a training session.</EmptyState>
      ) : (
        <>
          {groups.length === 0 ? (
            <EmptyState>No data yet: no training session has measured anything.</EmptyState>
          ) : (
            <ul className="tool-perf-groups tool-plain-list" aria-label="Key metrics">
              {groups.map((group) => (
                <MetricGroupCard key={group.key} group={group} />
              ))}
            </ul>
          )}
          {!timed && (
            <dl className="tool-facts">
              <div>
                <dt>P50 latency</dt>
                <dd>No data yet</dd>
              </div>
            </dl>
          )}
          <details className={cardClassName({ padding: 'sm', className: 'tool-perf-all' })}>
            <summary>All recorded metrics ({metrics.length})</summary>
            <Table scrollLabel="All performance metrics">
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
                    <td>{metricLabel(m.metric_name)}</td>
                    <td>
                      {hasData(m)
                        ? formatMetricValue(m.metric_name, m.metric_value)
                        : 'No data yet'}
                    </td>
                    <td>{m.category === null ? 'All categories' : categoryLabel(m.category)}</td>
                    <td>{m.model_version}</td>
                    <td>{m.sample_size}</td>
                    <td>
                      <time dateTime={m.recorded_at}>{formatDate(m.recorded_at)}</time>
                    </td>
                    <td>{m.shared ? <SharedBadge /> : 'Yours'}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </details>
        </>
      )}
    </section>
  );
}

function MetricGroupCard({ group }: { group: MetricGroup }) {
  const id = useId();
  const measured = group.series.map((s) => s.latest.recorded_at).reduce((a, b) => (a > b ? a : b));
  return (
    <Card as="li" padding="sm" className="tool-stack" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="tool-subtitle">
        {group.title}
      </h4>
      <dl className="tool-perf-figures">
        {group.series.map((series) => (
          <Figure key={series.name} series={series} title={`${series.label} · ${group.title}`} />
        ))}
      </dl>
      <p className="tool-small tool-muted">
        Last measured <time dateTime={measured}>{formatDate(measured)}</time>
      </p>
    </Card>
  );
}

/** One metric: its latest value, and a line over time once there are two measurements. */
function Figure({ series, title }: { series: MetricSeries; title: string }) {
  const format = (value: number) => formatMetricValue(series.name, value);
  const trend = series.points.length >= 2;
  return (
    <div className={`tool-perf-figure${trend ? ' tool-perf-figure--trend' : ''}`}>
      <dt>{series.label}</dt>
      <dd>
        <strong className="tool-perf-figure__value">{format(series.latest.metric_value)}</strong>
        {trend && (
          <>
            <LineChart
              title={title}
              points={series.points.map((p) => ({ at: p.recorded_at, value: p.metric_value }))}
              format={format}
            />
            <span className="tool-small tool-muted">{series.points.length} measurements</span>
          </>
        )}
      </dd>
    </div>
  );
}
