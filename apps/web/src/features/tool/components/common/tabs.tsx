import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: string;
  /** Rendered only while the tab is selected. */
  render: () => ReactNode;
}

interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem[];
  defaultTab?: string;
  className?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: one tab stop, arrow keys (and Home/End) move and
 * select, the panel is focusable so keyboard users can reach content without a focusable child.
 * (Local until @silent/ui exports Tabs.)
 */
export function Tabs({ label, tabs, defaultTab, className }: TabsProps) {
  const baseId = useId();
  const [selected, setSelected] = useState(defaultTab ?? tabs[0]?.id ?? '');
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const active = tabs.find((t) => t.id === selected) ?? tabs[0];

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((t) => t.id === active?.id);
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    setSelected(tab.id);
    buttons.current[next]?.focus();
  };

  return (
    <div className={['tool-tabs', className].filter(Boolean).join(' ')}>
      <div role="tablist" aria-label={label} className="tool-tabs__list">
        {tabs.map((tab, i) => {
          const isActive = tab.id === active?.id;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                buttons.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isActive}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={isActive ? 0 : -1}
              className="tool-tabs__tab"
              onKeyDown={onKeyDown}
              onClick={() => setSelected(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {active && (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${active.id}`}
          aria-labelledby={`${baseId}-tab-${active.id}`}
          tabIndex={0}
          className="tool-tabs__panel"
        >
          {active.render()}
        </div>
      )}
    </div>
  );
}
