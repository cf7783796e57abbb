import { Tabs } from '../common/tabs';
import { AnalyticsPanel } from './analytics-panel';
import { BatchProcessing } from './batch-processing';
import { TemplatesPanel } from './templates-panel';
import { VariationsPanel } from './variations-panel';

const TABS = [
  { id: 'batch', label: 'Batch Processing', render: () => <BatchProcessing /> },
  { id: 'templates', label: 'Templates', render: () => <TemplatesPanel /> },
  { id: 'variations', label: 'Variations', render: () => <VariationsPanel /> },
  { id: 'analytics', label: 'Analytics', render: () => <AnalyticsPanel /> },
] as const;

export function AdvancedDashboard() {
  return (
    <section className="tool-section" aria-labelledby="advanced-dashboard-title">
      <h2 id="advanced-dashboard-title" className="tool-section__title">
        Advanced Dashboard
      </h2>
      <Tabs label="Advanced Dashboard" tabs={TABS} className="tool-tabs--sub" />
    </section>
  );
}
