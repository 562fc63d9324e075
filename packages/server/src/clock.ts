import type { Config } from './config';

/**
 * The server's clock: the real time, moved by `config.testClockOffsetMs`. That offset is read from
 * MENTOR_TEST_CLOCK_OFFSET_DAYS only when NODE_ENV is `test` (config.ts), so a production server
 * always runs on the real time. End-to-end journeys restart the server with it to pass holding periods.
 */
export function systemClock(config: Pick<Config, 'testClockOffsetMs'>): () => Date {
  const offset = config.testClockOffsetMs;
  return offset === 0 ? () => new Date() : () => new Date(Date.now() + offset);
}
