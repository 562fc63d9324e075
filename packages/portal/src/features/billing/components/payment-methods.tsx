import { useState } from 'react';
import { maskCardNumber } from '@mentor/core';
import type { PaymentMethod } from '@mentor/core';
import { Button } from '../../../components/ui/button';
import { useUser } from '../../../lib/use-session';
import { makePaymentMethodDefault } from '../api/make-payment-method-default';
import { cardBrandLabel } from '../gateway/card-brand';
import { reportBillingFailure } from '../hooks/report-billing-failure';
import { CardModal } from './card-modal';
import type { CardModalMode } from './card-modal';

interface PaymentMethodsProps {
  cards: PaymentMethod[];
  onChanged: () => Promise<void>;
  onDefault: (stripeId: string) => void;
}

function CardTile({
  card,
  onEdit,
  onMakeDefault,
  busy,
}: {
  card: PaymentMethod;
  onEdit: () => void;
  onMakeDefault: () => void;
  busy: boolean;
}) {
  const brand = cardBrandLabel(card.brand);
  return (
    <li
      className={`payment-card${card.is_default ? ' is-default' : ''}`}
      aria-label={`${brand} ending ${card.last_digits}`}
    >
      <div className="payment-card-top">
        <span className="payment-card-brand">{brand}</span>
        {card.is_default && <span className="payment-card-badge">Default</span>}
      </div>
      <p className="payment-card-number">{maskCardNumber(card.last_digits)}</p>
      <p className="payment-card-meta">
        Expires {String(card.exp_month).padStart(2, '0')}/{card.exp_year}
      </p>
      <p className="payment-card-meta">
        {card.name}
        {card.line1 ? `, ${card.line1}` : ''}
      </p>
      <div className="payment-card-actions">
        <Button variant="ghost" size="sm" onClick={onEdit}>
          Edit
        </Button>
        {!card.is_default && (
          <Button variant="secondary" size="sm" disabled={busy} onClick={onMakeDefault}>
            Make Default
          </Button>
        )}
      </div>
    </li>
  );
}

/** The user's cards: add (card and address), edit (address), make default. */
export function PaymentMethods({ cards, onChanged, onDefault }: PaymentMethodsProps) {
  const user = useUser();
  const [modal, setModal] = useState<CardModalMode | null>(null);
  const [busy, setBusy] = useState(false);

  const makeDefault = async (card: PaymentMethod) => {
    if (!user) return;
    setBusy(true);
    try {
      await makePaymentMethodDefault(card.stripe_id, user.email);
      onDefault(card.stripe_id);
    } catch (error) {
      void reportBillingFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="billing-section" aria-labelledby="payment-methods-title">
      <div className="billing-section-head">
        <h2 id="payment-methods-title" className="billing-section-title">
          Payment methods
        </h2>
        <Button size="sm" onClick={() => setModal({ kind: 'add' })}>
          Add Card
        </Button>
      </div>
      {cards.length === 0 ? (
        <p className="empty-state">No cards yet.</p>
      ) : (
        <ul className="payment-card-list">
          {cards.map((card) => (
            <CardTile
              key={card.stripe_id}
              card={card}
              busy={busy}
              onEdit={() => setModal({ kind: 'edit', card })}
              onMakeDefault={() => void makeDefault(card)}
            />
          ))}
        </ul>
      )}
      {modal && (
        <CardModal
          mode={modal}
          onClose={() => setModal(null)}
          onSaved={() => {
            setModal(null);
            void onChanged();
          }}
        />
      )}
    </section>
  );
}
