import { useId } from 'react';
import type { ReactNode } from 'react';
import { ChevronDownIcon } from './icons';

export interface AccordionItemProps {
  title: ReactNode;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
  className?: string;
  /** The heading level of the trigger, one below the heading the accordion sits under (default 3). */
  level?: 2 | 3 | 4;
}

/** One disclosure of an accordion: a heading button that shows or hides its panel. */
export function AccordionItem({ title, open, onToggle, children, className, level = 3 }: AccordionItemProps) {
  const id = useId();
  const Heading = `h${level}` as const;
  return (
    <div className={`accordion-item${open ? ' is-open' : ''}${className ? ` ${className}` : ''}`}>
      <Heading className="accordion-heading">
        <button
          type="button"
          className="accordion-trigger"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          id={`${id}-trigger`}
          onClick={onToggle}
        >
          <span className="accordion-title">{title}</span>
          <ChevronDownIcon className="accordion-chevron" />
        </button>
      </Heading>
      <div
        className="accordion-panel"
        id={`${id}-panel`}
        role="region"
        aria-labelledby={`${id}-trigger`}
        hidden={!open}
      >
        {open && children}
      </div>
    </div>
  );
}
