<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>HelmDeck::CertificateChain</name>
    <message>
        <source>the certificate file holds a private key (%1): keep the key out of the project folder and import it into the keychain (helmdeck certs import APP --cert FILE --key KEY)</source>
        <translation>die Zertifikatsdatei enthält einen privaten Schlüssel (%1): den Schlüssel aus dem Projektordner heraushalten und in den Schlüsselbund importieren (helmdeck certs import APP --cert FILE --key KEY)</translation>
    </message>
    <message>
        <source>unexpected PEM block &quot;%1&quot;: the file must hold certificates only (-----BEGIN CERTIFICATE-----)</source>
        <translation>unerwarteter PEM-Block „%1“: die Datei darf nur Zertifikate enthalten (-----BEGIN CERTIFICATE-----)</translation>
    </message>
    <message>
        <source>the block begun at line %1 ends with &quot;%2&quot;</source>
        <translation>der in Zeile %1 begonnene Block endet mit „%2“</translation>
    </message>
    <message>
        <source>the certificate block is not a valid X.509 certificate</source>
        <translation>der Zertifikatsblock ist kein gültiges X.509-Zertifikat</translation>
    </message>
    <message>
        <source>the certificate block has no -----END CERTIFICATE----- line</source>
        <translation>dem Zertifikatsblock fehlt die Zeile -----END CERTIFICATE-----</translation>
    </message>
    <message>
        <source>no PEM certificate in the file (-----BEGIN CERTIFICATE-----)</source>
        <translation>kein PEM-Zertifikat in der Datei (-----BEGIN CERTIFICATE-----)</translation>
    </message>
    <message>
        <source>there is no certificate to check the key against</source>
        <translation>es gibt kein Zertifikat, gegen das der Schlüssel geprüft werden kann</translation>
    </message>
    <message>
        <source>the key is encrypted: HelmDeck takes an unencrypted PEM key (openssl pkey -in KEY -out PLAIN)</source>
        <translation>der Schlüssel ist verschlüsselt: HelmDeck nimmt einen unverschlüsselten PEM-Schlüssel (openssl pkey -in KEY -out PLAIN)</translation>
    </message>
    <message>
        <source>the key is not a PEM private key (RSA, EC or DSA) that Qt can read</source>
        <translation>der Schlüssel ist kein privater PEM-Schlüssel (RSA, EC oder DSA), den Qt lesen kann</translation>
    </message>
    <message>
        <source>the key does not belong to the certificate (another key type)</source>
        <translation>der Schlüssel gehört nicht zum Zertifikat (anderer Schlüsseltyp)</translation>
    </message>
    <message>
        <source>the key does not belong to the certificate (its public key differs)</source>
        <translation>der Schlüssel gehört nicht zum Zertifikat (sein öffentlicher Schlüssel weicht ab)</translation>
    </message>
</context>
<context>
    <name>HelmDeck::CronSchedule</name>
    <message>
        <source>minute</source>
        <translation>Minute</translation>
    </message>
    <message>
        <source>hour</source>
        <translation>Stunde</translation>
    </message>
    <message>
        <source>day-of-month</source>
        <translation>Tag des Monats</translation>
    </message>
    <message>
        <source>month</source>
        <translation>Monat</translation>
    </message>
    <message>
        <source>day-of-week</source>
        <translation>Wochentag</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot;: &quot;%3&quot; is not a number</source>
        <translation>%1 „%2“: „%3“ ist keine Zahl</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot;: &quot;%3&quot; is not a number or a name (%4-%5)</source>
        <translation>%1 „%2“: „%3“ ist weder eine Zahl noch ein Name (%4-%5)</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot;: 7 is not a day of the week for Kubernetes (its cron parser takes 0-6); write 0 or SUN for Sunday</source>
        <translation>%1 „%2“: 7 ist für Kubernetes kein Wochentag (sein Cron-Parser nimmt 0-6); für Sonntag 0 oder SUN schreiben</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot;: %3 is outside %4-%5</source>
        <translation>%1 „%2“: %3 liegt außerhalb von %4-%5</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot;: more than one &quot;/&quot;</source>
        <translation>%1 „%2“: mehr als ein „/“</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot;: more than one &quot;-&quot;</source>
        <translation>%1 „%2“: mehr als ein „-“</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot;: the range starts after it ends</source>
        <translation>%1 „%2“: der Bereich beginnt nach seinem Ende</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot;: the step after &quot;/&quot; must be a number of at least 1</source>
        <translation>%1 „%2“: der Schritt nach „/“ muss eine Zahl von mindestens 1 sein</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot;: a step of %3 is larger than the %1 range (%4-%5), so it only matches %4; cron cannot repeat every %3</source>
        <translation>%1 „%2“: ein Schritt von %3 ist größer als der Bereich (%4-%5) des Felds %1, trifft also nur %4; Cron kann nicht alle %3 wiederholen</translation>
    </message>
    <message>
        <source>the schedule is empty</source>
        <translation>der Zeitplan ist leer</translation>
    </message>
    <message>
        <source>time zone prefixes (TZ=, CRON_TZ=) are not allowed: HelmDeck&apos;s CronJobs set timeZone Etc/UTC and Kubernetes rejects both; write the schedule in UTC</source>
        <translation>Zeitzonen-Präfixe (TZ=, CRON_TZ=) sind nicht erlaubt: die CronJobs von HelmDeck setzen timeZone Etc/UTC, und Kubernetes lehnt beides ab; den Zeitplan in UTC schreiben</translation>
    </message>
    <message>
        <source>@every is not a cron schedule (Dokku and the Kubernetes CronJob docs don&apos;t offer it); write the interval as fields, e.g. &quot;*/5 * * * *&quot; for every 5 minutes</source>
        <translation>@every ist kein Cron-Zeitplan (Dokku und die Kubernetes-Dokumentation zu CronJobs bieten es nicht an); das Intervall als Felder schreiben, z. B. „*/5 * * * *“ für alle 5 Minuten</translation>
    </message>
    <message>
        <source>@reboot means nothing to a CronJob (there is no boot to wait for); use a process or a predeploy script instead</source>
        <translation>@reboot bedeutet für einen CronJob nichts (es gibt keinen Systemstart, auf den gewartet werden könnte); stattdessen einen Prozess oder ein predeploy-Skript verwenden</translation>
    </message>
    <message>
        <source>write &quot;%1&quot; exactly: descriptors are lower-case, without spaces</source>
        <translation>„%1“ genau so schreiben: Deskriptoren sind kleingeschrieben, ohne Leerzeichen</translation>
    </message>
    <message>
        <source>unknown descriptor &quot;%1&quot;; use one of %2</source>
        <translation>unbekannter Deskriptor „%1“; einen von %2 verwenden</translation>
    </message>
    <message>
        <source>expected 5 fields (minute hour day-of-month month day-of-week), found 6 (a seconds or year field is not supported)</source>
        <translation>5 Felder erwartet (Minute Stunde Tag-des-Monats Monat Wochentag), 6 gefunden (ein Sekunden- oder Jahresfeld wird nicht unterstützt)</translation>
    </message>
    <message>
        <source>expected 5 fields (minute hour day-of-month month day-of-week), found %1</source>
        <translation>5 Felder erwartet (Minute Stunde Tag-des-Monats Monat Wochentag), %1 gefunden</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot;: a list has an empty item</source>
        <translation>%1 „%2“: eine Liste hat einen leeren Eintrag</translation>
    </message>
    <message>
        <source>day-of-month &quot;%1&quot; never occurs in month &quot;%2&quot; (February has at most 29 days; April, June, September and November 30): Kubernetes accepts the schedule, but the CronJob would never run</source>
        <translation>Tag des Monats „%1“ kommt im Monat „%2“ nie vor (der Februar hat höchstens 29 Tage, April, Juni, September und November 30): Kubernetes nimmt den Zeitplan an, aber der CronJob liefe nie</translation>
    </message>
</context>
<context>
    <name>HelmDeck::GlobalSettings</name>
    <message>
        <source>a Secret name cannot be empty</source>
        <translation>ein Secret-Name darf nicht leer sein</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Secret name: lower-case letters, digits, &apos;-&apos; and &apos;.&apos;, starting and ending with a letter or digit, at most 253 characters</source>
        <translation>„%1“ ist kein Secret-Name: Kleinbuchstaben, Ziffern, „-“ und „.“, beginnend und endend mit einem Buchstaben oder einer Ziffer, höchstens 253 Zeichen</translation>
    </message>
    <message>
        <source>Secret &quot;%1&quot; is listed twice</source>
        <translation>Secret „%1“ ist doppelt aufgeführt</translation>
    </message>
    <message>
        <source>the HelmDeck settings file is not a valid settings (INI) file; its defaults are not used</source>
        <translation>die Einstellungsdatei von HelmDeck ist keine gültige Einstellungsdatei (INI); ihre Vorgaben werden nicht verwendet</translation>
    </message>
    <message>
        <source>the HelmDeck settings file cannot be read or written; its defaults are not used</source>
        <translation>die Einstellungsdatei von HelmDeck kann nicht gelesen oder geschrieben werden; ihre Vorgaben werden nicht verwendet</translation>
    </message>
    <message>
        <source>%1; the default image-pull-secrets are not used until it is fixed</source>
        <translation>%1; die Standard-Image-Pull-Secrets werden erst verwendet, wenn das behoben ist</translation>
    </message>
    <message>
        <source>cannot create the folder of %1</source>
        <translation>der Ordner von %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>%1 is not a valid settings (INI) file</source>
        <translation>%1 ist keine gültige Einstellungsdatei (INI)</translation>
    </message>
    <message>
        <source>%1 cannot be read or written</source>
        <translation>%1 kann nicht gelesen oder geschrieben werden</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ImageReference</name>
    <message>
        <source>the image reference is empty</source>
        <translation>die Image-Referenz ist leer</translation>
    </message>
    <message>
        <source>an image reference has no spaces</source>
        <translation>eine Image-Referenz enthält keine Leerzeichen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a digest (expected e.g. sha256:&lt;64 hex digits&gt;)</source>
        <translation>„%1“ ist kein Digest (erwartet z. B. sha256:&lt;64 Hex-Ziffern&gt;)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid tag (letters, digits, &apos;_&apos;, &apos;.&apos;, &apos;-&apos;; at most 128)</source>
        <translation>„%1“ ist kein gültiger Tag (Buchstaben, Ziffern, „_“, „.“, „-“; höchstens 128)</translation>
    </message>
    <message>
        <source>the image name is longer than 255 characters</source>
        <translation>der Image-Name ist länger als 255 Zeichen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a registry host[:port]</source>
        <translation>„%1“ ist kein Registry-Host[:Port]</translation>
    </message>
    <message>
        <source>repository names are lower-case (&quot;%1&quot;)</source>
        <translation>Repository-Namen sind kleingeschrieben („%1“)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid repository name part (lower-case letters and digits, separated by &apos;.&apos;, &apos;_&apos; or &apos;-&apos;)</source>
        <translation>„%1“ ist kein gültiger Teil eines Repository-Namens (Kleinbuchstaben und Ziffern, getrennt durch „.“, „_“ oder „-“)</translation>
    </message>
</context>
<context>
    <name>HelmDeck::MessageCap</name>
    <message>
        <source>… (%1 bytes)</source>
        <translation>… (%1 Byte)</translation>
    </message>
    <message>
        <source> … (%1 characters left out) … </source>
        <translation> … (%1 Zeichen ausgelassen) … </translation>
    </message>
</context>
<context>
    <name>HelmDeck::MonitoringValidator</name>
    <message>
        <source>the cluster does not serve monitoring.coreos.com/v1, so the ServiceMonitor of &quot;%1&quot; cannot be installed; install the Prometheus Operator (e.g. kube-prometheus-stack) or turn monitoring off</source>
        <translation>der Cluster bietet monitoring.coreos.com/v1 nicht an, daher kann der ServiceMonitor von „%1“ nicht installiert werden; den Prometheus Operator installieren (z. B. kube-prometheus-stack) oder das Monitoring ausschalten</translation>
    </message>
    <message>
        <source>helm test image &quot;%1&quot; is not an image reference (it holds a space)</source>
        <translation>das Helm-Test-Image „%1“ ist keine Image-Referenz (es enthält ein Leerzeichen)</translation>
    </message>
    <message>
        <source>process &quot;%1&quot; has no port maps, so there is no Service to monitor; add a port map or turn monitoring off</source>
        <translation>Prozess „%1“ hat keine Port-Zuordnungen, also gibt es keinen Service zu überwachen; eine Port-Zuordnung hinzufügen oder das Monitoring ausschalten</translation>
    </message>
    <message>
        <source>port %1 is not a container port of process &quot;%2&quot;; use one of its port maps&apos; container ports, or 0 for the primary one</source>
        <translation>Port %1 ist kein Container-Port von Prozess „%2“; einen der Container-Ports seiner Port-Zuordnungen verwenden oder 0 für den primären</translation>
    </message>
    <message>
        <source>the metrics path &quot;%1&quot; must start with &quot;/&quot;</source>
        <translation>der Metrik-Pfad „%1“ muss mit „/“ beginnen</translation>
    </message>
    <message>
        <source>interval &quot;%1&quot; is not a Prometheus duration such as &quot;30s&quot;, &quot;1m&quot; or &quot;1m30s&quot;</source>
        <translation>das Intervall „%1“ ist keine Prometheus-Dauer wie „30s“, „1m“ oder „1m30s“</translation>
    </message>
    <message>
        <source>scrapeTimeout &quot;%1&quot; is not a Prometheus duration such as &quot;30s&quot;, &quot;1m&quot; or &quot;1m30s&quot;</source>
        <translation>scrapeTimeout „%1“ ist keine Prometheus-Dauer wie „30s“, „1m“ oder „1m30s“</translation>
    </message>
    <message>
        <source>scrapeTimeout %1 is longer than the interval %2; Prometheus refuses a timeout above its interval</source>
        <translation>scrapeTimeout %1 ist länger als das Intervall %2; Prometheus lehnt ein Timeout über seinem Intervall ab</translation>
    </message>
    <message>
        <source>label key &quot;%1&quot; is not a Kubernetes label key ([prefix/]name, name ≤ 63 of [A-Za-z0-9-_.])</source>
        <translation>der Label-Schlüssel „%1“ ist kein Kubernetes-Label-Schlüssel ([prefix/]name, name ≤ 63 aus [A-Za-z0-9-_.])</translation>
    </message>
    <message>
        <source>label value &quot;%1&quot; is not a Kubernetes label value (≤ 63 of [A-Za-z0-9-_.], alphanumeric at both ends)</source>
        <translation>der Label-Wert „%1“ ist kein Kubernetes-Label-Wert (≤ 63 aus [A-Za-z0-9-_.], an beiden Enden alphanumerisch)</translation>
    </message>
    <message>
        <source>the ServiceMonitor of &quot;%1&quot; has no labels; Prometheus selects monitors by label (kube-prometheus-stack: &quot;release: &lt;its release name&gt;&quot;), so it may never be scraped</source>
        <translation>der ServiceMonitor von „%1“ hat keine Labels; Prometheus wählt Monitore nach Label aus (kube-prometheus-stack: „release: &lt;Name seines Release&gt;“), daher wird er womöglich nie abgefragt</translation>
    </message>
</context>
<context>
    <name>HelmDeck::PortMap</name>
    <message>
        <source>port map &quot;%1&quot; is not scheme:host-port:container-port</source>
        <translation>die Port-Zuordnung „%1“ hat nicht die Form scheme:host-port:container-port</translation>
    </message>
    <message>
        <source>port map &quot;%1&quot; has a port that is not a number</source>
        <translation>die Port-Zuordnung „%1“ hat einen Port, der keine Zahl ist</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ProcessValidator</name>
    <message>
        <source>port map &quot;%1&quot; has the unknown scheme &quot;%2&quot;; use http, https, tcp, udp, grpc or grpcs</source>
        <translation>die Port-Zuordnung „%1“ hat das unbekannte Schema „%2“; http, https, tcp, udp, grpc oder grpcs verwenden</translation>
    </message>
    <message>
        <source>port map &quot;%1&quot;: port %2 is outside 1-65535</source>
        <translation>Port-Zuordnung „%1“: Port %2 liegt außerhalb von 1-65535</translation>
    </message>
    <message>
        <source>host port %1/%2 is mapped twice (also ports[%3]); a Service takes each port and protocol once</source>
        <translation>der Host-Port %1/%2 ist doppelt zugeordnet (auch ports[%3]); ein Service nimmt jeden Port und jedes Protokoll einmal</translation>
    </message>
    <message>
        <source>unknown health check type &quot;%1&quot;; use startup, liveness or readiness</source>
        <translation>unbekannter Health-Check-Typ „%1“; startup, liveness oder readiness verwenden</translation>
    </message>
    <message>
        <source>a second %1 check: a container has one %1 probe, so only the first (healthchecks[%2]) is used</source>
        <translation>ein zweiter %1-Check: ein Container hat eine %1-Probe, daher wird nur der erste (healthchecks[%2]) verwendet</translation>
    </message>
    <message>
        <source>the check probes nothing: set path (HTTP), command (exec) or listening (TCP)</source>
        <translation>der Check prüft nichts: path (HTTP), command (exec) oder listening (TCP) setzen</translation>
    </message>
    <message>
        <source>set only one of path, command and listening: a Kubernetes probe has one handler</source>
        <translation>nur eines von path, command und listening setzen: eine Kubernetes-Probe hat einen Handler</translation>
    </message>
    <message>
        <source>port %1 is outside 1-65535</source>
        <translation>Port %1 liegt außerhalb von 1-65535</translation>
    </message>
    <message>
        <source>an HTTP or TCP check needs a port, and process &quot;%1&quot; has no port map: add one (e.g. &quot;http:80:5000&quot;) or check with a command</source>
        <translation>ein HTTP- oder TCP-Check braucht einen Port, und Prozess „%1“ hat keine Port-Zuordnung: eine hinzufügen (z. B. „http:80:5000“) oder mit einem Befehl prüfen</translation>
    </message>
    <message>
        <source>unknown scheme &quot;%1&quot;; an HTTP check uses http or https</source>
        <translation>unbekanntes Schema „%1“; ein HTTP-Check verwendet http oder https</translation>
    </message>
    <message>
        <source>%1 is negative; 0 leaves Kubernetes&apos; default</source>
        <translation>%1 ist negativ; 0 belässt den Standardwert von Kubernetes</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an HTTP header name Kubernetes accepts (letters, digits and &apos;-&apos;)</source>
        <translation>„%1“ ist kein HTTP-Header-Name, den Kubernetes akzeptiert (Buchstaben, Ziffern und „-“)</translation>
    </message>
    <message>
        <source>a process has no name</source>
        <translation>ein Prozess hat keinen Namen</translation>
    </message>
    <message>
        <source>process name &quot;%1&quot; must be a DNS-1123 label: lower-case letters, digits and &apos;-&apos;, starting and ending with a letter or digit</source>
        <translation>der Prozessname „%1“ muss ein DNS-1123-Label sein: Kleinbuchstaben, Ziffern und „-“, beginnend und endend mit einem Buchstaben oder einer Ziffer</translation>
    </message>
    <message>
        <source>&quot;%1&quot; (%2 characters) names the Deployment, its container and the app.kubernetes.io/instance label, which allow at most 63; shorten the app or process name</source>
        <translation>„%1“ (%2 Zeichen) benennt das Deployment, seinen Container und das Label app.kubernetes.io/instance, die höchstens 63 Zeichen erlauben; den App- oder Prozessnamen kürzen</translation>
    </message>
    <message>
        <source>replicas is %1; it must be 0 or more</source>
        <translation>replicas ist %1; es muss 0 oder mehr sein</translation>
    </message>
    <message>
        <source>%1 is %2, above %3: probably a typo; a node runs at most %4 pods by default (the kubelet&apos;s maxPods), so this needs at least %5 nodes</source>
        <translation>%1 ist %2, mehr als %3: wahrscheinlich ein Tippfehler; ein Node führt standardmäßig höchstens %4 Pods aus (maxPods des Kubelets), dafür wären also mindestens %5 Nodes nötig</translation>
    </message>
</context>
<context>
    <name>HelmDeck::PullSecretValidator</name>
    <message>
        <source>&quot;%1&quot; is not a Secret name: lower-case letters, digits, &apos;-&apos; and &apos;.&apos;, starting and ending with a letter or digit</source>
        <translation>„%1“ ist kein Secret-Name: Kleinbuchstaben, Ziffern, „-“ und „.“, beginnend und endend mit einem Buchstaben oder einer Ziffer</translation>
    </message>
    <message>
        <source>Secret &quot;%1&quot; is listed twice</source>
        <translation>Secret „%1“ ist doppelt aufgeführt</translation>
    </message>
    <message>
        <source>registry &quot;%1&quot; must be a host name with an optional port, without scheme or path, in lower case</source>
        <translation>die Registry „%1“ muss ein Hostname mit optionalem Port sein, ohne Schema oder Pfad, in Kleinbuchstaben</translation>
    </message>
    <message>
        <source>%1 (try &quot;%2&quot;)</source>
        <translation>%1 („%2“ versuchen)</translation>
    </message>
    <message>
        <source>username &quot;%1&quot; is for no registry; set pullSecret.registry to the registry host it logs in to</source>
        <translation>der Benutzername „%1“ gehört zu keiner Registry; pullSecret.registry auf den Registry-Host setzen, bei dem er sich anmeldet</translation>
    </message>
    <message>
        <source>the registry credentials are not used: the app&apos;s pull-secret mode is %1, not fromCredentials</source>
        <translation>die Registry-Zugangsdaten werden nicht verwendet: der Pull-Secret-Modus der App ist %1, nicht fromCredentials</translation>
    </message>
    <message>
        <source>the app&apos;s image is on &quot;%1&quot;, not &quot;%2&quot;: the pull secret only holds the registries of the app&apos;s images, so these credentials are not used</source>
        <translation>das Image der App liegt auf „%1“, nicht auf „%2“: das Pull-Secret enthält nur die Registrys der Images der App, daher werden diese Zugangsdaten nicht verwendet</translation>
    </message>
    <message>
        <source>pull-secret mode namedSecrets needs the names of existing Secrets in imagePullSecrets</source>
        <translation>der Pull-Secret-Modus namedSecrets braucht die Namen vorhandener Secrets in imagePullSecrets</translation>
    </message>
    <message>
        <source>imagePullSecrets are not used: the app&apos;s pull-secret mode is none</source>
        <translation>imagePullSecrets werden nicht verwendet: der Pull-Secret-Modus der App ist none</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ReleaseValidator</name>
    <message>
        <source>app name &quot;%1&quot; is %2 characters, too long for a release command: its Job &quot;&lt;app&gt;-release-&lt;10 hex&gt;&quot; must fit Kubernetes&apos; 63-character label values, so an app with a release or predeploy command has a name of at most %3 characters</source>
        <translation>der App-Name „%1“ hat %2 Zeichen, zu lang für einen Release-Befehl: sein Job „&lt;app&gt;-release-&lt;10 hex&gt;“ muss in die 63 Zeichen eines Kubernetes-Label-Werts passen, daher hat eine App mit Release- oder predeploy-Befehl einen Namen von höchstens %3 Zeichen</translation>
    </message>
    <message>
        <source>backoffLimit %1 is out of range; use 0 to %2</source>
        <translation>backoffLimit %1 liegt außerhalb des Bereichs; 0 bis %2 verwenden</translation>
    </message>
    <message>
        <source>wait image &quot;%1&quot; is not an image reference (it holds a blank)</source>
        <translation>das Warte-Image „%1“ ist keine Image-Referenz (es enthält ein Leerzeichen)</translation>
    </message>
    <message>
        <source>a process type named &quot;release&quot; is not deployed: Dokku&apos;s release task is the app&apos;s release command (the Release page), run once by a Job before the other pods start</source>
        <translation>ein Prozesstyp namens „release“ wird nicht bereitgestellt: die Release-Aufgabe von Dokku ist der Release-Befehl der App (die Seite „Release“), einmal von einem Job ausgeführt, bevor die anderen Pods starten</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ResourcesValidator</name>
    <message>
        <source>&quot;%1&quot; is not a Kubernetes quantity (e.g. 256Mi or 1Gi)</source>
        <translation>„%1“ ist keine Kubernetes-Mengenangabe (z. B. 256Mi oder 1Gi)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Kubernetes quantity (e.g. 250m or 0.5)</source>
        <translation>„%1“ ist keine Kubernetes-Mengenangabe (z. B. 250m oder 0.5)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is negative</source>
        <translation>„%1“ ist negativ</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is in thousandths of a byte (m is milli); write Mi for mebibytes</source>
        <translation>„%1“ ist in Tausendstel Byte (m steht für milli); Mi für Mebibyte schreiben</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is read as %2 (MiB), as Dokku reads a bare number of memory; write %2 to say so</source>
        <translation>„%1“ wird als %2 (MiB) gelesen, wie Dokku eine bloße Zahl als Speicher liest; %2 schreiben, um das ausdrücklich zu sagen</translation>
    </message>
    <message>
        <source>the memory request (%1) is above its limit (%2); Kubernetes refuses that</source>
        <translation>die Speicher-Anforderung (%1) liegt über ihrem Limit (%2); Kubernetes lehnt das ab</translation>
    </message>
    <message>
        <source>the CPU request (%1) is above its limit (%2); Kubernetes refuses that</source>
        <translation>die CPU-Anforderung (%1) liegt über ihrem Limit (%2); Kubernetes lehnt das ab</translation>
    </message>
</context>
<context>
    <name>HelmDeck::RoutingValidator</name>
    <message>
        <source>letsencrypt (the app&apos;s ACME Issuer)</source>
        <translation>letsencrypt (der ACME-Issuer der App)</translation>
    </message>
    <message>
        <source>domain &quot;%1&quot; uses cert-manager but names no issuer: set issuer to a ClusterIssuer or Issuer the cluster has</source>
        <translation>die Domain „%1“ verwendet cert-manager, nennt aber keinen Issuer: issuer auf einen ClusterIssuer oder Issuer setzen, den der Cluster hat</translation>
    </message>
    <message>
        <source>issuer &quot;%1&quot; is not a cert-manager issuer name (a DNS-1123 subdomain)</source>
        <translation>der Issuer „%1“ ist kein Issuer-Name von cert-manager (eine DNS-1123-Subdomain)</translation>
    </message>
    <message>
        <source>issuerKind &quot;%1&quot; is not known; use ClusterIssuer or Issuer</source>
        <translation>issuerKind „%1“ ist unbekannt; ClusterIssuer oder Issuer verwenden</translation>
    </message>
    <message>
        <source>domain &quot;%1&quot; is a wildcard: Let&apos;s Encrypt&apos;s HTTP-01 challenge cannot issue wildcard certificates; use cert-manager with a DNS-01 issuer, or an imported certificate</source>
        <translation>die Domain „%1“ ist eine Wildcard: die HTTP-01-Challenge von Let’s Encrypt kann keine Wildcard-Zertifikate ausstellen; cert-manager mit einem DNS-01-Issuer oder ein importiertes Zertifikat verwenden</translation>
    </message>
    <message>
        <source>path &quot;%1&quot; of domain &quot;%2&quot; must start with &quot;/&quot; and hold no spaces</source>
        <translation>der Pfad „%1“ der Domain „%2“ muss mit „/“ beginnen und darf keine Leerzeichen enthalten</translation>
    </message>
    <message>
        <source>port &quot;%1&quot; of domain &quot;%2&quot; is not a port map of the web process (it has none)</source>
        <translation>der Port „%1“ der Domain „%2“ ist keine Port-Zuordnung des Web-Prozesses (er hat keine)</translation>
    </message>
    <message>
        <source>port &quot;%1&quot; of domain &quot;%2&quot; is not a port map of the web process (%3)</source>
        <translation>der Port „%1“ der Domain „%2“ ist keine Port-Zuordnung des Web-Prozesses (%3)</translation>
    </message>
    <message>
        <source>domain &quot;%1&quot; names issuer %2 but domain &quot;%3&quot; names issuer %4: the app&apos;s cert-manager domains share one Certificate (Secret tls-%5-web), so they name one issuer; give &quot;%1&quot; issuer %4 too, or move it to another app</source>
        <translation>die Domain „%1“ nennt den Issuer %2, die Domain „%3“ aber den Issuer %4: die cert-manager-Domains der App teilen sich ein Zertifikat (Secret tls-%5-web), nennen also einen Issuer; „%1“ ebenfalls den Issuer %4 geben oder sie in eine andere App verschieben</translation>
    </message>
    <message>
        <source>a domain uses letsencrypt, but routing.letsEncrypt.email is not set: Let&apos;s Encrypt needs a contact address</source>
        <translation>eine Domain verwendet letsencrypt, aber routing.letsEncrypt.email ist nicht gesetzt: Let’s Encrypt braucht eine Kontaktadresse</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an email address</source>
        <translation>„%1“ ist keine E-Mail-Adresse</translation>
    </message>
    <message>
        <source>routing kind httproute needs the parent Gateway: set routing.gateway.name</source>
        <translation>die Routing-Art httproute braucht das übergeordnete Gateway: routing.gateway.name setzen</translation>
    </message>
    <message>
        <source>gateway &quot;%1&quot; is not a Gateway name (a DNS-1123 subdomain)</source>
        <translation>das Gateway „%1“ ist kein Gateway-Name (eine DNS-1123-Subdomain)</translation>
    </message>
    <message>
        <source>gateway namespace &quot;%1&quot; is not a namespace name (a DNS-1123 label)</source>
        <translation>der Gateway-Namespace „%1“ ist kein Namespace-Name (ein DNS-1123-Label)</translation>
    </message>
    <message>
        <source>with httproute the HTTP → HTTPS redirect is the Gateway&apos;s job (a redirect route on its HTTP listener); HelmDeck renders none</source>
        <translation>mit httproute ist die Umleitung HTTP → HTTPS Aufgabe des Gateways (eine Umleitungsroute an seinem HTTP-Listener); HelmDeck rendert keine</translation>
    </message>
    <message>
        <source>HelmDeck knows the HTTPS redirect of the traefik and nginx classes only; ingress class &quot;%1&quot; gets no redirect</source>
        <translation>HelmDeck kennt die HTTPS-Umleitung nur der Klassen traefik und nginx; die Ingress-Klasse „%1“ bekommt keine Umleitung</translation>
    </message>
    <message>
        <source>routing kind httproute renders Gateway API HTTPRoutes, but the cluster does not serve gateway.networking.k8s.io/v1 or v1beta1 (the CRD httproutes.gateway.networking.k8s.io is not installed): install it or change the setting</source>
        <translation>die Routing-Art httproute rendert HTTPRoutes der Gateway API, aber der Cluster bietet gateway.networking.k8s.io/v1 oder v1beta1 nicht an (die CRD httproutes.gateway.networking.k8s.io ist nicht installiert): sie installieren oder die Einstellung ändern</translation>
    </message>
    <message>
        <source>routing kind ingressroute renders Traefik IngressRoutes and Middlewares, but the cluster does not serve %1 (the CRD ingressroutes.traefik.io (and middlewares.traefik.io) is not installed): install it or change the setting</source>
        <translation>die Routing-Art ingressroute rendert IngressRoutes und Middlewares von Traefik, aber der Cluster bietet %1 nicht an (die CRD ingressroutes.traefik.io (und middlewares.traefik.io) ist nicht installiert): sie installieren oder die Einstellung ändern</translation>
    </message>
    <message>
        <source>the HTTPS redirect of class traefik is a Traefik Middleware, but the cluster does not serve %1 (the CRD middlewares.traefik.io is not installed): install it or change the setting</source>
        <translation>die HTTPS-Umleitung der Klasse traefik ist eine Traefik-Middleware, aber der Cluster bietet %1 nicht an (die CRD middlewares.traefik.io ist nicht installiert): sie installieren oder die Einstellung ändern</translation>
    </message>
    <message>
        <source>domain &quot;%1&quot; gets its certificate from cert-manager, but the cluster does not serve %2 (the CRD issuers.cert-manager.io (and certificates.cert-manager.io) is not installed): install it or change the setting</source>
        <translation>die Domain „%1“ bekommt ihr Zertifikat von cert-manager, aber der Cluster bietet %2 nicht an (die CRD issuers.cert-manager.io (und certificates.cert-manager.io) ist nicht installiert): sie installieren oder die Einstellung ändern</translation>
    </message>
    <message>
        <source>domain &quot;%1&quot; gets its certificate from cert-manager, but the cluster does not serve %2 (the CRD certificates.cert-manager.io is not installed): install it or change the setting</source>
        <translation>die Domain „%1“ bekommt ihr Zertifikat von cert-manager, aber der Cluster bietet %2 nicht an (die CRD certificates.cert-manager.io ist nicht installiert): sie installieren oder die Einstellung ändern</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ScalingValidator</name>
    <message>
        <source>minReplicas must be 0 or more</source>
        <translation>minReplicas muss 0 oder mehr sein</translation>
    </message>
    <message>
        <source>a HorizontalPodAutoscaler cannot scale to zero (minReplicas 0): set minReplicas to 1 or more, or use type keda</source>
        <translation>ein HorizontalPodAutoscaler kann nicht auf null skalieren (minReplicas 0): minReplicas auf 1 oder mehr setzen oder type keda verwenden</translation>
    </message>
    <message>
        <source>maxReplicas must be 1 or more</source>
        <translation>maxReplicas muss 1 oder mehr sein</translation>
    </message>
    <message>
        <source>maxReplicas (%1) is below minReplicas (%2)</source>
        <translation>maxReplicas (%1) liegt unter minReplicas (%2)</translation>
    </message>
    <message>
        <source>the HorizontalPodAutoscaler of process &quot;%1&quot; has no target: set cpu and/or memory (average utilization in percent of the request)</source>
        <translation>der HorizontalPodAutoscaler von Prozess „%1“ hat kein Ziel: cpu und/oder memory setzen (durchschnittliche Auslastung in Prozent der Anforderung)</translation>
    </message>
    <message>
        <source>%1 target %2% is outside 1-1000%</source>
        <translation>das %1-Ziel %2% liegt außerhalb von 1-1000%</translation>
    </message>
    <message>
        <source>a %1 target needs resources.requests.%2 on process &quot;%3&quot;: utilization is a percentage of the request, so without one the autoscaler has no metric</source>
        <translation>ein %1-Ziel braucht resources.requests.%2 an Prozess „%3“: die Auslastung ist ein Prozentsatz der Anforderung, ohne sie hat der Autoscaler also keine Metrik</translation>
    </message>
    <message>
        <source>triggers are KEDA&apos;s: a process scales with either a HorizontalPodAutoscaler or KEDA, not both; set type keda or remove the triggers</source>
        <translation>triggers gehören zu KEDA: ein Prozess skaliert entweder mit einem HorizontalPodAutoscaler oder mit KEDA, nicht mit beiden; type keda setzen oder die triggers entfernen</translation>
    </message>
    <message>
        <source>cpu and memory targets are the HorizontalPodAutoscaler&apos;s: a process scales with either one, not both; with keda add a trigger of type cpu or memory instead</source>
        <translation>cpu- und memory-Ziele gehören zum HorizontalPodAutoscaler: ein Prozess skaliert mit einem von beiden, nicht mit beiden; mit keda stattdessen einen Trigger vom Typ cpu oder memory hinzufügen</translation>
    </message>
    <message>
        <source>pollingInterval must be at least 1 second</source>
        <translation>pollingInterval muss mindestens 1 Sekunde sein</translation>
    </message>
    <message>
        <source>cooldownPeriod must be 0 or more seconds</source>
        <translation>cooldownPeriod muss 0 oder mehr Sekunden sein</translation>
    </message>
    <message>
        <source>KEDA autoscaling of process &quot;%1&quot; needs at least one trigger</source>
        <translation>das KEDA-Autoscaling von Prozess „%1“ braucht mindestens einen Trigger</translation>
    </message>
    <message>
        <source>the trigger has no type (a KEDA scaler, e.g. redis, prometheus, cron)</source>
        <translation>der Trigger hat keinen Typ (ein KEDA-Scaler, z. B. redis, prometheus, cron)</translation>
    </message>
    <message>
        <source>no trigger authentication &quot;%1&quot; in app &quot;%2&quot;; add it under triggerAuthentications</source>
        <translation>keine Trigger-Authentifizierung „%1“ in App „%2“; sie unter triggerAuthentications hinzufügen</translation>
    </message>
    <message>
        <source>a metadata key is empty</source>
        <translation>ein Metadaten-Schlüssel ist leer</translation>
    </message>
    <message>
        <source>KEDA cannot scale to zero on cpu or memory triggers alone: add another trigger or set minReplicas to 1</source>
        <translation>KEDA kann allein mit cpu- oder memory-Triggern nicht auf null skalieren: einen weiteren Trigger hinzufügen oder minReplicas auf 1 setzen</translation>
    </message>
    <message>
        <source>a disruption budget sets minAvailable or maxUnavailable, not both</source>
        <translation>ein Disruption Budget setzt minAvailable oder maxUnavailable, nicht beides</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a pod count or a percentage (e.g. 1 or 50%)</source>
        <translation>„%1“ ist weder eine Pod-Anzahl noch ein Prozentsatz (z. B. 1 oder 50%)</translation>
    </message>
    <message>
        <source>minAvailable %1 with %2 replicas lets no pod be evicted: node drains wait forever</source>
        <translation>minAvailable %1 bei %2 Replikaten lässt keine Verdrängung eines Pods zu: das Leeren eines Nodes (Drain) wartet ewig</translation>
    </message>
    <message>
        <source>terminationGracePeriod must be 0 or more seconds</source>
        <translation>terminationGracePeriod muss 0 oder mehr Sekunden sein</translation>
    </message>
    <message>
        <source>preStopSleep must be 0 or more seconds</source>
        <translation>preStopSleep muss 0 oder mehr Sekunden sein</translation>
    </message>
    <message>
        <source>preStopSleep (%1 s) is not below the termination grace period (%2 s): the container is killed before the app gets SIGTERM; raise terminationGracePeriod</source>
        <translation>preStopSleep (%1 s) liegt nicht unter der Termination Grace Period (%2 s): der Container wird beendet, bevor die App SIGTERM bekommt; terminationGracePeriod erhöhen</translation>
    </message>
    <message>
        <source>trigger authentication name &quot;%1&quot; must be a DNS-1123 label (it names the TriggerAuthentication &quot;%2-%1&quot;)</source>
        <translation>der Name der Trigger-Authentifizierung „%1“ muss ein DNS-1123-Label sein (er benennt die TriggerAuthentication „%2-%1“)</translation>
    </message>
    <message>
        <source>&quot;%1-%2&quot; is longer than 253 characters</source>
        <translation>„%1-%2“ ist länger als 253 Zeichen</translation>
    </message>
    <message>
        <source>trigger authentication &quot;%1&quot; is defined twice</source>
        <translation>die Trigger-Authentifizierung „%1“ ist doppelt definiert</translation>
    </message>
    <message>
        <source>trigger authentication &quot;%1&quot; has no secretRefs</source>
        <translation>die Trigger-Authentifizierung „%1“ hat keine secretRefs</translation>
    </message>
    <message>
        <source>the secretRef has no parameter (the scaler&apos;s auth parameter)</source>
        <translation>die secretRef hat keinen parameter (den Authentifizierungsparameter des Scalers)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an env var of app &quot;%2&quot;: the value is read from the app&apos;s config Secret, so add it under env (marked secret)</source>
        <translation>„%1“ ist keine Env-Variable der App „%2“: der Wert wird aus dem Konfigurations-Secret der App gelesen, daher sie unter env hinzufügen (als geheim markiert)</translation>
    </message>
    <message>
        <source>env var &quot;%1&quot; is not marked secret: its value is in the project file in clear</source>
        <translation>die Env-Variable „%1“ ist nicht als geheim markiert: ihr Wert steht im Klartext in der Projektdatei</translation>
    </message>
    <message>
        <source>process &quot;%1&quot; scales with KEDA, but the cluster does not serve %2 (KEDA is not installed): install KEDA or use type hpa</source>
        <translation>Prozess „%1“ skaliert mit KEDA, aber der Cluster bietet %2 nicht an (KEDA ist nicht installiert): KEDA installieren oder type hpa verwenden</translation>
    </message>
    <message>
        <source>trigger authentication &quot;%1&quot; is a KEDA TriggerAuthentication, but the cluster does not serve %2 (KEDA is not installed): install KEDA or remove it</source>
        <translation>die Trigger-Authentifizierung „%1“ ist eine TriggerAuthentication von KEDA, aber der Cluster bietet %2 nicht an (KEDA ist nicht installiert): KEDA installieren oder sie entfernen</translation>
    </message>
</context>
<context>
    <name>HelmDeck::SecretNames</name>
    <message>
        <source>ends in %1</source>
        <translation>endet auf %1</translation>
    </message>
    <message>
        <source>contains PASSWORD</source>
        <translation>enthält PASSWORD</translation>
    </message>
    <message>
        <source>is DATABASE_URL</source>
        <translation>ist DATABASE_URL</translation>
    </message>
</context>
<context>
    <name>HelmDeck::SecretStore</name>
    <message>
        <source>the session store was chosen</source>
        <translation>der Sitzungsspeicher wurde gewählt</translation>
    </message>
    <message>
        <source>HelmDeck was built without QtKeychain</source>
        <translation>HelmDeck wurde ohne QtKeychain gebaut</translation>
    </message>
    <message>
        <source>No system keychain: secrets are kept for this session only</source>
        <translation>Kein Schlüsselbund des Systems: Secrets werden nur für diese Sitzung aufbewahrt</translation>
    </message>
    <message>
        <source>the system keychain refused access: %1</source>
        <translation>der Schlüsselbund des Systems hat den Zugriff verweigert: %1</translation>
    </message>
    <message>
        <source>the system keychain did not answer within %1 s</source>
        <translation>der Schlüsselbund des Systems hat nicht innerhalb von %1 s geantwortet</translation>
    </message>
    <message>
        <source>unknown operation</source>
        <translation>unbekannte Operation</translation>
    </message>
    <message>
        <source>the system keychain did not answer</source>
        <translation>der Schlüsselbund des Systems hat nicht geantwortet</translation>
    </message>
</context>
<context>
    <name>HelmDeck::SecurityValidator</name>
    <message>
        <source>write capability &quot;%1&quot; without the CAP_ prefix: &quot;%2&quot;</source>
        <translation>die Capability „%1“ ohne das Präfix CAP_ schreiben: „%2“</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a capability name: upper-case letters, digits and &apos;_&apos; (e.g. NET_BIND_SERVICE)</source>
        <translation>„%1“ ist kein Capability-Name: Großbuchstaben, Ziffern und „_“ (z. B. NET_BIND_SERVICE)</translation>
    </message>
    <message>
        <source>adding ALL capabilities undoes the secure default of dropping them; add only the ones the image needs</source>
        <translation>ALL hinzuzufügen hebt die sichere Vorgabe auf, alle Capabilities zu entfernen; nur die hinzufügen, die das Image braucht</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a sysctl name (dot- or slash-separated lower-case words, e.g. net.core.somaxconn)</source>
        <translation>„%1“ ist kein Sysctl-Name (durch Punkt oder Schrägstrich getrennte kleingeschriebene Wörter, z. B. net.core.somaxconn)</translation>
    </message>
    <message>
        <source>sysctl &quot;%1&quot; is set twice</source>
        <translation>Sysctl „%1“ ist doppelt gesetzt</translation>
    </message>
    <message>
        <source>sysctl &quot;%1&quot; is not one of the kubelet&apos;s safe sysctls: the pod is refused (SysctlForbidden) unless the node&apos;s kubelet runs with --allowed-unsafe-sysctls=%1</source>
        <translation>Sysctl „%1“ gehört nicht zu den sicheren Sysctls des Kubelets: der Pod wird abgelehnt (SysctlForbidden), außer das Kubelet des Nodes läuft mit --allowed-unsafe-sysctls=%1</translation>
    </message>
    <message>
        <source>/dev/shm size &quot;%1&quot; is not a positive quantity such as &quot;256Mi&quot; or &quot;1Gi&quot;</source>
        <translation>die Größe von /dev/shm „%1“ ist keine positive Mengenangabe wie „256Mi“ oder „1Gi“</translation>
    </message>
    <message>
        <source>%1 runs privileged: its containers have every capability and the host&apos;s devices</source>
        <translation>%1 läuft privilegiert: die Container haben jede Capability und die Geräte des Hosts</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid label key: [prefix/]name, the name at most 63 letters, digits, &apos;-&apos;, &apos;_&apos; or &apos;.&apos;, starting and ending with a letter or digit; the prefix a DNS subdomain</source>
        <translation>„%1“ ist kein gültiger Label-Schlüssel: [prefix/]name, der Name höchstens 63 Buchstaben, Ziffern, „-“, „_“ oder „.“, beginnend und endend mit einem Buchstaben oder einer Ziffer; das Präfix eine DNS-Subdomain</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid annotation key: [prefix/]name, the name at most 63 letters, digits, &apos;-&apos;, &apos;_&apos; or &apos;.&apos;, starting and ending with a letter or digit; the prefix a DNS subdomain</source>
        <translation>„%1“ ist kein gültiger Annotations-Schlüssel: [prefix/]name, der Name höchstens 63 Buchstaben, Ziffern, „-“, „_“ oder „.“, beginnend und endend mit einem Buchstaben oder einer Ziffer; das Präfix eine DNS-Subdomain</translation>
    </message>
    <message>
        <source>label &quot;%1&quot; is set by HelmDeck and cannot be overridden; use a key of your own</source>
        <translation>das Label „%1“ setzt HelmDeck, es kann nicht überschrieben werden; einen eigenen Schlüssel verwenden</translation>
    </message>
    <message>
        <source>annotation &quot;%1&quot; is set by HelmDeck and cannot be overridden; use a key of your own</source>
        <translation>die Annotation „%1“ setzt HelmDeck, sie kann nicht überschrieben werden; einen eigenen Schlüssel verwenden</translation>
    </message>
    <message>
        <source>label value &quot;%1&quot; is not valid: at most 63 letters, digits, &apos;-&apos;, &apos;_&apos; or &apos;.&apos;, starting and ending with a letter or digit (or empty)</source>
        <translation>der Label-Wert „%1“ ist ungültig: höchstens 63 Buchstaben, Ziffern, „-“, „_“ oder „.“, beginnend und endend mit einem Buchstaben oder einer Ziffer (oder leer)</translation>
    </message>
    <message>
        <source>container name &quot;%1&quot; must be a DNS-1123 label: lower-case letters, digits and &apos;-&apos;, starting and ending with a letter or digit, at most 63 characters</source>
        <translation>der Container-Name „%1“ muss ein DNS-1123-Label sein: Kleinbuchstaben, Ziffern und „-“, beginnend und endend mit einem Buchstaben oder einer Ziffer, höchstens 63 Zeichen</translation>
    </message>
    <message>
        <source>container name &quot;%1&quot; is used twice in the pods of process &quot;%2&quot;</source>
        <translation>der Container-Name „%1“ wird in den Pods von Prozess „%2“ zweimal verwendet</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid env var name</source>
        <translation>„%1“ ist kein gültiger Name für eine Env-Variable</translation>
    </message>
    <message>
        <source>container &quot;%1&quot; mounts &quot;%2&quot;, which process &quot;%3&quot; does not mount; mount one of: %4</source>
        <translation>Container „%1“ bindet „%2“ ein, das Prozess „%3“ nicht einbindet; eines hiervon einbinden: %4</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>container path &quot;%1&quot; must be absolute</source>
        <translation>der Container-Pfad „%1“ muss absolut sein</translation>
    </message>
    <message>
        <source>manifest</source>
        <translation>Manifest</translation>
    </message>
    <message>
        <source>a document is not a Kubernetes object (a map with apiVersion, kind and metadata.name)</source>
        <translation>ein Dokument ist kein Kubernetes-Objekt (eine Map mit apiVersion, kind und metadata.name)</translation>
    </message>
    <message>
        <source>a key is not a string (an unquoted &quot;{{ ... }}&quot; reads as a map: quote it, the file is included as text)</source>
        <translation>ein Schlüssel ist kein String (ein „{{ ... }}“ ohne Anführungszeichen wird als Map gelesen: es in Anführungszeichen setzen, die Datei wird als Text eingefügt)</translation>
    </message>
    <message>
        <source>the object has no %1; every document must be a Kubernetes object</source>
        <translation>dem Objekt fehlt %1; jedes Dokument muss ein Kubernetes-Objekt sein</translation>
    </message>
    <message>
        <source>sidecar &quot;%1&quot; of process &quot;%2&quot; runs as a regular container: the cluster is Kubernetes %3, and native sidecars need 1.29 (it starts with the app container, not before it, and keeps a finished pod alive)</source>
        <translation>der Sidecar „%1“ von Prozess „%2“ läuft als gewöhnlicher Container: der Cluster ist Kubernetes %3, und native Sidecars brauchen 1.29 (er startet mit dem App-Container statt vor ihm und hält einen beendeten Pod am Leben)</translation>
    </message>
    <message>
        <source>app &quot;%1&quot;</source>
        <translation>App „%1“</translation>
    </message>
    <message>
        <source>process &quot;%1&quot;</source>
        <translation>Prozess „%1“</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ServiceRename</name>
    <message>
        <source>user &quot;%1&quot;</source>
        <translation>Benutzer „%1“</translation>
    </message>
    <message>
        <source>database &quot;%1&quot;</source>
        <translation>Datenbank „%1“</translation>
    </message>
    <message>
        <source>claim &quot;%1&quot;</source>
        <translation>Claim „%1“</translation>
    </message>
    <message>
        <source>the %1 service is back on %2&apos;s own role, database and claim: the pins of an earlier rename were removed</source>
        <translation>der Service %1 nutzt wieder Rolle, Datenbank und Claim von %2: die Fixierungen einer früheren Umbenennung wurden entfernt</translation>
    </message>
    <message>
        <source>the %1 service keeps the data of &quot;%2&quot;: %3 pinned, so %4 reaches the same data with the same password</source>
        <translation>der Service %1 behält die Daten von „%2“: %3 fixiert, so erreicht %4 dieselben Daten mit demselben Passwort</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ServiceValidator</name>
    <message>
        <source>%1 &quot;%2&quot; is not a resource quantity (e.g. &quot;1Gi&quot;, &quot;100m&quot;, &quot;256Mi&quot;)</source>
        <translation>%1 „%2“ ist keine Ressourcen-Mengenangabe (z. B. „1Gi“, „100m“, „256Mi“)</translation>
    </message>
    <message>
        <source>version &quot;%1&quot; is not a version tag of the official image: digits and dots, e.g. &quot;%2&quot;</source>
        <translation>die Version „%1“ ist kein Versions-Tag des offiziellen Images: Ziffern und Punkte, z. B. „%2“</translation>
    </message>
    <message>
        <source>size is empty; give the volume&apos;s size, e.g. &quot;1Gi&quot;</source>
        <translation>size ist leer; die Größe des Volumes angeben, z. B. „1Gi“</translation>
    </message>
    <message>
        <source>storage entry &quot;%1&quot; is not in the project&apos;s storage; add it, or remove &quot;storage&quot; to get a volume of its own</source>
        <translation>der Storage-Eintrag „%1“ ist nicht im Storage des Projekts; ihn hinzufügen oder „storage“ entfernen, um ein eigenes Volume zu bekommen</translation>
    </message>
    <message>
        <source>both &quot;storage&quot; and &quot;claim&quot; are set: the data lives in one volume; keep one of them</source>
        <translation>sowohl „storage“ als auch „claim“ sind gesetzt: die Daten liegen in einem Volume; eines davon behalten</translation>
    </message>
    <message>
        <source>claim &quot;%1&quot; is not a PersistentVolumeClaim name: lower-case letters, digits, &apos;-&apos; and &apos;.&apos;</source>
        <translation>der Claim „%1“ ist kein PersistentVolumeClaim-Name: Kleinbuchstaben, Ziffern, „-“ und „.“</translation>
    </message>
    <message>
        <source>&quot;%1&quot; does nothing for a Valkey service: it has no users or databases</source>
        <translation>„%1“ bewirkt für einen Valkey-Service nichts: er hat keine Benutzer oder Datenbanken</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a PostgreSQL name: up to 63 letters, digits, &apos;_&apos;, &apos;$&apos; or &apos;-&apos;, not starting with a digit</source>
        <translation>%1 „%2“ ist kein PostgreSQL-Name: bis zu 63 Buchstaben, Ziffern, „_“, „$“ oder „-“, nicht mit einer Ziffer beginnend</translation>
    </message>
    <message>
        <source>claim &quot;%1&quot;</source>
        <translation>Claim „%1“</translation>
    </message>
    <message>
        <source>user &quot;%1&quot;</source>
        <translation>Benutzer „%1“</translation>
    </message>
    <message>
        <source>database &quot;%1&quot;</source>
        <translation>Datenbank „%1“</translation>
    </message>
    <message>
        <source>the %1 service uses %2 instead of the app&apos;s own (a rename pins them so the data stays reachable; remove them only to start with an empty volume)</source>
        <translation>der Service %1 verwendet %2 statt der eigenen der App (eine Umbenennung fixiert sie, damit die Daten erreichbar bleiben; nur entfernen, um mit einem leeren Volume zu beginnen)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; does nothing for an external service: nothing of it runs in the cluster</source>
        <translation>„%1“ bewirkt für einen externen Service nichts: nichts davon läuft im Cluster</translation>
    </message>
    <message>
        <source>env &quot;%1&quot; is not an env var name: letters, digits and &apos;_&apos;, not starting with a digit</source>
        <translation>env „%1“ ist kein Name für eine Env-Variable: Buchstaben, Ziffern und „_“, nicht mit einer Ziffer beginnend</translation>
    </message>
    <message>
        <source>env &quot;%1&quot; is also an env var of the app: the %2 service&apos;s URL would replace it; remove the env var or give the service another env name</source>
        <translation>env „%1“ ist auch eine Env-Variable der App: die URL des Service %2 würde sie ersetzen; die Env-Variable entfernen oder dem Service einen anderen env-Namen geben</translation>
    </message>
    <message>
        <source>env &quot;%1&quot; is also the %2 service&apos;s: give one of them another env name</source>
        <translation>env „%1“ gehört auch zum Service %2: einem von beiden einen anderen env-Namen geben</translation>
    </message>
    <message>
        <source>the process type &quot;%1&quot; and the %1 service would both be named &quot;%2&quot; (a Service each); rename the process type</source>
        <translation>der Prozesstyp „%1“ und der Service %1 hießen beide „%2“ (je ein Service); den Prozesstyp umbenennen</translation>
    </message>
</context>
<context>
    <name>HelmDeck::StorageEntry</name>
    <message>
        <source>Create a new storage entry with the new setting, copy the data over, mount the new entry instead of &quot;%1&quot; and destroy the old one when it is no longer needed.</source>
        <translation>Einen neuen Storage-Eintrag mit der neuen Einstellung anlegen, die Daten hinüberkopieren, den neuen Eintrag statt „%1“ einbinden und den alten löschen, wenn er nicht mehr gebraucht wird.</translation>
    </message>
    <message>
        <source>storage entry &quot;%1&quot;: the access mode can&apos;t change in place (%2 → %3): a PersistentVolumeClaim keeps its access modes for its lifetime.</source>
        <translation>Storage-Eintrag „%1“: die Zugriffsart kann sich nicht an Ort und Stelle ändern (%2 → %3): ein PersistentVolumeClaim behält seine Zugriffsarten ein Leben lang.</translation>
    </message>
    <message>
        <source>storage entry &quot;%1&quot;: the host path can&apos;t change in place (%2 → %3): a PersistentVolume&apos;s volume source is fixed when it is created.</source>
        <translation>Storage-Eintrag „%1“: der Host-Pfad kann sich nicht an Ort und Stelle ändern (%2 → %3): die Volume-Quelle eines PersistentVolume steht bei seiner Erstellung fest.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>storage entry &quot;%1&quot;: the storage class can&apos;t change in place (%2 → %3): a PersistentVolumeClaim keeps its class for its lifetime.</source>
        <translation>Storage-Eintrag „%1“: die Storage-Klasse kann sich nicht an Ort und Stelle ändern (%2 → %3): ein PersistentVolumeClaim behält seine Klasse ein Leben lang.</translation>
    </message>
    <message>
        <source>the cluster default</source>
        <translation>die Vorgabe des Clusters</translation>
    </message>
    <message>
        <source>storage entry &quot;%1&quot;: the size can&apos;t shrink (%2 → %3): Kubernetes lets a claim grow but never shrink.</source>
        <translation>Storage-Eintrag „%1“: die Größe kann nicht schrumpfen (%2 → %3): Kubernetes lässt einen Claim wachsen, aber nie schrumpfen.</translation>
    </message>
</context>
<context>
    <name>HelmDeck::StorageOwner</name>
    <message>
        <source>unknown storage owner &quot;%1&quot;; use herokuish, heroku, paketo (or packeto), root, false or UID:GID such as 1000:1000</source>
        <translation>unbekannter Storage-Besitzer „%1“; herokuish, heroku, paketo (oder packeto), root, false oder UID:GID wie 1000:1000 verwenden</translation>
    </message>
</context>
<context>
    <name>HelmDeck::StorageValidator</name>
    <message>
        <source>storage entry name &quot;%1&quot; must be a DNS-1123 label: lower-case letters, digits and &apos;-&apos;, starting and ending with a letter or digit</source>
        <translation>der Name des Storage-Eintrags „%1“ muss ein DNS-1123-Label sein: Kleinbuchstaben, Ziffern und „-“, beginnend und endend mit einem Buchstaben oder einer Ziffer</translation>
    </message>
    <message>
        <source>%1 (try &quot;%2&quot;)</source>
        <translation>%1 („%2“ versuchen)</translation>
    </message>
    <message>
        <source>storage entry name &quot;%1&quot; is %2 characters; its Helm release &quot;%4&quot; must fit Helm&apos;s 53-character limit, so entry names have at most %3</source>
        <translation>der Name des Storage-Eintrags „%1“ hat %2 Zeichen; sein Helm-Release „%4“ muss in die 53-Zeichen-Grenze von Helm passen, daher haben Eintragsnamen höchstens %3 Zeichen</translation>
    </message>
    <message>
        <source>storage entry name &quot;%1&quot; starts with &quot;%2&quot;, which HelmDeck keeps for its own pod volumes (such as helmdeck-shm and helmdeck-release-wait-token)</source>
        <translation>der Name des Storage-Eintrags „%1“ beginnt mit „%2“, das HelmDeck für seine eigenen Pod-Volumes vorbehält (etwa helmdeck-shm und helmdeck-release-wait-token)</translation>
    </message>
    <message>
        <source>the storage entry has no size; set one such as &quot;5Gi&quot;</source>
        <translation>der Storage-Eintrag hat keine Größe; eine setzen, etwa „5Gi“</translation>
    </message>
    <message>
        <source>e.g. &quot;5Gi&quot;, &quot;500Mi&quot; or &quot;1Ti&quot;</source>
        <translation>z. B. „5Gi“, „500Mi“ oder „1Ti“</translation>
    </message>
    <message>
        <source>write &quot;%1%2i&quot; (binary, %2iB) or &quot;%1%3&quot; (decimal, %2B)</source>
        <translation>„%1%2i“ (binär, %2iB) oder „%1%3“ (dezimal, %2B) schreiben</translation>
    </message>
    <message>
        <source>size &quot;%1&quot; is not a Kubernetes quantity: %2</source>
        <translation>die Größe „%1“ ist keine Kubernetes-Mengenangabe: %2</translation>
    </message>
    <message>
        <source>size &quot;%1&quot; must be more than 0</source>
        <translation>die Größe „%1“ muss größer als 0 sein</translation>
    </message>
    <message>
        <source>size &quot;%1&quot; is in thousandths of a byte (m is milli); write Mi for mebibytes</source>
        <translation>die Größe „%1“ ist in Tausendstel Byte (m steht für milli); Mi für Mebibyte schreiben</translation>
    </message>
    <message>
        <source>size &quot;%1&quot; is %1 bytes: Kubernetes reads a bare number as bytes; write %1Gi or %1Mi if that was meant</source>
        <translation>die Größe „%1“ sind %1 Byte: Kubernetes liest eine bloße Zahl als Byte; %1Gi oder %1Mi schreiben, falls das gemeint war</translation>
    </message>
    <message>
        <source>unknown access mode &quot;%1&quot;; use %2</source>
        <translation>unbekannte Zugriffsart „%1“; %2 verwenden</translation>
    </message>
    <message>
        <source>write access mode &quot;%1&quot; as &quot;%2&quot; (Kubernetes&apos; spelling)</source>
        <translation>die Zugriffsart „%1“ als „%2“ schreiben (Schreibweise von Kubernetes)</translation>
    </message>
    <message>
        <source>storage class &quot;%1&quot; is not a valid StorageClass name (a DNS-1123 subdomain)</source>
        <translation>die Storage-Klasse „%1“ ist kein gültiger StorageClass-Name (eine DNS-1123-Subdomain)</translation>
    </message>
    <message>
        <source>set either storageClass (&quot;%1&quot;) or hostPath (&quot;%2&quot;), not both: a host-path entry is a static PersistentVolume with no storage class</source>
        <translation>entweder storageClass („%1“) oder hostPath („%2“) setzen, nicht beides: ein Host-Pfad-Eintrag ist ein statisches PersistentVolume ohne Storage-Klasse</translation>
    </message>
    <message>
        <source>host path &quot;%1&quot; must be absolute (a path on the node, such as &quot;/%1&quot;)</source>
        <translation>der Host-Pfad „%1“ muss absolut sein (ein Pfad auf dem Node, etwa „/%1“)</translation>
    </message>
    <message>
        <source>host path &quot;%1&quot; must not contain &quot;..&quot;</source>
        <translation>der Host-Pfad „%1“ darf kein „..“ enthalten</translation>
    </message>
    <message>
        <source>reclaim policy Recycle is deprecated in Kubernetes; use Retain (keep the data) or Delete</source>
        <translation>die Reclaim-Richtlinie Recycle ist in Kubernetes veraltet; Retain (Daten behalten) oder Delete verwenden</translation>
    </message>
    <message>
        <source>unknown reclaim policy &quot;%1&quot;; use Retain or Delete</source>
        <translation>unbekannte Reclaim-Richtlinie „%1“; Retain oder Delete verwenden</translation>
    </message>
    <message>
        <source>write reclaim policy &quot;%1&quot; as &quot;%2&quot; (Kubernetes&apos; spelling)</source>
        <translation>die Reclaim-Richtlinie „%1“ als „%2“ schreiben (Schreibweise von Kubernetes)</translation>
    </message>
    <message>
        <source>reclaim policy %1 has no effect without a host path: a dynamically provisioned volume takes the reclaim policy of its StorageClass</source>
        <translation>die Reclaim-Richtlinie %1 wirkt nicht ohne Host-Pfad: ein dynamisch bereitgestelltes Volume übernimmt die Reclaim-Richtlinie seiner StorageClass</translation>
    </message>
    <message>
        <source>reclaim policy Delete on host path &quot;%1&quot;: Kubernetes only deletes host paths under /tmp/, so the volume ends up Failed when released; use Retain and clean up by hand</source>
        <translation>Reclaim-Richtlinie Delete auf dem Host-Pfad „%1“: Kubernetes löscht Host-Pfade nur unter /tmp/, daher endet das Volume beim Freigeben als Failed; Retain verwenden und von Hand aufräumen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid label key: [prefix/]name, the name at most 63 letters, digits, &apos;-&apos;, &apos;_&apos; or &apos;.&apos;, starting and ending with a letter or digit; the prefix a DNS subdomain</source>
        <translation>„%1“ ist kein gültiger Label-Schlüssel: [prefix/]name, der Name höchstens 63 Buchstaben, Ziffern, „-“, „_“ oder „.“, beginnend und endend mit einem Buchstaben oder einer Ziffer; das Präfix eine DNS-Subdomain</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid annotation key: [prefix/]name, the name at most 63 letters, digits, &apos;-&apos;, &apos;_&apos; or &apos;.&apos;, starting and ending with a letter or digit; the prefix a DNS subdomain</source>
        <translation>„%1“ ist kein gültiger Annotations-Schlüssel: [prefix/]name, der Name höchstens 63 Buchstaben, Ziffern, „-“, „_“ oder „.“, beginnend und endend mit einem Buchstaben oder einer Ziffer; das Präfix eine DNS-Subdomain</translation>
    </message>
    <message>
        <source>label &quot;%1&quot; is set twice</source>
        <translation>das Label „%1“ ist doppelt gesetzt</translation>
    </message>
    <message>
        <source>annotation &quot;%1&quot; is set twice</source>
        <translation>die Annotation „%1“ ist doppelt gesetzt</translation>
    </message>
    <message>
        <source>label value &quot;%1&quot; is not valid: at most 63 letters, digits, &apos;-&apos;, &apos;_&apos; or &apos;.&apos;, starting and ending with a letter or digit (or empty)</source>
        <translation>der Label-Wert „%1“ ist ungültig: höchstens 63 Buchstaben, Ziffern, „-“, „_“ oder „.“, beginnend und endend mit einem Buchstaben oder einer Ziffer (oder leer)</translation>
    </message>
    <message>
        <source>namespace &quot;%1&quot; must be a DNS-1123 label: lower-case letters, digits and &apos;-&apos;, starting and ending with a letter or digit, at most 63 characters</source>
        <translation>der Namespace „%1“ muss ein DNS-1123-Label sein: Kleinbuchstaben, Ziffern und „-“, beginnend und endend mit einem Buchstaben oder einer Ziffer, höchstens 63 Zeichen</translation>
    </message>
    <message>
        <source>Helm release &quot;%1&quot; of storage entry &quot;%2&quot; is also a release of app &quot;%3&quot; in namespace &quot;%4&quot;; rename the entry or the app</source>
        <translation>das Helm-Release „%1“ des Storage-Eintrags „%2“ ist auch ein Release der App „%3“ im Namespace „%4“; den Eintrag oder die App umbenennen</translation>
    </message>
    <message>
        <source>the mount names no storage entry</source>
        <translation>die Einbindung nennt keinen Storage-Eintrag</translation>
    </message>
    <message>
        <source>there is no storage entry &quot;%1&quot;: the project has no storage entries; add it under &quot;storage:&quot;</source>
        <translation>es gibt keinen Storage-Eintrag „%1“: das Projekt hat keine Storage-Einträge; ihn unter „storage:“ hinzufügen</translation>
    </message>
    <message>
        <source>there is no storage entry &quot;%1&quot; (the project has: %2)</source>
        <translation>es gibt keinen Storage-Eintrag „%1“ (das Projekt hat: %2)</translation>
    </message>
    <message>
        <source>storage entry &quot;%1&quot; is in namespace &quot;%2&quot; but app &quot;%3&quot; runs in &quot;%4&quot;; a pod can only mount a claim of its own namespace: move the entry or the app</source>
        <translation>der Storage-Eintrag „%1“ liegt im Namespace „%2“, die App „%3“ läuft aber in „%4“; ein Pod kann nur einen Claim seines eigenen Namespace einbinden: den Eintrag oder die App verschieben</translation>
    </message>
    <message>
        <source>storage entry &quot;%1&quot; is ReadOnlyMany; mount it with readOnly: true</source>
        <translation>der Storage-Eintrag „%1“ ist ReadOnlyMany; ihn mit readOnly: true einbinden</translation>
    </message>
    <message>
        <source>the mount has no container path; set an absolute path such as &quot;/data&quot;</source>
        <translation>die Einbindung hat keinen Container-Pfad; einen absoluten Pfad wie „/data“ setzen</translation>
    </message>
    <message>
        <source>container path &quot;%1&quot; must be absolute (such as &quot;/%1&quot;)</source>
        <translation>der Container-Pfad „%1“ muss absolut sein (etwa „/%1“)</translation>
    </message>
    <message>
        <source>sub path &quot;%1&quot; must be relative to the volume&apos;s root (such as &quot;%2&quot;)</source>
        <translation>der Unterpfad „%1“ muss relativ zur Wurzel des Volumes sein (etwa „%2“)</translation>
    </message>
    <message>
        <source>sub path &quot;%1&quot; must not contain &quot;..&quot;</source>
        <translation>der Unterpfad „%1“ darf kein „..“ enthalten</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is listed twice</source>
        <translation>„%1“ ist doppelt aufgeführt</translation>
    </message>
    <message>
        <source>app &quot;%1&quot; has no process type &quot;%2&quot;; use one of: %3</source>
        <translation>die App „%1“ hat keinen Prozesstyp „%2“; einen hiervon verwenden: %3</translation>
    </message>
    <message>
        <source>one-off run Jobs</source>
        <translation>einmalige Run-Jobs</translation>
    </message>
    <message>
        <source>cron tasks</source>
        <translation>Cron-Aufgaben</translation>
    </message>
    <message>
        <source>process &quot;%1&quot;</source>
        <translation>Prozess „%1“</translation>
    </message>
    <message>
        <source>storage entry %1 has no name</source>
        <translation>Storage-Eintrag %1 hat keinen Namen</translation>
    </message>
    <message>
        <source>storage entry &quot;%1&quot; is defined twice (entries %2 and %3)</source>
        <translation>der Storage-Eintrag „%1“ ist doppelt definiert (Einträge %2 und %3)</translation>
    </message>
    <message>
        <source>mounts[%1] and mounts[%2] both mount at &quot;%3&quot; in %4; a container has one mount per path</source>
        <translation>mounts[%1] und mounts[%2] binden beide unter „%3“ ein, in %4; ein Container hat eine Einbindung pro Pfad</translation>
    </message>
</context>
<context>
    <name>HelmDeck::StrictMode</name>
    <message>
        <source>%1 (an error in strict mode)</source>
        <translation>%1 (im strikten Modus ein Fehler)</translation>
    </message>
</context>
<context>
    <name>HelmDeck::TlsValidator</name>
    <message>
        <source>%1 uses tls: imported, but the app has no imported certificate: set routing.certificate (helmdeck certs import %2 --cert FILE --key KEY)</source>
        <translation>%1 verwendet tls: imported, aber die App hat kein importiertes Zertifikat: routing.certificate setzen (helmdeck certs import %2 --cert FILE --key KEY)</translation>
    </message>
    <message>
        <source>the certificate file %1 has not been read</source>
        <translation>die Zertifikatsdatei %1 wurde nicht gelesen</translation>
    </message>
    <message>
        <source>the imported certificate does not cover %1: it covers no host (a wildcard covers one label)</source>
        <translation>das importierte Zertifikat deckt %1 nicht ab: es deckt keinen Host ab (eine Wildcard deckt ein Label ab)</translation>
    </message>
    <message>
        <source>the imported certificate does not cover %1: it covers %2 (a wildcard covers one label)</source>
        <translation>das importierte Zertifikat deckt %1 nicht ab: es deckt %2 ab (eine Wildcard deckt ein Label ab)</translation>
    </message>
    <message>
        <source>the imported certificate expired on %1: import a renewed one</source>
        <translation>das importierte Zertifikat ist am %1 abgelaufen: ein erneuertes importieren</translation>
    </message>
    <message numerus="yes">
        <source>the imported certificate expires on %1, in %n day(s)</source>
        <translation>
            <numerusform>das importierte Zertifikat läuft am %1 ab, in %n Tag</numerusform>
            <numerusform>das importierte Zertifikat läuft am %1 ab, in %n Tagen</numerusform>
        </translation>
    </message>
    <message>
        <source>the imported certificate is not valid before %1</source>
        <translation>das importierte Zertifikat ist nicht vor %1 gültig</translation>
    </message>
    <message>
        <source>the key in the keychain: %1</source>
        <translation>der Schlüssel im Schlüsselbund: %1</translation>
    </message>
    <message>
        <source>no domain uses the imported certificate (tls: imported): tls-%1 is not deployed</source>
        <translation>keine Domain verwendet das importierte Zertifikat (tls: imported): tls-%1 wird nicht bereitgestellt</translation>
    </message>
</context>
<context>
    <name>HelmDeck::Validator</name>
    <message>
        <source>an app has no name</source>
        <translation>eine App hat keinen Namen</translation>
    </message>
    <message>
        <source>app name</source>
        <translation>App-Name</translation>
    </message>
    <message>
        <source>app name &quot;%1&quot; is %2 characters; its Helm releases &quot;%1&quot;, &quot;%5&quot; and &quot;%6&quot; must fit Helm&apos;s %3-character limit, so app names have at most %4 characters</source>
        <translation>der App-Name „%1“ hat %2 Zeichen; seine Helm-Releases „%1“, „%5“ und „%6“ müssen in die %3-Zeichen-Grenze von Helm passen, daher haben App-Namen höchstens %4 Zeichen</translation>
    </message>
    <message>
        <source>app name &quot;%1&quot; starts with a digit, but the Service &quot;%1-%2&quot; must start with a letter (Service names are DNS-1035 labels)</source>
        <translation>der App-Name „%1“ beginnt mit einer Ziffer, aber der Service „%1-%2“ muss mit einem Buchstaben beginnen (Service-Namen sind DNS-1035-Labels)</translation>
    </message>
    <message>
        <source>the app has no image; set one such as &quot;registry.example.com/team/app:1.0&quot;</source>
        <translation>die App hat kein Image; eines setzen, etwa „registry.example.com/team/app:1.0“</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an image reference: %2</source>
        <translation>„%1“ ist keine Image-Referenz: %2</translation>
    </message>
    <message>
        <source>image &quot;%1&quot; names no registry, so the cluster pulls it from Docker Hub; a cluster can&apos;t pull a local-only tag: push the image and write &quot;registry/%2&quot;</source>
        <translation>das Image „%1“ nennt keine Registry, daher zieht der Cluster es von Docker Hub; ein Cluster kann keinen nur lokalen Tag ziehen: das Image pushen und „registry/%2“ schreiben</translation>
    </message>
    <message>
        <source>env entry %1 has no name</source>
        <translation>Env-Eintrag %1 hat keinen Namen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an env var name Kubernetes delivers: letters, digits, &apos;_&apos;, &apos;-&apos; and &apos;.&apos;, not starting with a digit or &quot;..&quot;</source>
        <translation>„%1“ ist kein Name für eine Env-Variable, den Kubernetes liefert: Buchstaben, Ziffern, „_“, „-“ und „.“, nicht mit einer Ziffer oder „..“ beginnend</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is delivered, but a shell can&apos;t read it (&quot;$%1&quot;), nor can the start command&apos;s $VAR expansion; prefer letters, digits and &apos;_&apos;</source>
        <translation>„%1“ wird geliefert, aber eine Shell kann es nicht lesen („$%1“), ebenso wenig die $VAR-Ersetzung des Startbefehls; besser Buchstaben, Ziffern und „_“</translation>
    </message>
    <message>
        <source>env var &quot;%1&quot; is set twice (entries %2 and %3); the config Secret holds one value per name</source>
        <translation>die Env-Variable „%1“ ist doppelt gesetzt (Einträge %2 und %3); das Konfigurations-Secret enthält einen Wert pro Name</translation>
    </message>
    <message>
        <source>the cron task has no command</source>
        <translation>die Cron-Aufgabe hat keinen Befehl</translation>
    </message>
    <message>
        <source>schedule &quot;%1&quot;: %2</source>
        <translation>Zeitplan „%1“: %2</translation>
    </message>
    <message>
        <source>unknown concurrencyPolicy &quot;%1&quot;; use Allow, Forbid or Replace</source>
        <translation>unbekannte concurrencyPolicy „%1“; Allow, Forbid oder Replace verwenden</translation>
    </message>
    <message>
        <source>write concurrencyPolicy &quot;%1&quot; as &quot;%2&quot; (Kubernetes&apos; spelling)</source>
        <translation>concurrencyPolicy „%1“ als „%2“ schreiben (Schreibweise von Kubernetes)</translation>
    </message>
    <message>
        <source>cron[%1] and cron[%2] are the same task (id &quot;%3&quot;): they would get the same CronJob; give one an id or change it</source>
        <translation>cron[%1] und cron[%2] sind dieselbe Aufgabe (ID „%3“): sie bekämen denselben CronJob; einer davon eine ID geben oder sie ändern</translation>
    </message>
    <message>
        <source>domain &quot;%1&quot; must be a bare host name, without scheme, port or path</source>
        <translation>die Domain „%1“ muss ein bloßer Hostname sein, ohne Schema, Port oder Pfad</translation>
    </message>
    <message>
        <source>domain &quot;%1&quot; is an IP address; an Ingress host must be a DNS name</source>
        <translation>die Domain „%1“ ist eine IP-Adresse; ein Ingress-Host muss ein DNS-Name sein</translation>
    </message>
    <message>
        <source>domain &quot;%1&quot; is not a valid host name: lower-case letters, digits, &apos;-&apos; and &apos;.&apos;, labels of at most 63 characters, optionally starting with &quot;*.&quot;</source>
        <translation>die Domain „%1“ ist kein gültiger Hostname: Kleinbuchstaben, Ziffern, „-“ und „.“, Labels von höchstens 63 Zeichen, optional mit „*.“ am Anfang</translation>
    </message>
    <message>
        <source>domain &quot;%1&quot; is already routed to %2; a host can be routed once</source>
        <translation>die Domain „%1“ wird bereits zu %2 geroutet; ein Host kann einmal geroutet werden</translation>
    </message>
    <message>
        <source>app &quot;%1&quot; (domains[%2])</source>
        <translation>App „%1“ (domains[%2])</translation>
    </message>
    <message>
        <source>the app has domains but no &quot;web&quot; process; domains route to the web process, so no Ingress is made</source>
        <translation>die App hat Domains, aber keinen Prozess „web“; Domains routen zum Web-Prozess, daher entsteht kein Ingress</translation>
    </message>
    <message>
        <source>web runs 0 replicas, so the app&apos;s domains route to no pods; scale it to 1 or more</source>
        <translation>web läuft mit 0 Replikaten, daher routen die Domains der App zu keinen Pods; auf 1 oder mehr skalieren</translation>
    </message>
    <message>
        <source>namespace</source>
        <translation>Namespace</translation>
    </message>
    <message>
        <source>ingress class &quot;%1&quot; is not a valid IngressClass name (a DNS-1123 subdomain)</source>
        <translation>die Ingress-Klasse „%1“ ist kein gültiger IngressClass-Name (eine DNS-1123-Subdomain)</translation>
    </message>
    <message>
        <source>deployTimeout must be at least 1 second</source>
        <translation>deployTimeout muss mindestens 1 Sekunde sein</translation>
    </message>
    <message>
        <source>the app has no processes, so a deploy runs nothing</source>
        <translation>die App hat keine Prozesse, daher führt eine Bereitstellung nichts aus</translation>
    </message>
    <message>
        <source>process &quot;%1&quot; is defined twice</source>
        <translation>Prozess „%1“ ist doppelt definiert</translation>
    </message>
    <message>
        <source>Helm release &quot;%1&quot; of app &quot;%2&quot; is also a release of app &quot;%3&quot; in namespace &quot;%4&quot;; rename one app or move it to another namespace</source>
        <translation>das Helm-Release „%1“ der App „%2“ ist auch ein Release der App „%3“ im Namespace „%4“; eine App umbenennen oder in einen anderen Namespace verschieben</translation>
    </message>
    <message>
        <source>Deployment &quot;%1&quot; would belong to both app &quot;%2&quot; and app &quot;%3&quot; in namespace &quot;%4&quot;</source>
        <translation>das Deployment „%1“ gehörte sowohl zur App „%2“ als auch zur App „%3“ im Namespace „%4“</translation>
    </message>
    <message>
        <source>the project has no apps</source>
        <translation>das Projekt hat keine Apps</translation>
    </message>
    <message>
        <source>app &quot;%1&quot; is defined twice</source>
        <translation>App „%1“ ist doppelt definiert</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; must be a DNS-1123 label: lower-case letters, digits and &apos;-&apos;, starting and ending with a letter or digit, at most 63 characters</source>
        <translation>%1 „%2“ muss ein DNS-1123-Label sein: Kleinbuchstaben, Ziffern und „-“, beginnend und endend mit einem Buchstaben oder einer Ziffer, höchstens 63 Zeichen</translation>
    </message>
    <message>
        <source>%1 (it has %2)</source>
        <translation>%1 (er hat %2 Zeichen)</translation>
    </message>
    <message>
        <source>%1 (try &quot;%2&quot;)</source>
        <translation>%1 („%2“ versuchen)</translation>
    </message>
</context>
</TS>
