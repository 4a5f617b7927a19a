<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>HelmDeck::ChartPage</name>
    <message>
        <source>A chart &amp;folder</source>
        <translation>Ein Chart-&amp;Ordner</translation>
    </message>
    <message>
        <source>The open project&apos;s &amp;app chart</source>
        <translation>&amp;App-Chart des geöffneten Projekts</translation>
    </message>
    <message>
        <source>&amp;Browse...</source>
        <translation>&amp;Durchsuchen...</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Chart</translation>
    </message>
    <message>
        <source>The chart to publish, one package per image tag of this build.</source>
        <translation>Das zu veröffentlichende Chart, ein Paket pro Image-Tag dieses Builds.</translation>
    </message>
    <message>
        <source>A folder with a Chart.yaml</source>
        <translation>Ein Ordner mit einer Chart.yaml</translation>
    </message>
    <message>
        <source>The open project&apos;s &amp;app chart (%1)</source>
        <translation>&amp;App-Chart des geöffneten Projekts (%1)</translation>
    </message>
    <message>
        <source>Chart Folder</source>
        <translation>Chart-Ordner</translation>
    </message>
    <message>
        <source>Chart &lt;b&gt;%1&lt;/b&gt;, written from the app &lt;b&gt;%2&lt;/b&gt; (image %3); its version comes from the build.</source>
        <translation>Chart &lt;b&gt;%1&lt;/b&gt;, erzeugt aus der App &lt;b&gt;%2&lt;/b&gt; (Image %3); seine Version stammt aus dem Build.</translation>
    </message>
    <message>
        <source>The app&apos;s image tag defaults to each variant&apos;s appVersion.</source>
        <translation>Der Image-Tag der App ist standardmäßig die appVersion der jeweiligen Variante.</translation>
    </message>
    <message>
        <source>Chart &lt;b&gt;%1&lt;/b&gt;, version %2 in the folder (each variant gets the build&apos;s version).</source>
        <translation>Chart &lt;b&gt;%1&lt;/b&gt;, Version %2 im Ordner (jede Variante erhält die Version des Builds).</translation>
    </message>
    <message>
        <source>values.yaml&apos;s image.repository and image.tag are set per variant.</source>
        <translation>image.repository und image.tag in der values.yaml werden pro Variante gesetzt.</translation>
    </message>
    <message>
        <source>cannot create a private temporary folder</source>
        <translation>ein privater temporärer Ordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cannot clear %1</source>
        <translation>%1 kann nicht geleert werden</translation>
    </message>
    <message>
        <source>The app chart could not be written: %1</source>
        <translation>Das App-Chart konnte nicht geschrieben werden: %1</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ChartSummary</name>
    <message>
        <source>Choose a chart folder (one with a Chart.yaml).</source>
        <translation>Einen Chart-Ordner wählen (einen mit einer Chart.yaml).</translation>
    </message>
    <message>
        <source>%1 has no Chart.yaml.</source>
        <translation>%1 enthält keine Chart.yaml.</translation>
    </message>
    <message>
        <source>%1 names no chart (no name:).</source>
        <translation>%1 nennt kein Chart (kein name:).</translation>
    </message>
</context>
<context>
    <name>HelmDeck::PublishController</name>
    <message>
        <source>&amp;Publish Chart...</source>
        <translation>Chart &amp;veröffentlichen...</translation>
    </message>
    <message>
        <source>Package this build&apos;s chart variants and push them to an OCI registry</source>
        <translation>Die Chart-Varianten dieses Builds paketieren und in eine OCI-Registry hochladen</translation>
    </message>
</context>
<context>
    <name>HelmDeck::PublishWizard</name>
    <message>
        <source>Publish Chart</source>
        <translation>Chart veröffentlichen</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>&amp;Weiter &gt;</translation>
    </message>
</context>
<context>
    <name>HelmDeck::RegistryPage</name>
    <message>
        <source>&amp;Plain HTTP (a local registry without TLS)</source>
        <translation>Reines &amp;HTTP (eine lokale Registry ohne TLS)</translation>
    </message>
    <message>
        <source>Bro&amp;wse...</source>
        <translation>&amp;Durchsuchen...</translation>
    </message>
    <message>
        <source>&amp;Test credentials</source>
        <translation>Zugangsdaten &amp;testen</translation>
    </message>
    <message>
        <source>Registry</source>
        <translation>Registry</translation>
    </message>
    <message>
        <source>The OCI registry the variants are pushed to, and how to log in.</source>
        <translation>Die OCI-Registry, in die die Varianten hochgeladen werden, und wie die Anmeldung erfolgt.</translation>
    </message>
    <message>
        <source>The system&apos;s CAs</source>
        <translation>Die CAs des Systems</translation>
    </message>
    <message>
        <source>&amp;Registry:</source>
        <translation>&amp;Registry:</translation>
    </message>
    <message>
        <source>&amp;Username:</source>
        <translation>&amp;Benutzername:</translation>
    </message>
    <message>
        <source>Pa&amp;ssword:</source>
        <translation>&amp;Passwort:</translation>
    </message>
    <message>
        <source>&amp;CA file:</source>
        <translation>&amp;CA-Datei:</translation>
    </message>
    <message>
        <source>CA File</source>
        <translation>CA-Datei</translation>
    </message>
    <message>
        <source>Certificates (*.pem *.crt *.cer);;All files (*)</source>
        <translation>Zertifikate (*.pem *.crt *.cer);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Password from the keychain for %1.</source>
        <translation>Passwort für %1 aus dem Schlüsselbund.</translation>
    </message>
    <message>
        <source>Keychain: %1</source>
        <translation>Schlüsselbund: %1</translation>
    </message>
    <message>
        <source>Kept in the keychain for %1 on Next.</source>
        <translation>Wird bei „Weiter“ für %1 im Schlüsselbund gespeichert.</translation>
    </message>
    <message>
        <source>Testing...</source>
        <translation>Wird getestet...</translation>
    </message>
    <message>
        <source>Testing %1 ...</source>
        <translation>%1 wird getestet ...</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ResultPage</name>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Every published tag, and how to install it.</source>
        <translation>Jeder veröffentlichte Tag und wie er installiert wird.</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>Digest</source>
        <translation>Digest</translation>
    </message>
    <message>
        <source>appVersion</source>
        <translation>appVersion</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>The run ended without uploading a tag: the plan it ran holds no upload steps.</source>
        <translation>Der Lauf endete, ohne einen Tag hochzuladen: Der ausgeführte Plan enthält keine Upload-Schritte.</translation>
    </message>
    <message numerus="yes">
        <source>%n tag(s) of %1 published to %2; each digest was verified.</source>
        <translation>
            <numerusform>%n Tag von %1 in %2 veröffentlicht; der Digest wurde überprüft.</numerusform>
            <numerusform>%n Tags von %1 in %2 veröffentlicht; jeder Digest wurde überprüft.</numerusform>
        </translation>
    </message>
    <message>
        <source>Install command</source>
        <translation>Installationsbefehl</translation>
    </message>
    <message>
        <source>Resolve command</source>
        <translation>Auflösungsbefehl</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ReviewPage</name>
    <message>
        <source>Review</source>
        <translation>Überprüfung</translation>
    </message>
    <message>
        <source>What Publish runs and uploads, in order.</source>
        <translation>Was die Veröffentlichung der Reihe nach ausführt und hochlädt.</translation>
    </message>
</context>
<context>
    <name>HelmDeck::RunPage</name>
    <message>
        <source>Checks</source>
        <translation>Prüfungen</translation>
    </message>
    <message>
        <source>Publish</source>
        <translation>Veröffentlichen</translation>
    </message>
    <message>
        <source>Every variant is packaged, linted and rendered; nothing is uploaded yet.</source>
        <translation>Jede Variante wird paketiert, mit Lint geprüft und gerendert; noch wird nichts hochgeladen.</translation>
    </message>
    <message>
        <source>The plan runs: fixed tags first, moving tags once every fixed tag is verified.</source>
        <translation>Der Plan läuft: zuerst feste Tags, bewegliche Tags, sobald jeder feste Tag überprüft ist.</translation>
    </message>
    <message>
        <source>Cancelling...</source>
        <translation>Wird abgebrochen...</translation>
    </message>
    <message>
        <source>Another job is running in the window: wait for it to end or cancel it in the progress panel, then come back with Next.</source>
        <translation>Im Fenster läuft ein anderer Auftrag: Warten, bis er endet, oder ihn in der Fortschrittsanzeige abbrechen, dann mit „Weiter“ zurückkehren.</translation>
    </message>
    <message>
        <source>Nothing ran: fix what is listed above, then come back with Next.</source>
        <translation>Nichts wurde ausgeführt: Die oben aufgeführten Probleme beheben, dann mit „Weiter“ zurückkehren.</translation>
    </message>
    <message>
        <source>Checking...</source>
        <translation>Wird geprüft...</translation>
    </message>
    <message>
        <source>Publishing...</source>
        <translation>Wird veröffentlicht...</translation>
    </message>
    <message>
        <source>All checks passed.</source>
        <translation>Alle Prüfungen bestanden.</translation>
    </message>
    <message>
        <source>Cancelled. Go Back to change something, or Back and Next to run again.</source>
        <translation>Abgebrochen. Mit „Zurück“ etwas ändern, oder mit „Zurück“ und „Weiter“ erneut ausführen.</translation>
    </message>
    <message>
        <source>Failed: %1
Fix it (go Back to the page it is about), then come back with Next.</source>
        <translation>Fehlgeschlagen: %1
Das Problem beheben (mit „Zurück“ zur betreffenden Seite), dann mit „Weiter“ zurückkehren.</translation>
    </message>
    <message>
        <source>The run finished; no tag was uploaded.</source>
        <translation>Der Lauf ist beendet; es wurde kein Tag hochgeladen.</translation>
    </message>
    <message numerus="yes">
        <source>Published %n tag(s).</source>
        <translation>
            <numerusform>%n Tag veröffentlicht.</numerusform>
            <numerusform>%n Tags veröffentlicht.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HelmDeck::VariantsModel</name>
    <message>
        <source>Moving tags: pushed after every fixed tag is verified</source>
        <translation>Bewegliche Tags: hochgeladen, nachdem jeder feste Tag überprüft ist</translation>
    </message>
    <message>
        <source>Fixed tags: never overwritten</source>
        <translation>Feste Tags: werden nie überschrieben</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Tags</translation>
    </message>
    <message>
        <source>Chart version</source>
        <translation>Chart-Version</translation>
    </message>
    <message>
        <source>appVersion</source>
        <translation>appVersion</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Image</translation>
    </message>
    <message>
        <source>Exists?</source>
        <translation>Vorhanden?</translation>
    </message>
</context>
<context>
    <name>HelmDeck::VariantsPage</name>
    <message>
        <source>Variants</source>
        <translation>Varianten</translation>
    </message>
    <message>
        <source>One chart package per image tag: installing chart tag T runs image tag T.</source>
        <translation>Ein Chart-Paket pro Image-Tag: Die Installation von Chart-Tag T führt Image-Tag T aus.</translation>
    </message>
    <message>
        <source>Placeholders: {version}, {major}, {minor}, {short} (the commit&apos;s first 7 hex digits); anything else is literal.</source>
        <translation>Platzhalter: {version}, {major}, {minor}, {short} (die ersten 7 Hex-Ziffern des Commits); alles andere wird wörtlich übernommen.</translation>
    </message>
    <message>
        <source>&amp;Image repository:</source>
        <translation>&amp;Image-Repository:</translation>
    </message>
    <message>
        <source>Image &amp;tags:</source>
        <translation>Image-&amp;Tags:</translation>
    </message>
    <message>
        <source>name the image repository the chart installs (e.g. ghcr.io/acme/web)</source>
        <translation>das Image-Repository angeben, das das Chart installiert (z. B. ghcr.io/acme/web)</translation>
    </message>
</context>
<context>
    <name>HelmDeck::VersionPage</name>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>The build this publish is for: a release tag, or a commit on a branch.</source>
        <translation>Der Build, für den veröffentlicht wird: ein Release-Tag oder ein Commit auf einem Branch.</translation>
    </message>
    <message>
        <source>Release</source>
        <translation>Release</translation>
    </message>
    <message>
        <source>Branch build</source>
        <translation>Branch-Build</translation>
    </message>
    <message>
        <source>40 hex digits</source>
        <translation>40 Hex-Ziffern</translation>
    </message>
    <message>
        <source>&amp;Build:</source>
        <translation>&amp;Build:</translation>
    </message>
    <message>
        <source>Release &amp;tag:</source>
        <translation>Release-&amp;Tag:</translation>
    </message>
    <message>
        <source>&amp;Commit:</source>
        <translation>&amp;Commit:</translation>
    </message>
    <message>
        <source>B&amp;ranch:</source>
        <translation>B&amp;ranch:</translation>
    </message>
    <message>
        <source>Reading the git work tree of %1 ...</source>
        <translation>Das Git-Arbeitsverzeichnis von %1 wird gelesen ...</translation>
    </message>
    <message>
        <source>Detected from %1.</source>
        <translation>Erkannt aus %1.</translation>
    </message>
    <message>
        <source>the wizard</source>
        <translation>der Assistent</translation>
    </message>
</context>
</TS>
