{{- /*
HelmDeck config chart helpers. Every value: values.yaml of this chart; what they render: docs/chart-values.md ("The config-<app> release").
*/ -}}

{{- /* helm.sh/chart: "<chart>-<version>", cut to a valid label value (≤ 63, ends alphanumeric). */ -}}
{{- define "helmdeck.chart" -}}
{{- $chart := printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 -}}
{{- regexReplaceAll "[-_.]+$" $chart "" -}}
{{- end -}}

{{- /*
A backing service's URL (docs/deploy.md, "Backing services"): an external one as given; a bundled
one from its credentials and its Service in this release's namespace,
postgres://<user>:<password>@<app>-postgres.<ns>.svc.cluster.local:5432/<database> or
redis://:<password>@<app>-valkey.<ns>.svc.cluster.local:6379/0. The password is [A-Za-z0-9] only,
so it needs no escaping. Argument: dict "root" $ "s" <services item>.
*/ -}}
{{- define "helmdeck.serviceUrl" -}}
{{- $s := .s -}}
{{- if $s.external -}}
{{- $s.url | toString -}}
{{- else -}}
{{- $host := printf "%s.%s.svc.cluster.local:%d" $s.host .root.Release.Namespace ($s.port | int) -}}
{{- if eq $s.kind "postgres" -}}
{{- printf "postgres://%s:%s@%s/%s" $s.user $s.password $host $s.database -}}
{{- else -}}
{{- printf "redis://:%s@%s/0" $s.password $host -}}
{{- end -}}
{{- end -}}
{{- end -}}
