{{- /*
"annotations:" with a route's own annotations (@extra, a dict) and the user's annotations of
@kind; a key the user set wins over the route's. Nothing when both are empty.
*/ -}}
{{- define "helmdeck.routeAnnotations" -}}
{{- $user := index (index (.root.Values.metadata | default dict) .kind | default dict) "annotations" | default dict }}
{{- $merged := merge (deepCopy $user) (.extra | default dict) }}
{{- with $merged }}
annotations:
  {{- range $k, $v := . }}
  {{ $k | quote }}: {{ $v | quote }}
  {{- end }}
{{- end }}
{{- end -}}

{{- /* The Traefik rule of a host entry: Host (exact) or HostRegexp (a leading "*."), plus PathPrefix. */ -}}
{{- define "helmdeck.traefikRule" -}}
{{- $match := "" }}
{{- if hasPrefix "*." .host }}
{{- $match = printf "HostRegexp(`^[^.]+%s$`)" (trimPrefix "*" .host | replace "." "\\.") }}
{{- else }}
{{- $match = printf "Host(`%s`)" .host }}
{{- end }}
{{- if ne .path "/" }}
{{- $match = printf "%s && PathPrefix(`%s`)" $match .path }}
{{- end }}
{{- $match }}
{{- end -}}

{{- /* The HTTPRoute apiVersion the target serves: v1 when listed (kind or group version), else v1beta1. */ -}}
{{- define "helmdeck.httpRouteApiVersion" -}}
{{- if or (.Capabilities.APIVersions.Has "gateway.networking.k8s.io/v1/HTTPRoute") (.Capabilities.APIVersions.Has "gateway.networking.k8s.io/v1") -}}
gateway.networking.k8s.io/v1
{{- else -}}
gateway.networking.k8s.io/v1beta1
{{- end -}}
{{- end -}}
