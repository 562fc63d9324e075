import { useId, useMemo } from 'react';
import { countryOptions, missingBillingAddressFields } from '@mentor/core';
import { TextField } from '../../../components/ui/field';
import type { BillingAddressValues } from './billing-address';

interface BillingAddressFormProps {
  values: BillingAddressValues;
  onChange: (values: BillingAddressValues) => void;
  /** Outline the required fields that are still blank (after a try to pay or save). */
  showMissing?: boolean;
  disabled?: boolean;
  /** Leaves the e-mail out, for a page that already asks for it (the referral checkout). */
  hideEmail?: boolean;
}

/** Name, e-mail, phone and the postal address a card is billed to. */
export function BillingAddressForm({ values, onChange, showMissing, disabled, hideEmail }: BillingAddressFormProps) {
  const countryId = useId();
  const countries = useMemo(countryOptions, []);
  const missing = new Set<string>(showMissing ? missingBillingAddressFields(values) : []);
  const field = (name: keyof BillingAddressValues) => ({
    name,
    value: values[name],
    invalid: missing.has(name),
    onChange: (event: { target: { value: string } }) => onChange({ ...values, [name]: event.target.value }),
  });

  return (
    <fieldset className="address-fields" disabled={disabled}>
      <legend className="card-fields-legend">Billing address</legend>
      <div className="address-grid">
        <TextField label="Full name" autoComplete="name" {...field('name')} />
        <TextField label="Phone" type="tel" autoComplete="tel" inputMode="tel" {...field('phone')} />
        {!hideEmail && (
          <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...field('email')} />
        )}
        <TextField label="Address line 1" autoComplete="address-line1" {...field('line1')} />
        <TextField label="Address line 2" autoComplete="address-line2" {...field('line2')} />
        <TextField label="City" autoComplete="address-level2" {...field('city')} />
        <TextField label="State" autoComplete="address-level1" {...field('state')} />
        <TextField label="Postal code" autoComplete="postal-code" {...field('postal_code')} />
        <div className="field">
          <label className="field-label" htmlFor={countryId}>
            Country
          </label>
          <select
            id={countryId}
            className="input"
            autoComplete="country"
            value={values.country}
            aria-invalid={missing.has('country') || undefined}
            onChange={(event) => onChange({ ...values, country: event.target.value })}
          >
            {countries.map((country) => (
              <option key={country.value} value={country.value}>
                {country.label}
              </option>
            ))}
          </select>
        </div>
      </div>
    </fieldset>
  );
}
