import type { InjectionToken, Provider } from '@nestjs/common';

/** Named injection tokens: a class, or any token with the type of what it provides. */
export type TokenMap = Record<string, InjectionToken>;

/** What a token map provides: each (maybe abstract) class's instance, or the type given for another token. */
export type ProvidedBy<T extends TokenMap, Other = never> = {
  [K in keyof T]: T[K] extends abstract new (...args: never[]) => infer I ? I : Other;
};

/**
 * Hands objects built by hand to Nest as values, each under its token: the program builds its
 * services (and tests build them the same way), Nest only routes requests to controllers.
 */
export function valueProviders<T extends TokenMap>(
  tokens: T,
  values: { [K in keyof T]: unknown },
): Provider[] {
  return Object.keys(tokens).map((name) => ({ provide: tokens[name], useValue: values[name] }));
}
