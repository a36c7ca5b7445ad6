/** A setting that is missing, malformed or at odds with another: the server does not start. */
export class ConfigError extends Error {}

/** Stops the start, naming the setting and what is wrong with it. */
export function invalid(setting: string, message: string): never {
  throw new ConfigError(`Configuración no válida:\n${setting}: ${message}`);
}
