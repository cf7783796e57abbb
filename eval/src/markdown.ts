// Markdown helpers shared by the reports: a fenced block that no backtick run inside the text
// can close early.

export function fenced(text: string, info = 'text'): string {
  const longestRun = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longestRun + 1));
  return `${fence}${info}\n${text}\n${fence}`;
}
