import type { FastifyInstance } from 'fastify';

/**
 * Some HTTP clients send `content-type: application/json` on a DELETE without a body; there is
 * nothing to parse, so it is not a malformed request. Everything else parses as Fastify does.
 */
export function acceptBodilessDelete(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' && request.method === 'DELETE') {
      done(null, undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
}
