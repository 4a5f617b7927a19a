{{- /*
HelmDeck storage chart helpers. Every value: values.yaml of this chart; what they render: docs/chart-values.md ("The storage-<entry> release").
*/ -}}

{{- /* helm.sh/chart: "<chart>-<version>", cut to a valid label value (≤ 63, ends alphanumeric). */ -}}
{{- define "helmdeck.chart" -}}
{{- $chart := printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 -}}
{{- regexReplaceAll "[-_.]+$" $chart "" -}}
{{- end -}}

{{- /*
Labels and annotations of both the claim and the volume: ours, then the entry's own (ValuesBuilder
drops user keys that would repeat ours). Keys sort, so the output is stable.
*/ -}}
{{- define "helmdeck.storageMetadata" -}}
labels:
  app.kubernetes.io/instance: {{ .Release.Name | quote }}
  app.kubernetes.io/name: {{ .Values.entry.name | quote }}
  app.kubernetes.io/managed-by: {{ .Release.Service | quote }}
  helm.sh/chart: {{ include "helmdeck.chart" . | quote }}
  helmdeck.dev/managed: "true"
  {{- range $k, $v := .Values.labels }}
  {{ $k | quote }}: {{ $v | quote }}
  {{- end }}
annotations:
  helmdeck.dev/storage-entry: {{ .Values.entry.name | quote }}
  {{- range $k, $v := .Values.annotations }}
  {{ $k | quote }}: {{ $v | quote }}
  {{- end }}
{{- end -}}
