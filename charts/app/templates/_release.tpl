{{- /*
The release gate (values: release; docs/chart-values.md): the Job "<app>-release-<hash>" runs the
predeploy and release commands; every Deployment and CronJob pod waits for it in the init container
below. No Helm hooks: hooks block a first install that creates the database and GitOps syncs.
*/ -}}

{{- /*
The wait init container of a gated app's pods: polls the Job with `kubectl get` (the Role allows only
get on that one name, so no watch), exits 0 on Complete, 1 at once on Failed with the Job's condition
message, 1 after release.wait.timeoutSeconds (the kubelet retries with back-off). One item of the
pod's initContainers list, placed first by helmdeck.initContainers. Argument: the root.
*/ -}}
{{- define "helmdeck.releaseWait" -}}
{{- with .Values.release }}
{{- if .enabled }}
- name: {{ .wait.containerName | quote }}
  image: {{ .wait.image | quote }}
  imagePullPolicy: "IfNotPresent"
  terminationMessagePolicy: FallbackToLogsOnError
  command: ["/bin/sh", "-c"]
  args:
    - |
      job="$RELEASE_JOB"; left="$RELEASE_WAIT_TIMEOUT"
      echo "waiting for Job $job (the release command) to complete"
      while :; do
        if out=$(kubectl get job "$job" -n "$RELEASE_NAMESPACE" -o 'jsonpath={range .status.conditions[?(@.status=="True")]}{.type}{" "}{.message}{"\n"}{end}' 2>&1); then
          if printf '%s\n' "$out" | grep -q '^Complete'; then echo "Job $job is complete"; exit 0; fi
          failed=$(printf '%s\n' "$out" | grep '^Failed' | head -n 1)
          if [ -n "$failed" ]; then echo "Job $job failed: ${failed#Failed }" >&2; exit 1; fi
        else
          echo "$out" >&2
        fi
        left=$((left - 2))
        if [ "$left" -le 0 ]; then echo "timed out after ${RELEASE_WAIT_TIMEOUT}s waiting for Job $job" >&2; exit 1; fi
        sleep 2
      done
  env:
    - name: RELEASE_JOB
      value: {{ .jobName | quote }}
    - name: RELEASE_WAIT_TIMEOUT
      value: {{ .wait.timeoutSeconds | int | toString | quote }}
    - name: RELEASE_NAMESPACE
      valueFrom:
        fieldRef:
          fieldPath: metadata.namespace
    - name: HOME # kubectl's cache: the only writable place of this container
      value: "/home/release-wait"
  resources:
    requests:
      cpu: "10m"
      memory: "32Mi"
    limits:
      memory: "64Mi"
  {{- /*
  Restricted whatever the app relaxes: the default image (alpine/kubectl) has no USER, so it would
  run as root; 65534 (nobody) needs nothing of the image but kubectl and /bin/sh.
  */}}
  securityContext:
    runAsNonRoot: true
    runAsUser: 65534
    runAsGroup: 65534
    readOnlyRootFilesystem: true
    allowPrivilegeEscalation: false
    privileged: false
    capabilities:
      drop: ["ALL"]
    seccompProfile:
      type: "RuntimeDefault"
  volumeMounts:
    - name: "helmdeck-release-wait-token"
      mountPath: "/var/run/secrets/kubernetes.io/serviceaccount"
      readOnly: true
    - name: "helmdeck-release-wait-home"
      mountPath: "/home/release-wait"
{{- end }}
{{- end }}
{{- end -}}

{{- /*
Pod volumes of a Deployment or CronJob: the storage volumes (helmdeck.volumes) plus, for a gated app,
the projected ServiceAccount token that only the wait container mounts (automountServiceAccountToken
is false on every pod) and the wait's writable home (its root filesystem is read-only). Argument: dict "root" $ "workload" <processes.<p> or cron.<id>>.
*/ -}}
{{- define "helmdeck.podVolumes" -}}
{{- $storage := include "helmdeck.volumes" .workload | trim }}
{{- $gated := .root.Values.release.enabled }}
{{- if $storage }}
{{ $storage }}
{{- else if $gated }}
volumes:
{{- end }}
{{- if $gated }}
  - name: "helmdeck-release-wait-token"
    projected:
      sources:
        - serviceAccountToken:
            path: "token"
            expirationSeconds: 3600
        - configMap:
            name: "kube-root-ca.crt"
            items:
              - key: "ca.crt"
                path: "ca.crt"
        - downwardAPI:
            items:
              - path: "namespace"
                fieldRef:
                  fieldPath: "metadata.namespace"
  - name: "helmdeck-release-wait-home"
    emptyDir:
      sizeLimit: "16Mi"
{{- end }}
{{- end -}}
