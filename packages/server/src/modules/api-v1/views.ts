import type { z } from '@hono/zod-openapi';
import type { Selectable } from 'kysely';
import type { ChatRecordsTable } from '../../db/schema';
import { CHAT_LIMITS } from '../chat/service';
import type { MessageSchema, SeatSchema, ThreadSchema } from './schemas';

export type Thread = z.infer<typeof ThreadSchema>;
export type Message = z.infer<typeof MessageSchema>;
export type Seat = z.infer<typeof SeatSchema>;

/** A thread's row: chat_heads joined with api_threads, its category and its agent. */
export interface ThreadRow {
  id: string;
  title: string;
  category_id: string;
  category_name: string;
  agent_email: string;
  context: Record<string, unknown> | null;
  metadata: Record<string, string>;
  created_on: Date;
  updated_on: Date;
}

export function toThread(row: ThreadRow): Thread {
  return {
    id: row.id,
    object: 'thread',
    title: row.title,
    category: { id: row.category_id, name: row.category_name },
    agent: row.agent_email,
    context: row.context,
    metadata: row.metadata,
    created_at: row.created_on.toISOString(),
    updated_at: row.updated_on.toISOString(),
  };
}

/**
 * A chat record as a message. A reply still pending after the chat's stale time was abandoned by a
 * server that went away: it reads as failed, as it does in the portal.
 */
export function toMessage(row: Selectable<ChatRecordsTable>, agent: string, now: Date): Message {
  const status =
    row.status === 'pending'
      ? now.getTime() - row.created_on.getTime() > CHAT_LIMITS.staleMs
        ? 'failed'
        : 'in_progress'
      : row.status;
  return {
    id: row.id,
    object: 'message',
    thread_id: row.chat_head_id,
    agent,
    status,
    content: row.user_content,
    context: row.context,
    reply: status === 'complete' ? { content: row.bot_content, sources: row.sources } : null,
    created_at: row.created_on.toISOString(),
    completed_at: row.completed_on?.toISOString() ?? null,
  };
}
