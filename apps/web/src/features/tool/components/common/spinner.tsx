/** A loading indicator announced politely to screen readers. */
export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" className="tool-spinner">
      <span className="tool-spinner__circle" aria-hidden="true" />
      <span className="tool-visually-hidden">{label}</span>
    </div>
  );
}
