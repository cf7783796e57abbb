import { useId } from 'react';

export interface LineChartProps {
  title: string;
  points: readonly { at: string; value: number }[];
  format: (value: number) => string;
}

const WIDTH = 240;
const HEIGHT = 64;
const PAD = 6;

/** A small SVG line of one metric over time, described in words for screen readers. */
export function LineChart({ title, points, format }: LineChartProps) {
  const titleId = useId();
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return null;
  const times = points.map((p) => new Date(p.at).getTime());
  const values = points.map((p) => p.value);
  const [tMin, tMax] = [Math.min(...times), Math.max(...times)];
  const [vMin, vMax] = [Math.min(...values), Math.max(...values)];
  const x = (t: number) =>
    tMax === tMin ? WIDTH / 2 : PAD + ((t - tMin) / (tMax - tMin)) * (WIDTH - 2 * PAD);
  const y = (v: number) =>
    vMax === vMin ? HEIGHT / 2 : HEIGHT - PAD - ((v - vMin) / (vMax - vMin)) * (HEIGHT - 2 * PAD);
  const coords = points.map((p, i) => `${x(times[i] ?? 0).toFixed(1)},${y(p.value).toFixed(1)}`);
  const description =
    points.length === 1
      ? `${title}: one measurement, ${format(first.value)}`
      : `${title}: ${points.length} measurements, from ${format(first.value)} to ${format(last.value)}`;

  return (
    <svg
      className="ui-line-chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={titleId}
      preserveAspectRatio="none"
    >
      <title id={titleId}>{description}</title>
      {points.length > 1 && <polyline points={coords.join(' ')} className="ui-line-chart__line" />}
      {coords.map((c, i) => {
        const [cx, cy] = c.split(',');
        return <circle key={i} cx={cx} cy={cy} r={2.5} className="ui-line-chart__dot" />;
      })}
    </svg>
  );
}
