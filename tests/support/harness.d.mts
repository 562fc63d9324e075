import type { Browser } from 'playwright-core';

export const ROOT: string;
export const CHROME_ARGS: string[];
export const DEMO_PASSWORD: string;
export const DEMO: { admin: string; agent: string; affiliate: string };
export function chromePath(): string;
export function startServer(options?: {
  env?: Record<string, string>;
  timeoutMs?: number;
  port?: number;
  dataDir?: string;
}): Promise<{ url: string; stop: () => Promise<void>; output: () => string }>;
export function freePort(): Promise<number>;
export function runOps(
  args: string[],
  options: { dataDir: string; env?: Record<string, string> },
): Promise<{ code: number | null; output: string }>;
export function launchBrowser(extraArgs?: string[]): Promise<Browser>;
export function mailbox(baseUrl: string, email: string): Promise<{ to: string; subject: string; text: string }[]>;
export function waitForCode(
  baseUrl: string,
  email: string,
  options?: { seen?: number; timeoutMs?: number },
): Promise<string>;
export function callApi(
  baseUrl: string,
  method: string,
  apiPath: string,
  body?: unknown,
  token?: string,
): Promise<{ error_code: number; message: string; result: unknown }>;
export function apiLogin(baseUrl: string, email: string, password?: string): Promise<Record<string, unknown>>;
export function createVerifiedUser(
  baseUrl: string,
  user: { name: string; email: string; password?: string },
): Promise<Record<string, unknown>>;
