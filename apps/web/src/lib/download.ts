/** Saves text as a file through a temporary object URL (no server round trip). */
export function downloadText(filename: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke on the next tick: some browsers start the download asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The type of every CSV file the app writes. */
export const CSV_TYPE = 'text/csv;charset=utf-8';

/** `name-2025-01-31T10-00-00.ext`: sortable and safe on every file system. */
export function timestampedName(base: string, extension: string, now = new Date()): string {
  return `${base}-${now.toISOString().slice(0, 19).replace(/:/g, '-')}.${extension}`;
}
