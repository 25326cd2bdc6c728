import {
  ONLY_CANADA_AND_US,
  placeListSchema,
  placeSchema,
  placeSearchQuerySchema,
  reverseGeocodeQuerySchema,
} from '@slotmap/domain/places';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../http/errors.ts';
import { embeddedPlacesProvider, type PlacesProvider } from './provider.ts';

/** Suggestions change only with a new gazetteer: let the browser reuse them for a while. */
const CACHE_CONTROL = 'public, max-age=3600';

/**
 * Public place search (address autocomplete) and reverse lookup (locate-me), both open to
 * anyone. `placeRoutes()` answers from the embedded gazetteer; `placeRoutes({ places })` from
 * another provider.
 */
export const placeRoutes =
  (deps: { places?: PlacesProvider } = {}): FastifyPluginAsyncZod =>
  async (app) => {
    const places = deps.places ?? embeddedPlacesProvider;
    // Build the index once the server listens, not on someone's first keystroke. (Tests use
    // inject() and never listen, so they only pay for it when they search.)
    app.addHook('onListen', async () => {
      setImmediate(() => places.warm?.());
    });

    app.get(
      '/places/search',
      { schema: { querystring: placeSearchQuerySchema, response: { 200: placeListSchema } } },
      async (request, reply) => {
        const { q, limit } = request.query;
        reply.header('cache-control', CACHE_CONTROL);
        return places.search(q, limit);
      },
    );

    app.get(
      '/places/reverse',
      { schema: { querystring: reverseGeocodeQuerySchema, response: { 200: placeSchema } } },
      async (request, reply) => {
        const place = await places.reverse(request.query.lat, request.query.lng);
        if (!place) throw badRequest(ONLY_CANADA_AND_US);
        reply.header('cache-control', CACHE_CONTROL);
        return place;
      },
    );
  };
