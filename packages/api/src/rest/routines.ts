import { routineMessages } from "@onepercent/validators";
import { appRouter } from "../root";
import { deleted, type RestRow, row } from "./types";

const { routines } = appRouter;

/** The spec's paths and their /api twins, as for the Focus paths (rest/focus.ts). */
const list = ["/routines", "/api/routines"];
const one = list.map((path) => `${path}/:id`);

/** The routines calls of training-and-tools.md §7: the view already carries the legacy `_id`. */
export const routineRows: RestRow[] = [
  row({ method: "GET", path: list, access: "user", procedure: routines.list }),
  row({ method: "POST", path: list, access: "user", status: 201, procedure: routines.create }),
  row({
    method: "DELETE",
    path: one,
    access: "user",
    procedure: routines.delete,
    input: ({ params }) => ({ id: params.id }),
    answer: deleted(routineMessages.deleted),
  }),
];
