/** One program as the native runner and the test harness start it. */
export interface ProgramSpec {
  name: string;
  command: string[];
  env: Record<string, string>;
  /** The variable holding the port its /health answers on (HTTP_PORT, or PORT when it has none). */
  portVariable: string;
  port: number;
  healthUrl: string;
  /** Node programs it waits for in compose. */
  dependsOn: string[];
}
