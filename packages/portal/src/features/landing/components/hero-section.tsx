import { Link } from 'wouter';
import { paths } from '../../../config/paths';

/** The hero: what Mentor is, and Join Now to sign-up. */
export function HeroSection() {
  return (
    <section id="home" className="hero" aria-labelledby="hero-title">
      <div className="container hero-inner">
        <div className="hero-copy">
          <p className="eyebrow">AI for life insurance and annuity sales</p>
          <h1 id="hero-title" className="hero-title">
            Your sales mentor, coach and field underwriter, in one chat.
          </h1>
          <p className="hero-lead">
            Mentor answers underwriting, product, sales and compliance questions in seconds, so you can quote with
            confidence and close more cases.
          </p>
          <div className="hero-actions">
            <Link href={paths.signup} className="btn btn-primary btn-lg">
              Join Now
            </Link>
            <Link href={paths.plans} className="btn btn-ghost btn-lg">
              See plans
            </Link>
          </div>
        </div>
        <div className="hero-card" aria-hidden="true">
          <div className="hero-bubble hero-bubble-user">My client is 5&apos;10&quot; and 250 lbs. What rate class?</div>
          <div className="hero-bubble hero-bubble-bot">
            That is a BMI of 35.9. Build charts differ by carrier: this is often Standard or a table rating. Tell me
            their age and health history and I will narrow it down.
          </div>
          <div className="hero-bubble hero-bubble-user">Which of them takes Eliquis?</div>
        </div>
      </div>
    </section>
  );
}
