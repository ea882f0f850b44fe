import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

type Schema = z.ZodType<FieldValues, FieldValues>;

/**
 * The localized `zodResolver` (./zod-resolver) for a schema that is loaded after the page: zod and the schema
 * are not in the page's first JavaScript. In the browser the loading starts when the resolver is made (the form
 * mounts), so it is there by the time anyone submits; a submit that comes first waits for it. A failed load is
 * tried again on the next submit.
 */
export function lazyZodResolver<S extends Schema>(
  loadSchema: () => Promise<S>,
  schemaOptions?: object,
  resolverOptions?: { raw?: boolean },
): Resolver<z.input<S>, unknown, z.output<S>> {
  let loading: Promise<Resolver<z.input<S>, unknown, z.output<S>>> | undefined;
  const load = () =>
    (loading ??= Promise.all([loadSchema(), import("./zod-resolver")]).then(
      ([schema, { zodResolver }]) =>
        (zodResolver as (...args: unknown[]) => unknown)(schema, schemaOptions, resolverOptions) as Resolver<
          z.input<S>,
          unknown,
          z.output<S>
        >,
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  if (typeof window !== "undefined") load().catch(() => {});
  return async (values, context, options) => (await load())(values, context, options);
}
