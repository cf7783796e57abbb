// API throughput and latency with autocannon against the production server, all routes in
// one run so the ratios to the trivial baseline (GET /api/health) are comparable.
import autocannon from 'autocannon';

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

export async function benchApi(baseUrl) {
  const results = [];
  // Warm the JIT and the database caches so the first route is not penalised.
  await run(routes(baseUrl)[1], 3);
  for (const route of routes(baseUrl)) {
    const r = await run(route);
    results.push({
      name: route.name,
      requestsPerSecond: Math.round(r.requests.average),
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors,
      timeouts: r.timeouts,
    });
  }
  const baseline = results[0].requestsPerSecond || 1;
  for (const r of results) r.ratioToBaseline = Number((r.requestsPerSecond / baseline).toFixed(2));
  return { connections: CONNECTIONS, durationSeconds: DURATION_S, routes: results };
}
