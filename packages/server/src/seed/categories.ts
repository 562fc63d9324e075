/** The chat categories of spec §1 with their default prompts (title shown on the card, message sent). */
export const CATEGORIES = [
  {
    id: 'a7d3c1e2-5b6f-4a8d-9c01-000000000001',
    name: 'Underwriting',
    description:
      'Medications, BMI and build, conditions, driving and criminal records, and the odds a carrier will approve.',
    logo: '/category-logos/underwriting.svg',
    default_prompts: [
      {
        title: 'Build and BMI',
        message: 'My client is 5\'10" and 250 lbs. What is the BMI and how will build affect the rate class?',
      },
      { title: 'Medication check', message: 'What does it mean for underwriting if my client takes Eliquis?' },
      { title: 'DUI history', message: 'How do carriers look at a DUI from three years ago?' },
      { title: 'Table ratings', message: 'What does table 4 mean and how much extra premium is that?' },
    ],
  },
  {
    id: 'a7d3c1e2-5b6f-4a8d-9c01-000000000002',
    name: 'Products',
    description:
      'Term, whole life, IUL, final expense, graded and guaranteed issue, mortgage protection, riders and annuities.',
    logo: '/category-logos/products.svg',
    default_prompts: [
      { title: 'Graded benefit', message: 'How does a graded death benefit work on a final expense policy?' },
      { title: 'IUL basics', message: 'Explain caps and participation rates on an indexed universal life policy.' },
      { title: 'Term vs whole life', message: 'When should I recommend term instead of whole life?' },
      { title: 'Living benefits', message: 'What does an accelerated death benefit rider pay for?' },
    ],
  },
  {
    id: 'a7d3c1e2-5b6f-4a8d-9c01-000000000003',
    name: 'Sales',
    description: 'Carrier and product knowledge, carrier fees, needs analysis and handling objections.',
    logo: '/category-logos/sales.svg',
    default_prompts: [
      { title: 'Policy fees', message: 'How do policy fees and modal factors change what my client pays?' },
      { title: 'Price objection', message: 'How do I handle a client who says final expense is too expensive?' },
      { title: 'Needs analysis', message: 'How much life insurance does a family of four need?' },
      { title: 'Chargebacks', message: 'How do advances and chargebacks work on a lapsed policy?' },
    ],
  },
  {
    id: 'a7d3c1e2-5b6f-4a8d-9c01-000000000004',
    name: 'Laws',
    description:
      'In-person rules, telephone consumer protection and do-not-call, application guidelines and health privacy.',
    logo: '/category-logos/laws.svg',
    default_prompts: [
      {
        title: 'DNC scrub',
        message: 'Do I need to scrub a lead against the Do Not Call registry if they filled out a form?',
      },
      { title: 'TCPA consent', message: 'What consent do I need before I call or text a lead with an autodialer?' },
      { title: 'Replacements', message: 'What forms do I need when a new policy replaces an existing one?' },
      { title: 'HIPAA', message: 'What health information am I allowed to collect and share on an application?' },
    ],
  },
] as const;
