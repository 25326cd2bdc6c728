import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import {
  readServerState,
  readsZonesAlike,
  SERVER_STATE_ID,
  type ServerState,
  serverStateJson,
  zonesOf,
} from './server-state.ts';
import { zoneReadings } from './zone-rules.ts';

const clock = { now: Date.UTC(2026, 11, 1, 15), viewerZone: 'America/Toronto' };

/** A page as the server writes it: the state in its script element, then what follows it. */
function served(state: ServerState): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = `<div id="root"></div><script type="application/json" id="${SERVER_STATE_ID}">${serverStateJson(state)}</script><p id="after">after</p>`;
  return doc;
}

describe('the state a server-drawn page hands the browser', () => {
  it('survives text that would end its script element, and comes back as it went', () => {
    const client = new QueryClient();
    client.setQueryData(['companies', 'one', 'a', null], {
      name: 'Bob</script><script>alert(1)</script>\u2028 & Sons',
    });
    const state: ServerState = { clock, queries: dehydrate(client), zones: {}, language: 'en' };
    expect(serverStateJson(state)).not.toContain('</script>');
    const doc = served(state);
    // The element ended where it should: what follows it is still in the page.
    expect(doc.getElementById('after')?.textContent).toBe('after');
    expect(readServerState(doc)).toEqual(JSON.parse(JSON.stringify(state)));
  });

  it('gives back a failed answer as the ApiError the page tells a 404 by', async () => {
    const client = new QueryClient();
    const error = new ApiError(404, ['Company not found'], {
      errors: [{ msg: 'Company not found' }],
    });
    await client.prefetchQuery({
      queryKey: ['companies', 'one', 'b', null],
      queryFn: () => Promise.reject(error),
      retry: false,
    });
    const queries = dehydrate(client, { shouldDehydrateQuery: () => true });
    const revived = readServerState(served({ clock, queries, zones: {}, language: 'en' }))?.queries
      .queries[0].state.error;
    expect(revived).toBeInstanceOf(ApiError);
    expect(revived).toMatchObject({ status: 404, messages: ['Company not found'] });
  });

  it('is absent from a page the browser draws alone', () => {
    const doc = document.implementation.createHTMLDocument('page');
    doc.body.innerHTML = '<div id="root"></div>';
    expect(readServerState(doc)).toBeNull();
  });
});

describe('whether this browser can hydrate the page', () => {
  const page = () => {
    const client = new QueryClient();
    client.setQueryData(['companies', 'lists', 1, ''], {
      items: [
        { _id: 'a', time_zone: 'America/Vancouver', services: [] },
        { _id: 'b', time_zone: 'America/Halifax', next_available: null },
      ],
    });
    return { clock, queries: dehydrate(client), language: 'en' as const };
  };

  it('knows the zones the page shows: the reader’s and each business’s', () => {
    expect(zonesOf(page())).toEqual(['America/Toronto', 'America/Halifax', 'America/Vancouver']);
  });

  it('hydrates where it reads every zone as the server did, and not where one reads otherwise', () => {
    const state = page();
    const zones = zoneReadings(zonesOf(state), clock.now);
    expect(readsZonesAlike({ ...state, zones })).toBe(true);
    // The server's data put Vancouver an hour off (an older or newer rule than this browser's).
    const older = {
      ...zones,
      'America/Vancouver': zones['America/Vancouver'].replace(/P[SD]T/g, 'PXT'),
    };
    expect(readsZonesAlike({ ...state, zones: older })).toBe(false);
  });
});
