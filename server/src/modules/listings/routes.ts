import type { PlanCompanyView, PlanView } from '@slotmap/domain/listing-view';
import {
  chargedViewSchema,
  companyPlansViewSchema,
  inactivePlanListViewSchema,
  messageViewSchema,
  paymentConfigViewSchema,
  paymentStartedViewSchema as started,
  planCancelledViewSchema,
  planOffersViewSchema,
  renewedViewSchema,
  webhookReceivedViewSchema,
} from '@slotmap/domain/listing-view';
import {
  addFreeMonthSchema,
  cancelPlanSchema,
  chargeSchema,
  createIntentSchema,
  dollars,
  MSG_BAD_SIGNATURE,
  MSG_COMPLIMENTARY_ADDED,
  MSG_FREE_MONTH_ADDED,
  MSG_FREE_MONTH_APPLIED,
  MSG_PAID_BEFORE_CANCEL,
  MSG_PLANS_DELETED,
  planOffers,
  renewSchema,
} from '@slotmap/domain/listings';
import { pageQuerySchema } from '@slotmap/domain/paging';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AppContext, caller, requireAdmin, requireUser } from '../../http/context.ts';
import { badRequest } from '../../http/errors.ts';
import { sendPage } from '../../http/paging.ts';
import type { UserRow } from '../../http/auth.ts';
import type { PaymentEvent } from '../../integrations/payments/port.ts';
import { applyPaymentEvent } from './payment-events.ts';
import { pagePlans, plansOf } from './data.ts';
import { addFreeMonth, applyFreeMonth, cancelPlan, giveComplimentaryPlan } from './mutations.ts';
import { companyFor } from './owner.ts';
import { chargePlan, createPendingPlan, type PendingPlan } from './purchase.ts';
import { presentInactivePlan, presentPlan, presentPlanCompany } from './present.ts';

const companyParams = z.object({ companyId: z.string('Company id is required') });
export const MSG_WEBHOOK_NEEDS_STRIPE = 'Payment webhooks are only accepted when Stripe is set up';

/** Feature listings: plans, their payment and free months (docs/api-listings.md, decision 042). */
export const listingRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const auth = requireUser(ctx);
    const admin = requireAdmin(ctx);

    /**
     * An admin renewing someone else's business gives the plan (an admin has no card to pay
     * with); an owner renewing their own, admin or not, buys it.
     */
    const givenByAdmin = async (me: UserRow, companyId: string) =>
      me.isAdmin && (await companyFor(ctx.db, me, companyId)).userId !== me.id;

    app.get(
      '/feature/allPlans',
      { schema: { response: { 200: planOffersViewSchema } } },
      async () => planOffers(),
    );

    app.get(
      '/feature/config',
      { schema: { response: { 200: paymentConfigViewSchema } } },
      async () => ({
        provider: ctx.payments.kind,
        publishableKey: ctx.payments.publishableKey,
        testMode: ctx.payments.kind === 'test',
      }),
    );

    app.get(
      '/feature/plans/:companyId',
      {
        preHandler: auth,
        schema: { params: companyParams, response: { 200: companyPlansViewSchema } },
      },
      async (request) => {
        const company = await companyFor(ctx.db, caller(request), request.params.companyId);
        const plans = await plansOf(ctx.db, company.id);
        const answer: [PlanCompanyView, ...PlanView[]] = [
          presentPlanCompany(company),
          ...plans.map(presentPlan),
        ];
        return answer;
      },
    );

    /** A started purchase: 201 when new, 200 when the browser's key named one started before. */
    const paymentAnswer = ({ plan, clientSecret }: PendingPlan) => ({
      client_secret: clientSecret,
      paymentIntentId: plan.paymentIntentId,
      planId: plan.id,
      amount: dollars(plan.amountCents),
      testMode: ctx.payments.kind === 'test',
      plan: presentPlan(plan),
    });

    app.post(
      '/feature/create-payment-intent',
      {
        preHandler: auth,
        schema: { body: createIntentSchema, response: { 200: started, 201: started } },
      },
      async (request, reply) => {
        const started = await createPendingPlan(ctx, caller(request), request.body);
        return reply.status(started.created ? 201 : 200).send(paymentAnswer(started));
      },
    );

    app.post(
      '/feature/stripe/charge',
      {
        preHandler: auth,
        schema: {
          body: chargeSchema,
          response: { 200: chargedViewSchema, 202: chargedViewSchema },
        },
      },
      async (request, reply) => {
        const { status, plan, company } = await chargePlan(ctx, caller(request), request.body);
        return reply.status(status).send({
          success: status === 200,
          company: presentPlanCompany(company),
          plan: presentPlan(plan),
        });
      },
    );

    app.post(
      '/feature/renew',
      {
        preHandler: auth,
        schema: { body: renewSchema, response: { 200: started, 201: renewedViewSchema } },
      },
      async (request, reply) => {
        const body = request.body;
        if (body.isReferalMonth || body.isReferalMonthFromAdmin) {
          const { plan, company } = await applyFreeMonth(ctx, caller(request), body.companyID);
          return reply.status(201).send({
            message: MSG_FREE_MONTH_APPLIED,
            company: presentPlanCompany(company),
            plan: presentPlan(plan),
          });
        }
        const me = caller(request);
        if (await givenByAdmin(me, body.companyID)) {
          const { plan, company } = await giveComplimentaryPlan(ctx, me, body.companyID, body.plan);
          return reply.status(201).send({
            message: MSG_COMPLIMENTARY_ADDED,
            company: presentPlanCompany(company),
            plan: presentPlan(plan),
          });
        }
        const started = await createPendingPlan(ctx, me, body);
        return reply.status(started.created ? 201 : 200).send(paymentAnswer(started));
      },
    );

    app.post(
      '/feature/plans/currentinactive',
      {
        preHandler: auth,
        schema: { body: cancelPlanSchema, response: { 200: planCancelledViewSchema } },
      },
      async (request) => {
        const { company, cancelled } = await cancelPlan(ctx, caller(request), request.body.id);
        return {
          message: cancelled ? MSG_PLANS_DELETED : MSG_PAID_BEFORE_CANCEL,
          cancelled,
          company: presentPlanCompany(company),
        };
      },
    );

    app.get(
      '/feature/inavtive',
      {
        preHandler: admin,
        schema: { querystring: pageQuerySchema, response: { 200: inactivePlanListViewSchema } },
      },
      async (request, reply) => {
        const { rows, total } = await pagePlans(ctx.db, 'inactive', request.query);
        return sendPage(reply, rows.map(presentInactivePlan), total);
      },
    );

    app.post(
      '/feature/add-free-month',
      {
        preHandler: admin,
        schema: { body: addFreeMonthSchema, response: { 200: messageViewSchema } },
      },
      async (request) => {
        const { userId, companyId } = request.body;
        await addFreeMonth(ctx.db, caller(request), userId, companyId);
        return { message: MSG_FREE_MONTH_ADDED };
      },
    );

    await app.register(webhookRoute(ctx));
  };

/**
 * POST /feature/stripe/webhook: Stripe signs the exact bytes it sent, so this one route reads
 * its JSON body as a Buffer (its own content-type parser, kept inside this plugin).
 */
const webhookRoute = (ctx: AppContext) => async (app: FastifyInstance) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    '/feature/stripe/webhook',
    { bodyLimit: 256 * 1024, schema: { response: { 200: webhookReceivedViewSchema } } },
    async (request) => {
      const { payments } = ctx;
      if (!payments.parseWebhook) throw badRequest(MSG_WEBHOOK_NEEDS_STRIPE);
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      let event: PaymentEvent;
      try {
        event = payments.parseWebhook(raw, typeof signature === 'string' ? signature : undefined);
      } catch {
        throw badRequest(MSG_BAD_SIGNATURE);
      }
      await applyPaymentEvent(ctx.db, event, ctx.clock());
      return { received: true as const };
    },
  );
};
