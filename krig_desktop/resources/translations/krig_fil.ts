<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fil" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>Krig</source>
        <translation>Krig</translation>
    </message>
    <message>
        <source>About Krig</source>
        <translation>Tungkol sa Krig</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Bersyon %1</translation>
    </message>
    <message>
        <source>The card game War, for the desktop.</source>
        <translation>Ang larong baraha na Giyera, para sa kompyuter.</translation>
    </message>
    <message>
        <source>Your games and saves stay on this computer.</source>
        <translation>Nananatili sa kompyuter na ito ang mga laro at save mo.</translation>
    </message>
    <message>
        <source>Read the &amp;Licence</source>
        <translation>Basahin ang &amp;lisensiya</translation>
    </message>
    <message>
        <source>&amp;Copy Path</source>
        <translation>&amp;Kopyahin ang lokasyon</translation>
    </message>
    <message>
        <source>&amp;Open Folder</source>
        <translation>&amp;Buksan ang folder</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Tungkol sa &amp;Qt</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Lisensiya</translation>
    </message>
    <message>
        <source>Website</source>
        <translation>Websayt</translation>
    </message>
    <message>
        <source>Saves and settings</source>
        <translation>Mga naka-save na laro at setting</translation>
    </message>
    <message>
        <source>Open in your web browser</source>
        <translation>Buksan sa iyong web browser</translation>
    </message>
    <message>
        <source>Every card is drawn by the program.</source>
        <translation>Iginuguhit ng programa mismo ang bawat baraha.</translation>
    </message>
    <message>
        <source>The cards are the “%1” deck by %2, installed on this computer.</source>
        <translation>Ang mga baraha ay mula sa disenyong “%1” ni %2, na naka-install sa kompyuter na ito.</translation>
    </message>
    <message>
        <source>The cards are the “%1” deck installed on this computer.</source>
        <translation>Ang mga baraha ay mula sa disenyong “%1” na naka-install sa kompyuter na ito.</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Nakopya na</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or later.</source>
        <translation>Malayang software sa ilalim ng GNU General Public License, bersyon 3 o mas bago.</translation>
    </message>
</context>
<context>
    <name>AchievementCheck</name>
    <message numerus="yes">
        <source>Your past games earned %n achievement(s). See them in Game → Statistics → Achievements.</source>
        <translation>
            <numerusform>Nakakuha ang mga nakaraan mong laro ng %n tagumpay. Tingnan sa Laro → Estadistika → Mga tagumpay.</numerusform>
            <numerusform>Nakakuha ang mga nakaraan mong laro ng %n tagumpay. Tingnan sa Laro → Estadistika → Mga tagumpay.</numerusform>
        </translation>
    </message>
    <message>
        <source>Achievement: %1</source>
        <translation>Tagumpay: %1</translation>
    </message>
    <message>
        <source>Achievements: %1</source>
        <translation>Mga tagumpay: %1</translation>
    </message>
</context>
<context>
    <name>Achievements</name>
    <message>
        <source>First Win</source>
        <translation>Unang Panalo</translation>
    </message>
    <message>
        <source>Win a game.</source>
        <translation>Manalo sa isang laro.</translation>
    </message>
    <message>
        <source>Ten Games</source>
        <translation>Sampung Laro</translation>
    </message>
    <message>
        <source>Play 10 games to the end.</source>
        <translation>Maglaro ng 10 laro hanggang matapos.</translation>
    </message>
    <message>
        <source>A Hundred Games</source>
        <translation>Isandaang Laro</translation>
    </message>
    <message>
        <source>Play 100 games to the end.</source>
        <translation>Maglaro ng 100 laro hanggang matapos.</translation>
    </message>
    <message>
        <source>A Thousand Games</source>
        <translation>Isang Libong Laro</translation>
    </message>
    <message>
        <source>Play 1,000 games to the end.</source>
        <translation>Maglaro ng 1,000 laro hanggang matapos.</translation>
    </message>
    <message>
        <source>Against the Odds</source>
        <translation>Laban sa Tsansa</translation>
    </message>
    <message>
        <source>Win a deal you had under a 10 % chance to win.</source>
        <translation>Manalo sa isang bigayang wala pang 10% ang tsansa mong manalo.</translation>
    </message>
    <message>
        <source>War ×3</source>
        <translation>Giyera ×3</translation>
    </message>
    <message>
        <source>War ×4</source>
        <translation>Giyera ×4</translation>
    </message>
    <message>
        <source>Reach war ×3 in one battle.</source>
        <translation>Umabot sa giyera ×3 sa isang labanan.</translation>
    </message>
    <message>
        <source>Reach war ×4 in one battle.</source>
        <translation>Umabot sa giyera ×4 sa isang labanan.</translation>
    </message>
    <message>
        <source>Down to One Card</source>
        <translation>Isang Baraha na Lang</translation>
    </message>
    <message>
        <source>Come back from a single card and win.</source>
        <translation>Makabawi mula sa iisang baraha at manalo.</translation>
    </message>
    <message>
        <source>Three Beaten</source>
        <translation>Tatlo ang Tinalo</translation>
    </message>
    <message>
        <source>Beat three CPU players in one game.</source>
        <translation>Talunin ang tatlong kompyuter sa isang laro.</translation>
    </message>
    <message>
        <source>Blitz</source>
        <translation>Kidlat</translation>
    </message>
    <message>
        <source>Win a game in under 50 battles.</source>
        <translation>Manalo sa isang laro sa wala pang 50 labanan.</translation>
    </message>
    <message>
        <source>Marathon</source>
        <translation>Maraton</translation>
    </message>
    <message>
        <source>Play a game of more than 1,000 battles.</source>
        <translation>Maglaro ng larong lampas sa 1,000 labanan.</translation>
    </message>
    <message>
        <source>Three Face Down</source>
        <translation>Tatlong Nakataob</translation>
    </message>
    <message>
        <source>Win with three face-down cards per war.</source>
        <translation>Manalo nang may tatlong nakataob na baraha bawat giyera.</translation>
    </message>
    <message>
        <source>In Order</source>
        <translation>Nakaayos</translation>
    </message>
    <message>
        <source>Win a game with fixed gathering.</source>
        <translation>Manalo sa isang laro na may nakapirming ayos.</translation>
    </message>
    <message>
        <source>Nobody Wins</source>
        <translation>Walang Nanalo</translation>
    </message>
    <message>
        <source>Play a game that ends in a draw or a repetition.</source>
        <translation>Maglaro ng larong nauwi sa tabla o pag-uulit.</translation>
    </message>
    <message>
        <source>Hot Streak</source>
        <translation>Sunod-sunod na Panalo</translation>
    </message>
    <message>
        <source>Win five games in a row (same rules).</source>
        <translation>Manalo ng limang sunod-sunod na laro (parehong patakaran).</translation>
    </message>
    <message>
        <source>Deal of the Day</source>
        <translation>Laro Ngayong Araw</translation>
    </message>
    <message>
        <source>Play today&apos;s deal on its day.</source>
        <translation>Laruin ang Laro Ngayong Araw sa mismong araw nito.</translation>
    </message>
    <message>
        <source>A Week of Deals</source>
        <translation>Isang Linggo ng Laro Ngayong Araw</translation>
    </message>
    <message>
        <source>Play today&apos;s deal seven days in a row.</source>
        <translation>Laruin ang Laro Ngayong Araw nang pitong magkakasunod na araw.</translation>
    </message>
    <message>
        <source>Called It</source>
        <translation>Tama ang Hula</translation>
    </message>
    <message>
        <source>Call a war right.</source>
        <translation>Mahulaan nang tama ang mananalo sa isang giyera.</translation>
    </message>
    <message>
        <source>Five in a Row</source>
        <translation>Lima nang Sunod-sunod</translation>
    </message>
    <message>
        <source>Call five wars right in a row in one game.</source>
        <translation>Mahulaan nang tama ang mananalo sa limang magkakasunod na giyera sa isang laro.</translation>
    </message>
    <message>
        <source>Kitchen Table</source>
        <translation>Mesa sa Kusina</translation>
    </message>
    <message>
        <source>Play a game to the end with two people at one keyboard.</source>
        <translation>Tapusin ang isang laro na dalawang tao ang naglalaro sa iisang keyboard.</translation>
    </message>
</context>
<context>
    <name>AchievementsPage</name>
    <message>
        <source>still to earn</source>
        <translation>hindi pa nakukuha</translation>
    </message>
    <message>
        <source>Click to watch the game it was earned in</source>
        <translation>I-click para panoorin ang larong pinagkunan nito</translation>
    </message>
    <message>
        <source>%1 of %2 earned</source>
        <translation>%1 sa %2 ang nakuha</translation>
    </message>
    <message>
        <source>%1, game #%2</source>
        <translation>%1, laro #%2</translation>
    </message>
    <message>
        <source>Achievements</source>
        <translation>Mga tagumpay</translation>
    </message>
    <message>
        <source>Achievement</source>
        <translation>Tagumpay</translation>
    </message>
    <message>
        <source>What it takes</source>
        <translation>Ang kailangan</translation>
    </message>
    <message>
        <source>Earned</source>
        <translation>Nakuha</translation>
    </message>
</context>
<context>
    <name>Actions</name>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Bagong laro…</translation>
    </message>
    <message>
        <source>Deal a new game</source>
        <translation>Mamigay ng baraha para sa bagong laro</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;I-save</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>I-save bila&amp;ng…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Lumabas</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>I&amp;baligtad</translation>
    </message>
    <message>
        <source>Turn the next cards (or click your deck)</source>
        <translation>Ibaligtad ang mga susunod na baraha (o i-click ang iyong salansan)</translation>
    </message>
    <message>
        <source>&amp;Autoplay</source>
        <translation>&amp;Kusang laro</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>&amp;Ihinto muna</translation>
    </message>
    <message>
        <source>Pause whatever is playing by itself (autoplay, a replay, Finish Game)</source>
        <translation>Ihinto muna ang anumang kusang tumatakbo (kusang laro, replay, Tapusin ang laro)</translation>
    </message>
    <message>
        <source>Watch this game again from battle 1; Esc stops and returns to the game</source>
        <translation>Panoorin ulit ang larong ito mula sa labanan 1; pinahihinto ng Esc at bumabalik sa laro</translation>
    </message>
    <message>
        <source>&amp;Finish Game</source>
        <translation>&amp;Tapusin ang laro</translation>
    </message>
    <message>
        <source>&amp;Load…</source>
        <translation>B&amp;uksan…</translation>
    </message>
    <message>
        <source>Choose a saved game to load (Undo brings back the game in play)</source>
        <translation>Pumili ng naka-save na larong bubuksan (ibinabalik ng Bawiin ang kasalukuyang laro)</translation>
    </message>
    <message>
        <source>Re&amp;vert to Saved</source>
        <translation>Ibali&amp;k sa naka-save</translation>
    </message>
    <message>
        <source>Load this game&apos;s file again (Undo brings back the moment left)</source>
        <translation>Buksan ulit ang talaksan ng larong ito (ibinabalik ng Bawiin ang iniwang sandali)</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Ulitin mula sa simula</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>Esta&amp;distika…</translation>
    </message>
    <message>
        <source>Your results so far, and every game played</source>
        <translation>Ang mga resulta mo hanggang ngayon, at bawat larong nilaro</translation>
    </message>
    <message>
        <source>Re&amp;veal Fate (spoiler)…</source>
        <translation>Ibunyag ang kapala&amp;ran (spoiler)…</translation>
    </message>
    <message>
        <source>Spoiler: who will win this deal, and when</source>
        <translation>Spoiler: sino ang mananalo sa bigayang ito, at kailan</translation>
    </message>
    <message>
        <source>Show the &amp;Odds Meter</source>
        <translation>Ipakita ang metro ng &amp;tsansa</translation>
    </message>
    <message>
        <source>Each player&apos;s chance to win: the meter in the status bar and the chance chart in the battle log (off: no odds are worked out)</source>
        <translation>Ang tsansa ng bawat manlalaro na manalo: ang metro sa hanay ng katayuan at ang tsart ng tsansa sa talaan ng mga labanan (kapag nakapatay, walang tsansang kinukuwenta)</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>Ma&amp;bagal</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Karaniwan</translation>
    </message>
    <message>
        <source>F&amp;ast</source>
        <translation>Mabi&amp;lis</translation>
    </message>
    <message>
        <source>&amp;Very Fast</source>
        <translation>&amp;Napakabilis</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation>&amp;Agad-agad</translation>
    </message>
    <message>
        <source>Resume the &amp;Last Game at Start</source>
        <translation>Ituloy ang &amp;huling laro sa pagbukas</translation>
    </message>
    <message>
        <source>When you quit, keep the game in play and continue it at the next start</source>
        <translation>Kapag umalis ka, itabi ang kasalukuyang laro at ituloy ito sa susunod na pagbukas</translation>
    </message>
    <message>
        <source>&amp;Watch Replay</source>
        <translation>&amp;Panoorin ang replay</translation>
    </message>
    <message>
        <source>Pause o&amp;n Wars</source>
        <translation>Huminto sa bawat &amp;giyera</translation>
    </message>
    <message>
        <source>Autoplay and replays wait for a click at each war</source>
        <translation>Naghihintay ng pag-click ang kusang laro at mga replay sa bawat giyera</translation>
    </message>
    <message>
        <source>&amp;Look Back</source>
        <translation>&amp;Balikan</translation>
    </message>
    <message>
        <source>Show a past battle on the table; ← and → move, End returns</source>
        <translation>Ipakita sa mesa ang nakaraang labanan; ← at → para gumalaw, End para bumalik</translation>
    </message>
    <message>
        <source>&amp;Previous Battle</source>
        <translation>&amp;Nakaraang labanan</translation>
    </message>
    <message>
        <source>&amp;Next Battle</source>
        <translation>&amp;Susunod na labanan</translation>
    </message>
    <message>
        <source>Back to the P&amp;resent</source>
        <translation>Bumalik sa &amp;kasalukuyan</translation>
    </message>
    <message>
        <source>Go to the Car&amp;d Table</source>
        <translation>Pumunta sa &amp;mesa ng baraha</translation>
    </message>
    <message>
        <source>Move the focus to the card table: a screen reader reads the last battle and the cards each holds</source>
        <translation>Ilipat ang focus sa mesa ng baraha: babasahin ng screen reader ang huling labanan at ilang baraha ang hawak ng bawat isa</translation>
    </message>
    <message>
        <source>Reduce &amp;Motion</source>
        <translation>Ba&amp;wasan ang galaw</translation>
    </message>
    <message>
        <source>Cards appear in their places instead of flying; banners appear without growing</source>
        <translation>Lumilitaw ang mga baraha sa kanilang lugar sa halip na lumipad; lumilitaw ang mga banner nang hindi lumalaki</translation>
    </message>
    <message>
        <source>How to &amp;Play</source>
        <translation>&amp;Paano laruin</translation>
    </message>
    <message>
        <source>&amp;About Krig</source>
        <translation>&amp;Tungkol sa Krig</translation>
    </message>
</context>
<context>
    <name>Announcements</name>
    <message>
        <source>%1: out</source>
        <comment>a seat that has left the game</comment>
        <translation>%1: labas na</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s)</source>
        <translation>
            <numerusform>%1: %n baraha</numerusform>
            <numerusform>%1: %n baraha</numerusform>
        </translation>
    </message>
    <message>
        <source>Battle %1. %2.</source>
        <translation>Labanan %1. %2.</translation>
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
        <translation>Ayon sa &amp;sistema</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>Ma&amp;liwanag</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>Ma&amp;dilim</translation>
    </message>
    <message>
        <source>Light or dark as the desktop is</source>
        <translation>Maliwanag o madilim, ayon sa desktop</translation>
    </message>
    <message>
        <source>Light windows, whatever the desktop</source>
        <translation>Maliwanag na mga window, anuman ang desktop</translation>
    </message>
    <message>
        <source>Dark windows and a darker table, whatever the desktop</source>
        <translation>Madilim na mga window at mas madilim na mesa, anuman ang desktop</translation>
    </message>
    <message>
        <source>&amp;Appearance</source>
        <translation>&amp;Hitsura</translation>
    </message>
</context>
<context>
    <name>BattleLogModel</name>
    <message>
        <source>Battle</source>
        <translation>Labanan</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resulta</translation>
    </message>
    <message>
        <source>Battle %1</source>
        <translation>Labanan %1</translation>
    </message>
    <message>
        <source>%1: not in this battle</source>
        <translation>%1: wala sa labanang ito</translation>
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
        <translation>Hulaan ang &amp;mananalo sa giyera</translation>
    </message>
    <message>
        <source>When a war waits, guess who takes it: Shift+1 … Shift+4 for the player in that place, or click a name plate</source>
        <translation>Kapag may naghihintay na giyera, hulaan kung sino ang kukuha nito: Shift+1 … Shift+4 para sa manlalaro sa puwestong iyon, o i-click ang plaka niya</translation>
    </message>
    <message>
        <source>Call Player %1</source>
        <translation>Hulaan ang manlalaro %1</translation>
    </message>
    <message>
        <source>Who takes it? Shift+1 … Shift+%1</source>
        <translation>Sino ang kukuha nito? Shift+1 … Shift+%1</translation>
    </message>
    <message>
        <source>Call the War is on: when a war waits, press Shift+1 … Shift+%1 or click a name plate to say who takes it</source>
        <translation>Naka-on ang “Hulaan ang mananalo sa giyera”: kapag may naghihintay na giyera, pindutin ang Shift+1 … Shift+%1 o i-click ang plaka ng manlalaro para sabihin kung sino ang kukuha nito</translation>
    </message>
    <message>
        <source>You call yourself</source>
        <translation>Sarili mo ang hula mo</translation>
    </message>
    <message>
        <source>You call %1</source>
        <translation>Hula mo: %1</translation>
    </message>
    <message numerus="yes">
        <source>Not this time: the war ended the game in a draw, and nobody takes the %n card(s)</source>
        <translation>
            <numerusform>Mali ang hula: nauwi sa tabla ang laro dahil sa giyera, at walang kukuha sa %n baraha</numerusform>
            <numerusform>Mali ang hula: nauwi sa tabla ang laro dahil sa giyera, at walang kukuha sa %n baraha</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Called it: you take %n card(s)</source>
        <translation>
            <numerusform>Tama ang hula: nakuha mo ang %n baraha</numerusform>
            <numerusform>Tama ang hula: nakuha mo ang %n baraha</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Called it: %1 takes %n card(s)</source>
        <translation>
            <numerusform>Tama ang hula: nakuha ng %1 ang %n baraha</numerusform>
            <numerusform>Tama ang hula: nakuha ng %1 ang %n baraha</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not this time: you take %n card(s)</source>
        <translation>
            <numerusform>Mali ang hula: nakuha mo ang %n baraha</numerusform>
            <numerusform>Mali ang hula: nakuha mo ang %n baraha</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not this time: %1 takes %n card(s)</source>
        <translation>
            <numerusform>Mali ang hula: nakuha ng %1 ang %n baraha</numerusform>
            <numerusform>Mali ang hula: nakuha ng %1 ang %n baraha</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CardChart</name>
    <message>
        <source>Card count chart</source>
        <translation>Tsart ng bilang ng baraha</translation>
    </message>
    <message>
        <source>Each player&apos;s cards after every battle; wars are ticked along the bottom. Left and right arrow keys pick a battle to look at.</source>
        <translation>Ang baraha ng bawat manlalaro pagkatapos ng bawat labanan; may marka sa ibaba ang bawat giyera. Pumili ng labanan na titingnan gamit ang kaliwa at kanang arrow key.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Manlalaro %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The deal — %1</source>
        <translation>Ang bigayan — %1</translation>
    </message>
    <message>
        <source>Battle %1 — %2</source>
        <translation>Labanan %1 — %2</translation>
    </message>
    <message>
        <source>No battles yet</source>
        <translation>Wala pang labanan</translation>
    </message>
</context>
<context>
    <name>CardName</name>
    <message>
        <source>%1 of %2</source>
        <comment>A card&apos;s name: %1 is the rank (queen), %2 the suit (hearts). Reorder freely.</comment>
        <translation>%1 ng %2</translation>
    </message>
    <message>
        <source>Face-down card</source>
        <translation>Barahang nakataob</translation>
    </message>
    <message>
        <source>no card</source>
        <comment>A seat with no face-up card on the table.</comment>
        <translation>walang baraha</translation>
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
        <translation>dos</translation>
    </message>
    <message>
        <source>three</source>
        <translation>tres</translation>
    </message>
    <message>
        <source>four</source>
        <translation>kuwatro</translation>
    </message>
    <message>
        <source>five</source>
        <translation>singko</translation>
    </message>
    <message>
        <source>six</source>
        <translation>sais</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>siyete</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>otso</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>nuwebe</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>diyes</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>sota</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>reyna</translation>
    </message>
    <message>
        <source>king</source>
        <translation>hari</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>alas</translation>
    </message>
</context>
<context>
    <name>CardSuit</name>
    <message>
        <source>spades</source>
        <translation>ispada</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>puso</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diyamante</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>trebol</translation>
    </message>
</context>
<context>
    <name>ChanceChart</name>
    <message>
        <source>Chance chart</source>
        <translation>Tsart ng tsansa</translation>
    </message>
    <message>
        <source>The odds are off: the View menu turns the odds meter on.</source>
        <translation>Nakapatay ang tsansa: buksan ang metro ng tsansa sa menu na Tingnan.</translation>
    </message>
    <message>
        <source>Working out the odds…</source>
        <translation>Kinakalkula ang tsansa…</translation>
    </message>
    <message>
        <source>biggest swing</source>
        <translation>pinakamalaking pagbabago</translation>
    </message>
    <message>
        <source>Your chance to win</source>
        <translation>Tsansa mong manalo</translation>
    </message>
    <message>
        <source>%1&apos;s chance to win</source>
        <comment>two people: the first person&apos;s chance</comment>
        <translation>Tsansa ni %1 na manalo</translation>
    </message>
    <message>
        <source>%1 after every battle, as a perfect card counter would see it; wars are ticked along the bottom.</source>
        <comment>%1 is the line&apos;s name: Your chance to win</comment>
        <translation>%1 pagkatapos ng bawat labanan, ayon sa isang perpektong nagbibilang ng baraha; may marka sa ibaba ang bawat giyera.</translation>
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
        <translation>Tinatapos… labanan %L1</translation>
    </message>
    <message>
        <source>The computer ran out of memory, so play stopped at battle %L1. The table shows the game where it got to.</source>
        <translation>Naubusan ng memorya ang kompyuter, kaya huminto ang laro sa labanan %L1. Ipinapakita ng mesa ang laro kung hanggang saan ito umabot.</translation>
    </message>
    <message>
        <source>Something unexpected went wrong, so play stopped at battle %L1. The table shows the game where it got to.

%2</source>
        <translation>May hindi inaasahang nagkaproblema, kaya huminto ang laro sa labanan %L1. Ipinapakita ng mesa ang laro kung hanggang saan ito umabot.

%2</translation>
    </message>
</context>
<context>
    <name>DailyBox</name>
    <message>
        <source>Copied</source>
        <translation>Nakopya na</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>Binibilang…</translation>
    </message>
    <message numerus="yes">
        <source>Days in a row: %Ln.</source>
        <translation>
            <numerusform>Sunod-sunod na araw: %Ln.</numerusform>
            <numerusform>Sunod-sunod na araw: %Ln.</numerusform>
        </translation>
    </message>
    <message>
        <source>No run of days yet: play today&apos;s deal (Game → Today&apos;s Deal).</source>
        <translation>Wala pang sunod-sunod na araw: laruin ang laro ngayong araw (Laro → Laro Ngayong Araw).</translation>
    </message>
    <message>
        <source>Today: %1.</source>
        <translation>Ngayong araw: %1.</translation>
    </message>
    <message>
        <source>Today&apos;s deal is still to play.</source>
        <translation>Hindi pa nalalaro ang laro ngayong araw.</translation>
    </message>
    <message>
        <source>Today&apos;s Deal</source>
        <translation>Laro Ngayong Araw</translation>
    </message>
    <message>
        <source>Cop&amp;y Result</source>
        <translation>Ko&amp;pyahin ang resulta</translation>
    </message>
</context>
<context>
    <name>DeckChooser</name>
    <message>
        <source>Reading the deck…</source>
        <translation>Binabasa ang disenyo…</translation>
    </message>
    <message>
        <source>Cards and Table</source>
        <translation>Mga baraha at mesa</translation>
    </message>
    <message>
        <source>Card decks</source>
        <translation>Mga disenyo ng baraha</translation>
    </message>
    <message>
        <source>Preview of the deck on the table</source>
        <translation>Ganito ang hitsura ng disenyo ng baraha sa mesa</translation>
    </message>
    <message>
        <source>&amp;Table colour:</source>
        <translation>&amp;Kulay ng mesa:</translation>
    </message>
    <message>
        <source>Krig (our own)</source>
        <translation>Krig (sarili namin)</translation>
    </message>
</context>
<context>
    <name>DesktopWiring</name>
    <message>
        <source>Show &amp;Toolbar</source>
        <translation>Ipakita ang hana&amp;y ng kasangkapan</translation>
    </message>
    <message>
        <source>Show Status &amp;Bar</source>
        <translation>Ipakita an&amp;g hanay ng katayuan</translation>
    </message>
    <message>
        <source>&amp;Cards and Table…</source>
        <translation>Mga baraha at m&amp;esa…</translation>
    </message>
    <message>
        <source>Choose the card deck and the table&apos;s colour</source>
        <translation>Piliin ang disenyo ng baraha at ang kulay ng mesa</translation>
    </message>
    <message>
        <source>Spea&amp;k the Card Counts</source>
        <translation>Sabihin ang b&amp;ilang ng baraha</translation>
    </message>
    <message>
        <source>Your screen reader says how many cards each has</source>
        <translation>Sasabihin ng screen reader mo kung ilang baraha ang hawak ng bawat isa</translation>
    </message>
    <message>
        <source>Autoplay</source>
        <translation>Kusang laro</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Replay</translation>
    </message>
    <message>
        <source>A replay is playing: press P to pause it, Esc to leave it</source>
        <translation>May tumatakbong replay: pindutin ang P para ihinto ito, Esc para umalis</translation>
    </message>
    <message>
        <source>Autoplay is on: press A or P to stop it</source>
        <translation>Naka-on ang kusang laro: pindutin ang A o P para ihinto</translation>
    </message>
</context>
<context>
    <name>EndTexts</name>
    <message numerus="yes">
        <source>Most cards after %n battle(s)</source>
        <translation>
            <numerusform>Pinakamaraming baraha pagkatapos ng %n labanan</numerusform>
            <numerusform>Pinakamaraming baraha pagkatapos ng %n labanan</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>First to win %n war(s)</source>
        <translation>
            <numerusform>Unang manalo sa %n giyera</numerusform>
            <numerusform>Unang manalo sa %n giyera</numerusform>
        </translation>
    </message>
    <message>
        <source>When one player has all the cards</source>
        <translation>Kapag nasa iisang manlalaro na ang lahat ng baraha</translation>
    </message>
    <message>
        <source>Battle %1 of %2</source>
        <translation>Labanan %1 sa %2</translation>
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
        <translation>Napanalunang giyera: %1 — unang umabot sa %2</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between names in a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two names of a list</comment>
        <translation>%1 at %2</translation>
    </message>
    <message numerus="yes">
        <source>A shared win: %1, %n card(s) each.</source>
        <translation>
            <numerusform>Hating panalo: %1, tig-%n baraha.</numerusform>
            <numerusform>Hating panalo: %1, tig-%n baraha.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You are the first to win %n war(s): the game is yours!</source>
        <translation>
            <numerusform>Ikaw ang unang nanalo sa %n giyera: sa iyo ang laro!</numerusform>
            <numerusform>Ikaw ang unang nanalo sa %n giyera: sa iyo ang laro!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is the first to win %n war(s) and wins the game.</source>
        <translation>
            <numerusform>Ang %1 ang unang nanalo sa %n giyera at panalo sa laro.</numerusform>
            <numerusform>Ang %1 ang unang nanalo sa %n giyera at panalo sa laro.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n battle(s) you have the most cards: %1.</source>
        <translation>
            <numerusform>Pagkatapos ng %n labanan, ikaw ang may pinakamaraming baraha: %1.</numerusform>
            <numerusform>Pagkatapos ng %n labanan, ikaw ang may pinakamaraming baraha: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n battle(s) %1 has the most cards: %2.</source>
        <translation>
            <numerusform>Pagkatapos ng %n labanan, ang %1 ang may pinakamaraming baraha: %2.</numerusform>
            <numerusform>Pagkatapos ng %n labanan, ang %1 ang may pinakamaraming baraha: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>A shared win</source>
        <translation>Hating panalo</translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win: the most cards after %2, %n each.</source>
        <translation>
            <numerusform>Hati sa panalo ang %1: pinakamaraming baraha pagkatapos ng %2, tig-%n.</numerusform>
            <numerusform>Hati sa panalo ang %1: pinakamaraming baraha pagkatapos ng %2, tig-%n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n battle(s)</source>
        <translation>
            <numerusform>%n labanan</numerusform>
            <numerusform>%n labanan</numerusform>
        </translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Panalo ka!</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>Panalo ang %1</translation>
    </message>
</context>
<context>
    <name>FateFlow</name>
    <message>
        <source>Reveal Fate is a spoiler: a numbered deal is decided from its first card, and this tells you who will win it and when.

Reveal the fate of this game?</source>
        <translation>Spoiler ang “Ibunyag ang kapalaran”: nakatakda na ang kalalabasan ng bigayang may numero mula pa sa unang baraha, at sasabihin nito kung sino ang mananalo at kailan.

Ibunyag ang kapalaran ng larong ito?</translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>Huwag nang itanong muli</translation>
    </message>
    <message>
        <source>Reveal Fate (spoiler)</source>
        <translation>Ibunyag ang kapalaran (spoiler)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Kanselahin</translation>
    </message>
    <message>
        <source>This deal runs long. Looking ahead… %1 battles so far</source>
        <translation>Mahaba ang bigayang ito. Tumitingin sa hinaharap… %1 labanan na</translation>
    </message>
</context>
<context>
    <name>Felt</name>
    <message>
        <source>Green</source>
        <translation>Berde</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Asul</translation>
    </message>
    <message>
        <source>Burgundy</source>
        <translation>Marun</translation>
    </message>
    <message>
        <source>Teal</source>
        <translation>Asul-berde</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>Kayumanggi</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Kulay-abo</translation>
    </message>
</context>
<context>
    <name>FullScreen</name>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>B&amp;uong screen</translation>
    </message>
    <message>
        <source>Fill the screen with the table; F11 or Esc leaves</source>
        <translation>Punuin ng mesa ang buong screen; F11 o Esc para lumabas</translation>
    </message>
    <message>
        <source>Leave Full Screen (Otherwise Pause)</source>
        <translation>Umalis sa buong screen (kung hindi, ihinto)</translation>
    </message>
    <message>
        <source>Leave Full Screen</source>
        <translation>Umalis sa buong screen</translation>
    </message>
    <message>
        <source>Back to the window (F11 or Esc)</source>
        <translation>Bumalik sa window (F11 o Esc)</translation>
    </message>
</context>
<context>
    <name>GameOverPanel</name>
    <message>
        <source>&amp;Next Game</source>
        <translation>&amp;Susunod na laro</translation>
    </message>
    <message>
        <source>Deal a new game at once, with the same players and rules</source>
        <translation>Mamigay agad ng bagong laro, parehong manlalaro at patakaran</translation>
    </message>
    <message>
        <source>Play This Deal &amp;Again</source>
        <translation>&amp;Laruin ulit ang bigayang ito</translation>
    </message>
    <message>
        <source>The same deal once more: it ends as before, and counts in no statistic</source>
        <translation>Ang parehong bigayan muli: magtatapos ito gaya ng dati, at hindi ito bibilangin sa anumang estadistika</translation>
    </message>
    <message>
        <source>&amp;Watch Replay</source>
        <translation>&amp;Panoorin ang replay</translation>
    </message>
    <message>
        <source>Watch this game again from its first battle</source>
        <translation>Panoorin ulit ang larong ito mula sa unang labanan</translation>
    </message>
    <message>
        <source>Cop&amp;y Result</source>
        <translation>Ko&amp;pyahin ang resulta</translation>
    </message>
    <message>
        <source>Put one line about today&apos;s deal on the clipboard, to send to someone who played it too</source>
        <translation>Ilagay sa clipboard ang isang linya tungkol sa laro ngayong araw, para maipadala mo sa ibang naglaro rin nito</translation>
    </message>
    <message>
        <source>Achievement: %1</source>
        <translation>Tagumpay: %1</translation>
    </message>
    <message>
        <source>The replay ended. This is your own game, as it was before the replay.</source>
        <translation>Tapos na ang replay. Ito ang iyong sariling laro, gaya noong bago ang replay.</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Panalo ka!</translation>
    </message>
    <message>
        <source>You took every card.</source>
        <translation>Nakuha mo ang lahat ng baraha.</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>Panalo ang %1</translation>
    </message>
    <message>
        <source>You ran out of cards.</source>
        <translation>Naubusan ka ng baraha.</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Tabla</translation>
    </message>
    <message>
        <source>Everyone ran out of cards in a war, so nobody could take the pile.</source>
        <translation>Naubusan ng baraha ang lahat sa giyera, kaya walang nakakuha ng tumpok.</translation>
    </message>
    <message>
        <source>Draw by repetition</source>
        <translation>Tabla dahil sa pag-uulit</translation>
    </message>
    <message>
        <source>This position came back: with fixed gathering the game would go round forever.</source>
        <translation>Naulit ang kalagayang ito ng mga baraha: sa nakapirming ayos, paikot-ikot na lang sana ang laro nang walang katapusan.</translation>
    </message>
    <message>
        <source>Game #%1</source>
        <translation>Laro #%1</translation>
    </message>
    <message numerus="yes">
        <source>%n battle(s)</source>
        <translation>
            <numerusform>%n labanan</numerusform>
            <numerusform>%n labanan</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n war(s)</source>
        <translation>
            <numerusform>%n giyera</numerusform>
            <numerusform>%n giyera</numerusform>
        </translation>
    </message>
    <message>
        <source>No war in this game.</source>
        <translation>Walang giyera sa larong ito.</translation>
    </message>
    <message>
        <source>Longest war: a single war in battle %1.</source>
        <translation>Pinakamahabang giyera: isang giyera lang, sa labanan %1.</translation>
    </message>
    <message>
        <source>Longest war: war ×%1 in battle %2.</source>
        <translation>Pinakamahabang giyera: giyera ×%1 sa labanan %2.</translation>
    </message>
    <message numerus="yes">
        <source>Biggest pile: you took %n card(s) in battle %2.</source>
        <translation>
            <numerusform>Pinakamalaking tumpok: kinuha mo ang %n baraha sa labanan %2.</numerusform>
            <numerusform>Pinakamalaking tumpok: kinuha mo ang %n baraha sa labanan %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Biggest pile: %1 took %n card(s) in battle %2.</source>
        <translation>
            <numerusform>Pinakamalaking tumpok: kinuha ng %1 ang %n baraha sa labanan %2.</numerusform>
            <numerusform>Pinakamalaking tumpok: kinuha ng %1 ang %n baraha sa labanan %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The lead changed hands %n time(s).</source>
        <translation>
            <numerusform>Nagpalit ang nangunguna nang %n beses.</numerusform>
            <numerusform>Nagpalit ang nangunguna nang %n beses.</numerusform>
        </translation>
    </message>
    <message>
        <source>The lead never changed hands.</source>
        <translation>Hindi kailanman nagpalit ang nangunguna.</translation>
    </message>
    <message numerus="yes">
        <source>Longest streak: you took %n battle(s) in a row.</source>
        <translation>
            <numerusform>Pinakamahabang sunod-sunod na panalo: ikaw, %n labanan.</numerusform>
            <numerusform>Pinakamahabang sunod-sunod na panalo: ikaw, %n labanan.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Longest streak: %1 took %n battle(s) in a row.</source>
        <translation>
            <numerusform>Pinakamahabang sunod-sunod na panalo: %1, %n labanan.</numerusform>
            <numerusform>Pinakamahabang sunod-sunod na panalo: %1, %n labanan.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Comeback: you came back from only %n card(s) in battle %2.</source>
        <translation>
            <numerusform>Pagbangon: nakabawi ka mula sa %n baraha lang sa labanan %2.</numerusform>
            <numerusform>Pagbangon: nakabawi ka mula sa %n baraha lang sa labanan %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Comeback: %1 came back from only %n card(s) in battle %2.</source>
        <translation>
            <numerusform>Pagbangon: nakabawi ang %1 mula sa %n baraha lang sa labanan %2.</numerusform>
            <numerusform>Pagbangon: nakabawi ang %1 mula sa %n baraha lang sa labanan %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Nakopya na</translation>
    </message>
</context>
<context>
    <name>GameRecorder</name>
    <message>
        <source>The game history was damaged. It was kept as %1, and a new one was started.</source>
        <translation>Sira ang kasaysayan ng mga laro. Itinabi ito bilang %1, at nagsimula ng bago.</translation>
    </message>
    <message numerus="yes">
        <source>The game history can be written again: %Ln kept game(s) recorded.</source>
        <translation>
            <numerusform>Masusulatan nang muli ang kasaysayan ng mga laro: naitala ang %Ln iniingatang laro.</numerusform>
            <numerusform>Masusulatan nang muli ang kasaysayan ng mga laro: naitala ang %Ln iniingatang laro.</numerusform>
        </translation>
    </message>
    <message>
        <source>its folder cannot be written to</source>
        <translation>hindi masulatan ang folder nito</translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <translation>nababasa lang ang talaksan (read-only)</translation>
    </message>
    <message>
        <source>its folder cannot be opened (no permission)</source>
        <translation>hindi mabuksan ang folder nito (walang pahintulot)</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>puno na ang disk</translation>
    </message>
    <message>
        <source>another program keeps it locked</source>
        <translation>naka-lock ito ng ibang programa</translation>
    </message>
    <message>
        <source>it is damaged</source>
        <translation>sira ito</translation>
    </message>
    <message>
        <source>a newer version of Krig Desktop made it</source>
        <translation>gawa ito ng mas bagong bersyon ng Krig Desktop</translation>
    </message>
    <message>
        <source>it is not a Krig Desktop history</source>
        <translation>hindi ito kasaysayan ng Krig Desktop</translation>
    </message>
    <message>
        <source>something other than a file is in its place</source>
        <translation>may ibang bagay na hindi talaksan sa lugar nito</translation>
    </message>
    <message>
        <source>a file stands where its folder should be</source>
        <translation>may talaksan kung saan dapat naroon ang folder nito</translation>
    </message>
    <message>
        <source>it cannot be opened</source>
        <translation>hindi ito mabuksan</translation>
    </message>
    <message>
        <source>The game history cannot be written now, because %1. Games that end meanwhile are kept and recorded as soon as it can be written again. You can play on as usual.</source>
        <translation>Hindi masulatan ngayon ang kasaysayan ng mga laro, dahil %1. Iniingatan ang mga larong matatapos habang ganito at itatala sa sandaling masulatan itong muli. Makapaglalaro ka pa rin gaya ng dati.</translation>
    </message>
</context>
<context>
    <name>HelpComeBack</name>
    <message>
        <source>&lt;b&gt;Today&apos;s Deal&lt;/b&gt; deals the day&apos;s game: choose Game → Today&apos;s Deal, or start the game with:</source>
        <translation>Ipinamimigay ng &lt;b&gt;Laro Ngayong Araw&lt;/b&gt; ang laro ng araw na ito: piliin ang Laro → Laro Ngayong Araw, o simulan ang laro gamit ang utos na ito:</translation>
    </message>
    <message>
        <source>Its game number is the date, year, month and day: %1 on %2. It has 2 players and the default rules, so everyone who plays today gets the same deal. The statistics show how many days in a row you have played it and how today&apos;s game went, and &lt;b&gt;Copy Result&lt;/b&gt; puts one line about it on the clipboard, to send to someone who played it too.</source>
        <translation>Ang numero ng laro nito ay ang petsa, taon, buwan at araw: %1 para sa %2. Dalawa ang manlalaro at karaniwan ang mga patakaran, kaya iisang bigayan ang makukuha ng lahat ng maglalaro ngayong araw. Ipinapakita ng estadistika kung ilang araw nang sunod-sunod mo itong nilalaro at kung paano natapos ang laro ngayong araw, at inilalagay ng &lt;b&gt;Kopyahin ang resulta&lt;/b&gt; sa clipboard ang isang linya tungkol dito, para maipadala mo sa ibang naglaro rin nito.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Two people at one computer&lt;/b&gt;, as War is played across a kitchen table: in New Game, choose two people at this computer and give each a name, or start the game with:</source>
        <translation>&lt;b&gt;Dalawang tao sa iisang kompyuter&lt;/b&gt;, gaya ng paglalaro ng Giyera sa mesa sa kusina: sa Bagong laro, piliin ang dalawang tao sa kompyuter na ito at bigyan ng pangalan ang bawat isa, o simulan ang laro gamit ang utos na ito:</translation>
    </message>
    <message>
        <source>Each of you turns with a key of your own: %1 for Player 1 and %2 for Player 2 by default. New Game lets you change them, and refuses a key the game already uses. A click on your own deck counts as your key.</source>
        <translation>May sariling key sa pagbaligtad ang bawat isa sa inyo: %1 para sa Manlalaro 1 at %2 para sa Manlalaro 2, kung walang binago. Mapapalitan ang mga ito sa Bagong laro, at hindi tatanggapin ang key na ginagamit na ng laro. Ang pag-click sa sarili mong salansan ay katulad ng pagpindot sa key mo.</translation>
    </message>
    <message>
        <source>A battle&apos;s cards turn when both of you have pressed; the CPU players just turn. Space, Enter and Play press for everyone who has not pressed yet, so one of you can also play on alone.</source>
        <translation>Ibinabaligtad ang mga baraha ng isang labanan kapag nakapindot na kayong dalawa; kusa namang nagbabaligtad ang mga kompyuter. Pumipindot ang Space, Enter at Ibaligtad para sa lahat ng hindi pa nakapindot, kaya puwede ring magpatuloy nang mag-isa ang isa sa inyo.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Call the War&lt;/b&gt; (Game → Call the War, off until you turn it on) gives you a guess to make. When a war waits to be laid, press %1 … %2 for the player in the war you think will take it, or click that player&apos;s name plate. %1 is the first seat, at the bottom of the table, %3 the next, and so on. You may change your call until the war cards are laid; when the war ends, a note on the felt says whether you called it.</source>
        <translation>Binibigyan ka ng &lt;b&gt;Hulaan ang mananalo sa giyera&lt;/b&gt; (Laro → Hulaan ang mananalo sa giyera; nakapatay hangga&apos;t hindi mo binubuksan) ng isang hulang gagawin. Kapag may giyerang naghihintay na mailapag, pindutin ang %1 … %2 para sa manlalarong nasa giyera na sa tingin mo ay kukuha nito, o i-click ang plaka ng manlalarong iyon. Ang %1 ang unang puwesto, sa ibaba ng mesa, ang %3 ang kasunod, at iba pa. Mababago mo ang hula mo hanggang mailapag ang mga baraha ng giyera; pagkatapos ng giyera, sasabihin ng isang paalala sa mesa kung tama ang hula mo.</translation>
    </message>
    <message>
        <source>The statistics count the calls you made, how many were right, and how many a card counter would have got right: someone who knows which cards each player holds, but not in which order, and calls the likeliest player every time. Nobody who cannot see the order can expect to call better than that. So if you are right more often than the counter, that is luck; if less often, the counter&apos;s way of calling would have served you better.</source>
        <translation>Binibilang ng estadistika ang mga hula mo, kung ilan ang tama, at kung ilan ang tatamaan ng isang nagbibilang ng baraha: isang nakaaalam kung aling mga baraha ang hawak ng bawat manlalaro, pero hindi ang pagkakasunod-sunod, at laging hinuhulaan ang manlalarong pinakamalamang na manalo. Walang sinumang hindi nakakakita ng pagkakasunod-sunod ang makaaasang huhula nang mas mahusay roon. Kaya kung mas madalas kang tama kaysa sa nagbibilang, suwerte iyon; kung mas madalang, mas makabubuti sana sa iyo ang paraan ng paghula nito.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Achievements&lt;/b&gt; are earned from your history: rare moments and milestones of the games you play. When you earn one, a quiet note on the felt says so, with no box to close. The statistics list each one with the date and the game it was earned in; click one to watch that game&apos;s replay.</source>
        <translation>Nakukuha ang &lt;b&gt;mga tagumpay&lt;/b&gt; mula sa kasaysayan mo: mga pambihirang sandali at mahahalagang yugto ng mga laro mo. Kapag may nakuha ka, tahimik itong sinasabi ng isang paalala sa mesa, walang kahong kailangang isara. Nakalista sa estadistika ang bawat isa kasama ang petsa at ang larong pinagkunan nito; i-click ang isa para panoorin ang replay ng larong iyon.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your luck over time:&lt;/b&gt; the statistics set your wins against the wins the chances at the deal predicted, game after game. When your wins run ahead of the predicted ones, luck has been on your side; when they fall behind, it has been against you.</source>
        <translation>&lt;b&gt;Ang suwerte mo sa paglipas ng panahon:&lt;/b&gt; inihahambing ng estadistika ang mga panalo mo sa mga panalong inaasahan ng tsansa sa simula ng bigayan, laro pagkatapos ng laro. Kapag nauuna ang mga panalo mo sa inaasahan, kakampi mo ang suwerte; kapag nahuhuli, kalaban mo ito.</translation>
    </message>
    <message>
        <source>War has no decisions to make, so besides the cards the game keeps a few things for you: a deal for the day, a friend beside you, a guess worth making, and a record of your games.</source>
        <translation>Walang kailangang pagpasyahan sa Giyera, kaya bukod sa mga baraha, may ilang bagay na inihahanda ang laro para sa iyo: isang bigayan para sa araw na ito, isang kaibigan sa tabi mo, isang hulang sulit subukan, at talaan ng mga laro mo.</translation>
    </message>
    <message>
        <source>Reasons to come back</source>
        <translation>Mga dahilan para bumalik</translation>
    </message>
    <message>
        <source>When a war waits: name who takes it, from the first seat to the fourth</source>
        <translation>Kapag may naghihintay na giyera: hulaan kung sino ang kukuha nito, mula sa unang puwesto hanggang sa ikaapat</translation>
    </message>
    <message>
        <source>Player %1 turns, when two people play (%2 by default; set in New Game)</source>
        <translation>Nagbabaligtad ang Manlalaro %1, kapag dalawang tao ang naglalaro (%2 kung walang binago; itinatakda sa Bagong laro)</translation>
    </message>
    <message>
        <source>Two people at one computer</source>
        <translation>Dalawang tao sa iisang kompyuter</translation>
    </message>
</context>
<context>
    <name>HelpEnding</name>
    <message>
        <source>War can take a long time. The rule option &lt;i&gt;Game ends&lt;/i&gt; in New Game lets you decide when a game stops.</source>
        <translation>Maaaring tumagal nang husto ang Giyera. Sa patakarang &lt;i&gt;Pagtatapos ng laro&lt;/i&gt; sa Bagong laro, ikaw ang magpapasya kung kailan titigil ang laro.</translation>
    </message>
    <message>
        <source>&lt;b&gt;When one player has all the cards&lt;/b&gt; (the usual way, and the default): play on until one player holds every card.</source>
        <translation>&lt;b&gt;Kapag nasa iisang manlalaro na ang lahat ng baraha&lt;/b&gt; (ang karaniwan, at ang nakatakda): tuloy ang laro hanggang hawak na ng isang manlalaro ang bawat baraha.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Most cards after 50, 100 or 200 battles:&lt;/b&gt; when that battle is over (a battle includes its wars, until the pile is gathered) and more than one player still has cards, the game ends. The player with the most cards in hand wins; two or more with the same most share the win. With three players the card set aside at the deal counts for nobody. A position that comes back does not end such a game as a draw by repetition: it ends at its last battle anyway.</source>
        <translation>&lt;b&gt;Pinakamaraming baraha pagkatapos ng 50, 100 o 200 labanan:&lt;/b&gt; kapag tapos na ang labanang iyon (kasama sa isang labanan ang mga giyera nito, hanggang makuha ang tumpok) at higit sa isang manlalaro pa ang may baraha, tapos ang laro. Panalo ang manlalarong may pinakamaraming hawak na baraha; kung dalawa o higit pa ang magkapareho ng pinakamarami, hati sila sa panalo. Kapag tatlo ang manlalaro, walang pinagbibilangan ng barahang itinabi sa bigayan. Hindi nagiging tabla dahil sa pag-uulit ang ganitong laro kapag naulit ang kalagayan ng mga baraha: matatapos pa rin ito sa huling labanan nito.</translation>
    </message>
    <message>
        <source>&lt;b&gt;First to win 3 or 5 wars:&lt;/b&gt; you win a war when you take the pile of a battle that had at least one war in it. The first player to win that many wars wins the game, as soon as that pile is gathered.</source>
        <translation>&lt;b&gt;Unang manalo sa 3 o 5 giyera:&lt;/b&gt; nananalo ka sa isang giyera kapag ikaw ang kumuha ng tumpok ng labanang may kahit isang giyera. Ang unang manlalarong manalo sa ganoong karaming giyera ang panalo sa laro, sa sandaling makuha ang tumpok na iyon.</translation>
    </message>
    <message>
        <source>Either way, a game that ends sooner by the usual rules ends as they say: one player takes every card, everyone runs short in a war (a draw), or a position comes back (a draw by repetition).</source>
        <translation>Alinman ang piliin, ang larong mas maagang natapos ayon sa karaniwang patakaran ay natatapos gaya ng sinasabi ng mga ito: nakuha ng isang manlalaro ang lahat ng baraha, naubusan ng baraha ang lahat sa isang giyera (tabla), o naulit ang kalagayan ng mga baraha (tabla dahil sa pag-uulit).</translation>
    </message>
    <message>
        <source>The end never changes the deal: the same game number, number of players, face-down cards and gathering deal the same cards whatever end you choose. Today&apos;s deal is always played until one player has all the cards.</source>
        <translation>Hindi kailanman binabago ng pagtatapos ang bigayan: pareho ang mga barahang ipinamimigay ng parehong numero ng laro, bilang ng manlalaro, nakataob na baraha at pagkuha ng tumpok, anumang pagtatapos ang piliin mo. Ang Laro Ngayong Araw ay laging nilalaro hanggang nasa iisang manlalaro na ang lahat ng baraha.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Why choose an early end:&lt;/b&gt; with fixed order and two face-down cards a game almost never ends by itself, and any game can run to hundreds of battles. New Game warns you about such rules.</source>
        <translation>&lt;b&gt;Bakit pipili ng maagang pagtatapos:&lt;/b&gt; sa nakapirming ayos at dalawang nakataob na baraha, halos hindi natatapos nang kusa ang laro, at maaaring umabot sa daan-daang labanan ang kahit anong laro. Binabalaan ka ng Bagong laro tungkol sa ganitong mga patakaran.</translation>
    </message>
    <message>
        <source>Ending early</source>
        <translation>Maagang pagtatapos</translation>
    </message>
</context>
<context>
    <name>HelpStory</name>
    <message>
        <source>&lt;b&gt;The odds meter&lt;/b&gt; in the status bar shows each player&apos;s chance to win, as a perfect card counter would see it: someone who knows which cards every hand holds, but not in which order. &lt;b&gt;26 % 74 %&lt;/b&gt; means that of all the orders those cards could be in, you win about one game in four.</source>
        <translation>&lt;b&gt;Ang metro ng tsansa&lt;/b&gt; sa hanay ng katayuan ay nagpapakita ng tsansang manalo ng bawat manlalaro, ayon sa isang perpektong nagbibilang ng baraha: alam niya kung aling mga baraha ang hawak ng bawat isa, pero hindi ang pagkakasunod-sunod. Ang &lt;b&gt;26% 74%&lt;/b&gt; ay nangangahulugang sa lahat ng posibleng pagkakasunod-sunod ng mga barahang iyon, mananalo ka sa halos isa sa bawat apat na laro.</translation>
    </message>
    <message>
        <source>&lt;b&gt;±&lt;/b&gt; is how far the estimate may be off: the chance is worked out by playing the game on many times from here, and ±1.3 means the true chance is within about 1.3 points of the one shown.</source>
        <translation>&lt;b&gt;±&lt;/b&gt; ang posibleng layo ng tantiya: kinukuwenta ang tsansa sa paglalaro nang maraming ulit mula rito, at ang ±1.3 ay nangangahulugang nasa loob ng mga 1.3 puntong porsiyento ng ipinapakita ang totoong tsansa.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Why losing a battle can raise your chance:&lt;/b&gt; what counts is which cards you hold, not how many. Losing a 3 while the other player&apos;s king goes under their hand can leave you stronger for the battles to come.</source>
        <translation>&lt;b&gt;Bakit maaaring tumaas ang tsansa mo kahit natalo ka sa labanan:&lt;/b&gt; ang mahalaga ay kung aling mga baraha ang hawak mo, hindi kung ilan. Kapag 3 ang natalo mo habang napupunta sa ilalim ng salansan ng ibang manlalaro ang kanyang hari, maaaring mas malakas ka para sa mga susunod na labanan.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Reveal Fate&lt;/b&gt; (Game menu) is not the meter. A numbered deal is decided from its first card: Reveal Fate plays the real order of the cards to the end and tells you who will win and when. The meter does not know that order, so it can say 74 % for a game that Reveal Fate says you will lose. It is a spoiler, and asks before it tells.</source>
        <translation>Iba ang &lt;b&gt;“Ibunyag ang kapalaran”&lt;/b&gt; (menu na Laro) sa metro. Nakatakda na ang kalalabasan ng bigayang may numero mula pa sa unang baraha: nilalaro nito hanggang dulo ang tunay na pagkakasunod-sunod ng mga baraha at sinasabi kung sino ang mananalo at kailan. Hindi alam ng metro ang pagkakasunod-sunod na iyon, kaya maaari itong magsabi ng 74% sa larong matatalo ka ayon sa “Ibunyag ang kapalaran”. Spoiler ito, kaya nagtatanong muna bago magsabi.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The battle log&lt;/b&gt; (View → Battle Log) is the story of the game: one row per battle, with the cards each player laid (▢ is a face-down card) and who took the pile. Under it, &lt;b&gt;two charts&lt;/b&gt;: how many cards each player held after every battle, and your chance after every battle, with the wars ticked along the bottom.</source>
        <translation>Ang &lt;b&gt;talaan ng mga labanan&lt;/b&gt; (Tingnan → Talaan ng mga labanan) ang kuwento ng laro: isang hanay bawat labanan, kasama ang mga barahang inilapag ng bawat manlalaro (▢ ang barahang nakataob) at kung sino ang kumuha ng tumpok. Sa ilalim nito, &lt;b&gt;dalawang tsart&lt;/b&gt;: ilang baraha ang hawak ng bawat manlalaro pagkatapos ng bawat labanan, at ang tsansa mo pagkatapos ng bawat labanan, may marka sa ibaba ang bawat giyera.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Looking back:&lt;/b&gt; View → Look Back shows a past battle on the table; ← and → move from battle to battle, End comes back to the present. Clicking a row of the log does the same.</source>
        <translation>&lt;b&gt;Pagbalik-tanaw:&lt;/b&gt; ipinapakita ng Tingnan → Balikan ang isang nakaraang labanan sa mesa; lumilipat ang ← at → mula labanan hanggang labanan, at ibinabalik ka ng End sa kasalukuyan. Ganoon din ang pag-click sa isang hanay ng talaan.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Playing by itself:&lt;/b&gt; Autoplay plays on until you stop it; Pause stops it where it is; Pause on Wars waits for a click at each war. Finish Game plays the game to its end at once. The speeds (Game → Speed, keys 1 to 5) set how fast the cards move: slow, normal, fast, very fast or instant.</source>
        <translation>&lt;b&gt;Kusang paglalaro:&lt;/b&gt; tuloy-tuloy ang kusang laro hanggang ihinto mo; pinahihinto ito ng Ihinto muna kung nasaan man; naghihintay ng pag-click ang Huminto sa bawat giyera bago ilapag ang mga baraha ng giyera. Tinatapos agad ng Tapusin ang laro ang buong laro. Itinatakda ng bilis (Laro → Bilis, mga key 1 hanggang 5) kung gaano kabilis gumalaw ang mga baraha: mabagal, karaniwan, mabilis, napakabilis o agad-agad.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Watch Replay&lt;/b&gt; plays this game again from battle 1, card by card, to watch it; Esc stops and returns to the game as it was.</source>
        <translation>Ipinapakita ulit ng &lt;b&gt;“Panoorin ang replay”&lt;/b&gt; ang larong ito mula sa labanan 1, isa-isang baraha, para panoorin; pinahihinto ito ng Esc at ibinabalik ka sa laro gaya ng dati.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Statistics and history&lt;/b&gt; (Game → Statistics): your results so far, and every game played, which you can watch again battle by battle or export.</source>
        <translation>&lt;b&gt;Estadistika at kasaysayan&lt;/b&gt; (Laro → Estadistika): ang mga resulta mo hanggang ngayon, at bawat larong nalaro, na mapapanood mo ulit nang isa-isang labanan o mai-export.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Sound&lt;/b&gt; needs the optional sound package. Without it, or without an audio output, the View menu shows &lt;i&gt;Sounds Unavailable&lt;/i&gt;, and its tool tip says why.</source>
        <translation>Kailangan ng &lt;b&gt;tunog&lt;/b&gt; ang opsyonal na pakete ng tunog. Kapag wala ito, o walang labasan ng tunog, &lt;i&gt;Walang tunog&lt;/i&gt; ang nasa menu na Tingnan, at sinasabi ng tooltip nito kung bakit.</translation>
    </message>
    <message>
        <source>Reading the story and the odds</source>
        <translation>Kuwento ng laro at tsansa</translation>
    </message>
</context>
<context>
    <name>HelpText</name>
    <message>
        <source>A quick example</source>
        <translation>Isang mabilis na halimbawa</translation>
    </message>
    <message>
        <source>Everyone turns their top card at the same moment. A &lt;b&gt;10&lt;/b&gt; beats a &lt;b&gt;6&lt;/b&gt;, whatever the suits: the player who turned the 10 takes both cards.</source>
        <translation>Sabay-sabay na ibinabaligtad ng lahat ang baraha sa ibabaw ng kanilang salansan. Tinatalo ng &lt;b&gt;10&lt;/b&gt; ang &lt;b&gt;6&lt;/b&gt;, anuman ang kanilang palo: ang manlalarong nagbaligtad ng 10 ang kukuha ng dalawang baraha.</translation>
    </message>
    <message>
        <source>If the highest cards are equal, say two queens, it is &lt;b&gt;war&lt;/b&gt;: every player in that battle puts one card face down and one face up, and the highest new face-up card takes the whole pile.</source>
        <translation>Kapag tabla ang pinakamataas na baraha, halimbawa dalawang reyna, &lt;b&gt;giyera&lt;/b&gt; na: bawat manlalaro sa labanang iyon ay maglalapag ng isang barahang nakataob at isang nakabukas, at ang pinakamataas na bagong nakabukas na baraha ang kukuha ng buong tumpok.</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Paano laruin</translation>
    </message>
    <message>
        <source>Krig is the Norwegian name for War. Two, three or four players share one standard deck of 52 cards, without jokers. You sit at the bottom of the table; the other seats are played by CPU players, which only turn cards.</source>
        <translation>Ang Krig ay ang pangalang Norwegian ng larong Giyera (War). Dalawa, tatlo o apat na manlalaro ang naghahati sa isang karaniwang set ng 52 baraha, walang joker. Ikaw ang nasa ibaba ng mesa; ang ibang puwesto ay nilalaro ng mga manlalarong kompyuter, na nagbabaligtad lang ng baraha.</translation>
    </message>
    <message>
        <source>The cards are shuffled and dealt face down, one at a time, as evenly as possible: 26 each with two players, 13 each with four. With three players everyone gets 17 cards and the last card is set aside face down, unseen. It stays out of play for the whole game and may be shown when the game ends.</source>
        <translation>Binabalasa ang mga baraha at ipinamimigay nang nakataob, isa-isa, nang pantay-pantay hangga&apos;t maaari: tig-26 kapag dalawa ang manlalaro, tig-13 kapag apat. Kapag tatlo ang manlalaro, tig-17 ang bawat isa at itinatabi nang nakataob ang huling baraha, nang walang nakakakita. Hindi ito kasali sa buong laro at maaaring ipakita pagkatapos ng laro.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A battle:&lt;/b&gt; every player still in the game turns the top card of their hand face up, all at the same time. The highest rank takes every card on the table. The ace is highest and the 2 lowest; suits never matter.</source>
        <translation>&lt;b&gt;Isang labanan:&lt;/b&gt; sabay-sabay na ibinabaligtad ng bawat manlalarong kasali pa ang baraha sa ibabaw ng kanilang salansan. Ang pinakamataas na baraha ang kukuha ng lahat ng baraha sa mesa. Alas ang pinakamataas at 2 ang pinakamababa; hindi kailanman mahalaga ang palo.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A war:&lt;/b&gt; when two or more face-up cards tie for the highest rank, every player who took part in that battle, not only the tied ones, puts one card face down and then one card face up. The highest new face-up card takes the whole pile: the battle cards and every war card on the table. If the new cards tie for the highest again, the same step repeats with the same players.</source>
        <translation>&lt;b&gt;Isang giyera:&lt;/b&gt; kapag tabla ang dalawa o higit pang nakabukas na baraha sa pinakamataas, bawat manlalarong kasali sa labanang iyon, hindi lang ang mga nagtabla, ay maglalapag ng isang barahang nakataob at saka isang nakabukas. Ang pinakamataas na bagong nakabukas na baraha ang kukuha ng buong tumpok: ang mga baraha ng labanan at lahat ng baraha ng giyera sa mesa. Kung magtabla ulit sa pinakamataas ang mga bagong baraha, uulitin ang parehong hakbang ng parehong mga manlalaro.</translation>
    </message>
    <message>
        <source>The winner puts the pile under their hand. By default the pile is shuffled first, so the won cards come back in random order.</source>
        <translation>Inilalagay ng nanalo ang tumpok sa ilalim ng kanyang salansan. Karaniwan, binabalasa muna ang tumpok, kaya bumabalik ang mga napanalunang baraha nang walang tiyak na pagkakasunod.</translation>
    </message>
    <message>
        <source>A player who runs out of cards is out of the game. The last player with cards wins.</source>
        <translation>Ang manlalarong maubusan ng baraha ay labas na sa laro. Ang huling manlalarong may baraha pa ang panalo.</translation>
    </message>
    <message>
        <source>To turn your card, click your deck at the bottom of the table, or press the Space bar.</source>
        <translation>Para ibaligtad ang iyong baraha, i-click ang iyong salansan sa ibaba ng mesa, o pindutin ang Space bar.</translation>
    </message>
    <message>
        <source>Reading the table</source>
        <translation>Pagbasa sa mesa</translation>
    </message>
    <message>
        <source>Each player has a deck, face down, and a name plate showing how many cards they hold. The faint outline on the felt near each deck is where that player&apos;s cards land.</source>
        <translation>Bawat manlalaro ay may salansang nakataob at plakang may pangalan na nagsasabi kung ilang baraha ang hawak niya. Ang malabong guhit sa mesa malapit sa bawat salansan ang lugar na binabagsakan ng mga baraha ng manlalarong iyon.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Gold outline:&lt;/b&gt; the face-up card that takes the pile is outlined in gold, and its player&apos;s name plate turns gold until the pile has gone under their hand. When the game ends, the winner&apos;s name plate stays gold.</source>
        <translation>&lt;b&gt;Gintong guhit:&lt;/b&gt; may gintong guhit sa paligid ang nakabukas na barahang kukuha ng tumpok, at nagiging ginto ang plaka ng manlalaro nito hanggang mapunta ang tumpok sa ilalim ng kanyang salansan. Kapag tapos na ang laro, nananatiling ginto ang plaka ng nanalo.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Red outlines:&lt;/b&gt; face-up cards outlined in red tie for the highest rank, so a war is coming, and a red banner says %1 (or %2 when the war cards tie once more). The red outlines stay until the war cards are laid.</source>
        <translation>&lt;b&gt;Pulang guhit:&lt;/b&gt; ang mga nakabukas na barahang may pulang guhit ay nagtabla sa pinakamataas na ranggo, kaya may darating na giyera, at may pulang banner na nagsasabing %1 (o %2 kapag nagtabla ulit ang mga baraha ng giyera). Nananatili ang pulang guhit hanggang mailapag ang mga baraha ng giyera.</translation>
    </message>
    <message>
        <source>A player who is out of the game has a greyed name plate, and their deck is marked as out.</source>
        <translation>Kulay-abo ang plaka ng manlalarong labas na sa laro, at may markang labas ang kanyang salansan.</translation>
    </message>
    <message>
        <source>With three players, the card set aside at the deal lies face down at the side of the table, labelled %1; it may be turned face up when the game ends.</source>
        <translation>Kapag tatlo ang manlalaro, ang barahang itinabi sa bigayan ay nakataob sa gilid ng mesa, may nakasulat na %1; maaari itong ibukas kapag tapos na ang laro.</translation>
    </message>
    <message>
        <source>The status bar at the bottom of the window counts the battles and shows how many cards each player holds. When the game ends, a panel says who won and how many battles and wars it took.</source>
        <translation>Binibilang ng hanay ng katayuan sa ibaba ng window ang mga labanan at ipinapakita kung ilang baraha ang hawak ng bawat manlalaro. Kapag tapos na ang laro, sinasabi ng isang panel kung sino ang nanalo at ilang labanan at giyera ang inabot nito.</translation>
    </message>
    <message>
        <source>How many players can play?</source>
        <translation>Ilang manlalaro ang puwedeng maglaro?</translation>
    </message>
    <message>
        <source>Two, three or four: you and one to three CPU players. You choose when you start a new game. Everyone plays from one standard deck of 52 cards.</source>
        <translation>Dalawa, tatlo o apat: ikaw at isa hanggang tatlong manlalarong kompyuter. Pipili ka kapag nagsimula ka ng bagong laro. Iisang karaniwang set ng 52 baraha ang gamit ng lahat.</translation>
    </message>
    <message>
        <source>War is a game of luck, and a game can take a long time. Every player turns cards the same way; the CPU players make no choices either.</source>
        <translation>Laro ng suwerte ang Giyera, at maaaring magtagal ang isang laro. Pare-pareho ang pagbaligtad ng baraha ng lahat ng manlalaro; wala ring pinipili ang mga manlalarong kompyuter.</translation>
    </message>
    <message>
        <source>Everything can be done from the keyboard. Space or Enter plays; Tab moves between the decks on the table, and Space on a deck plays as a click on it does (with two people, for that deck&apos;s player).</source>
        <translation>Magagawa ang lahat gamit ang keyboard. Naglalaro ang Space o Enter; lumilipat ang Tab sa pagitan ng mga salansan sa mesa, at ang Space sa isang salansan ay gaya ng pag-click dito (kapag dalawang tao, para sa manlalaro ng salansang iyon).</translation>
    </message>
    <message>
        <source>Which card is highest?</source>
        <translation>Aling baraha ang pinakamataas?</translation>
    </message>
    <message>
        <source>The ace, then the king, queen, jack and 10, and so on down to the 2. Suits have no rank: the 10 of clubs and the 10 of hearts are equal.</source>
        <translation>Ang alas, sunod ang hari, reyna, sota at 10, at pababa hanggang 2. Walang ranggo ang palo: magkapantay ang 10 ng trebol at ang 10 ng puso.</translation>
    </message>
    <message>
        <source>What happens on a tie?</source>
        <translation>Ano ang nangyayari kapag tabla?</translation>
    </message>
    <message>
        <source>A war. Every player who took part in the battle, including those whose cards were lower, puts one card face down and one face up. The highest new face-up card takes every card on the table. Another tie repeats the same step.</source>
        <translation>Giyera. Bawat manlalarong kasali sa labanan, pati ang may mas mababang baraha, ay maglalapag ng isang barahang nakataob at isang nakabukas. Ang pinakamataas na bagong nakabukas na baraha ang kukuha ng lahat ng baraha sa mesa. Kapag tabla ulit, uulitin ang parehong hakbang.</translation>
    </message>
    <message>
        <source>What if I run out of cards for a war?</source>
        <translation>Paano kung maubusan ako ng baraha para sa giyera?</translation>
    </message>
    <message>
        <source>A player who cannot lay both the face-down and the face-up card is out of the game at once, and every card they still hold goes onto the pile. The war goes on among the others; if only one player is left in it, that player takes the pile. If everyone in the war runs short at the same step, nobody can take the pile and the game ends in a draw.</source>
        <translation>Ang manlalarong hindi makapaglapag ng parehong nakataob at nakabukas na baraha ay agad na labas sa laro, at mapupunta sa tumpok ang lahat ng baraha niyang natitira. Tuloy ang giyera sa iba; kung iisang manlalaro na lang ang natira, siya ang kukuha ng tumpok. Kung sabay-sabay na kinapos ang lahat ng nasa giyera sa iisang hakbang, walang makakakuha ng tumpok at tabla ang laro.</translation>
    </message>
    <message>
        <source>What if my last card loses a battle?</source>
        <translation>Paano kung matalo ang huli kong baraha sa isang labanan?</translation>
    </message>
    <message>
        <source>Then you are out when that battle ends. If your last card wins, you keep playing with the cards you just won.</source>
        <translation>Labas ka na pagkatapos ng labanang iyon. Kung manalo ang huli mong baraha, tuloy ang laro mo gamit ang mga barahang kapapanalo mo lang.</translation>
    </message>
    <message>
        <source>Does the game need an account, or send my cards anywhere?</source>
        <translation>Kailangan ba ng account ang laro, o ipinapadala ba nito kung saan ang mga baraha ko?</translation>
    </message>
    <message>
        <source>No. There is no account, and the game never uses the network: nothing leaves this computer. Saved games and settings stay in your own configuration folder: %1</source>
        <translation>Hindi. Walang account, at hindi kailanman gumagamit ng network ang laro: walang lumalabas sa kompyuter na ito. Nasa sarili mong folder ng configuration ang mga naka-save na laro at mga setting: %1</translation>
    </message>
    <message>
        <source>Questions and answers</source>
        <translation>Mga tanong at sagot</translation>
    </message>
    <message>
        <source>Rules and limitations</source>
        <translation>Mga patakaran at limitasyon</translation>
    </message>
    <message>
        <source>&lt;b&gt;Face-down cards:&lt;/b&gt; one per player at each step of a war. The rule option &lt;i&gt;face-down cards in a war&lt;/i&gt; can make it 2 or 3.</source>
        <translation>&lt;b&gt;Mga barahang nakataob:&lt;/b&gt; isa bawat manlalaro sa bawat hakbang ng giyera. Magagawa itong 2 o 3 ng patakarang &lt;i&gt;nakataob na baraha sa giyera&lt;/i&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Gathering the pile:&lt;/b&gt; by default the won pile is shuffled before it goes under the winner&apos;s hand. The shuffle follows the game number, so the same game number, number of players and rule options always deal and play the same game. With the rule option &lt;i&gt;fixed order&lt;/i&gt;, the pile goes under in the order it was laid: the battle cards first, then each war step, in seat order, face-down cards before the face-up card.</source>
        <translation>&lt;b&gt;Pagkuha ng tumpok:&lt;/b&gt; karaniwan, binabalasa muna ang napanalunang tumpok bago ilagay sa ilalim ng salansan ng nanalo. Sumusunod ang balasa sa numero ng laro, kaya ang parehong numero ng laro, bilang ng manlalaro at mga patakaran ay laging magbibigay ng parehong laro. Sa patakarang &lt;i&gt;nakapirming ayos&lt;/i&gt;, inilalagay ang tumpok sa ilalim ayon sa pagkakalapag: una ang mga baraha ng labanan, saka bawat hakbang ng giyera, ayon sa puwesto, ang nakataob bago ang nakabukas.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Endless games:&lt;/b&gt; with fixed gathering a deal can go round forever. The game watches for this: when the cards in every hand are in exactly the same order at the start of a battle as earlier in the same game, the game ends as a draw by repetition, and tells you so. With shuffled gathering every game comes to an end sooner or later, so no limit is set.</source>
        <translation>&lt;b&gt;Larong walang katapusan:&lt;/b&gt; kapag nakapirmi ang pagkuha ng tumpok, maaaring paikot-ikot ang bigayan nang walang hanggan. Binabantayan ito ng laro: kapag sa simula ng isang labanan ay eksaktong pareho ang pagkakasunod ng mga baraha ng bawat manlalaro gaya ng dati sa parehong laro, tatapusin ang laro bilang tabla dahil sa pag-uulit, at sasabihin ito sa iyo. Kapag binabalasa ang tumpok, natatapos din ang bawat laro sa malao&apos;t madali, kaya walang itinakdang limitasyon.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Three players:&lt;/b&gt; one card is set aside unseen at the deal and takes no part in the game.</source>
        <translation>&lt;b&gt;Tatlong manlalaro:&lt;/b&gt; may isang barahang itinatabi nang hindi nakikita sa bigayan, at hindi ito kasali sa laro.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Saving:&lt;/b&gt; File → Save keeps your game without asking, and File → Revert to Saved brings it back. Saves and settings are kept on this computer, in %1</source>
        <translation>&lt;b&gt;Pag-save:&lt;/b&gt; Iniingatan ng Talaksan → I-save ang laro mo nang hindi nagtatanong, at ibinabalik ito ng Talaksan → Ibalik sa naka-save. Nakatago ang mga naka-save na laro at setting sa kompyuter na ito, sa %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;What this version is not:&lt;/b&gt; there is no online play, no account and no network at all; no game data is ever uploaded.</source>
        <translation>&lt;b&gt;Ang wala sa bersyong ito:&lt;/b&gt; walang online na laro, walang account at walang network; walang datos ng laro na ina-upload kailanman.</translation>
    </message>
    <message>
        <source>Accessibility</source>
        <translation>Aksesibilidad</translation>
    </message>
    <message>
        <source>&lt;b&gt;With a screen reader:&lt;/b&gt; each battle&apos;s result is announced. If your screen reader does not speak announcements, press &lt;b&gt;%1&lt;/b&gt;: the focus goes to the card table, and its description begins with the last battle&apos;s result, then says how many cards each player holds. Each deck is named with its count, such as &quot;Your deck, 26 cards&quot;. &lt;b&gt;%2&lt;/b&gt; says the card counts at any time.</source>
        <translation>&lt;b&gt;May screen reader:&lt;/b&gt; inaanunsyo ang resulta ng bawat labanan. Kung hindi binibigkas ng iyong screen reader ang mga anunsyo, pindutin ang &lt;b&gt;%1&lt;/b&gt;: mapupunta ang focus sa mesa ng baraha, at nagsisimula ang paglalarawan nito sa resulta ng huling labanan, saka sinasabi kung ilang baraha ang hawak ng bawat manlalaro. May pangalan ang bawat salansan kasama ang bilang nito, gaya ng &quot;Salansan mo, 26 baraha&quot;. Sinasabi ng &lt;b&gt;%2&lt;/b&gt; ang bilang ng mga baraha anumang oras.</translation>
    </message>
    <message>
        <source>&lt;b&gt;View → Reduce Motion:&lt;/b&gt; cards appear in their places instead of flying, and the War! banner appears without growing. The game keeps its pace; the setting is remembered.</source>
        <translation>&lt;b&gt;Tingnan → Bawasan ang galaw:&lt;/b&gt; lumilitaw ang mga baraha sa kanilang lugar sa halip na lumipad, at lumilitaw ang banner na Giyera! nang hindi lumalaki. Hindi nagbabago ang bilis ng laro; tinatandaan ang setting.</translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <source>beats</source>
        <comment>Between two card pictures: the 10 beats the 6.</comment>
        <translation>panalo sa</translation>
    </message>
    <message>
        <source>Other keys</source>
        <translation>Iba pang key</translation>
    </message>
    <message>
        <source>In this window</source>
        <translation>Sa window na ito</translation>
    </message>
    <message>
        <source>Close the help</source>
        <translation>Isara ang tulong</translation>
    </message>
    <message>
        <source>Clicking your deck does the same as Play.</source>
        <translation>Ang pag-click sa iyong salansan ay katulad ng Ibaligtad.</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Mga shortcut sa keyboard</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Paano laruin</translation>
    </message>
    <message>
        <source>How to play Krig</source>
        <translation>Paano laruin ang Krig</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Nilalaman</translation>
    </message>
    <message>
        <source>Scroll up and down</source>
        <translation>Mag-scroll pataas at pababa</translation>
    </message>
    <message>
        <source>Scroll sideways</source>
        <translation>Mag-scroll patagilid</translation>
    </message>
</context>
<context>
    <name>HistoryListModel</name>
    <message>
        <source>Date</source>
        <translation>Petsa</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Manlalaro</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Patakaran</translation>
    </message>
    <message>
        <source>Game number</source>
        <translation>Numero ng laro</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resulta</translation>
    </message>
    <message>
        <source>Battles</source>
        <translation>Labanan</translation>
    </message>
    <message>
        <source>Chance at the deal</source>
        <translation>Tsansa sa bigayan</translation>
    </message>
    <message>
        <source>Repeat</source>
        <translation>Ulit</translation>
    </message>
    <message>
        <source>This deal had been played to its end before: the game ended as it did then, and counts in no statistic</source>
        <translation>Nalaro na hanggang dulo ang bigayang ito dati: nagtapos ang laro gaya noon, at hindi ito bibilangin sa anumang estadistika</translation>
    </message>
    <message>
        <source>Damaged row %1</source>
        <translation>Sirang hanay %1</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>hindi mabasa</translation>
    </message>
    <message>
        <source>repeat</source>
        <translation>ulit</translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <source>All player counts</source>
        <translation>Kahit ilang manlalaro</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>Lahat ng patakaran</translation>
    </message>
    <message>
        <source>All results</source>
        <translation>Lahat ng resulta</translation>
    </message>
    <message numerus="yes">
        <source>(%Ln damaged row(s) cannot be read)</source>
        <translation>
            <numerusform>(hindi mabasa ang %Ln sirang hanay)</numerusform>
            <numerusform>(hindi mabasa ang %Ln sirang hanay)</numerusform>
        </translation>
    </message>
    <message>
        <source>Pla&amp;yers:</source>
        <translation>Ma&amp;nlalaro:</translation>
    </message>
    <message>
        <source>Ru&amp;les:</source>
        <translation>Pa&amp;takaran:</translation>
    </message>
    <message>
        <source>Resul&amp;t:</source>
        <translation>Re&amp;sulta:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Manlalaro</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Patakaran</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resulta</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Mga nalarong laro</translation>
    </message>
    <message>
        <source>&amp;Play This Deal Again</source>
        <translation>&amp;Laruin ulit ang bigayang ito</translation>
    </message>
    <message>
        <source>Deal the chosen game again: the same cards, players and rules</source>
        <translation>Ipamigay ulit ang napiling laro: parehong baraha, manlalaro at patakaran</translation>
    </message>
    <message>
        <source>&amp;Watch Replay</source>
        <translation>&amp;Panoorin ang replay</translation>
    </message>
    <message>
        <source>Watch the chosen game again, battle by battle</source>
        <translation>Panoorin ulit ang napiling laro, isa-isang labanan</translation>
    </message>
    <message>
        <source>Replays are not available in this version yet</source>
        <translation>Wala pang replay sa bersyong ito</translation>
    </message>
    <message>
        <source>&amp;Export as CSV…</source>
        <translation>I-&amp;export bilang CSV…</translation>
    </message>
</context>
<context>
    <name>HistoryTexts</name>
    <message>
        <source>%1 %</source>
        <comment>A share in percent, e.g. 47.0 %</comment>
        <translation>%1%</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n manlalaro</numerusform>
            <numerusform>%n manlalaro</numerusform>
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
            <numerusform>pinakamaraming baraha pagkatapos ng %Ln labanan</numerusform>
            <numerusform>pinakamaraming baraha pagkatapos ng %Ln labanan</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>first to win %Ln war(s)</source>
        <translation>
            <numerusform>unang manalo sa %Ln giyera</numerusform>
            <numerusform>unang manalo sa %Ln giyera</numerusform>
        </translation>
    </message>
    <message>
        <source>to the end</source>
        <translation>hanggang dulo</translation>
    </message>
    <message numerus="yes">
        <source>%n face-down card(s)</source>
        <translation>
            <numerusform>%n nakataob na baraha</numerusform>
            <numerusform>%n nakataob na baraha</numerusform>
        </translation>
    </message>
    <message>
        <source>fixed gathering</source>
        <translation>nakapirming ayos</translation>
    </message>
    <message>
        <source>shuffled</source>
        <translation>binabalasa</translation>
    </message>
    <message>
        <source>You won</source>
        <translation>Nanalo ka</translation>
    </message>
    <message>
        <source>CPU %1 won</source>
        <translation>Nanalo ang Kompyuter %1</translation>
    </message>
    <message>
        <source>You shared the win</source>
        <translation>Nakihati ka sa panalo</translation>
    </message>
    <message>
        <source>Shared by %1</source>
        <translation>Hating panalo: %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ikaw</translation>
    </message>
    <message>
        <source>CPU %1</source>
        <translation>Kompyuter %1</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>May nanalo</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Tabla</translation>
    </message>
    <message>
        <source>Repetition</source>
        <translation>Pag-uulit</translation>
    </message>
    <message>
        <source>Shared win</source>
        <translation>Hating panalo</translation>
    </message>
    <message>
        <source>Left unfinished</source>
        <translation>Hindi tinapos</translation>
    </message>
    <message numerus="yes">
        <source>%Ln battle(s)</source>
        <translation>
            <numerusform>%Ln labanan</numerusform>
            <numerusform>%Ln labanan</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln laro</numerusform>
            <numerusform>%Ln laro</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 oras %2 min</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 seg</translation>
    </message>
</context>
<context>
    <name>HistoryWindowing</name>
    <message>
        <source>Game History</source>
        <translation>Kasaysayan ng mga laro</translation>
    </message>
    <message>
        <source>The game history cannot be read, because %1.</source>
        <translation>Hindi mabasa ang kasaysayan ng mga laro, dahil %1.</translation>
    </message>
    <message>
        <source>Dealing the game again…</source>
        <translation>Muling ipinamimigay ang laro…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Kanselahin</translation>
    </message>
    <message>
        <source>This game ran for more than %1 battles, too long to watch again. Play This Deal Again deals it anew.</source>
        <translation>Umabot sa mahigit %1 labanan ang larong ito, masyadong mahaba para panoorin ulit. Muli itong ibibigay ng “Laruin ulit ang bigayang ito”.</translation>
    </message>
    <message>
        <source>This game was not dealt from a game number, so it cannot be played again.</source>
        <translation>Hindi ipinamigay ang larong ito mula sa numero ng laro, kaya hindi na ito malalaro ulit.</translation>
    </message>
    <message>
        <source>This game was left before its first battle: there is nothing to watch.</source>
        <translation>Iniwan ang larong ito bago ang unang labanan: walang mapapanood.</translation>
    </message>
    <message>
        <source>This deal no longer plays out as recorded, so it cannot be watched again.</source>
        <translation>Hindi na lumalabas ang bigayang ito gaya ng naitala, kaya hindi na ito mapapanood ulit.</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) could not be recorded in the game history.</source>
        <translation>
            <numerusform>Hindi maitala sa kasaysayan ng mga laro ang %n natapos na laro.</numerusform>
            <numerusform>Hindi maitala sa kasaysayan ng mga laro ang %n natapos na laro.</numerusform>
        </translation>
    </message>
    <message>
        <source>They are kept in %1 and will be recorded at the next start.</source>
        <translation>Nakatabi ang mga ito sa %1 at itatala sa susunod na pagbukas.</translation>
    </message>
    <message numerus="yes">
        <source>%n of them could not be kept in any file and are lost (%1).</source>
        <translation>
            <numerusform>Hindi maitabi sa anumang talaksan ang %n sa mga ito, at nawala na (%1).</numerusform>
            <numerusform>Hindi maitabi sa anumang talaksan ang %n sa mga ito, at nawala na (%1).</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing can be written</source>
        <translation>walang maisusulat</translation>
    </message>
    <message>
        <source>Watch Replay</source>
        <translation>Panoorin ang replay</translation>
    </message>
</context>
<context>
    <name>ImportTexts</name>
    <message numerus="yes">
        <source>%Ln game(s) imported.</source>
        <translation>
            <numerusform>%Ln laro ang na-import.</numerusform>
            <numerusform>%Ln laro ang na-import.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) were already in your history and were not added again.</source>
        <translation>
            <numerusform>%Ln laro ang nasa kasaysayan mo na at hindi na idinagdag ulit.</numerusform>
            <numerusform>%Ln laro ang nasa kasaysayan mo na at hindi na idinagdag ulit.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln damaged row(s) of the file could not be read and were left out.</source>
        <translation>
            <numerusform>Hindi nabasa ang %Ln sirang hanay ng talaksan at hindi ito isinama.</numerusform>
            <numerusform>Hindi nabasa ang %Ln sirang hanay ng talaksan at hindi isinama ang mga ito.</numerusform>
        </translation>
    </message>
    <message>
        <source>it is not an ordinary file</source>
        <translation>hindi ito karaniwang talaksan</translation>
    </message>
    <message>
        <source>it cannot be read</source>
        <translation>hindi ito mabasa</translation>
    </message>
    <message>
        <source>it is too large to be a game history</source>
        <translation>masyado itong malaki para maging kasaysayan ng mga laro</translation>
    </message>
    <message>
        <source>it is your game history itself</source>
        <translation>ito mismo ang iyong kasaysayan ng mga laro</translation>
    </message>
    <message>
        <source>it is neither a Krig Desktop game history nor a CSV export of one</source>
        <translation>hindi ito kasaysayan ng mga laro ng Krig Desktop o CSV export nito</translation>
    </message>
    <message>
        <source>it is damaged</source>
        <translation>sira ito</translation>
    </message>
    <message>
        <source>a newer version of Krig Desktop made it</source>
        <translation>gawa ito ng mas bagong bersyon ng Krig Desktop</translation>
    </message>
    <message>
        <source>%1 was not imported, because %2. Your game history is unchanged.</source>
        <translation>Hindi na-import ang %1, dahil %2. Walang nagbago sa iyong kasaysayan ng mga laro.</translation>
    </message>
    <message>
        <source>Nothing was imported: your game history cannot be written, because %1.</source>
        <translation>Walang na-import: hindi masulatan ang iyong kasaysayan ng mga laro, dahil %1.</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Wika</translation>
    </message>
    <message>
        <source>Show the game in %1</source>
        <translation>Ipakita ang laro sa %1</translation>
    </message>
</context>
<context>
    <name>LicenceDialog</name>
    <message>
        <source>Licence</source>
        <translation>Lisensiya</translation>
    </message>
    <message>
        <source>The licence text is not installed with this copy. It is the GNU General Public License, version 3 or later: %1</source>
        <translation>Hindi kasamang na-install sa kopyang ito ang teksto ng lisensiya. Ito ang GNU General Public License, bersyon 3 o mas bago: %1</translation>
    </message>
</context>
<context>
    <name>LuckChart</name>
    <message>
        <source>No game with a known chance at the deal yet.</source>
        <translation>Wala pang larong may alam na tsansa sa simula ng bigayan.</translation>
    </message>
    <message>
        <source>Your wins</source>
        <translation>Panalo mo</translation>
    </message>
    <message>
        <source>Expected wins</source>
        <translation>Inaasahang panalo</translation>
    </message>
    <message>
        <source>Luck over time</source>
        <translation>Suwerte sa paglipas ng panahon</translation>
    </message>
</context>
<context>
    <name>LuckPage</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n manlalaro</numerusform>
            <numerusform>%n manlalaro</numerusform>
        </translation>
    </message>
    <message>
        <source>Your luck shows here once games are played with the odds meter on: it records your chance at each deal.</source>
        <translation>Makikita rito ang suwerte mo kapag naglaro ka nang nakabukas ang metro ng tsansa: itinatala nito ang tsansa mo sa simula ng bawat bigayan.</translation>
    </message>
    <message numerus="yes">
        <source>You won %Ln game(s) where a card counter expected %1</source>
        <translation>
            <numerusform>Nanalo ka sa %Ln laro kung saan %1 ang inaasahan ng nagbibilang ng baraha</numerusform>
            <numerusform>Nanalo ka sa %Ln laro kung saan %1 ang inaasahan ng nagbibilang ng baraha</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your luck shows here after %n game(s) with the odds on; %1 so far.</source>
        <translation>
            <numerusform>Makikita rito ang suwerte mo pagkatapos ng %n larong nakabukas ang metro ng tsansa; %1 pa lang sa ngayon.</numerusform>
            <numerusform>Makikita rito ang suwerte mo pagkatapos ng %n larong nakabukas ang metro ng tsansa; %1 pa lang sa ngayon.</numerusform>
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
        <translation>%1% mas masuwerte kaysa inaasahan</translation>
    </message>
    <message>
        <source>%1 % unluckier than expected</source>
        <translation>%1% mas malas kaysa inaasahan</translation>
    </message>
    <message>
        <source>just as lucky as expected</source>
        <translation>kasing-suwerte ng inaasahan</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>Ma&amp;nlalaro:</translation>
    </message>
</context>
<context>
    <name>MainToolbar</name>
    <message>
        <source>Replay</source>
        <translation>Replay</translation>
    </message>
    <message>
        <source>The replay plays on by itself: press to pause it, Esc leaves it</source>
        <translation>Kusang tumatakbo ang replay: pindutin para ihinto, Esc para umalis</translation>
    </message>
    <message>
        <source>Speed: %1</source>
        <translation>Bilis: %1</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Hanay ng kasangkapan</translation>
    </message>
    <message>
        <source>More Tools</source>
        <translation>Iba pang kasangkapan</translation>
    </message>
    <message>
        <source>Turn the next cards</source>
        <translation>Ibaligtad ang mga susunod na baraha</translation>
    </message>
    <message>
        <source>Play on by itself until you stop it</source>
        <translation>Kusang maglaro hanggang ihinto mo</translation>
    </message>
    <message>
        <source>Stop autoplay, a replay or Finish Game where it is</source>
        <translation>Ihinto ang kusang laro, ang replay o ang pagtatapos ng laro kung nasaan na ito</translation>
    </message>
    <message>
        <source>Play the game to its end at once</source>
        <translation>Tapusin agad ang laro hanggang dulo</translation>
    </message>
    <message>
        <source>Deal a new game</source>
        <translation>Mamigay ng baraha para sa bagong laro</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a tool tip, then the action&apos;s shortcut key</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>How fast the cards move</source>
        <translation>Gaano kabilis gumalaw ang mga baraha</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Battle %1 of %2 — press End to return</source>
        <translation>Labanan %1 ng %2 — pindutin ang End para bumalik</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>Tal&amp;aksan</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;I-edit</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Laro</translation>
    </message>
    <message>
        <source>&amp;Speed</source>
        <translation>Bi&amp;lis</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Ti&amp;ngnan</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Tulong</translation>
    </message>
    <message>
        <source>Krig — Game #%1</source>
        <translation>Krig — Laro #%1</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Replay — %1 — Esc stops</source>
        <translation>Replay — %1 — Esc para huminto</translation>
    </message>
    <message>
        <source>Battle %1</source>
        <translation>Labanan %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n baraha</numerusform>
            <numerusform>%n baraha</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Bagong laro</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>Mga &amp;manlalaro:</translation>
    </message>
    <message>
        <source>&amp;Game number:</source>
        <translation>&amp;Numero ng laro:</translation>
    </message>
    <message>
        <source>&amp;Face-down cards in a war:</source>
        <translation>Nakataob na baraha sa &amp;giyera:</translation>
    </message>
    <message>
        <source>Gat&amp;hering the pile:</source>
        <translation>Pagkuha ng &amp;tumpok:</translation>
    </message>
    <message>
        <source>Game &amp;ends:</source>
        <translation>Pagtatapos ng &amp;laro:</translation>
    </message>
    <message>
        <source>&amp;Random</source>
        <translation>&amp;Sapalaran</translation>
    </message>
    <message>
        <source>Pick another game number at random</source>
        <translation>Pumili ng ibang numero ng laro nang sapalaran</translation>
    </message>
    <message>
        <source>The same number deals the same game</source>
        <translation>Parehong numero, parehong bigayan</translation>
    </message>
    <message>
        <source>Shuffled (the usual way)</source>
        <translation>Binabalasa (karaniwan)</translation>
    </message>
    <message>
        <source>With fixed order and 2 face-down cards a game almost never ends (of two-player games, only about 1 in 8 is over after 5,000 turns). Choose an early end under Game ends, or another face-down count or shuffled gathering.</source>
        <translation>Sa nakapirming ayos at 2 nakataob na baraha, halos hindi natatapos ang laro (sa mga larong may dalawang manlalaro, mga 1 lang sa 8 ang tapos pagkatapos ng 5,000 tira). Pumili ng maagang pagtatapos sa Pagtatapos ng laro, o ibang bilang ng nakataob na baraha, o binabalasang pagkuha ng tumpok.</translation>
    </message>
    <message>
        <source>Fixed order favours the first seat: of the games someone wins, it wins about %1 %, where a fair share would be %2 %.</source>
        <translation>Pabor sa unang puwesto ang nakapirming ayos: sa mga larong may nanalo, nananalo ito sa mga %1%, samantalang %2% ang pantay na hati.</translation>
    </message>
    <message>
        <source>Fixed order is against the first seat: of the games someone wins, it wins only about %1 %, where a fair share would be %2 %.</source>
        <translation>Laban sa unang puwesto ang nakapirming ayos: sa mga larong may nanalo, mga %1% lang ang napapanalunan nito, samantalang %2% ang pantay na hati.</translation>
    </message>
    <message>
        <source>Fixed order</source>
        <translation>Nakapirming ayos</translation>
    </message>
    <message>
        <source>The pile goes under in the order it was laid. Such a game can go round forever; it ends as a draw when a position comes back.</source>
        <translation>Inilalagay ang tumpok sa ilalim ayon sa pagkakalapag. Maaaring paikot-ikot nang walang katapusan ang ganitong laro; nagtatapos ito sa tabla kapag naulit ang kalagayan ng mga baraha.</translation>
    </message>
    <message>
        <source>The won pile is shuffled before it goes under the winner&apos;s hand, so every game ends.</source>
        <translation>Binabalasa ang napanalunang tumpok bago ilagay sa ilalim ng salansan ng nanalo, kaya natatapos ang bawat laro.</translation>
    </message>
</context>
<context>
    <name>OddsMeter</name>
    <message>
        <source>Chance to win</source>
        <translation>Tsansang manalo</translation>
    </message>
    <message>
        <source>Click the meter for help on reading the odds.</source>
        <translation>I-click ang metro para sa tulong sa pagbasa ng tsansa.</translation>
    </message>
</context>
<context>
    <name>OddsTexts</name>
    <message>
        <source>&lt;%1 %</source>
        <translation>&lt;%1%</translation>
    </message>
    <message>
        <source>&gt;%1 %</source>
        <translation>&gt;%1%</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
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
        <translation>%1 ayon sa isang perpektong nagbibilang ng baraha: alam kung aling mga baraha ang hawak ng bawat isa, pero hindi ang pagkakasunod-sunod.</translation>
    </message>
    <message>
        <source>Chance to win as a perfect card counter would see it: which cards each hand holds, not their order.</source>
        <translation>Tsansang manalo ayon sa isang perpektong nagbibilang ng baraha: alam kung aling mga baraha ang hawak ng bawat isa, pero hindi ang pagkakasunod-sunod.</translation>
    </message>
    <message>
        <source>Working it out…</source>
        <translation>Kinakalkula…</translation>
    </message>
    <message>
        <source>Working out the chances for battle %1. Until then none is shown: one from an earlier battle would no longer hold.</source>
        <translation>Kinakalkula ang mga tsansa para sa labanan %1. Hanggang doon, walang ipinapakita: hindi na totoo ang tsansa mula sa naunang labanan.</translation>
    </message>
    <message>
        <source>%1: out of the game, %2</source>
        <translation>%1: wala na sa laro, %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Draw or no end: %1</source>
        <translation>Tabla o walang katapusan: %1</translation>
    </message>
    <message>
        <source>Exact.</source>
        <translation>Eksakto.</translation>
    </message>
    <message numerus="yes">
        <source>From %n play-out(s) of the cards, ±%1.</source>
        <translation>
            <numerusform>Mula sa %n paglalaro ng mga baraha, ±%1.</numerusform>
            <numerusform>Mula sa %n paglalaro ng mga baraha, ±%1.</numerusform>
        </translation>
    </message>
    <message>
        <source>at battle %1</source>
        <translation>sa labanan %1</translation>
    </message>
    <message>
        <source>You will win %1.</source>
        <translation>Mananalo ka %1.</translation>
    </message>
    <message>
        <source>%1 will win %2.</source>
        <translation>Mananalo ang %1 %2.</translation>
    </message>
    <message>
        <source>The fate follows the order the cards are in; the odds meter knows only which cards each hand holds, so it may still give the winner a small chance.</source>
        <translation>Sinusunod ng kapalaran ang tunay na pagkakasunod-sunod ng mga baraha; alam lang ng metro ng tsansa kung aling mga baraha ang hawak ng bawat isa, kaya maaari pa itong magbigay ng maliit na tsansa sa mananalo.</translation>
    </message>
    <message>
        <source>You won a deal in which your chance to win was %1.</source>
        <translation>Nanalo ka sa bigayang %1 ang tsansa mong manalo.</translation>
    </message>
    <message>
        <source>You lost a deal in which your chance to win was %1.</source>
        <translation>Natalo ka sa bigayang %1 ang tsansa mong manalo.</translation>
    </message>
    <message numerus="yes">
        <source>Chance to lead after %n battle(s)</source>
        <translation>
            <numerusform>Tsansang manguna pagkatapos ng %n labanan</numerusform>
            <numerusform>Tsansang manguna pagkatapos ng %n labanan</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Chance to win %n war(s) first</source>
        <translation>
            <numerusform>Tsansang maunang manalo sa %n giyera</numerusform>
            <numerusform>Tsansang maunang manalo sa %n giyera</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your chance to lead after %n battle(s)</source>
        <translation>
            <numerusform>Tsansa mong manguna pagkatapos ng %n labanan</numerusform>
            <numerusform>Tsansa mong manguna pagkatapos ng %n labanan</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your chance to win %n war(s) first</source>
        <translation>
            <numerusform>Tsansa mong maunang manalo sa %n giyera</numerusform>
            <numerusform>Tsansa mong maunang manalo sa %n giyera</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s chance to lead after %n battle(s)</source>
        <translation>
            <numerusform>Tsansa ng %1 na manguna pagkatapos ng %n labanan</numerusform>
            <numerusform>Tsansa ng %1 na manguna pagkatapos ng %n labanan</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s chance to win %n war(s) first</source>
        <translation>
            <numerusform>Tsansa ng %1 na maunang manalo sa %n giyera</numerusform>
            <numerusform>Tsansa ng %1 na maunang manalo sa %n giyera</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That is %Ln more battle(s), counting the one on the table.</source>
        <translation>
            <numerusform>%Ln labanan pa, kasama ang nasa mesa ngayon.</numerusform>
            <numerusform>%Ln labanan pa, kasama ang nasa mesa ngayon.</numerusform>
        </translation>
    </message>
    <message>
        <source>It will be a draw %1: everyone runs out of cards in a war.</source>
        <translation>Magtatabla %1: mauubusan ng baraha ang lahat sa isang giyera.</translation>
    </message>
    <message>
        <source>It will be a shared win %1: two or more players will hold the most cards.</source>
        <translation>Magiging hating panalo ito %1: dalawa o higit pang manlalaro ang magkakaroon ng pinakamaraming baraha.</translation>
    </message>
    <message>
        <source>This deal never ends: with fixed gathering a position comes back %1, and the game would go round forever.</source>
        <translation>Hindi matatapos ang bigayang ito: sa nakapirming ayos, babalik ang isang kalagayan ng mga baraha %1, at iikot nang walang hanggan ang laro.</translation>
    </message>
    <message>
        <source>At the deal your chance to win was %1.</source>
        <translation>Sa simula ng bigayan, %1 ang tsansa mong manalo.</translation>
    </message>
    <message>
        <source>Biggest swing: battle %1, your chance went from %2 to %3.</source>
        <translation>Pinakamalaking pagbabago: sa labanan %1, nagbago ang tsansa mo mula %2 tungo sa %3.</translation>
    </message>
</context>
<context>
    <name>PeopleFields</name>
    <message>
        <source>People at this &amp;computer:</source>
        <translation>Mga tao sa &amp;kompyuter na ito:</translation>
    </message>
    <message>
        <source>One (you against the CPU players)</source>
        <translation>Isa (ikaw laban sa mga manlalarong kompyuter)</translation>
    </message>
    <message>
        <source>Two, sharing the keyboard</source>
        <translation>Dalawa, iisang keyboard</translation>
    </message>
    <message>
        <source>Two people each turn with a key of their own; the cards turn when both have pressed</source>
        <translation>May sariling key ang bawat isa sa dalawa; ibabaligtad ang mga baraha kapag nakapindot na ang dalawa</translation>
    </message>
    <message>
        <source>Name of player &amp;%1:</source>
        <translation>Pangalan ng manlalaro &amp;%1:</translation>
    </message>
    <message>
        <source>Key of player %1:</source>
        <translation>Key ng manlalaro %1:</translation>
    </message>
    <message>
        <source>Clear the key of player %1</source>
        <translation>Burahin ang key ng manlalaro %1</translation>
    </message>
    <message>
        <source>Click, then press the key this player turns with</source>
        <translation>I-click, saka pindutin ang key na gagamitin ng manlalarong ito sa pagbaligtad</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Manlalaro %1</translation>
    </message>
    <message>
        <source>A name cannot hold control characters.</source>
        <translation>Hindi puwedeng may control character ang pangalan.</translation>
    </message>
    <message>
        <source>Two people cannot have the same name.</source>
        <translation>Hindi puwedeng magkapareho ang pangalan ng dalawang tao.</translation>
    </message>
</context>
<context>
    <name>PutAway</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Bawiin</translation>
    </message>
    <message>
        <source>&amp;Undo: Bring Back Game %1</source>
        <translation>&amp;Bawiin: ibalik ang laro %1</translation>
    </message>
    <message>
        <source>Bring back game %1 as it was at battle %2</source>
        <translation>Ibalik ang laro %1 gaya noong labanan %2</translation>
    </message>
    <message>
        <source>Game %1 at battle %2 was left; it could not be kept for Undo</source>
        <translation>Iniwan ang laro %1 sa labanan %2; hindi ito naitabi para sa Bawiin</translation>
    </message>
    <message>
        <source>Game %1 at battle %2 was put away — Edit → Undo brings it back</source>
        <translation>Itinabi ang laro %1 sa labanan %2 — ibabalik ito ng I-edit → Bawiin</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Drive</source>
        <translation>Drive</translation>
    </message>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Folder</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Buksan</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>I-&amp;save</translation>
    </message>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Tumingin sa:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Pangalan ng talaksan:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>&amp;Uri ng talaksan:</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Lahat ng talaksan (*)</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;Bagong folder</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Burahin</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Palitan ang pangalan</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Ipakita ang mga &amp;nakatagong talaksan</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Bumalik</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Sumulong</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Mas mataas na folder</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Bumalik</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Sumulong</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Pumunta sa mas mataas na folder</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Gumawa ng bagong folder</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Gumawa ng bagong folder</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Listahan</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Detalyado</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Ipakita bilang listahan</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Ipakita nang detalyado</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Gilid na panel</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Listahan ng mga lugar at bookmark</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Mga talaksan</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Pangalan</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Laki</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Binago</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Kompyuter</translation>
    </message>
    <message>
        <source>Type</source>
        <comment>All other platforms</comment>
        <translation>Uri</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Bawiin</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ulitin</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Gupitin</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopyahin</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>I-&amp;dikit</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Burahin</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Piliin lahat</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>I-save</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>I-save lahat</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Buksan</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Oo</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Oo sa &amp;lahat</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Hindi</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>Hindi sa la&amp;hat</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Itigil</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Subukang muli</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Balewalain</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Isara</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Kanselahin</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Huwag i-save</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Tulong</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Ilapat</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>I-reset</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Ibalik ang default</translation>
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
        <translation>Space</translation>
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
        <translation>Left</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Right</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Up</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Down</translation>
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
        <translation>&amp;Kopyahin</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Kopyahin ang &amp;link</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Piliin lahat</translation>
    </message>
</context>
<context>
    <name>RecentMenu</name>
    <message>
        <source>Load &amp;Recent</source>
        <translation>Mga ka&amp;makailang save</translation>
    </message>
    <message>
        <source>&amp;Clear the List</source>
        <translation>&amp;Burahin ang listahan</translation>
    </message>
    <message>
        <source>No saves yet</source>
        <translation>Wala pang naka-save na laro</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>Pause Replay</source>
        <translation>Ihinto muna ang replay</translation>
    </message>
    <message>
        <source>Go On</source>
        <translation>Ituloy</translation>
    </message>
    <message>
        <source>One Step</source>
        <translation>Isang hakbang</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Bilis</translation>
    </message>
    <message>
        <source>Leave Replay</source>
        <translation>Umalis sa replay</translation>
    </message>
</context>
<context>
    <name>ResultLine</name>
    <message numerus="yes">
        <source>%1 beats %2 — you take %n card(s).</source>
        <translation>
            <numerusform>Tinalo ng %1 ang %2 — nakuha mo ang %n baraha.</numerusform>
            <numerusform>Tinalo ng %1 ang %2 — nakuha mo ang %n baraha.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 beats %2 — %3 takes %n card(s).</source>
        <translation>
            <numerusform>Tinalo ng %1 ang %2 — nakuha ng %3 ang %n baraha.</numerusform>
            <numerusform>Tinalo ng %1 ang %2 — nakuha ng %3 ang %n baraha.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War — you take %n card(s).</source>
        <translation>
            <numerusform>Giyera — nakuha mo ang %n baraha.</numerusform>
            <numerusform>Giyera — nakuha mo ang %n baraha.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War — %1 takes %n card(s).</source>
        <translation>
            <numerusform>Giyera — nakuha ng %1 ang %n baraha.</numerusform>
            <numerusform>Giyera — nakuha ng %1 ang %n baraha.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War ×%1 — you take %n card(s).</source>
        <translation>
            <numerusform>Giyera ×%1 — nakuha mo ang %n baraha.</numerusform>
            <numerusform>Giyera ×%1 — nakuha mo ang %n baraha.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War ×%1 — %2 takes %n card(s).</source>
        <translation>
            <numerusform>Giyera ×%1 — nakuha ng %2 ang %n baraha.</numerusform>
            <numerusform>Giyera ×%1 — nakuha ng %2 ang %n baraha.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War — your %1 takes %n card(s).</source>
        <translation>
            <numerusform>Giyera — nakuha mo ang %n baraha gamit ang iyong %1.</numerusform>
            <numerusform>Giyera — nakuha mo ang %n baraha gamit ang iyong %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War — %2&apos;s %1 takes %n card(s).</source>
        <translation>
            <numerusform>Giyera — nakuha ng %2 ang %n baraha gamit ang %1.</numerusform>
            <numerusform>Giyera — nakuha ng %2 ang %n baraha gamit ang %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War ×%1 — your %2 takes %n card(s).</source>
        <translation>
            <numerusform>Giyera ×%1 — nakuha mo ang %n baraha gamit ang iyong %2.</numerusform>
            <numerusform>Giyera ×%1 — nakuha mo ang %n baraha gamit ang iyong %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War ×%1 — %3&apos;s %2 takes %n card(s).</source>
        <translation>
            <numerusform>Giyera ×%1 — nakuha ng %3 ang %n baraha gamit ang %2.</numerusform>
            <numerusform>Giyera ×%1 — nakuha ng %3 ang %n baraha gamit ang %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Everyone in the battle joined the war, not only the players who tied.</source>
        <translation>Sumali sa giyera ang lahat ng nasa labanan, hindi lang ang mga manlalarong nagtabla.</translation>
    </message>
    <message>
        <source>You are out: too few cards for the war.</source>
        <translation>Labas ka na: kulang ang baraha mo para sa giyera.</translation>
    </message>
    <message>
        <source>%1 is out: too few cards for the war.</source>
        <translation>Labas na ang %1: kulang ang baraha para sa giyera.</translation>
    </message>
    <message>
        <source>You are out of cards.</source>
        <translation>Naubusan ka ng baraha — labas ka na.</translation>
    </message>
    <message>
        <source>%1 is out of cards.</source>
        <translation>Naubusan ng baraha ang %1 — labas na ito.</translation>
    </message>
    <message numerus="yes">
        <source>You take %n card(s).</source>
        <translation>
            <numerusform>Nakuha mo ang %n baraha.</numerusform>
            <numerusform>Nakuha mo ang %n baraha.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %n card(s).</source>
        <translation>
            <numerusform>Kay %1 ang %n baraha.</numerusform>
            <numerusform>Kay %1 ang %n baraha.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War: you take %n card(s).</source>
        <translation>
            <numerusform>Giyera: nakuha mo ang %n baraha.</numerusform>
            <numerusform>Giyera: nakuha mo ang %n baraha.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War: %1 takes %n card(s).</source>
        <translation>
            <numerusform>Giyera: kay %1 ang %n baraha.</numerusform>
            <numerusform>Giyera: kay %1 ang %n baraha.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War ×%2: you take %n card(s).</source>
        <translation>
            <numerusform>Giyera ×%2: nakuha mo ang %n baraha.</numerusform>
            <numerusform>Giyera ×%2: nakuha mo ang %n baraha.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War ×%2: %1 takes %n card(s).</source>
        <translation>
            <numerusform>Giyera ×%2: kay %1 ang %n baraha.</numerusform>
            <numerusform>Giyera ×%2: kay %1 ang %n baraha.</numerusform>
        </translation>
    </message>
    <message>
        <source>You are out.</source>
        <translation>Labas ka na.</translation>
    </message>
    <message>
        <source>%1 is out.</source>
        <translation>Labas na ang %1.</translation>
    </message>
    <message numerus="yes">
        <source>War! %n card(s) at stake — click your deck.</source>
        <translation>
            <numerusform>Giyera! %n baraha ang nakataya — i-click ang iyong salansan.</numerusform>
            <numerusform>Giyera! %n baraha ang nakataya — i-click ang iyong salansan.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War! %n card(s) at stake — click a deck or press Space.</source>
        <translation>
            <numerusform>Giyera! %n baraha ang nakataya — mag-click ng salansan o pindutin ang Space.</numerusform>
            <numerusform>Giyera! %n baraha ang nakataya — mag-click ng salansan o pindutin ang Space.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War ×%1! %n card(s) at stake — click your deck.</source>
        <translation>
            <numerusform>Giyera ×%1! %n baraha ang nakataya — i-click ang iyong salansan.</numerusform>
            <numerusform>Giyera ×%1! %n baraha ang nakataya — i-click ang iyong salansan.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War ×%1! %n card(s) at stake — click a deck or press Space.</source>
        <translation>
            <numerusform>Giyera ×%1! %n baraha ang nakataya — mag-click ng salansan o pindutin ang Space.</numerusform>
            <numerusform>Giyera ×%1! %n baraha ang nakataya — mag-click ng salansan o pindutin ang Space.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War! Click your deck to lay the war cards — %n card(s) at stake.</source>
        <translation>
            <numerusform>Giyera! I-click ang iyong salansan para ilapag ang mga baraha ng giyera — %n baraha ang nakataya.</numerusform>
            <numerusform>Giyera! I-click ang iyong salansan para ilapag ang mga baraha ng giyera — %n baraha ang nakataya.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War! Click a deck or press Space to watch the others lay their war cards — %n card(s) at stake.</source>
        <translation>
            <numerusform>Giyera! I-click ang isang salansan o pindutin ang Space para panoorin ang iba na maglapag ng mga baraha ng giyera — %n baraha ang nakataya.</numerusform>
            <numerusform>Giyera! I-click ang isang salansan o pindutin ang Space para panoorin ang iba na maglapag ng mga baraha ng giyera — %n baraha ang nakataya.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War ×%1! Click your deck to lay the war cards — %n card(s) at stake.</source>
        <translation>
            <numerusform>Giyera ×%1! I-click ang iyong salansan para ilapag ang mga baraha ng giyera — %n baraha ang nakataya.</numerusform>
            <numerusform>Giyera ×%1! I-click ang iyong salansan para ilapag ang mga baraha ng giyera — %n baraha ang nakataya.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War ×%1! Click a deck or press Space to watch the others lay their war cards — %n card(s) at stake.</source>
        <translation>
            <numerusform>Giyera ×%1! I-click ang isang salansan o pindutin ang Space para panoorin ang iba na maglapag ng mga baraha ng giyera — %n baraha ang nakataya.</numerusform>
            <numerusform>Giyera ×%1! I-click ang isang salansan o pindutin ang Space para panoorin ang iba na maglapag ng mga baraha ng giyera — %n baraha ang nakataya.</numerusform>
        </translation>
    </message>
    <message>
        <source>Everyone in the battle lays war cards, not only the players who tied.</source>
        <translation>Maglalapag ng baraha ng giyera ang lahat ng nasa labanan, hindi lang ang mga manlalarong nagtabla.</translation>
    </message>
    <message numerus="yes">
        <source>You win the game after %n battle(s)!</source>
        <translation>
            <numerusform>Panalo ka sa laro pagkatapos ng %n labanan!</numerusform>
            <numerusform>Panalo ka sa laro pagkatapos ng %n labanan!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins the game after %n battle(s).</source>
        <translation>
            <numerusform>Panalo ang %1 sa laro pagkatapos ng %n labanan.</numerusform>
            <numerusform>Panalo ang %1 sa laro pagkatapos ng %n labanan.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw: everyone left in the war ran short at once, so nobody takes the %n card(s) on the table.</source>
        <translation>
            <numerusform>Tabla: sabay-sabay na naubusan ng baraha ang lahat ng natitira sa giyera, kaya walang makakakuha ng %n baraha sa mesa.</numerusform>
            <numerusform>Tabla: sabay-sabay na naubusan ng baraha ang lahat ng natitira sa giyera, kaya walang makakakuha ng %n baraha sa mesa.</numerusform>
        </translation>
    </message>
    <message>
        <source>Draw by repetition: the hands are back as they were before, so the game would go round forever.</source>
        <translation>Tabla dahil sa pag-uulit: bumalik sa dating ayos ang mga baraha ng bawat isa, kaya hindi matatapos ang laro kailanman.</translation>
    </message>
</context>
<context>
    <name>SaveFlow</name>
    <message>
        <source>Krig Desktop is already open with your games. This window keeps nothing: its game is not kept for the next start, nor are its settings. Save the game with File → Save As to keep it.</source>
        <translation>Bukas na ang Krig Desktop kasama ang mga laro mo. Walang iniingatan ang window na ito: hindi iniingatan ang laro nito para sa susunod na pagbukas, pati ang mga setting nito. Para maingatan ang laro, i-save ito gamit ang Talaksan → I-save bilang.</translation>
    </message>
    <message>
        <source>Another window keeps your games: this one keeps nothing</source>
        <translation>Ibang window ang nag-iingat ng mga laro mo: walang iniingatan ang isang ito</translation>
    </message>
    <message>
        <source>Already open</source>
        <translation>Bukas na</translation>
    </message>
    <message>
        <source>Could not save the game</source>
        <translation>Hindi na-save ang laro</translation>
    </message>
    <message>
        <source>Game saved to %1</source>
        <translation>Na-save ang laro sa %1</translation>
    </message>
    <message>
        <source>Could not open the saved game</source>
        <translation>Hindi mabuksan ang naka-save na laro</translation>
    </message>
    <message>
        <source>Resumed your last game</source>
        <translation>Itinuloy ang huli mong laro</translation>
    </message>
    <message>
        <source>Opened the saved game %1</source>
        <translation>Nabuksan ang naka-save na laro %1</translation>
    </message>
    <message>
        <source>Game %1 at battle %2 is back</source>
        <translation>Naibalik ang laro %1 sa labanan %2</translation>
    </message>
    <message>
        <source>Nothing to load</source>
        <translation>Walang mabubuksan</translation>
    </message>
    <message>
        <source>There is no saved game yet. Use File→Save to save one.</source>
        <translation>Wala pang naka-save na laro. Gamitin ang Talaksan→I-save para mag-save.</translation>
    </message>
    <message>
        <source>Settings not read</source>
        <translation>Hindi nabasa ang mga setting</translation>
    </message>
    <message>
        <source>Something went wrong while closing</source>
        <translation>May nagkaproblema habang nagsasara</translation>
    </message>
    <message>
        <source>Krig Desktop closes anyway.</source>
        <translation>Magsasara pa rin ang Krig Desktop.</translation>
    </message>
    <message>
        <source>Could not keep the game for the next start</source>
        <translation>Hindi maitabi ang laro para sa susunod na pagbukas</translation>
    </message>
    <message>
        <source>Krig Desktop closes anyway. A game kept earlier for the next start is still there, unchanged.</source>
        <translation>Magsasara pa rin ang Krig Desktop. Naroon pa rin, at walang binago, ang larong naitabi noon para sa susunod na pagbukas.</translation>
    </message>
    <message>
        <source>Krig game %1, battle %2</source>
        <translation>Laro ng Krig %1, labanan %2</translation>
    </message>
    <message>
        <source>Krig saves (*.krig)</source>
        <translation>Mga save ng Krig (*.krig)</translation>
    </message>
    <message>
        <source>Save the game as</source>
        <translation>I-save ang laro bilang</translation>
    </message>
    <message>
        <source>Load a saved game</source>
        <translation>Buksan ang naka-save na laro</translation>
    </message>
</context>
<context>
    <name>SavePreview</name>
    <message>
        <source>Game %1</source>
        <translation>Laro %1</translation>
    </message>
    <message>
        <source>Battle %1</source>
        <translation>Labanan %1</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>tapos na</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Na-save noong %1</translation>
    </message>
    <message>
        <source>Damaged: this file cannot be opened.</source>
        <translation>Sira: hindi mabubuksan ang talaksang ito.</translation>
    </message>
</context>
<context>
    <name>SeatKeys</name>
    <message>
        <source>Call the war</source>
        <translation>Hulaan ang mananalo sa giyera</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Ihinto muna</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Ibaligtad</translation>
    </message>
    <message>
        <source>Press a key for this player.</source>
        <translation>Pumindot ng key para sa manlalarong ito.</translation>
    </message>
    <message>
        <source>A player&apos;s key is one key, not a sequence of keys.</source>
        <translation>Iisang key lang ang key ng isang manlalaro, hindi sunod-sunod na key.</translation>
    </message>
    <message>
        <source>%1 is the other player&apos;s key already.</source>
        <translation>Key na ng isa pang manlalaro ang %1.</translation>
    </message>
    <message>
        <source>Turn for Player %1</source>
        <translation>Ibaligtad para sa Manlalaro %1</translation>
    </message>
    <message>
        <source>%1 is in use already (%2). Choose another key.</source>
        <translation>Ginagamit na ang %1 (%2). Pumili ng ibang key.</translation>
    </message>
</context>
<context>
    <name>SoundActions</name>
    <message>
        <source>&amp;Mute Sounds</source>
        <translation>&amp;Patahimikin ang tunog</translation>
    </message>
    <message>
        <source>Sounds Unavailable</source>
        <translation>Walang tunog</translation>
    </message>
    <message>
        <source>Sound needs the optional sound package: %1</source>
        <translation>Kailangan ng tunog ang opsyonal na pakete ng tunog: %1</translation>
    </message>
    <message>
        <source>No sound: no audio output was found.</source>
        <translation>Walang tunog: walang nakitang labasan ng tunog.</translation>
    </message>
    <message>
        <source>No sound: the sounds could not be prepared.</source>
        <translation>Walang tunog: hindi maihanda ang mga tunog.</translation>
    </message>
    <message>
        <source>Silence the sounds of the cards</source>
        <translation>Patahimikin ang tunog ng mga baraha</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Reset Statistics</source>
        <translation>I-reset ang estadistika</translation>
    </message>
    <message>
        <source>Forget every recorded game? The statistics, the achievements and the history list start again from zero. This cannot be undone.</source>
        <translation>Kalimutan ang lahat ng naitalang laro? Magsisimula muli sa zero ang estadistika, ang mga tagumpay at ang listahan ng kasaysayan. Hindi na ito maibabalik.</translation>
    </message>
    <message>
        <source>&amp;Forget All Games</source>
        <translation>&amp;Kalimutan ang lahat ng laro</translation>
    </message>
    <message>
        <source>&amp;Keep Them</source>
        <translation>&amp;Huwag burahin</translation>
    </message>
    <message>
        <source>Export the History as CSV</source>
        <translation>I-export ang kasaysayan bilang CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Mga talaksang CSV (*.csv)</translation>
    </message>
    <message>
        <source>Exporting the history…</source>
        <translation>Ine-export ang kasaysayan…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Kanselahin</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) written to %1</source>
        <translation>
            <numerusform>%Ln laro ang isinulat sa %1</numerusform>
            <numerusform>%Ln laro ang isinulat sa %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln damaged row(s) of the history could not be read and were left out of the file.</source>
        <translation>
            <numerusform>Hindi nabasa ang %Ln sirang hanay ng kasaysayan at hindi ito isinama sa talaksan.</numerusform>
            <numerusform>Hindi nabasa ang %Ln sirang hanay ng kasaysayan at hindi isinama ang mga ito sa talaksan.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import a Game History</source>
        <translation>Mag-import ng kasaysayan ng mga laro</translation>
    </message>
    <message>
        <source>Game histories and CSV exports (*.sqlite3 *.csv);;All files (*)</source>
        <translation>Mga kasaysayan ng laro at CSV export (*.sqlite3 *.csv);;Lahat ng talaksan (*)</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estadistika</translation>
    </message>
    <message>
        <source>Statistics pages</source>
        <translation>Mga pahina ng estadistika</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Estadistika</translation>
    </message>
    <message>
        <source>L&amp;uck</source>
        <translation>S&amp;uwerte</translation>
    </message>
    <message>
        <source>A&amp;chievements</source>
        <translation>&amp;Mga tagumpay</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Kasaysayan</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>I-&amp;reset…</translation>
    </message>
    <message>
        <source>&amp;Import History…</source>
        <translation>I-&amp;import ang kasaysayan…</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <source>Counting…</source>
        <translation>Binibilang…</translation>
    </message>
    <message>
        <source>No games recorded yet. Finish a game, and its result shows here.</source>
        <translation>Wala pang naitalang laro. Tapusin ang isang laro, at lalabas dito ang resulta nito.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln game(s), %2 won</source>
        <translation>
            <numerusform>%1: %Ln laro, %2 ang panalo</numerusform>
            <numerusform>%1: %Ln laro, %2 ang panalo</numerusform>
        </translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ikaw</translation>
    </message>
    <message numerus="yes">
        <source>Wars called: %Ln, %1 right (a card counter would have got %2 right).</source>
        <translation>
            <numerusform>Mga giyerang hinulaan: %Ln, %1 ang tama (%2 sana ang tatamaan ng nagbibilang ng baraha).</numerusform>
            <numerusform>Mga giyerang hinulaan: %Ln, %1 ang tama (%2 sana ang tatamaan ng nagbibilang ng baraha).</numerusform>
        </translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Manlalaro %1</translation>
    </message>
    <message>
        <source>Results per name:</source>
        <translation>Resulta ayon sa pangalan:</translation>
    </message>
    <message numerus="yes">
        <source>With fixed gathering the cards go back in the order they were laid, and that favours the first seat (you): over many games it wins %1 of the games that end, not one in %n.</source>
        <translation>
            <numerusform>Sa nakapirming ayos, bumabalik ang mga baraha ayon sa pagkakalapag, at pabor ito sa unang puwesto (ikaw): sa maraming laro, %1 ng mga larong natatapos ang napapanalunan nito, hindi isa sa bawat %n.</numerusform>
            <numerusform>Sa nakapirming ayos, bumabalik ang mga baraha ayon sa pagkakalapag, at pabor ito sa unang puwesto (ikaw): sa maraming laro, %1 ng mga larong natatapos ang napapanalunan nito, hindi isa sa bawat %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>wala pa</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 (fair share %2)</source>
        <translation>%1 (inaasahang bahagi %2)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln win(s)</source>
        <translation>
            <numerusform>%Ln panalo</numerusform>
            <numerusform>%Ln panalo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln loss(es)</source>
        <translation>
            <numerusform>%Ln talo</numerusform>
            <numerusform>%Ln talo</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>wala</translation>
    </message>
    <message>
        <source>war ×%1</source>
        <translation>giyera ×%1</translation>
    </message>
    <message>
        <source>%1 (with you: %2)</source>
        <translation>%1 (kasama ka: %2)</translation>
    </message>
    <message>
        <source>Games recorded:</source>
        <translation>Naitalang laro:</translation>
    </message>
    <message>
        <source>Your wins:</source>
        <translation>Panalo mo:</translation>
    </message>
    <message>
        <source>Computer wins:</source>
        <translation>Panalo ng kompyuter:</translation>
    </message>
    <message>
        <source>Draws:</source>
        <translation>Tabla:</translation>
    </message>
    <message>
        <source>Repetitions:</source>
        <translation>Pag-uulit:</translation>
    </message>
    <message>
        <source>Shared wins:</source>
        <translation>Hating panalo:</translation>
    </message>
    <message>
        <source>Left unfinished:</source>
        <translation>Hindi tinapos:</translation>
    </message>
    <message>
        <source>Your win rate:</source>
        <translation>Bahagdan ng panalo mo:</translation>
    </message>
    <message>
        <source>Current streak:</source>
        <translation>Kasalukuyang sunod-sunod:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>Pinakamahabang sunod-sunod na panalo:</translation>
    </message>
    <message>
        <source>Longest losing streak:</source>
        <translation>Pinakamahabang sunod-sunod na talo:</translation>
    </message>
    <message>
        <source>Shortest game:</source>
        <translation>Pinakamaikling laro:</translation>
    </message>
    <message>
        <source>Longest game:</source>
        <translation>Pinakamahabang laro:</translation>
    </message>
    <message>
        <source>Battles in all:</source>
        <translation>Kabuuang labanan:</translation>
    </message>
    <message>
        <source>Longest war:</source>
        <translation>Pinakamahabang giyera:</translation>
    </message>
    <message>
        <source>Time played:</source>
        <translation>Oras ng paglalaro:</translation>
    </message>
    <message>
        <source>Ru&amp;les:</source>
        <translation>Pa&amp;takaran:</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>The file {file} does not exist.</source>
        <translation>Walang talaksan na {file}.</translation>
    </message>
    <message>
        <source>{file} is a link to something that no longer exists ({target}), so there is no saved game to open.</source>
        <translation>Ang {file} ay link sa isang bagay na wala na ({target}), kaya walang naka-save na larong mabubuksan.</translation>
    </message>
    <message>
        <source>Krig Desktop cannot look into the folder {folder}, so {file} cannot be opened: {reason}</source>
        <translation>Hindi makasilip ang Krig Desktop sa folder na {folder}, kaya hindi mabuksan ang {file}: {reason}</translation>
    </message>
    <message>
        <source>{file} is a folder, not a saved game.</source>
        <translation>Folder ang {file}, hindi naka-save na laro.</translation>
    </message>
    <message>
        <source>{file} is not an ordinary file, so it is not a saved game.</source>
        <translation>Hindi karaniwang talaksan ang {file}, kaya hindi ito naka-save na laro.</translation>
    </message>
    <message>
        <source>The file {file} cannot be read: {reason}</source>
        <translation>Hindi mabasa ang talaksan na {file}: {reason}</translation>
    </message>
    <message>
        <source>The file {file} is too large to be a saved game ({size} bytes; a save is never more than {limit} bytes).</source>
        <translation>Masyadong malaki ang talaksan na {file} para maging naka-save na laro ({size} byte; hindi lumalampas sa {limit} byte ang isang save).</translation>
    </message>
    <message>
        <source>The file {file} is empty.</source>
        <translation>Walang laman ang talaksan na {file}.</translation>
    </message>
    <message>
        <source>The file {file} is not a Krig Desktop save: it is not UTF-8 text.</source>
        <translation>Hindi save ng Krig Desktop ang talaksan na {file}: hindi ito UTF-8 na teksto.</translation>
    </message>
    <message>
        <source>The file {file} is not a Krig Desktop save: it is not valid JSON (line {line}, column {column}).</source>
        <translation>Hindi save ng Krig Desktop ang talaksan na {file}: hindi ito wastong JSON (linya {line}, hanay {column}).</translation>
    </message>
    <message>
        <source>The file {file} is damaged: the entry &quot;{field}&quot; appears twice.</source>
        <translation>Sira ang talaksan na {file}: dalawang beses lumalabas ang entry na “{field}”.</translation>
    </message>
    <message>
        <source>The file {file} is damaged: it holds {value}, which is not a number a save may hold.</source>
        <translation>Sira ang talaksan na {file}: may {value} ito, na hindi numerong maaaring nasa isang save.</translation>
    </message>
    <message>
        <source>The file {file} is damaged: it holds a number too long or too large to read ({length} characters).</source>
        <translation>Sira ang talaksan na {file}: may numero ito na masyadong mahaba o masyadong malaki para mabasa ({length} na karakter).</translation>
    </message>
    <message>
        <source>The file {file} is incomplete: it ends too early (it may have been cut off).</source>
        <translation>Kulang ang talaksan na {file}: masyadong maaga itong natatapos (baka naputol ito).</translation>
    </message>
    <message>
        <source>The file {file} is not a Krig Desktop save: its data is nested too deeply.</source>
        <translation>Hindi save ng Krig Desktop ang talaksan na {file}: masyadong malalim ang pagkakapatong ng datos nito.</translation>
    </message>
    <message>
        <source>The file {file} is not a Krig Desktop save.</source>
        <translation>Hindi save ng Krig Desktop ang talaksan na {file}.</translation>
    </message>
    <message>
        <source>The file {file} was made by a newer version of Krig Desktop (save format {version}; this version reads formats up to {current}). Update Krig Desktop to open it.</source>
        <translation>Ginawa ang talaksan na {file} ng mas bagong bersyon ng Krig Desktop (format ng save {version}; hanggang {current} lang ang nababasa ng bersyong ito). I-update ang Krig Desktop para mabuksan ito.</translation>
    </message>
    <message>
        <source>The file {file} has an unknown save format version: {version}.</source>
        <translation>Hindi kilala ang bersyon ng format ng save ng talaksan na {file}: {version}.</translation>
    </message>
    <message>
        <source>The file {file} is damaged: &quot;{field}&quot; is missing or has the wrong type.</source>
        <translation>Sira ang talaksan na {file}: wala ang “{field}” o mali ang uri nito.</translation>
    </message>
    <message>
        <source>The file {file} is damaged: &quot;{field}&quot; has an impossible value.</source>
        <translation>Sira ang talaksan na {file}: imposible ang halaga ng “{field}”.</translation>
    </message>
    <message>
        <source>The file {file} is damaged: it has an unknown entry &quot;{field}&quot;.</source>
        <translation>Sira ang talaksan na {file}: may hindi kilalang entry na “{field}”.</translation>
    </message>
    <message>
        <source>The file {file} holds an invalid game: {reason}</source>
        <translation>Hindi wastong laro ang nasa talaksan na {file}: {reason}</translation>
    </message>
    <message>
        <source>The file {file} is damaged: &quot;{field}&quot; does not agree with the game in it.</source>
        <translation>Sira ang talaksan na {file}: hindi tugma ang “{field}” sa larong nasa loob nito.</translation>
    </message>
    <message>
        <source>The game could not be saved to {file}: {reason}</source>
        <translation>Hindi ma-save ang laro sa {file}: {reason}</translation>
    </message>
    <message>
        <source>The game could not be saved to {file}: the disk is full.</source>
        <translation>Hindi ma-save ang laro sa {file}: puno na ang disk.</translation>
    </message>
    <message>
        <source>The game could not be saved to {file}: the folder cannot be made ({reason}).</source>
        <translation>Hindi ma-save ang laro sa {file}: hindi magawa ang folder ({reason}).</translation>
    </message>
    <message>
        <source>The game could not be saved to {file}: that is a folder.</source>
        <translation>Hindi ma-save ang laro sa {file}: folder iyon.</translation>
    </message>
    <message>
        <source>The game could not be saved to {file}: the save would be {size} bytes, more than the {limit} bytes a save may have.</source>
        <translation>Hindi ma-save ang laro sa {file}: magiging {size} byte ang save, higit sa {limit} byte na pinapayagan.</translation>
    </message>
    <message>
        <source>The game could not be saved to {file}: the save would not load again ({reason}).</source>
        <translation>Hindi ma-save ang laro sa {file}: hindi na ito mabubuksan muli ({reason}).</translation>
    </message>
    <message>
        <source>The settings file {file} is not an ordinary file, so it was not read. Until you quit, Krig Desktop uses its usual settings and leaves that file alone.</source>
        <translation>Hindi karaniwang talaksan ang talaksan ng mga setting na {file}, kaya hindi ito binasa. Hanggang sa umalis ka, gagamitin ng Krig Desktop ang karaniwang mga setting nito at hindi gagalawin ang talaksan na iyon.</translation>
    </message>
    <message>
        <source>The settings file {file} is too large to be a settings file ({size} bytes), so it was not read. Until you quit, Krig Desktop uses its usual settings and leaves that file alone.</source>
        <translation>Masyadong malaki ang talaksan ng mga setting na {file} para maging talaksan ng mga setting ({size} byte), kaya hindi ito binasa. Hanggang sa umalis ka, gagamitin ng Krig Desktop ang karaniwang mga setting nito at hindi gagalawin ang talaksan na iyon.</translation>
    </message>
    <message>
        <source>The settings file {file} cannot be read: {reason}. Until you quit, Krig Desktop uses its usual settings and leaves that file alone.</source>
        <translation>Hindi mabasa ang talaksan ng mga setting na {file}: {reason}. Hanggang sa umalis ka, gagamitin ng Krig Desktop ang karaniwang mga setting nito at hindi gagalawin ang talaksan na iyon.</translation>
    </message>
    <message>
        <source>Something unexpected went wrong with {file}: {reason}</source>
        <translation>May hindi inaasahang nangyari sa {file}: {reason}</translation>
    </message>
</context>
<context>
    <name>StoryDock</name>
    <message>
        <source>Battle Log</source>
        <translation>Talaan ng mga labanan</translation>
    </message>
    <message>
        <source>Battle log</source>
        <translation>Talaan ng mga labanan</translation>
    </message>
    <message>
        <source>How to read the log and the charts</source>
        <translation>Paano basahin ang talaan at ang mga tsart</translation>
    </message>
    <message>
        <source>Show every battle, a chart of the card counts and your chance to win</source>
        <translation>Ipakita ang bawat labanan, ang tsart ng bilang ng baraha at ang tsansa mong manalo</translation>
    </message>
    <message>
        <source>Battle Lo&amp;g</source>
        <translation>Talaan ng mga &amp;labanan</translation>
    </message>
</context>
<context>
    <name>StoryTip</name>
    <message>
        <source>&lt;b&gt;New here?&lt;/b&gt; The meter in the status bar is each player&apos;s chance to win, as a perfect card counter would see it. The battle log tells the game&apos;s story, battle by battle.</source>
        <translation>&lt;b&gt;Bago ka rito?&lt;/b&gt; Ang metro sa hanay ng katayuan ay ang tsansang manalo ng bawat manlalaro, ayon sa isang perpektong nagbibilang ng baraha. Ikinukuwento ng talaan ng mga labanan ang laro, isa-isang labanan.</translation>
    </message>
    <message>
        <source>Show the Battle Log</source>
        <translation>Ipakita ang talaan ng mga labanan</translation>
    </message>
    <message>
        <source>Read More</source>
        <translation>Magbasa pa</translation>
    </message>
    <message>
        <source>Got It</source>
        <translation>Sige</translation>
    </message>
    <message>
        <source>Tip for a new player</source>
        <translation>Payo para sa bagong manlalaro</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>War!</source>
        <translation>Giyera!</translation>
    </message>
    <message>
        <source>War again!</source>
        <translation>Giyera ulit!</translation>
    </message>
    <message>
        <source>Set aside</source>
        <translation>Nakatabi</translation>
    </message>
</context>
<context>
    <name>TableTexts</name>
    <message>
        <source>You</source>
        <translation>Ikaw</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Manlalaro %1</translation>
    </message>
    <message>
        <source>CPU %1</source>
        <translation>Kompyuter %1</translation>
    </message>
    <message>
        <source>You</source>
        <comment>your seat&apos;s short name, beside three others in a narrow column: at most 4 characters</comment>
        <translation>Ikaw</translation>
    </message>
    <message>
        <source>P%1</source>
        <comment>short name of a person at the computer (Player 1 → P1): at most 3 characters</comment>
        <translation>M%1</translation>
    </message>
    <message>
        <source>C%1</source>
        <comment>short name of a CPU player (CPU 1 → C1), beside three others in a narrow column: at most 3 characters</comment>
        <translation>K%1</translation>
    </message>
    <message>
        <source>War!</source>
        <translation>Giyera!</translation>
    </message>
    <message>
        <source>War again!</source>
        <translation>Giyera ulit!</translation>
    </message>
    <message numerus="yes">
        <source>War ×%1 — %n card(s) at stake!</source>
        <translation>
            <numerusform>Giyera ×%1 — %n baraha ang nakataya!</numerusform>
            <numerusform>Giyera ×%1 — %n baraha ang nakataya!</numerusform>
        </translation>
    </message>
    <message>
        <source>Out</source>
        <comment>your own seat: you are out of the game</comment>
        <translation>Labas</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>Labas</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n baraha</numerusform>
            <numerusform>%n baraha</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: out of the game</source>
        <translation>%1: labas na sa laro</translation>
    </message>
    <message numerus="yes">
        <source>Your deck: %n card(s) — click to play</source>
        <translation>
            <numerusform>Iyong salansan: %n baraha — i-click para maglaro</numerusform>
            <numerusform>Iyong salansan: %n baraha — i-click para maglaro</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s deck: %n card(s) — click or press %2 to turn</source>
        <translation>
            <numerusform>Salansan ni %1: %n baraha — i-click o pindutin ang %2 para ibaligtad</numerusform>
            <numerusform>Salansan ni %1: %n baraha — i-click o pindutin ang %2 para ibaligtad</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s deck: %n card(s)</source>
        <translation>
            <numerusform>Salansan ng %1: %n baraha</numerusform>
            <numerusform>Salansan ng %1: %n baraha</numerusform>
        </translation>
    </message>
    <message>
        <source>Your deck, %1</source>
        <comment>a deck in the accessibility tree; %1: &quot;26 cards&quot; or &quot;Out&quot;</comment>
        <translation>Salansan mo, %1</translation>
    </message>
    <message>
        <source>%1&apos;s deck, %2</source>
        <comment>a deck in the accessibility tree; %2: &quot;26 cards&quot; or &quot;Out&quot;</comment>
        <translation>Salansan ni %1, %2</translation>
    </message>
    <message>
        <source>Set aside</source>
        <translation>Nakatabi</translation>
    </message>
    <message>
        <source>out of play</source>
        <translation>hindi kasali</translation>
    </message>
    <message>
        <source>Click your deck or press Space to play</source>
        <translation>I-click ang iyong salansan o pindutin ang Space para maglaro</translation>
    </message>
    <message>
        <source>You are out. Click a deck or press Space to watch the others play on</source>
        <translation>Labas ka na. I-click ang isang salansan o pindutin ang Space para panoorin ang patuloy na laro ng iba</translation>
    </message>
    <message>
        <source>Waiting for %1 — press %2</source>
        <translation>Hinihintay si %1 — pindutin ang %2</translation>
    </message>
    <message>
        <source>Press your keys (%1) or click your decks; Space turns for everyone</source>
        <translation>Pindutin ang inyong mga key (%1) o i-click ang inyong mga salansan; ibabaligtad ng Space para sa lahat</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>handa na</translation>
    </message>
    <message>
        <source>Replay — battle %1 of %2 — End to return</source>
        <translation>Replay — labanan %1 ng %2 — End para bumalik</translation>
    </message>
    <message>
        <source>Battle %1 of %2 — End to return</source>
        <translation>Labanan %1 ng %2 — End para bumalik</translation>
    </message>
    <message>
        <source>Replay — Esc to return to your game</source>
        <translation>Replay — Esc para bumalik sa iyong laro</translation>
    </message>
    <message>
        <source>Today&apos;s deal — %1</source>
        <translation>Laro Ngayong Araw — %1</translation>
    </message>
    <message>
        <source>The replay ended — this is your game</source>
        <translation>Tapos na ang replay — ito ang iyong laro</translation>
    </message>
    <message numerus="yes">
        <source>War! The war cards come next — %n card(s) at stake.</source>
        <translation>
            <numerusform>Giyera! Susunod na ilalapag ang mga baraha ng giyera — %n baraha ang nakataya.</numerusform>
            <numerusform>Giyera! Susunod na ilalapag ang mga baraha ng giyera — %n baraha ang nakataya.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War ×%1! The war cards come next — %n card(s) at stake.</source>
        <translation>
            <numerusform>Giyera ×%1! Susunod na ilalapag ang mga baraha ng giyera — %n baraha ang nakataya.</numerusform>
            <numerusform>Giyera ×%1! Susunod na ilalapag ang mga baraha ng giyera — %n baraha ang nakataya.</numerusform>
        </translation>
    </message>
    <message>
        <source>Everyone in the battle lays war cards, not only the players who tied.</source>
        <translation>Maglalapag ng baraha ng giyera ang lahat ng nasa labanan, hindi lang ang mga manlalarong nagtabla.</translation>
    </message>
    <message>
        <source>Battle %1.</source>
        <translation>Labanan %1.</translation>
    </message>
    <message>
        <source>%1: out.</source>
        <translation>%1: labas na.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s).</source>
        <translation>
            <numerusform>%1: %n baraha.</numerusform>
            <numerusform>%1: %n baraha.</numerusform>
        </translation>
    </message>
    <message>
        <source>You take the pile.</source>
        <translation>Nakuha mo ang tumpok.</translation>
    </message>
    <message>
        <source>%1 takes the pile.</source>
        <translation>Nakuha ng %1 ang tumpok.</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>Tapos na ang laro.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>Mesa ng baraha</translation>
    </message>
</context>
<context>
    <name>TodayCard</name>
    <message>
        <source>&amp;Watch Replay</source>
        <translation>&amp;Panoorin ang replay</translation>
    </message>
    <message>
        <source>Watch the game you played today again</source>
        <translation>Panoorin ulit ang larong nilaro mo ngayong araw</translation>
    </message>
    <message>
        <source>Cop&amp;y Result</source>
        <translation>&amp;Kopyahin ang resulta</translation>
    </message>
    <message>
        <source>This deal ends as it did: played again, it counts in no statistic.</source>
        <translation>Magtatapos ang bigayang ito gaya ng dati: kapag nilaro ulit, hindi ito bibilangin sa anumang estadistika.</translation>
    </message>
    <message numerus="yes">
        <source>You played today&apos;s deal: won in %Ln battle(s)</source>
        <translation>
            <numerusform>Nalaro mo na ang Laro Ngayong Araw: nanalo pagkatapos ng %Ln labanan</numerusform>
            <numerusform>Nalaro mo na ang Laro Ngayong Araw: nanalo pagkatapos ng %Ln labanan</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You played today&apos;s deal: lost in %Ln battle(s)</source>
        <translation>
            <numerusform>Nalaro mo na ang Laro Ngayong Araw: natalo pagkatapos ng %Ln labanan</numerusform>
            <numerusform>Nalaro mo na ang Laro Ngayong Araw: natalo pagkatapos ng %Ln labanan</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You played today&apos;s deal: a draw after %Ln battle(s)</source>
        <translation>
            <numerusform>Nalaro mo na ang Laro Ngayong Araw: tabla pagkatapos ng %Ln labanan</numerusform>
            <numerusform>Nalaro mo na ang Laro Ngayong Araw: tabla pagkatapos ng %Ln labanan</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You played today&apos;s deal: won in %Ln battle(s) from a %1 % chance</source>
        <translation>
            <numerusform>Nalaro mo na ang Laro Ngayong Araw: nanalo pagkatapos ng %Ln labanan, %1% ang tsansa sa simula</numerusform>
            <numerusform>Nalaro mo na ang Laro Ngayong Araw: nanalo pagkatapos ng %Ln labanan, %1% ang tsansa sa simula</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You played today&apos;s deal: lost in %Ln battle(s) from a %1 % chance</source>
        <translation>
            <numerusform>Nalaro mo na ang Laro Ngayong Araw: natalo pagkatapos ng %Ln labanan, %1% ang tsansa sa simula</numerusform>
            <numerusform>Nalaro mo na ang Laro Ngayong Araw: natalo pagkatapos ng %Ln labanan, %1% ang tsansa sa simula</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You played today&apos;s deal: a draw after %Ln battle(s) from a %1 % chance</source>
        <translation>
            <numerusform>Nalaro mo na ang Laro Ngayong Araw: tabla pagkatapos ng %Ln labanan, %1% ang tsansa sa simula</numerusform>
            <numerusform>Nalaro mo na ang Laro Ngayong Araw: tabla pagkatapos ng %Ln labanan, %1% ang tsansa sa simula</numerusform>
        </translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Nakopya na</translation>
    </message>
</context>
<context>
    <name>TodaysDeal</name>
    <message>
        <source>To&amp;day&apos;s Deal</source>
        <translation>Laro &amp;Ngayong Araw</translation>
    </message>
    <message>
        <source>Deal today&apos;s game: the same deal for everyone today (2 players, default rules); the statistics count the days you play it in a row</source>
        <translation>Ipamigay ang laro ngayong araw: iisang bigayan para sa lahat ngayong araw (2 manlalaro, karaniwang patakaran); binibilang ng estadistika ang mga araw na sunod-sunod mo itong nilalaro</translation>
    </message>
</context>
<context>
    <name>TodaysLine</name>
    <message numerus="yes">
        <source>Krig %1: won in %Ln battle(s)</source>
        <translation>
            <numerusform>Krig %1: nanalo pagkatapos ng %Ln labanan</numerusform>
            <numerusform>Krig %1: nanalo pagkatapos ng %Ln labanan</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Krig %1: lost in %Ln battle(s)</source>
        <translation>
            <numerusform>Krig %1: natalo pagkatapos ng %Ln labanan</numerusform>
            <numerusform>Krig %1: natalo pagkatapos ng %Ln labanan</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Krig %1: a draw after %Ln battle(s)</source>
        <translation>
            <numerusform>Krig %1: tabla pagkatapos ng %Ln labanan</numerusform>
            <numerusform>Krig %1: tabla pagkatapos ng %Ln labanan</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Krig %1: won in %Ln battle(s) from a %2 % chance</source>
        <translation>
            <numerusform>Krig %1: nanalo pagkatapos ng %Ln labanan, %2% ang tsansa sa simula</numerusform>
            <numerusform>Krig %1: nanalo pagkatapos ng %Ln labanan, %2% ang tsansa sa simula</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Krig %1: lost in %Ln battle(s) from a %2 % chance</source>
        <translation>
            <numerusform>Krig %1: natalo pagkatapos ng %Ln labanan, %2% ang tsansa sa simula</numerusform>
            <numerusform>Krig %1: natalo pagkatapos ng %Ln labanan, %2% ang tsansa sa simula</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Krig %1: a draw after %Ln battle(s) from a %2 % chance</source>
        <translation>
            <numerusform>Krig %1: tabla pagkatapos ng %Ln labanan, %2% ang tsansa sa simula</numerusform>
            <numerusform>Krig %1: tabla pagkatapos ng %Ln labanan, %2% ang tsansa sa simula</numerusform>
        </translation>
    </message>
</context>
</TS>
