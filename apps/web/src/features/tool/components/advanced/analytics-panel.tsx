import { MODEL_MESSAGES, SIGN_IN_REQUIRED } from '@silent/contracts';
import type { AnalyticsScope } from '@silent/contracts';
import { BarChart, Card, Spinner, Stats, Stat } from '@silent/ui';
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
          <Stats>
            <Stat label="High-rated conversations" value={data.totalHighRatedConversations} />
            <Stat label="Average rating" value={data.averageRating.toFixed(1)} />
            <Stat label="Most used model" value={data.mostUsedModel ?? '—'} />
            <Stat label="Success rate" value={formatPercent(data.insights.successRate)} />
          </Stats>
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
        <Card padding="sm" className="tool-stack">
          <h4 className="tool-subtitle">Model calls</h4>
          <Stats aria-label="Model calls">
            <Stat label="Calls" value={count.format(usage.calls)} />
            <Stat
              label="Tokens"
              value={count.format(usage.promptTokens + usage.completionTokens)}
            />
            <Stat label="Cost" value={dollars.format(usage.costUsd)} />
            <Stat
              label="Median latency"
              value={usage.p50LatencyMs === null ? '—' : `${count.format(usage.p50LatencyMs)} ms`}
            />
          </Stats>
          {usage.unpricedCalls > 0 && (
            <p className="tool-muted">{MODEL_MESSAGES.unpricedCalls(usage.unpricedCalls)}</p>
          )}
        </Card>
      )}
    </section>
  );
}
