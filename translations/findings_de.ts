<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>HelmDeck::FindingsModel</name>
    <message numerus="yes">
        <source>%n more findings not shown.</source>
        <translation>
            <numerusform>%n weiterer Befund wird nicht angezeigt.</numerusform>
            <numerusform>%n weitere Befunde werden nicht angezeigt.</numerusform>
        </translation>
    </message>
    <message>
        <source>form</source>
        <translation>Formular</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Ort</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
</context>
<context>
    <name>HelmDeck::FindingsView</name>
    <message>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>No findings.</source>
        <translation>Keine Befunde.</translation>
    </message>
</context>
</TS>
