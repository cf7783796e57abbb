// The `silent` executable as a user runs it: a subprocess of bin/silent.mjs, its exit code, its
// stdout and stderr, and the files it writes.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { MODEL_MESSAGES } from '@silent/contracts';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '@silent/prompt-engine/testing';
import { TRAINING_SUCCESS_THRESHOLD } from '@silent/training';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '..', '..', '..');
const bin = join(__dirname, '..', 'bin', 'silent.mjs');
const example = join(__dirname, '..', 'examples', 'seed-eval.jsonl');
// Plain output, as on any non-TTY: Nx sets FORCE_COLOR for the tasks it runs, which would win.
const env = {
  ...process.env,
  NO_COLOR: '1',
  FORCE_COLOR: undefined,
  SILENT_SERVER: '',
  SILENT_API_KEY: '',
};

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function silent(args: string[], input?: string): Run {
  const run = spawnSync(process.execPath, [bin, ...args], {
    cwd: root,
    env,
    input: input ?? '',
    encoding: 'utf8',
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

// Async variant for runs that talk to a server in this process (spawnSync would block it).
function silentAsync(args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd: root, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.stdin.end();
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const noStack = (text: string) => expect(text).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/);

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'silent-cli-'));
  // The first run bundles the program; the rest reuse the bundle.
  expect(silent(['--version']).code).toBe(0);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('help and usage', () => {
  it('prints help for the program and every command, exit 0', () => {
    const help = silent(['--help']);
    expect(help.code).toBe(0);
    for (const command of ['enhance', 'score', 'variations', 'templates', 'eval', 'mcp']) {
      expect(help.stdout).toContain(command);
      const own = silent([command, '--help']);
      expect(own.code).toBe(0);
      expect(own.stdout).toContain(`Usage: silent ${command}`);
      // Global options are shown with every command.
      expect(own.stdout).toContain('--server <url>');
    }
  });

  it('refuses unknown commands, options and bad choices with exit code 2', () => {
    for (const args of [
      ['bogus'],
      ['enhance', 'x', '--nope'],
      ['enhance', 'x', '--style', 'loud'],
      ['eval', example, '--min-success', '1.5'],
      ['score'],
    ]) {
      const run = silent(args);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/error:/);
      noStack(run.stderr);
    }
  });

  it('names the problem for blank prompts, missing files and bad server URLs', () => {
    const blank = silent(['enhance', '   ']);
    expect(blank.code).toBe(2);
    expect(blank.stderr).toContain('Nothing to enhance');
    const missing = silent(['enhance', '--file', join(dir, 'nope.txt')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('File not found');
    const url = silent(['enhance', 'x', '--server', 'not a url']);
    expect(url.code).toBe(2);
    expect(url.stderr).toContain('is not a URL');
    const tooLong = silent(['enhance', 'x'.repeat(10_001)]);
    expect(tooLong.code).toBe(2);
    expect(tooLong.stderr).toContain('too long');
    for (const run of [blank, missing, url, tooLong]) noStack(run.stderr);
  });

  it('uses no colour when stdout is not a terminal', () => {
    const run = spawnSync(process.execPath, [bin, 'score', 'write a poem'], {
      cwd: root,
      env: { ...process.env, NO_COLOR: undefined, FORCE_COLOR: undefined },
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    // eslint-disable-next-line no-control-regex
    expect(run.stdout).not.toMatch(/\u001b\[/);
  });
});

describe('enhance, score, variations', () => {
  it('enhances one prompt: the prompt on stdout, the score on stderr', () => {
    const run = silent([
      'enhance',
      'write a blog post about remote work',
      '--audience',
      'team leads',
    ]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('team leads');
    expect(run.stderr).toMatch(/score [\d.]+ → [\d.]+\/10/);
  });

  it('prints JSON with --json, and reads the prompt from stdin', () => {
    const run = silent(['enhance', '--json', '--style', 'technical'], 'explain recursion');
    expect(run.code).toBe(0);
    const result = JSON.parse(run.stdout);
    expect(result.enhancedPrompt).toMatch(/recursion/i);
    expect(result.metadata.style).toBe('technical');
    expect(result.model).toBe('silent-offline-v2');
  });

  it('enhances every prompt of a .txt, .csv and .jsonl file, without a progress bar off a TTY', () => {
    const files = {
      'p.txt': 'write a haiku\n\nsummarise this report\n',
      'p.csv': 'id,prompt\n1,write a haiku\n2,"summarise this report, briefly"\n',
      'p.jsonl': '{"input":"write a haiku"}\n"summarise this report"\n',
    };
    for (const [name, text] of Object.entries(files)) {
      writeFileSync(join(dir, name), text);
      const run = silent(['enhance', '--file', join(dir, name), '--json']);
      expect(run.code).toBe(0);
      const results = JSON.parse(run.stdout) as { input: string; enhancedPrompt: string }[];
      expect(results).toHaveLength(2);
      expect(results[0]!.input).toBe('write a haiku');
      expect(run.stderr).not.toContain('[#');
    }
    writeFileSync(join(dir, 'bad.jsonl'), '{"input":"ok"}\n{oops\n');
    const bad = silent(['enhance', '--file', join(dir, 'bad.jsonl')]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('bad.jsonl line 2: not valid JSON');
  });

  it('scores a prompt as a table of checks, or JSON', () => {
    const table = silent(['score', 'summarise this report']);
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/check\s+points\s+detail/);
    expect(table.stdout).toMatch(/Score: [\d.]+\/10/);
    const json = JSON.parse(silent(['score', 'summarise this report', '--json']).stdout);
    expect(json.checks.length).toBeGreaterThan(5);
    expect(typeof json.score).toBe('number');
  });

  it('gives three variations', () => {
    const run = silent(['variations', 'explain recursion', '--json']);
    expect(run.code).toBe(0);
    const result = JSON.parse(run.stdout);
    expect(result.variations).toHaveLength(3);
    expect(result.details).toHaveLength(3);
  });
});

describe('eval', () => {
  it('prints a table and passes without thresholds', () => {
    const run = silent(['eval', example]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/id\s+input\s+score\s+input score\s+lift\s+result/);
    expect(run.stdout).toContain(`(score ≥ ${TRAINING_SUCCESS_THRESHOLD})`);
  });

  it('exits 1 when --min-success is missed and writes a JUnit report', () => {
    const junit = join(dir, 'report.xml');
    const run = silent(['eval', example, '--min-success', '0.9', '--junit', junit]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/✗ success rate .* is below --min-success 90%/);
    const xml = readFileSync(junit, 'utf8');
    expect(xml).toMatch(/^<\?xml version="1.0"/);
    const rows = readFileSync(example, 'utf8').trim().split('\n').length;
    expect(xml).toContain(`<testsuite name="seed-eval.jsonl" tests="${rows + 1}"`);
    expect(xml.match(/<testcase /g)).toHaveLength(rows + 1);
    expect(xml).toContain('classname="silent.eval.thresholds"');
    expect(xml).toMatch(/<failure message="success rate/);
  });

  it('exits 0 when the thresholds hold, and gates on --min-lift', () => {
    const pass = silent(['eval', example, '--min-success', '0', '--min-lift', '0.01', '--json']);
    expect(pass.code).toBe(0);
    const report = JSON.parse(pass.stdout);
    expect(report.failures).toEqual([]);
    expect(report.summary.meanLift).toBeGreaterThan(0.01);
    const fail = silent(['eval', example, '--min-lift', '0.9']);
    expect(fail.code).toBe(1);
    expect(fail.stdout).toContain('is below --min-lift +0.900');
  });

  it('shows the rows that went from pass to fail since a baseline', () => {
    const now = JSON.parse(silent(['eval', example, '--json']).stdout) as {
      rows: { id: string; passed: boolean }[];
    };
    const failing = now.rows.filter((row) => !row.passed).map((row) => row.id);
    expect(failing.length).toBeGreaterThan(0);
    // A baseline in which every row passed.
    const baseline = join(dir, 'baseline.json');
    writeFileSync(
      baseline,
      JSON.stringify({ rows: now.rows.map((row) => ({ ...row, passed: true })) }),
    );
    const run = silent(['eval', example, '--baseline', baseline]);
    expect(run.stdout).toContain(
      `Went from pass to fail since the baseline: ${failing.join(', ')}`,
    );
    const json = JSON.parse(silent(['eval', example, '--baseline', baseline, '--json']).stdout);
    expect(json.regressions).toEqual(failing);
    const same = silent(['eval', example, '--baseline', join(dir, 'nope.json')]);
    expect(same.code).toBe(2);
  });

  it('reads CSV datasets and names a row without its expected output', () => {
    const csv = join(dir, 'data.csv');
    writeFileSync(
      csv,
      'id,input,expected\nr1,write a haiku,"## Role\nYou are a poet.\n\n## Task\nWrite a haiku."\n',
    );
    const run = silent(['eval', csv, '--json']);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout).rows[0].id).toBe('r1');
    writeFileSync(csv, 'input,expected\nwrite a haiku,\n');
    const bad = silent(['eval', csv]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('data.csv line 2: no expected output');
  });
});

describe('--server', () => {
  let server: Server;
  let origin: string;
  const seen: { url?: string; headers?: IncomingHttpHeaders }[] = [];

  beforeAll(async () => {
    // A stand-in Silent server: the real envelope, and it records what it was sent.
    server = createServer((request, response) => {
      seen.push({ url: request.url, headers: request.headers });
      response.setHeader('content-type', 'application/json');
      if (request.headers.authorization !== 'Bearer sk-test') {
        response.statusCode = 401;
        response.end(JSON.stringify({ success: false, error: 'Sign in to do this' }));
        return;
      }
      response.end(
        JSON.stringify({
          success: true,
          data: {
            id: '5f0c8a52-6a5e-4b8f-9d7e-2c1f3f1d0a11',
            enhancedPrompt: 'from the server',
            suggestions: [],
            confidence: 7,
            model: 'server-model',
            metadata: { processingTime: 1, engine: 'llm', originalScore: 2, checks: [] },
          },
        }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('enhances through the typed client with the API key as a Bearer token', async () => {
    const run = await silentAsync([
      'enhance',
      'hi',
      '--server',
      origin,
      '--api-key',
      'sk-test',
      '--json',
    ]);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout).enhancedPrompt).toBe('from the server');
    expect(seen.at(-1)?.url).toBe('/api/prompt/enhance');
  });

  it('shows the server’s refusal in its words, exit 1', async () => {
    const run = await silentAsync(['enhance', 'hi', '--server', origin, '--api-key', 'wrong']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('silent: Sign in to do this');
    noStack(run.stderr);
  });

  it('says so when the server cannot be reached, exit 1', () => {
    const run = silent(['enhance', 'hi', '--server', 'http://127.0.0.1:9']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Could not reach the server');
  });
});

describe('silent models (a subprocess against a local OpenAI-wire server)', () => {
  let fake: FakeOpenAiServer;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer(
      [
        { kind: 'content', content: 'ok', usage: { prompt_tokens: 9, completion_tokens: 1 } },
        {
          kind: 'status',
          status: 404,
          body: JSON.stringify({ error: { message: 'The model `nope` does not exist' } }),
        },
      ],
      { models: ['qwen2.5', 'llama3.1'], apiKey: 'sk-cli' },
    );
  });
  afterAll(async () => fake.close());

  it('lists the ids, one a line, with the key sent as a Bearer token', async () => {
    const run = await silentAsync([
      'models',
      'list',
      '--base-url',
      fake.baseUrl,
      '--api-key',
      'sk-cli',
    ]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('llama3.1\nqwen2.5\n');
    expect(run.stderr).toContain(MODEL_MESSAGES.listed(2));
    const json = await silentAsync([
      'models',
      'list',
      '--base-url',
      fake.baseUrl,
      '--api-key',
      'sk-cli',
      '--json',
    ]);
    expect(JSON.parse(json.stdout)).toMatchObject({ ok: true, models: ['llama3.1', 'qwen2.5'] });
  });

  it('tests a model: latency on success, the server’s refusal in plain words, exit 1', async () => {
    const ok = await silentAsync([
      'models',
      'test',
      '--base-url',
      fake.baseUrl,
      '--api-key',
      'sk-cli',
      '--model',
      'llama3.1',
      '--json',
    ]);
    expect(ok.code).toBe(0);
    const result = JSON.parse(ok.stdout) as { ok: boolean; latencyMs: number; usage: unknown };
    expect(result).toMatchObject({ ok: true, usage: { promptTokens: 9, completionTokens: 1 } });
    expect(result.latencyMs).toBeGreaterThanOrEqual(0);

    const missing = await silentAsync([
      'models',
      'test',
      '--base-url',
      fake.baseUrl,
      '--api-key',
      'sk-cli',
      '--model',
      'nope',
    ]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe(`✗ ${MODEL_MESSAGES.modelNotFound('nope')}\n`);

    const refused = await silentAsync([
      'models',
      'list',
      '--base-url',
      fake.baseUrl,
      '--api-key',
      'bad',
    ]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(MODEL_MESSAGES.keyRefused);
    noStack(refused.stderr);
  });

  it('says a server that is not running is not running', async () => {
    const closed = await startFakeOpenAiServer([]);
    const url = closed.baseUrl;
    await closed.close();
    const run = await silentAsync(['models', 'list', '--base-url', url]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`Could not reach ${url}: is the server running?`);
  });

  it('refuses a missing base URL or model as a usage error (exit 2)', () => {
    expect(silent(['models', 'list']).code).toBe(2);
    const noModel = silent(['models', 'test', '--base-url', 'http://127.0.0.1:1/v1']);
    expect(noModel.code).toBe(2);
    expect(noModel.stderr).toContain(MODEL_MESSAGES.testNeedsModel);
  });
});

describe('silent mcp (stdio)', () => {
  let client: Client;

  beforeAll(async () => {
    client = new Client({ name: 'cli-spec', version: '1.0.0' });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [bin, 'mcp'],
        cwd: root,
        env: Object.fromEntries(
          Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined),
        ),
        stderr: 'pipe',
      }),
    );
  });
  afterAll(async () => client.close());

  it('initializes and lists the six tools with JSON-schema inputs', async () => {
    expect(client.getServerVersion()).toMatchObject({ name: 'silent' });
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'apply_template',
      'enhance_prompt',
      'generate_variations',
      'get_prompt',
      'list_templates',
      'score_prompt',
    ]);
    const enhance = tools.find((tool) => tool.name === 'enhance_prompt')!;
    expect(enhance.inputSchema).toMatchObject({
      type: 'object',
      required: ['originalPrompt'],
      properties: { originalPrompt: { type: 'string', maxLength: 10_000 } },
    });
  });

  it('calls enhance_prompt, score_prompt and generate_variations', async () => {
    const enhanced = await client.callTool({
      name: 'enhance_prompt',
      arguments: { originalPrompt: 'write a blog post about remote work', length: 'short' },
    });
    expect(enhanced.isError).toBeFalsy();
    expect((enhanced.content as { text: string }[])[0]!.text).toMatch(/remote work/i);
    const scored = await client.callTool({
      name: 'score_prompt',
      arguments: { originalPrompt: 'summarise this report' },
    });
    expect((scored.structuredContent as { checks: unknown[] }).checks.length).toBeGreaterThan(5);
    const varied = await client.callTool({
      name: 'generate_variations',
      arguments: { originalPrompt: 'explain recursion' },
    });
    expect((varied.structuredContent as { variations: string[] }).variations).toHaveLength(3);
  });

  it('lists and applies templates offline', async () => {
    const listed = await client.callTool({
      name: 'list_templates',
      arguments: { category: 'email' },
    });
    const { templates } = listed.structuredContent as {
      templates: { id: string; variables: string[] }[];
    };
    expect(templates.length).toBeGreaterThan(0);
    const [first] = templates;
    const applied = await client.callTool({
      name: 'apply_template',
      arguments: {
        id: first!.id,
        variables: Object.fromEntries(first!.variables.map((name) => [name, `<${name}>`])),
      },
    });
    expect(applied.isError).toBeFalsy();
    expect((applied.content as { text: string }[])[0]!.text).toContain(`<${first!.variables[0]}>`);
  });

  it('answers bad arguments with an error, not a crash', async () => {
    const blank = await client.callTool({
      name: 'enhance_prompt',
      arguments: { originalPrompt: '  ' },
    });
    expect(blank.isError).toBe(true);
    const unknown = await client.callTool({
      name: 'apply_template',
      arguments: { id: '00000000-0000-4000-8000-000000000000', variables: {} },
    });
    expect(unknown.isError).toBe(true);
    expect((unknown.content as { text: string }[])[0]!.text).toBe('Template not found');
    // Still serving.
    expect((await client.listTools()).tools).toHaveLength(6);
  });
});
