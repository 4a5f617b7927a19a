<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>HelmDeck::SettingsDialog</name>
    <message>
        <source>HelmDeck Settings</source>
        <translation>HelmDeck-Einstellungen</translation>
    </message>
    <message>
        <source>Default image pull secrets</source>
        <translation>Standard-Image-Pull-Secrets</translation>
    </message>
    <message>
        <source>Existing Secrets (type kubernetes.io/dockerconfigjson) that the pods of every app use when the app names none and its pull secret is left at &quot;From my docker/Helm credentials&quot; without a registry or username. Those apps then get no pull-secret-&lt;app&gt;. An app&apos;s own names, or the modes &quot;Named existing secrets&quot; and &quot;None&quot;, always win. Every project of this user on this machine uses them; they are not saved in project files.</source>
        <translation>Vorhandene Secrets (Typ kubernetes.io/dockerconfigjson), die die Pods jeder App verwenden, wenn die App keine eigenen nennt und ihr Pull-Secret auf „Aus meinen Docker-/Helm-Zugangsdaten“ ohne Registry oder Benutzernamen steht. Diese Apps erhalten dann kein pull-secret-&lt;app&gt;. Die eigenen Namen einer App oder die Modi „Benannte vorhandene Secrets“ und „Keines“ haben immer Vorrang. Jedes Projekt dieses Benutzers auf diesem Rechner verwendet sie; sie werden nicht in Projektdateien gespeichert.</translation>
    </message>
    <message>
        <source>Stored in %1</source>
        <translation>Gespeichert in %1</translation>
    </message>
    <message>
        <source>Not saved: fix the names marked above first.</source>
        <translation>Nicht gespeichert: zuerst die oben markierten Namen korrigieren.</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Saved: no default image pull secrets.</source>
        <translation>Gespeichert: keine Standard-Image-Pull-Secrets.</translation>
    </message>
    <message>
        <source>Saved: apps that name none use %1.</source>
        <translation>Gespeichert: Apps ohne eigene verwenden %1.</translation>
    </message>
</context>
</TS>
