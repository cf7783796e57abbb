import { Badge } from '@silent/ui';

/** Marks a row of the shared set: everyone's, read-only unless you are an admin. */
export function SharedBadge() {
  return (
    <Badge tone="info" title="In the shared set: read-only unless you are an admin">
      Shared
    </Badge>
  );
}
