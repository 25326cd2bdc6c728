import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../http/context.ts';
import type { SlotWatchers } from '../modules/live-slots/watchers.ts';
import { healthViewSchema } from '@slotmap/domain/account-view';
import { businessRegisterRoutes } from './business-register-routes.ts';
import { reminderRoutes } from '../modules/reminders/routes.ts';
import { calendarRoutes } from '../modules/calendars/routes.ts';
import { outboxHealth } from '../jobs/outbox-health.ts';
import { accountRoutes } from '../modules/accounts/routes.ts';
import { adminRoutes } from '../modules/admin/routes.ts';
import { historyRoutes } from '../modules/bookings/history-routes.ts';
import { relayRoutes } from '../modules/bookings/relay-routes.ts';
import { bookingRoutes } from '../modules/bookings/routes.ts';
import { claimRoutes } from '../modules/claims/routes.ts';
import { companyRoutes } from '../modules/companies/routes.ts';
import { discoveryRoutes } from '../modules/discovery/routes.ts';
import { listingRoutes } from '../modules/listings/routes.ts';
import { messageRoutes } from '../modules/messages/routes.ts';
import { placeRoutes } from '../modules/places/routes.ts';
import { profileRoutes } from '../modules/profiles/routes.ts';
import { uploadRoutes } from '../modules/uploads/routes.ts';
import { offerRoutes } from '../modules/waitlists/offer-routes.ts';
import { waitlistRoutes } from '../modules/waitlists/routes.ts';
import { reviewRoutes } from '../modules/reviews/routes.ts';
import { liveSlotRoutes } from '../modules/live-slots/routes.ts';

/** Every route under /api: each module's own, and the health check. */
export function apiRoutes(ctx: AppContext, slotWatchers: SlotWatchers): FastifyPluginAsync {
  return async (api) => {
    // Counts only; a dead letter is a notice nobody received, for monitoring to alert on.
    api.get('/health', { schema: { response: { 200: healthViewSchema } } }, async () => ({
      status: 'ok' as const,
      outbox: await outboxHealth(ctx.db),
    }));
    await api.register(accountRoutes(ctx));
    await api.register(profileRoutes(ctx));
    await api.register(messageRoutes(ctx));
    await api.register(companyRoutes(ctx));
    await api.register(businessRegisterRoutes(ctx));
    await api.register(discoveryRoutes(ctx));
    await api.register(claimRoutes(ctx));
    await api.register(bookingRoutes(ctx));
    await api.register(historyRoutes(ctx));
    await api.register(relayRoutes(ctx));
    await api.register(uploadRoutes(ctx));
    await api.register(placeRoutes());
    await api.register(waitlistRoutes(ctx));
    await api.register(adminRoutes(ctx));
    await api.register(offerRoutes(ctx));
    await api.register(listingRoutes(ctx));
    await api.register(calendarRoutes(ctx));
    await api.register(reminderRoutes(ctx));
    await api.register(reviewRoutes(ctx));
    await api.register(liveSlotRoutes(ctx, slotWatchers));
  };
}
