const FACTS = [
  {
    title: 'Sales mentor',
    text: 'Talk tracks, objection handling and needs analysis, tuned to final expense, term and IUL.',
  },
  {
    title: 'Field underwriter',
    text: 'Medications, build, conditions and records checked before you submit the application.',
  },
  {
    title: 'Encyclopedia',
    text: 'Products, riders, carrier fees and state rules, with the source behind every answer.',
  },
  { title: 'In your CRM', text: 'Agencies embed the same assistant in their own CRM with one script tag.' },
];

/** About Mentor: who it is for and what it does. */
export function AboutSection() {
  return (
    <section id="about" className="section about-section" aria-labelledby="about-title">
      <div className="container about-inner">
        <div>
          <p className="eyebrow">About</p>
          <h2 id="about-title" className="section-title">
            Built for the agents who sell life insurance and annuities
          </h2>
          <p className="section-lead">
            Independent agents, captive agents, agency owners and their teams use Mentor to learn faster and sell with
            less guesswork. Ask the way you would ask your best upline, any time of day.
          </p>
        </div>
        <ul className="about-facts">
          {FACTS.map((fact) => (
            <li key={fact.title}>
              <h3>{fact.title}</h3>
              <p>{fact.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
