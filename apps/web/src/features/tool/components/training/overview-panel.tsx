import { OVERVIEW_LIST_SIZE, categoryLabel } from '@silent/contracts';
import { Card, EmptyState, Stats, Stat } from '@silent/ui';
import { useMemo } from 'react';
import { usePerformanceMetrics } from '../../api/get-performance-metrics';
import { useTrainingCategories } from '../../api/get-training-categories';
import { useTrainingMetrics } from '../../api/get-training-metrics';
import { useTrainingSessions } from '../../api/get-training-sessions';
import { formatDate, formatPercent } from '../../lib/format';
import { formatMetricValue, latestKeyMetrics } from '../../lib/performance';
import { useLogError } from '../common/use-log-error';

export function OverviewPanel() {
  const metrics = useTrainingMetrics();
  const sessions = useTrainingSessions();
  const performance = usePerformanceMetrics();
  const categories = useTrainingCategories();
  useLogError(metrics.error, 'training metrics');
  useLogError(performance.error, 'performance metrics');
  useLogError(categories.error, 'training categories');

  // The latest of the key metrics that were measured: never a 0 placeholder or a raw name.
  const topMetrics = useMemo(
    () => latestKeyMetrics(performance.data ?? []).slice(0, OVERVIEW_LIST_SIZE),
    [performance.data],
  );
  const topCategories = (categories.data ?? []).slice(0, OVERVIEW_LIST_SIZE);

  return (
    <section className="tool-stack" aria-labelledby="training-overview-title">
      <h3 id="training-overview-title" className="tool-section__title">
        Overview
      </h3>
      <Stats>
        <Stat label="Training data" value={metrics.data?.totalTrainingData ?? '—'} />
        <Stat label="Categories" value={metrics.data?.categoriesCount ?? '—'} />
        <Stat
          label="Average success rate"
          value={metrics.data ? formatPercent(metrics.data.averageSuccessRate) : '—'}
        />
        <Stat label="Training sessions" value={sessions.data?.length ?? '—'} />
      </Stats>
      <div className="tool-grid tool-grid--2">
        <Card padding="sm" className="tool-stack">
          <h4 className="tool-subtitle">Recent performance</h4>
          {topMetrics.length === 0 ? (
            <EmptyState>No data yet: run a training session to measure it.</EmptyState>
          ) : (
            <ul className="tool-plain-list tool-stack" aria-label="Recent performance">
              {topMetrics.map(({ group, series }) => (
                <li key={`${group.key}\u0000${series.name}`} className="tool-row tool-row--between">
                  <span>
                    {series.label} · {group.title}
                    <span className="tool-small tool-muted">
                      {' '}
                      (
                      <time dateTime={series.latest.recorded_at}>
                        {formatDate(series.latest.recorded_at)}
                      </time>
                      )
                    </span>
                  </span>
                  <strong>{formatMetricValue(series.name, series.latest.metric_value)}</strong>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card padding="sm" className="tool-stack">
          <h4 className="tool-subtitle">Categories</h4>
          {topCategories.length === 0 ? (
            <EmptyState>No categories yet.</EmptyState>
          ) : (
            <ul className="tool-plain-list tool-stack" aria-label="Top categories">
              {topCategories.map((c) => (
                <li key={c.id} className="tool-row tool-row--between">
                  <span>
                    {categoryLabel(c.name)}{' '}
                    <span className="tool-small tool-muted">({c.difficulty_level})</span>
                  </span>
                  <span>
                    {c.sample_count} {c.sample_count === 1 ? 'sample' : 'samples'}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </section>
  );
}
