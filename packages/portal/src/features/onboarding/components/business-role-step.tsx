import { useState } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../../config/paths';
import { session } from '../../../lib/stores';
import { useUser } from '../../../lib/use-session';
import { saveBusinessRoles } from '../api/save-business-roles';
import { useOptions } from '../hooks/use-options';
import { reportSaveFailure } from '../hooks/report-save-failure';
import { useSelection } from '../hooks/use-selection';
import { OptionStep } from './option-step';

/** Business role: optional multi-select; Next Step reads "Skip this step" while nothing is chosen. */
export function BusinessRoleStep() {
  const [, navigate] = useLocation();
  const user = useUser();
  const { options, loading } = useOptions('business_role');
  const { selected, toggle } = useSelection();
  const [saving, setSaving] = useState(false);

  const onNext = async () => {
    if (!user) return;
    setSaving(true);
    try {
      await saveBusinessRoles(user._id, [...selected]);
      session.mergeUser({ is_user_business_role: true });
      navigate(paths.hearFrom);
    } catch (error) {
      reportSaveFailure(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <OptionStep
      step={1}
      title="What is your business role?"
      lead="Choose every role that fits. It helps Mentor pitch its answers at the right level."
      options={options}
      loading={loading}
      selected={selected}
      onToggle={toggle}
      backTo={paths.welcome}
      nextLabel={selected.size === 0 ? 'Skip this step' : 'Next Step'}
      onNext={onNext}
      saving={saving}
    />
  );
}
