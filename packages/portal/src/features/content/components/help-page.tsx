import { useState } from 'react';
import { Link } from 'wouter';
import { AccordionItem } from '../../../components/ui/accordion';
import { paths, SUPPORT_EMAIL } from '../../../config/paths';
import { useScrollToTop } from '../hooks/use-scroll-to-top';
import { StandaloneFrame } from './standalone-frame';

const HELP_FAQ = [
  {
    question: 'How do I start a conversation?',
    answer:
      'Log in, open the dashboard and press Explore on a category (Underwriting, Products, Sales or Laws). Pick one of the suggested questions or type your own.',
  },
  {
    question: 'Where do I find my earlier chats?',
    answer:
      'In the chat screen, open the left panel: each category lists your earlier conversations. Select one to continue it.',
  },
  {
    question: 'I did not get my verification code.',
    answer:
      'Codes arrive within a minute; check your spam folder. Each code is valid for 10 minutes. You can ask for a new one by logging in again (or with Forgot Password) after a minute.',
  },
  {
    question: 'How do I change my password?',
    answer:
      'Open your profile, choose the Security tab and use Change Password. If you cannot log in, use Forgot Password.',
  },
  {
    question: 'Can my whole agency use Mentor?',
    answer:
      'Yes. The Agency plan includes 10 users, and larger teams can ask us about Enterprise. Agencies can also embed the assistant in their own CRM.',
  },
];

/** The Help Center: FAQ, general guidance and contact details. */
export function HelpPage() {
  useScrollToTop();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <StandaloneFrame>
      <article className="prose">
        <h1>Help Center</h1>
        <p className="prose-meta">
          Last updated: <time dateTime="2024-10-31">October 31, 2024</time>
        </p>

        <h2>Frequently asked questions</h2>
        <div className="accordion">
          {HELP_FAQ.map((item, index) => (
            <AccordionItem
              key={item.question}
              title={item.question}
              open={open === index}
              onToggle={() => setOpen((current) => (current === index ? null : index))}
            >
              <p>{item.answer}</p>
            </AccordionItem>
          ))}
        </div>

        <h2>Getting good answers</h2>
        <ul>
          <li>
            Give the facts that matter: age, state, height and weight, medications and when a condition was diagnosed.
          </li>
          <li>Ask one question at a time, and follow up in the same chat: Mentor remembers the conversation.</li>
          <li>
            Check the sources under each answer, and always confirm with the carrier&apos;s current guide before you
            quote.
          </li>
          <li>Never paste a client&apos;s Social Security number or policy number into the chat.</li>
        </ul>

        <h2>Contact us</h2>
        <p>
          E-mail <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or use the{' '}
          <Link href={paths.contactUs}>Contact Us</Link> form. We answer within one business day, Monday to Friday.
        </p>
      </article>
    </StandaloneFrame>
  );
}
