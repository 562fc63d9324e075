import { useState } from 'react';
import { afterHearFromRoute, validateHearFrom } from '@mentor/core';
import { useLocation } from 'wouter';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { session } from '../../../lib/stores';
import { useUser } from '../../../lib/use-session';
import { saveHearFrom } from '../api/save-hear-from';
import { useOptions } from '../hooks/use-options';
import { reportSaveFailure } from '../hooks/report-save-failure';
import { useSelection } from '../hooks/use-selection';
import { OptionStep } from './option-step';

/** Hear-from: at least one option, then subscription (or the dashboard, see afterHearFromRoute). */
export function HearFromStep() {
  const [, navigate] = useLocation();
  const user = useUser();
  const { options, loading } = useOptions('hear_from');
  const { selected, toggle } = useSelection();
  const [saving, setSaving] = useState(false);

  const onNext = async () => {
    if (!user) return;
    const notice = validateHearFrom([...selected]);
    if (notice) {
      notify(notice.severity, notice.message);
      return;
    }
    setSaving(true);
    try {
      await saveHearFrom(user._id, [...selected]);
      session.mergeUser({ is_hear_from: true });
      navigate(afterHearFromRoute({ ...user, is_hear_from: true }));
    } catch (error) {
      reportSaveFailure(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <OptionStep
      step={2}
      title="How did you hear about us?"
      lead="Choose at least one."
      options={options}
      loading={loading}
      selected={selected}
      onToggle={toggle}
      backTo={paths.businessRole}
      nextLabel="Get Started"
      onNext={onNext}
      saving={saving}
    />
  );
}
