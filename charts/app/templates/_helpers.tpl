{{- /*
HelmDeck app chart helpers. Every value: values.yaml of this chart; what they render: docs/chart-values.md.
Every value a user typed is rendered with `quote`, so YAML never re-reads it as a number, a boolean,
an alias ("*") or a reserved token ("@").
*/ -}}

{{- /*
helm.sh/chart: the chart name only, cut to a valid label value (≤ 63, ends alphanumeric). The app
chart's version is "0.0.<deployment id>" and changes on every deploy; in a label it would change every
object and drown the diff before a deploy. Helm's history keeps the version; the pod templates carry
the deployment id.
*/ -}}
{{- define "helmdeck.chart" -}}
{{- $chart := .Chart.Name | trunc 63 -}}
{{- regexReplaceAll "[-_.]+$" $chart "" -}}
{{- end -}}

{{- /*
Selector labels: exactly these three. Selectors are immutable, so nothing user-variable goes here.
Argument: dict "root" $ "instance" <app>-<proc> "name" <proc>.
*/ -}}
{{- define "helmdeck.selectorLabels" -}}
app.kubernetes.io/instance: {{ .instance | quote }}
app.kubernetes.io/name: {{ .name | quote }}
app.kubernetes.io/part-of: {{ .root.Values.app.name | quote }}
{{- end -}}

{{- /*
Pod template labels: the selector labels plus the managed marker. No chart version here: pods roll
only when their own deployment-id annotation changes (a targeted restart keeps the others still).
*/ -}}
{{- define "helmdeck.podLabels" -}}
{{ include "helmdeck.selectorLabels" . }}
helmdeck.dev/managed: "true"
{{- end -}}

{{- /* Object labels: the selector labels, who manages the object, and the chart it came from. */ -}}
{{- define "helmdeck.labels" -}}
{{ include "helmdeck.selectorLabels" . }}
app.kubernetes.io/managed-by: {{ .root.Release.Service | quote }}
helm.sh/chart: {{ include "helmdeck.chart" .root | quote }}
helmdeck.dev/managed: "true"
{{- end -}}

{{- /* The config Secret, from its own release "config-<app>"; optional so pods start before it exists. */ -}}
{{- define "helmdeck.envFrom" -}}
envFrom:
  - secretRef:
      name: {{ .Values.app.configSecretName | quote }}
      optional: true
{{- end -}}

{{- /* A probe from values (processes.<p>.probes.<type>); times only when set, successThreshold 1. */ -}}
{{- define "helmdeck.probe" -}}
{{- if .httpGet }}
httpGet:
  path: {{ .httpGet.path | quote }}
  port: {{ .httpGet.port | int }}
  scheme: {{ .httpGet.scheme | default "HTTP" | quote }}
  {{- with .httpGet.host }}
  host: {{ . | quote }}
  {{- end }}
  {{- with .httpGet.httpHeaders }}
  httpHeaders:
    {{- range . }}
    - name: {{ .name | quote }}
      value: {{ .value | quote }}
    {{- end }}
  {{- end }}
{{- else if .exec }}
exec:
  command:
    {{- range .exec.command }}
    - {{ . | quote }}
    {{- end }}
{{- else if .tcpSocket }}
tcpSocket:
  port: {{ .tcpSocket.port | int }}
  {{- with .tcpSocket.host }}
  host: {{ . | quote }}
  {{- end }}
{{- else if .grpc }}
grpc:
  port: {{ .grpc.port | int }}
  {{- with .grpc.service }}
  service: {{ . | quote }}
  {{- end }}
{{- end }}
{{- $probe := . }}
{{- range $field := list "initialDelaySeconds" "periodSeconds" "timeoutSeconds" "failureThreshold" }}
{{- with index $probe $field }}
{{ $field }}: {{ . | int }}
{{- end }}
{{- end }}
successThreshold: 1
{{- end -}}

{{- /*
imagePullSecrets of every pod (Deployments, CronJobs, run Jobs): one list in values (image.pullSecrets),
so every workload carries exactly the same names. Nothing when the list is empty.
*/ -}}
{{- define "helmdeck.imagePullSecrets" -}}
{{- with .Values.image.pullSecrets }}
imagePullSecrets:
  {{- range . }}
  - name: {{ . | quote }}
  {{- end }}
{{- end }}
{{- end -}}

{{- /*
Pod volumes of one workload (processes.<p>, cron.<id> or run): one per storage entry, named after it,
even when the entry is mounted at several paths (the API refuses two volumes with one name); plus the
/dev/shm emptyDir when the workload has a shmSize (_security.tpl).
*/ -}}
{{- define "helmdeck.volumes" -}}
{{- if or .volumes .shmSize }}
volumes:
  {{- range .volumes }}
  - name: {{ .name | quote }}
    persistentVolumeClaim:
      claimName: {{ .claimName | quote }}
  {{- end }}
  {{- with include "helmdeck.shmVolume" . }}{{ . | trim | nindent 2 }}{{ end }}
{{- end }}
{{- end -}}

{{- /* Container volumeMounts of one workload; subPath and readOnly only when set. */ -}}
{{- define "helmdeck.volumeMounts" -}}
{{- if or .volumeMounts .shmSize }}
volumeMounts:
  {{- with include "helmdeck.shmMount" . }}{{ . | trim | nindent 2 }}{{ end }}
  {{- range .volumeMounts }}
  - name: {{ .name | quote }}
    mountPath: {{ .mountPath | quote }}
    {{- with .subPath }}
    subPath: {{ . | quote }}
    {{- end }}
    {{- if .readOnly }}
    readOnly: true
    {{- end }}
  {{- end }}
{{- end }}
{{- end -}}
