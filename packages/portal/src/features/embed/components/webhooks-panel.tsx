import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import type { ApiKey, WebhookDelivery, WebhookEndpoint, WebhookEventType } from '../api/api-keys';
import { CopyField } from './copy-field';
import { formatWhen } from './when';

const EVENTS: WebhookEventType[] = ['message.completed', 'seat.created', 'seat.removed'];

const STATUS_LABEL = { pending: 'Retrying', delivered: 'Delivered', failed: 'Failed' } as const;
/** While a delivery is on its way, the log looks again this often. */
const REFRESH_MS = 3000;

function statusLabel(row: WebhookDelivery): string {
  return row.status === 'pending' && row.attempts === 0 ? 'Sending' : STATUS_LABEL[row.status];
}

interface WebhooksPanelProps {
  keys: ApiKey[];
  endpoints: WebhookEndpoint[];
  /** The signing secret of the endpoint just created, shown once. */
  fresh: { id: string; secret: string } | null;
  onCreate: (input: { api_key_id: string; url: string; events: WebhookEventType[] }) => Promise<boolean>;
  onDelete: (endpoint: WebhookEndpoint) => void;
  loadDeliveries: (endpointId: string) => Promise<WebhookDelivery[]>;
  onResend: (delivery: WebhookDelivery) => Promise<WebhookDelivery | null>;
}

function DeliveryLog({
  endpoint,
  load,
  onResend,
}: {
  endpoint: WebhookEndpoint;
  load: WebhooksPanelProps['loadDeliveries'];
  onResend: WebhooksPanelProps['onResend'];
}) {
  const [rows, setRows] = useState<WebhookDelivery[] | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let alive = true;
    void load(endpoint.id).then((list) => alive && setRows(list));
    return () => {
      alive = false;
    };
  }, [endpoint.id, load, round]);
  // A delivery still on its way is looked at again, so the log shows it arrive (or retry).
  const waiting = rows?.some((row) => row.status === 'pending') ?? false;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setRound((n) => n + 1), REFRESH_MS);
    return () => clearTimeout(timer);
  }, [waiting, rows]);
  if (!rows) return <p className="embed-muted">Loading deliveries…</p>;
  if (rows.length === 0) return <p className="embed-muted">No events sent yet.</p>;
  return (
    <div className="api-log-wrap">
      <table className="api-log">
        <caption className="visually-hidden">Deliveries to {endpoint.url}</caption>
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">Status</th>
            <th scope="col">Tries</th>
            <th scope="col">Last answer</th>
            <th scope="col">When</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row._id}>
              <td data-label="Event">
                <code>{row.event_type}</code>
              </td>
              <td data-label="Status">
                <span className={`api-status is-${row.status}`}>{statusLabel(row)}</span>
              </td>
              <td data-label="Tries">{row.attempts}</td>
              <td data-label="Last answer" className="api-log-answer">
                {row.last_status_code ? `HTTP ${row.last_status_code}` : (row.last_error ?? '—')}
              </td>
              <td data-label="When">
                {row.status === 'pending' && row.next_attempt_on
                  ? `Next try ${formatWhen(row.next_attempt_on)}`
                  : formatWhen(row.delivered_on ?? row.created_on)}
              </td>
              <td>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => void onResend(row).then((sent) => sent && setRound((n) => n + 1))}
                >
                  Resend
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Button variant="link" size="sm" onClick={() => setRound((n) => n + 1)}>
        Refresh
      </Button>
    </div>
  );
}

/** Webhook endpoints per key (with the `webhooks` scope), their signing secrets and delivery logs. */
export function WebhooksPanel({
  keys,
  endpoints,
  fresh,
  onCreate,
  onDelete,
  loadDeliveries,
  onResend,
}: WebhooksPanelProps) {
  const eligible = keys.filter((key) => key.scopes.includes('webhooks'));
  const [keyId, setKeyId] = useState('');
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([...EVENTS]);
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const chosenKey = eligible.some((key) => key._id === keyId) ? keyId : (eligible[0]?._id ?? '');
  const toggle = (type: WebhookEventType) =>
    setEvents((list) => (list.includes(type) ? list.filter((t) => t !== type) : [...list, type]));
  return (
    <section className="api-section" aria-labelledby="webhooks-title">
      <h2 id="webhooks-title" className="form-title">
        Webhooks
      </h2>
      <p className="embed-muted">
        Mentor POSTs each event to your URL, signed in the <code>Mentor-Signature</code> header, and retries for 24
        hours until your server answers 2xx.
      </p>
      {eligible.length === 0 ? (
        <p className="empty-state">Create an API key with the webhooks scope to add an endpoint.</p>
      ) : (
        <form
          className="card api-create"
          onSubmit={(event) => {
            event.preventDefault();
            setBusy(true);
            void onCreate({ api_key_id: chosenKey, url: url.trim(), events })
              .then((created) => created && setUrl(''))
              .finally(() => setBusy(false));
          }}
        >
          <div className="field">
            <label className="field-label" htmlFor="webhook-key">
              API key
            </label>
            <select id="webhook-key" className="input" value={chosenKey} onChange={(e) => setKeyId(e.target.value)}>
              {eligible.map((key) => (
                <option key={key._id} value={key._id}>
                  {key.name} ({key.redacted})
                </option>
              ))}
            </select>
          </div>
          <TextField
            label="Endpoint URL"
            type="url"
            placeholder="https://crm.example.com/mentor/webhooks"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
          />
          <fieldset className="api-scopes">
            <legend className="field-label">Events</legend>
            {EVENTS.map((type) => (
              <label key={type} className="api-check">
                <input type="checkbox" checked={events.includes(type)} onChange={() => toggle(type)} />
                <code>{type}</code>
              </label>
            ))}
          </fieldset>
          <div>
            <Button type="submit" disabled={busy || !url.trim() || events.length === 0}>
              {busy ? 'Adding…' : 'Add endpoint'}
            </Button>
          </div>
        </form>
      )}
      <ul className="api-list">
        {endpoints.map((endpoint) => (
          <li key={endpoint.id} className="card api-key">
            <div className="api-key-head">
              <strong className="api-url">{endpoint.url}</strong>
              <span className="embed-muted">key {endpoint.api_key_name}</span>
            </div>
            <div className="api-chips" aria-label="Events">
              {endpoint.events.map((type) => (
                <span key={type} className="api-chip">
                  {type}
                </span>
              ))}
            </div>
            {fresh?.id === endpoint.id ? (
              <div className="embed-secret" role="status">
                <CopyField label="Signing secret: copy it now, it is shown only once" value={fresh.secret} />
              </div>
            ) : (
              <p className="embed-muted">
                Signing secret ending in <code>{endpoint.secret_last4}</code> · added {formatWhen(endpoint.created_at)}
              </p>
            )}
            <div className="embed-actions">
              <Button
                variant="secondary"
                size="sm"
                aria-expanded={open === endpoint.id}
                onClick={() => setOpen(open === endpoint.id ? null : endpoint.id)}
              >
                {open === endpoint.id ? 'Hide deliveries' : 'Deliveries'}
              </Button>
              <Button variant="danger" size="sm" onClick={() => onDelete(endpoint)}>
                Delete
              </Button>
            </div>
            {open === endpoint.id ? (
              <DeliveryLog endpoint={endpoint} load={loadDeliveries} onResend={onResend} />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
