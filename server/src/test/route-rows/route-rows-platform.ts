import { form, imageFile, PNG } from '../upload-kit.ts';
import { everyone, type RouteRow, signedIn } from './route-row.ts';

const DEV_MAILBOX =
  'the development mailbox shows every mail and text sent, by design; it exists only outside ' +
  'production without SMTP, and answers only this machine';

/** Uploads, places, the sitemap, health, the API documentation and the development pages. */
export const platformRows: RouteRow[] = [
  {
    route: 'POST /api/uploads',
    call: () => ({ url: '/api/uploads', multipart: form(imageFile(PNG)) }),
    expect: signedIn(201),
  },
  {
    // Served to whoever holds the signed address an answer gave them (decision 025).
    route: 'GET /api/uploads/:name',
    call: (w) => ({ url: w.upload.url }),
    expect: everyone(200),
  },
  {
    route: 'GET /api/places/search',
    call: () => ({ url: '/api/places/search?q=Toronto&limit=5' }),
    expect: everyone(200),
  },
  {
    route: 'GET /api/places/reverse',
    call: () => ({ url: '/api/places/reverse?lat=43.6532&lng=-79.3832' }),
    expect: everyone(200),
  },
  {
    // For search engines: every business page is public (decision 065).
    route: 'GET /sitemap.xml',
    call: () => ({ url: '/sitemap.xml?page=1' }),
    expect: everyone(200),
  },
  {
    route: 'GET /robots.txt',
    call: () => ({ url: '/robots.txt' }),
    expect: everyone(200),
  },
  {
    route: 'GET /api/health',
    call: () => ({ url: '/api/health' }),
    expect: everyone(200),
  },
  ...[
    ['GET /api/docs', '/api/docs', 200],
    ['GET /api/docs/json', '/api/docs/json', 200],
    ['GET /api/docs/yaml', '/api/docs/yaml', 200],
    ['GET /api/docs/static/index.html', '/api/docs/static/index.html', 302],
    ['GET /api/docs/static/swagger-initializer.js', '/api/docs/static/swagger-initializer.js', 200],
    ['GET /api/docs/static/*', '/api/docs/static/swagger-ui.css', 200],
  ].map(
    ([route, url, status]): RouteRow => ({
      route: route as string,
      call: () => ({ url: url as string }),
      expect: everyone(status as number),
    }),
  ),
  {
    route: 'GET /api/dev/mails',
    call: () => ({ url: '/api/dev/mails' }),
    expect: everyone(200),
    reveals: DEV_MAILBOX,
  },
  {
    route: 'GET /api/dev/texts',
    call: () => ({ url: '/api/dev/texts' }),
    expect: everyone(200),
    reveals: DEV_MAILBOX,
  },
  {
    route: 'GET /dev/mailbox',
    call: () => ({ url: '/dev/mailbox' }),
    expect: everyone(200),
    reveals: DEV_MAILBOX,
  },
  {
    route: 'GET /api/dev/clock',
    call: () => ({ url: '/api/dev/clock' }),
    expect: everyone(200),
  },
  {
    // Sets the clock to where the world already stands, so later rows see the same time.
    route: 'PUT /api/dev/clock',
    call: async (w) => ({
      url: '/api/dev/clock',
      body: { now: (await w.t.call('GET', '/api/dev/clock')).json().now },
    }),
    expect: everyone(200),
  },
];
