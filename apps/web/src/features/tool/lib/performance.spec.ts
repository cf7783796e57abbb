import { performance } from '../testing/fixtures';
import {
  formatMetricValue,
  hasData,
  keyMetricGroups,
  latestKeyMetrics,
  metricLabel,
} from './performance';

describe('metric names and units', () => {
  it('names a metric once and puts its unit on the value only', () => {
    expect(metricLabel('p50_latency_ms')).toBe('P50 latency');
    expect(formatMetricValue('p50_latency_ms', 120)).toBe('120 ms');
    expect(formatMetricValue('p50_latency_ms', 125_000)).toBe('2 min 5 s');
    expect(formatMetricValue('success_rate', 0.725)).toBe('72.5%');
    expect(formatMetricValue('lift', 0.607)).toBe('+61 pts');
    expect(formatMetricValue('mean_confidence', 8.42)).toBe('8.4/10');
    expect(metricLabel('queue_wait_ms')).toBe('Queue wait');
  });
});

describe('hasData', () => {
  it('keeps real measurements and drops 0 ms latencies and empty samples', () => {
    expect(hasData(performance({ metric_name: 'success_rate', metric_value: 0 }))).toBe(true);
    expect(hasData(performance({ metric_name: 'p50_latency_ms', metric_value: 0 }))).toBe(false);
    expect(hasData(performance({ metric_name: 'p50_latency_ms', metric_value: 80 }))).toBe(true);
    expect(hasData(performance({ sample_size: 0 }))).toBe(false);
  });
});

describe('keyMetricGroups', () => {
  const metrics = [
    performance({ metric_name: 'success_rate', category: 'marketing', metric_value: 0.5 }),
    performance({ metric_name: 'control', category: 'email', metric_value: 0.1 }),
    performance({ metric_name: 'p50_latency_ms', category: 'email', metric_value: 0 }),
    performance({
      metric_name: 'success_rate',
      category: 'email',
      metric_value: 0.8,
      recorded_at: '2025-03-02T10:00:00.000Z',
    }),
    performance({
      metric_name: 'success_rate',
      category: 'email',
      metric_value: 0.6,
      recorded_at: '2025-03-01T10:00:00.000Z',
    }),
    performance({ metric_name: 'lift', category: 'email', metric_value: 0.3 }),
    performance({ metric_name: 'success_rate', category: null, metric_value: 0.7 }),
    performance({ metric_name: 'success_rate', category: 'email', shared: false }),
    performance({ metric_name: 'lift', category: 'marketing', metric_value: 0 }),
  ];

  it('keeps the key metrics with data, all categories first, then A–Z, shared before yours', () => {
    const groups = keyMetricGroups(metrics);
    expect(groups.map((g) => g.title)).toEqual([
      'All categories',
      'Email',
      'Email · yours',
      'Marketing',
    ]);
    const email = groups[1];
    expect(email?.series.map((s) => s.label)).toEqual(['Success rate', 'Lift']);
    expect(email?.series[0]?.points.map((p) => p.metric_value)).toEqual([0.6, 0.8]);
    expect(email?.series[0]?.latest.metric_value).toBe(0.8);
  });

  it('gives the Overview the latest non-zero value of each series in that order', () => {
    expect(
      latestKeyMetrics(metrics).map(
        ({ group, series }) =>
          `${series.label} · ${group.title} ${formatMetricValue(series.name, series.latest.metric_value)}`,
      ),
    ).toEqual([
      'Success rate · All categories 70%',
      'Success rate · Email 80%',
      'Lift · Email +30 pts',
      'Success rate · Email · yours 70%',
      'Success rate · Marketing 50%',
    ]);
  });
});
