import { Tabs } from '@silent/ui';
import { toolParams } from '../../../../config/paths';
import { useTabParam } from '../common/use-tab-param';
import { AnalyticsPanel } from './analytics-panel';
import { BatchProcessing } from './batch-processing';
import { TemplatesPanel } from './templates-panel';
import { VariationsPanel } from './variations-panel';

const TABS = [
  { id: 'batch', label: 'Batch Processing', content: <BatchProcessing /> },
  { id: 'templates', label: 'Templates', content: <TemplatesPanel /> },
  { id: 'variations', label: 'Variations', content: <VariationsPanel /> },
  { id: 'analytics', label: 'Analytics', content: <AnalyticsPanel /> },
] as const;
const TAB_IDS = TABS.map((tab) => tab.id);

export function AdvancedDashboard() {
  const [view, setView] = useTabParam(toolParams.view, TAB_IDS);
  return (
    <section className="tool-section" aria-labelledby="advanced-dashboard-title">
      <h2 id="advanced-dashboard-title" className="tool-section__title">
        Advanced Dashboard
      </h2>
      <Tabs label="Advanced Dashboard" tabs={TABS} value={view} onValueChange={setView} />
    </section>
  );
}
