import { Button } from '@silent/ui';
/**
 * Cancel and submit, at the end of the tool's modal forms: pinned to the bottom of the dialog
 * while a long form scrolls (a phone's screen), so the buttons are never cut off.
 */
export function FormActions({
  onCancel,
  submitLabel,
}: {
  onCancel: () => void;
  submitLabel: string;
}) {
  return (
    <div className="tool-row tool-row--end tool-form-actions">
      <Button onClick={onCancel}>Cancel</Button>
      <Button type="submit" variant="primary">
        {submitLabel}
      </Button>
    </div>
  );
}
