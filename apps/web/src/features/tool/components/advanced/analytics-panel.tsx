import { MODEL_MESSAGES, SIGN_IN_REQUIRED } from '@silent/contracts';
import type { AnalyticsScope } from '@silent/contracts';
import { BarChart, Card, Spinner } from '@silent/ui';
import { useId, useState } from 'react';
import { useAuth } from '../../../../lib/auth-context';
import { useAnalytics } from '../../api/get-analytics';
import { useModelUsage } from '../../api/get-model-usage';
import { formatPercent } from '../../lib/format';
import { SignInRequired } from '../common/sign-in-required';
import { useIsAdmin } from '../common/use-is-admin';
import { useLogError } from '../common/use-log-error';

const count = new Intl.NumberFormat('en-US');
const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 6,
});

const SCOPES: { value: AnalyticsScope; label: string }[] = [
  { value: 'own', label: 'My enhancements' },
  { value: 'product', label: 'Whole product' },
];

/** A signed-in user's own analytics; admins can switch to the whole product's. */
export function AnalyticsPanel() {
  const id = useId();
  const { user } = useAuth();
  const isAdmin = useIsAdmin();
  const [chosen, setChosen] = useState<AnalyticsScope>('own');
  const scope = isAdmin ? chosen : 'own';
  const analytics = useAnalytics(scope, Boolean(user));
  // Spec: an analytics load failure is logged only; the panel just stays empty.
  useLogError(analytics.error, 'analytics');
  const data = analytics.data;
  // Model calls are the product's, not a user's: shown with the whole product's analytics.
  const modelUsage = useModelUsage(isAdmin && scope === 'product');
  useLogError(modelUsage.error, 'model usage');
  const usage = scope === 'product' ? modelUsage.data : undefined;

  return (
    <section className="tool-stack" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="tool-section__title">
        Analytics
      </h3>
      {!user && <SignInRequired prompt={SIGN_IN_REQUIRED.analytics} />}
      {isAdmin && (
        <fieldset className="tool-fieldset tool-checks">
          <legend className="ui-visually-hidden">Whose analytics</legend>
          {SCOPES.map((option) => (
            <label key={option.value} className="tool-check">
              <input
                type="radio"
                name={`${id}-scope`}
                value={option.value}
                checked={scope === option.value}
                onChange={() => setChosen(option.value)}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
      )}
      {user && analytics.isPending && (
        <Spinner label="Loading analytics…" className="tool-loading" />
      )}
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
          <Card padding="sm" className="tool-stack">
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
          </Card>
        </>
      )}
      {usage && (
        <div className="tool-card tool-stack">
          <h4 className="tool-subtitle">Model calls</h4>
          <dl className="tool-stats" aria-label="Model calls">
            <div className="tool-stat">
              <dt>Calls</dt>
              <dd>{count.format(usage.calls)}</dd>
            </div>
            <div className="tool-stat">
              <dt>Tokens</dt>
              <dd>{count.format(usage.promptTokens + usage.completionTokens)}</dd>
            </div>
            <div className="tool-stat">
              <dt>Cost</dt>
              <dd>{dollars.format(usage.costUsd)}</dd>
            </div>
            <div className="tool-stat">
              <dt>Median latency</dt>
              <dd>
                {usage.p50LatencyMs === null ? '—' : `${count.format(usage.p50LatencyMs)} ms`}
              </dd>
            </div>
          </dl>
          {usage.unpricedCalls > 0 && (
            <p className="tool-muted">{MODEL_MESSAGES.unpricedCalls(usage.unpricedCalls)}</p>
          )}
        </div>
      )}
    </section>
  );
}
