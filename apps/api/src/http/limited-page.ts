import { MESSAGES } from '@silent/contracts';

/**
 * What a browser sees when its page loads are rate limited: a small page in the site's colours
 * (light or dark, as the visitor's system prefers) that says when to try again. Self-contained:
 * no script, styles inline, nothing else to load while the limit holds.
 */
export function rateLimitedPage(retryAfterSeconds: number): string {
  const wait = retryAfterSeconds === 1 ? 'about a second' : `about ${retryAfterSeconds} seconds`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>Please wait a moment — Silent Labs</title>
<style>
:root{color-scheme:light dark;--bg:#ffffff;--fg:#0f172a;--muted:#475569;--accent:#4f46e5}
@media (prefers-color-scheme:dark){:root{--bg:#0f172a;--fg:#f1f5f9;--muted:#cbd5e1;--accent:#a5b4fc}}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--bg);color:var(--fg);
font-family:system-ui,-apple-system,"Segoe UI",sans-serif;line-height:1.5}
main{max-width:32rem;padding:2rem;text-align:center}
.brand{font-weight:700;letter-spacing:.02em;color:var(--accent);margin:0 0 1rem}
h1{font-size:1.5rem;margin:0 0 .5rem}
p{color:var(--muted);margin:.25rem 0}
a{color:var(--accent);font-weight:600}
</style>
</head>
<body>
<main>
<p class="brand">Silent Labs</p>
<h1>Please wait a moment</h1>
<p>${MESSAGES.pageRateLimited}</p>
<p>You can try again in ${wait}. <a href="">Reload the page</a></p>
</main>
</body>
</html>`;
}
