import { useEffect, useState } from 'react';
import { NETWORK_ERROR } from '@mentor/core';
import { Spinner } from '../../../components/ui/spinner';
import { askConfirm } from '../../../lib/alerts';
import { classifyFailure } from '../../../lib/failure';
import { notify } from '../../../lib/notify';
import { createKey } from '../api/create-key';
import type { EmbedKey } from '../api/embed-key';
import { getKeys } from '../api/get-keys';
import { revokeKey } from '../api/revoke-key';
import { rotateSecret } from '../api/rotate-secret';
import { updateKey } from '../api/update-key';
import { ApiTab } from './api-tab';
import { CreateKeyForm } from './create-key-form';
import { KeyCard } from './key-card';
import { WidgetPreview } from './widget-preview';
import './embed.css';

/** Says why a call failed: the server's message (it says what to do), or the network. */
function report(error: unknown): false {
  const failure = classifyFailure(error);
  notify('error', failure.kind === 'api' ? failure.error.message : NETWORK_ERROR);
  return false;
}

type Tab = 'widget' | 'api';
const TABS: { id: Tab; label: string }[] = [
  { id: 'widget', label: 'Widget' },
  { id: 'api', label: 'API & webhooks' },
];

/** `?tab=api` opens the API tab, so a link (the docs' quick start) can lead straight to it. */
function initialTab(): Tab {
  return new URLSearchParams(location.search).get('tab') === 'api' ? 'api' : 'widget';
}

/**
 * Embed settings (/dashboard/embed), for agency admins. Widget: keys for the <mentor-chat> widget,
 * their allowed origins and identity secrets, the snippet to paste, and a live preview. API &
 * webhooks: keys of the public API and webhook endpoints (api-tab.tsx).
 */
export function EmbedPage() {
  const [tab, setTab] = useState<Tab>(initialTab);
  const choose = (next: Tab) => {
    setTab(next);
    const url = new URL(location.href);
    if (next === 'api') url.searchParams.set('tab', 'api');
    else url.searchParams.delete('tab');
    history.replaceState(history.state, '', url);
  };
  return (
    <div className="page embed-page">
      <header className="page-header">
        <h1 className="page-title">Embed settings</h1>
        <p className="page-lead">
          Put Mentor in your CRM with one script tag, or call it from your own servers through the API.
        </p>
      </header>
      <div className="embed-tabs" role="tablist" aria-label="Embed settings">
        {TABS.map((item) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={`embed-tab-${item.id}`}
            aria-selected={tab === item.id}
            aria-controls={`embed-panel-${item.id}`}
            className={`embed-tab${tab === item.id ? ' is-active' : ''}`}
            onClick={() => choose(item.id)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`embed-panel-${tab}`} aria-labelledby={`embed-tab-${tab}`}>
        {tab === 'api' ? <ApiTab /> : <WidgetTab />}
      </div>
    </div>
  );
}

/** The widget's keys, snippet and live preview. */
function WidgetTab() {
  const [keys, setKeys] = useState<EmbedKey[]>([]);
  const [loading, setLoading] = useState(true);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Secrets just issued, by key id: shown on this visit only.
  const [secrets, setSecrets] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    let alive = true;
    getKeys()
      .then(({ result }) => {
        if (!alive) return;
        setKeys(result);
        setPreview(result[0]?.key ?? null);
      })
      .catch((error: unknown) => {
        const failure = classifyFailure(error);
        if (alive) setRefusal(failure.kind === 'api' ? failure.error.message : NETWORK_ERROR);
      })
      .finally(() => alive && setLoading(false));
    return () => {
      alive = false;
    };
  }, []);

  const replace = (next: EmbedKey) => setKeys((list) => list.map((item) => (item._id === next._id ? next : item)));

  return (
    <>
      <p className="page-lead">
        Each key carries the sites allowed to use it and an identity secret your CRM signs agents in with. See the
        embedding guide in the docs for the two-minute setup.
      </p>
      {loading ? (
        <Spinner label="Loading your keys" />
      ) : refusal ? (
        <p className="empty-state" role="alert">
          {refusal}
        </p>
      ) : (
        <div className="embed-layout">
          <div className="embed-keys">
            <CreateKeyForm
              onCreate={(name, allowed_origins) =>
                createKey({ name, allowed_origins }).then(({ result, message }) => {
                  const { secret, ...created } = result;
                  setKeys((list) => [created, ...list]);
                  setSecrets((map) => ({ ...map, [created._id]: secret }));
                  setPreview(created.key);
                  notify('success', message);
                  return true;
                }, report)
              }
            />
            {keys.length === 0 ? <p className="empty-state">No keys yet: create one to get your snippet.</p> : null}
            {keys.map((item) => (
              <KeyCard
                key={item._id}
                item={item}
                secret={secrets[item._id] ?? null}
                previewing={preview === item.key}
                onPreview={() => setPreview(item.key)}
                onSaveOrigins={(allowed_origins) =>
                  updateKey({ _id: item._id, allowed_origins }).then(({ result, message }) => {
                    replace(result);
                    notify('success', message);
                    return true;
                  }, report)
                }
                onRotate={() =>
                  void askConfirm({
                    title: 'Rotate the identity secret?',
                    message: 'User-tokens signed with the current secret stop working at once.',
                    confirmLabel: 'Rotate',
                    cancelLabel: 'Cancel',
                  }).then((yes) => {
                    if (!yes) return;
                    rotateSecret(item._id).then(({ result }) => {
                      const { secret, ...rotated } = result;
                      replace(rotated);
                      setSecrets((map) => ({ ...map, [rotated._id]: secret }));
                    }, report);
                  })
                }
                onRevoke={() =>
                  void askConfirm({
                    title: 'Revoke this key?',
                    message: 'Widgets using it stop working. This cannot be undone.',
                    confirmLabel: 'Revoke',
                    cancelLabel: 'Cancel',
                  }).then((yes) => {
                    if (!yes) return;
                    revokeKey(item._id).then(({ message }) => {
                      setKeys((list) => list.filter((other) => other._id !== item._id));
                      if (preview === item.key) setPreview(null);
                      notify('success', message);
                    }, report);
                  })
                }
              />
            ))}
          </div>
          <aside className="embed-preview" aria-label="Live preview">
            <h2 className="form-title">Live preview</h2>
            {preview ? (
              <WidgetPreview embedKey={preview} />
            ) : (
              <p className="empty-state">Create a key to preview the widget.</p>
            )}
          </aside>
        </div>
      )}
    </>
  );
}
