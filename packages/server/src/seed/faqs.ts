/** Seeded FAQ entries. Answers are HTML and pass through the sanitiser before they are stored. */
export const FAQS = [
  {
    id: 'd1e4a2b3-6c7d-4e9f-8b31-000000000001',
    question: 'What is Mentor?',
    answer:
      '<p>Mentor is an AI sales assistant for life-insurance and annuity agents. It acts as a sales mentor, a coach, an encyclopedia and a field underwriter, covering <strong>underwriting</strong>, <strong>products</strong>, <strong>sales</strong> and <strong>laws</strong>.</p>',
  },
  {
    id: 'd1e4a2b3-6c7d-4e9f-8b31-000000000002',
    question: 'Where do the answers come from?',
    answer:
      "<p>Answers are built from Mentor's knowledge base of researched documents, and each answer lists its sources so you can check them. When the knowledge base does not cover a question, Mentor says so instead of guessing.</p>",
  },
  {
    id: 'd1e4a2b3-6c7d-4e9f-8b31-000000000003',
    question: 'Can Mentor tell me whether my client will be approved?',
    answer:
      "<p>No. Mentor explains how carriers usually look at a build, a medication or a history, so you can field-underwrite and choose where to apply. Only the carrier's underwriter makes an offer; always confirm in the carrier's field underwriting guide.</p>",
  },
  {
    id: 'd1e4a2b3-6c7d-4e9f-8b31-000000000004',
    question: 'Is the legal information legal advice?',
    answer:
      '<p>No. What Mentor says about TCPA, do-not-call, HIPAA and state rules is general information. For your own situation, ask your compliance department or counsel.</p>',
  },
  {
    id: 'd1e4a2b3-6c7d-4e9f-8b31-000000000005',
    question: 'Which plans are there?',
    answer:
      '<ul><li><strong>Agent</strong>: $49.00 per month for one user.</li><li><strong>Agency</strong>: $499.00 per month for up to 10 users, with a 14-day trial on your first subscription.</li><li><strong>Affiliate</strong>: $999.00 once, lifetime access and the referral programme.</li><li><strong>Enterprise</strong>: unlimited users; contact us.</li></ul>',
  },
  {
    id: 'd1e4a2b3-6c7d-4e9f-8b31-000000000006',
    question: 'How do I add my agents to an Agency plan?',
    answer:
      "<p>Open <em>Add Employee</em> in the dashboard's menu and choose <em>Add a user</em> for each agent. Each gets an e-mail with a link to set a password, then logs in with their own address, in the portal and in the Mentor chat of your CRM. The Agency plan has 10 seats, you included; a pending invitation takes a seat, and an employee you switch to Not Active frees theirs.</p>",
  },
  {
    id: 'd1e4a2b3-6c7d-4e9f-8b31-000000000007',
    question: 'Can I use Mentor inside my CRM?',
    answer:
      '<p>Yes. Agency admins paste one script tag into the CRM, and agents chat with Mentor beside the lead they are working on. The embed settings live in the dashboard.</p>',
  },
  {
    id: 'd1e4a2b3-6c7d-4e9f-8b31-000000000008',
    question: 'How do I cancel?',
    answer:
      '<p>Go to <em>Billing</em> and unsubscribe. Your plan stops renewing, and you keep access until the end of the period you paid for.</p>',
  },
  {
    id: 'd1e4a2b3-6c7d-4e9f-8b31-000000000009',
    question: 'I did not get my code. What now?',
    answer:
      "<p>Codes arrive within a minute; check your spam folder. On the code screen, <em>Didn't recieved your code?</em> sends a new one: once a minute (the screen counts down to the next) and up to 10 a day. Each code is valid for 10 minutes, and only the newest one works.</p>",
  },
] as const;
