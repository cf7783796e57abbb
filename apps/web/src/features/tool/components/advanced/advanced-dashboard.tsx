import { Tabs } from '@silent/ui';
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

export function AdvancedDashboard() {
  return (
    <section className="tool-section" aria-labelledby="advanced-dashboard-title">
      <h2 id="advanced-dashboard-title" className="tool-section__title">
        Advanced Dashboard
      </h2>
      <Tabs label="Advanced Dashboard" tabs={TABS} />
    </section>
  );
}
