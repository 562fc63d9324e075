import { useState } from 'react';
import { formatInvoiceDate } from '@mentor/core';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import type { EmbedKey } from '../api/embed-key';
import { CopyField } from './copy-field';
import { originsFrom, snippetFor } from './snippet';

interface KeyCardProps {
  item: EmbedKey;
  /** The identity secret, only right after creation or rotation. */
  secret: string | null;
  previewing: boolean;
  onSaveOrigins: (origins: string[]) => Promise<boolean>;
  onRotate: () => void;
  onRevoke: () => void;
  onPreview: () => void;
}

/** One key: its snippet, its allowed origins (editable), its secret (rotate), revoke and preview. */
export function KeyCard({ item, secret, previewing, onSaveOrigins, onRotate, onRevoke, onPreview }: KeyCardProps) {
  const [origins, setOrigins] = useState(item.allowed_origins.join('\n'));
  const [saving, setSaving] = useState(false);
  const changed = origins.trim() !== item.allowed_origins.join('\n');
  return (
    <section className="card embed-key" aria-labelledby={`key-${item._id}`}>
      <header className="embed-key-head">
        <h2 id={`key-${item._id}`} className="form-title">
          {item.name}
        </h2>
        <span className="embed-muted">Created {formatInvoiceDate(item.created_on)}</span>
      </header>
      <CopyField label="Snippet for your CRM pages" value={snippetFor(location.origin, item.key)} multiline />
      {secret ? (
        <div className="embed-secret" role="status">
          <CopyField label="Identity secret: copy it now, it is shown only once" value={secret} />
          <p className="field-hint">Your CRM's server signs user-tokens with it (HS256). Never put it in a page.</p>
        </div>
      ) : (
        <p className="embed-muted">
          Identity secret ending in <code>{item.secret_last4}</code>, set {formatInvoiceDate(item.secret_rotated_on)}.
        </p>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSaving(true);
          void onSaveOrigins(originsFrom(origins)).finally(() => setSaving(false));
        }}
      >
        <TextAreaField
          label="Allowed origins"
          hint="One per line: https://crm.example.com, or http://localhost:* for any port. Other sites are refused."
          rows={3}
          value={origins}
          onChange={(event) => setOrigins(event.target.value)}
        />
        <div className="embed-actions">
          <Button type="submit" size="sm" disabled={!changed || saving}>
            {saving ? 'Saving…' : 'Save origins'}
          </Button>
          <Button variant="secondary" size="sm" onClick={onPreview} aria-pressed={previewing}>
            {previewing ? 'Previewing' : 'Live preview'}
          </Button>
          <Button variant="secondary" size="sm" onClick={onRotate}>
            Rotate secret
          </Button>
          <Button variant="danger" size="sm" onClick={onRevoke}>
            Revoke
          </Button>
        </div>
      </form>
    </section>
  );
}
