import { z } from "zod";

/**
 * A client's idempotency key for a create (decision 025): the `Idempotency-Key` header of a REST
 * call, `idempotencyKey` of a tRPC call. A retry with the same key gets the first answer.
 */
export const IdempotencyKey = z
  .string()
  .regex(/^[\x21-\x7e]{8,200}$/, "The idempotency key must be 8 to 200 visible characters");

/** The input every idempotent create accepts besides its own (tRPC merges the two). */
export const IdempotentInput = z.object({ idempotencyKey: IdempotencyKey.optional() });
