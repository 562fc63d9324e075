import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';

/** The read-only referral link with a copy button. */
export function ReferralLink({ link, label = 'Your referral link' }: { link: string; label?: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      notify('success', 'Referral link copied');
    } catch {
      // No clipboard (an insecure page, a refused permission): select the text for a manual copy.
      (document.getElementById(id) as HTMLInputElement | null)?.select();
    }
  };
  return (
    <div className="field referral-link">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="referral-link-row">
        <input id={id} className="input" readOnly value={link} onFocus={(event) => event.target.select()} />
        <Button variant="secondary" onClick={() => void copy()} aria-label={`Copy ${label.toLowerCase()}`}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
    </div>
  );
}
