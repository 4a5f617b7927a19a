<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>HelmDeck::DiffPage</name>
    <message>
        <source>Refresh diff</source>
        <translation>Diff aktualisieren</translation>
    </message>
    <message>
        <source>Render the current app and compare it with its live releases (helm get manifest)</source>
        <translation>Die aktuelle App rendern und mit ihren laufenden Releases vergleichen (helm get manifest)</translation>
    </message>
    <message>
        <source>Choose a kube context to diff against the cluster.</source>
        <translation>Einen Kube-Context wählen, um mit dem Cluster zu vergleichen.</translation>
    </message>
    <message>
        <source>Diff of %1: press Refresh diff to compare with the cluster.</source>
        <translation>Diff von %1: „Diff aktualisieren“ drücken, um mit dem Cluster zu vergleichen.</translation>
    </message>
    <message>
        <source>Comparing %1 with the live releases…</source>
        <translation>%1 wird mit den laufenden Releases verglichen…</translation>
    </message>
    <message>
        <source>Diff of %1 against the live releases.</source>
        <translation>Diff von %1 gegenüber den laufenden Releases.</translation>
    </message>
    <message>
        <source>No diff of %1.</source>
        <translation>Kein Diff von %1.</translation>
    </message>
    <message>
        <source>The diff failed for an unknown reason.</source>
        <translation>Der Diff ist aus unbekanntem Grund fehlgeschlagen.</translation>
    </message>
</context>
<context>
    <name>HelmDeck::DiffView</name>
    <message>
        <source>Diff</source>
        <translation>Diff</translation>
    </message>
    <message>
        <source>%1 (the diff is too long; the rest is not shown)</source>
        <translation>%1 (der Diff ist zu lang; der Rest wird nicht angezeigt)</translation>
    </message>
    <message>
        <source>No changes</source>
        <translation>Keine Änderungen</translation>
    </message>
</context>
<context>
    <name>HelmDeck::MapLayout</name>
    <message>
        <source>Routes</source>
        <translation>Routen</translation>
    </message>
    <message>
        <source>Services</source>
        <translation>Services</translation>
    </message>
    <message>
        <source>Workloads</source>
        <translation>Workloads</translation>
    </message>
    <message>
        <source>Config, storage, other kinds</source>
        <translation>Konfiguration, Storage, andere Arten</translation>
    </message>
    <message>
        <source>no pod has these labels</source>
        <translation>kein Pod hat diese Labels</translation>
    </message>
    <message>
        <source>not a port of %1</source>
        <translation>kein Port von %1</translation>
    </message>
    <message>
        <source>no container declares it</source>
        <translation>kein Container deklariert ihn</translation>
    </message>
    <message>
        <source>missing: no release renders it</source>
        <translation>fehlt: kein Release rendert es</translation>
    </message>
</context>
<context>
    <name>HelmDeck::MapPage</name>
    <message>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <source>Fit the map to the view (Ctrl+0); Ctrl+wheel zooms</source>
        <translation>Die Karte in die Ansicht einpassen (Strg+0); Strg+Mausrad zoomt</translation>
    </message>
    <message>
        <source>1:1</source>
        <translation>1:1</translation>
    </message>
    <message>
        <source>Show the map at its actual size (100%)</source>
        <translation>Die Karte in Originalgröße anzeigen (100 %)</translation>
    </message>
    <message>
        <source>1 object</source>
        <translation>1 Objekt</translation>
    </message>
    <message>
        <source>%1 objects</source>
        <translation>%1 Objekte</translation>
    </message>
    <message>
        <source>1 reference</source>
        <translation>1 Verweis</translation>
    </message>
    <message>
        <source>%1 references</source>
        <translation>%1 Verweise</translation>
    </message>
    <message>
        <source>%1 dangling (listed in Findings)</source>
        <translation>%1 ohne Ziel (unter „Befunde“ aufgeführt)</translation>
    </message>
    <message>
        <source>Click an object to see its YAML below; double-click to open it in its release&apos;s tab.</source>
        <translation>Ein Objekt anklicken, um sein YAML unten zu sehen; doppelklicken, um es im Tab seines Releases zu öffnen.</translation>
    </message>
    <message>
        <source>YAML of the selected object</source>
        <translation>YAML des ausgewählten Objekts</translation>
    </message>
    <message>
        <source>Zoom Map In</source>
        <translation>Karte vergrößern</translation>
    </message>
    <message>
        <source>Zoom Map Out</source>
        <translation>Karte verkleinern</translation>
    </message>
    <message>
        <source>Fit Map in View</source>
        <translation>Ganze Karte einpassen</translation>
    </message>
    <message>
        <source>Map at Actual Size</source>
        <translation>Karte in Originalgröße</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ObjectMapView</name>
    <message>
        <source>Map of the rendered objects</source>
        <translation>Karte der gerenderten Objekte</translation>
    </message>
    <message>
        <source>%1 — %2 release</source>
        <translation>%1 — %2-Release</translation>
    </message>
    <message>
        <source>Missing %1 &quot;%2&quot;: %3</source>
        <translation>%1 „%2“ fehlt: %3</translation>
    </message>
    <message>
        <source>%1 %2 (release %3)</source>
        <translation>%1 %2 (Release %3)</translation>
    </message>
</context>
<context>
    <name>HelmDeck::OutlineModel</name>
    <message>
        <source>Release %1</source>
        <translation>Release %1</translation>
    </message>
    <message>
        <source>Objects</source>
        <translation>Objekte</translation>
    </message>
</context>
<context>
    <name>HelmDeck::PreviewPane</name>
    <message>
        <source>... (%1 more lines)</source>
        <translation>... (%1 weitere Zeilen)</translation>
    </message>
    <message>
        <source>Reveal secrets</source>
        <translation>Secrets aufdecken</translation>
    </message>
    <message>
        <source>Show the values of Secrets (env, registry credentials) in clear</source>
        <translation>Die Werte der Secrets (env, Registry-Zugangsdaten) im Klartext anzeigen</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Diff</source>
        <translation>Diff</translation>
    </message>
    <message>
        <source>Outline of the rendered objects</source>
        <translation>Gliederung der gerenderten Objekte</translation>
    </message>
    <message>
        <source>No project open</source>
        <translation>Kein Projekt geöffnet</translation>
    </message>
    <message>
        <source>Open a helmdeck.yaml (Ctrl+O) or import an app folder with a Procfile or app.json (Ctrl+I). The rendered Kubernetes manifests appear here and follow your edits.</source>
        <translation>Eine helmdeck.yaml öffnen (Strg+O) oder einen App-Ordner mit einer Procfile oder app.json importieren (Strg+I). Die gerenderten Kubernetes-Manifeste erscheinen hier und folgen den Änderungen.</translation>
    </message>
    <message>
        <source>HelmDeck renders this preview with &quot;helm template&quot;. Editing and saving work without it.</source>
        <translation>HelmDeck rendert diese Vorschau mit „helm template“. Bearbeiten und Speichern funktionieren auch ohne.</translation>
    </message>
    <message>
        <source>Install Helm 3 or 4 (https://helm.sh/docs/intro/install/) and put it on PATH, set HELMDECK_HELM to the helm binary, or start HelmDeck with --helm PATH; then restart HelmDeck.</source>
        <translation>Helm 3 oder 4 installieren (https://helm.sh/docs/intro/install/) und in den PATH aufnehmen, HELMDECK_HELM auf das helm-Programm setzen oder HelmDeck mit --helm PFAD starten; dann HelmDeck neu starten.</translation>
    </message>
    <message>
        <source>helm template failed:
%1</source>
        <translation>helm template ist fehlgeschlagen:
%1</translation>
    </message>
    <message>
        <source>Not rendered: fix the errors listed in Findings (%1).</source>
        <translation>Nicht gerendert: Die unter „Befunde“ aufgeführten Fehler beheben (%1).</translation>
    </message>
    <message>
        <source>Rendering failed.</source>
        <translation>Rendern fehlgeschlagen.</translation>
    </message>
    <message>
        <source>No preview yet</source>
        <translation>Noch keine Vorschau</translation>
    </message>
    <message>
        <source>Nothing to show</source>
        <translation>Nichts anzuzeigen</translation>
    </message>
    <message>
        <source>helm rendered no manifests for this project.</source>
        <translation>helm hat für dieses Projekt keine Manifeste gerendert.</translation>
    </message>
    <message>
        <source>Manifests of %1</source>
        <translation>Manifeste von %1</translation>
    </message>
    <message>
        <source>Hide secrets</source>
        <translation>Secrets verbergen</translation>
    </message>
    <message>
        <source>Outline</source>
        <translation>Gliederung</translation>
    </message>
    <message>
        <source>Show or hide the outline: the objects by release and kind</source>
        <translation>Die Gliederung ein- oder ausblenden: die Objekte nach Release und Art</translation>
    </message>
    <message>
        <source>Releases</source>
        <translation>Releases</translation>
    </message>
    <message>
        <source>The objects of every release and how they refer to each other</source>
        <translation>Die Objekte aller Releases und wie sie aufeinander verweisen</translation>
    </message>
    <message>
        <source>What a deploy would change in the chosen cluster</source>
        <translation>Was ein Deployment im gewählten Cluster ändern würde</translation>
    </message>
    <message>
        <source>%1 %2 — release %3 (double-click to open it in its tab)</source>
        <translation>%1 %2 — Release %3 (Doppelklick öffnet es in seinem Tab)</translation>
    </message>
    <message>
        <source>No usable Helm</source>
        <translation>Kein nutzbares Helm</translation>
    </message>
</context>
<context>
    <name>HelmDeck::SyntaxView</name>
    <message>
        <source># ... %1 more characters not shown (the preview is limited to %2 MiB).</source>
        <translation># ... %1 weitere Zeichen nicht angezeigt (die Vorschau ist auf %2 MiB begrenzt).</translation>
    </message>
</context>
</TS>
