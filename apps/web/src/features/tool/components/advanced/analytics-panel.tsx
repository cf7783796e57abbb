import { SIGN_IN_REQUIRED } from '@silent/contracts';
import type { AnalyticsScope } from '@silent/contracts';
import { BarChart, Card, Spinner } from '@silent/ui';
import { useId, useState } from 'react';
import { useAuth } from '../../../auth/auth-context';
import { useAnalytics } from '../../api/get-analytics';
import { formatPercent } from '../../lib/format';
import { SignInRequired } from '../common/sign-in-required';
import { useIsAdmin } from '../common/use-is-admin';
import { useLogError } from '../common/use-log-error';

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
    </section>
  );
}
