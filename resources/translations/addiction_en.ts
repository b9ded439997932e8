<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AddictionPage</name>
    <message numerus="yes">
        <location filename="../../addiction/ui/addiction_page.py" line="+314"/>
        <source>No card can move. Redeal (R) to go on: %n left.</source>
        <translation>
            <numerusform>No card can move. Redeal (R) to go on: %n left.</numerusform>
            <numerusform>No card can move. Redeal (R) to go on: %n left.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message numerus="yes">
        <location filename="../../addiction/ui/score_chart.py" line="+55"/>
        <location line="+149"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message numerus="yes">
        <location filename="../../addiction/ui/stats_dialog.py" line="+346"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
</context>
</TS>
