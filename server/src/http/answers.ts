import { msgViewSchema } from '@slotmap/domain/view-schema';

/**
 * The response schema of a call that answers 200 with `{"msg": "…"}` only, for a route's options:
 * `{ schema: msgAnswer }`, or spread beside its other schemas.
 */
export const msgAnswer = { response: { 200: msgViewSchema } };
