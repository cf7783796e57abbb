/** Cancel and submit, at the end of the tool's modal forms. */
export function FormActions({
  onCancel,
  submitLabel,
}: {
  onCancel: () => void;
  submitLabel: string;
}) {
  return (
    <div className="tool-row tool-row--end">
      <button type="button" className="tool-button" onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" className="tool-button tool-button--primary">
        {submitLabel}
      </button>
    </div>
  );
}
