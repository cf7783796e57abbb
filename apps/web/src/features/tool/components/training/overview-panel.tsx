import { OVERVIEW_LIST_SIZE } from '@silent/contracts';
import { usePerformanceMetrics } from '../../api/get-performance-metrics';
import { useTrainingCategories } from '../../api/get-training-categories';
import { useTrainingMetrics } from '../../api/get-training-metrics';
import { useTrainingSessions } from '../../api/get-training-sessions';
import { formatDate, formatMetricValue, formatPercent, humanizeMetric } from '../../lib/format';
import { useLogError } from '../common/use-log-error';

export function OverviewPanel() {
  const metrics = useTrainingMetrics();
  const sessions = useTrainingSessions();
  const performance = usePerformanceMetrics();
  const categories = useTrainingCategories();
  useLogError(metrics.error, 'training metrics');
  useLogError(performance.error, 'performance metrics');
  useLogError(categories.error, 'training categories');

  const topMetrics = (performance.data ?? []).slice(0, OVERVIEW_LIST_SIZE);
  const topCategories = (categories.data ?? []).slice(0, OVERVIEW_LIST_SIZE);

  return (
    <section className="tool-stack" aria-labelledby="training-overview-title">
      <h3 id="training-overview-title" className="tool-section__title">
        Overview
      </h3>
      <dl className="tool-stats">
        <div className="tool-stat">
          <dt>Training data</dt>
          <dd>{metrics.data?.totalTrainingData ?? '—'}</dd>
        </div>
        <div className="tool-stat">
          <dt>Categories</dt>
          <dd>{metrics.data?.categoriesCount ?? '—'}</dd>
        </div>
        <div className="tool-stat">
          <dt>Average success rate</dt>
          <dd>{metrics.data ? formatPercent(metrics.data.averageSuccessRate) : '—'}</dd>
        </div>
        <div className="tool-stat">
          <dt>Training sessions</dt>
          <dd>{sessions.data?.length ?? '—'}</dd>
        </div>
      </dl>
      <div className="tool-grid tool-grid--2">
        <div className="tool-card tool-stack">
          <h4 className="tool-subtitle">Recent performance</h4>
          {topMetrics.length === 0 ? (
            <p className="tool-muted">No performance metrics yet.</p>
          ) : (
            <ul className="tool-plain-list tool-stack" aria-label="Recent performance">
              {topMetrics.map((m) => (
                <li key={m.id} className="tool-row tool-row--between">
                  <span>
                    {humanizeMetric(m.metric_name)}
                    {m.category ? ` · ${m.category}` : ''}
                    <span className="tool-small tool-muted"> ({formatDate(m.recorded_at)})</span>
                  </span>
                  <strong>{formatMetricValue(m.metric_name, m.metric_value)}</strong>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="tool-card tool-stack">
          <h4 className="tool-subtitle">Categories</h4>
          {topCategories.length === 0 ? (
            <p className="tool-muted">No categories yet.</p>
          ) : (
            <ul className="tool-plain-list tool-stack" aria-label="Top categories">
              {topCategories.map((c) => (
                <li key={c.id} className="tool-row tool-row--between">
                  <span>
                    {c.name} <span className="tool-small tool-muted">({c.difficulty_level})</span>
                  </span>
                  <span>
                    {c.sample_count} {c.sample_count === 1 ? 'sample' : 'samples'}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
