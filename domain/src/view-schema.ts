import { z } from 'zod';

/*
 * The API's answers are written down once, as zod schemas: their TypeScript types are inferred
 * from them (what the presenters return and the web app reads), and the server compiles each into
 * the serializer of its routes and the OpenAPI document's responses (decision 067). A schema of a
 * type the domain's logic already names (a closure, a day of slots) is checked against it both
 * ways with `sameShape`.
 */

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** The schema, as long as its output and `T` are each assignable to the other. */
export const sameShape =
  <T>() =>
  <S extends z.ZodType>(schema: S & (Same<z.output<S>, T> extends true ? unknown : never)): S =>
    schema;

/** A page of a paged list (`limit`, `page` from 1); `total` counts every match. */
export const pageViewSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), limit: z.number() });

/** What a change answers when there is nothing else to say: `{"msg": "Service Removed"}`. */
export const msgViewSchema = z.object({ msg: z.string() });
export type MsgView = z.output<typeof msgViewSchema>;

/** An ISO instant, as every answer writes times. */
export const isoInstantView = z.string();

/**
 * A schema that writes every `T` (each `T` fits its output), typed as `T`: for a union the
 * answers keep precise (an intake answer's value by its question's type) while the serializer
 * writes one plain shape for all of them.
 */
export const writesAs =
  <T>() =>
  <S extends z.ZodType>(schema: S & ([T] extends [z.output<S>] ? unknown : never)): z.ZodType<T> =>
    schema as unknown as z.ZodType<T>;
