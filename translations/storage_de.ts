<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>HelmDeck::MountTableModel</name>
    <message>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>Mounted read-only: the containers cannot write to it.</source>
        <translation>Schreibgeschützt eingebunden: Die Container können nicht darauf schreiben.</translation>
    </message>
    <message>
        <source>A folder inside the volume to mount instead of its root; empty for the root.</source>
        <translation>Ein Ordner im Volume, der statt dessen Wurzel eingebunden wird; leer für die Wurzel.</translation>
    </message>
    <message>
        <source>The workloads that get the mount: process types, &quot;cron&quot; (every cron task) and &quot;run&quot; (one-off commands). &quot;all&quot; is all of them.</source>
        <translation>Die Workloads, die die Einbindung erhalten: Prozesstypen, „cron“ (jede Cron-Aufgabe) und „run“ (einmalige Befehle). „alle“ umfasst sie alle.</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Eintrag</translation>
    </message>
    <message>
        <source>Container path</source>
        <translation>Container-Pfad</translation>
    </message>
    <message>
        <source>Sub path</source>
        <translation>Unterpfad</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Schreibgeschützt</translation>
    </message>
    <message>
        <source>Process types</source>
        <translation>Prozesstypen</translation>
    </message>
    <message>
        <source>Read-only is true or false (got &quot;%1&quot;).</source>
        <translation>„Schreibgeschützt“ ist true oder false (erhalten: „%1“).</translation>
    </message>
    <message>
        <source>A mount needs a storage entry; add one on the Storage page first.</source>
        <translation>Eine Einbindung benötigt einen Storage-Eintrag; zuerst einen auf der Seite „Storage“ hinzufügen.</translation>
    </message>
    <message>
        <source>A mount needs a container path such as /data; remove the row instead.</source>
        <translation>Eine Einbindung benötigt einen Container-Pfad wie /data; stattdessen die Zeile entfernen.</translation>
    </message>
</context>
<context>
    <name>HelmDeck::StorageEditor</name>
    <message>
        <source>Persistent storage shared by the project&apos;s apps. Each entry is its own release storage-&lt;name&gt;: a PersistentVolumeClaim, plus a PersistentVolume for a host path.</source>
        <translation>Persistenter Speicher, den die Apps des Projekts gemeinsam nutzen. Jeder Eintrag ist ein eigenes Release storage-&lt;name&gt;: ein PersistentVolumeClaim, bei einem Host-Pfad zusätzlich ein PersistentVolume.</translation>
    </message>
    <message>
        <source>Storage entries</source>
        <translation>Storage-Einträge</translation>
    </message>
    <message>
        <source>Add an entry to edit it here</source>
        <translation>Einen Eintrag hinzufügen, um ihn hier zu bearbeiten</translation>
    </message>
    <message>
        <source>e.g. uploads</source>
        <translation>z. B. uploads</translation>
    </message>
</context>
<context>
    <name>HelmDeck::StorageEntryForm</name>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>e.g. uploads</source>
        <translation>z. B. uploads</translation>
    </message>
    <message>
        <source>Lower-case letters, digits and &apos;-&apos;, at most 45. Names the release storage-&lt;name&gt;, its claim and volume.</source>
        <translation>Kleinbuchstaben, Ziffern und „-“, höchstens 45. Benennt das Release storage-&lt;name&gt;, seinen Claim und sein Volume.</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>&amp;Größe:</translation>
    </message>
    <message>
        <source>A Kubernetes quantity: 500Mi, 5Gi, 1Ti (Gi is 1024³ bytes, G is 1000³).</source>
        <translation>Eine Kubernetes-Mengenangabe: 500Mi, 5Gi, 1Ti (Gi sind 1024³ Byte, G sind 1000³).</translation>
    </message>
    <message>
        <source>&amp;Access mode:</source>
        <translation>&amp;Zugriffsmodus:</translation>
    </message>
    <message>
        <source>ReadWriteOnce: pods on one node at a time. ReadWriteMany needs a class that supports it.</source>
        <translation>ReadWriteOnce: Pods auf jeweils einem Node. ReadWriteMany erfordert eine Klasse, die es unterstützt.</translation>
    </message>
    <message>
        <source>Cluster &amp;default class</source>
        <translation>Stan&amp;dardklasse des Clusters</translation>
    </message>
    <message>
        <source>&amp;Class:</source>
        <translation>&amp;Klasse:</translation>
    </message>
    <message>
        <source>&amp;Host path:</source>
        <translation>&amp;Host-Pfad:</translation>
    </message>
    <message>
        <source>Storage class</source>
        <translation>Storage Class</translation>
    </message>
    <message>
        <source>e.g. local-path</source>
        <translation>z. B. local-path</translation>
    </message>
    <message>
        <source>Host path</source>
        <translation>Host-Pfad</translation>
    </message>
    <message>
        <source>/srv/data/uploads</source>
        <translation>/srv/data/uploads</translation>
    </message>
    <message>
        <source>Backed by:</source>
        <translation>Bereitgestellt durch:</translation>
    </message>
    <message>
        <source>A host path is a folder on the node, bound through a static PersistentVolume; the other two let the cluster provision the volume.</source>
        <translation>Ein Host-Pfad ist ein Ordner auf dem Node, eingebunden über ein statisches PersistentVolume; bei den beiden anderen stellt der Cluster das Volume bereit.</translation>
    </message>
    <message>
        <source>Name&amp;space:</source>
        <translation>Name&amp;space:</translation>
    </message>
    <message>
        <source>The claim&apos;s namespace: the namespace of every app that mounts the entry.</source>
        <translation>Der Namespace des Claims: der Namespace jeder App, die den Eintrag einbindet.</translation>
    </message>
    <message>
        <source>&amp;Reclaim policy:</source>
        <translation>&amp;Reclaim-Richtlinie:</translation>
    </message>
    <message>
        <source>What happens to a host-path volume once its claim is deleted; a provisioned volume follows its class.</source>
        <translation>Was mit einem Host-Pfad-Volume geschieht, sobald sein Claim gelöscht wird; ein bereitgestelltes Volume folgt seiner Klasse.</translation>
    </message>
    <message>
        <source>the image&apos;s user</source>
        <translation>der Benutzer des Images</translation>
    </message>
    <message>
        <source>&amp;Owner:</source>
        <translation>&amp;Eigentümer:</translation>
    </message>
    <message>
        <source>Who owns the files, as Dokku&apos;s --chown: herokuish 32767, heroku 1000, paketo 2000, root 0, false (leave it), or UID:GID. Storage exec runs as this user.</source>
        <translation>Wem die Dateien gehören, wie bei Dokkus --chown: herokuish 32767, heroku 1000, paketo 2000, root 0, false (unverändert lassen) oder UID:GID. Storage exec läuft als dieser Benutzer.</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>Labels</translation>
    </message>
    <message>
        <source>&amp;Labels:</source>
        <translation>&amp;Labels:</translation>
    </message>
    <message>
        <source>Annotations</source>
        <translation>Annotationen</translation>
    </message>
    <message>
        <source>Annotations:</source>
        <translation>Annotationen:</translation>
    </message>
</context>
<context>
    <name>HelmDeck::StorageTableModel</name>
    <message>
        <source>class %1</source>
        <translation>Klasse %1</translation>
    </message>
    <message>
        <source>default class</source>
        <translation>Standardklasse</translation>
    </message>
    <message>
        <source>A static PersistentVolume on the node&apos;s path %1</source>
        <translation>Ein statisches PersistentVolume im Pfad %1 des Nodes</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Access</source>
        <translation>Zugriff</translation>
    </message>
    <message>
        <source>Backed by</source>
        <translation>Bereitgestellt durch</translation>
    </message>
    <message>
        <source>Namespace</source>
        <translation>Namespace</translation>
    </message>
    <message>
        <source>Helm release %1: a PersistentVolumeClaim and a hostPath PersistentVolume</source>
        <translation>Helm-Release %1: ein PersistentVolumeClaim und ein hostPath-PersistentVolume</translation>
    </message>
    <message>
        <source>Helm release %1: a PersistentVolumeClaim</source>
        <translation>Helm-Release %1: ein PersistentVolumeClaim</translation>
    </message>
</context>
<context>
    <name>HelmDeck::TargetsDelegate</name>
    <message>
        <source>all (every process, cron task and run)</source>
        <translation>alle (jeder Prozess, jede Cron-Aufgabe und run)</translation>
    </message>
    <message>
        <source>One-off commands (helmdeck run)</source>
        <translation>Einmalige Befehle (helmdeck run)</translation>
    </message>
    <message>
        <source>Every cron task&apos;s CronJob</source>
        <translation>Der CronJob jeder Cron-Aufgabe</translation>
    </message>
</context>
</TS>
