import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import type { ApiKey, ApiScope } from '../api/api-keys';
import { CopyField } from './copy-field';
import { formatWhen } from './when';

export const SCOPES: { value: ApiScope; label: string; hint: string }[] = [
  { value: 'chat', label: 'chat', hint: 'threads, messages and categories' },
  { value: 'seats:read', label: 'seats:read', hint: "read the agency's seats" },
  { value: 'webhooks', label: 'webhooks', hint: 'register webhook endpoints' },
];

interface ApiKeysPanelProps {
  keys: ApiKey[];
  /** The key just created, shown once. */
  fresh: { id: string; key: string } | null;
  onCreate: (name: string, scopes: ApiScope[]) => Promise<boolean>;
  onRevoke: (key: ApiKey) => void;
}

/** API keys: create one (name and scopes; shown once), see each key's scopes and last use, revoke. */
export function ApiKeysPanel({ keys, fresh, onCreate, onRevoke }: ApiKeysPanelProps) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>(['chat']);
  const [busy, setBusy] = useState(false);
  const toggle = (scope: ApiScope) =>
    setScopes((list) => (list.includes(scope) ? list.filter((s) => s !== scope) : [...list, scope]));
  return (
    <section className="api-section" aria-labelledby="api-keys-title">
      <h2 id="api-keys-title" className="form-title">
        API keys
      </h2>
      <form
        className="card api-create"
        onSubmit={(event) => {
          event.preventDefault();
          setBusy(true);
          void onCreate(name.trim() || 'API key', scopes)
            .then((created) => created && setName(''))
            .finally(() => setBusy(false));
        }}
      >
        <TextField
          label="Key name"
          placeholder="CRM backend"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <fieldset className="api-scopes">
          <legend className="field-label">Scopes</legend>
          {SCOPES.map((scope) => (
            <label key={scope.value} className="api-check">
              <input type="checkbox" checked={scopes.includes(scope.value)} onChange={() => toggle(scope.value)} />
              <code>{scope.label}</code>
              <span className="embed-muted">{scope.hint}</span>
            </label>
          ))}
        </fieldset>
        <div>
          <Button type="submit" disabled={busy || scopes.length === 0}>
            {busy ? 'Creating…' : 'Create API key'}
          </Button>
        </div>
      </form>
      {keys.length === 0 ? <p className="empty-state">No API keys yet.</p> : null}
      <ul className="api-list">
        {keys.map((key) => (
          <li key={key._id} className="card api-key">
            <div className="api-key-head">
              <strong>{key.name}</strong>
              <code className="api-redacted">{key.redacted}</code>
            </div>
            <div className="api-chips" aria-label="Scopes">
              {key.scopes.map((scope) => (
                <span key={scope} className="api-chip">
                  {scope}
                </span>
              ))}
            </div>
            <p className="embed-muted">
              Created {formatWhen(key.created_on)} ·{' '}
              {key.last_used_on ? `Last used ${formatWhen(key.last_used_on)}` : 'Never used'}
            </p>
            {fresh?.id === key._id ? (
              <div className="embed-secret" role="status">
                <CopyField label="Your API key: copy it now, it is shown only once" value={fresh.key} />
                <p className="field-hint">Keep it on your server. Calls from a web page are refused.</p>
              </div>
            ) : null}
            <div className="embed-actions">
              <Button variant="danger" size="sm" onClick={() => onRevoke(key)}>
                Revoke
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
