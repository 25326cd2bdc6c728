import type { Readable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/** The first chunk of a stream, or everything when it ends first. */
function firstChunk(stream: Readable): Promise<string> {
  return new Promise((resolve, reject) => {
    stream.once('data', (chunk: Buffer) => resolve(chunk.toString('utf8')));
    stream.once('end', () => resolve(''));
    stream.once('error', reject);
  });
}

async function whole(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * app.inject for a route whose answer may be an endless event stream (GET
 * /company/{id}/slots/stream), which a plain inject would wait on forever. An event stream is
 * read until its first chunk and then hung up on, as a closed tab does; any other answer (a
 * refusal) is read whole. Answers what the permission matrix and the fuzzer read of an answer.
 */
export async function injectEventStream(
  app: FastifyInstance,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  const res = await app.inject({ ...options, payloadAsStream: true });
  const stream = res.stream();
  const isStream = String(res.headers['content-type'] ?? '').startsWith('text/event-stream');
  const body = isStream ? await firstChunk(stream) : await whole(stream);
  if (isStream) res.raw.res.destroy();
  // The fields the callers read; the rest of a response is not made up.
  return {
    statusCode: res.statusCode,
    headers: res.headers,
    body,
    payload: body,
    json: () => JSON.parse(body),
  } as unknown as LightMyRequestResponse;
}
