import type { TrainingSession } from '@silent/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toolKeys } from './query-keys';

/** How often the list is re-read while a session is queued or running. */
export const SESSION_POLL_MS = 2000;

export const isSessionRunning = (session: TrainingSession) =>
  session.status === 'pending' || session.status === 'in_progress';

export const getTrainingSessions = () => api.call('listTrainingSessions');

export const trainingSessionsQueryOptions = () =>
  queryOptions({
    queryKey: toolKeys.training.sessions(),
    queryFn: getTrainingSessions,
    // Poll only while something is running; a finished list is left alone.
    refetchInterval: (query) =>
      query.state.data?.some(isSessionRunning) ? SESSION_POLL_MS : false,
  });

export const useTrainingSessions = () => useQuery(trainingSessionsQueryOptions());
