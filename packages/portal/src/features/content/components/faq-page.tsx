import { useEffect, useRef, useState } from 'react';
import { NO_FAQS } from '@mentor/core';
import { AccordionItem } from '../../../components/ui/accordion';
import { Spinner } from '../../../components/ui/spinner';
import { sanitizeHtml } from '../../../lib/sanitize';
import { useList } from '../../../lib/use-list';
import { getFaqs } from '../api/get-faqs';

/** FAQ: heading, intro, an accordion of questions with HTML answers; scrolls into view on load. */
export function FaqPage() {
  const { items: faqs, loading } = useList(getFaqs);
  const [openIndex, setOpenIndex] = useState<number | null>(0);
  const top = useRef<HTMLDivElement>(null);

  // In braces: Chromium's scroll methods may return a promise, which React would call as the cleanup.
  useEffect(() => {
    top.current?.scrollIntoView({ block: 'start' });
  }, []);

  return (
    <div className="page faq-page" ref={top}>
      <header className="page-header">
        <h1 className="page-title">FAQ</h1>
        <p className="page-lead">
          Answers to the questions agents ask us most: your account, plans and billing, and how to get the best out of
          Mentor.
        </p>
      </header>
      {loading ? (
        <Spinner label="Loading questions" />
      ) : faqs.length === 0 ? (
        <p className="empty-state">{NO_FAQS}</p>
      ) : (
        <div className="accordion">
          {faqs.map((faq, index) => (
            <AccordionItem
              key={faq.question}
              level={2}
              title={faq.question}
              open={openIndex === index}
              onToggle={() => setOpenIndex((current) => (current === index ? null : index))}
            >
              <div className="faq-answer" dangerouslySetInnerHTML={{ __html: sanitizeHtml(faq.answer) }} />
            </AccordionItem>
          ))}
        </div>
      )}
    </div>
  );
}
