/**
 * The daily writes that go through the outbox (issue 28, decision 034), by procedure, with the
 * input each takes. Types only: a page that writes imports this without loading the outbox.
 */
import type { AppRouter } from "@onepercent/api";
import type { inferRouterInputs } from "@trpc/server";

type Inputs = inferRouterInputs<AppRouter>;

export interface OutboxWrites {
  "habits.setDay": Inputs["habits"]["setDay"];
  "habits.setNote": Inputs["habits"]["setNote"];
  "journal.save": Inputs["journal"]["save"];
  "planner.checkIn.save": Inputs["planner"]["checkIn"]["save"];
  "focus.breathwork.saveSession": Inputs["focus"]["breathwork"]["saveSession"];
  "focus.relaxation.saveSession": Inputs["focus"]["relaxation"]["saveSession"];
  "focus.concentration.saveAttempt": Inputs["focus"]["concentration"]["saveAttempt"];
  "routines.create": Inputs["routines"]["create"];
  "routines.delete": Inputs["routines"]["delete"];
  "routines.rehearsed": Inputs["routines"]["rehearsed"];
}

export type OutboxKindName = keyof OutboxWrites;

/** One write as a page hands it over: the procedure, its input and its idempotency key. */
export interface OutboxWrite<K extends OutboxKindName = OutboxKindName> {
  kind: K;
  input: OutboxWrites[K];
  key: string;
}
