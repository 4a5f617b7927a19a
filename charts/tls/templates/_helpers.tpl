{{- /*
HelmDeck tls chart helpers. Every value: values.yaml of this chart; what they render: docs/chart-values.md ("The tls-<app> release").
*/ -}}

{{- /* helm.sh/chart: "<chart>-<version>", cut to a valid label value (≤ 63, ends alphanumeric). */ -}}
{{- define "helmdeck.chart" -}}
{{- $chart := printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 -}}
{{- regexReplaceAll "[-_.]+$" $chart "" -}}
{{- end -}}
