import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

type Schema = z.ZodType<FieldValues, FieldValues>;

/**
 * In the browser zod must build no parser with `new Function`: the console's CSP refuses eval and the browser reports
 * each refusal. zod probes for eval when it builds an object schema, and the schema module may be evaluated before
 * ./zod-resolver (which says the same through `z.config`): the setting goes on the global zod reads its settings
 * from before either loads, so nothing here loads zod itself.
 */
export function jitlessZod() {
  const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  (scope.__zod_globalConfig ??= {}).jitless = true;
}

/** What says someone is about to use the page: a press, a key, a field taking focus. */
const INTENT_EVENTS = ["pointerdown", "keydown", "focusin"] as const;

/** Runs `start` once, at the first of `INTENT_EVENTS` anywhere on the page. */
function onFirstIntent(start: () => void) {
  const run = () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, run, true);
    start();
  };
  for (const type of INTENT_EVENTS) window.addEventListener(type, run, { capture: true, passive: true });
}

/**
 * The localized `zodResolver` (./zod-resolver) for a schema that is loaded after the page: zod and the schema
 * are not in the page's first JavaScript. In the browser the loading starts at the first press, key or focus on
 * the page, so it is there by the time anyone submits, and a page only looked at never runs zod (on a phone its
 * evaluation was a long task while the page was starting); a submit that comes first waits for it. A failed load
 * is tried again on the next submit.
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
  if (typeof window !== "undefined") {
    jitlessZod();
    onFirstIntent(() => load().catch(() => {}));
  }
  return async (values, context, options) => (await load())(values, context, options);
}

/**
 * `lazyZodResolver` with `raw`: the schema judges the values and, when they pass, the form gets its own values back
 * as they were, not the schema's output. Such a form holds values of its own shape (an empty field, a number typed
 * as text) and makes the request body from them on submit, so the resolver is typed by the form's values `V`; the
 * schema's input and output types do not describe what it hands on.
 */
export function lazyRawResolver<V extends FieldValues>(loadSchema: () => Promise<Schema>): Resolver<V> {
  return lazyZodResolver(loadSchema, undefined, { raw: true }) as unknown as Resolver<V>;
}
