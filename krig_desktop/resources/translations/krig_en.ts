<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AchievementCheck</name>
    <message numerus="yes">
        <source>Your past games earned %n achievement(s). See them in Game → Statistics → Achievements.</source>
        <translation>
            <numerusform>Your past games earned %n achievement. See it in Game → Statistics → Achievements.</numerusform>
            <numerusform>Your past games earned %n achievements. See them in Game → Statistics → Achievements.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Announcements</name>
    <message numerus="yes">
        <source>%1: %n card(s)</source>
        <translation>
            <numerusform>%1: %n card</numerusform>
            <numerusform>%1: %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CallTheWar</name>
    <message numerus="yes">
        <source>Not this time: the war ended the game in a draw, and nobody takes the %n card(s)</source>
        <translation>
            <numerusform>Not this time: the war ended the game in a draw, and nobody takes the %n card</numerusform>
            <numerusform>Not this time: the war ended the game in a draw, and nobody takes the %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Called it: you take %n card(s)</source>
        <translation>
            <numerusform>Called it: you take %n card</numerusform>
            <numerusform>Called it: you take %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Called it: %1 takes %n card(s)</source>
        <translation>
            <numerusform>Called it: %1 takes %n card</numerusform>
            <numerusform>Called it: %1 takes %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not this time: you take %n card(s)</source>
        <translation>
            <numerusform>Not this time: you take %n card</numerusform>
            <numerusform>Not this time: you take %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not this time: %1 takes %n card(s)</source>
        <translation>
            <numerusform>Not this time: %1 takes %n card</numerusform>
            <numerusform>Not this time: %1 takes %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DailyBox</name>
    <message numerus="yes">
        <source>Days in a row: %Ln.</source>
        <translation>
            <numerusform>Days in a row: %Ln.</numerusform>
            <numerusform>Days in a row: %Ln.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EndTexts</name>
    <message numerus="yes">
        <source>Most cards after %n battle(s)</source>
        <translation>
            <numerusform>Most cards after %n battle</numerusform>
            <numerusform>Most cards after %n battles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>First to win %n war(s)</source>
        <translation>
            <numerusform>First to win %n war</numerusform>
            <numerusform>First to win %n wars</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A shared win: %1, %n card(s) each.</source>
        <translation>
            <numerusform>A shared win: %1, %n card each.</numerusform>
            <numerusform>A shared win: %1, %n cards each.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You are the first to win %n war(s): the game is yours!</source>
        <translation>
            <numerusform>You are the first to win %n war: the game is yours!</numerusform>
            <numerusform>You are the first to win %n wars: the game is yours!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is the first to win %n war(s) and wins the game.</source>
        <translation>
            <numerusform>%1 is the first to win %n war and wins the game.</numerusform>
            <numerusform>%1 is the first to win %n wars and wins the game.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n battle(s) you have the most cards: %1.</source>
        <translation>
            <numerusform>After %n battle you have the most cards: %1.</numerusform>
            <numerusform>After %n battles you have the most cards: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n battle(s) %1 has the most cards: %2.</source>
        <translation>
            <numerusform>After %n battle %1 has the most cards: %2.</numerusform>
            <numerusform>After %n battles %1 has the most cards: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win: the most cards after %2, %n each.</source>
        <translation>
            <numerusform>%1 share the win: the most cards after %2, %n each.</numerusform>
            <numerusform>%1 share the win: the most cards after %2, %n each.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n battle(s)</source>
        <translation>
            <numerusform>%n battle</numerusform>
            <numerusform>%n battles</numerusform>
        </translation>
    </message>
</context>
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
    <message numerus="yes">
        <source>Biggest pile: you took %n card(s) in battle %2.</source>
        <translation>
            <numerusform>Biggest pile: you took %n card in battle %2.</numerusform>
            <numerusform>Biggest pile: you took %n cards in battle %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Biggest pile: %1 took %n card(s) in battle %2.</source>
        <translation>
            <numerusform>Biggest pile: %1 took %n card in battle %2.</numerusform>
            <numerusform>Biggest pile: %1 took %n cards in battle %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The lead changed hands %n time(s).</source>
        <translation>
            <numerusform>The lead changed hands %n time.</numerusform>
            <numerusform>The lead changed hands %n times.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Longest streak: you took %n battle(s) in a row.</source>
        <translation>
            <numerusform>Longest streak: you took %n battle in a row.</numerusform>
            <numerusform>Longest streak: you took %n battles in a row.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Longest streak: %1 took %n battle(s) in a row.</source>
        <translation>
            <numerusform>Longest streak: %1 took %n battle in a row.</numerusform>
            <numerusform>Longest streak: %1 took %n battles in a row.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Comeback: you came back from only %n card(s) in battle %2.</source>
        <translation>
            <numerusform>Comeback: you came back from only %n card in battle %2.</numerusform>
            <numerusform>Comeback: you came back from only %n cards in battle %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Comeback: %1 came back from only %n card(s) in battle %2.</source>
        <translation>
            <numerusform>Comeback: %1 came back from only %n card in battle %2.</numerusform>
            <numerusform>Comeback: %1 came back from only %n cards in battle %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameRecorder</name>
    <message numerus="yes">
        <source>The game history can be written again: %Ln kept game(s) recorded.</source>
        <translation>
            <numerusform>The game history can be written again: %Ln kept game recorded.</numerusform>
            <numerusform>The game history can be written again: %Ln kept games recorded.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message numerus="yes">
        <source>(%Ln damaged row(s) cannot be read)</source>
        <translation>
            <numerusform>(%Ln damaged row cannot be read)</numerusform>
            <numerusform>(%Ln damaged rows cannot be read)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryTexts</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>most cards after %Ln battle(s)</source>
        <translation>
            <numerusform>most cards after %Ln battle</numerusform>
            <numerusform>most cards after %Ln battles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>first to win %Ln war(s)</source>
        <translation>
            <numerusform>first to win %Ln war</numerusform>
            <numerusform>first to win %Ln wars</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n face-down card(s)</source>
        <translation>
            <numerusform>%n face-down card</numerusform>
            <numerusform>%n face-down cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln battle(s)</source>
        <translation>
            <numerusform>%Ln battle</numerusform>
            <numerusform>%Ln battles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln game</numerusform>
            <numerusform>%Ln games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryWindowing</name>
    <message numerus="yes">
        <source>%n finished game(s) could not be recorded in the game history.</source>
        <translation>
            <numerusform>%n finished game could not be recorded in the game history.</numerusform>
            <numerusform>%n finished games could not be recorded in the game history.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them could not be kept in any file and are lost (%1).</source>
        <translation>
            <numerusform>%n of them could not be kept in any file and is lost (%1).</numerusform>
            <numerusform>%n of them could not be kept in any file and are lost (%1).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportTexts</name>
    <message numerus="yes">
        <source>%Ln game(s) imported.</source>
        <translation>
            <numerusform>%Ln game imported.</numerusform>
            <numerusform>%Ln games imported.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) were already in your history and were not added again.</source>
        <translation>
            <numerusform>%Ln game was already in your history and was not added again.</numerusform>
            <numerusform>%Ln games were already in your history and were not added again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln damaged row(s) of the file could not be read and were left out.</source>
        <translation>
            <numerusform>%Ln damaged row of the file could not be read and was left out.</numerusform>
            <numerusform>%Ln damaged rows of the file could not be read and were left out.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LuckPage</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You won %Ln game(s) where a card counter expected %1</source>
        <translation>
            <numerusform>You won %Ln game where a card counter expected %1</numerusform>
            <numerusform>You won %Ln games where a card counter expected %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your luck shows here after %n game(s) with the odds on; %1 so far.</source>
        <translation>
            <numerusform>Your luck shows here after %n game with the odds on; %1 so far.</numerusform>
            <numerusform>Your luck shows here after %n games with the odds on; %1 so far.</numerusform>
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
        <source>Chance to lead after %n battle(s)</source>
        <translation>
            <numerusform>Chance to lead after %n battle</numerusform>
            <numerusform>Chance to lead after %n battles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Chance to win %n war(s) first</source>
        <translation>
            <numerusform>Chance to win %n war first</numerusform>
            <numerusform>Chance to win %n wars first</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your chance to lead after %n battle(s)</source>
        <translation>
            <numerusform>Your chance to lead after %n battle</numerusform>
            <numerusform>Your chance to lead after %n battles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your chance to win %n war(s) first</source>
        <translation>
            <numerusform>Your chance to win %n war first</numerusform>
            <numerusform>Your chance to win %n wars first</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s chance to lead after %n battle(s)</source>
        <translation>
            <numerusform>%1&apos;s chance to lead after %n battle</numerusform>
            <numerusform>%1&apos;s chance to lead after %n battles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s chance to win %n war(s) first</source>
        <translation>
            <numerusform>%1&apos;s chance to win %n war first</numerusform>
            <numerusform>%1&apos;s chance to win %n wars first</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>From %n play-out(s) of the cards, ±%1.</source>
        <translation>
            <numerusform>From %n play-out of the cards, ±%1.</numerusform>
            <numerusform>From %n play-outs of the cards, ±%1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That is %Ln more battle(s), counting the one on the table.</source>
        <translation>
            <numerusform>That is %Ln more battle, counting the one on the table.</numerusform>
            <numerusform>That is %Ln more battles, counting the one on the table.</numerusform>
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
        <source>War! %n card(s) at stake — click your deck.</source>
        <translation>
            <numerusform>War! %n card at stake — click your deck.</numerusform>
            <numerusform>War! %n cards at stake — click your deck.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War! %n card(s) at stake — click a deck or press Space.</source>
        <translation>
            <numerusform>War! %n card at stake — click a deck or press Space.</numerusform>
            <numerusform>War! %n cards at stake — click a deck or press Space.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War ×%1! %n card(s) at stake — click your deck.</source>
        <translation>
            <numerusform>War ×%1! %n card at stake — click your deck.</numerusform>
            <numerusform>War ×%1! %n cards at stake — click your deck.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War ×%1! %n card(s) at stake — click a deck or press Space.</source>
        <translation>
            <numerusform>War ×%1! %n card at stake — click a deck or press Space.</numerusform>
            <numerusform>War ×%1! %n cards at stake — click a deck or press Space.</numerusform>
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
    <name>StatisticsDialog</name>
    <message numerus="yes">
        <source>%Ln game(s) written to %1</source>
        <translation>
            <numerusform>%Ln game written to %1</numerusform>
            <numerusform>%Ln games written to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln damaged row(s) of the history could not be read and were left out of the file.</source>
        <translation>
            <numerusform>%Ln damaged row of the history could not be read and was left out of the file.</numerusform>
            <numerusform>%Ln damaged rows of the history could not be read and were left out of the file.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message numerus="yes">
        <source>Wars called: %Ln, %1 right (a card counter would have got %2 right).</source>
        <translation>
            <numerusform>Wars called: %Ln, %1 right (a card counter would have got %2 right).</numerusform>
            <numerusform>Wars called: %Ln, %1 right (a card counter would have got %2 right).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln game(s), %2 won</source>
        <translation>
            <numerusform>%1: %Ln game, %2 won</numerusform>
            <numerusform>%1: %Ln games, %2 won</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With fixed gathering the cards go back in the order they were laid, and that favours the first seat (you): over many games it wins %1 of the games that end, not one in %n.</source>
        <translation>
            <numerusform>With fixed gathering the cards go back in the order they were laid, and that favours the first seat (you): over many games it wins %1 of the games that end, not one in %n.</numerusform>
            <numerusform>With fixed gathering the cards go back in the order they were laid, and that favours the first seat (you): over many games it wins %1 of the games that end, not one in %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln win(s)</source>
        <translation>
            <numerusform>%Ln win</numerusform>
            <numerusform>%Ln wins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln loss(es)</source>
        <translation>
            <numerusform>%Ln loss</numerusform>
            <numerusform>%Ln losses</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableTexts</name>
    <message numerus="yes">
        <source>War ×%1 — %n card(s) at stake!</source>
        <translation>
            <numerusform>War ×%1 — %n card at stake!</numerusform>
            <numerusform>War ×%1 — %n cards at stake!</numerusform>
        </translation>
    </message>
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
        <source>%1&apos;s deck: %n card(s) — click or press %2 to turn</source>
        <translation>
            <numerusform>%1&apos;s deck: %n card — click or press %2 to turn</numerusform>
            <numerusform>%1&apos;s deck: %n cards — click or press %2 to turn</numerusform>
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
        <source>War! The war cards come next — %n card(s) at stake.</source>
        <translation>
            <numerusform>War! The war cards come next — %n card at stake.</numerusform>
            <numerusform>War! The war cards come next — %n cards at stake.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War ×%1! The war cards come next — %n card(s) at stake.</source>
        <translation>
            <numerusform>War ×%1! The war cards come next — %n card at stake.</numerusform>
            <numerusform>War ×%1! The war cards come next — %n cards at stake.</numerusform>
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
<context>
    <name>TodayCard</name>
    <message numerus="yes">
        <source>You played today&apos;s deal: won in %Ln battle(s)</source>
        <translation>
            <numerusform>You played today&apos;s deal: won in %Ln battle</numerusform>
            <numerusform>You played today&apos;s deal: won in %Ln battles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You played today&apos;s deal: lost in %Ln battle(s)</source>
        <translation>
            <numerusform>You played today&apos;s deal: lost in %Ln battle</numerusform>
            <numerusform>You played today&apos;s deal: lost in %Ln battles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You played today&apos;s deal: a draw after %Ln battle(s)</source>
        <translation>
            <numerusform>You played today&apos;s deal: a draw after %Ln battle</numerusform>
            <numerusform>You played today&apos;s deal: a draw after %Ln battles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You played today&apos;s deal: won in %Ln battle(s) from a %1 % chance</source>
        <translation>
            <numerusform>You played today&apos;s deal: won in %Ln battle from a %1% chance</numerusform>
            <numerusform>You played today&apos;s deal: won in %Ln battles from a %1% chance</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You played today&apos;s deal: lost in %Ln battle(s) from a %1 % chance</source>
        <translation>
            <numerusform>You played today&apos;s deal: lost in %Ln battle from a %1% chance</numerusform>
            <numerusform>You played today&apos;s deal: lost in %Ln battles from a %1% chance</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You played today&apos;s deal: a draw after %Ln battle(s) from a %1 % chance</source>
        <translation>
            <numerusform>You played today&apos;s deal: a draw after %Ln battle from a %1% chance</numerusform>
            <numerusform>You played today&apos;s deal: a draw after %Ln battles from a %1% chance</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TodaysLine</name>
    <message numerus="yes">
        <source>Krig %1: won in %Ln battle(s)</source>
        <translation>
            <numerusform>Krig %1: won in %Ln battle</numerusform>
            <numerusform>Krig %1: won in %Ln battles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Krig %1: lost in %Ln battle(s)</source>
        <translation>
            <numerusform>Krig %1: lost in %Ln battle</numerusform>
            <numerusform>Krig %1: lost in %Ln battles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Krig %1: a draw after %Ln battle(s)</source>
        <translation>
            <numerusform>Krig %1: a draw after %Ln battle</numerusform>
            <numerusform>Krig %1: a draw after %Ln battles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Krig %1: won in %Ln battle(s) from a %2 % chance</source>
        <translation>
            <numerusform>Krig %1: won in %Ln battle from a %2% chance</numerusform>
            <numerusform>Krig %1: won in %Ln battles from a %2% chance</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Krig %1: lost in %Ln battle(s) from a %2 % chance</source>
        <translation>
            <numerusform>Krig %1: lost in %Ln battle from a %2% chance</numerusform>
            <numerusform>Krig %1: lost in %Ln battles from a %2% chance</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Krig %1: a draw after %Ln battle(s) from a %2 % chance</source>
        <translation>
            <numerusform>Krig %1: a draw after %Ln battle from a %2% chance</numerusform>
            <numerusform>Krig %1: a draw after %Ln battles from a %2% chance</numerusform>
        </translation>
    </message>
</context>
</TS>
