import { useId } from 'react';
import type { ReactNode } from 'react';
import { ChevronDownIcon } from './icons';

export interface AccordionItemProps {
  title: ReactNode;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
  className?: string;
}

/** One disclosure of an accordion: a heading button that shows or hides its panel. */
export function AccordionItem({ title, open, onToggle, children, className }: AccordionItemProps) {
  const id = useId();
  return (
    <div className={`accordion-item${open ? ' is-open' : ''}${className ? ` ${className}` : ''}`}>
      <h3 className="accordion-heading">
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
      </h3>
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
