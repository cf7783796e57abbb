import type { AnalyticsScope, HistoryQuery, TrainingDataQuery } from '@silent/contracts';

/**
 * Hierarchical query keys for the tool. Invalidating a prefix (e.g. `training.all`) refreshes
 * everything under it; components never write a key by hand.
 */
export const toolKeys = {
  all: ['tool'] as const,
  viewer: () => [...toolKeys.all, 'viewer'] as const,
  templates: () => [...toolKeys.all, 'templates'] as const,
  analytics: () => [...toolKeys.all, 'analytics'] as const,
  analyticsOf: (scope: AnalyticsScope) => [...toolKeys.analytics(), scope] as const,
  /** The recorded model calls' totals (admins; the whole product's). */
  modelUsage: () => [...toolKeys.analytics(), 'model-usage'] as const,
  history: {
    all: () => [...toolKeys.all, 'history'] as const,
    page: (query: HistoryQuery) => [...toolKeys.history.all(), 'page', query] as const,
  },
  library: {
    all: () => [...toolKeys.all, 'library'] as const,
    list: (search: string) => [...toolKeys.library.all(), 'list', search] as const,
    prompt: (name: string) => [...toolKeys.library.all(), 'prompt', name] as const,
    diff: (name: string, from: number, to: number) =>
      [...toolKeys.library.prompt(name), 'diff', from, to] as const,
    keys: () => [...toolKeys.library.all(), 'keys'] as const,
  },
  training: {
    all: () => [...toolKeys.all, 'training'] as const,
    data: () => [...toolKeys.training.all(), 'data'] as const,
    dataList: (filters: TrainingDataQuery) => [...toolKeys.training.data(), filters] as const,
    categories: () => [...toolKeys.training.all(), 'categories'] as const,
    sessions: () => [...toolKeys.training.all(), 'sessions'] as const,
    sessionResults: (id: string) => [...toolKeys.training.sessions(), id, 'results'] as const,
    promotable: () => [...toolKeys.training.all(), 'promotable'] as const,
    metrics: () => [...toolKeys.training.all(), 'metrics'] as const,
    performance: () => [...toolKeys.training.all(), 'performance'] as const,
  },
};
