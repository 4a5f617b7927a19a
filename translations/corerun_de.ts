<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>HelmDeck::ChartPackager</name>
    <message>
        <source>%1: larger than %2 MiB, Helm&apos;s limit for one file of a chart</source>
        <translation>%1: größer als %2 MiB, Helms Grenze für eine Datei eines Charts</translation>
    </message>
    <message>
        <source>cannot read</source>
        <translation>nicht lesbar</translation>
    </message>
    <message>
        <source>%1: a link that leaves the chart (or leads nowhere): copy the file in instead</source>
        <translation>%1: ein Link, der aus dem Chart hinausführt (oder ins Leere): stattdessen die Datei hineinkopieren</translation>
    </message>
    <message>
        <source>%1: a link loop</source>
        <translation>%1: eine Link-Schleife</translation>
    </message>
    <message>
        <source>%1: not a regular file (a FIFO, socket or device cannot be packaged)</source>
        <translation>%1: keine reguläre Datei (ein FIFO, Socket oder Gerät kann nicht paketiert werden)</translation>
    </message>
    <message>
        <source>%1: more than %2 files</source>
        <translation>%1: mehr als %2 Dateien</translation>
    </message>
    <message>
        <source>%1: larger than %2 MiB, Helm&apos;s limit for a chart</source>
        <translation>%1: größer als %2 MiB, Helms Grenze für ein Chart</translation>
    </message>
    <message>
        <source>dependency %1 %2 is not in charts/: run `helm dependency build` first</source>
        <translation>Abhängigkeit %1 %2 ist nicht in charts/: zuerst `helm dependency build` ausführen</translation>
    </message>
    <message>
        <source>%1: cannot write the archive (%2): %3</source>
        <translation>%1: das Archiv kann nicht geschrieben werden (%2): %3</translation>
    </message>
    <message>
        <source>the commit time</source>
        <translation>die Commit-Zeit</translation>
    </message>
    <message>
        <source>a fixed time</source>
        <translation>eine feste Zeit</translation>
    </message>
    <message>
        <source>%1: not a chart folder</source>
        <translation>%1: kein Chart-Ordner</translation>
    </message>
    <message>
        <source>%1: no Chart.yaml (a chart folder has one)</source>
        <translation>%1: keine Chart.yaml (ein Chart-Ordner hat eine)</translation>
    </message>
    <message>
        <source>%1: ignored by .helmignore, but a chart needs it</source>
        <translation>%1: von .helmignore ignoriert, aber ein Chart braucht sie</translation>
    </message>
    <message>
        <source>%1: not a mapping</source>
        <translation>%1: kein Mapping</translation>
    </message>
    <message>
        <source>apiVersion: &quot;%1&quot; is not v1 or v2</source>
        <translation>apiVersion: „%1“ ist weder v1 noch v2</translation>
    </message>
    <message>
        <source>name: missing or not a chart name</source>
        <translation>name: fehlt oder ist kein Chart-Name</translation>
    </message>
    <message>
        <source>version: %1</source>
        <translation>version: %1</translation>
    </message>
    <message>
        <source>%1/values.yaml: missing, but the variant sets %2</source>
        <translation>%1/values.yaml: fehlt, aber die Variante setzt %2</translation>
    </message>
</context>
<context>
    <name>HelmDeck::CredentialResolver</name>
    <message>
        <source>no registry host given</source>
        <translation>kein Registry-Host angegeben</translation>
    </message>
    <message>
        <source>credential helper &quot;%1&quot; (%2) is not a plain helper name</source>
        <translation>Credential-Helper „%1“ (%2) ist kein einfacher Helper-Name</translation>
    </message>
    <message>
        <source>credential helper %1 not found on PATH (named by %2)</source>
        <translation>Credential-Helper %1 nicht im PATH gefunden (genannt von %2)</translation>
    </message>
    <message>
        <source>credential helper %1 could not be started: %2</source>
        <translation>Credential-Helper %1 konnte nicht gestartet werden: %2</translation>
    </message>
    <message>
        <source>credential helper %1 did not answer within %2 s (named by %3)</source>
        <translation>Credential-Helper %1 hat nicht innerhalb von %2 s geantwortet (genannt von %3)</translation>
    </message>
    <message>
        <source>credential helper %1 crashed (named by %2)</source>
        <translation>Credential-Helper %1 ist abgestürzt (genannt von %2)</translation>
    </message>
    <message>
        <source>credential helper %1 failed with exit code %2 (named by %3)</source>
        <translation>Credential-Helper %1 ist mit Exit-Code %2 fehlgeschlagen (genannt von %3)</translation>
    </message>
    <message>
        <source>credential helper %1 failed with exit code %2 (named by %3): %4</source>
        <translation>Credential-Helper %1 ist mit Exit-Code %2 fehlgeschlagen (genannt von %3): %4</translation>
    </message>
    <message>
        <source>credential helper %1 printed something that is not a credential (expected JSON {&quot;ServerURL&quot;, &quot;Username&quot;, &quot;Secret&quot;}; named by %2)</source>
        <translation>Credential-Helper %1 hat etwas ausgegeben, das keine Zugangsdaten sind (erwartet JSON {&quot;ServerURL&quot;, &quot;Username&quot;, &quot;Secret&quot;}; genannt von %2)</translation>
    </message>
</context>
<context>
    <name>HelmDeck::CronPlanner</name>
    <message>
        <source>no app &quot;%1&quot; in the project</source>
        <translation>keine App „%1“ im Projekt</translation>
    </message>
    <message>
        <source>app %1 has no cron tasks</source>
        <translation>App %1 hat keine Cron-Aufgaben</translation>
    </message>
    <message>
        <source>app %1 has no cron task &quot;%2&quot; (it has: %3)</source>
        <translation>App %1 hat keine Cron-Aufgabe „%2“ (sie hat: %3)</translation>
    </message>
    <message>
        <source>Read live CronJobs of %1</source>
        <translation>Laufende CronJobs von %1 lesen</translation>
    </message>
    <message>
        <source>cron task %1 of %2 is not deployed (no live CronJob): deploy it first</source>
        <translation>Cron-Aufgabe %1 von %2 ist nicht bereitgestellt (kein laufender CronJob): zuerst bereitstellen</translation>
    </message>
    <message>
        <source>the Job name %1 is longer than %2 characters</source>
        <translation>der Job-Name %1 ist länger als %2 Zeichen</translation>
    </message>
    <message>
        <source>Run cron task %1 of %2 now on %3/%4</source>
        <translation>Cron-Aufgabe %1 von %2 jetzt auf %3/%4 ausführen</translation>
    </message>
    <message>
        <source>Create a Job from the CronJob</source>
        <translation>Einen Job aus dem CronJob anlegen</translation>
    </message>
    <message>
        <source>Poll the pod</source>
        <translation>Den Pod abfragen</translation>
    </message>
    <message>
        <source>Wait for the pod to start</source>
        <translation>Auf den Start des Pods warten</translation>
    </message>
    <message>
        <source>Stream the task&apos;s output</source>
        <translation>Die Ausgabe der Aufgabe streamen</translation>
    </message>
    <message>
        <source>Read the exit code</source>
        <translation>Den Exit-Code lesen</translation>
    </message>
    <message>
        <source>cron task %1 exited %2</source>
        <translation>Cron-Aufgabe %1 endete mit Exit-Code %2</translation>
    </message>
    <message>
        <source>exit code %1</source>
        <translation>Exit-Code %1</translation>
    </message>
    <message>
        <source>Delete the Job unless the task ended</source>
        <translation>Den Job löschen, falls die Aufgabe nicht beendet ist</translation>
    </message>
    <message>
        <source>Suspend cron task %1 of %2</source>
        <translation>Cron-Aufgabe %1 von %2 pausieren</translation>
    </message>
    <message>
        <source>Resume cron task %1 of %2</source>
        <translation>Cron-Aufgabe %1 von %2 fortsetzen</translation>
    </message>
    <message>
        <source>Suspend the CronJob</source>
        <translation>Den CronJob pausieren</translation>
    </message>
    <message>
        <source>Resume the CronJob</source>
        <translation>Den CronJob fortsetzen</translation>
    </message>
</context>
<context>
    <name>HelmDeck::DirectHttp</name>
    <message>
        <source>no progress for %1 s</source>
        <translation>kein Fortschritt seit %1 s</translation>
    </message>
    <message>
        <source>the connection closed before a whole answer</source>
        <translation>die Verbindung wurde vor einer vollständigen Antwort geschlossen</translation>
    </message>
    <message>
        <source>not an HTTP answer</source>
        <translation>keine HTTP-Antwort</translation>
    </message>
    <message>
        <source>a malformed chunked answer</source>
        <translation>eine fehlerhafte Chunked-Antwort</translation>
    </message>
    <message>
        <source>the answer is larger than %1 bytes</source>
        <translation>die Antwort ist größer als %1 Bytes</translation>
    </message>
</context>
<context>
    <name>HelmDeck::DockerConfig</name>
    <message>
        <source>%1.%2 is not a string</source>
        <translation>%1.%2 ist kein String</translation>
    </message>
    <message>
        <source>%1 is not an object</source>
        <translation>%1 ist kein Objekt</translation>
    </message>
    <message>
        <source>%1.auth is not base64</source>
        <translation>%1.auth ist kein Base64</translation>
    </message>
    <message>
        <source>%1.auth does not decode to &quot;username:password&quot;</source>
        <translation>%1.auth ergibt dekodiert nicht „username:password“</translation>
    </message>
    <message>
        <source>%1:%2: not JSON: %3</source>
        <translation>%1:%2: kein JSON: %3</translation>
    </message>
    <message>
        <source>%1: the top level is not a JSON object</source>
        <translation>%1: die oberste Ebene ist kein JSON-Objekt</translation>
    </message>
    <message>
        <source>&quot;auths&quot; is not an object</source>
        <translation>„auths“ ist kein Objekt</translation>
    </message>
    <message>
        <source>&quot;credHelpers&quot; is not an object</source>
        <translation>„credHelpers“ ist kein Objekt</translation>
    </message>
    <message>
        <source>%1 is not a string</source>
        <translation>%1 ist kein String</translation>
    </message>
    <message>
        <source>&quot;credsStore&quot; is not a string</source>
        <translation>„credsStore“ ist kein String</translation>
    </message>
</context>
<context>
    <name>HelmDeck::HelmIgnore</name>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>double-star (**) syntax is not supported</source>
        <translation>die Doppelstern-Syntax (**) wird nicht unterstützt</translation>
    </message>
    <message>
        <source>bad pattern &quot;%1&quot;</source>
        <translation>ungültiges Muster „%1“</translation>
    </message>
</context>
<context>
    <name>HelmDeck::OciClient</name>
    <message>
        <source>%1 holds no PEM certificate (or cannot be read)</source>
        <translation>%1 enthält kein PEM-Zertifikat (oder ist nicht lesbar)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a repository name (lower-case path components)</source>
        <translation>„%1“ ist kein Repository-Name (Pfadbestandteile in Kleinbuchstaben)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a sha256 digest</source>
        <translation>„%1“ ist kein sha256-Digest</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid tag: OCI tags cannot hold &apos;+&apos; (use &apos;_&apos;)</source>
        <translation>„%1“ ist kein gültiger Tag: OCI-Tags können kein „+“ enthalten („_“ verwenden)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is neither a tag nor a sha256 digest</source>
        <translation>„%1“ ist weder ein Tag noch ein sha256-Digest</translation>
    </message>
    <message>
        <source>%1: the registry mounted %2, but %3 was asked for</source>
        <translation>%1: die Registry hat %2 eingebunden, angefragt war aber %3</translation>
    </message>
    <message>
        <source>%1: the registry opened an upload without a Location</source>
        <translation>%1: die Registry hat einen Upload ohne Location geöffnet</translation>
    </message>
    <message>
        <source>%1: the registry stored the blob as %2, but its sha256 is %3</source>
        <translation>%1: die Registry hat den Blob als %2 gespeichert, sein sha256 ist aber %3</translation>
    </message>
    <message>
        <source>%1: the registry answered digest %2, but the manifest sent has %3</source>
        <translation>%1: die Registry hat mit Digest %2 geantwortet, das gesendete Manifest hat aber %3</translation>
    </message>
    <message>
        <source>%1: the manifest&apos;s sha256 is %2, not %3</source>
        <translation>%1: der sha256 des Manifests ist %2, nicht %3</translation>
    </message>
    <message>
        <source>%1: more than 1000 pages of tags</source>
        <translation>%1: mehr als 1000 Seiten mit Tags</translation>
    </message>
</context>
<context>
    <name>HelmDeck::OciJson</name>
    <message>
        <source>not valid JSON</source>
        <translation>kein gültiges JSON</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>kein gültiges JSON: %1</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>kein JSON-Objekt</translation>
    </message>
    <message>
        <source>the tag list is not a JSON object (%1)</source>
        <translation>die Tag-Liste ist kein JSON-Objekt (%1)</translation>
    </message>
    <message>
        <source>&quot;tags&quot; is not a list</source>
        <translation>„tags“ ist keine Liste</translation>
    </message>
</context>
<context>
    <name>HelmDeck::OciRepository</name>
    <message>
        <source>%1: a chart registry is oci://HOST/PATH</source>
        <translation>%1: eine Chart-Registry ist oci://HOST/PATH</translation>
    </message>
    <message>
        <source>oci://…@%1: credentials do not belong in the registry URL; log in with `helm registry login` or give them in the wizard (the keychain)</source>
        <translation>oci://…@%1: Zugangsdaten gehören nicht in die Registry-URL; mit `helm registry login` anmelden oder sie im Assistenten angeben (der Schlüsselbund)</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a registry host (HOST or HOST:PORT)</source>
        <translation>%1: „%2“ ist kein Registry-Host (HOST oder HOST:PORT)</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a repository path component (lower-case letters, digits, and &apos;.&apos;, &apos;_&apos;, &apos;-&apos; between them)</source>
        <translation>%1: „%2“ ist kein Pfadbestandteil eines Repositorys (Kleinbuchstaben, Ziffern und dazwischen „.“, „_“, „-“)</translation>
    </message>
</context>
<context>
    <name>HelmDeck::OciTransport</name>
    <message>
        <source>%1: the answer is larger than %2 bytes</source>
        <translation>%1: die Antwort ist größer als %2 Bytes</translation>
    </message>
    <message>
        <source>no progress for %1 s</source>
        <translation>kein Fortschritt seit %1 s</translation>
    </message>
    <message>
        <source>%1: cannot reach the registry: %2</source>
        <translation>%1: die Registry ist nicht erreichbar: %2</translation>
    </message>
    <message>
        <source>%1: too many redirects</source>
        <translation>%1: zu viele Weiterleitungen</translation>
    </message>
    <message>
        <source>%1: refused a redirect to the insecure %2</source>
        <translation>%1: Weiterleitung zum unsicheren %2 abgelehnt</translation>
    </message>
</context>
<context>
    <name>HelmDeck::PackagePlanner</name>
    <message>
        <source>%1: cannot create the folder</source>
        <translation>%1: der Ordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1: nicht schreibbar: %2</translation>
    </message>
    <message>
        <source>Read the commit time</source>
        <translation>Die Commit-Zeit lesen</translation>
    </message>
    <message>
        <source>read the last commit&apos;s time</source>
        <comment>could not …</comment>
        <translation>Lesen der Zeit des letzten Commits</translation>
    </message>
    <message>
        <source>the entries get a fixed time (2000-01-01T00:00:00Z); set SOURCE_DATE_EPOCH to choose one</source>
        <translation>die Einträge erhalten eine feste Zeit (2000-01-01T00:00:00Z); SOURCE_DATE_EPOCH setzen, um eine zu wählen</translation>
    </message>
    <message>
        <source>SOURCE_DATE_EPOCH is set</source>
        <translation>SOURCE_DATE_EPOCH ist gesetzt</translation>
    </message>
    <message>
        <source>Package %1</source>
        <translation>%1 paketieren</translation>
    </message>
    <message>
        <source>%1 %2 (appVersion %3), entries dated %4 (%5)</source>
        <translation>%1 %2 (appVersion %3), Einträge datiert auf %4 (%5)</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no appVersion</comment>
        <translation>keine</translation>
    </message>
    <message>
        <source>wrote %1 (%2)</source>
        <translation>%1 geschrieben (%2)</translation>
    </message>
</context>
<context>
    <name>HelmDeck::PodWait</name>
    <message>
        <source>the pod poll could not start</source>
        <translation>die Abfrage des Pods konnte nicht starten</translation>
    </message>
    <message>
        <source>pod %1 failed before it started: %2 %3</source>
        <translation>Pod %1 ist vor dem Start fehlgeschlagen: %2 %3</translation>
    </message>
    <message>
        <source>pod %1 failed with unknown exit code</source>
        <translation>Pod %1 ist mit unbekanntem Exit-Code fehlgeschlagen</translation>
    </message>
    <message>
        <source>pod %1 failed with unknown exit code (%2)</source>
        <translation>Pod %1 ist mit unbekanntem Exit-Code fehlgeschlagen (%2)</translation>
    </message>
    <message>
        <source>no pod appeared within %1 s</source>
        <translation>innerhalb von %1 s ist kein Pod erschienen</translation>
    </message>
    <message>
        <source>the pod did not start within %1 s</source>
        <translation>der Pod ist nicht innerhalb von %1 s gestartet</translation>
    </message>
    <message>
        <source>the kubelet did not report the exit code within %1 s</source>
        <translation>das Kubelet hat den Exit-Code nicht innerhalb von %1 s gemeldet</translation>
    </message>
    <message>
        <source>%1 (pod %2: %3)</source>
        <translation>%1 (Pod %2: %3)</translation>
    </message>
</context>
<context>
    <name>HelmDeck::PublishPlanner</name>
    <message>
        <source>Package %1</source>
        <translation>%1 paketieren</translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1: nicht schreibbar: %2</translation>
    </message>
    <message>
        <source>%1 %2, appVersion %3</source>
        <translation>%1 %2, appVersion %3</translation>
    </message>
    <message>
        <source>Lint %1</source>
        <translation>%1 mit Lint prüfen</translation>
    </message>
    <message>
        <source>Render %1</source>
        <translation>%1 rendern</translation>
    </message>
    <message>
        <source>the package of %1 is missing</source>
        <translation>das Paket von %1 fehlt</translation>
    </message>
    <message>
        <source>%1 would not install the image %2: its manifests reference no image</source>
        <translation>%1 würde das Image %2 nicht installieren: seine Manifeste verweisen auf kein Image</translation>
    </message>
    <message>
        <source>%1 would not install the image %2: its manifests reference %3</source>
        <translation>%1 würde das Image %2 nicht installieren: seine Manifeste verweisen auf %3</translation>
    </message>
    <message>
        <source>installs %1</source>
        <translation>installiert %1</translation>
    </message>
    <message>
        <source>%1: no Chart.yaml (a chart folder has one)</source>
        <translation>%1: keine Chart.yaml (ein Chart-Ordner hat eine)</translation>
    </message>
    <message>
        <source>%1: no chart name</source>
        <translation>%1: kein Chart-Name</translation>
    </message>
    <message>
        <source>no image repository: values.yaml has no %1; give the image repository (--image-repo)</source>
        <translation>kein Image-Repository: values.yaml hat kein %1; das Image-Repository angeben (--image-repo)</translation>
    </message>
    <message>
        <source>helm was not found</source>
        <translation>helm wurde nicht gefunden</translation>
    </message>
    <message>
        <source>Publish %1 %2 to %3</source>
        <translation>%1 %2 in %3 veröffentlichen</translation>
    </message>
    <message>
        <source>cannot create a private temporary folder</source>
        <translation>ein privater temporärer Ordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>Find the credentials for %1</source>
        <translation>Die Zugangsdaten für %1 suchen</translation>
    </message>
    <message>
        <source>%1: anonymous (no credential configured)</source>
        <translation>%1: anonym (keine Zugangsdaten konfiguriert)</translation>
    </message>
    <message>
        <source>Check that the image %1 exists</source>
        <translation>Prüfen, ob das Image %1 existiert</translation>
    </message>
    <message>
        <source>the image %1 is not in its registry: push it first (no chart was uploaded)</source>
        <translation>das Image %1 ist nicht in seiner Registry: es zuerst hochladen (es wurde kein Chart hochgeladen)</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <translation>%1 ist %2</translation>
    </message>
    <message>
        <source>Check that the fixed tags are free</source>
        <translation>Prüfen, ob die festen Tags frei sind</translation>
    </message>
    <message>
        <source>no fixed tags</source>
        <translation>keine festen Tags</translation>
    </message>
    <message>
        <source>%1: free</source>
        <translation>%1: frei</translation>
    </message>
    <message>
        <source>%1: already published with these bytes (%2)</source>
        <translation>%1: bereits mit diesen Bytes veröffentlicht (%2)</translation>
    </message>
    <message>
        <source>%1 holds %2, this build is %3</source>
        <translation>%1 enthält %2, dieser Build ist %3</translation>
    </message>
    <message>
        <source>fixed tags are never overwritten: %1</source>
        <translation>feste Tags werden nie überschrieben: %1</translation>
    </message>
    <message>
        <source>%1 (already published: %2; not published: %3)</source>
        <translation>%1 (bereits veröffentlicht: %2; nicht veröffentlicht: %3)</translation>
    </message>
    <message>
        <source>nothing</source>
        <comment>no tag published</comment>
        <translation>nichts</translation>
    </message>
    <message>
        <source>Upload the packages</source>
        <translation>Die Pakete hochladen</translation>
    </message>
    <message>
        <source>the package of %1 (%2)</source>
        <translation>das Paket von %1 (%2)</translation>
    </message>
    <message>
        <source>the chart config of %1 (%2)</source>
        <translation>die Chart-Konfiguration von %1 (%2)</translation>
    </message>
    <message>
        <source>%1 %2: already there</source>
        <translation>%1 %2: bereits vorhanden</translation>
    </message>
    <message>
        <source>%1 %2: uploaded (%3 bytes)</source>
        <translation>%1 %2: hochgeladen (%3 Bytes)</translation>
    </message>
    <message>
        <source>Tag %1 (the bytes of %2)</source>
        <translation>%1 taggen (die Bytes von %2)</translation>
    </message>
    <message>
        <source>Push %1</source>
        <translation>%1 hochladen</translation>
    </message>
    <message>
        <source>%1 already holds these bytes</source>
        <translation>%1 enthält bereits diese Bytes</translation>
    </message>
    <message>
        <source>%1 reads back as %2, not the %3 sent</source>
        <translation>%1 wird als %2 zurückgelesen, nicht als das gesendete %3</translation>
    </message>
    <message>
        <source>%1 reads back as missing, not the %2 sent</source>
        <translation>%1 fehlt beim Zurücklesen; gesendet wurde %2</translation>
    </message>
    <message>
        <source>%1 = %2 (verified)</source>
        <translation>%1 = %2 (überprüft)</translation>
    </message>
</context>
<context>
    <name>HelmDeck::PullSecretBuilder</name>
    <message>
        <source>the pull secret settings</source>
        <translation>den Pull-Secret-Einstellungen</translation>
    </message>
    <message>
        <source>registry %1: %2</source>
        <translation>Registry %1: %2</translation>
    </message>
    <message>
        <source>registry %1: %2 answered an empty username and password; a pull secret is never written without them (log in again: docker login %1)</source>
        <translation>Registry %1: %2 hat einen leeren Benutzernamen und ein leeres Passwort geliefert; ein Pull-Secret wird nie ohne sie geschrieben (erneut anmelden: docker login %1)</translation>
    </message>
    <message>
        <source>registry %1 (credential from %2): is a token, not a username and password; a Kubernetes pull secret needs both (log in with a password, or an access token as the password)</source>
        <translation>Registry %1 (Zugangsdaten aus %2): ist ein Token, kein Benutzername mit Passwort; ein Kubernetes-Pull-Secret braucht beides (mit einem Passwort anmelden oder mit einem Access-Token als Passwort)</translation>
    </message>
    <message>
        <source>registry %1 (credential from %2): the username is empty; a pull secret is never written without one</source>
        <translation>Registry %1 (Zugangsdaten aus %2): der Benutzername ist leer; ein Pull-Secret wird nie ohne einen geschrieben</translation>
    </message>
    <message>
        <source>registry %1 (credential from %2): the password is empty; a pull secret is never written without one</source>
        <translation>Registry %1 (Zugangsdaten aus %2): das Passwort ist leer; ein Pull-Secret wird nie ohne eines geschrieben</translation>
    </message>
</context>
<context>
    <name>HelmDeck::PullSecretResolution</name>
    <message>
        <source>app %1: no password for %2 at %3 is available (it is kept in the keychain), so the pull secret uses your docker and Helm registry config for that registry</source>
        <translation>App %1: für %2 bei %3 ist kein Passwort verfügbar (es wird im Schlüsselbund aufbewahrt), daher verwendet das Pull-Secret für diese Registry die Docker- und Helm-Registry-Konfiguration</translation>
    </message>
    <message>
        <source>the pull secret settings of app %1</source>
        <translation>den Pull-Secret-Einstellungen der App %1</translation>
    </message>
    <message>
        <source>app %1: the pull secret cannot be built: %2</source>
        <translation>App %1: das Pull-Secret kann nicht erstellt werden: %2</translation>
    </message>
</context>
<context>
    <name>HelmDeck::RegistryAuth</name>
    <message>
        <source>authentication required (Basic)</source>
        <translation>Authentifizierung erforderlich (Basic)</translation>
    </message>
    <message>
        <source>the registry asks for a username and password (Basic); a token cannot be used</source>
        <translation>die Registry verlangt Benutzername und Passwort (Basic); ein Token kann nicht verwendet werden</translation>
    </message>
    <message>
        <source>authentication required, but the registry offers neither Basic nor Bearer authentication</source>
        <translation>Authentifizierung erforderlich, aber die Registry bietet weder Basic- noch Bearer-Authentifizierung an</translation>
    </message>
    <message>
        <source>the registry&apos;s Bearer challenge has no usable realm (token endpoint URL)</source>
        <translation>die Bearer-Challenge der Registry hat keinen brauchbaren Realm (URL des Token-Endpunkts)</translation>
    </message>
    <message>
        <source>refused to send credentials to the plain-HTTP token endpoint %1 (plain HTTP was not enabled)</source>
        <translation>Zugangsdaten an den Token-Endpunkt %1 über reines HTTP nicht gesendet (reines HTTP wurde nicht aktiviert)</translation>
    </message>
    <message>
        <source>too many redirects from the token endpoint %1</source>
        <translation>zu viele Weiterleitungen vom Token-Endpunkt %1</translation>
    </message>
    <message>
        <source>refused a redirect from %1 to the insecure %2</source>
        <translation>Weiterleitung von %1 zum unsicheren %2 abgelehnt</translation>
    </message>
    <message>
        <source>the identity token was refused (401)</source>
        <translation>das Identity-Token wurde abgelehnt (401)</translation>
    </message>
    <message>
        <source>the token endpoint refused anonymous access (401)</source>
        <translation>der Token-Endpunkt hat anonymen Zugriff abgelehnt (401)</translation>
    </message>
    <message>
        <source>wrong username or password (401)</source>
        <translation>falscher Benutzername oder falsches Passwort (401)</translation>
    </message>
    <message>
        <source>the token endpoint %1 answered with more than %2 bytes</source>
        <translation>der Token-Endpunkt %1 hat mit mehr als %2 Bytes geantwortet</translation>
    </message>
    <message>
        <source>cannot reach the token endpoint: %1</source>
        <translation>der Token-Endpunkt ist nicht erreichbar: %1</translation>
    </message>
    <message>
        <source>access denied (403)</source>
        <translation>Zugriff verweigert (403)</translation>
    </message>
    <message>
        <source>unexpected answer from %1: HTTP %2%3</source>
        <translation>unerwartete Antwort von %1: HTTP %2%3</translation>
    </message>
    <message>
        <source>the token endpoint %1 answered without a token</source>
        <translation>der Token-Endpunkt %1 hat ohne Token geantwortet</translation>
    </message>
</context>
<context>
    <name>HelmDeck::RegistryHost</name>
    <message>
        <source>image &quot;%1&quot;: %2</source>
        <translation>Image „%1“: %2</translation>
    </message>
</context>
<context>
    <name>HelmDeck::RegistryPing</name>
    <message>
        <source>&quot;%1&quot; is not a registry host (expected host[:port])</source>
        <translation>„%1“ ist kein Registry-Host (erwartet host[:port])</translation>
    </message>
    <message>
        <source>too many redirects from %1</source>
        <translation>zu viele Weiterleitungen von %1</translation>
    </message>
    <message>
        <source>refused a redirect from %1 to the insecure %2</source>
        <translation>Weiterleitung von %1 zum unsicheren %2 abgelehnt</translation>
    </message>
    <message>
        <source>cannot reach %1: %2</source>
        <translation>%1 nicht erreichbar: %2</translation>
    </message>
    <message>
        <source>access denied (403)</source>
        <translation>Zugriff verweigert (403)</translation>
    </message>
    <message>
        <source>unexpected answer from %1: HTTP %2%3</source>
        <translation>unerwartete Antwort von %1: HTTP %2%3</translation>
    </message>
    <message>
        <source>no authentication required</source>
        <translation>keine Authentifizierung erforderlich</translation>
    </message>
    <message>
        <source>no authentication required (the registry accepts anonymous requests, so the credentials were not checked)</source>
        <translation>keine Authentifizierung erforderlich (die Registry akzeptiert anonyme Anfragen, daher wurden die Zugangsdaten nicht geprüft)</translation>
    </message>
    <message>
        <source>host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>authentication required, but the registry offers neither Basic nor Bearer authentication</source>
        <translation>Authentifizierung erforderlich, aber die Registry bietet weder Basic- noch Bearer-Authentifizierung an</translation>
    </message>
    <message>
        <source>authentication required (%1)</source>
        <translation>Authentifizierung erforderlich (%1)</translation>
    </message>
    <message>
        <source>the registry asks for a username and password (Basic); a token cannot be used</source>
        <translation>die Registry verlangt Benutzername und Passwort (Basic); ein Token kann nicht verwendet werden</translation>
    </message>
    <message>
        <source>authenticated (Basic)</source>
        <translation>authentifiziert (Basic)</translation>
    </message>
    <message>
        <source>wrong username or password (401)</source>
        <translation>falscher Benutzername oder falsches Passwort (401)</translation>
    </message>
    <message>
        <source>authenticated (Bearer)</source>
        <translation>authentifiziert (Bearer)</translation>
    </message>
    <message>
        <source>the registry refused the token (401)</source>
        <translation>die Registry hat das Token abgelehnt (401)</translation>
    </message>
</context>
<context>
    <name>HelmDeck::RunFallback</name>
    <message>
        <source>the first lines of output may be missing (the image has no /bin/sh)</source>
        <translation>die ersten Zeilen der Ausgabe fehlen möglicherweise (das Image hat kein /bin/sh)</translation>
    </message>
    <message>
        <source>Create job/%1 without the attach gate</source>
        <translation>job/%1 ohne die Attach-Sperre anlegen</translation>
    </message>
    <message>
        <source>no live Deployment of %1</source>
        <translation>kein laufendes Deployment von %1</translation>
    </message>
    <message>
        <source>job.batch/%1 created; %2</source>
        <translation>job.batch/%1 angelegt; %2</translation>
    </message>
    <message>
        <source>Delete job/%1</source>
        <translation>job/%1 löschen</translation>
    </message>
    <message>
        <source>Wait for the pod of job/%1 to start</source>
        <translation>Auf den Start des Pods von job/%1 warten</translation>
    </message>
    <message>
        <source>pod/%1 started</source>
        <translation>pod/%1 gestartet</translation>
    </message>
</context>
<context>
    <name>HelmDeck::RunList</name>
    <message>
        <source>deleting</source>
        <translation>wird gelöscht</translation>
    </message>
    <message>
        <source>succeeded</source>
        <translation>erfolgreich</translation>
    </message>
    <message>
        <source>failed (exit %1)</source>
        <translation>fehlgeschlagen (Exit %1)</translation>
    </message>
    <message>
        <source>failed (%1)</source>
        <translation>fehlgeschlagen (%1)</translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>no app &quot;%1&quot; in the project</source>
        <translation>keine App „%1“ im Projekt</translation>
    </message>
    <message>
        <source>Read the run Jobs of %1</source>
        <translation>Die Ausführungs-Jobs von %1 lesen</translation>
    </message>
    <message>
        <source>Read their pods</source>
        <translation>Deren Pods lesen</translation>
    </message>
    <message numerus="yes">
        <source>%n run Job(s)</source>
        <translation>
            <numerusform>%n Ausführungs-Job</numerusform>
            <numerusform>%n Ausführungs-Jobs</numerusform>
        </translation>
    </message>
    <message>
        <source>Runs of %1 in %2</source>
        <translation>Ausführungen von %1 in %2</translation>
    </message>
    <message>
        <source>no run Job %1 of %2 in namespace %3</source>
        <translation>kein Ausführungs-Job %1 von %2 im Namespace %3</translation>
    </message>
    <message>
        <source>Delete job/%1</source>
        <translation>job/%1 löschen</translation>
    </message>
    <message>
        <source>Stop job/%1 of %2 in %3</source>
        <translation>job/%1 von %2 in %3 anhalten</translation>
    </message>
    <message>
        <source>Logs of job/%1</source>
        <translation>Logs von job/%1</translation>
    </message>
    <message>
        <source>Logs of job/%1 in %2</source>
        <translation>Logs von job/%1 in %2</translation>
    </message>
</context>
<context>
    <name>HelmDeck::RunPlanner</name>
    <message>
        <source>no app &quot;%1&quot; in the project</source>
        <translation>keine App „%1“ im Projekt</translation>
    </message>
    <message>
        <source>the run Job name %1 is not a valid Kubernetes name of at most 63 characters (app names of at most 48 characters can run one-off Jobs)</source>
        <translation>der Name des Ausführungs-Jobs %1 ist kein gültiger Kubernetes-Name mit höchstens 63 Zeichen (App-Namen mit höchstens 48 Zeichen können einmalige Jobs ausführen)</translation>
    </message>
    <message>
        <source>Run %1 in %2 on %3/%4</source>
        <translation>%1 in %2 auf %3/%4 ausführen</translation>
    </message>
    <message>
        <source>Read live Deployments of %1</source>
        <translation>Laufende Deployments von %1 lesen</translation>
    </message>
    <message>
        <source>%1 is not deployed in namespace %2 on context %3: deploy it first</source>
        <translation>%1 ist im Namespace %2 auf Context %3 nicht bereitgestellt: zuerst bereitstellen</translation>
    </message>
    <message>
        <source>runs %1 (the image of %2)</source>
        <translation>führt %1 aus (das Image von %2)</translation>
    </message>
    <message>
        <source>Create job/%1</source>
        <translation>job/%1 anlegen</translation>
    </message>
    <message>
        <source>job.batch/%1 created</source>
        <translation>job.batch/%1 angelegt</translation>
    </message>
    <message>
        <source>no live Deployment of %1</source>
        <translation>kein laufendes Deployment von %1</translation>
    </message>
    <message>
        <source>Poll the pod of job/%1</source>
        <translation>Den Pod von job/%1 abfragen</translation>
    </message>
    <message>
        <source>Wait for the pod of job/%1</source>
        <translation>Auf den Pod von job/%1 warten</translation>
    </message>
    <message>
        <source>Wait for the pod of job/%1 to start</source>
        <translation>Auf den Start des Pods von job/%1 warten</translation>
    </message>
    <message>
        <source>running it again without the attach gate: %1</source>
        <translation>erneute Ausführung ohne die Attach-Sperre: %1</translation>
    </message>
    <message>
        <source>pod/%1 ended</source>
        <translation>pod/%1 beendet</translation>
    </message>
    <message>
        <source>pod/%1 started</source>
        <translation>pod/%1 gestartet</translation>
    </message>
    <message>
        <source>Delete job/%1 if its pod did not come</source>
        <translation>job/%1 löschen, falls sein Pod nicht gekommen ist</translation>
    </message>
    <message>
        <source>Attach to the pod of job/%1</source>
        <translation>Mit dem Pod von job/%1 verbinden</translation>
    </message>
    <message>
        <source>Stream the logs of job/%1</source>
        <translation>Die Logs von job/%1 streamen</translation>
    </message>
    <message>
        <source>Read the exit code of job/%1</source>
        <translation>Den Exit-Code von job/%1 lesen</translation>
    </message>
    <message>
        <source>exit code %1</source>
        <translation>Exit-Code %1</translation>
    </message>
    <message>
        <source>Delete job/%1</source>
        <translation>job/%1 löschen</translation>
    </message>
    <message>
        <source>Keep job/%1 (--keep)</source>
        <translation>job/%1 behalten (--keep)</translation>
    </message>
</context>
<context>
    <name>HelmDeck::RunSecret</name>
    <message>
        <source>Create secret/%1</source>
        <translation>secret/%1 anlegen</translation>
    </message>
    <message>
        <source>Make job/%1 the owner of secret/%2</source>
        <translation>job/%1 zum Eigentümer von secret/%2 machen</translation>
    </message>
    <message>
        <source>the create of job/%1 did not say its uid</source>
        <translation>das Anlegen von job/%1 hat keine UID geliefert</translation>
    </message>
    <message>
        <source>Delete secret/%1</source>
        <translation>secret/%1 löschen</translation>
    </message>
</context>
<context>
    <name>HelmDeck::SemanticVersion</name>
    <message>
        <source>%1: MAJOR.MINOR.PATCH must be three numbers</source>
        <translation>%1: MAJOR.MINOR.PATCH müssen drei Zahlen sein</translation>
    </message>
    <message>
        <source>%1: numeric identifiers must not have leading zeros</source>
        <translation>%1: numerische Bezeichner dürfen keine führenden Nullen haben</translation>
    </message>
    <message>
        <source>%1: %2 is too large</source>
        <translation>%1: %2 ist zu groß</translation>
    </message>
    <message>
        <source>%1: build metadata must be dot-separated [0-9A-Za-z-] identifiers</source>
        <translation>%1: Build-Metadaten müssen durch Punkte getrennte [0-9A-Za-z-]-Bezeichner sein</translation>
    </message>
    <message>
        <source>%1: a pre-release must be dot-separated [0-9A-Za-z-] identifiers</source>
        <translation>%1: ein Pre-Release muss aus durch Punkte getrennten [0-9A-Za-z-]-Bezeichnern bestehen</translation>
    </message>
    <message>
        <source>%1: not MAJOR.MINOR.PATCH</source>
        <translation>%1: nicht MAJOR.MINOR.PATCH</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ServiceCommands</name>
    <message>
        <source>no app &quot;%1&quot; in the project</source>
        <translation>keine App „%1“ im Projekt</translation>
    </message>
    <message>
        <source>unknown service &quot;%1&quot;: postgres or valkey</source>
        <translation>unbekannter Service „%1“: postgres oder valkey</translation>
    </message>
    <message>
        <source>the %1 service of app %2 is external: HelmDeck has no pod to reach it through (its URL is in %3)</source>
        <translation>der %1-Service der App %2 ist extern: HelmDeck hat keinen Pod, über den er erreichbar ist (seine URL steht in %3)</translation>
    </message>
    <message>
        <source>app %1 has no %2 service (services: in helmdeck.yaml)</source>
        <translation>App %1 hat keinen %2-Service (services: in helmdeck.yaml)</translation>
    </message>
    <message>
        <source>%1 of %2 in %3/%4</source>
        <comment>psql of an app in context/namespace</comment>
        <translation>%1 von %2 in %3/%4</translation>
    </message>
    <message>
        <source>%1: is a folder; name the dump file to write</source>
        <translation>%1: ist ein Ordner; die zu schreibende Dump-Datei angeben</translation>
    </message>
    <message>
        <source>%1: the folder %2 does not exist</source>
        <translation>%1: der Ordner %2 existiert nicht</translation>
    </message>
    <message>
        <source>Export %1 of %2 to %3</source>
        <translation>%1 von %2 nach %3 exportieren</translation>
    </message>
    <message>
        <source>Dump %1 from pod %2</source>
        <translation>Dump von %1 aus Pod %2 erstellen</translation>
    </message>
    <message>
        <source>cannot write a temp file next to %1: %2</source>
        <translation>neben %1 kann keine temporäre Datei geschrieben werden: %2</translation>
    </message>
    <message>
        <source>the dump (%1 bytes) does not start like a pg_dump archive; %2 is left as it was</source>
        <translation>der Dump (%1 Bytes) beginnt nicht wie ein pg_dump-Archiv; %2 bleibt unverändert</translation>
    </message>
    <message>
        <source>the dump (%1 bytes) does not start like a RDB file; %2 is left as it was</source>
        <translation>der Dump (%1 Bytes) beginnt nicht wie eine RDB-Datei; %2 bleibt unverändert</translation>
    </message>
    <message>
        <source>cannot rename %1 to %2: %3</source>
        <translation>%1 kann nicht in %2 umbenannt werden: %3</translation>
    </message>
    <message>
        <source>wrote %1 bytes (%2) to %3</source>
        <translation>%1 Bytes (%2) nach %3 geschrieben</translation>
    </message>
    <message>
        <source>importing into Valkey is not supported: a server loads an RDB file only when it starts, so a restore means stopping %1 and replacing its data file (docs/service-commands.md)</source>
        <translation>Import in Valkey wird nicht unterstützt: Ein Server lädt eine RDB-Datei nur beim Start, eine Wiederherstellung heißt also, %1 anzuhalten und seine Datendatei zu ersetzen (docs/service-commands.md)</translation>
    </message>
    <message>
        <source>%1: no such readable file</source>
        <translation>%1: keine solche lesbare Datei</translation>
    </message>
    <message>
        <source>%1: neither a pg_dump custom-format archive (it starts with PGDMP) nor a .sql file</source>
        <translation>%1: weder ein pg_dump-Archiv im Custom-Format (es beginnt mit PGDMP) noch eine .sql-Datei</translation>
    </message>
    <message>
        <source>importing replaces database %1 of app %2 in namespace %3: confirm it first</source>
        <translation>der Import ersetzt die Datenbank %1 der App %2 im Namespace %3: zuerst bestätigen</translation>
    </message>
    <message>
        <source>Import %1 into %2 of %3</source>
        <translation>%1 in %2 von %3 importieren</translation>
    </message>
    <message>
        <source>Restore %1 (%2) into database %3</source>
        <translation>%1 (%2) in die Datenbank %3 wiederherstellen</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ServiceStatus</name>
    <message>
        <source>%1 %2 in %3: not deployed (no StatefulSet %2)</source>
        <translation>%1 %2 in %3: nicht bereitgestellt (kein StatefulSet %2)</translation>
    </message>
    <message>
        <source>%1 %2 in %3: ready %4/%5</source>
        <translation>%1 %2 in %3: bereit %4/%5</translation>
    </message>
    <message>
        <source>pod %1-0: does not exist</source>
        <translation>Pod %1-0: existiert nicht</translation>
    </message>
    <message>
        <source>%1, ready</source>
        <translation>%1, bereit</translation>
    </message>
    <message>
        <source>%1, not ready</source>
        <translation>%1, nicht bereit</translation>
    </message>
    <message>
        <source>pod %1: %2</source>
        <translation>Pod %1: %2</translation>
    </message>
    <message>
        <source>claim: none (the data is not persisted)</source>
        <translation>Claim: keiner (die Daten werden nicht dauerhaft gespeichert)</translation>
    </message>
    <message>
        <source>claim %1: does not exist</source>
        <translation>Claim %1: existiert nicht</translation>
    </message>
    <message>
        <source>claim %1: %2, %3</source>
        <translation>Claim %1: %2, %3</translation>
    </message>
    <message>
        <source>size unknown</source>
        <translation>Größe unbekannt</translation>
    </message>
    <message>
        <source>image %1</source>
        <translation>Image %1</translation>
    </message>
    <message>
        <source>image %1 (version %2)</source>
        <translation>Image %1 (Version %2)</translation>
    </message>
    <message>
        <source>Status of %1 of %2</source>
        <translation>Status von %1 von %2</translation>
    </message>
    <message>
        <source>Read StatefulSet %1</source>
        <translation>StatefulSet %1 lesen</translation>
    </message>
    <message>
        <source>Read pod %1</source>
        <translation>Pod %1 lesen</translation>
    </message>
    <message>
        <source>Read the claim of %1</source>
        <translation>Den Claim von %1 lesen</translation>
    </message>
    <message>
        <source>no claim</source>
        <translation>kein Claim</translation>
    </message>
</context>
<context>
    <name>HelmDeck::StorageExec</name>
    <message>
        <source>no storage entry &quot;%1&quot; in the project</source>
        <translation>kein Storage-Eintrag „%1“ im Projekt</translation>
    </message>
    <message>
        <source>no app &quot;%1&quot; in the project</source>
        <translation>keine App „%1“ im Projekt</translation>
    </message>
    <message>
        <source>storage entry %1 is in namespace %2, app %3 in %4: a pod mounts only claims of its own namespace</source>
        <translation>Storage-Eintrag %1 ist im Namespace %2, App %3 in %4: ein Pod hängt nur Claims seines eigenen Namespace ein</translation>
    </message>
    <message>
        <source>Storage exec: %1 at %2 in %3</source>
        <translation>Storage-Exec: %1 unter %2 in %3</translation>
    </message>
</context>
<context>
    <name>HelmDeck::TagResolver</name>
    <message>
        <source>%1: name the chart (oci://HOST/PATH/CHART)</source>
        <translation>%1: das Chart angeben (oci://HOST/PATH/CHART)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid OCI tag</source>
        <translation>„%1“ ist kein gültiger OCI-Tag</translation>
    </message>
    <message>
        <source>Resolve %1:%2</source>
        <translation>%1:%2 auflösen</translation>
    </message>
    <message>
        <source>Find the credentials for %1</source>
        <translation>Die Zugangsdaten für %1 suchen</translation>
    </message>
    <message>
        <source>Read the digest of %1</source>
        <translation>Den Digest von %1 lesen</translation>
    </message>
    <message>
        <source>%1 has no tag %2</source>
        <translation>%1 hat keinen Tag %2</translation>
    </message>
</context>
<context>
    <name>HelmDeck::TerminalCommands</name>
    <message>
        <source>Logs of %1</source>
        <translation>Logs von %1</translation>
    </message>
    <message>
        <source>Logs of %1 %2</source>
        <translation>Logs von %1 %2</translation>
    </message>
    <message>
        <source>Enter %1 %2</source>
        <translation>Shell in %1 %2 öffnen</translation>
    </message>
    <message>
        <source>Find a running pod of %1</source>
        <translation>Einen laufenden Pod von %1 suchen</translation>
    </message>
    <message>
        <source>Shell in a pod of %1</source>
        <translation>Shell in einem Pod von %1</translation>
    </message>
    <message>
        <source>no running pod of process type %1 in %2</source>
        <translation>kein laufender Pod des Prozesstyps %1 in %2</translation>
    </message>
    <message>
        <source>Shell on %1/%2</source>
        <translation>Shell auf %1/%2</translation>
    </message>
    <message>
        <source>cannot make a private temp dir for the shell&apos;s kubeconfig</source>
        <translation>für die Kubeconfig der Shell kann kein privater temporärer Ordner angelegt werden</translation>
    </message>
</context>
<context>
    <name>HelmDeck::VariantPlanner</name>
    <message>
        <source>an image tag pattern is empty</source>
        <translation>ein Image-Tag-Muster ist leer</translation>
    </message>
    <message>
        <source>the image tag pattern &quot;%1&quot; is listed twice</source>
        <translation>das Image-Tag-Muster „%1“ ist doppelt aufgeführt</translation>
    </message>
    <message>
        <source>the image tag pattern &quot;%1&quot; has an unknown placeholder {%2} (known: {version}, {major}, {minor}, {short})</source>
        <translation>das Image-Tag-Muster „%1“ hat einen unbekannten Platzhalter {%2} (bekannt: {version}, {major}, {minor}, {short})</translation>
    </message>
    <message>
        <source>no image tag patterns: nothing to match the chart variants to</source>
        <translation>keine Image-Tag-Muster: nichts, dem die Chart-Varianten zugeordnet werden können</translation>
    </message>
    <message>
        <source>no image tag pattern applies to the release %1 (patterns: %2)</source>
        <translation>kein Image-Tag-Muster passt auf das Release %1 (Muster: %2)</translation>
    </message>
    <message>
        <source>no image tag pattern applies to a build of branch &quot;%1&quot; (patterns: %2)</source>
        <translation>kein Image-Tag-Muster passt auf einen Build des Branches „%1“ (Muster: %2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid OCI tag (letters, digits, &apos;_&apos;, &apos;.&apos;, &apos;-&apos;; at most 128; not starting with &apos;.&apos; or &apos;-&apos;)</source>
        <translation>„%1“ ist kein gültiger OCI-Tag (Buchstaben, Ziffern, „_“, „.“, „-“; höchstens 128; nicht mit „.“ oder „-“ am Anfang)</translation>
    </message>
    <message>
        <source>the tag &quot;%1&quot; comes out of two image tag patterns</source>
        <translation>der Tag „%1“ ergibt sich aus zwei Image-Tag-Mustern</translation>
    </message>
</context>
<context>
    <name>HelmDeck::VersionContext</name>
    <message>
        <source>the commit SHA &quot;%1&quot; (%2) is not 40 hex digits: give the full commit id</source>
        <translation>der Commit-SHA „%1“ (%2) besteht nicht aus 40 Hex-Ziffern: die vollständige Commit-ID angeben</translation>
    </message>
    <message>
        <source>%1 does not start with &quot;v&quot;</source>
        <translation>%1 beginnt nicht mit „v“</translation>
    </message>
    <message>
        <source>the release tag &quot;%1&quot; (%2) is not vMAJOR.MINOR.PATCH (SemVer 2.0.0, e.g. v1.2.3): %3</source>
        <translation>der Release-Tag „%1“ (%2) ist nicht vMAJOR.MINOR.PATCH (SemVer 2.0.0, z. B. v1.2.3): %3</translation>
    </message>
    <message>
        <source>the release tag &quot;%1&quot; has build metadata: OCI tags cannot hold &apos;+&apos;, so the chart&apos;s tags use &apos;_&apos; (%2), as helm push does</source>
        <translation>der Release-Tag „%1“ hat Build-Metadaten: OCI-Tags können kein „+“ enthalten, daher verwenden die Tags des Charts „_“ (%2), wie helm push</translation>
    </message>
    <message>
        <source>GitHub Actions (tag %1)</source>
        <translation>GitHub Actions (Tag %1)</translation>
    </message>
    <message>
        <source>GitHub Actions (branch %1)</source>
        <translation>GitHub Actions (Branch %1)</translation>
    </message>
    <message>
        <source>GitHub Actions: neither GITHUB_REF_TYPE/GITHUB_REF_NAME nor GITHUB_REF (&quot;%1&quot;) names a tag or a branch</source>
        <translation>GitHub Actions: weder GITHUB_REF_TYPE/GITHUB_REF_NAME noch GITHUB_REF („%1“) nennt einen Tag oder Branch</translation>
    </message>
    <message>
        <source>GitLab CI (tag %1)</source>
        <translation>GitLab CI (Tag %1)</translation>
    </message>
    <message>
        <source>GitLab CI (branch %1)</source>
        <translation>GitLab CI (Branch %1)</translation>
    </message>
    <message>
        <source>the CI environment</source>
        <translation>der CI-Umgebung</translation>
    </message>
    <message>
        <source>no CI environment found: neither GITHUB_SHA (GitHub Actions) nor CI_COMMIT_SHA (GitLab CI) is set; give --release-tag or --sha and --branch instead</source>
        <translation>keine CI-Umgebung gefunden: weder GITHUB_SHA (GitHub Actions) noch CI_COMMIT_SHA (GitLab CI) ist gesetzt; stattdessen --release-tag oder --sha und --branch angeben</translation>
    </message>
    <message>
        <source>the git work tree</source>
        <translation>dem Git-Arbeitsverzeichnis</translation>
    </message>
    <message>
        <source>not a release tag, so not used: %1</source>
        <translation>kein Release-Tag, daher nicht verwendet: %1</translation>
    </message>
    <message numerus="yes">
        <source>the git work tree has %n uncommitted change(s): commit or stash them, so what is published is what the commit holds</source>
        <translation>
            <numerusform>das Git-Arbeitsverzeichnis hat %n nicht committete Änderung: sie committen oder stashen, damit veröffentlicht wird, was der Commit enthält</numerusform>
            <numerusform>das Git-Arbeitsverzeichnis hat %n nicht committete Änderungen: sie committen oder stashen, damit veröffentlicht wird, was der Commit enthält</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HelmDeck::VersionDetection</name>
    <message>
        <source>give the version (release tag, or commit and branch)</source>
        <translation>die Version angeben (Release-Tag oder Commit und Branch)</translation>
    </message>
    <message>
        <source>%1 is not in a git work tree</source>
        <translation>%1 liegt nicht in einem Git-Arbeitsverzeichnis</translation>
    </message>
    <message>
        <source>the git repository of %1 has no commit yet</source>
        <translation>das Git-Repository von %1 hat noch keinen Commit</translation>
    </message>
    <message>
        <source>git refuses the repository of %1: another user owns it (git config --global --add safe.directory)</source>
        <translation>git lehnt das Repository von %1 ab: es gehört einem anderen Benutzer (git config --global --add safe.directory)</translation>
    </message>
    <message>
        <source>git could not read it in %1</source>
        <translation>git konnte es in %1 nicht lesen</translation>
    </message>
    <message>
        <source>could not %1: %2; %3</source>
        <translation>%1 nicht möglich: %2; %3</translation>
    </message>
    <message>
        <source>could not %1: %2; %3 (git: %4)</source>
        <translation>%1 nicht möglich: %2; %3 (git: %4)</translation>
    </message>
    <message>
        <source>Read the version of %1 from git</source>
        <translation>Die Version von %1 aus git lesen</translation>
    </message>
    <message>
        <source>Read the commit</source>
        <translation>Den Commit lesen</translation>
    </message>
    <message>
        <source>read the commit</source>
        <comment>could not …</comment>
        <translation>Lesen des Commits</translation>
    </message>
    <message>
        <source>Read the branch</source>
        <translation>Den Branch lesen</translation>
    </message>
    <message>
        <source>read the branch</source>
        <comment>could not …</comment>
        <translation>Lesen des Branches</translation>
    </message>
    <message>
        <source>Read the tags at the commit</source>
        <translation>Die Tags am Commit lesen</translation>
    </message>
    <message>
        <source>read the tags at the commit</source>
        <comment>could not …</comment>
        <translation>Lesen der Tags am Commit</translation>
    </message>
    <message>
        <source>Check for uncommitted changes</source>
        <translation>Auf nicht committete Änderungen prüfen</translation>
    </message>
    <message>
        <source>check for uncommitted changes</source>
        <comment>could not …</comment>
        <translation>Prüfen auf nicht committete Änderungen</translation>
    </message>
    <message>
        <source>the git work tree</source>
        <translation>dem Git-Arbeitsverzeichnis</translation>
    </message>
</context>
<context>
    <name>HelmDeck::YamlScalarEdit</name>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <source>the document is not a mapping</source>
        <translation>das Dokument ist kein Mapping</translation>
    </message>
    <message>
        <source>%1: missing (the parent of %2)</source>
        <translation>%1: fehlt (das Elternelement von %2)</translation>
    </message>
    <message>
        <source>%1: not a block mapping</source>
        <translation>%1: kein Block-Mapping</translation>
    </message>
    <message>
        <source>%1: not a scalar</source>
        <translation>%1: kein Skalar</translation>
    </message>
    <message>
        <source>%1: only a one-line plain or quoted scalar can be rewritten</source>
        <translation>%1: nur ein einzeiliger einfacher oder in Anführungszeichen gesetzter Skalar kann umgeschrieben werden</translation>
    </message>
    <message>
        <source>%1: empty (a null value cannot be rewritten in place; give it a value)</source>
        <translation>%1: leer (ein Null-Wert kann nicht an Ort und Stelle umgeschrieben werden; einen Wert angeben)</translation>
    </message>
    <message>
        <source>%1: the edit does not parse (%2)</source>
        <translation>%1: die Änderung lässt sich nicht parsen (%2)</translation>
    </message>
    <message>
        <source>%1: could not be set safely</source>
        <translation>%1: konnte nicht sicher gesetzt werden</translation>
    </message>
    <message>
        <source>%1: the edit changed its neighbours</source>
        <translation>%1: die Änderung hat ihre Nachbarn verändert</translation>
    </message>
</context>
</TS>
