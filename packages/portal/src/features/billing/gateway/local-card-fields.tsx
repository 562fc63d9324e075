import { useContext } from 'react';
import { TextField } from '../../../components/ui/field';
import { cardBrandLabel, detectCardBrand, formatCardNumber, formatExpiry } from './card-brand';
import { LocalCardContext } from './local-card-context';

/** The local provider's card inputs: number (its brand shown as you type), MM/YY and CVC. */
export function LocalCardFields({ disabled }: { disabled?: boolean }) {
  const context = useContext(LocalCardContext);
  if (!context) throw new Error('LocalCardFields needs a LocalGateway');
  const { card, setCard } = context;
  const brand = detectCardBrand(card.number);
  return (
    <fieldset className="card-fields" disabled={disabled}>
      <legend className="card-fields-legend">Card details</legend>
      <TextField
        label={
          <>
            Card number
            {brand !== 'unknown' && (
              // Shown, not read as part of the field's name: the number itself tells a screen reader.
              <span className="card-brand" data-brand={brand} aria-hidden="true">
                {cardBrandLabel(brand)}
              </span>
            )}
          </>
        }
        name="cardnumber"
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="1234 1234 1234 1234"
        value={card.number}
        onChange={(event) => {
          const number = formatCardNumber(event.target.value);
          setCard((current) => ({ ...current, number }));
        }}
      />
      <div className="card-fields-row">
        <TextField
          label="Expiry (MM/YY)"
          name="cc-exp"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM/YY"
          value={card.expiry}
          onChange={(event) => {
            const expiry = formatExpiry(event.target.value);
            setCard((current) => ({ ...current, expiry }));
          }}
        />
        <TextField
          label="CVC"
          name="cvc"
          autoComplete="cc-csc"
          inputMode="numeric"
          placeholder="123"
          value={card.cvc}
          onChange={(event) => {
            const cvc = event.target.value.replace(/\D/g, '').slice(0, 4);
            setCard((current) => ({ ...current, cvc }));
          }}
        />
      </div>
    </fieldset>
  );
}
