/** The part of a pino logger the simulator uses, so tests can pass a silent one. */
export interface SimLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  debug(obj: object, msg?: string): void;
}

export const silentLogger: SimLogger = { info: () => {}, warn: () => {}, debug: () => {} };
