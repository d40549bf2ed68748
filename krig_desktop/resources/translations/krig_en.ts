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
    <name>OddsTexts</name>
    <message numerus="yes">
        <source>From %n play-out(s) of the cards, ±%1.</source>
        <translation>
            <numerusform>From %n play-out of the cards, ±%1.</numerusform>
            <numerusform>From %n play-outs of the cards, ±%1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more battle(s) from the one on the table.</source>
        <translation>
            <numerusform>%n more battle from the one on the table.</numerusform>
            <numerusform>%n more battles from the one on the table.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultLine</name>
    <message numerus="yes">
        <source>%1 beats %2 — you take %n card(s).</source>
        <translation>
            <numerusform>%1 beats %2 — you take %n card.</numerusform>
            <numerusform>%1 beats %2 — you take %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 beats %2 — %3 takes %n card(s).</source>
        <translation>
            <numerusform>%1 beats %2 — %3 takes %n card.</numerusform>
            <numerusform>%1 beats %2 — %3 takes %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War — you take %n card(s).</source>
        <translation>
            <numerusform>War — you take %n card.</numerusform>
            <numerusform>War — you take %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War — %1 takes %n card(s).</source>
        <translation>
            <numerusform>War — %1 takes %n card.</numerusform>
            <numerusform>War — %1 takes %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War ×%1 — you take %n card(s).</source>
        <translation>
            <numerusform>War ×%1 — you take %n card.</numerusform>
            <numerusform>War ×%1 — you take %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War ×%1 — %2 takes %n card(s).</source>
        <translation>
            <numerusform>War ×%1 — %2 takes %n card.</numerusform>
            <numerusform>War ×%1 — %2 takes %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War — your %1 takes %n card(s).</source>
        <translation>
            <numerusform>War — your %1 takes %n card.</numerusform>
            <numerusform>War — your %1 takes %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War — %2&apos;s %1 takes %n card(s).</source>
        <translation>
            <numerusform>War — %2&apos;s %1 takes %n card.</numerusform>
            <numerusform>War — %2&apos;s %1 takes %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War ×%1 — your %2 takes %n card(s).</source>
        <translation>
            <numerusform>War ×%1 — your %2 takes %n card.</numerusform>
            <numerusform>War ×%1 — your %2 takes %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War ×%1 — %3&apos;s %2 takes %n card(s).</source>
        <translation>
            <numerusform>War ×%1 — %3&apos;s %2 takes %n card.</numerusform>
            <numerusform>War ×%1 — %3&apos;s %2 takes %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You take %n card(s).</source>
        <translation>
            <numerusform>You take %n card.</numerusform>
            <numerusform>You take %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %n card(s).</source>
        <translation>
            <numerusform>%1 takes %n card.</numerusform>
            <numerusform>%1 takes %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War: you take %n card(s).</source>
        <translation>
            <numerusform>War: you take %n card.</numerusform>
            <numerusform>War: you take %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War: %1 takes %n card(s).</source>
        <translation>
            <numerusform>War: %1 takes %n card.</numerusform>
            <numerusform>War: %1 takes %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War ×%2: you take %n card(s).</source>
        <translation>
            <numerusform>War ×%2: you take %n card.</numerusform>
            <numerusform>War ×%2: you take %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War ×%2: %1 takes %n card(s).</source>
        <translation>
            <numerusform>War ×%2: %1 takes %n card.</numerusform>
            <numerusform>War ×%2: %1 takes %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War! Click your deck to lay the war cards — %n card(s) at stake.</source>
        <translation>
            <numerusform>War! Click your deck to lay the war cards — %n card at stake.</numerusform>
            <numerusform>War! Click your deck to lay the war cards — %n cards at stake.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War! Click a deck or press Space to watch the others lay their war cards — %n card(s) at stake.</source>
        <translation>
            <numerusform>War! Click a deck or press Space to watch the others lay their war cards — %n card at stake.</numerusform>
            <numerusform>War! Click a deck or press Space to watch the others lay their war cards — %n cards at stake.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War ×%1! Click your deck to lay the war cards — %n card(s) at stake.</source>
        <translation>
            <numerusform>War ×%1! Click your deck to lay the war cards — %n card at stake.</numerusform>
            <numerusform>War ×%1! Click your deck to lay the war cards — %n cards at stake.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War ×%1! Click a deck or press Space to watch the others lay their war cards — %n card(s) at stake.</source>
        <translation>
            <numerusform>War ×%1! Click a deck or press Space to watch the others lay their war cards — %n card at stake.</numerusform>
            <numerusform>War ×%1! Click a deck or press Space to watch the others lay their war cards — %n cards at stake.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You win the game after %n battle(s)!</source>
        <translation>
            <numerusform>You win the game after %n battle!</numerusform>
            <numerusform>You win the game after %n battles!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins the game after %n battle(s).</source>
        <translation>
            <numerusform>%1 wins the game after %n battle.</numerusform>
            <numerusform>%1 wins the game after %n battles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw: everyone left in the war ran short at once, so nobody takes the %n card(s) on the table.</source>
        <translation>
            <numerusform>Draw: everyone left in the war ran short at once, so nobody takes the %n card on the table.</numerusform>
            <numerusform>Draw: everyone left in the war ran short at once, so nobody takes the %n cards on the table.</numerusform>
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
