import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';

/**
 * The Kubernetes manifests (deploy/k8s, issue 30 "beyond one machine"). No cluster here, so each file is
 * parsed and held to the facts the README states: probes on the health route, per-pod session storage,
 * a Service and Ingress that reach the pods (cookie affinity), an autoscaler on CPU. Where kubectl is
 * installed, `kubectl kustomize` must build the folder too.
 */
const DIR = new URL('../../../deploy/k8s/', import.meta.url);

type Doc = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; annotations?: Record<string, string> };
} & Record<
  string,
  any // eslint-disable-line @typescript-eslint/no-explicit-any
>;
const files = readdirSync(DIR).filter((f) => f.endsWith('.yaml'));
const docs: Doc[] = files.flatMap((file) =>
  parseAllDocuments(readFileSync(new URL(file, DIR), 'utf8')).map((d) => {
    expect(d.errors, file).toEqual([]);
    return d.toJS() as Doc;
  }),
);
const one = (kind: string): Doc => {
  const found = docs.filter((d) => d.kind === kind);
  expect(found, kind).toHaveLength(1);
  return found[0]!;
};

describe('deploy/k8s', () => {
  const deployment = one('Deployment');
  const pod = deployment.spec.template.spec;
  const container = pod.containers[0];
  const env = Object.fromEntries(container.env.map((e: { name: string; value: string }) => [e.name, e.value]));
  const portNamed = (name: string | number) =>
    container.ports.find((p: { name: string; containerPort: number }) => p.name === name || p.containerPort === name);

  it('lists every manifest in its kustomization', () => {
    const kustomization = one('Kustomization');
    expect([...kustomization.resources].sort()).toEqual(files.filter((f) => f !== 'kustomization.yaml').sort());
  });

  it('runs the image on all interfaces, on the port it declares', () => {
    expect(env.HOST).toBe('0.0.0.0');
    expect(portNamed('http')?.containerPort).toBe(Number(env.PORT));
  });

  it('probes liveness, readiness and start on the health route the server serves', () => {
    expect(readFileSync(new URL('../../../server/src/routes/health.ts', import.meta.url), 'utf8')).toContain(
      "app.get('/health'",
    );
    for (const probe of ['livenessProbe', 'readinessProbe', 'startupProbe']) {
      expect(container[probe]?.httpGet?.path, probe).toBe('/health');
      expect(portNamed(container[probe].httpGet.port), probe).toBeDefined();
    }
  });

  it('keeps the data folder (database and sessions) on per-pod storage', () => {
    const mount = container.volumeMounts.find((m: { mountPath: string }) => m.mountPath === env.DATA_DIR);
    expect(mount).toBeDefined();
    const volume = pod.volumes.find((v: { name: string }) => v.name === mount.name);
    expect(volume?.emptyDir).toBeDefined();
    expect(volume.emptyDir.sizeLimit).toBeDefined();
  });

  it('asks for CPU, so the autoscaler has something to measure against', () => {
    expect(container.resources?.requests?.cpu).toBeDefined();
    expect(container.resources?.limits?.memory).toBeDefined();
  });

  it('reaches the pods through a Service and an Ingress with cookie affinity', () => {
    const service = one('Service');
    const labels = deployment.spec.template.metadata.labels;
    expect(Object.entries(service.spec.selector).every(([k, v]) => labels[k] === v)).toBe(true);
    expect(Object.entries(deployment.spec.selector.matchLabels).every(([k, v]) => labels[k] === v)).toBe(true);
    const servicePort = service.spec.ports[0];
    expect(portNamed(servicePort.targetPort)).toBeDefined();
    const ingress = one('Ingress');
    expect(ingress.metadata.annotations?.['nginx.ingress.kubernetes.io/affinity']).toBe('cookie');
    expect(ingress.metadata.annotations?.['nginx.ingress.kubernetes.io/session-cookie-name']).toBeTruthy();
    const backend = ingress.spec.rules[0].http.paths[0].backend.service;
    expect(backend.name).toBe(service.metadata.name);
    expect([servicePort.name, servicePort.port]).toContain(backend.port.name ?? backend.port.number);
  });

  it('scales the Deployment on CPU, never below two pods', () => {
    const hpa = one('HorizontalPodAutoscaler');
    expect(hpa.apiVersion).toBe('autoscaling/v2');
    expect(hpa.spec.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: deployment.metadata.name });
    expect(hpa.spec.metrics).toContainEqual(
      expect.objectContaining({ type: 'Resource', resource: expect.objectContaining({ name: 'cpu' }) }),
    );
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
    expect(hpa.spec.maxReplicas).toBeGreaterThan(hpa.spec.minReplicas);
  });

  it.skipIf(!existsSync('/usr/bin/kubectl'))('builds with kubectl kustomize', () => {
    const out = execFileSync('kubectl', ['kustomize', DIR.pathname], { encoding: 'utf8', timeout: 30_000 });
    const kinds = parseAllDocuments(out).map((d) => (d.toJS() as Doc).kind);
    expect(kinds.sort()).toEqual([
      'Deployment',
      'HorizontalPodAutoscaler',
      'Ingress',
      'PodDisruptionBudget',
      'Service',
    ]);
  });
});
