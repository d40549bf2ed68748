<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>GameOverPanel</name>
    <message numerus="yes">
        <source>%n battle(s)</source>
        <translation>
            <numerusform>%n battle</numerusform>
            <numerusform>%n battles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n war(s)</source>
        <translation>
            <numerusform>%n war</numerusform>
            <numerusform>%n wars</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableTexts</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your deck: %n card(s) — click to play</source>
        <translation>
            <numerusform>Your deck: %n card — click to play</numerusform>
            <numerusform>Your deck: %n cards — click to play</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s deck: %n card(s)</source>
        <translation>
            <numerusform>%1&apos;s deck: %n card</numerusform>
            <numerusform>%1&apos;s deck: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s).</source>
        <translation>
            <numerusform>%1: %n card.</numerusform>
            <numerusform>%1: %n cards.</numerusform>
        </translation>
    </message>
</context>
</TS>
