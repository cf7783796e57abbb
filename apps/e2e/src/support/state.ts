/** Base URL of the server that global setup started for this run (inherited by workers). */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the suite through its jest config.');
  return url;
}
