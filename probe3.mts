import { readFileSync } from 'node:fs';
import { createEnhancer } from './libs/prompt-engine/src/index.ts';
const e = createEnhancer();
const rows = readFileSync('/work/panel-fresh/prompts-with-fit.jsonl','utf8').trim().split('\n').map((l)=>JSON.parse(l));
const want = process.argv.slice(2);
for (const r of rows) { if (want.length && !want.includes(r.id)) continue; const res = await e.enhance({ originalPrompt: r.prompt });
  const added = res.enhancedPrompt.length - r.prompt.length;
  console.log('=====', r.id, r.strength, res.metadata.task, 'added chars', added); if (want.length) console.log(res.enhancedPrompt); }
