/** The athlete deletes a routine made offline (issue 28): see `dropMadeOffline`. */
import { newIdempotencyKey } from "../idempotency-links";
import { outboxFor } from "./outbox-client";
import { dropMadeOffline } from "./routine-outbox";

export const dropOfflineRoutine = (userId: string, localId: string): Promise<void> =>
  dropMadeOffline(outboxFor(userId), localId, newIdempotencyKey());
