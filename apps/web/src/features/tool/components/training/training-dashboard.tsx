import { MESSAGES } from '@silent/contracts';
import { Button, Spinner, Tabs, Alert } from '@silent/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toolParams } from '../../../../config/paths';
import { useTrainingData } from '../../api/get-training-data';
import { isSessionRunning, useTrainingSessions } from '../../api/get-training-sessions';
import { toolKeys } from '../../api/query-keys';
import { useLogError } from '../common/use-log-error';
import { useTabParam } from '../common/use-tab-param';
import { OverviewPanel } from './overview-panel';
import { PerformancePanel } from './performance-panel';
import { SessionsPanel } from './sessions-panel';
import { TrainingDataPanel } from './training-data-panel';
import './training.css';

const TABS = [
  { id: 'overview', label: 'Overview', content: <OverviewPanel /> },
  { id: 'data', label: 'Training Data', content: <TrainingDataPanel /> },
  { id: 'sessions', label: 'Sessions', content: <SessionsPanel /> },
  { id: 'performance', label: 'Performance', content: <PerformancePanel /> },
] as const;
const TAB_IDS = TABS.map((tab) => tab.id);

/** When a session stops running, what it produced (metrics, success rates) is re-read. */
function useRefreshWhenSessionsFinish() {
  const queryClient = useQueryClient();
  const sessions = useTrainingSessions();
  useLogError(sessions.error, 'training sessions');
  const running = sessions.data?.filter(isSessionRunning).length ?? 0;
  const previous = useRef(running);
  useEffect(() => {
    if (running < previous.current) {
      void queryClient.invalidateQueries({ queryKey: toolKeys.training.performance() });
      void queryClient.invalidateQueries({ queryKey: toolKeys.training.metrics() });
      void queryClient.invalidateQueries({ queryKey: toolKeys.training.data() });
    }
    previous.current = running;
  }, [running, queryClient]);
}

export function TrainingDashboard() {
  // The first load is the unfiltered list; the Training Data tab reuses this cache entry.
  const initial = useTrainingData({});
  useLogError(initial.error, 'training data');
  useRefreshWhenSessionsFinish();
  const [view, setView] = useTabParam(toolParams.view, TAB_IDS);

  return (
    <section className="tool-section" aria-labelledby="training-dashboard-title">
      <h2 id="training-dashboard-title" className="tool-section__title">
        Training Dashboard
      </h2>
      {initial.isPending ? (
        <Spinner label="Loading training data…" className="tool-loading" />
      ) : initial.isError ? (
        <Alert role="alert" as="div" className="tool-row tool-row--between">
          <span>{MESSAGES.trainingLoadFailed}</span>
          <Button size="sm" onClick={() => void initial.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <Tabs label="Training Dashboard" tabs={TABS} value={view} onValueChange={setView} />
      )}
    </section>
  );
}
