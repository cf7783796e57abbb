import { Spinner } from '@silent/ui';
import { useId } from 'react';
import { useAnalytics } from '../../api/get-analytics';
import { formatPercent } from '../../lib/format';
import { BarChart } from '../common/bar-chart';
import { useLogError } from '../common/use-log-error';

export function AnalyticsPanel() {
  const id = useId();
  const analytics = useAnalytics();
  // Spec: an analytics load failure is logged only; the panel just stays empty.
  useLogError(analytics.error, 'analytics');
  const data = analytics.data;

  return (
    <section className="tool-stack" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="tool-section__title">
        Analytics
      </h3>
      {analytics.isPending && <Spinner label="Loading analytics…" className="tool-loading" />}
      {data && (
        <>
          <dl className="tool-stats">
            <div className="tool-stat">
              <dt>High-rated conversations</dt>
              <dd>{data.totalHighRatedConversations}</dd>
            </div>
            <div className="tool-stat">
              <dt>Average rating</dt>
              <dd>{data.averageRating.toFixed(1)}</dd>
            </div>
            <div className="tool-stat">
              <dt>Most used model</dt>
              <dd>{data.mostUsedModel ?? '—'}</dd>
            </div>
            <div className="tool-stat">
              <dt>Success rate</dt>
              <dd>{formatPercent(data.insights.successRate)}</dd>
            </div>
          </dl>
          <div className="tool-card tool-stack">
            <h4 className="tool-subtitle" id={`${id}-usage`}>
              Model usage
            </h4>
            {Object.keys(data.modelUsage).length === 0 ? (
              <p className="tool-muted">No enhancements yet.</p>
            ) : (
              <BarChart
                label="Model usage"
                data={Object.entries(data.modelUsage)
                  .map(([name, value]) => ({ name, value }))
                  .sort((a, b) => b.value - a.value)}
              />
            )}
          </div>
        </>
      )}
    </section>
  );
}
