import { Link } from 'wouter';
import { paths } from '../../../config/paths';

interface FeatureCard {
  title: 'Underwriting' | 'Products' | 'Sales' | 'Laws';
  logo: string;
  summary: string;
  points: string[];
}

// The four prompt cards of the landing page (spec §1's topic areas); each point leads to login.
const FEATURE_CARDS: FeatureCard[] = [
  {
    title: 'Underwriting',
    logo: '/category-logos/underwriting.svg',
    summary: 'Field-underwrite before you quote.',
    points: [
      'How do these medications affect approval?',
      'What rate class does this height and weight get?',
      'Which conditions are a decline, and where?',
      'How do carriers read a motor vehicle record?',
      'Can my client qualify with a criminal record?',
      'Which carrier gives this client the best odds?',
    ],
  },
  {
    title: 'Products',
    logo: '/category-logos/products.svg',
    summary: 'Know every product you sell.',
    points: [
      'How do caps and participation rates work on an IUL?',
      'Which riders should I offer with term life?',
      'Final expense or graded benefit: which fits?',
      'How does mortgage protection differ from term?',
      'When does whole life beat term?',
      'What does accidental death cover?',
    ],
  },
  {
    title: 'Sales',
    logo: '/category-logos/sales.svg',
    summary: 'Close with confidence.',
    points: [
      'Which carrier suits a budget-minded client?',
      'How do policy fees change the premium?',
      'How do I answer "it costs too much"?',
      'How much coverage does this family need?',
    ],
  },
  {
    title: 'Laws',
    logo: '/category-logos/laws.svg',
    summary: 'Stay compliant on every call.',
    points: [
      'What are the rules for in-person appointments?',
      'What consent does the TCPA require before I call?',
      'How do I complete an application correctly?',
      'What health information may I collect under HIPAA?',
    ],
  },
];

/** The four feature prompt cards; clicking a point goes to login. */
export function FeaturesSection({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section id="features" className="section features-section" aria-labelledby="features-title">
      <div className="container">
        <p className="eyebrow">Features</p>
        <Heading id="features-title" className="section-title">
          Ask anything, in four areas
        </Heading>
        <p className="section-lead">Pick a question to try it. Mentor answers in seconds, with its sources.</p>
        <div className="feature-grid">
          {FEATURE_CARDS.map((card) => (
            <article key={card.title} className="feature-card">
              <div className="feature-card-head">
                <img src={card.logo} alt="" width="48" height="48" />
                <div>
                  <h3>{card.title}</h3>
                  <p>{card.summary}</p>
                </div>
              </div>
              <ul className="feature-points">
                {card.points.map((point) => (
                  <li key={point}>
                    <Link href={paths.login} className="feature-point">
                      {point}
                    </Link>
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
