<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>StabilityText</name>
    <message numerus="yes">
        <source>%Ln mode(s); highest ω = %1 rad/s, mostly %2.</source>
        <translation>
            <numerusform>%Ln mode; highest ω = %1 rad/s, mostly %2.</numerusform>
            <numerusform>%Ln modes; highest ω = %1 rad/s, mostly %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln mode(s); highest ω = %1 rad/s.</source>
        <translation>
            <numerusform>%Ln mode; highest ω = %1 rad/s.</numerusform>
            <numerusform>%Ln modes; highest ω = %1 rad/s.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>clothlab::app::MainWindow</name>
    <message numerus="yes">
        <source>Report written: %1 (with %n figure file(s) beside it).</source>
        <translation>
            <numerusform>Report written: %1 (with %n figure file beside it).</numerusform>
            <numerusform>Report written: %1 (with %n figure files beside it).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::SceneSummaryWidget</name>
    <message numerus="yes">
        <source>%Ln particle(s)</source>
        <translation>
            <numerusform>%Ln particle</numerusform>
            <numerusform>%Ln particles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln pinned particle(s)</source>
        <translation>
            <numerusform>%Ln pinned particle</numerusform>
            <numerusform>%Ln pinned particles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln spring(s):</source>
        <translation>
            <numerusform>%Ln spring:</numerusform>
            <numerusform>%Ln springs:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln structural spring(s)</source>
        <translation>
            <numerusform>%Ln structural spring</numerusform>
            <numerusform>%Ln structural springs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln shear spring(s)</source>
        <translation>
            <numerusform>%Ln shear spring</numerusform>
            <numerusform>%Ln shear springs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln bending spring(s)</source>
        <translation>
            <numerusform>%Ln bending spring</numerusform>
            <numerusform>%Ln bending springs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::SceneTreeModel</name>
    <message numerus="yes">
        <source>custom, %n particle(s)</source>
        <translation>
            <numerusform>custom, %n particle</numerusform>
            <numerusform>custom, %n particles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>solid %1, %n particle(s)</source>
        <translation>
            <numerusform>solid %1, %n particle</numerusform>
            <numerusform>solid %1, %n particles</numerusform>
        </translation>
    </message>
</context>
</TS>
