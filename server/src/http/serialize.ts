import { isDeepStrictEqual } from 'node:util';
import build from 'fast-json-stringify';
import type { FastifyInstance, FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';

/*
 * Answers are written by fast-json-stringify from each route's response schema (the zod schemas
 * of domain/*-view.ts, decision 067): code generated once per schema that writes exactly the
 * declared fields, about twice as fast as JSON.stringify. It drops what a schema does not declare
 * and coerces what it declares otherwise, so the test app checks every answer it writes against
 * JSON.stringify of the same value (checkedSerializers).
 */

type JsonSchema = { [key: string]: unknown };

/** fast-json-stringify tells a string from the other types by trying them in this order. */
const TYPE_ORDER = ['null', 'array', 'object', 'integer', 'number', 'boolean', 'string'];

/**
 * `anyOf` of plain types (zod's nullable objects, unions of primitives) as one schema with a list
 * of types, which fast-json-stringify writes with a `typeof` test per type; it would otherwise
 * validate each branch with Ajv on every value.
 */
function mergedAnyOf(branches: JsonSchema[]): JsonSchema | undefined {
  const types = branches.map((b) => b.type);
  if (!types.every((t) => typeof t === 'string') || new Set(types).size !== types.length)
    return undefined;
  const merged: JsonSchema = {};
  for (const branch of branches) {
    const { type: _type, const: only, ...rest } = branch;
    // fast-json-stringify writes a `const` whatever the value: an enum of one keeps it honest.
    if (only !== undefined) rest.enum = [only];
    for (const [key, value] of Object.entries(rest)) {
      if (key in merged && !isDeepStrictEqual(merged[key], value)) return undefined;
      merged[key] = value;
    }
  }
  merged.type = (types as string[]).sort((a, b) => TYPE_ORDER.indexOf(a) - TYPE_ORDER.indexOf(b));
  // The schema stays true to the values (Ajv checks them where an anyOf is left): null is one.
  if (Array.isArray(merged.enum) && types.includes('null')) merged.enum = [...merged.enum, null];
  return merged;
}

/** The schema with every `anyOf` it can merge merged, all the way down. */
function simplified(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplified);
  if (node === null || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = simplified(value);
  if (Array.isArray(out.anyOf)) {
    const merged = mergedAnyOf(out.anyOf as JsonSchema[]);
    if (merged) {
      const { anyOf: _anyOf, ...rest } = out;
      return { ...rest, ...merged };
    }
  }
  return out;
}

/** A response schema as the JSON Schema fast-json-stringify compiles. */
export function answerJsonSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'output',
    unrepresentable: 'throw',
    reused: 'inline',
  });
  const { $schema: _schema, ...rest } = json as JsonSchema;
  return simplified(rest) as JsonSchema;
}

const compiled = new WeakMap<z.ZodType, (value: unknown) => string>();

/** The serializer of a response schema, compiled once per process for every app that uses it. */
export function serializerOf(schema: z.ZodType): (value: unknown) => string {
  let serialize = compiled.get(schema);
  if (!serialize) {
    serialize = build(answerJsonSchema(schema) as unknown as Parameters<typeof build>[0]) as (
      value: unknown,
    ) => string;
    compiled.set(schema, serialize);
  }
  return serialize;
}

function isZod(schema: unknown): schema is z.ZodType {
  return schema instanceof $ZodType;
}

/** Fastify's serializer compiler for the routes' zod response schemas. */
export const answerSerializers: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  if (!isZod(schema)) throw new Error(`${method} ${url}: a response schema must be a zod schema`);
  return serializerOf(schema);
};

/** An answer the serializer wrote otherwise than JSON.stringify would have. */
export class AnswerMismatch extends Error {}

/**
 * The serializers, each answer checked: what fast-json-stringify wrote must read back as what
 * JSON.stringify writes of the same value, or the request fails with the difference. The test app
 * turns it on, so the whole suite, the route matrix and the fuzzer show that no schema loses or
 * changes a field.
 */
export const checkedSerializers: FastifySerializerCompiler<unknown> = (route) => {
  const serialize = answerSerializers(route);
  const where = `${route.method} ${route.url} (${route.httpStatus})`;
  return (value) => {
    let text: string;
    try {
      text = serialize(value);
    } catch (err) {
      // Also on the console: the failed request answers 500 without it.
      console.error(`${where}: the response schema cannot write the answer: ${String(err)}`);
      throw err;
    }
    const expected = JSON.parse(JSON.stringify(value) ?? 'null');
    const written = JSON.parse(text);
    if (!isDeepStrictEqual(written, expected)) {
      const message =
        `${where}: the response schema wrote\n` +
        `${text.slice(0, 2000)}\nwhere JSON.stringify writes\n${JSON.stringify(value)?.slice(0, 2000)}`;
      // Also on the console: the failed request answers 500 without it.
      console.error(message);
      throw new AnswerMismatch(message);
    }
    return text;
  };
};

/**
 * With the check on, a JSON answer of 2xx from a route without a response schema for its status
 * fails too, so every answer the suite sees went through a schema.
 */
export function requireAnswerSchemas(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const status = reply.statusCode;
    if (status < 200 || status >= 300 || payload === null || payload === undefined) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    const schema = request.routeOptions.schema as
      | { hide?: boolean; response?: Record<string, unknown> }
      | undefined;
    if (!type.startsWith('application/json') || schema?.hide) return payload;
    const response = schema?.response ?? {};
    if (String(status) in response || '2xx' in response) return payload;
    const message = `${request.method} ${request.routeOptions.url} answered ${status} without a response schema`;
    console.error(message);
    throw new AnswerMismatch(message);
  });
}
