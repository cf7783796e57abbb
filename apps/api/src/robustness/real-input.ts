// Real rows for the routes that act on one row, so a control call with a good token reaches
// the handler's success path instead of a 404 for the contract examples' made-up id.
import { endpoints, type EndpointName } from '@silent/contracts';
import { endpointExamples } from '@silent/contracts/testing';
import { randomUUID } from 'node:crypto';
import { USER_EMAIL, bearer, signIn, type TestApp } from '../testing/test-app';

export interface RealInput {
  params?: Record<string, string>;
  body?: unknown;
}

type Maker = (t: TestApp, token: string) => Promise<RealInput>;

async function post<T>(t: TestApp, url: string, token: string | undefined, payload: unknown) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });
  if (response.statusCode >= 300)
    throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json<{ data: T }>().data;
}

const ownEnhancement: Maker = async (t, token) => {
  const { id } = await post<{ id: string }>(
    t,
    endpoints.enhancePrompt.path,
    token,
    endpointExamples.enhancePrompt.body,
  );
  return { params: { id } };
};

const ownItem: Maker = async (t, token) => {
  const { id } = await post<{ id: string }>(
    t,
    endpoints.addTrainingData.path,
    token,
    endpointExamples.addTrainingData.body,
  );
  return { params: { id } };
};

const ownSession: Maker = async (t, token) => {
  const { id } = await post<{ id: string }>(
    t,
    endpoints.createTrainingSession.path,
    token,
    endpointExamples.createTrainingSession.body,
  );
  return { params: { id } };
};

/** A user's session over a fresh category, run to completion: what an admin promotes. */
const usersCompletedSession: Maker = async (t) => {
  const user = await signIn(t, USER_EMAIL);
  const category = `promote-${randomUUID().slice(0, 8)}`;
  await post(t, endpoints.importTrainingData.path, user.token, {
    items: ['write a launch email', 'draft a launch announcement'].map((input) => ({
      input_text: input,
      expected_output: `## Role\nYou are a launch writer.\n\n## Task\n${input}`,
      category,
    })),
  });
  const { id } = await post<{ id: string }>(t, endpoints.createTrainingSession.path, user.token, {
    sessionName: 'to promote',
    categories: [category],
  });
  await t.app.trainingRunner.drain();
  return { params: { id } };
};

/** The example prompt with two versions at least, production on the example's text. */
const ownPrompt: Maker = async (t, token) => {
  const { name, text } = endpointExamples.savePrompt.body;
  await post(t, endpoints.savePrompt.path, token, { name, text: `${text} (draft)` });
  const saved = await post<{ version: { version: number } }>(t, endpoints.savePrompt.path, token, {
    name,
    text,
  });
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/prompts/${encodeURIComponent(name)}/labels/production`,
    headers: bearer(token),
    payload: { version: saved.version.version },
  });
  if (response.statusCode >= 300) throw new Error(`label: ${response.statusCode} ${response.body}`);
  return { params: { name } };
};

const ownApiKey: Maker = async (t, token) => {
  const { id } = await post<{ id: string }>(t, endpoints.createApiKey.path, token, {
    name: 'control',
  });
  return { params: { id } };
};

const MAKERS: Partial<Record<EndpointName, Maker>> = {
  rateEnhancement: ownEnhancement,
  getHistoryEntry: ownEnhancement,
  deleteHistoryEntry: ownEnhancement,
  updateTrainingData: ownItem,
  deleteTrainingData: ownItem,
  getTrainingSession: ownSession,
  listTrainingSessionResults: ownSession,
  cancelTrainingSession: ownSession,
  deleteTrainingSession: ownSession,
  promoteTrainingSession: usersCompletedSession,
  getPrompt: ownPrompt,
  renderPrompt: ownPrompt,
  getPromptVersions: ownPrompt,
  diffPromptVersions: ownPrompt,
  movePromptLabel: async (t, token) => ({
    ...(await ownPrompt(t, token)),
    params: { name: endpointExamples.movePromptLabel.params.name, label: 'production' },
    body: { version: 1 },
  }),
  deletePrompt: ownPrompt,
  revokeApiKey: ownApiKey,
  applyTemplate: async (t) => {
    const [template] = (
      await t.app.inject({ method: 'GET', url: endpoints.listTemplates.path })
    ).json<{ data: { id: string; variables: string[] }[] }>().data;
    if (!template) throw new Error('no seeded template');
    return {
      params: { id: template.id },
      body: { variables: Object.fromEntries(template.variables.map((name) => [name, 'value'])) },
    };
  },
};

/** Params (and a body, where the example's would not fit) for a real row `token` may act on. */
export async function realInput(t: TestApp, name: EndpointName, token: string): Promise<RealInput> {
  return (await MAKERS[name]?.(t, token)) ?? {};
}
