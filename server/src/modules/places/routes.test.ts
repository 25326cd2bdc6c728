import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { installErrorHandling } from '../../http/errors.ts';
import type { PlacesProvider } from './provider.ts';
import { placeRoutes } from './routes.ts';

/** The routes in a bare Fastify app set up like the real one; no database involved. */
async function placesApp(deps: { places?: PlacesProvider } = {}) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  await app.register(placeRoutes(deps), { prefix: '/api' });
  await app.ready();
  return app;
}

let app: Awaited<ReturnType<typeof placesApp>> | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const get = async (url: string, deps?: { places?: PlacesProvider }) => {
  app ??= await placesApp(deps);
  return app.inject({ method: 'GET', url });
};

describe('GET /api/places/search', () => {
  it('answers the suggestions, best first', async () => {
    const res = await get('/api/places/search?q=toronto');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.json()[0]).toEqual({
      id: 'city:ON:Toronto',
      label: 'Toronto, ON, Canada',
      street_address: '',
      city: 'Toronto',
      province: 'ON',
      country: 'Canada',
      postal: '',
      lat: 43.7,
      lng: -79.416,
    });
  });

  it('keeps to the limit, 8 by default', async () => {
    expect((await get('/api/places/search?q=spring')).json()).toHaveLength(8);
    expect((await get('/api/places/search?q=spring&limit=3')).json()).toHaveLength(3);
  });

  it('answers an empty list for an unknown place', async () => {
    const res = await get(`/api/places/search?q=${encodeURIComponent('Nowhere at all')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it.each([
    ['', 'Search text is required'],
    ['?q=', 'Search text is required'],
    ['?q=%20%20', 'Search text is required'],
    [`?q=${'a'.repeat(101)}`, 'Search text must be at most 100 characters'],
    ['?q=paris&limit=0', 'Limit must be a whole number from 1 to 20'],
    ['?q=paris&limit=21', 'Limit must be a whole number from 1 to 20'],
    ['?q=paris&limit=two', 'Limit must be a whole number from 1 to 20'],
  ])('answers 400 for %s', async (query, msg) => {
    const res = await get(`/api/places/search${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: [expect.objectContaining({ msg })] });
  });
});

describe('GET /api/places/reverse', () => {
  it('answers the nearest place', async () => {
    const res = await get('/api/places/reverse?lat=49.2827&lng=-123.1207');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ city: 'Vancouver', province: 'BC', country: 'Canada' });
  });

  it.each([
    ['lat=51.5074&lng=-0.1278', 'Only locations in Canada and the US are supported'],
    ['lat=25.0443&lng=-77.3504', 'Only locations in Canada and the US are supported'],
    ['lng=-79.38', 'Latitude must be a number from -90 to 90'],
    ['lat=&lng=-79.38', 'Latitude must be a number from -90 to 90'],
    ['lat=43.65&lng=west', 'Longitude must be a number from -180 to 180'],
    ['lat=95&lng=-79.38', 'Latitude must be a number from -90 to 90'],
  ])('answers 400 for %s', async (query, msg) => {
    const res = await get(`/api/places/reverse?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: [expect.objectContaining({ msg })] });
  });
});

describe('placeRoutes with another provider', () => {
  const calls: string[] = [];
  const stub: PlacesProvider = {
    search: async (q, limit) => {
      calls.push(`search ${q} ${limit}`);
      return [];
    },
    reverse: async () => null,
    warm: () => calls.push('warm'),
  };

  it('asks the provider it was given', async () => {
    await get('/api/places/search?q=Main%20St&limit=5', { places: stub });
    expect(calls).toContain('search Main St 5');
    expect((await get('/api/places/reverse?lat=43.65&lng=-79.38')).statusCode).toBe(400);
  });

  it('warms the provider once the server listens', async () => {
    app = await placesApp({ places: stub });
    await app.listen({ port: 0, host: '127.0.0.1' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toContain('warm');
  });
});
