// API throughput and latency with autocannon against the production server, all routes in
// one run so the ratios to the trivial baseline (GET /api/health) are comparable.
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';

const DURATION_S = Number(process.env.BENCH_API_SECONDS ?? 10);
const CONNECTIONS = 50;

function routes(baseUrl) {
  return [
    { name: 'baseline GET /api/health', url: `${baseUrl}/api/health`, method: 'GET' },
    {
      name: 'POST /api/prompt/enhance',
      url: `${baseUrl}/api/prompt/enhance`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        originalPrompt:
          'write a blog post about how small teams can use AI code review without slowing down releases',
        style: 'professional',
        length: 'medium',
      }),
    },
    { name: 'GET /api/prompt/templates', url: `${baseUrl}/api/prompt/templates`, method: 'GET' },
    {
      name: 'GET /api/prompt/training/data',
      url: `${baseUrl}/api/prompt/training/data?limit=50`,
      method: 'GET',
    },
  ];
}

// /proc reports CPU time in USER_HZ ticks, which Linux fixes at 100 whatever the kernel's HZ.
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * CPU seconds (user + system) the server process has used so far, from /proc (Linux). The
 * load generator shares the machine's cores, so req/s alone mixes its cost with the server's;
 * CPU per request is the server's own cost. Undefined where /proc is not available.
 */
function serverCpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the parenthesised command name; utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

function run(route, duration = DURATION_S) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: route.url,
        method: route.method,
        headers: route.headers,
        body: route.body,
        connections: CONNECTIONS,
        duration,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** `serverPid`, when given, adds the server's CPU microseconds per request to each route. */
export async function benchApi(baseUrl, serverPid) {
  const results = [];
  // Warm the JIT and the database caches so the first route is not penalised.
  await run(routes(baseUrl)[1], 3);
  for (const route of routes(baseUrl)) {
    const cpuBefore = serverCpuSeconds(serverPid);
    const r = await run(route);
    const cpuAfter = serverCpuSeconds(serverPid);
    const served = r.requests.total;
    results.push({
      name: route.name,
      requestsPerSecond: Math.round(r.requests.average),
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors,
      timeouts: r.timeouts,
      serverCpuUsPerRequest:
        cpuBefore === undefined || cpuAfter === undefined || served === 0
          ? null
          : Math.round(((cpuAfter - cpuBefore) * 1e6) / served),
    });
  }
  const baseline = results[0].requestsPerSecond || 1;
  for (const r of results) r.ratioToBaseline = Number((r.requestsPerSecond / baseline).toFixed(2));
  return { connections: CONNECTIONS, durationSeconds: DURATION_S, routes: results };
}
