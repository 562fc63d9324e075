import type { ReactNode } from 'react';
import { CheckIcon } from './ui/icons';

/** Spec §3 "Plan card properties" (the price is already formatted, e.g. "49.00"). */
export interface PlanCardProps {
  plan: string;
  tagline: string;
  /** "49.00", or null for a plan sold by contact. */
  price: string | null;
  /** The price before a discount ("49.00"), shown struck through beside `price`. */
  originalPrice?: string | null;
  /** "/month", "one time", ... */
  duration: string;
  /** Extra line under the price ("10 users"). */
  amountText?: string;
  /** Said up front under the price, e.g. "14-day free trial". */
  note?: string;
  features: readonly string[];
  /** The button (a link or a button element), e.g. "Get Started". */
  cardBtn: ReactNode;
  highlighted?: boolean;
  /** The highlighted card's badge; "Most popular" by default. */
  badge?: string;
  /** The level of the plan's name, one below the page's heading above the cards (default 3). */
  headingLevel?: 2 | 3;
}

/** One plan's card: name, tag line, price, what it includes, and its button. */
export function PlanCard({
  plan,
  tagline,
  price,
  originalPrice,
  duration,
  amountText,
  note,
  features,
  cardBtn,
  highlighted,
  badge = 'Most popular',
  headingLevel = 3,
}: PlanCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={`plan-card${highlighted ? ' is-highlighted' : ''}`} aria-label={`${plan} plan`}>
      {highlighted && <span className="plan-badge">{badge}</span>}
      <Heading className="plan-name">{plan}</Heading>
      <p className="plan-tagline">{tagline}</p>
      <p className="plan-price">
        {price === null ? (
          <span className="plan-amount plan-amount-text">By contact</span>
        ) : (
          <>
            {originalPrice && originalPrice !== price && (
              <span className="plan-original">
                <span className="visually-hidden">Original price </span>
                <s>${originalPrice}</s>
                <span className="visually-hidden">, now </span>
              </span>
            )}
            <span className="plan-currency">$</span>
            <span className="plan-amount">{price}</span>
            <span className="plan-duration">{duration}</span>
          </>
        )}
      </p>
      {amountText && <p className="plan-amount-note">{amountText}</p>}
      {note && <p className="plan-note">{note}</p>}
      <ul className="plan-features">
        {features.map((feature) => (
          <li key={feature}>
            <CheckIcon className="plan-check" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <div className="plan-action">{cardBtn}</div>
    </article>
  );
}
