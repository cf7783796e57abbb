// Measures GET /api/health latency, one request after another, for a given time: run in its
// own process so the flood generator's work never delays the measurement itself, and from
// 127.0.0.2, so the server sees an unrelated client (the flood comes from 127.0.0.1).
// Usage: node tools/bench/health-probe.mjs <baseUrl> <seconds>  → one JSON line on stdout.
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

const [baseUrl = 'http://127.0.0.1:3000', seconds = '15'] = process.argv.slice(2);
const agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress: '127.0.0.2' });
const url = new URL('/api/health', baseUrl);

function once() {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ ms: performance.now() - started, status: res.statusCode }));
    });
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error('health probe timed out')));
    req.end();
  });
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

const deadline = performance.now() + Number(seconds) * 1000;
const latencies = [];
let failures = 0;
while (performance.now() < deadline) {
  try {
    const { ms, status } = await once();
    if (status === 200) latencies.push(ms);
    else failures += 1;
  } catch {
    failures += 1;
  }
  // About 50 probes a second: a steady sample, not a load of its own.
  await new Promise((resolve) => setTimeout(resolve, 20));
}
agent.destroy();
latencies.sort((a, b) => a - b);
const round = (ms) => Math.round(ms * 10) / 10;
console.log(
  JSON.stringify({
    probes: latencies.length,
    failures,
    p50: round(percentile(latencies, 50)),
    p90: round(percentile(latencies, 90)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1) ?? 0),
  }),
);
