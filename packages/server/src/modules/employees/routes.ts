import { countryOptions, USER_ADDED, USER_UPDATED } from '@mentor/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { requireAuth } from '../../http/auth';
import { parseWith, password, readForm, readJson, requiredText, uuid } from '../../http/body';
import { clientIp } from '../../http/client-ip';
import { hitRateLimit } from '../../http/rate-limit';
import { reply } from '../../http/reply';
import { acceptInvitation, describeInvitation } from './invitations';
import { EMPLOYEE_MESSAGES } from './messages';
import * as employees from './service';

// An empty user_plan_id (a client without a plan of its own) means the caller's plan: the refusal then says why.
const planQuery = z.object({
  user_plan_id: z.preprocess((value) => (value === '' ? undefined : value), uuid('user_plan_id').optional()),
});
const employeeId = z.object({ _id: uuid('Employee id') });
const invitationToken = requiredText('The invitation token', 200);

// Built once at module load, not per request (issue 17: building them was 22 % of a hot route's CPU).
const deleteListBody = z.array(employeeId, {
  error: 'The body must be a list of {_id} of the employees to delete.',
});
const invitationBody = z.object({ token: invitationToken });
const acceptInvitationBody = z.object({
  token: invitationToken,
  password: password.min(1, { error: 'Password is required.' }),
});
const getEmployeeQuery = z.object({ id: uuid('Employee id') });
const setStatusBody = employeeId.extend({
  status: z.boolean({ error: 'status must be true (Active) or false (Not Active).' }),
});

/**
 * The employee calls of spec §7 (team seats of an Agency or Enterprise plan), and ours: the seat
 * meter, the status switch and invitations. Only the plan's owner may call them, for their own plan.
 * The invitation calls are public: the link's token is the permission.
 */
export const employeeRoutes = new Hono<AppEnv>()
  .post('/invitation', async (c) => {
    const input = await readJson(c, invitationBody);
    const deps = c.var.deps;
    await hitRateLimit(deps.db, deps.clock(), `invitation:ip:${clientIp(c)}`, deps.config.rateLimits.loginPerIp, 900);
    return reply(c, await describeInvitation(deps, input.token));
  })
  .post('/accept-invitation', async (c) => {
    const input = await readJson(c, acceptInvitationBody);
    const deps = c.var.deps;
    await hitRateLimit(deps.db, deps.clock(), `invitation:ip:${clientIp(c)}`, deps.config.rateLimits.loginPerIp, 900);
    await acceptInvitation(deps, input.token, input.password);
    return reply(c, null, EMPLOYEE_MESSAGES.passwordSet);
  })
  .use(requireAuth())
  .get('/dashboard-list', async (c) => {
    const query = parseWith(planQuery, c.req.query());
    const plan = await employees.employeePlanOf(c.var.deps, c.var.user.id);
    employees.assertOwnPlan(plan, query.user_plan_id);
    return reply(c, await employees.listForOwner(c.var.deps, plan));
  })
  .get('/seats', async (c) => {
    const query = parseWith(planQuery, c.req.query());
    const plan = await employees.employeePlanOf(c.var.deps, c.var.user.id);
    employees.assertOwnPlan(plan, query.user_plan_id);
    return reply(c, await employees.seatSummary(c.var.deps, plan));
  })
  .get('/get-employee', async (c) => {
    const query = parseWith(getEmployeeQuery, c.req.query());
    const plan = await employees.employeePlanOf(c.var.deps, c.var.user.id);
    return reply(c, await employees.employeeOf(c.var.deps.db, plan, query.id, c.var.deps.clock()));
  })
  .post('/add', async (c) => {
    const plan = await employees.employeePlanOf(c.var.deps, c.var.user.id);
    const form = await readForm(c);
    return reply(c, await employees.addEmployee(c.var.deps, plan, form), USER_ADDED);
  })
  .post('/edit', async (c) => {
    const plan = await employees.employeePlanOf(c.var.deps, c.var.user.id);
    const form = await readForm(c);
    const { id } = parseWith(getEmployeeQuery, form.fields);
    return reply(c, await employees.editEmployee(c.var.deps, plan, id, form), USER_UPDATED);
  })
  .post('/delete-list', async (c) => {
    const list = await readJson(c, deleteListBody);
    const plan = await employees.employeePlanOf(c.var.deps, c.var.user.id);
    const count = await employees.deleteEmployees(
      c.var.deps,
      plan,
      list.map((item) => item._id),
    );
    return reply(c, null, EMPLOYEE_MESSAGES.deleted(count));
  })
  .post('/set-status', async (c) => {
    const input = await readJson(c, setStatusBody);
    const plan = await employees.employeePlanOf(c.var.deps, c.var.user.id);
    const updated = await employees.setEmployeeStatus(c.var.deps, plan, input._id, input.status);
    return reply(c, updated, input.status ? EMPLOYEE_MESSAGES.activated : EMPLOYEE_MESSAGES.deactivated);
  })
  .post('/resend-invitation', async (c) => {
    const input = await readJson(c, employeeId);
    const plan = await employees.employeePlanOf(c.var.deps, c.var.user.id);
    return reply(c, await employees.resendInvitation(c.var.deps, plan, input._id), EMPLOYEE_MESSAGES.invitationSent);
  });

/** Lists for the employee form: the countries (one list, from @mentor/core, shared with the portal). */
export const miscRoutes = new Hono<AppEnv>().get('/rt-employee-add', (c) =>
  reply(c, { country_list: countryOptions() }),
);
