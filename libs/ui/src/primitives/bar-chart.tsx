export interface BarChartProps {
  label: string;
  data: readonly { name: string; value: number }[];
}

/**
 * Horizontal bars drawn with CSS; every bar's number is real text, so the chart reads as a
 * plain list to screen readers and survives a missing stylesheet.
 */
export function BarChart({ label, data }: BarChartProps) {
  const max = Math.max(1, ...data.map((d) => d.value));
  return (
    <ul className="ui-bars" aria-label={label}>
      {data.map((d) => (
        <li key={d.name} className="ui-bars__row">
          <span className="ui-bars__name">{d.name}</span>
          <span className="ui-bars__track" aria-hidden="true">
            <span className="ui-bars__bar" style={{ width: `${(d.value / max) * 100}%` }} />
          </span>
          <span className="ui-bars__value">{d.value}</span>
        </li>
      ))}
    </ul>
  );
}
