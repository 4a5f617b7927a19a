{{- /*
Scaling helpers of the app chart (values: docs/chart-values.md, "Scaling").
*/ -}}

{{- /*
Container resources of one workload (processes.<p> or cron.<suffix>): requests and limits, cpu and
memory, each only when set. Nothing when neither group is set.
*/ -}}
{{- define "helmdeck.resources" -}}
{{- $r := .resources | default dict }}
{{- if or $r.requests $r.limits }}
resources:
  {{- range $group := list "requests" "limits" }}
  {{- with index $r $group }}
  {{ $group }}:
    {{- range $resource := list "cpu" "memory" }}
    {{- with index $r $group $resource }}
    {{ $resource }}: {{ . | quote }}
    {{- end }}
    {{- end }}
  {{- end }}
  {{- end }}
{{- end }}
{{- end -}}

{{- /*
The preStop hook of a process that sleeps before SIGTERM, so endpoints stop routing to a pod before
it shuts down. Kubernetes 1.30+ has a built-in sleep action (beta, on by default; no binary needed);
older clusters get an exec of `sleep`, which needs a sleep binary in the image. The version is the
cluster's (helm install/upgrade) or the one `helm template --kube-version` was given.
Argument: dict "root" $ "seconds" N.
*/ -}}
{{- define "helmdeck.lifecycle" -}}
lifecycle:
  preStop:
    {{- if semverCompare ">=1.30.0-0" .root.Capabilities.KubeVersion.Version }}
    sleep:
      seconds: {{ .seconds | int }}
    {{- else }}
    exec:
      command:
        - "sleep"
        - {{ .seconds | int | toString | quote }}
    {{- end }}
{{- end -}}

{{- /*
A PodDisruptionBudget value: a percentage as a string, a count as a number (the API takes a string
only as a percentage). Decided by the text, not the YAML type: Helm 3 and 4 do not hand numbers from
a chart's values.yaml to templates as the same Go kind.
*/ -}}
{{- define "helmdeck.intOrString" -}}
{{- $v := toString . }}
{{- if hasSuffix "%" $v }}{{ $v | quote }}{{ else }}{{ $v | int }}{{ end }}
{{- end -}}
