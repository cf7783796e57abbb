// The MCP endpoint through the SDK's own client over real HTTP: a signed-in user lists the
// tools and calls them; the calls land in their history like REST calls; an API key works too
// (get_prompt reads its owner's library); no token, no access, and a 401 says `Bearer`.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { MESSAGES } from '@silent/contracts';
import { TOOL_NAMES } from '@silent/mcp';
import { signIn, startTestServer, type ListeningTestApp } from '../testing/test-app';
import { MCP_WWW_AUTHENTICATE } from './mcp';

describe('/mcp (Streamable HTTP)', () => {
  let t: ListeningTestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestServer();
    token = (await signIn(t)).token;
  });
  afterAll(async () => t.close());

  async function connect(authorization?: string): Promise<Client> {
    const client = new Client({ name: 'mcp-spec', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(new URL(`${t.baseUrl}/mcp`), {
      requestInit: authorization ? { headers: { authorization } } : {},
    });
    await client.connect(transport);
    return client;
  }

  it('lists the six tools with the contracts’ input schemas', async () => {
    const client = await connect(`Bearer ${token}`);
    try {
      expect(client.getServerVersion()?.name).toBe('silent');
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name).sort()).toEqual([...TOOL_NAMES].sort());
      const enhance = tools.find((tool) => tool.name === 'enhance_prompt')!;
      expect(enhance.inputSchema.required).toEqual(['originalPrompt']);
      expect(enhance.inputSchema.properties?.style).toMatchObject({
        enum: ['professional', 'casual', 'creative', 'technical'],
      });
    } finally {
      await client.close();
    }
  });

  it('enhances through the API routes and records it in the caller’s history', async () => {
    const client = await connect(`Bearer ${token}`);
    try {
      const result = await client.callTool({
        name: 'enhance_prompt',
        arguments: { originalPrompt: 'write a haiku about mcp servers', style: 'creative' },
      });
      expect(result.isError).toBeFalsy();
      const data = result.structuredContent as { id: string; enhancedPrompt: string };
      expect(data.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(data.enhancedPrompt.toLowerCase()).toContain('haiku');
      const history = await t.app.inject({
        method: 'GET',
        url: '/api/prompt/history',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(JSON.stringify(history.json())).toContain('write a haiku about mcp servers');
    } finally {
      await client.close();
    }
  });

  it('applies a server template by id, and explains a missing variable', async () => {
    const client = await connect(`Bearer ${token}`);
    try {
      const listed = await client.callTool({ name: 'list_templates', arguments: {} });
      const { templates } = listed.structuredContent as {
        templates: { id: string; name: string; variables: string[] }[];
      };
      const email = templates.find((template) => template.name === 'Business Email')!;
      const applied = await client.callTool({
        name: 'apply_template',
        arguments: {
          id: email.id,
          variables: Object.fromEntries(email.variables.map((name) => [name, `the ${name}`])),
        },
      });
      expect(applied.isError).toBeFalsy();
      expect((applied.content as { text: string }[])[0]!.text).toContain('the recipient');
      const missing = await client.callTool({
        name: 'apply_template',
        arguments: { id: email.id, variables: { recipient: 'Ann' } },
      });
      expect(missing.isError).toBe(true);
      expect((missing.content as { text: string }[])[0]!.text).toMatch(/purpose/);
    } finally {
      await client.close();
    }
  });

  it('refuses callers without a valid token', async () => {
    await expect(connect()).rejects.toThrow(MESSAGES.unauthorized);
    await expect(connect('Bearer not-a-token')).rejects.toThrow(MESSAGES.unauthorized);
    const res = await fetch(`${t.baseUrl}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe(MCP_WWW_AUTHENTICATE);
    expect(((await res.json()) as { error: string }).error).toBe(MESSAGES.unauthorized);
  });

  describe('with a per-user API key', () => {
    let key: string;
    let keyId: string;
    const inject = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

    beforeAll(async () => {
      const created = await inject('POST', '/api/keys', { name: 'MCP client' });
      ({ key, id: keyId } = (created.json() as { data: { key: string; id: string } }).data);
      for (const text of ['Reply to {{customer}} kindly.', 'Reply to {{customer}} within a day.']) {
        await inject('POST', '/api/prompts', { name: 'support/refund-reply', text });
      }
      await inject('PUT', '/api/prompts/support%2Frefund-reply/labels/production', {
        version: 1,
      });
    });

    it('fetches a library prompt by name and label with get_prompt', async () => {
      const client = await connect(`Bearer ${key}`);
      try {
        const production = await client.callTool({
          name: 'get_prompt',
          arguments: { name: 'support/refund-reply' },
        });
        expect(production.isError).toBeFalsy();
        expect(production.structuredContent).toMatchObject({
          name: 'support/refund-reply',
          version: 1,
          label: 'production',
          text: 'Reply to {{customer}} kindly.',
          variables: ['customer'],
        });
        const latest = await client.callTool({
          name: 'get_prompt',
          arguments: { name: 'support/refund-reply', label: 'latest' },
        });
        expect(latest.structuredContent).toMatchObject({ version: 2 });
        const missing = await client.callTool({
          name: 'get_prompt',
          arguments: { name: 'support/nothing-here' },
        });
        expect(missing.isError).toBe(true);
        expect(missing.content).toEqual([{ type: 'text', text: MESSAGES.promptNotFound }]);
        const invalid = await client.callTool({
          name: 'get_prompt',
          arguments: { name: 'support/refund-reply', label: 'Not A Label' },
        });
        expect(invalid.isError).toBe(true);
      } finally {
        await client.close();
      }
    });

    it('runs the other tools as an anonymous visitor: nothing lands in the owner’s history', async () => {
      const client = await connect(`Bearer ${key}`);
      try {
        const result = await client.callTool({
          name: 'enhance_prompt',
          arguments: { originalPrompt: 'summarise the api key meeting notes' },
        });
        expect(result.isError).toBeFalsy();
        expect((result.structuredContent as { enhancedPrompt: string }).enhancedPrompt).toMatch(
          /meeting notes/i,
        );
      } finally {
        await client.close();
      }
      const history = await t.app.inject({
        method: 'GET',
        url: '/api/prompt/history',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(JSON.stringify(history.json())).not.toContain('api key meeting notes');
    });

    it('refuses a revoked key with 401 and WWW-Authenticate', async () => {
      await inject('DELETE', `/api/keys/${keyId}`);
      await expect(connect(`Bearer ${key}`)).rejects.toThrow(MESSAGES.unauthorized);
      const res = await fetch(`${t.baseUrl}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe(MCP_WWW_AUTHENTICATE);
    });
  });

  it('answers GET with 405: a stateless server has no stream to open', async () => {
    const res = await fetch(`${t.baseUrl}/mcp`, {
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });
});
