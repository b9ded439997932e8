<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>GapsPage</name>
    <message numerus="yes">
        <location filename="../../addiction/games/gaps/page.py" line="+392"/>
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
        <location filename="../../addiction/shell/score_chart.py" line="+58"/>
        <location line="+174"/>
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
        <location filename="../../addiction/shell/statistics.py" line="+550"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WindowDialogs</name>
    <message numerus="yes">
        <location filename="../../addiction/shell/window_dialogs.py" line="+242"/>
        <source>Deal of the day won: %n day(s) in a row.</source>
        <translation>
            <numerusform>Deal of the day won: %n day in a row.</numerusform>
            <numerusform>Deal of the day won: %n days in a row.</numerusform>
        </translation>
    </message>
</context>
</TS>
