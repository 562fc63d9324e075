import { EMPLOYEE_IMAGE_TOO_LARGE, ErrorCode, MAX_EMPLOYEE_IMAGE_BYTES } from '@mentor/core';
import { Hono, type Context, type Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import type { AppDeps, AppEnv } from './context';
import { closeIfBodyUnread } from './http/connection';
import { ReplyError, replyError } from './http/reply';
import { mountStatic } from './http/static';
import { apiKeyRoutes } from './modules/api-v1/portal-routes';
import { createV1App } from './modules/api-v1/routes';
import { categoryRoutes, chatHeadRoutes, chatRoutes } from './modules/chat/routes';
import { contactRoutes, faqRoutes } from './modules/content/routes';
import { embedCors } from './modules/embed/cors';
import { embedRoutes } from './modules/embed/routes';
import { employeeRoutes, miscRoutes } from './modules/employees/routes';
import { fileRoutes } from './modules/files/routes';
import { localPaymentRoutes } from './modules/payments/local/routes';
import { stripeWebhookRoutes } from './modules/payments/stripe/routes';
import { StripePaymentProvider } from './modules/payments/stripe/stripe-provider';
import { discountRoutes, planRoutes } from './modules/plans/routes';
import { referralPlanRoutes } from './modules/referrals/routes';
import { bankDetailRoutes, walletRoutes } from './modules/wallet/routes';
import { businessRoleRoutes, hearFromRoutes, lookupRoutes } from './modules/onboarding/routes';
import { systemRoutes } from './modules/system/routes';
import { userRoutes } from './modules/users/routes';
import { accountRoutes } from './modules/account/routes';

const KB = 1024;
/** JSON bodies are small; forms that carry an image get room for the 2 MB image plus fields. */
const JSON_LIMIT = 64 * KB;
const FORM_LIMIT = 3 * KB * KB;
/** The employee form carries a photo of up to 3.1 MB (the spec's hint), plus its fields. */
const EMPLOYEE_FORM_LIMIT = MAX_EMPLOYEE_IMAGE_BYTES + 64 * KB;
const EMPLOYEE_FORM_ROUTES = new Set(['/api/employee/add', '/api/employee/edit']);
/** JSON replies from this size are compressed. */
const COMPRESS_FROM = 4 * KB;
const FORM_ROUTES = new Set(['/api/user/new-user', '/api/user/post']);

async function noStoreUnlessSet(c: Context, next: Next) {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
}

export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use(async (c, next) => {
    c.set('deps', deps);
    const started = performance.now();
    await next();
    if (c.req.path.startsWith('/api/')) {
      deps.log.info(
        {
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms: Math.round((performance.now() - started) * 10) / 10,
        },
        'request',
      );
    }
  });
  app.use(closeIfBodyUnread);
  app.use(secureHeaders({ crossOriginResourcePolicy: false, crossOriginEmbedderPolicy: false }));
  // Before anything else under /api: preflights end here, and widget requests from other origins are checked per key.
  app.use('/api/*', embedCors);
  // API replies carry tokens and personal data: no browser or proxy cache keeps them, unless a
  // route says otherwise for public content.
  app.use('/api/*', noStoreUnlessSet);
  app.use('/v1/*', noStoreUnlessSet);
  // Long JSON replies (a thread's history runs to megabytes) go gzip to clients that accept it. Short
  // ones stay as they are: gzip halved the requests per second on the 2.6 KB category list. The reply
  // stream (text/event-stream) is left alone, since compressing it would hold its events back.
  app.use(
    '/api/*',
    compress({ encoding: 'gzip', threshold: COMPRESS_FROM, contentTypeFilter: /^application\/json\b/ }),
  );
  const limitOf = (maxSize: number, tooLarge: string) =>
    bodyLimit({ maxSize, onError: (ctx) => replyError(ctx, new ReplyError(ErrorCode.failed, tooLarge, 413)) });
  const employeeFormLimit = limitOf(EMPLOYEE_FORM_LIMIT, EMPLOYEE_IMAGE_TOO_LARGE);
  const photoFormLimit = limitOf(FORM_LIMIT, 'Image size must not exceed 2MB.');
  const formLimit = limitOf(FORM_LIMIT, 'The request is too large.');
  const jsonLimit = limitOf(JSON_LIMIT, 'The request is too large.');
  app.use('/api/*', (c, next) => {
    // A GET or HEAD has no body for a handler to read (the fetch API gives it none), so bodyLimit let it
    // pass anyway; asking it would only build a full Request object (a tenth of a hot GET's CPU).
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const limit = EMPLOYEE_FORM_ROUTES.has(c.req.path)
      ? employeeFormLimit
      : c.req.path === '/api/user/post'
        ? photoFormLimit
        : FORM_ROUTES.has(c.req.path)
          ? formLimit
          : jsonLimit;
    return limit(c, next);
  });

  app.route('/api', systemRoutes);
  app.route('/api/user', userRoutes);
  app.route('/api/user', accountRoutes);
  app.route('/api/lookup', lookupRoutes);
  app.route('/api/user-business-role', businessRoleRoutes);
  app.route('/api/hear-from', hearFromRoutes);
  app.route('/api/faq', faqRoutes);
  app.route('/api/category', categoryRoutes);
  app.route('/api/chat-head', chatHeadRoutes);
  app.route('/api/chat', chatRoutes);
  // The visitor's referral calls first: the plan router answers everything after it with its auth check.
  app.route('/api/plan', referralPlanRoutes);
  app.route('/api/plan', planRoutes);
  app.route('/api/wallet', walletRoutes);
  app.route('/api/user-bank-detail', bankDetailRoutes);
  app.route('/api/discount', discountRoutes);
  if (deps.payments.name === 'local') app.route('/api/payments/local', localPaymentRoutes);
  if (deps.payments instanceof StripePaymentProvider && deps.config.stripe.webhookSecret) {
    app.route('/api/payments/stripe', stripeWebhookRoutes(deps.payments, deps.config.stripe.webhookSecret));
  }
  app.route('/api/contact-us', contactRoutes);
  app.route('/api/embed', embedRoutes);
  app.route('/api/employee', employeeRoutes);
  app.route('/api/misc', miscRoutes);
  app.route('/api/api-keys', apiKeyRoutes);
  // The public API for integrators: its own errors, keys, limits and OpenAPI document (docs/api-v1.md).
  app.route('/v1', createV1App());
  app.route('/', fileRoutes);

  app.all('/api/*', (c) =>
    replyError(c, new ReplyError(ErrorCode.not_exist, `There is no API call ${c.req.method} ${c.req.path}.`, 404)),
  );
  mountStatic(app, deps.config.staticRoot, deps.config.serveExamples);

  app.onError((error, c) => {
    if (error instanceof ReplyError) return replyError(c, error);
    deps.log.error({ err: error, path: c.req.path }, 'unhandled error');
    return replyError(
      c,
      new ReplyError(ErrorCode.exception, 'Something went wrong on our side. Please try again.', 500),
    );
  });
  app.notFound((c) => replyError(c, new ReplyError(ErrorCode.not_exist, 'Not found.', 404)));
  return app;
}
