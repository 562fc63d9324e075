import { useEffect, useRef, useState } from 'react';
import { ErrorCode, NETWORK_ERROR, NO_FAQS, OOPS_ERROR } from '@mentor/core';
import type { Faq } from '@mentor/core';
import { AccordionItem } from '../../../components/ui/accordion';
import { Spinner } from '../../../components/ui/spinner';
import { classifyFailure } from '../../../lib/failure';
import { notify } from '../../../lib/notify';
import { sanitizeHtml } from '../../../lib/sanitize';
import { getFaqs } from '../api/get-faqs';

/** FAQ: heading, intro, an accordion of questions with HTML answers; scrolls into view on load. */
export function FaqPage() {
  const [faqs, setFaqs] = useState<Faq[]>([]);
  const [loading, setLoading] = useState(true);
  const [openIndex, setOpenIndex] = useState<number | null>(0);
  const top = useRef<HTMLDivElement>(null);

  useEffect(() => {
    top.current?.scrollIntoView({ block: 'start' });
    let alive = true;
    getFaqs()
      .then(({ result }) => alive && setFaqs(result))
      .catch((error: unknown) => {
        if (!alive) return;
        const failure = classifyFailure(error);
        // Spec §8: a failed code shows nothing; other codes warn; network shows "Network Error".
        if (failure.kind === 'network') notify('error', NETWORK_ERROR);
        else if (failure.error.code !== ErrorCode.failed) notify('warning', OOPS_ERROR);
      })
      .finally(() => alive && setLoading(false));
    return () => {
      alive = false;
    };
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
