import { isValidEmail } from '@mentor/core';
import { createMiddleware } from 'hono/factory';
import type { AppDeps } from '../../context';
import { ReplyError } from '../../http/reply';
import { claimSeat } from '../embed/seats';
import { findPlanAccess, type PlanAccess } from '../plans/access';
import { authentication, invalidParam, permission, V1Error } from './errors';
import { applyLimit } from './limits';
import { findLiveApiKey, touchApiKey, type ApiScope, type LiveApiKey } from './keys';

/** The seat a call acts for: the agency's owner or one of its employees. */
export interface Agent {
  id: string;
  email: string;
  name: string;
}

export type V1Env = {
  Variables: {
    deps: AppDeps;
    apiKey: LiveApiKey;
    /** The key owner's live plan: the agency. */
    plan: PlanAccess;
    /** The agent X-Mentor-Agent names, once resolved (null: unknown to the agency, on a read). */
    agent: Agent | null;
  };
};

export const AGENT_HEADER = 'x-mentor-agent';
export const AGENT_NAME_HEADER = 'x-mentor-agent-name';

export const V1_MESSAGES = {
  browser:
    'Mentor API keys work server to server only: this request came from a web page (it carries an Origin). Call the API from your backend and keep the key there.',
  keyMissing: 'Send your API key in the Authorization header: "Authorization: Bearer msk_…".',
  keyInvalid: 'This API key is not valid (it may have been revoked). Create a new one in the portal (Embed settings).',
  planInactive:
    "This API key's agency has no live plan with the API (embed). Please renew the subscription in the portal.",
  scope: (scope: ApiScope) => `This API key lacks the "${scope}" scope. Create a key with it in the portal.`,
  agentMissing: 'Name the agent this call acts for in the X-Mentor-Agent header (their e-mail address).',
  agentInvalid: 'X-Mentor-Agent must be an e-mail address (at most 254 characters).',
  agentOther:
    "This e-mail address belongs to another Mentor account, so it cannot act as an agent of this agency. Name one of this agency's agents.",
  seatInactive: "This agent's seat is not active. The agency admin can activate it on the Employees page.",
  noSeat:
    "Every seat of this agency's plan is taken, so a new agent cannot be added. Free a seat on the Employees page, or name an agent who has one.",
} as const;

function bearer(header: string | undefined): string | null {
  return /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1] ?? null;
}

/**
 * Keys work server to server only. Browsers mark their requests (Origin on every cross-origin and
 * every POST request, Sec-Fetch-Site on all of them); servers send neither. No CORS headers are ever
 * given, so a page cannot read a reply either.
 */
export const refuseBrowsers = createMiddleware<V1Env>(async (c, next) => {
  if (c.req.header('origin') !== undefined || c.req.header('sec-fetch-site') !== undefined) {
    throw permission('browser_origin_refused', V1_MESSAGES.browser);
  }
  await next();
});

/** The key decides which agency the call is for; the agency's plan must be live and include `embed`. */
export const authenticate = createMiddleware<V1Env>(async (c, next) => {
  const value = bearer(c.req.header('authorization'));
  if (!value) throw authentication('api_key_missing', V1_MESSAGES.keyMissing);
  const { deps } = c.var;
  const key = await findLiveApiKey(deps.db, value);
  if (!key) throw authentication('api_key_invalid', V1_MESSAGES.keyInvalid);
  const plan = await findPlanAccess(deps.db, key.owner_id, deps.clock());
  if (plan?.role !== 'owner' || !plan.plan_actions.includes('embed')) {
    throw permission('subscription_inactive', V1_MESSAGES.planInactive);
  }
  await touchApiKey(deps.db, key, deps.clock());
  c.set('apiKey', key);
  c.set('plan', plan);
  c.set('agent', null);
  await applyLimit(c, `key:${key.id}`, deps.config.apiRateLimits.perKey, 'with this API key');
  await next();
});

export function requireScope(scope: ApiScope) {
  return createMiddleware<V1Env>(async (c, next) => {
    if (!c.var.apiKey.scopes.includes(scope)) throw permission('missing_scope', V1_MESSAGES.scope(scope));
    await next();
  });
}

/** The e-mail X-Mentor-Agent names, checked. */
export function agentEmailOf(header: string | undefined): string {
  const email = header?.trim().toLowerCase();
  if (!email)
    throw new V1Error(400, 'invalid_request_error', 'agent_missing', V1_MESSAGES.agentMissing, 'X-Mentor-Agent');
  if (email.length > 254 || !isValidEmail(email)) throw invalidParam('X-Mentor-Agent', V1_MESSAGES.agentInvalid);
  return email;
}

/**
 * The agent of the agency with this e-mail: the owner, or an employee of the plan. Null when the
 * address has no account yet (a write may then give it a seat). Another account, or a seat that is
 * Not Active, is refused.
 */
async function findAgent(deps: AppDeps, plan: PlanAccess, email: string): Promise<Agent | null> {
  const user = await deps.db
    .selectFrom('users')
    .select(['id', 'email', 'name'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (!user) return null;
  if (user.id === plan.owner_id) return user;
  const seat = await deps.db
    .selectFrom('employees')
    .select('status')
    .where('user_plan_id', '=', plan.user_plan_id)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (!seat) throw permission('agent_not_in_agency', V1_MESSAGES.agentOther);
  if (!seat.status) throw permission('seat_inactive', V1_MESSAGES.seatInactive);
  return user;
}

/**
 * Resolves X-Mentor-Agent. Writes (`claim`) give a new address a seat, under the plan's seat lock
 * the widget's sign-ins take (embed/seats.ts), so concurrent calls never overfill the plan; reads
 * never take a seat.
 */
export function resolveAgent({ claim }: { claim: boolean }) {
  return createMiddleware<V1Env>(async (c, next) => {
    const email = agentEmailOf(c.req.header(AGENT_HEADER));
    const { deps, plan } = c.var;
    await applyLimit(c, `agent:${plan.user_plan_id}:${email}`, deps.config.apiRateLimits.perAgent, 'for this agent');
    let agent = await findAgent(deps, plan, email);
    if (!agent && claim) {
      const named = c.req.header(AGENT_NAME_HEADER)?.trim().slice(0, 100);
      try {
        await claimSeat(deps, plan, { email, name: named || email.split('@')[0]! });
      } catch (error) {
        if (!(error instanceof ReplyError)) throw error;
        if (error.status === 409) throw permission('agent_not_in_agency', V1_MESSAGES.agentOther);
        throw permission('no_free_seat', V1_MESSAGES.noSeat);
      }
      agent = await findAgent(deps, plan, email);
    }
    c.set('agent', agent);
    await next();
  });
}
