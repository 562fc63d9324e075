import type { ReactNode } from 'react';
import type { LookupOption } from '@mentor/core';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { CheckIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { OnboardingTopBar } from './onboarding-top-bar';

interface OptionStepProps {
  step: number;
  title: string;
  lead: string;
  options: LookupOption[];
  loading: boolean;
  selected: ReadonlySet<string>;
  onToggle: (value: string) => void;
  backTo: string;
  nextLabel: ReactNode;
  onNext: () => void;
  saving: boolean;
}

/** An onboarding step: a multi-select list of options (checkbox tiles), Back and a next button. */
export function OptionStep(props: OptionStepProps) {
  const { step, title, lead, options, loading, selected, onToggle, backTo, nextLabel, onNext, saving } = props;
  return (
    <div className="onboarding-page">
      <OnboardingTopBar />
      <main className="onboarding-main">
        <p className="eyebrow">Step {step} of 2</p>
        <h1 className="onboarding-title">{title}</h1>
        <p className="onboarding-lead">{lead}</p>
        {loading ? (
          <Spinner />
        ) : (
          <fieldset className="option-grid">
            <legend className="visually-hidden">{title}</legend>
            {options.map((option) => {
              const checked = selected.has(option.value);
              return (
                <label key={option.value} className={`option-tile${checked ? ' is-checked' : ''}`}>
                  <input
                    type="checkbox"
                    className="visually-hidden"
                    checked={checked}
                    onChange={() => onToggle(option.value)}
                  />
                  <span className="option-check" aria-hidden="true">
                    {checked && <CheckIcon width={16} height={16} />}
                  </span>
                  <span>{option.label}</span>
                </label>
              );
            })}
          </fieldset>
        )}
        <div className="onboarding-actions">
          <Link href={backTo} className="btn btn-secondary btn-lg">
            Back
          </Link>
          <Button size="lg" onClick={onNext} disabled={saving || loading}>
            {nextLabel}
          </Button>
        </div>
      </main>
    </div>
  );
}
