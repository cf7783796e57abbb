// Colours only where a person reads them: a TTY, no NO_COLOR, not TERM=dumb (FORCE_COLOR wins).
// Every writer takes its stream, so stdout piped to a file stays plain while stderr still shows
// colour in the terminal.

export interface Stream {
  write(text: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

export function colorEnabled(stream: Stream, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0') return true;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.TERM === 'dumb') return false;
  return stream.isTTY === true;
}

const CODES = {
  bold: [1, 22],
  dim: [2, 22],
  red: [31, 39],
  green: [32, 39],
  yellow: [33, 39],
  cyan: [36, 39],
} as const;

export type Paint = Record<keyof typeof CODES, (text: string) => string>;

export function painter(enabled: boolean): Paint {
  const entries = Object.entries(CODES).map(([name, [open, close]]) => [
    name,
    (text: string) => (enabled ? `\u001b[${open}m${text}\u001b[${close}m` : text),
  ]);
  return Object.fromEntries(entries) as Paint;
}

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;
const visible = (text: string) => text.replace(ANSI, '').length;

/** A plain-text table: a header row, a rule, the rows; columns padded to their widest cell. */
export function table(
  headers: readonly string[],
  rows: ReadonlyArray<readonly string[]>,
  align: ReadonlyArray<'left' | 'right'> = [],
): string {
  const widths = headers.map((header, column) =>
    Math.max(visible(header), ...rows.map((row) => visible(row[column] ?? ''))),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => {
        const pad = ' '.repeat(Math.max(0, (widths[column] ?? 0) - visible(cell)));
        return align[column] === 'right' ? pad + cell : cell + pad;
      })
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)]
    .join('\n')
    .concat('\n');
}

/** One line, cut to `max` characters with an ellipsis. */
export function truncate(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, Math.max(0, max - 1))}…`;
}

/** A progress bar on a TTY (redrawn in place); nothing at all anywhere else. */
export function progressBar(
  stream: Stream,
  label: string,
): {
  update(done: number, total: number): void;
  end(): void;
} {
  if (!stream.isTTY) return { update: () => undefined, end: () => undefined };
  let drawn = false;
  return {
    update(done, total) {
      const width = 24;
      const filled = total === 0 ? width : Math.round((done / total) * width);
      stream.write(
        `\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`,
      );
      drawn = true;
    },
    end() {
      if (drawn) stream.write('\r\u001b[2K');
    },
  };
}
