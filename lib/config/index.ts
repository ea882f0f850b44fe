import { SETTINGS, type SettingName, type SettingValue } from "./definition";

type Environment = Record<string, string | undefined>;

/** A setting whose value is not one it accepts; the message names the setting, what it accepts and what it got. */
class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigError";
  }
}

// Read per call, parsed once per distinct value: the tests change settings at run time, and a start checks them
// all at once (checkConfigAtStartup) so that a wrong value stops it before anything reads it.
const parsed = new Map<SettingName, { raw: string; value: unknown }>();

/** The setting's value by its definition (lib/config/definition.ts); unset or empty takes its default. */
export function setting<N extends SettingName>(name: N, env: Environment = process.env): SettingValue<N> {
  const definition = SETTINGS[name];
  const raw = env[name]?.trim();
  if (raw === undefined || raw === "") return definition.fallback as SettingValue<N>;
  const known = parsed.get(name);
  if (known?.raw === raw) return known.value as SettingValue<N>;
  const result = definition.schema.safeParse(raw);
  if (!result.success) throw new ConfigError(`${name} must be ${definition.accepted} (got ${JSON.stringify(env[name])})`);
  parsed.set(name, { raw, value: result.data });
  return result.data as SettingValue<N>;
}

/** Every wrong setting, each with what it accepts (empty when all are right). */
export function configProblems(env: Environment = process.env): string[] {
  const problems: string[] = [];
  for (const name of Object.keys(SETTINGS) as SettingName[]) {
    try {
      setting(name, env);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems.push(error.message);
    }
  }
  return problems;
}

/** Stops a server or worker at start, naming every wrong setting. */
export function checkConfigAtStartup(): void {
  const problems = configProblems();
  if (problems.length === 0) return;
  for (const problem of problems) console.error(`> Cannot start: ${problem}`);
  process.exit(1);
}
