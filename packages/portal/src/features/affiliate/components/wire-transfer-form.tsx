import { useId, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import {
  countryOptions,
  NETWORK_ERROR,
  trimWireForm,
  validateWireForm,
  WIRE_DEFAULT_COUNTRY,
  WIRE_FORM_INVALID,
} from '@mentor/core';
import type { FieldErrors, PayoutMethod, WireFormField, WireFormValues } from '@mentor/core';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { classifyFailure } from '../../../lib/failure';
import { notify } from '../../../lib/notify';
import { useUser } from '../../../lib/use-session';
import { getPayoutMethod } from '../api/get-payout-method';
import { postBankDetail } from '../api/post-bank-detail';
import { useAffiliateLoad } from '../hooks/use-affiliate-load';
import '../affiliate.css';

const EMPTY: WireFormValues = {
  bank_country_code: '',
  bank_swift_code: '',
  bank_name: '',
  bank_account_number: '',
  bank_account_name: '',
  bank_iban: '',
  user_fullname: '',
  street_address: '',
  country: WIRE_DEFAULT_COUNTRY,
  city: '',
  postal_code: '',
};

const SECTIONS: { title: string; fields: [WireFormField, string, string?][] }[] = [
  {
    title: 'Beneficiary bank information',
    fields: [
      ['bank_country_code', 'Bank country code'],
      ['bank_swift_code', 'SWIFT code'],
      ['bank_name', 'Bank name'],
    ],
  },
  {
    title: 'Beneficiary account information',
    fields: [
      ['bank_account_number', 'Account number', 'off'],
      ['bank_account_name', 'Account name'],
      ['bank_iban', 'IBAN', 'off'],
    ],
  },
  {
    title: 'Beneficiary personal information',
    fields: [
      ['user_fullname', 'Full name', 'name'],
      ['street_address', 'Street address', 'street-address'],
      ['country', 'Country'],
      ['city', 'City', 'address-level2'],
      ['postal_code', 'Postal code', 'postal-code'],
    ],
  },
];

function OnFile({ method }: { method: PayoutMethod | null }) {
  if (!method) return null;
  const text =
    method.method === 'wire'
      ? `${method.bank_name}, account ${method.bank_account_number}, IBAN ${method.bank_iban}`
      : `PayPal ${method.paypal_email}`;
  return <p className="affiliate-note wire-on-file">Payout method on file: {text}. Saving this form replaces it.</p>;
}

/** /dashboard/wireTransferForm: three sections, every field trimmed and required, Add account. */
export function WireTransferForm() {
  const user = useUser();
  const countryId = useId();
  const countries = useMemo(countryOptions, []);
  const [values, setValues] = useState<WireFormValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<WireFormField>>({});
  const [saving, setSaving] = useState(false);
  const onFile = useAffiliateLoad(user?._id ?? null, getPayoutMethod);
  const [saved, setSaved] = useState<PayoutMethod | null>(null);

  const change = (field: WireFormField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!user || saving) return;
    const found = validateWireForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      notify('error', WIRE_FORM_INVALID);
      // The first field to correct, once it is outlined.
      const form = event.currentTarget as HTMLFormElement;
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSaving(true);
    try {
      const { result, message } = await postBankDetail(user._id, trimWireForm(values));
      notify('success', message);
      setSaved(result);
      setValues(EMPTY);
    } catch (error) {
      const failure = classifyFailure(error);
      notify('error', failure.kind === 'api' ? failure.error.message : NETWORK_ERROR);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="page wire-page">
      <header className="page-header">
        <Link href={`${paths.dashboardAffiliate}?tab=referrals`} className="back-link">
          <ArrowLeftIcon /> Affiliate
        </Link>
        <h1 className="page-title">Wire transfer</h1>
        <p className="page-lead">The bank account your commissions are wired to.</p>
        <OnFile method={saved ?? onFile.data} />
      </header>
      <form className="card wire-form" onSubmit={onSubmit} noValidate>
        {SECTIONS.map((section) => (
          <fieldset key={section.title} className="wire-section" disabled={saving}>
            <legend className="wire-legend">{section.title}</legend>
            <div className="wire-grid">
              {section.fields.map(([field, label, autoComplete]) =>
                field === 'country' ? (
                  <div className="field" key={field}>
                    <label className="field-label" htmlFor={countryId}>
                      {label}
                    </label>
                    <select
                      id={countryId}
                      className={`input${errors.country ? ' input-invalid' : ''}`}
                      autoComplete="country"
                      value={values.country}
                      aria-invalid={errors.country ? true : undefined}
                      onChange={(event) => change('country', event.target.value)}
                    >
                      <option value="">Select a country</option>
                      {countries.map((country) => (
                        <option key={country.value} value={country.value}>
                          {country.label}
                        </option>
                      ))}
                    </select>
                    {errors.country && (
                      <p className="field-error" role="alert">
                        {errors.country}
                      </p>
                    )}
                  </div>
                ) : (
                  <TextField
                    key={field}
                    label={label}
                    name={field}
                    autoComplete={autoComplete}
                    value={values[field]}
                    error={errors[field]}
                    maxLength={field === 'street_address' ? 200 : 120}
                    onChange={(event) => change(field, event.target.value)}
                  />
                ),
              )}
            </div>
          </fieldset>
        ))}
        <Button type="submit" size="lg" disabled={saving} aria-busy={saving || undefined}>
          {saving ? 'Saving...' : 'Add account'}
        </Button>
      </form>
    </div>
  );
}
