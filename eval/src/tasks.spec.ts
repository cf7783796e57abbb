import { TASK_IDS } from './dataset';
import { LEGACY_TASK_MAP, readEngineTask } from './tasks';

describe('readEngineTask', () => {
  it('takes an interface id as it is', () => {
    expect(readEngineTask('sql')).toEqual({ task: 'sql', legacy: false });
  });

  it('maps a v1 id to its one counterpart, and an ambiguous one to nothing', () => {
    expect(readEngineTask('summarise')).toEqual({ task: 'summary', legacy: true });
    expect(readEngineTask('explain')).toEqual({ task: null, legacy: true });
    expect(readEngineTask('something-new')).toEqual({ task: null, legacy: true });
  });

  it('is n/a when the engine reports no task', () => {
    expect(readEngineTask(null)).toEqual({ task: null, legacy: false });
  });

  it('maps only to interface ids', () => {
    for (const task of Object.values(LEGACY_TASK_MAP)) {
      if (task !== null) expect(TASK_IDS).toContain(task);
    }
  });
});
