{{- /*
Security contexts, the /dev/shm volume, extra containers and user metadata of the app chart. Values:
security, nativeSidecars, metadata and processes.<p>.{podSecurityContext,securityContext,shmSize,
initContainers,sidecars} (values.yaml of this chart; docs/chart-values.md, "Security and extras").
*/ -}}

{{- /*
The user's labels (or annotations) of one resource kind, one "key": "value" line each; nothing when
there are none. Argument: dict "root" $ "kind" "deployment" "part" "labels".
*/ -}}
{{- define "helmdeck.userMeta" -}}
{{- $kind := index (.root.Values.metadata | default dict) .kind | default dict }}
{{- range $k, $v := index $kind .part | default dict }}
{{ $k | quote }}: {{ $v | quote }}
{{- end }}
{{- end -}}

{{- /* "annotations:" with the user's annotations of a kind, or nothing. Argument as helmdeck.userMeta. */ -}}
{{- define "helmdeck.userAnnotations" -}}
{{- with include "helmdeck.userMeta" (dict "root" .root "kind" .kind "part" "annotations") }}
annotations:
  {{- . | trim | nindent 2 }}
{{- end }}
{{- end -}}

{{- /* A workload's securityContext (pod) from a values map with podSecurityContext. */ -}}
{{- define "helmdeck.podSecurityContext" -}}
{{- with .podSecurityContext }}
securityContext:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- end -}}

{{- /* A container's securityContext from a values map with securityContext. */ -}}
{{- define "helmdeck.containerSecurityContext" -}}
{{- with .securityContext }}
securityContext:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- end -}}

{{- /* The /dev/shm mount of a container, when the workload has a shmSize. */ -}}
{{- define "helmdeck.shmMount" -}}
{{- if .shmSize }}
- name: "helmdeck-shm"
  mountPath: "/dev/shm"
{{- end }}
{{- end -}}

{{- /* The /dev/shm volume: a memory emptyDir limited to shmSize. */ -}}
{{- define "helmdeck.shmVolume" -}}
{{- if .shmSize }}
- name: "helmdeck-shm"
  emptyDir:
    medium: "Memory"
    sizeLimit: {{ .shmSize | quote }}
{{- end }}
{{- end -}}

{{- /*
"true" when sidecars are native (init containers with restartPolicy Always): nativeSidecars is set and
the cluster is Kubernetes 1.29 or later. helm upgrade reads the cluster's version and helm template
gets it as --kube-version (the preview and the diff read it from the same cluster), so both render
the same. Argument: the root.
*/ -}}
{{- define "helmdeck.nativeSidecars" -}}
{{- if and .Values.nativeSidecars (semverCompare ">=1.29.0-0" .Capabilities.KubeVersion.Version) }}true{{ end }}
{{- end -}}

{{- /*
initContainers of a process's pods: its init containers, then (native sidecars, Kubernetes ≥ 1.29)
its sidecars with restartPolicy Always. Argument: dict "root" $ "p" <process values>.
*/ -}}
{{- define "helmdeck.initContainers" -}}
{{- $wait := include "helmdeck.releaseWait" .root | trim }}
{{- $list := .p.initContainers | default list }}
{{- if include "helmdeck.nativeSidecars" .root }}
{{- $list = concat $list (.p.sidecars | default list) }}
{{- end }}
{{- if or $wait $list }}
initContainers:
  {{- with $wait }}{{ . | nindent 2 }}{{ end }}
  {{- with $list }}{{ toYaml . | nindent 2 }}{{ end }}
{{- end }}
{{- end -}}

{{- /* Sidecars as regular containers (nativeSidecars false, a cluster older than 1.29). */ -}}
{{- define "helmdeck.sidecarContainers" -}}
{{- if not (include "helmdeck.nativeSidecars" .root) }}
{{- range .p.sidecars | default list }}
- {{- toYaml (omit . "restartPolicy") | trim | nindent 2 }}
{{- end }}
{{- end }}
{{- end -}}
