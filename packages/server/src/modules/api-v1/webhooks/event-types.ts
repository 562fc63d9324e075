/** The events an agency's webhook endpoints can receive. */
export const WEBHOOK_EVENT_TYPES = ['message.completed', 'seat.created', 'seat.removed'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
