import { useId, useState, type ReactNode } from 'react';
import { cx } from './class-names';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Item open on first render; none when omitted. */
  defaultOpenId?: string | null;
  /** Heading level of each trigger's wrapper. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** One item open at a time; activating the open item closes it. */
export function Accordion({
  items,
  defaultOpenId = null,
  headingLevel = 3,
  className,
}: AccordionProps) {
  const baseId = useId();
  const [openId, setOpenId] = useState<string | null>(defaultOpenId);
  const Heading = `h${headingLevel}` as 'h3';
  return (
    <div className={cx('ui-accordion', className)}>
      {items.map((item) => {
        const open = item.id === openId;
        const triggerId = `${baseId}-trigger-${item.id}`;
        const panelId = `${baseId}-panel-${item.id}`;
        return (
          <div key={item.id} className="ui-accordion__item">
            <Heading className="ui-accordion__heading">
              <button
                type="button"
                id={triggerId}
                className="ui-accordion__trigger"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                <span>{item.title}</span>
                <svg
                  className="ui-accordion__icon"
                  width="18"
                  height="18"
                  viewBox="0 0 24 24"
                  aria-hidden="true"
                >
                  <path
                    d="M12 5v14M5 12h14"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={triggerId}
              hidden={!open}
              className="ui-accordion__panel"
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
