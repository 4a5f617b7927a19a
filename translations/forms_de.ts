<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>HelmDeck::ClusterListBox</name>
    <message>
        <source>Refresh the list</source>
        <translation>Liste aktualisieren</translation>
    </message>
    <message>
        <source>Read the %1 of the cluster again</source>
        <translation>%1 erneut aus dem Cluster lesen</translation>
    </message>
    <message>
        <source>No cluster is connected to this field.</source>
        <translation>Mit diesem Feld ist kein Cluster verbunden.</translation>
    </message>
    <message>
        <source>List unavailable — type a name</source>
        <translation>Liste nicht verfügbar — Namen eingeben</translation>
    </message>
    <message>
        <source>Loading the list…</source>
        <translation>Liste wird geladen …</translation>
    </message>
    <message>
        <source>The cluster lists none</source>
        <translation>Der Cluster liefert keine</translation>
    </message>
    <message>
        <source>The list is unavailable: %1. Type the name instead.</source>
        <translation>Die Liste ist nicht verfügbar: %1. Stattdessen den Namen eingeben.</translation>
    </message>
</context>
<context>
    <name>HelmDeck::ClusterListModel</name>
    <message>
        <source>%1 (default)</source>
        <translation>%1 (Standard)</translation>
    </message>
    <message>
        <source>%1 — in %2</source>
        <translation>%1 — in %2</translation>
    </message>
    <message>
        <source>The cluster&apos;s default class</source>
        <translation>Die Standardklasse des Clusters</translation>
    </message>
</context>
<context>
    <name>HelmDeck::FindingLabel</name>
    <message>
        <source>row %1</source>
        <translation>Zeile %1</translation>
    </message>
</context>
<context>
    <name>HelmDeck::FormPages</name>
    <message>
        <source>Pages</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <source>Pull secret (00)</source>
        <translation>Pull-Secret (00)</translation>
    </message>
</context>
<context>
    <name>HelmDeck::KeyValueTableModel</name>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>A key cannot be empty; remove the row instead.</source>
        <translation>Ein Schlüssel darf nicht leer sein; stattdessen die Zeile entfernen.</translation>
    </message>
    <message>
        <source>The key &quot;%1&quot; is already in the list.</source>
        <translation>Der Schlüssel „%1“ ist bereits in der Liste.</translation>
    </message>
</context>
<context>
    <name>HelmDeck::TableForm</name>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Add a row</source>
        <translation>Eine Zeile hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Remove the selected rows</source>
        <translation>Die ausgewählten Zeilen entfernen</translation>
    </message>
</context>
<context>
    <name>HelmDeck::UniqueStringListModel</name>
    <message>
        <source>&quot;%1&quot; is already in the list.</source>
        <translation>„%1“ ist bereits in der Liste.</translation>
    </message>
</context>
</TS>
