{{- /*
The release gate's wait for the bundled backing services (values: services; docs/deploy.md,
"Backing services"): one init container per service, from the service's own image, placed before
the predeploy command in the release Job. A bounded loop: up to 60 tries, 2 s apart, of pg_isready
(PostgreSQL) or valkey-cli ping (Valkey, password from its Secret in REDISCLI_AUTH) against the
service's headless Service; then it fails with a message naming the service, and the Job's failure
stops the deploy. Runs as uid 999 with the secure container defaults. Argument: the root.
*/ -}}
{{- define "helmdeck.serviceWaits" -}}
{{- range $s := .Values.services }}
{{- $postgres := eq $s.kind "postgres" }}
- name: {{ printf "wait-%s" $s.kind | quote }}
  image: {{ $s.image | quote }}
  imagePullPolicy: "IfNotPresent"
  terminationMessagePolicy: FallbackToLogsOnError
  command: ["/bin/sh", "-c"]
  args:
    - |
      tries=60
      echo "waiting for $SERVICE_HOST:$SERVICE_PORT to accept connections"
      while :; do
        {{- if $postgres }}
        if pg_isready -q -h "$SERVICE_HOST" -p "$SERVICE_PORT" -U "$SERVICE_USER" -d "$SERVICE_DATABASE"; then
        {{- else }}
        if valkey-cli -h "$SERVICE_HOST" -p "$SERVICE_PORT" ping 2>/dev/null | grep -q PONG; then
        {{- end }}
          echo "$SERVICE_HOST accepts connections"; exit 0
        fi
        tries=$((tries - 1))
        if [ "$tries" -le 0 ]; then
          echo "{{ $s.kind }} service $SERVICE_HOST did not accept connections after 60 tries, 2 s apart: see kubectl describe statefulset $SERVICE_HOST" >&2
          exit 1
        fi
        sleep 2
      done
  env:
    - name: "SERVICE_HOST"
      value: {{ $s.name | quote }}
    - name: "SERVICE_PORT"
      value: {{ $s.port | int | toString | quote }}
    {{- if $postgres }}
    - name: "SERVICE_USER"
      value: {{ $s.user | quote }}
    - name: "SERVICE_DATABASE"
      value: {{ $s.database | quote }}
    {{- else }}
    - name: "REDISCLI_AUTH"
      valueFrom:
        secretKeyRef:
          name: {{ $s.secretName | quote }}
          key: "VALKEY_PASSWORD"
    {{- end }}
  resources:
    requests:
      cpu: "10m"
      memory: "32Mi"
    limits:
      memory: "64Mi"
  securityContext:
    runAsNonRoot: true
    runAsUser: 999
    runAsGroup: 999
    allowPrivilegeEscalation: false
    capabilities:
      drop: ["ALL"]
{{- end }}
{{- end -}}
