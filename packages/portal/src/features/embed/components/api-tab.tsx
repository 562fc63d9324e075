import { useCallback, useEffect, useState } from 'react';
import { NETWORK_ERROR } from '@mentor/core';
import { Spinner } from '../../../components/ui/spinner';
import { askConfirm } from '../../../lib/alerts';
import { classifyFailure } from '../../../lib/failure';
import { notify } from '../../../lib/notify';
import {
  createApiKey,
  createWebhook,
  deleteWebhook,
  getApiKeys,
  getDeliveries,
  getWebhooks,
  resendDelivery,
  revokeApiKey,
  type ApiKey,
  type WebhookEndpoint,
} from '../api/api-keys';
import { ApiKeysPanel } from './api-keys-panel';
import { WebhooksPanel } from './webhooks-panel';

function messageOf(error: unknown): string {
  const failure = classifyFailure(error);
  return failure.kind === 'api' ? failure.error.message : NETWORK_ERROR;
}

function report(error: unknown): false {
  notify('error', messageOf(error));
  return false;
}

/**
 * The public API's settings (the API tab of Embed settings): keys with scopes, shown once; webhook
 * endpoints per key with their signing secrets; each endpoint's delivery log with Resend.
 */
export function ApiTab() {
  const [keys, setKeys] = useState<ApiKey[]>([]);
  const [endpoints, setEndpoints] = useState<WebhookEndpoint[]>([]);
  const [loading, setLoading] = useState(true);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [freshKey, setFreshKey] = useState<{ id: string; key: string } | null>(null);
  const [freshSecret, setFreshSecret] = useState<{ id: string; secret: string } | null>(null);

  useEffect(() => {
    let alive = true;
    Promise.all([getApiKeys(), getWebhooks()])
      .then(([keyList, hookList]) => {
        if (!alive) return;
        setKeys(keyList.result);
        setEndpoints(hookList.result);
      })
      .catch((error: unknown) => alive && setRefusal(messageOf(error)))
      .finally(() => alive && setLoading(false));
    return () => {
      alive = false;
    };
  }, []);

  const loadDeliveries = useCallback(
    (endpointId: string) =>
      getDeliveries(endpointId).then(
        ({ result }) => result,
        (error: unknown) => {
          report(error);
          return [];
        },
      ),
    [],
  );

  if (loading) return <Spinner label="Loading your API keys" />;
  if (refusal) {
    return (
      <p className="empty-state" role="alert">
        {refusal}
      </p>
    );
  }
  return (
    <div className="api-layout">
      <p className="page-lead">
        Call Mentor from your own servers: threads and messages (streamed or whole), your seats, and webhooks. Read the{' '}
        <a href="/v1/reference">API reference</a> and the quick start in the docs (<code>docs/api-v1.md</code>). Keys
        work server to server only.
      </p>
      <ApiKeysPanel
        keys={keys}
        fresh={freshKey}
        onCreate={(name, scopes) =>
          createApiKey({ name, scopes }).then(({ result, message }) => {
            const { key, ...view } = result;
            setKeys((list) => [view, ...list]);
            setFreshKey({ id: view._id, key });
            notify('success', message);
            return true;
          }, report)
        }
        onRevoke={(key) =>
          void askConfirm({
            title: 'Revoke this API key?',
            message: 'Calls with it are refused at once, and its webhook endpoints stop receiving events.',
            confirmLabel: 'Revoke',
            cancelLabel: 'Cancel',
          }).then((yes) => {
            if (!yes) return;
            revokeApiKey(key._id).then(({ message }) => {
              setKeys((list) => list.filter((other) => other._id !== key._id));
              setEndpoints((list) => list.filter((endpoint) => endpoint.api_key_id !== key._id));
              notify('success', message);
            }, report);
          })
        }
      />
      <WebhooksPanel
        keys={keys}
        endpoints={endpoints}
        fresh={freshSecret}
        onCreate={(input) =>
          createWebhook(input).then(({ result, message }) => {
            const { secret, ...view } = result;
            setEndpoints((list) => [view, ...list]);
            setFreshSecret({ id: view.id, secret });
            notify('success', message);
            return true;
          }, report)
        }
        onDelete={(endpoint) =>
          void askConfirm({
            title: 'Delete this endpoint?',
            message: 'Events are no longer sent to it, and pending retries stop.',
            confirmLabel: 'Delete',
            cancelLabel: 'Cancel',
          }).then((yes) => {
            if (!yes) return;
            deleteWebhook(endpoint.id).then(({ message }) => {
              setEndpoints((list) => list.filter((other) => other.id !== endpoint.id));
              notify('success', message);
            }, report);
          })
        }
        loadDeliveries={loadDeliveries}
        onResend={(delivery) =>
          resendDelivery(delivery._id).then(
            ({ result, message }) => {
              notify('success', message);
              return result;
            },
            (error: unknown) => {
              report(error);
              return null;
            },
          )
        }
      />
    </div>
  );
}
