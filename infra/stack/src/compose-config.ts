/**
 * docker-compose.yml as the one source of configuration: reading it (compose-file.ts) and laying
 * its programs out on one host (native-layout.ts) as programs to start (program-spec.ts).
 */
export * from './compose-file';
export * from './native-layout';
export * from './program-spec';
