import { Tabs } from '@silent/ui';
import { toolParams } from '../../../config/paths';
import { AdvancedDashboard } from './advanced/advanced-dashboard';
import { useResetOnViewerChange } from './common/use-reset-on-viewer-change';
import { useTabParam } from './common/use-tab-param';
import { BasicEnhancer } from './enhancer/basic-enhancer';
import { HistoryPanel } from './history/history-panel';
import { LibraryPanel } from './library/library-panel';
import { TrainingDashboard } from './training/training-dashboard';

const TABS = [
  { id: 'basic', label: 'Basic Enhancer', content: <BasicEnhancer /> },
  { id: 'advanced', label: 'Advanced Dashboard', content: <AdvancedDashboard /> },
  { id: 'training', label: 'Training Dashboard', content: <TrainingDashboard /> },
  { id: 'library', label: 'Library', content: <LibraryPanel /> },
] as const;
const TAB_IDS = TABS.map((tab) => tab.id);

/**
 * The tool at /silent: four tabs (the Library keeps named, versioned prompts), open to everyone (writes ask for sign-in where needed), and
 * the signed-in user's history under them.
 */
export function ToolPage() {
  useResetOnViewerChange();
  const [tab, setTab] = useTabParam(toolParams.tab, TAB_IDS, [toolParams.view]);
  return (
    <div className="tool">
      <header className="tool-header">
        <h1 className="tool-title">Silent prompt studio</h1>
        <p className="tool-muted">
          Enhance prompts, work in batches and train the enhancer on your own examples.
        </p>
      </header>
      <Tabs label="Tool" tabs={TABS} value={tab} onValueChange={setTab} />
      <HistoryPanel />
    </div>
  );
}
