// Renders bench/results.json as the Markdown tables the README and issue notes quote.
const kb = (bytes) => (bytes / 1024).toFixed(1);

export function renderMarkdown(results) {
  const lines = [
    `# Benchmark results`,
    '',
    `Measured ${results.measuredAt} on ${results.machine?.cpus} cores (${results.machine?.cpuModel}), Node ${results.machine?.node}.`,
    '',
  ];
  if (results.api) {
    lines.push(
      `## API (autocannon, ${results.api.connections} connections, ${results.api.durationSeconds} s each)`,
      '',
    );
    lines.push(
      '| route | req/s | p50 ms | p99 ms | ratio to baseline | server CPU µs/req | non-2xx |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    );
    for (const r of results.api.routes) {
      lines.push(
        `| ${r.name} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.ratioToBaseline} | ${r.serverCpuUsPerRequest ?? 'n/a'} | ${r.non2xx} |`,
      );
    }
    lines.push('');
  }
  if (results.web) {
    lines.push(
      '## Web bundle (gzip, initial load per route)',
      '',
      '| route | JS KB | CSS KB |',
      '| --- | ---: | ---: |',
    );
    for (const [route, size] of Object.entries(results.web.routes)) {
      lines.push(`| ${route} | ${kb(size.jsGzipBytes)} | ${kb(size.cssGzipBytes)} |`);
    }
    lines.push('');
  }
  if (results.lighthouse) {
    lines.push(
      '## Lighthouse (mobile)',
      '',
      '| page | performance | accessibility | best practices | LCP ms | TBT ms | CLS |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    );
    for (const [page, r] of Object.entries(results.lighthouse)) {
      lines.push(
        `| ${page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} |`,
      );
    }
    lines.push('');
  }
  for (const part of ['engine', 'training']) {
    if (results[part]) {
      lines.push(`## ${part}`, '', '```json', JSON.stringify(results[part], null, 2), '```', '');
    }
  }
  return `${lines.join('\n')}\n`;
}
