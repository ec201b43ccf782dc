import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * A react-hook-form resolver for a shared zod schema that is imported on demand, so zod and
 * the schema stay out of the page's first load (docs/decisions/005). `load` fetches them
 * ahead of the first validation (call it once the page has rendered).
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  importSchema: () => Promise<z.ZodType<Output, Input>>,
): { load: () => Promise<Resolver<Input, unknown, Output>>; resolver: Resolver<Input, unknown, Output> } {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const load = () => {
    if (!loading) {
      loading = Promise.all([import("@hookform/resolvers/zod"), importSchema()]).then(([{ zodResolver }, schema]) =>
        zodResolver(schema),
      );
      // A failed download is tried again at the next validation.
      loading.catch(() => {
        loading = undefined;
      });
    }
    return loading;
  };
  return { load, resolver: async (values, context, options) => (await load())(values, context, options) };
}
