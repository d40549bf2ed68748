<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>Krig</source>
        <translation>Krig</translation>
    </message>
    <message>
        <source>About Krig</source>
        <translation>Про Krig</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Версія %1</translation>
    </message>
    <message>
        <source>The card game War, for the desktop.</source>
        <translation>Карткова гра «Війна» для комп’ютера.</translation>
    </message>
    <message>
        <source>Your games and saves stay on this computer.</source>
        <translation>Ваші ігри та збереження лишаються на цьому комп’ютері.</translation>
    </message>
    <message>
        <source>Read the &amp;Licence</source>
        <translation>Прочитати &amp;ліцензію</translation>
    </message>
    <message>
        <source>&amp;Copy Path</source>
        <translation>&amp;Копіювати шлях</translation>
    </message>
    <message>
        <source>&amp;Open Folder</source>
        <translation>&amp;Відкрити теку</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Про &amp;Qt</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Ліцензія</translation>
    </message>
    <message>
        <source>Website</source>
        <translation>Вебсайт</translation>
    </message>
    <message>
        <source>Saves and settings</source>
        <translation>Збереження й налаштування</translation>
    </message>
    <message>
        <source>Open in your web browser</source>
        <translation>Відкрити у вебпереглядачі</translation>
    </message>
    <message>
        <source>Every card is drawn by the program.</source>
        <translation>Кожну карту намальовано самою програмою.</translation>
    </message>
    <message>
        <source>The cards are the “%1” deck by %2, installed on this computer.</source>
        <translation>Карти — з колоди «%1» (автор: %2), установленої на цьому комп’ютері.</translation>
    </message>
    <message>
        <source>The cards are the “%1” deck installed on this computer.</source>
        <translation>Карти — з колоди «%1», установленої на цьому комп’ютері.</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Скопійовано</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or later.</source>
        <translation>Вільна програма за ліцензією GNU General Public License версії 3 або новішої.</translation>
    </message>
</context>
<context>
    <name>AchievementCheck</name>
    <message numerus="yes">
        <source>Your past games earned %n achievement(s). See them in Game → Statistics → Achievements.</source>
        <translation>
            <numerusform>Досягнень за минулі ігри: %n — див. Гра → Статистика → Досягнення.</numerusform>
            <numerusform>Досягнень за минулі ігри: %n — див. Гра → Статистика → Досягнення.</numerusform>
            <numerusform>Досягнень за минулі ігри: %n — див. Гра → Статистика → Досягнення.</numerusform>
        </translation>
    </message>
    <message>
        <source>Achievement: %1</source>
        <translation>Досягнення: %1</translation>
    </message>
    <message>
        <source>Achievements: %1</source>
        <translation>Досягнення: %1</translation>
    </message>
</context>
<context>
    <name>Achievements</name>
    <message>
        <source>First Win</source>
        <translation>Перша перемога</translation>
    </message>
    <message>
        <source>Win a game.</source>
        <translation>Виграйте гру.</translation>
    </message>
    <message>
        <source>Ten Games</source>
        <translation>Десять ігор</translation>
    </message>
    <message>
        <source>Play 10 games to the end.</source>
        <translation>Зіграйте 10 ігор до кінця.</translation>
    </message>
    <message>
        <source>A Hundred Games</source>
        <translation>Сто ігор</translation>
    </message>
    <message>
        <source>Play 100 games to the end.</source>
        <translation>Зіграйте 100 ігор до кінця.</translation>
    </message>
    <message>
        <source>A Thousand Games</source>
        <translation>Тисяча ігор</translation>
    </message>
    <message>
        <source>Play 1,000 games to the end.</source>
        <translation>Зіграйте 1 000 ігор до кінця.</translation>
    </message>
    <message>
        <source>Against the Odds</source>
        <translation>Усупереч шансам</translation>
    </message>
    <message>
        <source>Win a deal you had under a 10 % chance to win.</source>
        <translation>Виграйте роздачу, у якій ваш шанс на перемогу був менший за 10 %.</translation>
    </message>
    <message>
        <source>War ×3</source>
        <translation>Війна ×3</translation>
    </message>
    <message>
        <source>War ×4</source>
        <translation>Війна ×4</translation>
    </message>
    <message>
        <source>Reach war ×3 in one battle.</source>
        <translation>Дійдіть до війни ×3 в одному бою.</translation>
    </message>
    <message>
        <source>Reach war ×4 in one battle.</source>
        <translation>Дійдіть до війни ×4 в одному бою.</translation>
    </message>
    <message>
        <source>Down to One Card</source>
        <translation>Остання карта</translation>
    </message>
    <message>
        <source>Come back from a single card and win.</source>
        <translation>Відіграйтеся, маючи лише одну карту, і виграйте.</translation>
    </message>
    <message>
        <source>Three Beaten</source>
        <translation>Трьох переможено</translation>
    </message>
    <message>
        <source>Beat three CPU players in one game.</source>
        <translation>Переможіть трьох комп’ютерних гравців в одній грі.</translation>
    </message>
    <message>
        <source>Blitz</source>
        <translation>Бліц</translation>
    </message>
    <message>
        <source>Win a game in under 50 battles.</source>
        <translation>Виграйте гру менш ніж за 50 боїв.</translation>
    </message>
    <message>
        <source>Marathon</source>
        <translation>Марафон</translation>
    </message>
    <message>
        <source>Play a game of more than 1,000 battles.</source>
        <translation>Зіграйте гру, довшу за 1 000 боїв.</translation>
    </message>
    <message>
        <source>Three Face Down</source>
        <translation>Три закриті</translation>
    </message>
    <message>
        <source>Win with three face-down cards per war.</source>
        <translation>Виграйте гру, де на кожному кроці війни кладуть по три закриті карти.</translation>
    </message>
    <message>
        <source>In Order</source>
        <translation>По порядку</translation>
    </message>
    <message>
        <source>Win a game with fixed gathering.</source>
        <translation>Виграйте гру з фіксованим порядком.</translation>
    </message>
    <message>
        <source>Nobody Wins</source>
        <translation>Ніхто не виграв</translation>
    </message>
    <message>
        <source>Play a game that ends in a draw or a repetition.</source>
        <translation>Зіграйте гру, що закінчиться нічиєю або повторенням.</translation>
    </message>
    <message>
        <source>Hot Streak</source>
        <translation>Гаряча серія</translation>
    </message>
    <message>
        <source>Win five games in a row (same rules).</source>
        <translation>Виграйте п’ять ігор поспіль (за тих самих правил).</translation>
    </message>
    <message>
        <source>Deal of the Day</source>
        <translation>Роздача дня</translation>
    </message>
    <message>
        <source>Play today&apos;s deal on its day.</source>
        <translation>Зіграйте роздачу дня того самого дня.</translation>
    </message>
    <message>
        <source>A Week of Deals</source>
        <translation>Тиждень роздач дня</translation>
    </message>
    <message>
        <source>Play today&apos;s deal seven days in a row.</source>
        <translation>Грайте роздачу дня сім днів поспіль.</translation>
    </message>
    <message>
        <source>Called It</source>
        <translation>Вгадано</translation>
    </message>
    <message>
        <source>Call a war right.</source>
        <translation>Правильно вгадайте переможця війни.</translation>
    </message>
    <message>
        <source>Five in a Row</source>
        <translation>П’ять поспіль</translation>
    </message>
    <message>
        <source>Call five wars right in a row in one game.</source>
        <translation>Правильно вгадайте п’ять воєн поспіль в одній грі.</translation>
    </message>
    <message>
        <source>Kitchen Table</source>
        <translation>Кухонний стіл</translation>
    </message>
    <message>
        <source>Play a game to the end with two people at one keyboard.</source>
        <translation>Зіграйте гру до кінця вдвох за однією клавіатурою.</translation>
    </message>
</context>
<context>
    <name>AchievementsPage</name>
    <message>
        <source>still to earn</source>
        <translation>ще попереду</translation>
    </message>
    <message>
        <source>Click to watch the game it was earned in</source>
        <translation>Клацніть, щоб переглянути гру, у якій його здобуто</translation>
    </message>
    <message>
        <source>%1 of %2 earned</source>
        <translation>Здобуто %1 з %2</translation>
    </message>
    <message>
        <source>%1, game #%2</source>
        <translation>%1, гра №%2</translation>
    </message>
    <message>
        <source>Achievements</source>
        <translation>Досягнення</translation>
    </message>
    <message>
        <source>Achievement</source>
        <translation>Досягнення</translation>
    </message>
    <message>
        <source>What it takes</source>
        <translation>Що потрібно</translation>
    </message>
    <message>
        <source>Earned</source>
        <translation>Здобуто</translation>
    </message>
</context>
<context>
    <name>Actions</name>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Нова гра…</translation>
    </message>
    <message>
        <source>Deal a new game</source>
        <translation>Роздати нову гру</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Зберегти</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Зберегти &amp;як…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Вийти</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Відкрити карти</translation>
    </message>
    <message>
        <source>Turn the next cards (or click your deck)</source>
        <translation>Відкрити наступні карти (або клацніть свою колоду)</translation>
    </message>
    <message>
        <source>&amp;Autoplay</source>
        <translation>&amp;Автогра</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>&amp;Пауза</translation>
    </message>
    <message>
        <source>Pause whatever is playing by itself (autoplay, a replay, Finish Game)</source>
        <translation>Призупинити автоматичну гру (автогру, повтор, «Дограти до кінця») на поточному місці</translation>
    </message>
    <message>
        <source>Watch this game again from battle 1; Esc stops and returns to the game</source>
        <translation>Відтворити цю гру з першого бою; Esc зупиняє повтор і повертає до гри</translation>
    </message>
    <message>
        <source>&amp;Finish Game</source>
        <translation>&amp;Дограти до кінця</translation>
    </message>
    <message>
        <source>&amp;Load…</source>
        <translation>Зав&amp;антажити…</translation>
    </message>
    <message>
        <source>Choose a saved game to load (Undo brings back the game in play)</source>
        <translation>Вибрати збережену гру, щоб завантажити її (Скасувати повертає гру, що триває)</translation>
    </message>
    <message>
        <source>Re&amp;vert to Saved</source>
        <translation>&amp;Повернути збережене</translation>
    </message>
    <message>
        <source>Load this game&apos;s file again (Undo brings back the moment left)</source>
        <translation>Знову завантажити файл цієї гри (Скасувати повертає покинуту мить)</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>Почати &amp;знову</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Статистика…</translation>
    </message>
    <message>
        <source>Your results so far, and every game played</source>
        <translation>Ваші результати й усі зіграні ігри</translation>
    </message>
    <message>
        <source>Re&amp;veal Fate (spoiler)…</source>
        <translation>&amp;Розкрити долю (спойлер)…</translation>
    </message>
    <message>
        <source>Spoiler: who will win this deal, and when</source>
        <translation>Спойлер: хто виграє цю роздачу і коли</translation>
    </message>
    <message>
        <source>Show the &amp;Odds Meter</source>
        <translation>Показувати &amp;шкалу шансів</translation>
    </message>
    <message>
        <source>Each player&apos;s chance to win: the meter in the status bar and the chance chart in the battle log (off: no odds are worked out)</source>
        <translation>Шанс кожного гравця на перемогу: шкала в рядку стану й графік шансів у журналі боїв (вимкнено — шанси не обчислюються)</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Повільна</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Звичайна</translation>
    </message>
    <message>
        <source>F&amp;ast</source>
        <translation>&amp;Швидка</translation>
    </message>
    <message>
        <source>&amp;Very Fast</source>
        <translation>Д&amp;уже швидка</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation>&amp;Миттєва</translation>
    </message>
    <message>
        <source>Resume the &amp;Last Game at Start</source>
        <translation>Продовжувати &amp;останню гру під час запуску</translation>
    </message>
    <message>
        <source>When you quit, keep the game in play and continue it at the next start</source>
        <translation>Коли ви виходите, зберігати поточну гру й продовжувати її під час наступного запуску</translation>
    </message>
    <message>
        <source>&amp;Watch Replay</source>
        <translation>Пере&amp;глянути повтор</translation>
    </message>
    <message>
        <source>Pause o&amp;n Wars</source>
        <translation>Пауза перед ві&amp;йною</translation>
    </message>
    <message>
        <source>Autoplay and replays wait for a click at each war</source>
        <translation>Автогра й повтори чекають на клацання перед кожною війною</translation>
    </message>
    <message>
        <source>&amp;Look Back</source>
        <translation>&amp;Огляд минулого</translation>
    </message>
    <message>
        <source>Show a past battle on the table; ← and → move, End returns</source>
        <translation>Показати на столі минулий бій; ← і → гортають, End повертає</translation>
    </message>
    <message>
        <source>&amp;Previous Battle</source>
        <translation>&amp;Попередній бій</translation>
    </message>
    <message>
        <source>&amp;Next Battle</source>
        <translation>&amp;Наступний бій</translation>
    </message>
    <message>
        <source>Back to the P&amp;resent</source>
        <translation>Повернутися до &amp;теперішнього</translation>
    </message>
    <message>
        <source>Go to the Car&amp;d Table</source>
        <translation>Пере&amp;йти до карткового столу</translation>
    </message>
    <message>
        <source>Move the focus to the card table: a screen reader reads the last battle and the cards each holds</source>
        <translation>Перевести фокус на ігровий стіл: екранний читач прочитає останній бій і скільки карт у кожного</translation>
    </message>
    <message>
        <source>Reduce &amp;Motion</source>
        <translation>Менше &amp;руху</translation>
    </message>
    <message>
        <source>Cards appear in their places instead of flying; banners appear without growing</source>
        <translation>Карти з’являються на своїх місцях, а не летять; написи з’являються, не розростаючись</translation>
    </message>
    <message>
        <source>How to &amp;Play</source>
        <translation>&amp;Як грати</translation>
    </message>
    <message>
        <source>&amp;About Krig</source>
        <translation>&amp;Про Krig</translation>
    </message>
</context>
<context>
    <name>Announcements</name>
    <message>
        <source>%1: out</source>
        <comment>a seat that has left the game</comment>
        <translation>%1: поза грою</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s)</source>
        <translation>
            <numerusform>%1: %n карта</numerusform>
            <numerusform>%1: %n карти</numerusform>
            <numerusform>%1: %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>Battle %1. %2.</source>
        <translation>Бій %1. %2.</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the seats&apos; counts</comment>
        <translation>; </translation>
    </message>
</context>
<context>
    <name>AppearanceActions</name>
    <message>
        <source>&amp;System</source>
        <comment>appearance: as the desktop is</comment>
        <translation>&amp;Системне</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>Сві&amp;тле</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>Т&amp;емне</translation>
    </message>
    <message>
        <source>Light or dark as the desktop is</source>
        <translation>Світле чи темне — як у системі</translation>
    </message>
    <message>
        <source>Light windows, whatever the desktop</source>
        <translation>Світлі вікна, хоч би яке оформлення системи</translation>
    </message>
    <message>
        <source>Dark windows and a darker table, whatever the desktop</source>
        <translation>Темні вікна й темніше сукно, хоч би яке оформлення системи</translation>
    </message>
    <message>
        <source>&amp;Appearance</source>
        <translation>О&amp;формлення</translation>
    </message>
</context>
<context>
    <name>BattleLogModel</name>
    <message>
        <source>Battle</source>
        <translation>Бій</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Battle %1</source>
        <translation>Бій %1</translation>
    </message>
    <message>
        <source>%1: not in this battle</source>
        <translation>%1: не бере участі в цьому бою</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>A seat&apos;s name, then the cards it laid in the battle</comment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>CallTheWar</name>
    <message>
        <source>&amp;Call the War</source>
        <translation>&amp;Називати переможця війни</translation>
    </message>
    <message>
        <source>When a war waits, guess who takes it: Shift+1 … Shift+4 for the player in that place, or click a name plate</source>
        <translation>Коли війна чекає, назвіть, хто її забере: Shift+1 … Shift+4 — гравець на цьому місці, або клацніть табличку з іменем</translation>
    </message>
    <message>
        <source>Call Player %1</source>
        <translation>Назвати гравця %1</translation>
    </message>
    <message>
        <source>Who takes it? Shift+1 … Shift+%1</source>
        <translation>Хто її забере? Shift+1 … Shift+%1</translation>
    </message>
    <message>
        <source>Call the War is on: when a war waits, press Shift+1 … Shift+%1 or click a name plate to say who takes it</source>
        <translation>Режим «Називати переможця війни» ввімкнено: коли війна чекає, натисніть Shift+1 … Shift+%1 або клацніть табличку з іменем, щоб назвати, хто її забере</translation>
    </message>
    <message>
        <source>You call yourself</source>
        <translation>Ваш вибір: ви</translation>
    </message>
    <message>
        <source>You call %1</source>
        <translation>Ваш вибір: %1</translation>
    </message>
    <message numerus="yes">
        <source>Not this time: the war ended the game in a draw, and nobody takes the %n card(s)</source>
        <translation>
            <numerusform>Цього разу ні: війна закінчила гру внічию, і %n карту не забирає ніхто</numerusform>
            <numerusform>Цього разу ні: війна закінчила гру внічию, і %n карти не забирає ніхто</numerusform>
            <numerusform>Цього разу ні: війна закінчила гру внічию, і %n карт не забирає ніхто</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Called it: you take %n card(s)</source>
        <translation>
            <numerusform>Вгадали: ви забираєте %n карту</numerusform>
            <numerusform>Вгадали: ви забираєте %n карти</numerusform>
            <numerusform>Вгадали: ви забираєте %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Called it: %1 takes %n card(s)</source>
        <translation>
            <numerusform>Вгадали: %1 забирає %n карту</numerusform>
            <numerusform>Вгадали: %1 забирає %n карти</numerusform>
            <numerusform>Вгадали: %1 забирає %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not this time: you take %n card(s)</source>
        <translation>
            <numerusform>Цього разу ні: ви забираєте %n карту</numerusform>
            <numerusform>Цього разу ні: ви забираєте %n карти</numerusform>
            <numerusform>Цього разу ні: ви забираєте %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not this time: %1 takes %n card(s)</source>
        <translation>
            <numerusform>Цього разу ні: %1 забирає %n карту</numerusform>
            <numerusform>Цього разу ні: %1 забирає %n карти</numerusform>
            <numerusform>Цього разу ні: %1 забирає %n карт</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CardChart</name>
    <message>
        <source>Card count chart</source>
        <translation>Графік кількості карт</translation>
    </message>
    <message>
        <source>Each player&apos;s cards after every battle; wars are ticked along the bottom. Left and right arrow keys pick a battle to look at.</source>
        <translation>Скільки карт у кожного гравця після кожного бою; війни позначено рисками внизу. Клавіші зі стрілками вліво й вправо вибирають бій, щоб його переглянути.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Гравець %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The deal — %1</source>
        <translation>Роздача — %1</translation>
    </message>
    <message>
        <source>Battle %1 — %2</source>
        <translation>Бій %1 — %2</translation>
    </message>
    <message>
        <source>No battles yet</source>
        <translation>Ще не було жодного бою</translation>
    </message>
</context>
<context>
    <name>CardName</name>
    <message>
        <source>%1 of %2</source>
        <comment>A card&apos;s name: %1 is the rank (queen), %2 the suit (hearts). Reorder freely.</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Face-down card</source>
        <translation>Закрита карта</translation>
    </message>
    <message>
        <source>no card</source>
        <comment>A seat with no face-up card on the table.</comment>
        <translation>немає карти</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <comment>Seat name, then its card: &apos;You: Queen of hearts.&apos;</comment>
        <translation>%1: %2.</translation>
    </message>
</context>
<context>
    <name>CardRank</name>
    <message>
        <source>two</source>
        <translation>двійка</translation>
    </message>
    <message>
        <source>three</source>
        <translation>трійка</translation>
    </message>
    <message>
        <source>four</source>
        <translation>четвірка</translation>
    </message>
    <message>
        <source>five</source>
        <translation>п’ятірка</translation>
    </message>
    <message>
        <source>six</source>
        <translation>шістка</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>сімка</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>вісімка</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>дев’ятка</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>десятка</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>валет</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>дама</translation>
    </message>
    <message>
        <source>king</source>
        <translation>король</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>туз</translation>
    </message>
</context>
<context>
    <name>CardSuit</name>
    <message>
        <source>spades</source>
        <translation>пік</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>чирв</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>бубон</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>треф</translation>
    </message>
</context>
<context>
    <name>ChanceChart</name>
    <message>
        <source>Chance chart</source>
        <translation>Графік шансів</translation>
    </message>
    <message>
        <source>The odds are off: the View menu turns the odds meter on.</source>
        <translation>Шанси вимкнено: увімкніть шкалу шансів у меню «Вигляд».</translation>
    </message>
    <message>
        <source>Working out the odds…</source>
        <translation>Рахуємо шанси…</translation>
    </message>
    <message>
        <source>biggest swing</source>
        <translation>найбільший поворот</translation>
    </message>
    <message>
        <source>Your chance to win</source>
        <translation>Ваш шанс на перемогу</translation>
    </message>
    <message>
        <source>%1&apos;s chance to win</source>
        <comment>two people: the first person&apos;s chance</comment>
        <translation>Шанс на перемогу — %1</translation>
    </message>
    <message>
        <source>%1 after every battle, as a perfect card counter would see it; wars are ticked along the bottom.</source>
        <comment>%1 is the line&apos;s name: Your chance to win</comment>
        <translation>%1 після кожного бою — як його бачив би гравець, що бездоганно рахує карти; війни позначено внизу.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>Finishing… battle %L1</source>
        <translation>Дограємо… бій %L1</translation>
    </message>
    <message>
        <source>The computer ran out of memory, so play stopped at battle %L1. The table shows the game where it got to.</source>
        <translation>Комп’ютерові забракло пам’яті, тому гру зупинено на бою %L1. На столі видно, до чого дійшла гра.</translation>
    </message>
    <message>
        <source>Something unexpected went wrong, so play stopped at battle %L1. The table shows the game where it got to.

%2</source>
        <translation>Сталася неочікувана помилка, тому гру зупинено на бою %L1. На столі видно, до чого дійшла гра.

%2</translation>
    </message>
</context>
<context>
    <name>DailyBox</name>
    <message>
        <source>Copied</source>
        <translation>Скопійовано</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>Підрахунок…</translation>
    </message>
    <message numerus="yes">
        <source>Days in a row: %Ln.</source>
        <translation>
            <numerusform>Днів поспіль: %Ln.</numerusform>
            <numerusform>Днів поспіль: %Ln.</numerusform>
            <numerusform>Днів поспіль: %Ln.</numerusform>
        </translation>
    </message>
    <message>
        <source>No run of days yet: play today&apos;s deal (Game → Today&apos;s Deal).</source>
        <translation>Серії днів ще немає: зіграйте роздачу дня (Гра → Роздача дня).</translation>
    </message>
    <message>
        <source>Today: %1.</source>
        <translation>Сьогодні: %1.</translation>
    </message>
    <message>
        <source>Today&apos;s deal is still to play.</source>
        <translation>Роздачу дня ще не зіграно.</translation>
    </message>
    <message>
        <source>Today&apos;s Deal</source>
        <translation>Роздача дня</translation>
    </message>
    <message>
        <source>Cop&amp;y Result</source>
        <translation>&amp;Копіювати результат</translation>
    </message>
</context>
<context>
    <name>DeckChooser</name>
    <message>
        <source>Reading the deck…</source>
        <translation>Читаємо колоду…</translation>
    </message>
    <message>
        <source>Cards and Table</source>
        <translation>Карти і стіл</translation>
    </message>
    <message>
        <source>Card decks</source>
        <translation>Колоди карт</translation>
    </message>
    <message>
        <source>Preview of the deck on the table</source>
        <translation>Вигляд колоди на столі</translation>
    </message>
    <message>
        <source>&amp;Table colour:</source>
        <translation>&amp;Колір сукна:</translation>
    </message>
    <message>
        <source>Krig (our own)</source>
        <translation>Krig (власна)</translation>
    </message>
</context>
<context>
    <name>DesktopWiring</name>
    <message>
        <source>Show &amp;Toolbar</source>
        <translation>Показувати панель &amp;інструментів</translation>
    </message>
    <message>
        <source>Show Status &amp;Bar</source>
        <translation>Показувати рядок &amp;стану</translation>
    </message>
    <message>
        <source>&amp;Cards and Table…</source>
        <translation>&amp;Карти і стіл…</translation>
    </message>
    <message>
        <source>Choose the card deck and the table&apos;s colour</source>
        <translation>Оберіть колоду карт і колір сукна</translation>
    </message>
    <message>
        <source>Spea&amp;k the Card Counts</source>
        <translation>О&amp;звучувати кількість карт</translation>
    </message>
    <message>
        <source>Your screen reader says how many cards each has</source>
        <translation>Екранний диктор скаже, скільки карт у кожного</translation>
    </message>
    <message>
        <source>Autoplay</source>
        <translation>Автогра</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Повтор</translation>
    </message>
    <message>
        <source>A replay is playing: press P to pause it, Esc to leave it</source>
        <translation>Іде повтор: натисніть P, щоб призупинити, Esc — щоб вийти</translation>
    </message>
    <message>
        <source>Autoplay is on: press A or P to stop it</source>
        <translation>Автогра ввімкнена: натисніть A або P, щоб зупинити</translation>
    </message>
</context>
<context>
    <name>EndTexts</name>
    <message numerus="yes">
        <source>Most cards after %n battle(s)</source>
        <translation>
            <numerusform>Найбільше карт після %n бою</numerusform>
            <numerusform>Найбільше карт після %n боїв</numerusform>
            <numerusform>Найбільше карт після %n боїв</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>First to win %n war(s)</source>
        <translation>
            <numerusform>Хто першим виграє %n війну</numerusform>
            <numerusform>Хто першим виграє %n війни</numerusform>
            <numerusform>Хто першим виграє %n воєн</numerusform>
        </translation>
    </message>
    <message>
        <source>When one player has all the cards</source>
        <translation>Коли всі карти в одного гравця</translation>
    </message>
    <message>
        <source>Battle %1 of %2</source>
        <translation>Бій %1 з %2</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the seats&apos; wars won</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a seat&apos;s name, then the wars it has won</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Wars won: %1 — first to %2</source>
        <translation>Виграні війни: %1 — гра до %2</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between names in a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two names of a list</comment>
        <translation>%1 і %2</translation>
    </message>
    <message numerus="yes">
        <source>A shared win: %1, %n card(s) each.</source>
        <translation>
            <numerusform>Спільна перемога: %1, по %n карті в кожного.</numerusform>
            <numerusform>Спільна перемога: %1, по %n карти в кожного.</numerusform>
            <numerusform>Спільна перемога: %1, по %n карт у кожного.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You are the first to win %n war(s): the game is yours!</source>
        <translation>
            <numerusform>Ви першими виграли %n війну: гра ваша!</numerusform>
            <numerusform>Ви першими виграли %n війни: гра ваша!</numerusform>
            <numerusform>Ви першими виграли %n воєн: гра ваша!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is the first to win %n war(s) and wins the game.</source>
        <translation>
            <numerusform>Гру виграє %1: раніше за всіх — %n виграна війна.</numerusform>
            <numerusform>Гру виграє %1: раніше за всіх — %n виграні війни.</numerusform>
            <numerusform>Гру виграє %1: раніше за всіх — %n виграних воєн.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n battle(s) you have the most cards: %1.</source>
        <translation>
            <numerusform>Після %n бою у вас найбільше карт: %1.</numerusform>
            <numerusform>Після %n боїв у вас найбільше карт: %1.</numerusform>
            <numerusform>Після %n боїв у вас найбільше карт: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n battle(s) %1 has the most cards: %2.</source>
        <translation>
            <numerusform>Після %n бою найбільше карт має %1: %2.</numerusform>
            <numerusform>Після %n боїв найбільше карт має %1: %2.</numerusform>
            <numerusform>Після %n боїв найбільше карт має %1: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>A shared win</source>
        <translation>Спільна перемога</translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win: the most cards after %2, %n each.</source>
        <translation>
            <numerusform>Перемогу ділять %1: найбільше карт після %2, по %n у кожного.</numerusform>
            <numerusform>Перемогу ділять %1: найбільше карт після %2, по %n у кожного.</numerusform>
            <numerusform>Перемогу ділять %1: найбільше карт після %2, по %n у кожного.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n battle(s)</source>
        <translation>
            <numerusform>%n бою</numerusform>
            <numerusform>%n боїв</numerusform>
            <numerusform>%n боїв</numerusform>
        </translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Ви виграли!</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>Перемога: %1</translation>
    </message>
</context>
<context>
    <name>FateFlow</name>
    <message>
        <source>Reveal Fate is a spoiler: a numbered deal is decided from its first card, and this tells you who will win it and when.

Reveal the fate of this game?</source>
        <translation>«Розкрити долю» — це спойлер: результат роздачі з номером визначено вже з першої карти, і тут ви дізнаєтеся, хто її виграє і коли.

Розкрити долю цієї гри?</translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>Більше не питати</translation>
    </message>
    <message>
        <source>Reveal Fate (spoiler)</source>
        <translation>Розкрити долю (спойлер)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <source>This deal runs long. Looking ahead… %1 battles so far</source>
        <translation>Ця роздача триває довго. Дивимося вперед… переглянуто боїв: %1</translation>
    </message>
</context>
<context>
    <name>Felt</name>
    <message>
        <source>Green</source>
        <translation>Зелене</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Синє</translation>
    </message>
    <message>
        <source>Burgundy</source>
        <translation>Бордове</translation>
    </message>
    <message>
        <source>Teal</source>
        <translation>Бірюзове</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>Коричневе</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Сіре</translation>
    </message>
</context>
<context>
    <name>FullScreen</name>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>Повний &amp;екран</translation>
    </message>
    <message>
        <source>Fill the screen with the table; F11 or Esc leaves</source>
        <translation>Стіл на весь екран; F11 або Esc — вийти</translation>
    </message>
    <message>
        <source>Leave Full Screen (Otherwise Pause)</source>
        <translation>Вийти з повноекранного режиму (або пауза)</translation>
    </message>
    <message>
        <source>Leave Full Screen</source>
        <translation>Вийти з повного екрана</translation>
    </message>
    <message>
        <source>Back to the window (F11 or Esc)</source>
        <translation>Повернутися до вікна (F11 або Esc)</translation>
    </message>
</context>
<context>
    <name>GameOverPanel</name>
    <message>
        <source>&amp;Next Game</source>
        <translation>&amp;Наступна гра</translation>
    </message>
    <message>
        <source>Deal a new game at once, with the same players and rules</source>
        <translation>Одразу роздати нову гру з тими самими гравцями й правилами</translation>
    </message>
    <message>
        <source>Play This Deal &amp;Again</source>
        <translation>Зіграти цю роздачу &amp;ще раз</translation>
    </message>
    <message>
        <source>The same deal once more: it ends as before, and counts in no statistic</source>
        <translation>Та сама роздача ще раз: вона закінчиться, як і тоді, і не врахується в жодній статистиці</translation>
    </message>
    <message>
        <source>&amp;Watch Replay</source>
        <translation>Пере&amp;глянути повтор</translation>
    </message>
    <message>
        <source>Watch this game again from its first battle</source>
        <translation>Переглянути цю гру ще раз від першого бою</translation>
    </message>
    <message>
        <source>Cop&amp;y Result</source>
        <translation>&amp;Копіювати результат</translation>
    </message>
    <message>
        <source>Put one line about today&apos;s deal on the clipboard, to send to someone who played it too</source>
        <translation>Покласти в буфер обміну один рядок про роздачу дня, щоб надіслати його тому, хто теж її грав</translation>
    </message>
    <message>
        <source>Achievement: %1</source>
        <translation>Досягнення: %1</translation>
    </message>
    <message>
        <source>The replay ended. This is your own game, as it was before the replay.</source>
        <translation>Повтор завершено. Це ваша власна гра, така, якою вона була до повтору.</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Ви виграли!</translation>
    </message>
    <message>
        <source>You took every card.</source>
        <translation>Ви забрали всі карти.</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>Перемога: %1</translation>
    </message>
    <message>
        <source>You ran out of cards.</source>
        <translation>У вас закінчилися карти.</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Нічия</translation>
    </message>
    <message>
        <source>Everyone ran out of cards in a war, so nobody could take the pile.</source>
        <translation>У війні карти закінчилися в усіх, тож стос забрати нікому.</translation>
    </message>
    <message>
        <source>Draw by repetition</source>
        <translation>Нічия через повторення</translation>
    </message>
    <message>
        <source>This position came back: with fixed gathering the game would go round forever.</source>
        <translation>Ця позиція вже була: з фіксованим порядком гра ходила б по колу вічно.</translation>
    </message>
    <message>
        <source>Game #%1</source>
        <translation>Гра №%1</translation>
    </message>
    <message numerus="yes">
        <source>%n battle(s)</source>
        <translation>
            <numerusform>%n бій</numerusform>
            <numerusform>%n бої</numerusform>
            <numerusform>%n боїв</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n war(s)</source>
        <translation>
            <numerusform>%n війна</numerusform>
            <numerusform>%n війни</numerusform>
            <numerusform>%n воєн</numerusform>
        </translation>
    </message>
    <message>
        <source>No war in this game.</source>
        <translation>У цій грі не було жодної війни.</translation>
    </message>
    <message>
        <source>Longest war: a single war in battle %1.</source>
        <translation>Найдовша війна: лише одна, у бою %1.</translation>
    </message>
    <message>
        <source>Longest war: war ×%1 in battle %2.</source>
        <translation>Найдовша війна: війна ×%1 у бою %2.</translation>
    </message>
    <message numerus="yes">
        <source>Biggest pile: you took %n card(s) in battle %2.</source>
        <translation>
            <numerusform>Найбільший стос: ви забрали %n карту в бою %2.</numerusform>
            <numerusform>Найбільший стос: ви забрали %n карти в бою %2.</numerusform>
            <numerusform>Найбільший стос: ви забрали %n карт у бою %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Biggest pile: %1 took %n card(s) in battle %2.</source>
        <translation>
            <numerusform>Найбільший стос: %n карта в бою %2 — %1.</numerusform>
            <numerusform>Найбільший стос: %n карти в бою %2 — %1.</numerusform>
            <numerusform>Найбільший стос: %n карт у бою %2 — %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The lead changed hands %n time(s).</source>
        <translation>
            <numerusform>Лідер змінювався %n раз.</numerusform>
            <numerusform>Лідер змінювався %n рази.</numerusform>
            <numerusform>Лідер змінювався %n разів.</numerusform>
        </translation>
    </message>
    <message>
        <source>The lead never changed hands.</source>
        <translation>Лідер жодного разу не змінився.</translation>
    </message>
    <message numerus="yes">
        <source>Longest streak: you took %n battle(s) in a row.</source>
        <translation>
            <numerusform>Найдовша серія: ви виграли %n бій поспіль.</numerusform>
            <numerusform>Найдовша серія: ви виграли %n бої поспіль.</numerusform>
            <numerusform>Найдовша серія: ви виграли %n боїв поспіль.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Longest streak: %1 took %n battle(s) in a row.</source>
        <translation>
            <numerusform>Найдовша серія: %n бій поспіль — %1.</numerusform>
            <numerusform>Найдовша серія: %n бої поспіль — %1.</numerusform>
            <numerusform>Найдовша серія: %n боїв поспіль — %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Comeback: you came back from only %n card(s) in battle %2.</source>
        <translation>
            <numerusform>Повернення в гру: ви відігралися, коли у вас лишалася %n карта (бій %2).</numerusform>
            <numerusform>Повернення в гру: ви відігралися, коли у вас лишалося %n карти (бій %2).</numerusform>
            <numerusform>Повернення в гру: ви відігралися, коли у вас лишалося %n карт (бій %2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Comeback: %1 came back from only %n card(s) in battle %2.</source>
        <translation>
            <numerusform>Повернення в гру: %1 — лише з %n карти (бій %2).</numerusform>
            <numerusform>Повернення в гру: %1 — лише з %n карт (бій %2).</numerusform>
            <numerusform>Повернення в гру: %1 — лише з %n карт (бій %2).</numerusform>
        </translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Скопійовано</translation>
    </message>
</context>
<context>
    <name>GameRecorder</name>
    <message>
        <source>The game history was damaged. It was kept as %1, and a new one was started.</source>
        <translation>Історію ігор пошкоджено. Її збережено як %1, а натомість розпочато нову.</translation>
    </message>
    <message numerus="yes">
        <source>The game history can be written again: %Ln kept game(s) recorded.</source>
        <translation>
            <numerusform>Історію ігор знову можна записувати: записано %Ln збережену гру.</numerusform>
            <numerusform>Історію ігор знову можна записувати: записано %Ln збережені гри.</numerusform>
            <numerusform>Історію ігор знову можна записувати: записано %Ln збережених ігор.</numerusform>
        </translation>
    </message>
    <message>
        <source>its folder cannot be written to</source>
        <translation>до її теки не можна записувати</translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <translation>файл доступний лише для читання</translation>
    </message>
    <message>
        <source>its folder cannot be opened (no permission)</source>
        <translation>її теку не можна відкрити (немає дозволу)</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>диск заповнено</translation>
    </message>
    <message>
        <source>another program keeps it locked</source>
        <translation>її заблокувала інша програма</translation>
    </message>
    <message>
        <source>it is damaged</source>
        <translation>її пошкоджено</translation>
    </message>
    <message>
        <source>a newer version of Krig Desktop made it</source>
        <translation>її створила новіша версія Krig Desktop</translation>
    </message>
    <message>
        <source>it is not a Krig Desktop history</source>
        <translation>це не історія Krig Desktop</translation>
    </message>
    <message>
        <source>something other than a file is in its place</source>
        <translation>на її місці не файл, а щось інше</translation>
    </message>
    <message>
        <source>a file stands where its folder should be</source>
        <translation>на місці її теки стоїть файл</translation>
    </message>
    <message>
        <source>it cannot be opened</source>
        <translation>її не вдається відкрити</translation>
    </message>
    <message>
        <source>The game history cannot be written now, because %1. Games that end meanwhile are kept and recorded as soon as it can be written again. You can play on as usual.</source>
        <translation>Історію ігор зараз не можна записати, бо %1. Ігри, що завершаться тим часом, збережено, і їх буде записано, щойно це стане можливим. Грати можна як завжди.</translation>
    </message>
</context>
<context>
    <name>HelpComeBack</name>
    <message>
        <source>&lt;b&gt;Today&apos;s Deal&lt;/b&gt; deals the day&apos;s game: choose Game → Today&apos;s Deal, or start the game with:</source>
        <translation>&lt;b&gt;Роздача дня&lt;/b&gt; — це гра на сьогодні: виберіть Гра → Роздача дня або запустіть гру командою:</translation>
    </message>
    <message>
        <source>Its game number is the date, year, month and day: %1 on %2. It has 2 players and the default rules, so everyone who plays today gets the same deal. The statistics show how many days in a row you have played it and how today&apos;s game went, and &lt;b&gt;Copy Result&lt;/b&gt; puts one line about it on the clipboard, to send to someone who played it too.</source>
        <translation>Її номер — це дата: рік, місяць і день (%2 — це %1). У ній 2 гравці й звичайні правила, тож кожен, хто грає сьогодні, отримує ту саму роздачу. Статистика показує, скільки днів поспіль ви її граєте і як пройшла сьогоднішня гра, а &lt;b&gt;«Копіювати результат»&lt;/b&gt; кладе в буфер обміну один рядок про неї, щоб ви могли надіслати його тому, хто теж її грав.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Two people at one computer&lt;/b&gt;, as War is played across a kitchen table: in New Game, choose two people at this computer and give each a name, or start the game with:</source>
        <translation>&lt;b&gt;Двоє за одним комп’ютером&lt;/b&gt;, як у «Війну» грають за кухонним столом: у «Новій грі» виберіть двох гравців за цим комп’ютером і дайте кожному ім’я або запустіть гру командою:</translation>
    </message>
    <message>
        <source>Each of you turns with a key of your own: %1 for Player 1 and %2 for Player 2 by default. New Game lets you change them, and refuses a key the game already uses. A click on your own deck counts as your key.</source>
        <translation>Кожен із вас відкриває карти своєю клавішею: типово %1 для гравця 1 і %2 для гравця 2. У «Новій грі» їх можна змінити, а клавішу, яку гра вже використовує, вона не прийме. Клацання по власній колоді — те саме, що ваша клавіша.</translation>
    </message>
    <message>
        <source>A battle&apos;s cards turn when both of you have pressed; the CPU players just turn. Space, Enter and Play press for everyone who has not pressed yet, so one of you can also play on alone.</source>
        <translation>Карти бою відкриваються, коли натиснули обоє; комп’ютерні гравці просто відкривають свої. Пробіл, Enter і «Відкрити карти» натискають за всіх, хто ще не натиснув, тож один із вас може грати й сам.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Call the War&lt;/b&gt; (Game → Call the War, off until you turn it on) gives you a guess to make. When a war waits to be laid, press %1 … %2 for the player in the war you think will take it, or click that player&apos;s name plate. %1 is the first seat, at the bottom of the table, %3 the next, and so on. You may change your call until the war cards are laid; when the war ends, a note on the felt says whether you called it.</source>
        <translation>&lt;b&gt;«Називати переможця війни»&lt;/b&gt; (Гра → Називати переможця війни; вимкнено, доки ви не ввімкнете) дає вам нагоду вгадувати. Коли війна чекає, щоб її карти поклали, натисніть %1 … %2 для того гравця у війні, який, на вашу думку, її забере, або клацніть табличку з іменем цього гравця. %1 — перше місце, внизу столу, %3 — наступне, і так далі. Свій вибір можна змінити, доки карти війни не покладено; коли війна закінчиться, напис на сукні скаже, чи ви вгадали.</translation>
    </message>
    <message>
        <source>The statistics count the calls you made, how many were right, and how many a card counter would have got right: someone who knows which cards each player holds, but not in which order, and calls the likeliest player every time. Nobody who cannot see the order can expect to call better than that. So if you are right more often than the counter, that is luck; if less often, the counter&apos;s way of calling would have served you better.</source>
        <translation>Статистика рахує, скільки разів ви називали переможця, скільки разів угадали і скільки вгадав би гравець, що бездоганно рахує карти: той, хто знає, які карти в кожного, але не знає їхнього порядку, і щоразу називає найімовірнішого переможця. Хто не бачить порядку карт, не може розраховувати вгадувати краще. Тож якщо ви вгадуєте частіше за нього, це везіння; якщо рідше, його спосіб вибору прислужився б вам краще.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Achievements&lt;/b&gt; are earned from your history: rare moments and milestones of the games you play. When you earn one, a quiet note on the felt says so, with no box to close. The statistics list each one with the date and the game it was earned in; click one to watch that game&apos;s replay.</source>
        <translation>&lt;b&gt;Досягнення&lt;/b&gt; нараховуються за вашою історією ігор: це рідкісні моменти й віхи ваших ігор. Коли ви здобуваєте досягнення, про це тихо повідомляє напис на сукні, без жодного вікна, яке треба закривати. Статистика показує кожне з датою і грою, у якій його здобуто; клацніть його, щоб переглянути повтор тієї гри.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your luck over time:&lt;/b&gt; the statistics set your wins against the wins the chances at the deal predicted, game after game. When your wins run ahead of the predicted ones, luck has been on your side; when they fall behind, it has been against you.</source>
        <translation>&lt;b&gt;Ваше везіння гра за грою:&lt;/b&gt; статистика порівнює ваші перемоги з тими, які передбачали шанси на початку роздачі. Коли ваших перемог більше, ніж передбачено, везіння було на вашому боці; коли менше — проти вас.</translation>
    </message>
    <message>
        <source>War has no decisions to make, so besides the cards the game keeps a few things for you: a deal for the day, a friend beside you, a guess worth making, and a record of your games.</source>
        <translation>У «Війні» нічого не треба вирішувати, тож, крім самих карт, гра має для вас ще дещо: роздачу дня, друга поруч, вгадування, яке варто спробувати, і запис ваших ігор.</translation>
    </message>
    <message>
        <source>Reasons to come back</source>
        <translation>Чому варто повертатися</translation>
    </message>
    <message>
        <source>When a war waits: name who takes it, from the first seat to the fourth</source>
        <translation>Коли війна чекає: назвати, хто її забере, від першого місця до четвертого</translation>
    </message>
    <message>
        <source>Player %1 turns, when two people play (%2 by default; set in New Game)</source>
        <translation>Гравець %1 відкриває карти, коли грають двоє (типово %2; змінюється в «Новій грі»)</translation>
    </message>
    <message>
        <source>Two people at one computer</source>
        <translation>Двоє за одним комп’ютером</translation>
    </message>
</context>
<context>
    <name>HelpEnding</name>
    <message>
        <source>War can take a long time. The rule option &lt;i&gt;Game ends&lt;/i&gt; in New Game lets you decide when a game stops.</source>
        <translation>«Війна» може тривати довго. Правило &lt;i&gt;Кінець гри&lt;/i&gt; у «Новій грі» дає змогу вирішити, коли гра зупиняється.</translation>
    </message>
    <message>
        <source>&lt;b&gt;When one player has all the cards&lt;/b&gt; (the usual way, and the default): play on until one player holds every card.</source>
        <translation>&lt;b&gt;Коли всі карти в одного гравця&lt;/b&gt; (як зазвичай і типово): гра триває, доки один гравець не збере всі карти.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Most cards after 50, 100 or 200 battles:&lt;/b&gt; when that battle is over (a battle includes its wars, until the pile is gathered) and more than one player still has cards, the game ends. The player with the most cards in hand wins; two or more with the same most share the win. With three players the card set aside at the deal counts for nobody. A position that comes back does not end such a game as a draw by repetition: it ends at its last battle anyway.</source>
        <translation>&lt;b&gt;Найбільше карт після 50, 100 або 200 боїв:&lt;/b&gt; коли цей бій закінчено (бій охоплює і його війни, аж доки стос не заберуть), а карти ще є більш ніж в одного гравця, гра закінчується. Перемагає той, у кого найбільше карт; якщо найбільше карт порівну у двох чи більше гравців, вони ділять перемогу. У грі втрьох карта, відкладена під час роздачі, не зараховується нікому. Позиція, що повторюється, не завершує таку гру нічиєю через повторення: гра все одно закінчується на своєму останньому бою.</translation>
    </message>
    <message>
        <source>&lt;b&gt;First to win 3 or 5 wars:&lt;/b&gt; you win a war when you take the pile of a battle that had at least one war in it. The first player to win that many wars wins the game, as soon as that pile is gathered.</source>
        <translation>&lt;b&gt;Хто першим виграє 3 або 5 воєн:&lt;/b&gt; війну виграє той, хто забирає стос бою, у якому була принаймні одна війна. Гравець, який першим виграє стільки воєн, виграє гру, щойно цей стос забрано.</translation>
    </message>
    <message>
        <source>Either way, a game that ends sooner by the usual rules ends as they say: one player takes every card, everyone runs short in a war (a draw), or a position comes back (a draw by repetition).</source>
        <translation>В обох випадках гра, що закінчується раніше за звичайними правилами, закінчується так, як вони кажуть: один гравець забирає всі карти, у війні всім бракує карт (нічия) або позиція повторюється (нічия через повторення).</translation>
    </message>
    <message>
        <source>The end never changes the deal: the same game number, number of players, face-down cards and gathering deal the same cards whatever end you choose. Today&apos;s deal is always played until one player has all the cards.</source>
        <translation>Кінець гри ніколи не змінює роздачу: той самий номер гри, кількість гравців, закритих карт і спосіб забирати стос дають ті самі карти, який кінець ви б не вибрали. Роздачу дня завжди грають, доки всі карти не опиняться в одного гравця.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Why choose an early end:&lt;/b&gt; with fixed order and two face-down cards a game almost never ends by itself, and any game can run to hundreds of battles. New Game warns you about such rules.</source>
        <translation>&lt;b&gt;Навіщо завершувати достроково:&lt;/b&gt; з фіксованим порядком і двома закритими картами гра майже ніколи не закінчується сама, а будь-яка гра може тривати сотні боїв. «Нова гра» попереджає про такі правила.</translation>
    </message>
    <message>
        <source>Ending early</source>
        <translation>Дострокове завершення</translation>
    </message>
</context>
<context>
    <name>HelpStory</name>
    <message>
        <source>&lt;b&gt;The odds meter&lt;/b&gt; in the status bar shows each player&apos;s chance to win, as a perfect card counter would see it: someone who knows which cards every hand holds, but not in which order. &lt;b&gt;26 % 74 %&lt;/b&gt; means that of all the orders those cards could be in, you win about one game in four.</source>
        <translation>&lt;b&gt;Шкала шансів&lt;/b&gt; у рядку стану показує шанс кожного гравця на перемогу так, як його бачив би гравець, що бездоганно рахує карти: він знає, які карти в кожного, але не знає їхнього порядку. &lt;b&gt;26 % 74 %&lt;/b&gt; означає, що з усіх можливих порядків цих карт ви виграєте приблизно одну гру з чотирьох.</translation>
    </message>
    <message>
        <source>&lt;b&gt;±&lt;/b&gt; is how far the estimate may be off: the chance is worked out by playing the game on many times from here, and ±1.3 means the true chance is within about 1.3 points of the one shown.</source>
        <translation>&lt;b&gt;±&lt;/b&gt; — це можлива похибка оцінки: шанс рахують, багато разів догравши гру з поточного місця, і ±1,3 означає, що справжній шанс відрізняється від показаного не більше ніж приблизно на 1,3 відсоткового пункту.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Why losing a battle can raise your chance:&lt;/b&gt; what counts is which cards you hold, not how many. Losing a 3 while the other player&apos;s king goes under their hand can leave you stronger for the battles to come.</source>
        <translation>&lt;b&gt;Чому програний бій може підняти ваш шанс:&lt;/b&gt; важить, які карти у вас, а не скільки їх. Програти трійку, поки король іншого гравця йде під низ його колоди, буває вигідніше для наступних боїв.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Reveal Fate&lt;/b&gt; (Game menu) is not the meter. A numbered deal is decided from its first card: Reveal Fate plays the real order of the cards to the end and tells you who will win and when. The meter does not know that order, so it can say 74 % for a game that Reveal Fate says you will lose. It is a spoiler, and asks before it tells.</source>
        <translation>&lt;b&gt;«Розкрити долю»&lt;/b&gt; (меню «Гра») — це не шкала. Результат роздачі з номером визначено вже з першої карти: «Розкрити долю» догравує справжній порядок карт до кінця і каже, хто і коли виграє. Шкала цього порядку не знає, тож може показувати 74 % у грі, яку, за «Розкрити долю», ви програєте. Це спойлер, тому спершу вас запитають.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The battle log&lt;/b&gt; (View → Battle Log) is the story of the game: one row per battle, with the cards each player laid (▢ is a face-down card) and who took the pile. Under it, &lt;b&gt;two charts&lt;/b&gt;: how many cards each player held after every battle, and your chance after every battle, with the wars ticked along the bottom.</source>
        <translation>&lt;b&gt;Журнал боїв&lt;/b&gt; (Вигляд → Журнал боїв) — це історія гри: по рядку на кожен бій, з картами, які поклав кожен гравець (▢ — закрита карта), і тим, хто забрав стос. Під ним &lt;b&gt;два графіки&lt;/b&gt;: скільки карт мав кожен гравець після кожного бою і ваш шанс після кожного бою; війни позначено внизу.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Looking back:&lt;/b&gt; View → Look Back shows a past battle on the table; ← and → move from battle to battle, End comes back to the present. Clicking a row of the log does the same.</source>
        <translation>&lt;b&gt;Огляд минулого:&lt;/b&gt; Вигляд → Огляд минулого показує на столі один із минулих боїв; ← і → переходять від бою до бою, End повертає до теперішнього. Клацання рядка журналу робить те саме.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Playing by itself:&lt;/b&gt; Autoplay plays on until you stop it; Pause stops it where it is; Pause on Wars waits for a click at each war. Finish Game plays the game to its end at once. The speeds (Game → Speed, keys 1 to 5) set how fast the cards move: slow, normal, fast, very fast or instant.</source>
        <translation>&lt;b&gt;Гра сама собою:&lt;/b&gt; автогра грає, доки ви її не зупините; «Пауза» зупиняє її там, де вона є; «Пауза перед війною» чекає на клацання перед кожною війною. «Дограти до кінця» одразу доводить гру до кінця. Швидкість (Гра → Швидкість, клавіші від 1 до 5) задає, як швидко рухаються карти: повільно, звичайно, швидко, дуже швидко чи миттєво.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Watch Replay&lt;/b&gt; plays this game again from battle 1, card by card, to watch it; Esc stops and returns to the game as it was.</source>
        <translation>&lt;b&gt;«Переглянути повтор»&lt;/b&gt; відтворює цю гру з першого бою, карту за картою, щоб її переглянути; Esc зупиняє повтор і повертає до гри, якою вона була.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Statistics and history&lt;/b&gt; (Game → Statistics): your results so far, and every game played, which you can watch again battle by battle or export.</source>
        <translation>&lt;b&gt;Статистика та історія&lt;/b&gt; (Гра → Статистика): ваші результати досі й кожна зіграна гра, яку можна переглянути знову бій за боєм або експортувати.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Sound&lt;/b&gt; needs the optional sound package. Without it, or without an audio output, the View menu shows &lt;i&gt;Sounds Unavailable&lt;/i&gt;, and its tool tip says why.</source>
        <translation>&lt;b&gt;Звук&lt;/b&gt; потребує додаткового звукового пакета. Без нього або без аудіовиходу меню «Вигляд» показує &lt;i&gt;Звуки недоступні&lt;/i&gt;, а підказка пояснює чому.</translation>
    </message>
    <message>
        <source>Reading the story and the odds</source>
        <translation>Як читати історію гри та шанси</translation>
    </message>
</context>
<context>
    <name>HelpText</name>
    <message>
        <source>A quick example</source>
        <translation>Короткий приклад</translation>
    </message>
    <message>
        <source>Everyone turns their top card at the same moment. A &lt;b&gt;10&lt;/b&gt; beats a &lt;b&gt;6&lt;/b&gt;, whatever the suits: the player who turned the 10 takes both cards.</source>
        <translation>Усі гравці одночасно відкривають верхню карту. &lt;b&gt;10&lt;/b&gt; б’є &lt;b&gt;6&lt;/b&gt; незалежно від масті: той, хто відкрив десятку, забирає обидві карти.</translation>
    </message>
    <message>
        <source>If the highest cards are equal, say two queens, it is &lt;b&gt;war&lt;/b&gt;: every player in that battle puts one card face down and one face up, and the highest new face-up card takes the whole pile.</source>
        <translation>Якщо найстарші карти рівні, скажімо дві дами, починається &lt;b&gt;війна&lt;/b&gt;: кожен гравець цього бою кладе одну карту закритою і одну відкритою, і найстарша нова відкрита карта забирає весь стос.</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Як грати</translation>
    </message>
    <message>
        <source>Krig is the Norwegian name for War. Two, three or four players share one standard deck of 52 cards, without jokers. You sit at the bottom of the table; the other seats are played by CPU players, which only turn cards.</source>
        <translation>Krig — це норвезька назва гри «Війна». Грають двоє, троє або четверо однією звичайною колодою з 52 карт, без джокерів. Ваше місце внизу столу; на інших місцях грають комп’ютерні гравці, які лише відкривають карти.</translation>
    </message>
    <message>
        <source>The cards are shuffled and dealt face down, one at a time, as evenly as possible: 26 each with two players, 13 each with four. With three players everyone gets 17 cards and the last card is set aside face down, unseen. It stays out of play for the whole game and may be shown when the game ends.</source>
        <translation>Карти тасують і роздають закритими, по одній, якомога порівну: по 26, коли гравців двоє, і по 13, коли їх четверо. Коли гравців троє, кожен отримує 17 карт, а останню карту відкладають закритою, і її ніхто не бачить. Вона не бере участі в грі до самого кінця, і її можуть показати, коли гра завершиться.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A battle:&lt;/b&gt; every player still in the game turns the top card of their hand face up, all at the same time. The highest rank takes every card on the table. The ace is highest and the 2 lowest; suits never matter.</source>
        <translation>&lt;b&gt;Бій:&lt;/b&gt; кожен гравець, який ще в грі, відкриває верхню карту своєї колоди, усі одночасно. Найстарша карта забирає всі карти зі столу. Туз — найстарша карта, двійка — наймолодша; масть ніколи не має значення.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A war:&lt;/b&gt; when two or more face-up cards tie for the highest rank, every player who took part in that battle, not only the tied ones, puts one card face down and then one card face up. The highest new face-up card takes the whole pile: the battle cards and every war card on the table. If the new cards tie for the highest again, the same step repeats with the same players.</source>
        <translation>&lt;b&gt;Війна:&lt;/b&gt; коли дві чи більше відкритих карт рівні й найстарші, кожен гравець, який брав участь у цьому бою (а не лише ті, чиї карти рівні), кладе одну карту закритою, а потім одну відкритою. Найстарша нова відкрита карта забирає весь стос: карти бою і всі карти війни на столі. Якщо нові карти знову рівні й найстарші, цей крок повторюється з тими самими гравцями.</translation>
    </message>
    <message>
        <source>The winner puts the pile under their hand. By default the pile is shuffled first, so the won cards come back in random order.</source>
        <translation>Переможець кладе стос під низ своєї колоди. Зазвичай стос спершу тасують, тож виграні карти повертаються у випадковому порядку.</translation>
    </message>
    <message>
        <source>A player who runs out of cards is out of the game. The last player with cards wins.</source>
        <translation>Гравець, у якого закінчилися карти, вибуває з гри. Перемагає останній гравець, у якого лишилися карти.</translation>
    </message>
    <message>
        <source>To turn your card, click your deck at the bottom of the table, or press the Space bar.</source>
        <translation>Щоб відкрити свою карту, клацніть свою колоду внизу столу або натисніть пробіл.</translation>
    </message>
    <message>
        <source>Reading the table</source>
        <translation>Що видно на столі</translation>
    </message>
    <message>
        <source>Each player has a deck, face down, and a name plate showing how many cards they hold. The faint outline on the felt near each deck is where that player&apos;s cards land.</source>
        <translation>У кожного гравця є колода закритих карт і табличка з іменем, на якій видно, скільки в нього карт. Блідий контур на сукні біля кожної колоди — це місце, куди лягають карти цього гравця.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Gold outline:&lt;/b&gt; the face-up card that takes the pile is outlined in gold, and its player&apos;s name plate turns gold until the pile has gone under their hand. When the game ends, the winner&apos;s name plate stays gold.</source>
        <translation>&lt;b&gt;Золотий контур:&lt;/b&gt; відкрита карта, що забирає стос, обведена золотим, і табличка її гравця стає золотою, доки стос не ляже під низ його колоди. Коли гра закінчується, табличка переможця лишається золотою.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Red outlines:&lt;/b&gt; face-up cards outlined in red tie for the highest rank, so a war is coming, and a red banner says %1 (or %2 when the war cards tie once more). The red outlines stay until the war cards are laid.</source>
        <translation>&lt;b&gt;Червоні контури:&lt;/b&gt; відкриті карти, обведені червоним, рівні за найвищим рангом, тож буде війна, і червона стрічка каже %1 (або %2, коли карти війни знову рівні). Червоні контури лишаються, доки не викладуть карти війни.</translation>
    </message>
    <message>
        <source>A player who is out of the game has a greyed name plate, and their deck is marked as out.</source>
        <translation>Гравець, який вибув із гри, має сіру табличку, а його колоду позначено як вибулу.</translation>
    </message>
    <message>
        <source>With three players, the card set aside at the deal lies face down at the side of the table, labelled %1; it may be turned face up when the game ends.</source>
        <translation>Коли гравців троє, карта, відкладена під час роздачі, лежить закритою збоку столу з написом %1; коли гра закінчиться, її можуть відкрити.</translation>
    </message>
    <message>
        <source>The status bar at the bottom of the window counts the battles and shows how many cards each player holds. When the game ends, a panel says who won and how many battles and wars it took.</source>
        <translation>Рядок стану внизу вікна рахує бої й показує, скільки карт у кожного гравця. Коли гра закінчується, панель повідомляє, хто переміг і скільки було боїв і воєн.</translation>
    </message>
    <message>
        <source>How many players can play?</source>
        <translation>Скільки гравців може грати?</translation>
    </message>
    <message>
        <source>Two, three or four: you and one to three CPU players. You choose when you start a new game. Everyone plays from one standard deck of 52 cards.</source>
        <translation>Двоє, троє або четверо: ви та від одного до трьох комп’ютерних гравців. Кількість обирають, коли починають нову гру. Усі грають однією звичайною колодою з 52 карт.</translation>
    </message>
    <message>
        <source>War is a game of luck, and a game can take a long time. Every player turns cards the same way; the CPU players make no choices either.</source>
        <translation>«Війна» — гра на удачу, і партія може тривати довго. Усі гравці відкривають карти однаково; комп’ютерні гравці теж нічого не вибирають.</translation>
    </message>
    <message>
        <source>Everything can be done from the keyboard. Space or Enter plays; Tab moves between the decks on the table, and Space on a deck plays as a click on it does (with two people, for that deck&apos;s player).</source>
        <translation>Усе можна робити з клавіатури. Пробіл або Enter відкривають карти; Tab переходить між колодами на столі, а пробіл на колоді діє так само, як клацання по ній (коли грають двоє — за гравця цієї колоди).</translation>
    </message>
    <message>
        <source>Which card is highest?</source>
        <translation>Яка карта найстарша?</translation>
    </message>
    <message>
        <source>The ace, then the king, queen, jack and 10, and so on down to the 2. Suits have no rank: the 10 of clubs and the 10 of hearts are equal.</source>
        <translation>Туз, далі король, дама, валет і десятка, і так аж до двійки. Масті не мають старшинства: десятка треф і десятка чирв рівні.</translation>
    </message>
    <message>
        <source>What happens on a tie?</source>
        <translation>Що буває, коли карти рівні?</translation>
    </message>
    <message>
        <source>A war. Every player who took part in the battle, including those whose cards were lower, puts one card face down and one face up. The highest new face-up card takes every card on the table. Another tie repeats the same step.</source>
        <translation>Війна. Кожен гравець, який брав участь у бою, навіть той, чия карта була молодша, кладе одну карту закритою і одну відкритою. Найстарша нова відкрита карта забирає всі карти зі столу. Якщо карти знову рівні, крок повторюється.</translation>
    </message>
    <message>
        <source>What if I run out of cards for a war?</source>
        <translation>А якщо мені забракне карт для війни?</translation>
    </message>
    <message>
        <source>A player who cannot lay both the face-down and the face-up card is out of the game at once, and every card they still hold goes onto the pile. The war goes on among the others; if only one player is left in it, that player takes the pile. If everyone in the war runs short at the same step, nobody can take the pile and the game ends in a draw.</source>
        <translation>Гравець, який не може покласти і закриту, і відкриту карту, одразу вибуває з гри, а всі його карти йдуть у стос. Війна триває між іншими; якщо у ній лишився один гравець, він і забирає стос. Якщо на тому самому кроці карт забракло всім учасникам війни, стос забрати нікому, і гра закінчується внічию.</translation>
    </message>
    <message>
        <source>What if my last card loses a battle?</source>
        <translation>А якщо моя остання карта програє бій?</translation>
    </message>
    <message>
        <source>Then you are out when that battle ends. If your last card wins, you keep playing with the cards you just won.</source>
        <translation>Тоді ви вибуваєте, щойно цей бій закінчиться. Якщо ж ваша остання карта виграє, ви граєте далі щойно виграними картами.</translation>
    </message>
    <message>
        <source>Does the game need an account, or send my cards anywhere?</source>
        <translation>Чи потрібен грі обліковий запис? Чи надсилає вона кудись мої карти?</translation>
    </message>
    <message>
        <source>No. There is no account, and the game never uses the network: nothing leaves this computer. Saved games and settings stay in your own configuration folder: %1</source>
        <translation>Ні. Облікового запису немає, і гра ніколи не користується мережею: ніщо не залишає цього комп’ютера. Збережені ігри та налаштування лежать у вашій власній теці налаштувань: %1</translation>
    </message>
    <message>
        <source>Questions and answers</source>
        <translation>Запитання й відповіді</translation>
    </message>
    <message>
        <source>Rules and limitations</source>
        <translation>Правила та обмеження</translation>
    </message>
    <message>
        <source>&lt;b&gt;Face-down cards:&lt;/b&gt; one per player at each step of a war. The rule option &lt;i&gt;face-down cards in a war&lt;/i&gt; can make it 2 or 3.</source>
        <translation>&lt;b&gt;Закриті карти:&lt;/b&gt; по одній від кожного гравця на кожному кроці війни. Параметр правил &lt;i&gt;«Закритих карт у війні»&lt;/i&gt; дозволяє класти по 2 або 3.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Gathering the pile:&lt;/b&gt; by default the won pile is shuffled before it goes under the winner&apos;s hand. The shuffle follows the game number, so the same game number, number of players and rule options always deal and play the same game. With the rule option &lt;i&gt;fixed order&lt;/i&gt;, the pile goes under in the order it was laid: the battle cards first, then each war step, in seat order, face-down cards before the face-up card.</source>
        <translation>&lt;b&gt;Як забирають стос:&lt;/b&gt; зазвичай виграний стос тасують, перш ніж покласти під низ колоди переможця. Тасування залежить від номера гри, тож той самий номер гри, та сама кількість гравців і ті самі правила завжди дають ту саму роздачу й ту саму гру. З правилом &lt;i&gt;«Фіксований порядок»&lt;/i&gt; стос йде під низ у тому порядку, в якому його клали: спершу карти бою, потім кожен крок війни, за порядком місць, закриті карти перед відкритою.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Endless games:&lt;/b&gt; with fixed gathering a deal can go round forever. The game watches for this: when the cards in every hand are in exactly the same order at the start of a battle as earlier in the same game, the game ends as a draw by repetition, and tells you so. With shuffled gathering every game comes to an end sooner or later, so no limit is set.</source>
        <translation>&lt;b&gt;Нескінченні ігри:&lt;/b&gt; з фіксованим порядком роздача може ходити по колу вічно. Гра стежить за цим: якщо на початку бою карти в усіх гравців лежать точнісінько в тому самому порядку, що й раніше в цій грі, гра закінчується нічиєю через повторення, і вам про це повідомляють. Коли стос тасують, кожна гра рано чи пізно закінчується, тому жодного обмеження немає.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Three players:&lt;/b&gt; one card is set aside unseen at the deal and takes no part in the game.</source>
        <translation>&lt;b&gt;Троє гравців:&lt;/b&gt; під час роздачі одну карту відкладають, не показуючи, і вона не бере участі в грі.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Saving:&lt;/b&gt; File → Save keeps your game without asking, and File → Revert to Saved brings it back. Saves and settings are kept on this computer, in %1</source>
        <translation>&lt;b&gt;Збереження:&lt;/b&gt; Файл → Зберегти зберігає гру без запитань, а Файл → Повернути збережене повертає її. Збережені ігри й налаштування зберігаються на цьому комп’ютері, у %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;What this version is not:&lt;/b&gt; there is no online play, no account and no network at all; no game data is ever uploaded.</source>
        <translation>&lt;b&gt;Чого в цій версії немає:&lt;/b&gt; ні гри через інтернет, ні облікового запису, ні мережі взагалі; жодні дані гри нікуди не надсилаються.</translation>
    </message>
    <message>
        <source>Accessibility</source>
        <translation>Доступність</translation>
    </message>
    <message>
        <source>&lt;b&gt;With a screen reader:&lt;/b&gt; each battle&apos;s result is announced. If your screen reader does not speak announcements, press &lt;b&gt;%1&lt;/b&gt;: the focus goes to the card table, and its description begins with the last battle&apos;s result, then says how many cards each player holds. Each deck is named with its count, such as &quot;Your deck, 26 cards&quot;. &lt;b&gt;%2&lt;/b&gt; says the card counts at any time.</source>
        <translation>&lt;b&gt;З екранним читачем:&lt;/b&gt; результат кожного бою оголошується. Якщо ваш екранний читач не озвучує оголошень, натисніть &lt;b&gt;%1&lt;/b&gt;: фокус перейде на ігровий стіл, і його опис почнеться з результату останнього бою, а далі — скільки карт у кожного гравця. Кожна колода названа разом із кількістю карт, наприклад «Ваша колода, 26 карт». &lt;b&gt;%2&lt;/b&gt; будь-коли називає, скільки в кого карт.</translation>
    </message>
    <message>
        <source>&lt;b&gt;View → Reduce Motion:&lt;/b&gt; cards appear in their places instead of flying, and the War! banner appears without growing. The game keeps its pace; the setting is remembered.</source>
        <translation>&lt;b&gt;Вигляд → Менше руху:&lt;/b&gt; карти з’являються на своїх місцях, а не летять, а напис «Війна!» з’являється, не розростаючись. Гра зберігає свій темп; вибір запам’ятовується.</translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <source>beats</source>
        <comment>Between two card pictures: the 10 beats the 6.</comment>
        <translation>б’є</translation>
    </message>
    <message>
        <source>Other keys</source>
        <translation>Інші клавіші</translation>
    </message>
    <message>
        <source>In this window</source>
        <translation>У цьому вікні</translation>
    </message>
    <message>
        <source>Close the help</source>
        <translation>Закрити довідку</translation>
    </message>
    <message>
        <source>Clicking your deck does the same as Play.</source>
        <translation>Клацання по вашій колоді робить те саме, що й «Відкрити карти».</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Клавіатурні скорочення</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Як грати</translation>
    </message>
    <message>
        <source>How to play Krig</source>
        <translation>Як грати у «Війну» (Krig)</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Зміст</translation>
    </message>
    <message>
        <source>Scroll up and down</source>
        <translation>Гортати вгору й униз</translation>
    </message>
    <message>
        <source>Scroll sideways</source>
        <translation>Гортати вбік</translation>
    </message>
</context>
<context>
    <name>HistoryListModel</name>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Гравці</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Game number</source>
        <translation>Номер гри</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Battles</source>
        <translation>Бої</translation>
    </message>
    <message>
        <source>Chance at the deal</source>
        <translation>Шанс на початку роздачі</translation>
    </message>
    <message>
        <source>Repeat</source>
        <translation>Повторна</translation>
    </message>
    <message>
        <source>This deal had been played to its end before: the game ended as it did then, and counts in no statistic</source>
        <translation>Цю роздачу вже було зіграно до кінця: гра закінчилася так само, як тоді, і не враховується в жодній статистиці</translation>
    </message>
    <message>
        <source>Damaged row %1</source>
        <translation>Пошкоджений рядок %1</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>не читається</translation>
    </message>
    <message>
        <source>repeat</source>
        <translation>повторна</translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <source>All player counts</source>
        <translation>Будь-яка кількість гравців</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>Усі правила</translation>
    </message>
    <message>
        <source>All results</source>
        <translation>Усі результати</translation>
    </message>
    <message numerus="yes">
        <source>(%Ln damaged row(s) cannot be read)</source>
        <translation>
            <numerusform>(%Ln пошкоджений рядок не читається)</numerusform>
            <numerusform>(%Ln пошкоджені рядки не читаються)</numerusform>
            <numerusform>(%Ln пошкоджених рядків не читаються)</numerusform>
        </translation>
    </message>
    <message>
        <source>Pla&amp;yers:</source>
        <translation>&amp;Гравці:</translation>
    </message>
    <message>
        <source>Ru&amp;les:</source>
        <translation>Пр&amp;авила:</translation>
    </message>
    <message>
        <source>Resul&amp;t:</source>
        <translation>Рез&amp;ультат:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Гравці</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Зіграні ігри</translation>
    </message>
    <message>
        <source>&amp;Play This Deal Again</source>
        <translation>&amp;Зіграти цю роздачу ще раз</translation>
    </message>
    <message>
        <source>Deal the chosen game again: the same cards, players and rules</source>
        <translation>Роздати вибрану гру ще раз: ті самі карти, гравці й правила</translation>
    </message>
    <message>
        <source>&amp;Watch Replay</source>
        <translation>&amp;Переглянути повтор</translation>
    </message>
    <message>
        <source>Watch the chosen game again, battle by battle</source>
        <translation>Переглянути вибрану гру ще раз, бій за боєм</translation>
    </message>
    <message>
        <source>Replays are not available in this version yet</source>
        <translation>Повтори в цій версії ще недоступні</translation>
    </message>
    <message>
        <source>&amp;Export as CSV…</source>
        <translation>&amp;Експортувати в CSV…</translation>
    </message>
</context>
<context>
    <name>HistoryTexts</name>
    <message>
        <source>%1 %</source>
        <comment>A share in percent, e.g. 47.0 %</comment>
        <translation>%1 %</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n гравець</numerusform>
            <numerusform>%n гравці</numerusform>
            <numerusform>%n гравців</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2, %3, %4</source>
        <translation>%1, %2, %3, %4</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>most cards after %Ln battle(s)</source>
        <translation>
            <numerusform>найбільше карт після %Ln бою</numerusform>
            <numerusform>найбільше карт після %Ln боїв</numerusform>
            <numerusform>найбільше карт після %Ln боїв</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>first to win %Ln war(s)</source>
        <translation>
            <numerusform>хто першим виграє %Ln війну</numerusform>
            <numerusform>хто першим виграє %Ln війни</numerusform>
            <numerusform>хто першим виграє %Ln воєн</numerusform>
        </translation>
    </message>
    <message>
        <source>to the end</source>
        <translation>до кінця</translation>
    </message>
    <message numerus="yes">
        <source>%n face-down card(s)</source>
        <translation>
            <numerusform>%n закрита карта</numerusform>
            <numerusform>%n закриті карти</numerusform>
            <numerusform>%n закритих карт</numerusform>
        </translation>
    </message>
    <message>
        <source>fixed gathering</source>
        <translation>фіксований порядок</translation>
    </message>
    <message>
        <source>shuffled</source>
        <translation>з тасуванням</translation>
    </message>
    <message>
        <source>You won</source>
        <translation>Ви виграли</translation>
    </message>
    <message>
        <source>CPU %1 won</source>
        <translation>Виграв Комп’ютер %1</translation>
    </message>
    <message>
        <source>You shared the win</source>
        <translation>Спільна перемога з вами</translation>
    </message>
    <message>
        <source>Shared by %1</source>
        <translation>Спільна перемога: %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ви</translation>
    </message>
    <message>
        <source>CPU %1</source>
        <translation>Комп’ютер %1</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Виграш</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Нічия</translation>
    </message>
    <message>
        <source>Repetition</source>
        <translation>Повторення</translation>
    </message>
    <message>
        <source>Shared win</source>
        <translation>Спільна перемога</translation>
    </message>
    <message>
        <source>Left unfinished</source>
        <translation>Не дограно</translation>
    </message>
    <message numerus="yes">
        <source>%Ln battle(s)</source>
        <translation>
            <numerusform>%Ln бій</numerusform>
            <numerusform>%Ln бої</numerusform>
            <numerusform>%Ln боїв</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln гра</numerusform>
            <numerusform>%Ln гри</numerusform>
            <numerusform>%Ln ігор</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 год %2 хв</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 хв %2 с</translation>
    </message>
</context>
<context>
    <name>HistoryWindowing</name>
    <message>
        <source>Game History</source>
        <translation>Історія ігор</translation>
    </message>
    <message>
        <source>The game history cannot be read, because %1.</source>
        <translation>Історію ігор не можна прочитати, бо %1.</translation>
    </message>
    <message>
        <source>Dealing the game again…</source>
        <translation>Гру роздають знову…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <source>This game ran for more than %1 battles, too long to watch again. Play This Deal Again deals it anew.</source>
        <translation>Ця гра тривала понад %1 боїв — задовго, щоб переглядати її знову. «Зіграти цю роздачу ще раз» роздасть її наново.</translation>
    </message>
    <message>
        <source>This game was not dealt from a game number, so it cannot be played again.</source>
        <translation>Цю гру роздано не за номером гри, тож зіграти її ще раз не можна.</translation>
    </message>
    <message>
        <source>This game was left before its first battle: there is nothing to watch.</source>
        <translation>Цю гру покинуто ще до першого бою: переглядати нічого.</translation>
    </message>
    <message>
        <source>This deal no longer plays out as recorded, so it cannot be watched again.</source>
        <translation>Ця роздача вже не розігрується так, як записано, тож переглянути її знову не можна.</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) could not be recorded in the game history.</source>
        <translation>
            <numerusform>%n завершену гру не вдалося записати в історію ігор.</numerusform>
            <numerusform>%n завершені гри не вдалося записати в історію ігор.</numerusform>
            <numerusform>%n завершених ігор не вдалося записати в історію ігор.</numerusform>
        </translation>
    </message>
    <message>
        <source>They are kept in %1 and will be recorded at the next start.</source>
        <translation>Їх збережено в %1, і їх буде записано під час наступного запуску.</translation>
    </message>
    <message numerus="yes">
        <source>%n of them could not be kept in any file and are lost (%1).</source>
        <translation>
            <numerusform>%n з них не вдалося зберегти в жодному файлі, і її втрачено (%1).</numerusform>
            <numerusform>%n з них не вдалося зберегти в жодному файлі, і їх втрачено (%1).</numerusform>
            <numerusform>%n з них не вдалося зберегти в жодному файлі, і їх втрачено (%1).</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing can be written</source>
        <translation>нічого не можна записати</translation>
    </message>
    <message>
        <source>Watch Replay</source>
        <translation>Перегляд повтору</translation>
    </message>
</context>
<context>
    <name>ImportTexts</name>
    <message numerus="yes">
        <source>%Ln game(s) imported.</source>
        <translation>
            <numerusform>Імпортовано %Ln гру.</numerusform>
            <numerusform>Імпортовано %Ln гри.</numerusform>
            <numerusform>Імпортовано %Ln ігор.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) were already in your history and were not added again.</source>
        <translation>
            <numerusform>%Ln гра вже була у вашій історії, її не додано вдруге.</numerusform>
            <numerusform>%Ln гри вже були у вашій історії, їх не додано вдруге.</numerusform>
            <numerusform>%Ln ігор уже були у вашій історії, їх не додано вдруге.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln damaged row(s) of the file could not be read and were left out.</source>
        <translation>
            <numerusform>%Ln пошкоджений рядок файлу не вдалося прочитати, його пропущено.</numerusform>
            <numerusform>%Ln пошкоджені рядки файлу не вдалося прочитати, їх пропущено.</numerusform>
            <numerusform>%Ln пошкоджених рядків файлу не вдалося прочитати, їх пропущено.</numerusform>
        </translation>
    </message>
    <message>
        <source>it is not an ordinary file</source>
        <translation>це не звичайний файл</translation>
    </message>
    <message>
        <source>it cannot be read</source>
        <translation>його не можна прочитати</translation>
    </message>
    <message>
        <source>it is too large to be a game history</source>
        <translation>він завеликий для історії ігор</translation>
    </message>
    <message>
        <source>it is your game history itself</source>
        <translation>це і є ваша історія ігор</translation>
    </message>
    <message>
        <source>it is neither a Krig Desktop game history nor a CSV export of one</source>
        <translation>це не історія ігор Krig Desktop і не її експорт у CSV</translation>
    </message>
    <message>
        <source>it is damaged</source>
        <translation>його пошкоджено</translation>
    </message>
    <message>
        <source>a newer version of Krig Desktop made it</source>
        <translation>його створила новіша версія Krig Desktop</translation>
    </message>
    <message>
        <source>%1 was not imported, because %2. Your game history is unchanged.</source>
        <translation>%1 не імпортовано, бо %2. Вашу історію ігор не змінено.</translation>
    </message>
    <message>
        <source>Nothing was imported: your game history cannot be written, because %1.</source>
        <translation>Нічого не імпортовано: у вашу історію ігор не можна записати, бо %1.</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Мова</translation>
    </message>
    <message>
        <source>Show the game in %1</source>
        <translation>Показувати гру мовою: %1</translation>
    </message>
</context>
<context>
    <name>LicenceDialog</name>
    <message>
        <source>Licence</source>
        <translation>Ліцензія</translation>
    </message>
    <message>
        <source>The licence text is not installed with this copy. It is the GNU General Public License, version 3 or later: %1</source>
        <translation>Текст ліцензії не встановлено разом із цією копією програми. Це GNU General Public License, версія 3 або новіша: %1</translation>
    </message>
</context>
<context>
    <name>LuckChart</name>
    <message>
        <source>No game with a known chance at the deal yet.</source>
        <translation>Ще немає гри, для якої відомий шанс на початку роздачі.</translation>
    </message>
    <message>
        <source>Your wins</source>
        <translation>Ваші перемоги</translation>
    </message>
    <message>
        <source>Expected wins</source>
        <translation>Очікувані перемоги</translation>
    </message>
    <message>
        <source>Luck over time</source>
        <translation>Везіння гра за грою</translation>
    </message>
</context>
<context>
    <name>LuckPage</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n гравець</numerusform>
            <numerusform>%n гравці</numerusform>
            <numerusform>%n гравців</numerusform>
        </translation>
    </message>
    <message>
        <source>Your luck shows here once games are played with the odds meter on: it records your chance at each deal.</source>
        <translation>Ваше везіння з’явиться тут, коли ви зіграєте ігри з увімкненою шкалою шансів: вона записує ваш шанс на початку кожної роздачі.</translation>
    </message>
    <message numerus="yes">
        <source>You won %Ln game(s) where a card counter expected %1</source>
        <translation>
            <numerusform>Ви виграли %Ln гру там, де гравець, що рахує карти, очікував %1</numerusform>
            <numerusform>Ви виграли %Ln гри там, де гравець, що рахує карти, очікував %1</numerusform>
            <numerusform>Ви виграли %Ln ігор там, де гравець, що рахує карти, очікував %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your luck shows here after %n game(s) with the odds on; %1 so far.</source>
        <translation>
            <numerusform>Ваше везіння з’явиться тут після %n гри з увімкненою шкалою шансів; поки що зіграно %1.</numerusform>
            <numerusform>Ваше везіння з’явиться тут після %n ігор з увімкненою шкалою шансів; поки що зіграно %1.</numerusform>
            <numerusform>Ваше везіння з’явиться тут після %n ігор з увімкненою шкалою шансів; поки що зіграно %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1 % luckier than expected</source>
        <translation>на %1 % більше везіння, ніж очікувалося</translation>
    </message>
    <message>
        <source>%1 % unluckier than expected</source>
        <translation>на %1 % менше везіння, ніж очікувалося</translation>
    </message>
    <message>
        <source>just as lucky as expected</source>
        <translation>везіння рівно стільки, скільки очікувалося</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Гравці:</translation>
    </message>
</context>
<context>
    <name>MainToolbar</name>
    <message>
        <source>Replay</source>
        <translation>Повтор</translation>
    </message>
    <message>
        <source>The replay plays on by itself: press to pause it, Esc leaves it</source>
        <translation>Повтор іде сам: натисніть, щоб призупинити; Esc — вийти з повтору</translation>
    </message>
    <message>
        <source>Speed: %1</source>
        <translation>Швидкість: %1</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Панель інструментів</translation>
    </message>
    <message>
        <source>More Tools</source>
        <translation>Більше інструментів</translation>
    </message>
    <message>
        <source>Turn the next cards</source>
        <translation>Відкрити наступні карти</translation>
    </message>
    <message>
        <source>Play on by itself until you stop it</source>
        <translation>Грати автоматично, доки ви не зупините</translation>
    </message>
    <message>
        <source>Stop autoplay, a replay or Finish Game where it is</source>
        <translation>Призупинити автогру, повтор або «Дограти до кінця» на поточному місці</translation>
    </message>
    <message>
        <source>Play the game to its end at once</source>
        <translation>Дограти партію до кінця одразу</translation>
    </message>
    <message>
        <source>Deal a new game</source>
        <translation>Роздати нову гру</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a tool tip, then the action&apos;s shortcut key</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>How fast the cards move</source>
        <translation>Як швидко рухаються карти</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Battle %1 of %2 — press End to return</source>
        <translation>Бій %1 з %2 — натисніть End, щоб повернутися</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Редагування</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Гра</translation>
    </message>
    <message>
        <source>&amp;Speed</source>
        <translation>&amp;Швидкість</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вигляд</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Довідка</translation>
    </message>
    <message>
        <source>Krig — Game #%1</source>
        <translation>Krig — гра №%1</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Replay — %1 — Esc stops</source>
        <translation>Повтор — %1 — Esc зупиняє</translation>
    </message>
    <message>
        <source>Battle %1</source>
        <translation>Бій %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карти</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Нова гра</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Гравців:</translation>
    </message>
    <message>
        <source>&amp;Game number:</source>
        <translation>&amp;Номер гри:</translation>
    </message>
    <message>
        <source>&amp;Face-down cards in a war:</source>
        <translation>&amp;Закритих карт у війні:</translation>
    </message>
    <message>
        <source>Gat&amp;hering the pile:</source>
        <translation>&amp;Як забирати стос:</translation>
    </message>
    <message>
        <source>Game &amp;ends:</source>
        <translation>Кін&amp;ець гри:</translation>
    </message>
    <message>
        <source>&amp;Random</source>
        <translation>&amp;Випадковий</translation>
    </message>
    <message>
        <source>Pick another game number at random</source>
        <translation>Вибрати інший номер гри навмання</translation>
    </message>
    <message>
        <source>The same number deals the same game</source>
        <translation>Той самий номер — та сама роздача</translation>
    </message>
    <message>
        <source>Shuffled (the usual way)</source>
        <translation>Тасування (як зазвичай)</translation>
    </message>
    <message>
        <source>With fixed order and 2 face-down cards a game almost never ends (of two-player games, only about 1 in 8 is over after 5,000 turns). Choose an early end under Game ends, or another face-down count or shuffled gathering.</source>
        <translation>З фіксованим порядком і 2 закритими картами гра майже ніколи не закінчується (серед ігор двох гравців лише приблизно кожна восьма закінчується за 5 000 ходів). Виберіть дострокове завершення в полі «Кінець гри», іншу кількість закритих карт або тасування.</translation>
    </message>
    <message>
        <source>Fixed order favours the first seat: of the games someone wins, it wins about %1 %, where a fair share would be %2 %.</source>
        <translation>Фіксований порядок дає перевагу першому місцю: з ігор, у яких хтось перемагає, воно виграє приблизно %1 %, хоча рівна частка — %2 %.</translation>
    </message>
    <message>
        <source>Fixed order is against the first seat: of the games someone wins, it wins only about %1 %, where a fair share would be %2 %.</source>
        <translation>Фіксований порядок шкодить першому місцю: з ігор, у яких хтось перемагає, воно виграє лише приблизно %1 %, хоча рівна частка — %2 %.</translation>
    </message>
    <message>
        <source>Fixed order</source>
        <translation>Фіксований порядок</translation>
    </message>
    <message>
        <source>The pile goes under in the order it was laid. Such a game can go round forever; it ends as a draw when a position comes back.</source>
        <translation>Стос іде під низ у тому порядку, в якому його клали. Така гра може ходити по колу вічно; вона закінчується нічиєю, коли позиція повторюється.</translation>
    </message>
    <message>
        <source>The won pile is shuffled before it goes under the winner&apos;s hand, so every game ends.</source>
        <translation>Виграний стос тасують, перш ніж покласти під низ колоди переможця, тож кожна гра закінчується.</translation>
    </message>
</context>
<context>
    <name>OddsMeter</name>
    <message>
        <source>Chance to win</source>
        <translation>Шанс на перемогу</translation>
    </message>
    <message>
        <source>Click the meter for help on reading the odds.</source>
        <translation>Клацніть шкалу, щоб відкрити довідку про шанси.</translation>
    </message>
</context>
<context>
    <name>OddsTexts</name>
    <message>
        <source>&lt;%1 %</source>
        <translation>&lt;%1 %</translation>
    </message>
    <message>
        <source>&gt;%1 %</source>
        <translation>&gt;%1 %</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>±%1</source>
        <translation>±%1</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>%1 as a perfect card counter would see it: which cards each hand holds, not their order.</source>
        <comment>%1: Chance to win, Chance to lead after 100 battles</comment>
        <translation>%1 — як його бачив би гравець, що бездоганно рахує карти: відомо, які карти в кожного гравця, але не їхній порядок.</translation>
    </message>
    <message>
        <source>Chance to win as a perfect card counter would see it: which cards each hand holds, not their order.</source>
        <translation>Шанс на перемогу, як його бачив би гравець, що бездоганно рахує карти: відомо, які карти в кожного гравця, але не їхній порядок.</translation>
    </message>
    <message>
        <source>Working it out…</source>
        <translation>Рахуємо…</translation>
    </message>
    <message>
        <source>Working out the chances for battle %1. Until then none is shown: one from an earlier battle would no longer hold.</source>
        <translation>Рахуємо шанси для бою %1. Доти їх не показано: шанси з попереднього бою вже не чинні.</translation>
    </message>
    <message>
        <source>%1: out of the game, %2</source>
        <translation>%1: поза грою, %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Draw or no end: %1</source>
        <translation>Нічия або без кінця: %1</translation>
    </message>
    <message>
        <source>Exact.</source>
        <translation>Точно.</translation>
    </message>
    <message numerus="yes">
        <source>From %n play-out(s) of the cards, ±%1.</source>
        <translation>
            <numerusform>З %n розіграшу карт, ±%1.</numerusform>
            <numerusform>З %n розіграшів карт, ±%1.</numerusform>
            <numerusform>З %n розіграшів карт, ±%1.</numerusform>
        </translation>
    </message>
    <message>
        <source>at battle %1</source>
        <translation>у бою %1</translation>
    </message>
    <message>
        <source>You will win %1.</source>
        <translation>Ви виграєте %1.</translation>
    </message>
    <message>
        <source>%1 will win %2.</source>
        <translation>%1 виграє %2.</translation>
    </message>
    <message>
        <source>The fate follows the order the cards are in; the odds meter knows only which cards each hand holds, so it may still give the winner a small chance.</source>
        <translation>Доля залежить від справжнього порядку карт, а шкала шансів знає лише, які карти в кожного гравця, тож переможцеві вона ще може показувати невеликий шанс.</translation>
    </message>
    <message>
        <source>You won a deal in which your chance to win was %1.</source>
        <translation>Ви виграли роздачу, в якій мали %1 шансів на перемогу.</translation>
    </message>
    <message>
        <source>You lost a deal in which your chance to win was %1.</source>
        <translation>Ви програли роздачу, в якій мали %1 шансів на перемогу.</translation>
    </message>
    <message numerus="yes">
        <source>Chance to lead after %n battle(s)</source>
        <translation>
            <numerusform>Шанс бути попереду після %n бою</numerusform>
            <numerusform>Шанс бути попереду після %n боїв</numerusform>
            <numerusform>Шанс бути попереду після %n боїв</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Chance to win %n war(s) first</source>
        <translation>
            <numerusform>Шанс першим виграти %n війну</numerusform>
            <numerusform>Шанс першим виграти %n війни</numerusform>
            <numerusform>Шанс першим виграти %n воєн</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your chance to lead after %n battle(s)</source>
        <translation>
            <numerusform>Ваш шанс бути попереду після %n бою</numerusform>
            <numerusform>Ваш шанс бути попереду після %n боїв</numerusform>
            <numerusform>Ваш шанс бути попереду після %n боїв</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your chance to win %n war(s) first</source>
        <translation>
            <numerusform>Ваш шанс першим виграти %n війну</numerusform>
            <numerusform>Ваш шанс першим виграти %n війни</numerusform>
            <numerusform>Ваш шанс першим виграти %n воєн</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s chance to lead after %n battle(s)</source>
        <translation>
            <numerusform>Шанс бути попереду після %n бою — %1</numerusform>
            <numerusform>Шанс бути попереду після %n боїв — %1</numerusform>
            <numerusform>Шанс бути попереду після %n боїв — %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s chance to win %n war(s) first</source>
        <translation>
            <numerusform>Шанс першим виграти %n війну — %1</numerusform>
            <numerusform>Шанс першим виграти %n війни — %1</numerusform>
            <numerusform>Шанс першим виграти %n воєн — %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That is %Ln more battle(s), counting the one on the table.</source>
        <translation>
            <numerusform>Це ще %Ln бій, рахуючи поточний.</numerusform>
            <numerusform>Це ще %Ln бої, рахуючи поточний.</numerusform>
            <numerusform>Це ще %Ln боїв, рахуючи поточний.</numerusform>
        </translation>
    </message>
    <message>
        <source>It will be a draw %1: everyone runs out of cards in a war.</source>
        <translation>Буде нічия %1: у війні всім забракне карт.</translation>
    </message>
    <message>
        <source>It will be a shared win %1: two or more players will hold the most cards.</source>
        <translation>Буде спільна перемога %1: найбільше карт буде порівну у двох чи більше гравців.</translation>
    </message>
    <message>
        <source>This deal never ends: with fixed gathering a position comes back %1, and the game would go round forever.</source>
        <translation>Ця роздача ніколи не закінчиться: за фіксованого порядку позиція повториться %1, і гра йтиме по колу вічно.</translation>
    </message>
    <message>
        <source>At the deal your chance to win was %1.</source>
        <translation>На початку роздачі ваш шанс на перемогу був %1.</translation>
    </message>
    <message>
        <source>Biggest swing: battle %1, your chance went from %2 to %3.</source>
        <translation>Найбільший поворот: бій %1, ваш шанс змінився з %2 на %3.</translation>
    </message>
</context>
<context>
    <name>PeopleFields</name>
    <message>
        <source>People at this &amp;computer:</source>
        <translation>Гравців за цим &amp;комп’ютером:</translation>
    </message>
    <message>
        <source>One (you against the CPU players)</source>
        <translation>Один (ви проти комп’ютерних гравців)</translation>
    </message>
    <message>
        <source>Two, sharing the keyboard</source>
        <translation>Двоє за однією клавіатурою</translation>
    </message>
    <message>
        <source>Two people each turn with a key of their own; the cards turn when both have pressed</source>
        <translation>Кожен із двох гравців відкриває карти своєю клавішею; карти відкриваються, коли натиснули обоє</translation>
    </message>
    <message>
        <source>Name of player &amp;%1:</source>
        <translation>Ім’я гравця &amp;%1:</translation>
    </message>
    <message>
        <source>Key of player %1:</source>
        <translation>Клавіша гравця %1:</translation>
    </message>
    <message>
        <source>Clear the key of player %1</source>
        <translation>Очистити клавішу гравця %1</translation>
    </message>
    <message>
        <source>Click, then press the key this player turns with</source>
        <translation>Клацніть, а тоді натисніть клавішу, якою цей гравець відкриває карти</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Гравець %1</translation>
    </message>
    <message>
        <source>A name cannot hold control characters.</source>
        <translation>Ім’я не може містити керівних символів.</translation>
    </message>
    <message>
        <source>Two people cannot have the same name.</source>
        <translation>Двоє гравців не можуть мати однакове ім’я.</translation>
    </message>
</context>
<context>
    <name>PutAway</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Скасувати</translation>
    </message>
    <message>
        <source>&amp;Undo: Bring Back Game %1</source>
        <translation>&amp;Скасувати: повернути гру %1</translation>
    </message>
    <message>
        <source>Bring back game %1 as it was at battle %2</source>
        <translation>Повернути гру %1 такою, якою вона була в бою %2</translation>
    </message>
    <message>
        <source>Game %1 at battle %2 was left; it could not be kept for Undo</source>
        <translation>Гру %1 (бій %2) залишено; її не вдалося зберегти для скасування</translation>
    </message>
    <message>
        <source>Game %1 at battle %2 was put away — Edit → Undo brings it back</source>
        <translation>Гру %1 (бій %2) відкладено — Редагування → Скасувати поверне її</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Drive</source>
        <translation>Диск</translation>
    </message>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Тека</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Відкрити</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Зберегти</translation>
    </message>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Шукати в:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Назва файлу:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>&amp;Тип файлів:</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Усі файли (*)</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;Нова тека</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Вилучити</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Перейменувати</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Показувати &amp;приховані файли</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Вперед</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Батьківська тека</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Повернутися</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Перейти вперед</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Перейти до батьківської теки</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Створити нову теку</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Створити нову теку</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Список</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Подробиці</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Показати списком</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Показати з подробицями</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Бічна панель</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Список місць і закладок</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Файли</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Назва</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Розмір</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Дата зміни</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Комп’ютер</translation>
    </message>
    <message>
        <source>Type</source>
        <comment>All other platforms</comment>
        <translation>Тип</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Скасувати</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторити</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Ви&amp;різати</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копіювати</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Вставити</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Вилучити</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Виділити все</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>Гаразд</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Зберегти</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Зберегти все</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Відкрити</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Так</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Так для &amp;всіх</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Ні</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>Ні для в&amp;сіх</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Перервати</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Повторити</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ігнорувати</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Відкинути</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Довідка</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Застосувати</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Скинути</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Відновити типові</translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <source>Ctrl</source>
        <translation>Ctrl</translation>
    </message>
    <message>
        <source>Shift</source>
        <translation>Shift</translation>
    </message>
    <message>
        <source>Alt</source>
        <translation>Alt</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Пробіл</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Return</source>
        <translation>Return</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Del</source>
        <translation>Del</translation>
    </message>
    <message>
        <source>Backspace</source>
        <translation>Backspace</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Ліворуч</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Праворуч</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Вгору</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Вниз</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Home</translation>
    </message>
    <message>
        <source>End</source>
        <translation>End</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копіювати</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Копіювати &amp;адресу посилання</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Виділити все</translation>
    </message>
</context>
<context>
    <name>RecentMenu</name>
    <message>
        <source>Load &amp;Recent</source>
        <translation>Завантажити &amp;останні</translation>
    </message>
    <message>
        <source>&amp;Clear the List</source>
        <translation>&amp;Очистити список</translation>
    </message>
    <message>
        <source>No saves yet</source>
        <translation>Ще немає збережених ігор</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>Pause Replay</source>
        <translation>Призупинити повтор</translation>
    </message>
    <message>
        <source>Go On</source>
        <translation>Далі</translation>
    </message>
    <message>
        <source>One Step</source>
        <translation>Один крок</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Швидкість</translation>
    </message>
    <message>
        <source>Leave Replay</source>
        <translation>Вийти з повтору</translation>
    </message>
</context>
<context>
    <name>ResultLine</name>
    <message numerus="yes">
        <source>%1 beats %2 — you take %n card(s).</source>
        <translation>
            <numerusform>%1 б’є %2 — ви забираєте %n карту.</numerusform>
            <numerusform>%1 б’є %2 — ви забираєте %n карти.</numerusform>
            <numerusform>%1 б’є %2 — ви забираєте %n карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 beats %2 — %3 takes %n card(s).</source>
        <translation>
            <numerusform>%1 б’є %2 — %3 забирає %n карту.</numerusform>
            <numerusform>%1 б’є %2 — %3 забирає %n карти.</numerusform>
            <numerusform>%1 б’є %2 — %3 забирає %n карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War — you take %n card(s).</source>
        <translation>
            <numerusform>Війна — ви забираєте %n карту.</numerusform>
            <numerusform>Війна — ви забираєте %n карти.</numerusform>
            <numerusform>Війна — ви забираєте %n карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War — %1 takes %n card(s).</source>
        <translation>
            <numerusform>Війна — %1 забирає %n карту.</numerusform>
            <numerusform>Війна — %1 забирає %n карти.</numerusform>
            <numerusform>Війна — %1 забирає %n карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War ×%1 — you take %n card(s).</source>
        <translation>
            <numerusform>Війна ×%1 — ви забираєте %n карту.</numerusform>
            <numerusform>Війна ×%1 — ви забираєте %n карти.</numerusform>
            <numerusform>Війна ×%1 — ви забираєте %n карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War ×%1 — %2 takes %n card(s).</source>
        <translation>
            <numerusform>Війна ×%1 — %2 забирає %n карту.</numerusform>
            <numerusform>Війна ×%1 — %2 забирає %n карти.</numerusform>
            <numerusform>Війна ×%1 — %2 забирає %n карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War — your %1 takes %n card(s).</source>
        <translation>
            <numerusform>Війна — ваша карта %1 забирає %n карту.</numerusform>
            <numerusform>Війна — ваша карта %1 забирає %n карти.</numerusform>
            <numerusform>Війна — ваша карта %1 забирає %n карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War — %2&apos;s %1 takes %n card(s).</source>
        <translation>
            <numerusform>Війна — карта %1 гравця %2 забирає %n карту.</numerusform>
            <numerusform>Війна — карта %1 гравця %2 забирає %n карти.</numerusform>
            <numerusform>Війна — карта %1 гравця %2 забирає %n карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War ×%1 — your %2 takes %n card(s).</source>
        <translation>
            <numerusform>Війна ×%1 — ваша карта %2 забирає %n карту.</numerusform>
            <numerusform>Війна ×%1 — ваша карта %2 забирає %n карти.</numerusform>
            <numerusform>Війна ×%1 — ваша карта %2 забирає %n карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War ×%1 — %3&apos;s %2 takes %n card(s).</source>
        <translation>
            <numerusform>Війна ×%1 — карта %2 гравця %3 забирає %n карту.</numerusform>
            <numerusform>Війна ×%1 — карта %2 гравця %3 забирає %n карти.</numerusform>
            <numerusform>Війна ×%1 — карта %2 гравця %3 забирає %n карт.</numerusform>
        </translation>
    </message>
    <message>
        <source>Everyone in the battle joined the war, not only the players who tied.</source>
        <translation>У війні брали участь усі учасники бою, а не лише гравці, чиї карти зрівнялися.</translation>
    </message>
    <message>
        <source>You are out: too few cards for the war.</source>
        <translation>Ви вибули: замало карт для війни.</translation>
    </message>
    <message>
        <source>%1 is out: too few cards for the war.</source>
        <translation>%1 вибуває: замало карт для війни.</translation>
    </message>
    <message>
        <source>You are out of cards.</source>
        <translation>У вас закінчилися карти — ви вибули.</translation>
    </message>
    <message>
        <source>%1 is out of cards.</source>
        <translation>%1 вибуває: закінчилися карти.</translation>
    </message>
    <message numerus="yes">
        <source>You take %n card(s).</source>
        <translation>
            <numerusform>Ви забираєте %n карту.</numerusform>
            <numerusform>Ви забираєте %n карти.</numerusform>
            <numerusform>Ви забираєте %n карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %n card(s).</source>
        <translation>
            <numerusform>%1 забирає %n карту.</numerusform>
            <numerusform>%1 забирає %n карти.</numerusform>
            <numerusform>%1 забирає %n карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War: you take %n card(s).</source>
        <translation>
            <numerusform>Війна: ви забираєте %n карту.</numerusform>
            <numerusform>Війна: ви забираєте %n карти.</numerusform>
            <numerusform>Війна: ви забираєте %n карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War: %1 takes %n card(s).</source>
        <translation>
            <numerusform>Війна: %1 забирає %n карту.</numerusform>
            <numerusform>Війна: %1 забирає %n карти.</numerusform>
            <numerusform>Війна: %1 забирає %n карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War ×%2: you take %n card(s).</source>
        <translation>
            <numerusform>Війна ×%2: ви забираєте %n карту.</numerusform>
            <numerusform>Війна ×%2: ви забираєте %n карти.</numerusform>
            <numerusform>Війна ×%2: ви забираєте %n карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War ×%2: %1 takes %n card(s).</source>
        <translation>
            <numerusform>Війна ×%2: %1 забирає %n карту.</numerusform>
            <numerusform>Війна ×%2: %1 забирає %n карти.</numerusform>
            <numerusform>Війна ×%2: %1 забирає %n карт.</numerusform>
        </translation>
    </message>
    <message>
        <source>You are out.</source>
        <translation>Ви вибули.</translation>
    </message>
    <message>
        <source>%1 is out.</source>
        <translation>%1 вибуває.</translation>
    </message>
    <message numerus="yes">
        <source>War! %n card(s) at stake — click your deck.</source>
        <translation>
            <numerusform>Війна! На кону %n карта — клацніть свою колоду.</numerusform>
            <numerusform>Війна! На кону %n карти — клацніть свою колоду.</numerusform>
            <numerusform>Війна! На кону %n карт — клацніть свою колоду.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War! %n card(s) at stake — click a deck or press Space.</source>
        <translation>
            <numerusform>Війна! На кону %n карта — клацніть колоду або натисніть пробіл.</numerusform>
            <numerusform>Війна! На кону %n карти — клацніть колоду або натисніть пробіл.</numerusform>
            <numerusform>Війна! На кону %n карт — клацніть колоду або натисніть пробіл.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War ×%1! %n card(s) at stake — click your deck.</source>
        <translation>
            <numerusform>Війна ×%1! На кону %n карта — клацніть свою колоду.</numerusform>
            <numerusform>Війна ×%1! На кону %n карти — клацніть свою колоду.</numerusform>
            <numerusform>Війна ×%1! На кону %n карт — клацніть свою колоду.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War ×%1! %n card(s) at stake — click a deck or press Space.</source>
        <translation>
            <numerusform>Війна ×%1! На кону %n карта — клацніть колоду або натисніть пробіл.</numerusform>
            <numerusform>Війна ×%1! На кону %n карти — клацніть колоду або натисніть пробіл.</numerusform>
            <numerusform>Війна ×%1! На кону %n карт — клацніть колоду або натисніть пробіл.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War! Click your deck to lay the war cards — %n card(s) at stake.</source>
        <translation>
            <numerusform>Війна! Клацніть свою колоду, щоб покласти карти війни, — на кону %n карта.</numerusform>
            <numerusform>Війна! Клацніть свою колоду, щоб покласти карти війни, — на кону %n карти.</numerusform>
            <numerusform>Війна! Клацніть свою колоду, щоб покласти карти війни, — на кону %n карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War! Click a deck or press Space to watch the others lay their war cards — %n card(s) at stake.</source>
        <translation>
            <numerusform>Війна! Клацніть колоду або натисніть пробіл, щоб дивитися, як інші кладуть карти війни, — на кону %n карта.</numerusform>
            <numerusform>Війна! Клацніть колоду або натисніть пробіл, щоб дивитися, як інші кладуть карти війни, — на кону %n карти.</numerusform>
            <numerusform>Війна! Клацніть колоду або натисніть пробіл, щоб дивитися, як інші кладуть карти війни, — на кону %n карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War ×%1! Click your deck to lay the war cards — %n card(s) at stake.</source>
        <translation>
            <numerusform>Війна ×%1! Клацніть свою колоду, щоб покласти карти війни, — на кону %n карта.</numerusform>
            <numerusform>Війна ×%1! Клацніть свою колоду, щоб покласти карти війни, — на кону %n карти.</numerusform>
            <numerusform>Війна ×%1! Клацніть свою колоду, щоб покласти карти війни, — на кону %n карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War ×%1! Click a deck or press Space to watch the others lay their war cards — %n card(s) at stake.</source>
        <translation>
            <numerusform>Війна ×%1! Клацніть колоду або натисніть пробіл, щоб дивитися, як інші кладуть карти війни, — на кону %n карта.</numerusform>
            <numerusform>Війна ×%1! Клацніть колоду або натисніть пробіл, щоб дивитися, як інші кладуть карти війни, — на кону %n карти.</numerusform>
            <numerusform>Війна ×%1! Клацніть колоду або натисніть пробіл, щоб дивитися, як інші кладуть карти війни, — на кону %n карт.</numerusform>
        </translation>
    </message>
    <message>
        <source>Everyone in the battle lays war cards, not only the players who tied.</source>
        <translation>Карти війни кладуть усі учасники бою, а не лише гравці, чиї карти зрівнялися.</translation>
    </message>
    <message numerus="yes">
        <source>You win the game after %n battle(s)!</source>
        <translation>
            <numerusform>Ви виграли гру за %n бій!</numerusform>
            <numerusform>Ви виграли гру за %n бої!</numerusform>
            <numerusform>Ви виграли гру за %n боїв!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins the game after %n battle(s).</source>
        <translation>
            <numerusform>%1 перемагає в грі за %n бій.</numerusform>
            <numerusform>%1 перемагає в грі за %n бої.</numerusform>
            <numerusform>%1 перемагає в грі за %n боїв.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw: everyone left in the war ran short at once, so nobody takes the %n card(s) on the table.</source>
        <translation>
            <numerusform>Нічия: усім, хто лишився у війні, одночасно забракло карт, тож %n карту на столі не забирає ніхто.</numerusform>
            <numerusform>Нічия: усім, хто лишився у війні, одночасно забракло карт, тож %n карти на столі не забирає ніхто.</numerusform>
            <numerusform>Нічия: усім, хто лишився у війні, одночасно забракло карт, тож %n карт на столі не забирає ніхто.</numerusform>
        </translation>
    </message>
    <message>
        <source>Draw by repetition: the hands are back as they were before, so the game would go round forever.</source>
        <translation>Нічия через повторення: карти гравців знову лежать так само, як раніше, тож гра йшла б по колу вічно.</translation>
    </message>
</context>
<context>
    <name>SaveFlow</name>
    <message>
        <source>Krig Desktop is already open with your games. This window keeps nothing: its game is not kept for the next start, nor are its settings. Save the game with File → Save As to keep it.</source>
        <translation>Krig Desktop уже відкрито з вашими іграми. Це вікно нічого не зберігає: ні своєї гри до наступного запуску, ні своїх налаштувань. Щоб не втратити гру, збережіть її через Файл → Зберегти як.</translation>
    </message>
    <message>
        <source>Another window keeps your games: this one keeps nothing</source>
        <translation>Ваші ігри зберігає інше вікно: це нічого не зберігає</translation>
    </message>
    <message>
        <source>Already open</source>
        <translation>Уже відкрито</translation>
    </message>
    <message>
        <source>Could not save the game</source>
        <translation>Не вдалося зберегти гру</translation>
    </message>
    <message>
        <source>Game saved to %1</source>
        <translation>Гру збережено у %1</translation>
    </message>
    <message>
        <source>Could not open the saved game</source>
        <translation>Не вдалося відкрити збережену гру</translation>
    </message>
    <message>
        <source>Resumed your last game</source>
        <translation>Продовжено вашу останню гру</translation>
    </message>
    <message>
        <source>Opened the saved game %1</source>
        <translation>Відкрито збережену гру %1</translation>
    </message>
    <message>
        <source>Game %1 at battle %2 is back</source>
        <translation>Гру %1 (бій %2) повернуто</translation>
    </message>
    <message>
        <source>Nothing to load</source>
        <translation>Нічого завантажувати</translation>
    </message>
    <message>
        <source>There is no saved game yet. Use File→Save to save one.</source>
        <translation>Збереженої гри ще немає. Щоб зберегти гру, виберіть Файл→Зберегти.</translation>
    </message>
    <message>
        <source>Settings not read</source>
        <translation>Налаштування не прочитано</translation>
    </message>
    <message>
        <source>Something went wrong while closing</source>
        <translation>Під час закриття сталася помилка</translation>
    </message>
    <message>
        <source>Krig Desktop closes anyway.</source>
        <translation>Krig Desktop усе одно закривається.</translation>
    </message>
    <message>
        <source>Could not keep the game for the next start</source>
        <translation>Не вдалося зберегти гру до наступного запуску</translation>
    </message>
    <message>
        <source>Krig Desktop closes anyway. A game kept earlier for the next start is still there, unchanged.</source>
        <translation>Krig Desktop усе одно закривається. Гра, збережена раніше до наступного запуску, лишається на місці без змін.</translation>
    </message>
    <message>
        <source>Krig game %1, battle %2</source>
        <translation>Гра Krig %1, бій %2</translation>
    </message>
    <message>
        <source>Krig saves (*.krig)</source>
        <translation>Збереження Krig (*.krig)</translation>
    </message>
    <message>
        <source>Save the game as</source>
        <translation>Зберегти гру як</translation>
    </message>
    <message>
        <source>Load a saved game</source>
        <translation>Завантажити збережену гру</translation>
    </message>
</context>
<context>
    <name>SavePreview</name>
    <message>
        <source>Game %1</source>
        <translation>Гра %1</translation>
    </message>
    <message>
        <source>Battle %1</source>
        <translation>Бій %1</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>завершена</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Збережено %1</translation>
    </message>
    <message>
        <source>Damaged: this file cannot be opened.</source>
        <translation>Пошкоджено: цей файл не можна відкрити.</translation>
    </message>
</context>
<context>
    <name>SeatKeys</name>
    <message>
        <source>Call the war</source>
        <translation>Називати переможця війни</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Відкрити карти</translation>
    </message>
    <message>
        <source>Press a key for this player.</source>
        <translation>Натисніть клавішу для цього гравця.</translation>
    </message>
    <message>
        <source>A player&apos;s key is one key, not a sequence of keys.</source>
        <translation>Клавіша гравця — це одна клавіша, а не послідовність клавіш.</translation>
    </message>
    <message>
        <source>%1 is the other player&apos;s key already.</source>
        <translation>%1 — це вже клавіша іншого гравця.</translation>
    </message>
    <message>
        <source>Turn for Player %1</source>
        <translation>Відкрити карту за гравця %1</translation>
    </message>
    <message>
        <source>%1 is in use already (%2). Choose another key.</source>
        <translation>%1 вже використовується (%2). Виберіть іншу клавішу.</translation>
    </message>
</context>
<context>
    <name>SoundActions</name>
    <message>
        <source>&amp;Mute Sounds</source>
        <translation>&amp;Вимкнути звуки</translation>
    </message>
    <message>
        <source>Sounds Unavailable</source>
        <translation>Звуки недоступні</translation>
    </message>
    <message>
        <source>Sound needs the optional sound package: %1</source>
        <translation>Для звуку потрібен додатковий пакет: %1</translation>
    </message>
    <message>
        <source>No sound: no audio output was found.</source>
        <translation>Звуку немає: не знайдено аудіовиходу.</translation>
    </message>
    <message>
        <source>No sound: the sounds could not be prepared.</source>
        <translation>Звуку немає: не вдалося підготувати звуки.</translation>
    </message>
    <message>
        <source>Silence the sounds of the cards</source>
        <translation>Вимкнути звуки карт</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Reset Statistics</source>
        <translation>Скинути статистику</translation>
    </message>
    <message>
        <source>Forget every recorded game? The statistics, the achievements and the history list start again from zero. This cannot be undone.</source>
        <translation>Забути всі записані ігри? Статистика, досягнення й список історії почнуться з нуля. Цю дію не можна скасувати.</translation>
    </message>
    <message>
        <source>&amp;Forget All Games</source>
        <translation>&amp;Забути всі ігри</translation>
    </message>
    <message>
        <source>&amp;Keep Them</source>
        <translation>&amp;Залишити</translation>
    </message>
    <message>
        <source>Export the History as CSV</source>
        <translation>Експорт історії в CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Файли CSV (*.csv)</translation>
    </message>
    <message>
        <source>Exporting the history…</source>
        <translation>Експортуємо історію…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) written to %1</source>
        <translation>
            <numerusform>%Ln гру записано до %1</numerusform>
            <numerusform>%Ln гри записано до %1</numerusform>
            <numerusform>%Ln ігор записано до %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln damaged row(s) of the history could not be read and were left out of the file.</source>
        <translation>
            <numerusform>%Ln пошкоджений рядок історії не вдалося прочитати, його пропущено у файлі.</numerusform>
            <numerusform>%Ln пошкоджені рядки історії не вдалося прочитати, їх пропущено у файлі.</numerusform>
            <numerusform>%Ln пошкоджених рядків історії не вдалося прочитати, їх пропущено у файлі.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import a Game History</source>
        <translation>Імпорт історії ігор</translation>
    </message>
    <message>
        <source>Game histories and CSV exports (*.sqlite3 *.csv);;All files (*)</source>
        <translation>Історії ігор та експорти CSV (*.sqlite3 *.csv);;Усі файли (*)</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Statistics pages</source>
        <translation>Сторінки статистики</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Статистика</translation>
    </message>
    <message>
        <source>L&amp;uck</source>
        <translation>&amp;Везіння</translation>
    </message>
    <message>
        <source>A&amp;chievements</source>
        <translation>&amp;Досягнення</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Історія</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>С&amp;кинути…</translation>
    </message>
    <message>
        <source>&amp;Import History…</source>
        <translation>І&amp;мпортувати історію…</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <source>Counting…</source>
        <translation>Підрахунок…</translation>
    </message>
    <message>
        <source>No games recorded yet. Finish a game, and its result shows here.</source>
        <translation>Записаних ігор ще немає. Дограйте гру, і її результат з’явиться тут.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln game(s), %2 won</source>
        <translation>
            <numerusform>%1: %Ln гра, виграно %2</numerusform>
            <numerusform>%1: %Ln гри, виграно %2</numerusform>
            <numerusform>%1: %Ln ігор, виграно %2</numerusform>
        </translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ви</translation>
    </message>
    <message numerus="yes">
        <source>Wars called: %Ln, %1 right (a card counter would have got %2 right).</source>
        <translation>
            <numerusform>Ви називали переможця війни %Ln раз, правильно — %1 (гравець, що бездоганно рахує карти, вгадав би %2).</numerusform>
            <numerusform>Ви називали переможця війни %Ln рази, правильно — %1 (гравець, що бездоганно рахує карти, вгадав би %2).</numerusform>
            <numerusform>Ви називали переможця війни %Ln разів, правильно — %1 (гравець, що бездоганно рахує карти, вгадав би %2).</numerusform>
        </translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Гравець %1</translation>
    </message>
    <message>
        <source>Results per name:</source>
        <translation>Результати за іменами:</translation>
    </message>
    <message numerus="yes">
        <source>With fixed gathering the cards go back in the order they were laid, and that favours the first seat (you): over many games it wins %1 of the games that end, not one in %n.</source>
        <translation>
            <numerusform>З фіксованим порядком карти повертаються в тому порядку, в якому їх клали, і це дає перевагу першому місцю (вам): за багато ігор воно виграє %1 ігор, що закінчилися, а не одну з %n.</numerusform>
            <numerusform>З фіксованим порядком карти повертаються в тому порядку, в якому їх клали, і це дає перевагу першому місцю (вам): за багато ігор воно виграє %1 ігор, що закінчилися, а не одну з %n.</numerusform>
            <numerusform>З фіксованим порядком карти повертаються в тому порядку, в якому їх клали, і це дає перевагу першому місцю (вам): за багато ігор воно виграє %1 ігор, що закінчилися, а не одну з %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>поки немає</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 (fair share %2)</source>
        <translation>%1 (очікувана частка %2)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln win(s)</source>
        <translation>
            <numerusform>%Ln перемога</numerusform>
            <numerusform>%Ln перемоги</numerusform>
            <numerusform>%Ln перемог</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln loss(es)</source>
        <translation>
            <numerusform>%Ln поразка</numerusform>
            <numerusform>%Ln поразки</numerusform>
            <numerusform>%Ln поразок</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <source>war ×%1</source>
        <translation>війна ×%1</translation>
    </message>
    <message>
        <source>%1 (with you: %2)</source>
        <translation>%1 (з вами: %2)</translation>
    </message>
    <message>
        <source>Games recorded:</source>
        <translation>Записано ігор:</translation>
    </message>
    <message>
        <source>Your wins:</source>
        <translation>Ваші перемоги:</translation>
    </message>
    <message>
        <source>Computer wins:</source>
        <translation>Перемоги комп’ютера:</translation>
    </message>
    <message>
        <source>Draws:</source>
        <translation>Нічиї:</translation>
    </message>
    <message>
        <source>Repetitions:</source>
        <translation>Повторення:</translation>
    </message>
    <message>
        <source>Shared wins:</source>
        <translation>Спільні перемоги:</translation>
    </message>
    <message>
        <source>Left unfinished:</source>
        <translation>Не дограно:</translation>
    </message>
    <message>
        <source>Your win rate:</source>
        <translation>Ваша частка перемог:</translation>
    </message>
    <message>
        <source>Current streak:</source>
        <translation>Поточна серія:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>Найдовша серія перемог:</translation>
    </message>
    <message>
        <source>Longest losing streak:</source>
        <translation>Найдовша серія поразок:</translation>
    </message>
    <message>
        <source>Shortest game:</source>
        <translation>Найкоротша гра:</translation>
    </message>
    <message>
        <source>Longest game:</source>
        <translation>Найдовша гра:</translation>
    </message>
    <message>
        <source>Battles in all:</source>
        <translation>Усього боїв:</translation>
    </message>
    <message>
        <source>Longest war:</source>
        <translation>Найдовша війна:</translation>
    </message>
    <message>
        <source>Time played:</source>
        <translation>Час гри:</translation>
    </message>
    <message>
        <source>Ru&amp;les:</source>
        <translation>Пр&amp;авила:</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>The file {file} does not exist.</source>
        <translation>Файлу {file} не існує.</translation>
    </message>
    <message>
        <source>{file} is a link to something that no longer exists ({target}), so there is no saved game to open.</source>
        <translation>{file} — це посилання на те, чого вже не існує ({target}), тож збереженої гри, яку можна відкрити, немає.</translation>
    </message>
    <message>
        <source>Krig Desktop cannot look into the folder {folder}, so {file} cannot be opened: {reason}</source>
        <translation>Krig Desktop не має доступу до теки {folder}, тому не вдається відкрити {file}: {reason}</translation>
    </message>
    <message>
        <source>{file} is a folder, not a saved game.</source>
        <translation>{file} — це тека, а не збережена гра.</translation>
    </message>
    <message>
        <source>{file} is not an ordinary file, so it is not a saved game.</source>
        <translation>{file} не є звичайним файлом, тож це не збережена гра.</translation>
    </message>
    <message>
        <source>The file {file} cannot be read: {reason}</source>
        <translation>Не вдається прочитати файл {file}: {reason}</translation>
    </message>
    <message>
        <source>The file {file} is too large to be a saved game ({size} bytes; a save is never more than {limit} bytes).</source>
        <translation>Файл {file} завеликий для збереженої гри ({size} байт; збереження ніколи не буває більшим за {limit} байт).</translation>
    </message>
    <message>
        <source>The file {file} is empty.</source>
        <translation>Файл {file} порожній.</translation>
    </message>
    <message>
        <source>The file {file} is not a Krig Desktop save: it is not UTF-8 text.</source>
        <translation>Файл {file} не є збереженням Krig Desktop: це не текст у кодуванні UTF-8.</translation>
    </message>
    <message>
        <source>The file {file} is not a Krig Desktop save: it is not valid JSON (line {line}, column {column}).</source>
        <translation>Файл {file} не є збереженням Krig Desktop: це некоректний JSON (рядок {line}, стовпчик {column}).</translation>
    </message>
    <message>
        <source>The file {file} is damaged: the entry &quot;{field}&quot; appears twice.</source>
        <translation>Файл {file} пошкоджено: запис «{field}» трапляється двічі.</translation>
    </message>
    <message>
        <source>The file {file} is damaged: it holds {value}, which is not a number a save may hold.</source>
        <translation>Файл {file} пошкоджено: у ньому є {value}, а таке число не може бути у збереженні.</translation>
    </message>
    <message>
        <source>The file {file} is damaged: it holds a number too long or too large to read ({length} characters).</source>
        <translation>Файл {file} пошкоджено: у ньому є число, задовге або завелике, щоб його прочитати ({length} символів).</translation>
    </message>
    <message>
        <source>The file {file} is incomplete: it ends too early (it may have been cut off).</source>
        <translation>Файл {file} неповний: він закінчується зарано (можливо, його обрізано).</translation>
    </message>
    <message>
        <source>The file {file} is not a Krig Desktop save: its data is nested too deeply.</source>
        <translation>Файл {file} не є збереженням Krig Desktop: його дані вкладено надто глибоко.</translation>
    </message>
    <message>
        <source>The file {file} is not a Krig Desktop save.</source>
        <translation>Файл {file} не є збереженням Krig Desktop.</translation>
    </message>
    <message>
        <source>The file {file} was made by a newer version of Krig Desktop (save format {version}; this version reads formats up to {current}). Update Krig Desktop to open it.</source>
        <translation>Файл {file} створено новішою версією Krig Desktop (формат збереження {version}; ця версія читає формати до {current}). Оновіть Krig Desktop, щоб його відкрити.</translation>
    </message>
    <message>
        <source>The file {file} has an unknown save format version: {version}.</source>
        <translation>Файл {file} має невідому версію формату збереження: {version}.</translation>
    </message>
    <message>
        <source>The file {file} is damaged: &quot;{field}&quot; is missing or has the wrong type.</source>
        <translation>Файл {file} пошкоджено: «{field}» відсутнє або має неправильний тип.</translation>
    </message>
    <message>
        <source>The file {file} is damaged: &quot;{field}&quot; has an impossible value.</source>
        <translation>Файл {file} пошкоджено: «{field}» має неможливе значення.</translation>
    </message>
    <message>
        <source>The file {file} is damaged: it has an unknown entry &quot;{field}&quot;.</source>
        <translation>Файл {file} пошкоджено: у ньому є невідомий запис «{field}».</translation>
    </message>
    <message>
        <source>The file {file} holds an invalid game: {reason}</source>
        <translation>Файл {file} містить неможливу гру: {reason}</translation>
    </message>
    <message>
        <source>The file {file} is damaged: &quot;{field}&quot; does not agree with the game in it.</source>
        <translation>Файл {file} пошкоджено: «{field}» не узгоджується з грою в ньому.</translation>
    </message>
    <message>
        <source>The game could not be saved to {file}: {reason}</source>
        <translation>Не вдалося зберегти гру у {file}: {reason}</translation>
    </message>
    <message>
        <source>The game could not be saved to {file}: the disk is full.</source>
        <translation>Не вдалося зберегти гру у {file}: диск заповнено.</translation>
    </message>
    <message>
        <source>The game could not be saved to {file}: the folder cannot be made ({reason}).</source>
        <translation>Не вдалося зберегти гру у {file}: не вдається створити теку ({reason}).</translation>
    </message>
    <message>
        <source>The game could not be saved to {file}: that is a folder.</source>
        <translation>Не вдалося зберегти гру у {file}: це тека.</translation>
    </message>
    <message>
        <source>The game could not be saved to {file}: the save would be {size} bytes, more than the {limit} bytes a save may have.</source>
        <translation>Не вдалося зберегти гру у {file}: збереження мало б {size} байт, а воно може мати щонайбільше {limit} байт.</translation>
    </message>
    <message>
        <source>The game could not be saved to {file}: the save would not load again ({reason}).</source>
        <translation>Не вдалося зберегти гру у {file}: таке збереження не вдалося б завантажити знову ({reason}).</translation>
    </message>
    <message>
        <source>The settings file {file} is not an ordinary file, so it was not read. Until you quit, Krig Desktop uses its usual settings and leaves that file alone.</source>
        <translation>Файл налаштувань {file} не є звичайним файлом, тому його не прочитано. До виходу з програми Krig Desktop використовує типові налаштування й не чіпає цей файл.</translation>
    </message>
    <message>
        <source>The settings file {file} is too large to be a settings file ({size} bytes), so it was not read. Until you quit, Krig Desktop uses its usual settings and leaves that file alone.</source>
        <translation>Файл налаштувань {file} завеликий для файлу налаштувань ({size} байт), тому його не прочитано. До виходу з програми Krig Desktop використовує типові налаштування й не чіпає цей файл.</translation>
    </message>
    <message>
        <source>The settings file {file} cannot be read: {reason}. Until you quit, Krig Desktop uses its usual settings and leaves that file alone.</source>
        <translation>Не вдається прочитати файл налаштувань {file}: {reason}. До виходу з програми Krig Desktop використовує типові налаштування й не чіпає цей файл.</translation>
    </message>
    <message>
        <source>Something unexpected went wrong with {file}: {reason}</source>
        <translation>З файлом {file} сталося щось непередбачене: {reason}</translation>
    </message>
</context>
<context>
    <name>StoryDock</name>
    <message>
        <source>Battle Log</source>
        <translation>Журнал боїв</translation>
    </message>
    <message>
        <source>Battle log</source>
        <translation>Журнал боїв</translation>
    </message>
    <message>
        <source>How to read the log and the charts</source>
        <translation>Як читати журнал і графіки</translation>
    </message>
    <message>
        <source>Show every battle, a chart of the card counts and your chance to win</source>
        <translation>Показати всі бої, графік кількості карт і ваш шанс на перемогу</translation>
    </message>
    <message>
        <source>Battle Lo&amp;g</source>
        <translation>&amp;Журнал боїв</translation>
    </message>
</context>
<context>
    <name>StoryTip</name>
    <message>
        <source>&lt;b&gt;New here?&lt;/b&gt; The meter in the status bar is each player&apos;s chance to win, as a perfect card counter would see it. The battle log tells the game&apos;s story, battle by battle.</source>
        <translation>&lt;b&gt;Уперше тут?&lt;/b&gt; Шкала в рядку стану — це шанс кожного гравця на перемогу так, як його бачив би гравець, що бездоганно рахує карти. Журнал боїв розповідає історію гри, бій за боєм.</translation>
    </message>
    <message>
        <source>Show the Battle Log</source>
        <translation>Показати журнал боїв</translation>
    </message>
    <message>
        <source>Read More</source>
        <translation>Докладніше</translation>
    </message>
    <message>
        <source>Got It</source>
        <translation>Зрозуміло</translation>
    </message>
    <message>
        <source>Tip for a new player</source>
        <translation>Порада для нового гравця</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>War!</source>
        <translation>Війна!</translation>
    </message>
    <message>
        <source>War again!</source>
        <translation>Знову війна!</translation>
    </message>
    <message>
        <source>Set aside</source>
        <translation>Відкладена</translation>
    </message>
</context>
<context>
    <name>TableTexts</name>
    <message>
        <source>You</source>
        <translation>Ви</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Гравець %1</translation>
    </message>
    <message>
        <source>CPU %1</source>
        <translation>Комп’ютер %1</translation>
    </message>
    <message>
        <source>You</source>
        <comment>your seat&apos;s short name, beside three others in a narrow column: at most 4 characters</comment>
        <translation>Ви</translation>
    </message>
    <message>
        <source>P%1</source>
        <comment>short name of a person at the computer (Player 1 → P1): at most 3 characters</comment>
        <translation>Г%1</translation>
    </message>
    <message>
        <source>C%1</source>
        <comment>short name of a CPU player (CPU 1 → C1), beside three others in a narrow column: at most 3 characters</comment>
        <translation>К%1</translation>
    </message>
    <message>
        <source>War!</source>
        <translation>Війна!</translation>
    </message>
    <message>
        <source>War again!</source>
        <translation>Знову війна!</translation>
    </message>
    <message numerus="yes">
        <source>War ×%1 — %n card(s) at stake!</source>
        <translation>
            <numerusform>Війна ×%1 — на кону %n карта!</numerusform>
            <numerusform>Війна ×%1 — на кону %n карти!</numerusform>
            <numerusform>Війна ×%1 — на кону %n карт!</numerusform>
        </translation>
    </message>
    <message>
        <source>Out</source>
        <comment>your own seat: you are out of the game</comment>
        <translation>Вибули</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>Поза грою</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карти</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: out of the game</source>
        <translation>%1: поза грою</translation>
    </message>
    <message numerus="yes">
        <source>Your deck: %n card(s) — click to play</source>
        <translation>
            <numerusform>Ваша колода: %n карта — клацніть, щоб грати</numerusform>
            <numerusform>Ваша колода: %n карти — клацніть, щоб грати</numerusform>
            <numerusform>Ваша колода: %n карт — клацніть, щоб грати</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s deck: %n card(s) — click or press %2 to turn</source>
        <translation>
            <numerusform>Колода (%1): %n карта — клацніть або натисніть %2, щоб відкрити</numerusform>
            <numerusform>Колода (%1): %n карти — клацніть або натисніть %2, щоб відкрити</numerusform>
            <numerusform>Колода (%1): %n карт — клацніть або натисніть %2, щоб відкрити</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s deck: %n card(s)</source>
        <translation>
            <numerusform>Колода (%1): %n карта</numerusform>
            <numerusform>Колода (%1): %n карти</numerusform>
            <numerusform>Колода (%1): %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>Your deck, %1</source>
        <comment>a deck in the accessibility tree; %1: &quot;26 cards&quot; or &quot;Out&quot;</comment>
        <translation>Ваша колода, %1</translation>
    </message>
    <message>
        <source>%1&apos;s deck, %2</source>
        <comment>a deck in the accessibility tree; %2: &quot;26 cards&quot; or &quot;Out&quot;</comment>
        <translation>Колода: %1, %2</translation>
    </message>
    <message>
        <source>Set aside</source>
        <translation>Відкладена</translation>
    </message>
    <message>
        <source>out of play</source>
        <translation>не в грі</translation>
    </message>
    <message>
        <source>Click your deck or press Space to play</source>
        <translation>Клацніть свою колоду або натисніть пробіл, щоб грати</translation>
    </message>
    <message>
        <source>You are out. Click a deck or press Space to watch the others play on</source>
        <translation>Ви вибули. Клацніть колоду або натисніть пробіл, щоб дивитися, як інші грають далі</translation>
    </message>
    <message>
        <source>Waiting for %1 — press %2</source>
        <translation>Чекаємо: %1 — натисніть %2</translation>
    </message>
    <message>
        <source>Press your keys (%1) or click your decks; Space turns for everyone</source>
        <translation>Натисніть свої клавіші (%1) або клацніть свої колоди; пробіл відкриває карти за всіх</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>готово</translation>
    </message>
    <message>
        <source>Replay — battle %1 of %2 — End to return</source>
        <translation>Повтор — бій %1 з %2 — End, щоб повернутися</translation>
    </message>
    <message>
        <source>Battle %1 of %2 — End to return</source>
        <translation>Бій %1 з %2 — End, щоб повернутися</translation>
    </message>
    <message>
        <source>Replay — Esc to return to your game</source>
        <translation>Повтор — Esc, щоб повернутися до своєї гри</translation>
    </message>
    <message>
        <source>Today&apos;s deal — %1</source>
        <translation>Роздача дня — %1</translation>
    </message>
    <message>
        <source>The replay ended — this is your game</source>
        <translation>Повтор завершено — це ваша гра</translation>
    </message>
    <message numerus="yes">
        <source>War! The war cards come next — %n card(s) at stake.</source>
        <translation>
            <numerusform>Війна! Зараз ляжуть карти війни — на кону %n карта.</numerusform>
            <numerusform>Війна! Зараз ляжуть карти війни — на кону %n карти.</numerusform>
            <numerusform>Війна! Зараз ляжуть карти війни — на кону %n карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War ×%1! The war cards come next — %n card(s) at stake.</source>
        <translation>
            <numerusform>Війна ×%1! Зараз ляжуть карти війни — на кону %n карта.</numerusform>
            <numerusform>Війна ×%1! Зараз ляжуть карти війни — на кону %n карти.</numerusform>
            <numerusform>Війна ×%1! Зараз ляжуть карти війни — на кону %n карт.</numerusform>
        </translation>
    </message>
    <message>
        <source>Everyone in the battle lays war cards, not only the players who tied.</source>
        <translation>Карти війни кладуть усі учасники бою, а не лише гравці, чиї карти зрівнялися.</translation>
    </message>
    <message>
        <source>Battle %1.</source>
        <translation>Бій %1.</translation>
    </message>
    <message>
        <source>%1: out.</source>
        <translation>%1: поза грою.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s).</source>
        <translation>
            <numerusform>%1: %n карта.</numerusform>
            <numerusform>%1: %n карти.</numerusform>
            <numerusform>%1: %n карт.</numerusform>
        </translation>
    </message>
    <message>
        <source>You take the pile.</source>
        <translation>Ви забираєте стос.</translation>
    </message>
    <message>
        <source>%1 takes the pile.</source>
        <translation>%1 забирає стос.</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>Гру закінчено.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>Картковий стіл</translation>
    </message>
</context>
<context>
    <name>TodayCard</name>
    <message>
        <source>&amp;Watch Replay</source>
        <translation>Пере&amp;глянути повтор</translation>
    </message>
    <message>
        <source>Watch the game you played today again</source>
        <translation>Переглянути ще раз гру, яку ви зіграли сьогодні</translation>
    </message>
    <message>
        <source>Cop&amp;y Result</source>
        <translation>&amp;Копіювати результат</translation>
    </message>
    <message>
        <source>This deal ends as it did: played again, it counts in no statistic.</source>
        <translation>Ця роздача закінчиться так само, як і тоді: зіграна вдруге, вона не врахується в жодній статистиці.</translation>
    </message>
    <message numerus="yes">
        <source>You played today&apos;s deal: won in %Ln battle(s)</source>
        <translation>
            <numerusform>Ви зіграли роздачу дня: перемога за %Ln бій</numerusform>
            <numerusform>Ви зіграли роздачу дня: перемога за %Ln бої</numerusform>
            <numerusform>Ви зіграли роздачу дня: перемога за %Ln боїв</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You played today&apos;s deal: lost in %Ln battle(s)</source>
        <translation>
            <numerusform>Ви зіграли роздачу дня: поразка за %Ln бій</numerusform>
            <numerusform>Ви зіграли роздачу дня: поразка за %Ln бої</numerusform>
            <numerusform>Ви зіграли роздачу дня: поразка за %Ln боїв</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You played today&apos;s deal: a draw after %Ln battle(s)</source>
        <translation>
            <numerusform>Ви зіграли роздачу дня: нічия після %Ln бою</numerusform>
            <numerusform>Ви зіграли роздачу дня: нічия після %Ln боїв</numerusform>
            <numerusform>Ви зіграли роздачу дня: нічия після %Ln боїв</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You played today&apos;s deal: won in %Ln battle(s) from a %1 % chance</source>
        <translation>
            <numerusform>Ви зіграли роздачу дня: перемога за %Ln бій із шансом %1 %</numerusform>
            <numerusform>Ви зіграли роздачу дня: перемога за %Ln бої із шансом %1 %</numerusform>
            <numerusform>Ви зіграли роздачу дня: перемога за %Ln боїв із шансом %1 %</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You played today&apos;s deal: lost in %Ln battle(s) from a %1 % chance</source>
        <translation>
            <numerusform>Ви зіграли роздачу дня: поразка за %Ln бій із шансом %1 %</numerusform>
            <numerusform>Ви зіграли роздачу дня: поразка за %Ln бої із шансом %1 %</numerusform>
            <numerusform>Ви зіграли роздачу дня: поразка за %Ln боїв із шансом %1 %</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You played today&apos;s deal: a draw after %Ln battle(s) from a %1 % chance</source>
        <translation>
            <numerusform>Ви зіграли роздачу дня: нічия після %Ln бою із шансом %1 %</numerusform>
            <numerusform>Ви зіграли роздачу дня: нічия після %Ln боїв із шансом %1 %</numerusform>
            <numerusform>Ви зіграли роздачу дня: нічия після %Ln боїв із шансом %1 %</numerusform>
        </translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Скопійовано</translation>
    </message>
</context>
<context>
    <name>TodaysDeal</name>
    <message>
        <source>To&amp;day&apos;s Deal</source>
        <translation>Розда&amp;ча дня</translation>
    </message>
    <message>
        <source>Deal today&apos;s game: the same deal for everyone today (2 players, default rules); the statistics count the days you play it in a row</source>
        <translation>Роздати гру дня: сьогодні однакова роздача для всіх (2 гравці, звичайні правила); статистика рахує дні, які ви граєте її поспіль</translation>
    </message>
</context>
<context>
    <name>TodaysLine</name>
    <message numerus="yes">
        <source>Krig %1: won in %Ln battle(s)</source>
        <translation>
            <numerusform>Krig %1: перемога за %Ln бій</numerusform>
            <numerusform>Krig %1: перемога за %Ln бої</numerusform>
            <numerusform>Krig %1: перемога за %Ln боїв</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Krig %1: lost in %Ln battle(s)</source>
        <translation>
            <numerusform>Krig %1: поразка за %Ln бій</numerusform>
            <numerusform>Krig %1: поразка за %Ln бої</numerusform>
            <numerusform>Krig %1: поразка за %Ln боїв</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Krig %1: a draw after %Ln battle(s)</source>
        <translation>
            <numerusform>Krig %1: нічия після %Ln бою</numerusform>
            <numerusform>Krig %1: нічия після %Ln боїв</numerusform>
            <numerusform>Krig %1: нічия після %Ln боїв</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Krig %1: won in %Ln battle(s) from a %2 % chance</source>
        <translation>
            <numerusform>Krig %1: перемога за %Ln бій із шансом %2 %</numerusform>
            <numerusform>Krig %1: перемога за %Ln бої із шансом %2 %</numerusform>
            <numerusform>Krig %1: перемога за %Ln боїв із шансом %2 %</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Krig %1: lost in %Ln battle(s) from a %2 % chance</source>
        <translation>
            <numerusform>Krig %1: поразка за %Ln бій із шансом %2 %</numerusform>
            <numerusform>Krig %1: поразка за %Ln бої із шансом %2 %</numerusform>
            <numerusform>Krig %1: поразка за %Ln боїв із шансом %2 %</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Krig %1: a draw after %Ln battle(s) from a %2 % chance</source>
        <translation>
            <numerusform>Krig %1: нічия після %Ln бою із шансом %2 %</numerusform>
            <numerusform>Krig %1: нічия після %Ln боїв із шансом %2 %</numerusform>
            <numerusform>Krig %1: нічия після %Ln боїв із шансом %2 %</numerusform>
        </translation>
    </message>
</context>
</TS>
