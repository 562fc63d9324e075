import { useState } from 'react';
import { Button } from '../../../components/ui/button';

/** A read-only value with a Copy button (the snippet, a key, a secret). */
export function CopyField({ label, value, multiline = false }: { label: string; value: string; multiline?: boolean }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="embed-copy">
      <span className="field-label">{label}</span>
      <div className="embed-copy-row">
        {multiline ? <pre className="embed-code">{value}</pre> : <code className="embed-code">{value}</code>}
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            void navigator.clipboard?.writeText(value).then(() => setCopied(true));
          }}
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
    </div>
  );
}
