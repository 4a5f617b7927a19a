#!/usr/bin/env node
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Validates a multi-document Kubernetes YAML stream (e.g. `helm template` output) against
// Kubernetes' OpenAPI schemas (npm kubernetes-models; the CRD kinds from its companions
// @kubernetes-models/prometheus-operator, gateway-api, cert-manager and traefik), plus the API server's name and label rules
// that the OpenAPI schemas do not carry (see apiServerRules below).
//
//   node validate.mjs [--allow-unknown] [file|- ...]     (no file: read stdin)
//
// Prints "doc N Kind/name: error" for every problem, or "ok: N documents valid".
// Exit status: 0 all valid, 1 any invalid document, 2 usage or I/O error.
//
// YAML is read with YAML 1.1 rules, like Kubernetes' own parser (sigs.k8s.io/yaml, go-yaml v2):
// an unquoted NO, on, 0755 or 1e3 is a boolean or number there, so a field that must be a string
// fails the schema exactly as it would fail against a real cluster.

import { readFileSync } from "node:fs";
import { parseAllDocuments } from "yaml";

const args = process.argv.slice(2);
const allowUnknown = args.includes("--allow-unknown");
const inputs = args.filter((a) => a !== "--allow-unknown");
if (inputs.some((a) => a.startsWith("--"))) {
  process.stderr.write("usage: node validate.mjs [--allow-unknown] [file|- ...]\n");
  process.exit(2);
}

function readInput(name) {
  try {
    return name === "-" ? readFileSync(0, "utf8") : readFileSync(name, "utf8");
  } catch (e) {
    process.stderr.write(`validate: cannot read ${name === "-" ? "stdin" : name}: ${e.message}\n`);
    process.exit(2);
  }
}

// apiVersion "apps/v1", kind "Deployment" -> module "kubernetes-models/apps/v1/Deployment" (core "v1" ->
// "kubernetes-models/v1/Service"). One module per kind: importing a whole group costs ~1 s.
const modelCache = new Map();
async function modelFor(apiVersion, kind) {
  if (typeof apiVersion !== "string" || typeof kind !== "string") return null;
  if (!/^([a-z0-9.-]+\/)?v[0-9a-z]+$/.test(apiVersion) || !/^[A-Z][A-Za-z0-9]*$/.test(kind)) return null;
  const key = `${apiVersion}/${kind}`;
  if (!modelCache.has(key)) {
    let Model = null;
    // CRD kinds live in companion packages: prometheus-operator (ServiceMonitor …), Gateway API
    // (HTTPRoute …), cert-manager (Certificate, Issuer …) and Traefik (IngressRoute, Middleware …)
    const group = apiVersion.includes("/") ? apiVersion.split("/")[0] : "";
    const companions = {
      "monitoring.coreos.com": "@kubernetes-models/prometheus-operator",
      "gateway.networking.k8s.io": "@kubernetes-models/gateway-api",
      "cert-manager.io": "@kubernetes-models/cert-manager",
      "acme.cert-manager.io": "@kubernetes-models/cert-manager",
      "traefik.io": "@kubernetes-models/traefik",
      "traefik.containo.us": "@kubernetes-models/traefik",
    };
    const pkg = companions[group] || "kubernetes-models";
    try {
      const mod = await import(`${pkg}/${key}`);
      Model = mod[kind];
    } catch {
      Model = null;
    }
    modelCache.set(key, typeof Model === "function" && Model.kind === kind && Model.apiVersion === apiVersion ? Model : null);
  }
  return modelCache.get(key);
}

// ---- API server rules (k8s.io/apimachinery/pkg/util/validation) ----------------------------------
const dns1123Label = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
const dns1123Subdomain = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
const dns1035Label = /^[a-z]([-a-z0-9]*[a-z0-9])?$/;
const qualifiedName = /^([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$/;
const labelValue = /^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$/;

function checkQualifiedKey(key, what, errors) {
  const parts = key.split("/");
  const name = parts.length === 2 ? parts[1] : parts[0];
  if (parts.length > 2) errors.push(`${what} key "${key}" has more than one "/"`);
  if (parts.length === 2 && (parts[0].length > 253 || !dns1123Subdomain.test(parts[0])))
    errors.push(`${what} key "${key}": prefix must be a DNS-1123 subdomain`);
  if (name.length > 63 || !qualifiedName.test(name))
    errors.push(`${what} key "${key}": name must be ≤ 63 chars of [A-Za-z0-9-_.], alphanumeric at both ends`);
}

function checkLabels(labels, where, errors) {
  if (!labels || typeof labels !== "object") return;
  for (const [k, v] of Object.entries(labels)) {
    checkQualifiedKey(k, `${where} label`, errors);
    if (typeof v === "string" && (v.length > 63 || !labelValue.test(v)))
      errors.push(`${where} label "${k}": value "${v}" must be ≤ 63 chars of [A-Za-z0-9-_.], alphanumeric at both ends`);
  }
}

function isIanaSvcName(s) {
  return typeof s === "string" && s.length <= 15 && /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/.test(s) && /[a-z]/.test(s) && !s.includes("--");
}

function checkPodSpec(spec, where, errors, { job = false, claimTemplates = [] } = {}) {
  if (!spec || typeof spec !== "object") return;
  if (job && !["Never", "OnFailure"].includes(spec.restartPolicy))
    errors.push(`${where}.restartPolicy must be Never or OnFailure for a Job, got ${JSON.stringify(spec.restartPolicy)}`);
  // volumes: unique DNS-1123 names (ValidateVolumes); every mount names one, at most once per path
  // (ValidateVolumeMounts)
  const volumes = new Set();
  for (const [i, v] of (spec.volumes || []).entries()) {
    if (typeof v.name !== "string" || v.name.length > 63 || !dns1123Label.test(v.name))
      errors.push(`${where}.volumes[${i}].name ${JSON.stringify(v.name)} must be a DNS-1123 label`);
    if (volumes.has(v.name)) errors.push(`${where}.volumes[${i}].name "${v.name}" is used twice`);
    volumes.add(v.name);
  }
  // a StatefulSet's volumeClaimTemplates are pod volumes too (the controller adds one per template)
  for (const t of claimTemplates) if (t && t.metadata && typeof t.metadata.name === "string") volumes.add(t.metadata.name);
  const names = new Set();
  for (const [i, c] of (spec.containers || []).entries()) {
    const mountPaths = new Set();
    for (const [j, m] of (c.volumeMounts || []).entries()) {
      const mw = `${where}.containers[${i}].volumeMounts[${j}]`;
      if (!volumes.has(m.name)) errors.push(`${mw}.name "${m.name}" is not a volume of the pod`);
      if (mountPaths.has(m.mountPath)) errors.push(`${mw}.mountPath "${m.mountPath}" is used twice`);
      mountPaths.add(m.mountPath);
      if (typeof m.subPath === "string" && (m.subPath.startsWith("/") || m.subPath.split("/").includes("..")))
        errors.push(`${mw}.subPath "${m.subPath}" must be a relative path without ".."`);
    }
    const cw = `${where}.containers[${i}]`;
    if (typeof c.name === "string" && (c.name.length > 63 || !dns1123Label.test(c.name)))
      errors.push(`${cw}.name "${c.name}" must be a DNS-1123 label`);
    if (names.has(c.name)) errors.push(`${cw}.name "${c.name}" is used twice`);
    names.add(c.name);
    const portNames = new Set();
    for (const [j, p] of (c.ports || []).entries()) {
      if (p.name === undefined) continue;
      if (!isIanaSvcName(p.name))
        errors.push(`${cw}.ports[${j}].name "${p.name}" must be an IANA service name (≤ 15 chars, [a-z0-9-], a letter, no "--")`);
      if (portNames.has(p.name)) errors.push(`${cw}.ports[${j}].name "${p.name}" is used twice`);
      portNames.add(p.name);
    }
    for (const probe of ["livenessProbe", "startupProbe"]) {
      const st = c[probe] && c[probe].successThreshold;
      if (st !== undefined && st !== 1) errors.push(`${cw}.${probe}.successThreshold must be 1, got ${st}`);
    }
  }
}

function checkSelectorMatches(selector, template, where, errors) {
  const want = (selector && selector.matchLabels) || {};
  const have = (template && template.metadata && template.metadata.labels) || {};
  for (const [k, v] of Object.entries(want)) {
    if (have[k] !== v) errors.push(`${where}: selector ${k}=${v} does not match the pod template labels`);
  }
}

function apiServerRules(doc) {
  const errors = [];
  const meta = doc.metadata || {};
  const name = meta.name;
  if (typeof name !== "string" || name === "") {
    errors.push("metadata.name is required");
  } else if (doc.kind === "Service") {
    if (name.length > 63 || !dns1035Label.test(name)) errors.push(`metadata.name "${name}" must be a DNS-1035 label (Service)`);
  } else if (name.length > 253 || !dns1123Subdomain.test(name)) {
    errors.push(`metadata.name "${name}" must be a DNS-1123 subdomain`);
  }
  checkLabels(meta.labels, "metadata", errors);
  for (const k of Object.keys(meta.annotations || {})) checkQualifiedKey(k, "metadata annotation", errors);

  const spec = doc.spec || {};
  switch (doc.kind) {
    case "Deployment":
    case "StatefulSet":
    case "DaemonSet":
    case "ReplicaSet":
      checkSelectorMatches(spec.selector, spec.template, "spec", errors);
      checkLabels(spec.template && spec.template.metadata && spec.template.metadata.labels, "spec.template", errors);
      checkPodSpec(spec.template && spec.template.spec, "spec.template.spec", errors, {
        claimTemplates: doc.kind === "StatefulSet" ? spec.volumeClaimTemplates || [] : [],
      });
      break;
    case "Job":
      checkPodSpec(spec.template && spec.template.spec, "spec.template.spec", errors, { job: true });
      break;
    case "CronJob": {
      // Kubernetes appends an 11-char suffix to the Jobs a CronJob creates
      if (typeof name === "string" && name.length > 52) errors.push(`metadata.name "${name}" is longer than 52 (CronJob)`);
      const jt = spec.jobTemplate && spec.jobTemplate.spec;
      checkLabels(spec.jobTemplate && spec.jobTemplate.metadata && spec.jobTemplate.metadata.labels, "spec.jobTemplate", errors);
      checkPodSpec(jt && jt.template && jt.template.spec, "spec.jobTemplate.spec.template.spec", errors, { job: true });
      break;
    }
    case "Service": {
      const ports = spec.ports || [];
      const seen = new Set();
      for (const [i, p] of ports.entries()) {
        if (ports.length > 1 && !p.name) errors.push(`spec.ports[${i}].name is required when a Service has several ports`);
        if (p.name !== undefined && (p.name.length > 63 || !dns1123Label.test(p.name)))
          errors.push(`spec.ports[${i}].name "${p.name}" must be a DNS-1123 label`);
        const key = `${p.port}/${p.protocol || "TCP"}`;
        if (seen.has(key)) errors.push(`spec.ports[${i}]: port ${key} is used twice`);
        seen.add(key);
      }
      break;
    }
    case "Secret": {
      // ValidateSecret: keys are config keys; typed secrets carry their key with valid content
      const configKey = /^[-._a-zA-Z0-9]+$/;
      // data values are []byte: the API server decodes them as standard base64 and refuses anything else
      const base64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
      for (const [k, v] of Object.entries(doc.data || {})) {
        if (typeof v !== "string" || !base64.test(v)) errors.push(`data["${k}"] must be base64`);
      }
      for (const map of ["data", "stringData"]) {
        for (const k of Object.keys(doc[map] || {})) {
          if (k.length > 253 || !configKey.test(k) || k === "." || k === "..")
            errors.push(`${map} key "${k}" must be a config key ([-._a-zA-Z0-9]+, not "." or "..")`);
        }
      }
      if (doc.type === "kubernetes.io/dockerconfigjson") {
        const raw = doc.data && doc.data[".dockerconfigjson"];
        if (typeof raw !== "string") {
          errors.push('data[".dockerconfigjson"] is required for type kubernetes.io/dockerconfigjson');
        } else {
          try {
            JSON.parse(Buffer.from(raw, "base64").toString("utf8"));
          } catch {
            errors.push('data[".dockerconfigjson"] must be base64 of a JSON document');
          }
        }
      }
      break;
    }
    case "PersistentVolume":
      if (meta.namespace !== undefined) errors.push("metadata.namespace must not be set: PersistentVolumes are cluster-scoped");
      break;
    case "Ingress":
      for (const [i, r] of (spec.rules || []).entries()) {
        if (r.host === undefined) continue;
        const h = typeof r.host === "string" && r.host.startsWith("*.") ? r.host.slice(2) : r.host;
        if (typeof h !== "string" || h.length > 253 || !dns1123Subdomain.test(h))
          errors.push(`spec.rules[${i}].host ${JSON.stringify(r.host)} must be a DNS-1123 subdomain (a leading "*." allowed)`);
      }
      break;
    default:
      break;
  }
  return errors;
}

// ---- main ----------------------------------------------------------------------------------------
function schemaErrors(e) {
  if (Array.isArray(e.errors) && e.errors.length > 0) {
    return e.errors.map((x) => {
      const path = (x.instancePath || "").replace(/^\//, "").replace(/\//g, ".") || "(document)";
      const extra = x.params && x.params.allowedValues ? ` (${x.params.allowedValues.join(", ")})` : "";
      return `${path}: ${x.message}${extra}`;
    });
  }
  return [e.message || String(e)];
}

async function main() {
  const sources = inputs.length === 0 ? ["-"] : inputs;
  let docNo = 0;
  let invalid = 0;
  for (const source of sources) {
    const text = readInput(source);
    const docs = parseAllDocuments(text, { version: "1.1", uniqueKeys: true, prettyErrors: false });
    const list = Array.isArray(docs) ? docs : [docs];
    for (const d of list) {
      docNo += 1;
      const report = (label, messages) => {
        invalid += 1;
        for (const m of messages) process.stdout.write(`doc ${docNo} ${label}: ${m}\n`);
      };
      if (d.errors && d.errors.length > 0) {
        report("(unparsed)", d.errors.map((e) => `YAML: ${e.message.split("\n")[0]}`));
        continue;
      }
      let obj;
      try {
        obj = d.toJS({ maxAliasCount: 100 });
      } catch (e) {
        report("(unparsed)", [`YAML: ${e.message.split("\n")[0]}`]);
        continue;
      }
      if (obj === null || obj === undefined) {
        docNo -= 1; // an empty document (only comments) is not a document
        continue;
      }
      const label = `${obj.kind ?? "?"}/${(obj.metadata && obj.metadata.name) ?? "?"}`;
      if (typeof obj !== "object" || Array.isArray(obj)) {
        report(label, ["a document must be a mapping"]);
        continue;
      }
      const Model = await modelFor(obj.apiVersion, obj.kind);
      const errors = [];
      if (!Model) {
        if (!allowUnknown) errors.push(`no schema for apiVersion ${JSON.stringify(obj.apiVersion)} kind ${JSON.stringify(obj.kind)}`);
      } else {
        try {
          new Model(obj).validate();
        } catch (e) {
          errors.push(...schemaErrors(e));
        }
      }
      errors.push(...apiServerRules(obj));
      if (errors.length > 0) report(label, errors);
    }
  }
  if (invalid > 0) {
    process.stdout.write(`invalid: ${invalid} of ${docNo} documents\n`);
    process.exit(1);
  }
  process.stdout.write(`ok: ${docNo} documents valid\n`);
}

main().catch((e) => {
  process.stderr.write(`validate: ${e.stack || e}\n`);
  process.exit(2);
});
