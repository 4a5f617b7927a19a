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
initContainers of a process's pods: a gated app's release-wait, its init containers, then (native
sidecars, Kubernetes ≥ 1.29) its sidecars with restartPolicy Always. Argument: dict "root" $ "p"
<process values>.
*/ -}}
{{- define "helmdeck.initContainers" -}}
{{- $list := .p.initContainers | default list }}
{{- if .root.Values.nativeSidecars }}
{{- $list = concat $list (.p.sidecars | default list) }}
{{- end }}
{{- /* a gated app's release-wait comes first (helmdeck.releaseWait, _release.tpl: its own "initContainers:") */}}
{{- $wait := include "helmdeck.releaseWait" .root | trim }}
{{- if $wait }}
{{ $wait }}
{{- with $list }}
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- else }}
{{- with $list }}
initContainers:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- end }}
{{- end -}}

{{- /* Sidecars as regular containers (nativeSidecars false, a cluster older than 1.29). */ -}}
{{- define "helmdeck.sidecarContainers" -}}
{{- if not .root.Values.nativeSidecars }}
{{- range .p.sidecars | default list }}
- {{- toYaml (omit . "restartPolicy") | trim | nindent 2 }}
{{- end }}
{{- end }}
{{- end -}}
