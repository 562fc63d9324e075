import { pino, stdSerializers, type DestinationStream, type Logger } from 'pino';

export type { Logger };

const REDACTED = '[redacted]';

/**
 * Field names whose values are secrets: passwords and their hashes, session and reset tokens, e-mail
 * codes, card data, identity and webhook secrets, API keys, authorization headers. Redacted at the
 * top of a log line and one or two levels down (`{user: {password_hash}}`, `{req: {headers: {…}}}`).
 */
const SECRET_KEYS = [
  'password',
  'old_password',
  'new_password',
  'password_hash',
  'hash',
  'token',
  'token_hash',
  'user_token',
  'access_token',
  'refresh_token',
  'code',
  'code_hash',
  'secret',
  'client_secret',
  'identity_secret',
  'webhook_secret',
  'api_key',
  'key_hash',
  'number',
  'card_number',
  'cvc',
  'exp_month',
  'exp_year',
  'account_number',
  'iban',
  'authorization',
  'cookie',
];

const REDACT_PATHS = SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]);

/**
 * Errors are logged with their type, message, stack and SQLSTATE code, and the statement of a failed
 * query, but never its parameters or PostgreSQL's `detail` ("Failing row contains (…)"), which carry
 * the values themselves: a failed insert once put a scrypt hash in the log.
 */
function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const e = error as Error & Record<string, unknown>;
  const plain: Record<string, unknown> = { type: e.name, message: e.message, stack: e.stack };
  for (const field of ['query', 'table', 'column', 'constraint', 'routine', 'status'] as const) {
    if (typeof e[field] === 'string' || typeof e[field] === 'number') plain[field] = e[field];
  }
  // Under its own name: `code` is redacted everywhere (e-mail codes), but an error's code is no secret.
  if (typeof e.code === 'string' || typeof e.code === 'number') plain.error_code = e.code;
  if (e.cause !== undefined) plain.cause = serializeError(e.cause);
  return plain;
}

/** Structured JSON logs on stdout (or `destination`, for tests), one line per event, secrets redacted. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'mentor' },
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { err: serializeError, error: serializeError, req: stdSerializers.req },
  };
  return destination ? pino(options, destination) : pino(options);
}
