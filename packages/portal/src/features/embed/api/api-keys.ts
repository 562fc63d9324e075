import { apiClient } from '../../../lib/api';

/** Portal calls of the public API's settings (docs/api-v1.md, "Keys and webhooks in the portal"). */
export type ApiScope = 'chat' | 'seats:read' | 'webhooks';
export type WebhookEventType = 'message.completed' | 'seat.created' | 'seat.removed';

export interface ApiKey {
  _id: string;
  name: string;
  scopes: ApiScope[];
  /** `msk_…` and the last four characters. */
  redacted: string;
  created_on: string;
  last_used_on: string | null;
}

export interface WebhookEndpoint {
  id: string;
  url: string;
  events: WebhookEventType[];
  secret_last4: string;
  created_at: string;
  api_key_id: string;
  api_key_name: string;
  /** Only right after creation. */
  secret?: string;
}

export interface WebhookDelivery {
  _id: string;
  event_id: string;
  event_type: WebhookEventType;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  next_attempt_on: string | null;
  delivered_on: string | null;
  created_on: string;
}

export const getApiKeys = () => apiClient.get<ApiKey[]>('/api/api-keys/get-keys');
export const createApiKey = (input: { name: string; scopes: ApiScope[] }) =>
  apiClient.post<ApiKey & { key: string }>('/api/api-keys/create-key', input);
export const revokeApiKey = (id: string) => apiClient.post<null>('/api/api-keys/revoke-key', { _id: id });
export const getWebhooks = () => apiClient.get<WebhookEndpoint[]>('/api/api-keys/get-webhooks');
export const createWebhook = (input: { api_key_id: string; url: string; events: WebhookEventType[] }) =>
  apiClient.post<WebhookEndpoint & { secret: string }>('/api/api-keys/create-webhook', input);
export const deleteWebhook = (id: string) => apiClient.post<null>('/api/api-keys/delete-webhook', { _id: id });
export const getDeliveries = (endpointId: string) =>
  apiClient.get<WebhookDelivery[]>('/api/api-keys/get-deliveries', { endpoint_id: endpointId });
export const resendDelivery = (id: string) =>
  apiClient.post<WebhookDelivery>('/api/api-keys/resend-delivery', { _id: id });
