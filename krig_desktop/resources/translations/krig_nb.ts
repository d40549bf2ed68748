<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nb" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>Krig</source>
        <translation>Krig</translation>
    </message>
    <message>
        <source>About Krig</source>
        <translation>Om Krig</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Versjon %1</translation>
    </message>
    <message>
        <source>The card game War, for the desktop.</source>
        <translation>Kortspillet Krig, for datamaskinen.</translation>
    </message>
    <message>
        <source>Your games and saves stay on this computer.</source>
        <translation>Spillene og de lagrede spillene dine blir værende på denne datamaskinen.</translation>
    </message>
    <message>
        <source>Read the &amp;Licence</source>
        <translation>Les &amp;lisensen</translation>
    </message>
    <message>
        <source>&amp;Copy Path</source>
        <translation>&amp;Kopier stien</translation>
    </message>
    <message>
        <source>&amp;Open Folder</source>
        <translation>&amp;Åpne mappen</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Om &amp;Qt</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Lisens</translation>
    </message>
    <message>
        <source>Website</source>
        <translation>Nettsted</translation>
    </message>
    <message>
        <source>Saves and settings</source>
        <translation>Lagrede spill og innstillinger</translation>
    </message>
    <message>
        <source>Open in your web browser</source>
        <translation>Åpne i nettleseren</translation>
    </message>
    <message>
        <source>Every card is drawn by the program.</source>
        <translation>Alle kortene er tegnet av programmet selv.</translation>
    </message>
    <message>
        <source>The cards are the “%1” deck by %2, installed on this computer.</source>
        <translation>Kortene er kortstokken «%1» av %2, installert på denne datamaskinen.</translation>
    </message>
    <message>
        <source>The cards are the “%1” deck installed on this computer.</source>
        <translation>Kortene er kortstokken «%1», installert på denne datamaskinen.</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or later.</source>
        <translation>Fri programvare under GNU General Public License, versjon 3 eller senere.</translation>
    </message>
</context>
<context>
    <name>AchievementCheck</name>
    <message numerus="yes">
        <source>Your past games earned %n achievement(s). See them in Game → Statistics → Achievements.</source>
        <translation>
            <numerusform>De tidligere spillene dine ga %n prestasjon. Se den under Spill → Statistikk → Prestasjoner.</numerusform>
            <numerusform>De tidligere spillene dine ga %n prestasjoner. Se dem under Spill → Statistikk → Prestasjoner.</numerusform>
        </translation>
    </message>
    <message>
        <source>Achievement: %1</source>
        <translation>Prestasjon: %1</translation>
    </message>
    <message>
        <source>Achievements: %1</source>
        <translation>Prestasjoner: %1</translation>
    </message>
</context>
<context>
    <name>Achievements</name>
    <message>
        <source>First Win</source>
        <translation>Første seier</translation>
    </message>
    <message>
        <source>Win a game.</source>
        <translation>Vinn et spill.</translation>
    </message>
    <message>
        <source>Ten Games</source>
        <translation>Ti spill</translation>
    </message>
    <message>
        <source>Play 10 games to the end.</source>
        <translation>Fullfør 10 spill.</translation>
    </message>
    <message>
        <source>A Hundred Games</source>
        <translation>Hundre spill</translation>
    </message>
    <message>
        <source>Play 100 games to the end.</source>
        <translation>Fullfør 100 spill.</translation>
    </message>
    <message>
        <source>A Thousand Games</source>
        <translation>Tusen spill</translation>
    </message>
    <message>
        <source>Play 1,000 games to the end.</source>
        <translation>Fullfør 1 000 spill.</translation>
    </message>
    <message>
        <source>Against the Odds</source>
        <translation>Mot alle odds</translation>
    </message>
    <message>
        <source>Win a deal you had under a 10 % chance to win.</source>
        <translation>Vinn en giv der du hadde under 10 % sjanse til å vinne.</translation>
    </message>
    <message>
        <source>War ×3</source>
        <translation>Krig ×3</translation>
    </message>
    <message>
        <source>War ×4</source>
        <translation>Krig ×4</translation>
    </message>
    <message>
        <source>Reach war ×3 in one battle.</source>
        <translation>Nå krig ×3 i én runde.</translation>
    </message>
    <message>
        <source>Reach war ×4 in one battle.</source>
        <translation>Nå krig ×4 i én runde.</translation>
    </message>
    <message>
        <source>Down to One Card</source>
        <translation>Ned på ett kort</translation>
    </message>
    <message>
        <source>Come back from a single card and win.</source>
        <translation>Kom tilbake fra ett eneste kort og vinn.</translation>
    </message>
    <message>
        <source>Three Beaten</source>
        <translation>Tre slått</translation>
    </message>
    <message>
        <source>Beat three CPU players in one game.</source>
        <translation>Slå tre maskinspillere i ett spill.</translation>
    </message>
    <message>
        <source>Blitz</source>
        <translation>Lynseier</translation>
    </message>
    <message>
        <source>Win a game in under 50 battles.</source>
        <translation>Vinn et spill på under 50 runder.</translation>
    </message>
    <message>
        <source>Marathon</source>
        <translation>Maraton</translation>
    </message>
    <message>
        <source>Play a game of more than 1,000 battles.</source>
        <translation>Fullfør et spill på mer enn 1 000 runder.</translation>
    </message>
    <message>
        <source>Three Face Down</source>
        <translation>Tre med bildesiden ned</translation>
    </message>
    <message>
        <source>Win with three face-down cards per war.</source>
        <translation>Vinn med tre kort med bildesiden ned per krig.</translation>
    </message>
    <message>
        <source>In Order</source>
        <translation>I rekkefølge</translation>
    </message>
    <message>
        <source>Win a game with fixed gathering.</source>
        <translation>Vinn et spill med fast rekkefølge.</translation>
    </message>
    <message>
        <source>Nobody Wins</source>
        <translation>Ingen vinner</translation>
    </message>
    <message>
        <source>Play a game that ends in a draw or a repetition.</source>
        <translation>Fullfør et spill som ender uavgjort eller med gjentakelse.</translation>
    </message>
    <message>
        <source>Hot Streak</source>
        <translation>Vinnerrekke</translation>
    </message>
    <message>
        <source>Win five games in a row (same rules).</source>
        <translation>Vinn fem spill på rad (samme regler).</translation>
    </message>
    <message>
        <source>Deal of the Day</source>
        <translation>Dagens giv</translation>
    </message>
    <message>
        <source>Play today&apos;s deal on its day.</source>
        <translation>Spill dagens giv samme dag.</translation>
    </message>
    <message>
        <source>A Week of Deals</source>
        <translation>En uke med dagens giv</translation>
    </message>
    <message>
        <source>Play today&apos;s deal seven days in a row.</source>
        <translation>Spill dagens giv sju dager på rad.</translation>
    </message>
    <message>
        <source>Called It</source>
        <translation>Riktig tippet</translation>
    </message>
    <message>
        <source>Call a war right.</source>
        <translation>Tipp en krig riktig.</translation>
    </message>
    <message>
        <source>Five in a Row</source>
        <translation>Fem på rad</translation>
    </message>
    <message>
        <source>Call five wars right in a row in one game.</source>
        <translation>Tipp fem kriger riktig på rad i ett spill.</translation>
    </message>
    <message>
        <source>Kitchen Table</source>
        <translation>Kjøkkenbordet</translation>
    </message>
    <message>
        <source>Play a game to the end with two people at one keyboard.</source>
        <translation>Fullfør et spill med to spillere ved samme tastatur.</translation>
    </message>
</context>
<context>
    <name>AchievementsPage</name>
    <message>
        <source>still to earn</source>
        <translation>ikke oppnådd ennå</translation>
    </message>
    <message>
        <source>Click to watch the game it was earned in</source>
        <translation>Klikk for å se spillet den ble oppnådd i</translation>
    </message>
    <message>
        <source>%1 of %2 earned</source>
        <translation>%1 av %2 oppnådd</translation>
    </message>
    <message>
        <source>%1, game #%2</source>
        <translation>%1, spill nr. %2</translation>
    </message>
    <message>
        <source>Achievements</source>
        <translation>Prestasjoner</translation>
    </message>
    <message>
        <source>Achievement</source>
        <translation>Prestasjon</translation>
    </message>
    <message>
        <source>What it takes</source>
        <translation>Hva som kreves</translation>
    </message>
    <message>
        <source>Earned</source>
        <translation>Oppnådd</translation>
    </message>
</context>
<context>
    <name>Actions</name>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nytt spill…</translation>
    </message>
    <message>
        <source>Deal a new game</source>
        <translation>Del ut et nytt spill</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Lagre</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Lagre &amp;som…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Avslutt</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Snu kort</translation>
    </message>
    <message>
        <source>Turn the next cards (or click your deck)</source>
        <translation>Snu de neste kortene (eller klikk på bunken din)</translation>
    </message>
    <message>
        <source>&amp;Autoplay</source>
        <translation>&amp;Autospill</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>Pause whatever is playing by itself (autoplay, a replay, Finish Game)</source>
        <translation>Sett det som spilles automatisk (autospill, en reprise, Spill ferdig) på pause</translation>
    </message>
    <message>
        <source>Watch this game again from battle 1; Esc stops and returns to the game</source>
        <translation>Spill av spillet fra runde 1; Esc stopper og går tilbake til spillet</translation>
    </message>
    <message>
        <source>&amp;Finish Game</source>
        <translation>Spill f&amp;erdig</translation>
    </message>
    <message>
        <source>&amp;Load…</source>
        <translation>&amp;Åpne…</translation>
    </message>
    <message>
        <source>Choose a saved game to load (Undo brings back the game in play)</source>
        <translation>Velg et lagret spill å åpne (Angre henter tilbake spillet som pågår)</translation>
    </message>
    <message>
        <source>Re&amp;vert to Saved</source>
        <translation>&amp;Tilbake til lagret</translation>
    </message>
    <message>
        <source>Load this game&apos;s file again (Undo brings back the moment left)</source>
        <translation>Åpne filen til dette spillet igjen (Angre henter tilbake øyeblikket du forlot)</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>Start på n&amp;ytt</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistikk…</translation>
    </message>
    <message>
        <source>Your results so far, and every game played</source>
        <translation>Resultatene dine så langt, og alle spill du har spilt</translation>
    </message>
    <message>
        <source>Re&amp;veal Fate (spoiler)…</source>
        <translation>A&amp;vslør skjebnen (spoiler)…</translation>
    </message>
    <message>
        <source>Spoiler: who will win this deal, and when</source>
        <translation>Spoiler: hvem som vinner denne given, og når</translation>
    </message>
    <message>
        <source>Show the &amp;Odds Meter</source>
        <translation>Vis &amp;sjansemåleren</translation>
    </message>
    <message>
        <source>Each player&apos;s chance to win: the meter in the status bar and the chance chart in the battle log (off: no odds are worked out)</source>
        <translation>Hver spillers sjanse til å vinne: måleren i statuslinjen og sjansediagrammet i rundeloggen (av: ingen sjanser regnes ut)</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Sakte</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>F&amp;ast</source>
        <translation>&amp;Rask</translation>
    </message>
    <message>
        <source>&amp;Very Fast</source>
        <translation>&amp;Veldig rask</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation>&amp;Øyeblikkelig</translation>
    </message>
    <message>
        <source>Resume the &amp;Last Game at Start</source>
        <translation>Fortsett siste spill ved &amp;oppstart</translation>
    </message>
    <message>
        <source>When you quit, keep the game in play and continue it at the next start</source>
        <translation>Ta vare på spillet som pågår når du avslutter, og fortsett det neste gang</translation>
    </message>
    <message>
        <source>&amp;Watch Replay</source>
        <translation>Se &amp;reprise</translation>
    </message>
    <message>
        <source>Pause o&amp;n Wars</source>
        <translation>Pause ved &amp;krig</translation>
    </message>
    <message>
        <source>Autoplay and replays wait for a click at each war</source>
        <translation>Autospill og repriser venter på et klikk ved hver krig</translation>
    </message>
    <message>
        <source>&amp;Look Back</source>
        <translation>Se &amp;tilbake</translation>
    </message>
    <message>
        <source>Show a past battle on the table; ← and → move, End returns</source>
        <translation>Vis en tidligere runde på bordet; ← og → blar, End går tilbake</translation>
    </message>
    <message>
        <source>&amp;Previous Battle</source>
        <translation>&amp;Forrige runde</translation>
    </message>
    <message>
        <source>&amp;Next Battle</source>
        <translation>&amp;Neste runde</translation>
    </message>
    <message>
        <source>Back to the P&amp;resent</source>
        <translation>Ti&amp;lbake til nåtiden</translation>
    </message>
    <message>
        <source>Go to the Car&amp;d Table</source>
        <translation>G&amp;å til kortbordet</translation>
    </message>
    <message>
        <source>Move the focus to the card table: a screen reader reads the last battle and the cards each holds</source>
        <translation>Flytt fokus til kortbordet: en skjermleser leser siste runde og hvor mange kort hver har</translation>
    </message>
    <message>
        <source>Reduce &amp;Motion</source>
        <translation>Mindre &amp;bevegelse</translation>
    </message>
    <message>
        <source>Cards appear in their places instead of flying; banners appear without growing</source>
        <translation>Kortene dukker opp på plassen sin i stedet for å fly; bannere dukker opp uten å vokse</translation>
    </message>
    <message>
        <source>How to &amp;Play</source>
        <translation>&amp;Slik spiller du</translation>
    </message>
    <message>
        <source>&amp;About Krig</source>
        <translation>&amp;Om Krig</translation>
    </message>
</context>
<context>
    <name>Announcements</name>
    <message>
        <source>%1: out</source>
        <comment>a seat that has left the game</comment>
        <translation>%1: ute</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s)</source>
        <translation>
            <numerusform>%1: %n kort</numerusform>
            <numerusform>%1: %n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>Battle %1. %2.</source>
        <translation>Runde %1. %2.</translation>
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
        <translation>Som &amp;systemet</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Lyst</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Mørkt</translation>
    </message>
    <message>
        <source>Light or dark as the desktop is</source>
        <translation>Lyst eller mørkt, slik skrivebordet er</translation>
    </message>
    <message>
        <source>Light windows, whatever the desktop</source>
        <translation>Lyse vinduer, uansett skrivebord</translation>
    </message>
    <message>
        <source>Dark windows and a darker table, whatever the desktop</source>
        <translation>Mørke vinduer og et mørkere bord, uansett skrivebord</translation>
    </message>
    <message>
        <source>&amp;Appearance</source>
        <translation>&amp;Utseende</translation>
    </message>
</context>
<context>
    <name>BattleLogModel</name>
    <message>
        <source>Battle</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <source>Battle %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>%1: not in this battle</source>
        <translation>%1: ikke med i denne runden</translation>
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
        <translation>T&amp;ipp krigen</translation>
    </message>
    <message>
        <source>When a war waits, guess who takes it: Shift+1 … Shift+4 for the player in that place, or click a name plate</source>
        <translation>Når en krig venter, tipp hvem som tar den: Shift+1 … Shift+4 for spilleren på den plassen, eller klikk på et navneskilt</translation>
    </message>
    <message>
        <source>Call Player %1</source>
        <translation>Tipp spiller %1</translation>
    </message>
    <message>
        <source>Who takes it? Shift+1 … Shift+%1</source>
        <translation>Hvem tar den? Shift+1 … Shift+%1</translation>
    </message>
    <message>
        <source>Call the War is on: when a war waits, press Shift+1 … Shift+%1 or click a name plate to say who takes it</source>
        <translation>Tipp krigen er slått på: når en krig venter, trykk Shift+1 … Shift+%1 eller klikk på et navneskilt for å tippe hvem som tar den</translation>
    </message>
    <message>
        <source>You call yourself</source>
        <translation>Du tipper deg selv</translation>
    </message>
    <message>
        <source>You call %1</source>
        <translation>Du tipper %1</translation>
    </message>
    <message numerus="yes">
        <source>Not this time: the war ended the game in a draw, and nobody takes the %n card(s)</source>
        <translation>
            <numerusform>Ikke denne gangen: krigen endte spillet uavgjort, og ingen tar det %n kortet</numerusform>
            <numerusform>Ikke denne gangen: krigen endte spillet uavgjort, og ingen tar de %n kortene</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Called it: you take %n card(s)</source>
        <translation>
            <numerusform>Riktig tippet: du tar %n kort</numerusform>
            <numerusform>Riktig tippet: du tar %n kort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Called it: %1 takes %n card(s)</source>
        <translation>
            <numerusform>Riktig tippet: %1 tar %n kort</numerusform>
            <numerusform>Riktig tippet: %1 tar %n kort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not this time: you take %n card(s)</source>
        <translation>
            <numerusform>Ikke denne gangen: du tar %n kort</numerusform>
            <numerusform>Ikke denne gangen: du tar %n kort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not this time: %1 takes %n card(s)</source>
        <translation>
            <numerusform>Ikke denne gangen: %1 tar %n kort</numerusform>
            <numerusform>Ikke denne gangen: %1 tar %n kort</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CardChart</name>
    <message>
        <source>Card count chart</source>
        <translation>Diagram over antall kort</translation>
    </message>
    <message>
        <source>Each player&apos;s cards after every battle; wars are ticked along the bottom. Left and right arrow keys pick a battle to look at.</source>
        <translation>Hvor mange kort hver spiller har etter hver runde; kriger er merket langs bunnen. Piltastene venstre og høyre velger en runde å se på.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spiller %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The deal — %1</source>
        <translation>Given — %1</translation>
    </message>
    <message>
        <source>Battle %1 — %2</source>
        <translation>Runde %1 — %2</translation>
    </message>
    <message>
        <source>No battles yet</source>
        <translation>Ingen runder ennå</translation>
    </message>
</context>
<context>
    <name>CardName</name>
    <message>
        <source>%1 of %2</source>
        <comment>A card&apos;s name: %1 is the rank (queen), %2 the suit (hearts). Reorder freely.</comment>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>Face-down card</source>
        <translation>Kort med bildesiden ned</translation>
    </message>
    <message>
        <source>no card</source>
        <comment>A seat with no face-up card on the table.</comment>
        <translation>ikke noe kort</translation>
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
        <translation>to</translation>
    </message>
    <message>
        <source>three</source>
        <translation>tre</translation>
    </message>
    <message>
        <source>four</source>
        <translation>fire</translation>
    </message>
    <message>
        <source>five</source>
        <translation>fem</translation>
    </message>
    <message>
        <source>six</source>
        <translation>seks</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>sju</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>åtte</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>ni</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>ti</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>knekt</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>konge</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>ess</translation>
    </message>
</context>
<context>
    <name>CardSuit</name>
    <message>
        <source>spades</source>
        <translation>spar</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hjerter</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ruter</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>kløver</translation>
    </message>
</context>
<context>
    <name>ChanceChart</name>
    <message>
        <source>Chance chart</source>
        <translation>Sjansediagram</translation>
    </message>
    <message>
        <source>The odds are off: the View menu turns the odds meter on.</source>
        <translation>Sjansene er slått av: slå på sjansemåleren i Vis-menyen.</translation>
    </message>
    <message>
        <source>Working out the odds…</source>
        <translation>Regner ut sjansene…</translation>
    </message>
    <message>
        <source>biggest swing</source>
        <translation>største svingning</translation>
    </message>
    <message>
        <source>Your chance to win</source>
        <translation>Din sjanse til å vinne</translation>
    </message>
    <message>
        <source>%1&apos;s chance to win</source>
        <comment>two people: the first person&apos;s chance</comment>
        <translation>Sjansen for at %1 vinner</translation>
    </message>
    <message>
        <source>%1 after every battle, as a perfect card counter would see it; wars are ticked along the bottom.</source>
        <comment>%1 is the line&apos;s name: Your chance to win</comment>
        <translation>%1 etter hver runde, slik en perfekt korteller ville sett den; krigene er merket langs bunnen.</translation>
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
        <translation>Spiller ferdig… runde %L1</translation>
    </message>
    <message>
        <source>The computer ran out of memory, so play stopped at battle %L1. The table shows the game where it got to.</source>
        <translation>Datamaskinen gikk tom for minne, så spillet stoppet ved runde %L1. Bordet viser spillet slik det sto da.</translation>
    </message>
    <message>
        <source>Something unexpected went wrong, so play stopped at battle %L1. The table shows the game where it got to.

%2</source>
        <translation>Noe uventet gikk galt, så spillet stoppet ved runde %L1. Bordet viser spillet slik det sto da.

%2</translation>
    </message>
</context>
<context>
    <name>DailyBox</name>
    <message>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>Teller…</translation>
    </message>
    <message numerus="yes">
        <source>Days in a row: %Ln.</source>
        <translation>
            <numerusform>Dager på rad: %Ln.</numerusform>
            <numerusform>Dager på rad: %Ln.</numerusform>
        </translation>
    </message>
    <message>
        <source>No run of days yet: play today&apos;s deal (Game → Today&apos;s Deal).</source>
        <translation>Ingen dager på rad ennå: spill dagens giv (Spill → Dagens giv).</translation>
    </message>
    <message>
        <source>Today: %1.</source>
        <translation>I dag: %1.</translation>
    </message>
    <message>
        <source>Today&apos;s deal is still to play.</source>
        <translation>Dagens giv er ikke spilt ennå.</translation>
    </message>
    <message>
        <source>Today&apos;s Deal</source>
        <translation>Dagens giv</translation>
    </message>
    <message>
        <source>Cop&amp;y Result</source>
        <translation>Kop&amp;ier resultatet</translation>
    </message>
</context>
<context>
    <name>DeckChooser</name>
    <message>
        <source>Reading the deck…</source>
        <translation>Leser kortstokken…</translation>
    </message>
    <message>
        <source>Cards and Table</source>
        <translation>Kort og bord</translation>
    </message>
    <message>
        <source>Card decks</source>
        <translation>Kortstokker</translation>
    </message>
    <message>
        <source>Preview of the deck on the table</source>
        <translation>Slik ser kortstokken ut på bordet</translation>
    </message>
    <message>
        <source>&amp;Table colour:</source>
        <translation>&amp;Bordfarge:</translation>
    </message>
    <message>
        <source>Krig (our own)</source>
        <translation>Krig (vår egen)</translation>
    </message>
</context>
<context>
    <name>DesktopWiring</name>
    <message>
        <source>Show &amp;Toolbar</source>
        <translation>Vis &amp;verktøylinje</translation>
    </message>
    <message>
        <source>Show Status &amp;Bar</source>
        <translation>Vis st&amp;atuslinje</translation>
    </message>
    <message>
        <source>&amp;Cards and Table…</source>
        <translation>&amp;Kort og bord…</translation>
    </message>
    <message>
        <source>Choose the card deck and the table&apos;s colour</source>
        <translation>Velg kortstokk og farge på bordet</translation>
    </message>
    <message>
        <source>Spea&amp;k the Card Counts</source>
        <translation>Les &amp;opp antall kort</translation>
    </message>
    <message>
        <source>Your screen reader says how many cards each has</source>
        <translation>Skjermleseren sier hvor mange kort hver har</translation>
    </message>
    <message>
        <source>Autoplay</source>
        <translation>Autospill</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Reprise</translation>
    </message>
    <message>
        <source>A replay is playing: press P to pause it, Esc to leave it</source>
        <translation>En reprise spilles: trykk P for å sette den på pause, Esc for å gå ut</translation>
    </message>
    <message>
        <source>Autoplay is on: press A or P to stop it</source>
        <translation>Autospill er på: trykk A eller P for å stoppe</translation>
    </message>
</context>
<context>
    <name>EndTexts</name>
    <message numerus="yes">
        <source>Most cards after %n battle(s)</source>
        <translation>
            <numerusform>Flest kort etter %n runde</numerusform>
            <numerusform>Flest kort etter %n runder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>First to win %n war(s)</source>
        <translation>
            <numerusform>Først til å vinne %n krig</numerusform>
            <numerusform>Først til å vinne %n kriger</numerusform>
        </translation>
    </message>
    <message>
        <source>When one player has all the cards</source>
        <translation>Når én spiller har alle kortene</translation>
    </message>
    <message>
        <source>Battle %1 of %2</source>
        <translation>Runde %1 av %2</translation>
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
        <translation>Vunne kriger: %1 — først til %2</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between names in a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two names of a list</comment>
        <translation>%1 og %2</translation>
    </message>
    <message numerus="yes">
        <source>A shared win: %1, %n card(s) each.</source>
        <translation>
            <numerusform>Delt seier: %1, %n kort hver.</numerusform>
            <numerusform>Delt seier: %1, %n kort hver.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You are the first to win %n war(s): the game is yours!</source>
        <translation>
            <numerusform>Du er først til å vinne %n krig: spillet er ditt!</numerusform>
            <numerusform>Du er først til å vinne %n kriger: spillet er ditt!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is the first to win %n war(s) and wins the game.</source>
        <translation>
            <numerusform>%1 er først til å vinne %n krig og vinner spillet.</numerusform>
            <numerusform>%1 er først til å vinne %n kriger og vinner spillet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n battle(s) you have the most cards: %1.</source>
        <translation>
            <numerusform>Etter %n runde har du flest kort: %1.</numerusform>
            <numerusform>Etter %n runder har du flest kort: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n battle(s) %1 has the most cards: %2.</source>
        <translation>
            <numerusform>Etter %n runde har %1 flest kort: %2.</numerusform>
            <numerusform>Etter %n runder har %1 flest kort: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>A shared win</source>
        <translation>Delt seier</translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win: the most cards after %2, %n each.</source>
        <translation>
            <numerusform>%1 deler seieren: flest kort etter %2, %n hver.</numerusform>
            <numerusform>%1 deler seieren: flest kort etter %2, %n hver.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n battle(s)</source>
        <translation>
            <numerusform>%n runde</numerusform>
            <numerusform>%n runder</numerusform>
        </translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Du vant!</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 vant</translation>
    </message>
</context>
<context>
    <name>FateFlow</name>
    <message>
        <source>Reveal Fate is a spoiler: a numbered deal is decided from its first card, and this tells you who will win it and when.

Reveal the fate of this game?</source>
        <translation>«Avslør skjebnen» er en spoiler: en nummerert giv er avgjort fra første kort, og her får du vite hvem som vinner og når.

Vil du avsløre skjebnen til dette spillet?</translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>Ikke spør igjen</translation>
    </message>
    <message>
        <source>Reveal Fate (spoiler)</source>
        <translation>Avslør skjebnen (spoiler)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>This deal runs long. Looking ahead… %1 battles so far</source>
        <translation>Denne given varer lenge. Ser framover… %1 runder så langt</translation>
    </message>
</context>
<context>
    <name>Felt</name>
    <message>
        <source>Green</source>
        <translation>Grønn</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blå</translation>
    </message>
    <message>
        <source>Burgundy</source>
        <translation>Vinrød</translation>
    </message>
    <message>
        <source>Teal</source>
        <translation>Blågrønn</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>Brun</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Grå</translation>
    </message>
</context>
<context>
    <name>FullScreen</name>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>Fullsk&amp;jerm</translation>
    </message>
    <message>
        <source>Fill the screen with the table; F11 or Esc leaves</source>
        <translation>Fyll skjermen med bordet; F11 eller Esc går ut</translation>
    </message>
    <message>
        <source>Leave Full Screen (Otherwise Pause)</source>
        <translation>Gå ut av fullskjerm (ellers pause)</translation>
    </message>
    <message>
        <source>Leave Full Screen</source>
        <translation>Gå ut av fullskjerm</translation>
    </message>
    <message>
        <source>Back to the window (F11 or Esc)</source>
        <translation>Tilbake til vinduet (F11 eller Esc)</translation>
    </message>
</context>
<context>
    <name>GameOverPanel</name>
    <message>
        <source>&amp;Next Game</source>
        <translation>&amp;Neste spill</translation>
    </message>
    <message>
        <source>Deal a new game at once, with the same players and rules</source>
        <translation>Del ut et nytt spill med en gang, med de samme spillerne og reglene</translation>
    </message>
    <message>
        <source>Play This Deal &amp;Again</source>
        <translation>Spill denne given &amp;igjen</translation>
    </message>
    <message>
        <source>The same deal once more: it ends as before, and counts in no statistic</source>
        <translation>Samme giv én gang til: den ender som før og teller ikke i noen statistikk</translation>
    </message>
    <message>
        <source>&amp;Watch Replay</source>
        <translation>Se &amp;reprise</translation>
    </message>
    <message>
        <source>Watch this game again from its first battle</source>
        <translation>Se dette spillet igjen fra første runde</translation>
    </message>
    <message>
        <source>Cop&amp;y Result</source>
        <translation>Kop&amp;ier resultatet</translation>
    </message>
    <message>
        <source>Put one line about today&apos;s deal on the clipboard, to send to someone who played it too</source>
        <translation>Legg én linje om dagens giv på utklippstavlen, så du kan sende den til noen som også har spilt den</translation>
    </message>
    <message>
        <source>Achievement: %1</source>
        <translation>Prestasjon: %1</translation>
    </message>
    <message>
        <source>The replay ended. This is your own game, as it was before the replay.</source>
        <translation>Reprisen er slutt. Dette er ditt eget spill, slik det var før reprisen.</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Du vant!</translation>
    </message>
    <message>
        <source>You took every card.</source>
        <translation>Du tok alle kortene.</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 vant</translation>
    </message>
    <message>
        <source>You ran out of cards.</source>
        <translation>Du gikk tom for kort.</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Uavgjort</translation>
    </message>
    <message>
        <source>Everyone ran out of cards in a war, so nobody could take the pile.</source>
        <translation>Alle gikk tom for kort i en krig, så ingen kunne ta haugen.</translation>
    </message>
    <message>
        <source>Draw by repetition</source>
        <translation>Uavgjort ved gjentakelse</translation>
    </message>
    <message>
        <source>This position came back: with fixed gathering the game would go round forever.</source>
        <translation>Denne stillingen har vært før: med fast rekkefølge ville spillet gått i ring for alltid.</translation>
    </message>
    <message>
        <source>Game #%1</source>
        <translation>Spill nr. %1</translation>
    </message>
    <message numerus="yes">
        <source>%n battle(s)</source>
        <translation>
            <numerusform>%n runde</numerusform>
            <numerusform>%n runder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n war(s)</source>
        <translation>
            <numerusform>%n krig</numerusform>
            <numerusform>%n kriger</numerusform>
        </translation>
    </message>
    <message>
        <source>No war in this game.</source>
        <translation>Ingen krig i dette spillet.</translation>
    </message>
    <message>
        <source>Longest war: a single war in battle %1.</source>
        <translation>Lengste krig: én enkelt krig, i runde %1.</translation>
    </message>
    <message>
        <source>Longest war: war ×%1 in battle %2.</source>
        <translation>Lengste krig: krig ×%1 i runde %2.</translation>
    </message>
    <message numerus="yes">
        <source>Biggest pile: you took %n card(s) in battle %2.</source>
        <translation>
            <numerusform>Største haug: du tok %n kort i runde %2.</numerusform>
            <numerusform>Største haug: du tok %n kort i runde %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Biggest pile: %1 took %n card(s) in battle %2.</source>
        <translation>
            <numerusform>Største haug: %1 tok %n kort i runde %2.</numerusform>
            <numerusform>Største haug: %1 tok %n kort i runde %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The lead changed hands %n time(s).</source>
        <translation>
            <numerusform>Ledelsen skiftet %n gang.</numerusform>
            <numerusform>Ledelsen skiftet %n ganger.</numerusform>
        </translation>
    </message>
    <message>
        <source>The lead never changed hands.</source>
        <translation>Ledelsen skiftet aldri.</translation>
    </message>
    <message numerus="yes">
        <source>Longest streak: you took %n battle(s) in a row.</source>
        <translation>
            <numerusform>Lengste rekke: du vant %n runde på rad.</numerusform>
            <numerusform>Lengste rekke: du vant %n runder på rad.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Longest streak: %1 took %n battle(s) in a row.</source>
        <translation>
            <numerusform>Lengste rekke: %1 vant %n runde på rad.</numerusform>
            <numerusform>Lengste rekke: %1 vant %n runder på rad.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Comeback: you came back from only %n card(s) in battle %2.</source>
        <translation>
            <numerusform>Snuoperasjon: du kom tilbake fra bare %n kort i runde %2.</numerusform>
            <numerusform>Snuoperasjon: du kom tilbake fra bare %n kort i runde %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Comeback: %1 came back from only %n card(s) in battle %2.</source>
        <translation>
            <numerusform>Snuoperasjon: %1 kom tilbake fra bare %n kort i runde %2.</numerusform>
            <numerusform>Snuoperasjon: %1 kom tilbake fra bare %n kort i runde %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
</context>
<context>
    <name>GameRecorder</name>
    <message>
        <source>The game history was damaged. It was kept as %1, and a new one was started.</source>
        <translation>Spillhistorikken var skadet. Den er tatt vare på som %1, og en ny er startet.</translation>
    </message>
    <message numerus="yes">
        <source>The game history can be written again: %Ln kept game(s) recorded.</source>
        <translation>
            <numerusform>Spillhistorikken kan skrives igjen: %Ln spill som ble tatt vare på, er registrert.</numerusform>
            <numerusform>Spillhistorikken kan skrives igjen: %Ln spill som ble tatt vare på, er registrert.</numerusform>
        </translation>
    </message>
    <message>
        <source>its folder cannot be written to</source>
        <translation>mappen dens kan ikke skrives til</translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <translation>filen er skrivebeskyttet</translation>
    </message>
    <message>
        <source>its folder cannot be opened (no permission)</source>
        <translation>mappen dens kan ikke åpnes (mangler tillatelse)</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>disken er full</translation>
    </message>
    <message>
        <source>another program keeps it locked</source>
        <translation>et annet program holder den låst</translation>
    </message>
    <message>
        <source>it is damaged</source>
        <translation>den er skadet</translation>
    </message>
    <message>
        <source>a newer version of Krig Desktop made it</source>
        <translation>en nyere versjon av Krig Desktop laget den</translation>
    </message>
    <message>
        <source>it is not a Krig Desktop history</source>
        <translation>den er ikke en Krig Desktop-historikk</translation>
    </message>
    <message>
        <source>something other than a file is in its place</source>
        <translation>noe annet enn en fil ligger der den skal være</translation>
    </message>
    <message>
        <source>a file stands where its folder should be</source>
        <translation>en fil står der mappen dens skulle vært</translation>
    </message>
    <message>
        <source>it cannot be opened</source>
        <translation>den kan ikke åpnes</translation>
    </message>
    <message>
        <source>The game history cannot be written now, because %1. Games that end meanwhile are kept and recorded as soon as it can be written again. You can play on as usual.</source>
        <translation>Spillhistorikken kan ikke skrives nå fordi %1. Spill som slutter i mellomtiden, blir tatt vare på og registrert så snart den kan skrives igjen. Du kan spille videre som vanlig.</translation>
    </message>
</context>
<context>
    <name>HelpComeBack</name>
    <message>
        <source>&lt;b&gt;Today&apos;s Deal&lt;/b&gt; deals the day&apos;s game: choose Game → Today&apos;s Deal, or start the game with:</source>
        <translation>&lt;b&gt;Dagens giv&lt;/b&gt; deler ut dagens spill: velg Spill → Dagens giv, eller start spillet med kommandoen:</translation>
    </message>
    <message>
        <source>Its game number is the date, year, month and day: %1 on %2. It has 2 players and the default rules, so everyone who plays today gets the same deal. The statistics show how many days in a row you have played it and how today&apos;s game went, and &lt;b&gt;Copy Result&lt;/b&gt; puts one line about it on the clipboard, to send to someone who played it too.</source>
        <translation>Spillnummeret er datoen, år, måned og dag: %1 for %2. Det har 2 spillere og vanlige regler, så alle som spiller i dag, får samme giv. Statistikken viser hvor mange dager på rad du har spilt den, og hvordan dagens spill gikk, og &lt;b&gt;Kopier resultatet&lt;/b&gt; legger én linje om det på utklippstavlen, så du kan sende den til noen som også har spilt det.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Two people at one computer&lt;/b&gt;, as War is played across a kitchen table: in New Game, choose two people at this computer and give each a name, or start the game with:</source>
        <translation>&lt;b&gt;To spillere ved én datamaskin&lt;/b&gt;, slik Krig spilles rundt et kjøkkenbord: i Nytt spill velger du to spillere ved denne maskinen og gir hver et navn, eller du starter spillet med kommandoen:</translation>
    </message>
    <message>
        <source>Each of you turns with a key of your own: %1 for Player 1 and %2 for Player 2 by default. New Game lets you change them, and refuses a key the game already uses. A click on your own deck counts as your key.</source>
        <translation>Hver av dere snur med sin egen tast: %1 for spiller 1 og %2 for spiller 2 som standard. I Nytt spill kan du endre dem, og en tast spillet allerede bruker, blir avvist. Et klikk på din egen bunke gjelder som tasten din.</translation>
    </message>
    <message>
        <source>A battle&apos;s cards turn when both of you have pressed; the CPU players just turn. Space, Enter and Play press for everyone who has not pressed yet, so one of you can also play on alone.</source>
        <translation>Kortene i en runde snus når begge har trykket; maskinspillerne bare snur. Mellomrom, Enter og Snu kort trykker for alle som ikke har trykket ennå, så én av dere kan også spille videre alene.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Call the War&lt;/b&gt; (Game → Call the War, off until you turn it on) gives you a guess to make. When a war waits to be laid, press %1 … %2 for the player in the war you think will take it, or click that player&apos;s name plate. %1 is the first seat, at the bottom of the table, %3 the next, and so on. You may change your call until the war cards are laid; when the war ends, a note on the felt says whether you called it.</source>
        <translation>&lt;b&gt;Tipp krigen&lt;/b&gt; (Spill → Tipp krigen, av til du slår det på) gir deg noe å tippe på. Når en krig venter på å bli lagt, trykker du %1 … %2 for spilleren i krigen du tror tar den, eller klikker på navneskiltet til den spilleren. %1 er den første plassen, nederst ved bordet, %3 den neste, og så videre. Du kan ombestemme deg til krigskortene er lagt; når krigen er over, sier en melding på filten om du tippet riktig.</translation>
    </message>
    <message>
        <source>The statistics count the calls you made, how many were right, and how many a card counter would have got right: someone who knows which cards each player holds, but not in which order, and calls the likeliest player every time. Nobody who cannot see the order can expect to call better than that. So if you are right more often than the counter, that is luck; if less often, the counter&apos;s way of calling would have served you better.</source>
        <translation>Statistikken teller hvor mange ganger du har tippet, hvor mange tips som var riktige, og hvor mange en korteller ville hatt riktig: en som vet hvilke kort hver spiller har, men ikke i hvilken rekkefølge, og som hver gang tipper på den mest sannsynlige spilleren. Den som ikke ser rekkefølgen, kan ikke regne med å tippe bedre enn det. Har du oftere rett enn kortelleren, er det altså flaks; har du sjeldnere rett, ville kortellerens måte å tippe på ha tjent deg bedre.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Achievements&lt;/b&gt; are earned from your history: rare moments and milestones of the games you play. When you earn one, a quiet note on the felt says so, with no box to close. The statistics list each one with the date and the game it was earned in; click one to watch that game&apos;s replay.</source>
        <translation>&lt;b&gt;Prestasjoner&lt;/b&gt; oppnås ut fra historikken din: sjeldne øyeblikk og milepæler i spillene du spiller. Når du oppnår en, vises en stille melding på filten, uten noen boks å lukke. Statistikken viser hver av dem med datoen og spillet den ble oppnådd i; klikk på en for å se reprise av det spillet.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your luck over time:&lt;/b&gt; the statistics set your wins against the wins the chances at the deal predicted, game after game. When your wins run ahead of the predicted ones, luck has been on your side; when they fall behind, it has been against you.</source>
        <translation>&lt;b&gt;Flaksen din over tid:&lt;/b&gt; statistikken stiller seirene dine opp mot seirene sjansene ved given spådde, spill etter spill. Når seirene dine ligger foran de spådde, har flaksen vært på din side; når de ligger bak, har den vært mot deg.</translation>
    </message>
    <message>
        <source>War has no decisions to make, so besides the cards the game keeps a few things for you: a deal for the day, a friend beside you, a guess worth making, and a record of your games.</source>
        <translation>Krig har ingen valg å ta, så ved siden av kortene har spillet noen ting til deg: en giv for dagen, en venn ved siden av deg, noe som er verdt å tippe på, og en oversikt over spillene dine.</translation>
    </message>
    <message>
        <source>Reasons to come back</source>
        <translation>Grunner til å komme tilbake</translation>
    </message>
    <message>
        <source>When a war waits: name who takes it, from the first seat to the fourth</source>
        <translation>Når en krig venter: si hvem som tar den, fra første til fjerde plass</translation>
    </message>
    <message>
        <source>Player %1 turns, when two people play (%2 by default; set in New Game)</source>
        <translation>Spiller %1 snur når dere er to (%2 som standard; endres i Nytt spill)</translation>
    </message>
    <message>
        <source>Two people at one computer</source>
        <translation>To spillere ved én datamaskin</translation>
    </message>
</context>
<context>
    <name>HelpEnding</name>
    <message>
        <source>War can take a long time. The rule option &lt;i&gt;Game ends&lt;/i&gt; in New Game lets you decide when a game stops.</source>
        <translation>Krig kan ta lang tid. Med regelvalget &lt;i&gt;Spillet ender&lt;/i&gt; i Nytt spill bestemmer du når et spill stopper.</translation>
    </message>
    <message>
        <source>&lt;b&gt;When one player has all the cards&lt;/b&gt; (the usual way, and the default): play on until one player holds every card.</source>
        <translation>&lt;b&gt;Når én spiller har alle kortene&lt;/b&gt; (det vanlige, og standard): spill videre til én spiller har hvert eneste kort.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Most cards after 50, 100 or 200 battles:&lt;/b&gt; when that battle is over (a battle includes its wars, until the pile is gathered) and more than one player still has cards, the game ends. The player with the most cards in hand wins; two or more with the same most share the win. With three players the card set aside at the deal counts for nobody. A position that comes back does not end such a game as a draw by repetition: it ends at its last battle anyway.</source>
        <translation>&lt;b&gt;Flest kort etter 50, 100 eller 200 runder:&lt;/b&gt; når den runden er over (en runde tar med krigene sine, til haugen er samlet inn) og mer enn én spiller fortsatt har kort, er spillet slutt. Spilleren med flest kort på hånden vinner; to eller flere med like mange deler seieren. Med tre spillere teller kortet som ble lagt til side ved given, for ingen. En stilling som kommer tilbake, gjør ikke et slikt spill uavgjort ved gjentakelse: det ender ved sin siste runde uansett.</translation>
    </message>
    <message>
        <source>&lt;b&gt;First to win 3 or 5 wars:&lt;/b&gt; you win a war when you take the pile of a battle that had at least one war in it. The first player to win that many wars wins the game, as soon as that pile is gathered.</source>
        <translation>&lt;b&gt;Først til å vinne 3 eller 5 kriger:&lt;/b&gt; du vinner en krig når du tar haugen i en runde med minst én krig. Den første spilleren som vinner så mange kriger, vinner spillet så snart den haugen er samlet inn.</translation>
    </message>
    <message>
        <source>Either way, a game that ends sooner by the usual rules ends as they say: one player takes every card, everyone runs short in a war (a draw), or a position comes back (a draw by repetition).</source>
        <translation>Uansett valg ender et spill som tar slutt før etter de vanlige reglene, slik de sier: én spiller tar alle kortene, alle går tom i en krig (uavgjort), eller en stilling kommer tilbake (uavgjort ved gjentakelse).</translation>
    </message>
    <message>
        <source>The end never changes the deal: the same game number, number of players, face-down cards and gathering deal the same cards whatever end you choose. Today&apos;s deal is always played until one player has all the cards.</source>
        <translation>Slutten endrer aldri given: samme spillnummer, antall spillere, kort med bildesiden ned og innsamling gir de samme kortene uansett hvilken slutt du velger. Dagens giv spilles alltid til én spiller har alle kortene.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Why choose an early end:&lt;/b&gt; with fixed order and two face-down cards a game almost never ends by itself, and any game can run to hundreds of battles. New Game warns you about such rules.</source>
        <translation>&lt;b&gt;Hvorfor velge en tidlig slutt:&lt;/b&gt; med fast rekkefølge og to kort med bildesiden ned tar et spill nesten aldri slutt av seg selv, og ethvert spill kan vare i hundrevis av runder. Nytt spill advarer deg om slike regler.</translation>
    </message>
    <message>
        <source>Ending early</source>
        <translation>Tidlig slutt</translation>
    </message>
</context>
<context>
    <name>HelpStory</name>
    <message>
        <source>&lt;b&gt;The odds meter&lt;/b&gt; in the status bar shows each player&apos;s chance to win, as a perfect card counter would see it: someone who knows which cards every hand holds, but not in which order. &lt;b&gt;26 % 74 %&lt;/b&gt; means that of all the orders those cards could be in, you win about one game in four.</source>
        <translation>&lt;b&gt;Sjansemåleren&lt;/b&gt; på statuslinjen viser hver spillers sjanse til å vinne slik en perfekt korteller ville sett den: en som vet hvilke kort hver spiller har, men ikke i hvilken rekkefølge. &lt;b&gt;26 % 74 %&lt;/b&gt; betyr at av alle rekkefølgene kortene kan ligge i, vinner du omtrent ett spill av fire.</translation>
    </message>
    <message>
        <source>&lt;b&gt;±&lt;/b&gt; is how far the estimate may be off: the chance is worked out by playing the game on many times from here, and ±1.3 means the true chance is within about 1.3 points of the one shown.</source>
        <translation>&lt;b&gt;±&lt;/b&gt; er hvor mye anslaget kan bomme: sjansen regnes ut ved å spille spillet videre mange ganger herfra, og ±1,3 betyr at den virkelige sjansen ligger innenfor omtrent 1,3 prosentpoeng av den som vises.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Why losing a battle can raise your chance:&lt;/b&gt; what counts is which cards you hold, not how many. Losing a 3 while the other player&apos;s king goes under their hand can leave you stronger for the battles to come.</source>
        <translation>&lt;b&gt;Hvorfor et tap kan øke sjansen din:&lt;/b&gt; det som teller, er hvilke kort du har, ikke hvor mange. Å tape en treer mens den andre spillerens konge havner nederst i bunken hans, kan gjøre deg sterkere i rundene som kommer.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Reveal Fate&lt;/b&gt; (Game menu) is not the meter. A numbered deal is decided from its first card: Reveal Fate plays the real order of the cards to the end and tells you who will win and when. The meter does not know that order, so it can say 74 % for a game that Reveal Fate says you will lose. It is a spoiler, and asks before it tells.</source>
        <translation>&lt;b&gt;«Avslør skjebnen»&lt;/b&gt; (Spill-menyen) er ikke måleren. En nummerert giv er avgjort fra første kort: «Avslør skjebnen» spiller den virkelige rekkefølgen av kortene til slutten og forteller hvem som vinner, og når. Måleren kjenner ikke den rekkefølgen, så den kan vise 74 % i et spill som «Avslør skjebnen» sier at du taper. Det er en spoiler, og den spør før den forteller.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The battle log&lt;/b&gt; (View → Battle Log) is the story of the game: one row per battle, with the cards each player laid (▢ is a face-down card) and who took the pile. Under it, &lt;b&gt;two charts&lt;/b&gt;: how many cards each player held after every battle, and your chance after every battle, with the wars ticked along the bottom.</source>
        <translation>&lt;b&gt;Rundeloggen&lt;/b&gt; (Vis → Rundelogg) er spillets historie: én rad per runde, med kortene hver spiller la (▢ er et kort med bildesiden ned) og hvem som tok haugen. Under den står &lt;b&gt;to diagrammer&lt;/b&gt;: hvor mange kort hver spiller hadde etter hver runde, og sjansen din etter hver runde, med krigene merket langs bunnen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Looking back:&lt;/b&gt; View → Look Back shows a past battle on the table; ← and → move from battle to battle, End comes back to the present. Clicking a row of the log does the same.</source>
        <translation>&lt;b&gt;Se tilbake:&lt;/b&gt; Vis → Se tilbake viser en tidligere runde på bordet; ← og → flytter fra runde til runde, End går tilbake til nåtiden. Et klikk på en rad i loggen gjør det samme.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Playing by itself:&lt;/b&gt; Autoplay plays on until you stop it; Pause stops it where it is; Pause on Wars waits for a click at each war. Finish Game plays the game to its end at once. The speeds (Game → Speed, keys 1 to 5) set how fast the cards move: slow, normal, fast, very fast or instant.</source>
        <translation>&lt;b&gt;Spill av seg selv:&lt;/b&gt; Autospill fortsetter til du stopper det; Pause stopper det der det er; Pause ved krig venter på et klikk ved hver krig. Spill ferdig spiller spillet til ende med en gang. Hastigheten (Spill → Hastighet, tastene 1 til 5) bestemmer hvor fort kortene beveger seg: sakte, normal, rask, veldig rask eller øyeblikkelig.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Watch Replay&lt;/b&gt; plays this game again from battle 1, card by card, to watch it; Esc stops and returns to the game as it was.</source>
        <translation>&lt;b&gt;Se reprise&lt;/b&gt; spiller av dette spillet fra runde 1, kort for kort, så du kan se det; Esc stopper og går tilbake til spillet slik det var.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Statistics and history&lt;/b&gt; (Game → Statistics): your results so far, and every game played, which you can watch again battle by battle or export.</source>
        <translation>&lt;b&gt;Statistikk og historikk&lt;/b&gt; (Spill → Statistikk): resultatene dine så langt, og alle spill du har spilt, som du kan se igjen runde for runde eller eksportere.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Sound&lt;/b&gt; needs the optional sound package. Without it, or without an audio output, the View menu shows &lt;i&gt;Sounds Unavailable&lt;/i&gt;, and its tool tip says why.</source>
        <translation>&lt;b&gt;Lyd&lt;/b&gt; krever den valgfrie lydpakken. Uten den, eller uten lydutgang, viser Vis-menyen &lt;i&gt;Lyd er ikke tilgjengelig&lt;/i&gt;, og verktøytipset sier hvorfor.</translation>
    </message>
    <message>
        <source>Reading the story and the odds</source>
        <translation>Spillets historie og sjansene</translation>
    </message>
</context>
<context>
    <name>HelpText</name>
    <message>
        <source>A quick example</source>
        <translation>Et raskt eksempel</translation>
    </message>
    <message>
        <source>Everyone turns their top card at the same moment. A &lt;b&gt;10&lt;/b&gt; beats a &lt;b&gt;6&lt;/b&gt;, whatever the suits: the player who turned the 10 takes both cards.</source>
        <translation>Alle snur det øverste kortet sitt samtidig. En &lt;b&gt;10&lt;/b&gt; slår en &lt;b&gt;6&lt;/b&gt;, uansett farge: spilleren som snudde tieren, tar begge kortene.</translation>
    </message>
    <message>
        <source>If the highest cards are equal, say two queens, it is &lt;b&gt;war&lt;/b&gt;: every player in that battle puts one card face down and one face up, and the highest new face-up card takes the whole pile.</source>
        <translation>Er de høyeste kortene like, for eksempel to damer, blir det &lt;b&gt;krig&lt;/b&gt;: alle spillerne i runden, legger ett kort med bildesiden ned og ett med bildesiden opp, og det høyeste nye kortet tar hele haugen.</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Slik spiller du</translation>
    </message>
    <message>
        <source>Krig is the Norwegian name for War. Two, three or four players share one standard deck of 52 cards, without jokers. You sit at the bottom of the table; the other seats are played by CPU players, which only turn cards.</source>
        <translation>Krig er kortspillet som på engelsk heter War. To, tre eller fire spillere deler én vanlig kortstokk med 52 kort, uten jokere. Du sitter nederst ved bordet; de andre plassene spilles av maskinspillere, som bare snur kort.</translation>
    </message>
    <message>
        <source>The cards are shuffled and dealt face down, one at a time, as evenly as possible: 26 each with two players, 13 each with four. With three players everyone gets 17 cards and the last card is set aside face down, unseen. It stays out of play for the whole game and may be shown when the game ends.</source>
        <translation>Kortene stokkes og deles ut med bildesiden ned, ett og ett, så likt som mulig: 26 hver med to spillere, 13 hver med fire. Med tre spillere får alle 17 kort, og det siste kortet legges til side med bildesiden ned uten at noen ser det. Det er ute av spillet hele tiden og kan vises når spillet er over.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A battle:&lt;/b&gt; every player still in the game turns the top card of their hand face up, all at the same time. The highest rank takes every card on the table. The ace is highest and the 2 lowest; suits never matter.</source>
        <translation>&lt;b&gt;En runde:&lt;/b&gt; alle spillere som fortsatt er med, snur det øverste kortet i bunken sin med bildesiden opp, alle samtidig. Den høyeste verdien tar alle kortene på bordet. Ess er høyest og 2 lavest; fargen betyr aldri noe.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A war:&lt;/b&gt; when two or more face-up cards tie for the highest rank, every player who took part in that battle, not only the tied ones, puts one card face down and then one card face up. The highest new face-up card takes the whole pile: the battle cards and every war card on the table. If the new cards tie for the highest again, the same step repeats with the same players.</source>
        <translation>&lt;b&gt;Krig:&lt;/b&gt; når to eller flere av de snudde kortene er like og høyest, legger alle som var med i runden, ikke bare de som hadde like kort, ett kort med bildesiden ned og så ett med bildesiden opp. Det høyeste nye kortet tar hele haugen: kortene fra runden og alle krigskortene på bordet. Blir de nye kortene like og høyest igjen, gjentas det samme med de samme spillerne.</translation>
    </message>
    <message>
        <source>The winner puts the pile under their hand. By default the pile is shuffled first, so the won cards come back in random order.</source>
        <translation>Vinneren legger haugen under sine egne kort. Som standard stokkes haugen først, så de vunne kortene kommer tilbake i tilfeldig rekkefølge.</translation>
    </message>
    <message>
        <source>A player who runs out of cards is out of the game. The last player with cards wins.</source>
        <translation>En spiller som går tom for kort, er ute av spillet. Den siste spilleren som har kort igjen, vinner.</translation>
    </message>
    <message>
        <source>To turn your card, click your deck at the bottom of the table, or press the Space bar.</source>
        <translation>Klikk på bunken din nederst på bordet, eller trykk på mellomromstasten, for å snu kortet ditt.</translation>
    </message>
    <message>
        <source>Reading the table</source>
        <translation>Slik leser du bordet</translation>
    </message>
    <message>
        <source>Each player has a deck, face down, and a name plate showing how many cards they hold. The faint outline on the felt near each deck is where that player&apos;s cards land.</source>
        <translation>Hver spiller har en bunke med bildesiden ned og et navneskilt som viser hvor mange kort spilleren har. Det svake omrisset på filten ved hver bunke er der spillerens kort blir lagt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Gold outline:&lt;/b&gt; the face-up card that takes the pile is outlined in gold, and its player&apos;s name plate turns gold until the pile has gone under their hand. When the game ends, the winner&apos;s name plate stays gold.</source>
        <translation>&lt;b&gt;Gullomriss:&lt;/b&gt; kortet med bildesiden opp som tar haugen, får et gullomriss, og navneskiltet til spilleren blir gull til haugen er lagt under spillerens kort. Når spillet er slutt, forblir vinnerens navneskilt gull.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Red outlines:&lt;/b&gt; face-up cards outlined in red tie for the highest rank, so a war is coming, and a red banner says %1 (or %2 when the war cards tie once more). The red outlines stay until the war cards are laid.</source>
        <translation>&lt;b&gt;Røde omriss:&lt;/b&gt; kort med bildesiden opp og rødt omriss er like og høyest, så det blir krig, og et rødt banner sier %1 (eller %2 når krigskortene står likt igjen). De røde omrissene blir værende til krigskortene er lagt ut.</translation>
    </message>
    <message>
        <source>A player who is out of the game has a greyed name plate, and their deck is marked as out.</source>
        <translation>En spiller som er ute av spillet, har et grått navneskilt, og bunken er merket som ute.</translation>
    </message>
    <message>
        <source>With three players, the card set aside at the deal lies face down at the side of the table, labelled %1; it may be turned face up when the game ends.</source>
        <translation>Med tre spillere ligger kortet som ble lagt til side ved given, med bildesiden ned ved siden av bordet, merket %1; det kan bli snudd med bildesiden opp når spillet er slutt.</translation>
    </message>
    <message>
        <source>The status bar at the bottom of the window counts the battles and shows how many cards each player holds. When the game ends, a panel says who won and how many battles and wars it took.</source>
        <translation>Statuslinjen nederst i vinduet teller rundene og viser hvor mange kort hver spiller har. Når spillet er slutt, forteller et panel hvem som vant, og hvor mange runder og kriger det tok.</translation>
    </message>
    <message>
        <source>How many players can play?</source>
        <translation>Hvor mange spillere kan være med?</translation>
    </message>
    <message>
        <source>Two, three or four: you and one to three CPU players. You choose when you start a new game. Everyone plays from one standard deck of 52 cards.</source>
        <translation>To, tre eller fire: du og én til tre maskinspillere. Du velger når du starter et nytt spill. Alle spiller med én vanlig kortstokk med 52 kort.</translation>
    </message>
    <message>
        <source>War is a game of luck, and a game can take a long time. Every player turns cards the same way; the CPU players make no choices either.</source>
        <translation>Krig er et rent lykkespill, og et spill kan ta lang tid. Alle spillere snur kort på samme måte; heller ikke maskinspillerne tar noen valg.</translation>
    </message>
    <message>
        <source>Everything can be done from the keyboard. Space or Enter plays; Tab moves between the decks on the table, and Space on a deck plays as a click on it does (with two people, for that deck&apos;s player).</source>
        <translation>Alt kan gjøres med tastaturet. Mellomrom eller Enter spiller; Tab flytter mellom bunkene på bordet, og mellomrom på en bunke spiller slik et klikk på den gjør (med to personer: for spilleren som eier bunken).</translation>
    </message>
    <message>
        <source>Which card is highest?</source>
        <translation>Hvilket kort er høyest?</translation>
    </message>
    <message>
        <source>The ace, then the king, queen, jack and 10, and so on down to the 2. Suits have no rank: the 10 of clubs and the 10 of hearts are equal.</source>
        <translation>Ess, så konge, dame, knekt og 10, og slik nedover til 2. Fargene har ingen rang: kløver ti og hjerter ti er like.</translation>
    </message>
    <message>
        <source>What happens on a tie?</source>
        <translation>Hva skjer når det blir likt?</translation>
    </message>
    <message>
        <source>A war. Every player who took part in the battle, including those whose cards were lower, puts one card face down and one face up. The highest new face-up card takes every card on the table. Another tie repeats the same step.</source>
        <translation>Krig. Alle spillere som var med i runden, også de som hadde lavere kort, legger ett kort med bildesiden ned og ett med bildesiden opp. Det høyeste nye kortet tar alle kortene på bordet. Blir det likt igjen, gjentas det samme.</translation>
    </message>
    <message>
        <source>What if I run out of cards for a war?</source>
        <translation>Hva om jeg går tom for kort i en krig?</translation>
    </message>
    <message>
        <source>A player who cannot lay both the face-down and the face-up card is out of the game at once, and every card they still hold goes onto the pile. The war goes on among the others; if only one player is left in it, that player takes the pile. If everyone in the war runs short at the same step, nobody can take the pile and the game ends in a draw.</source>
        <translation>Den som ikke kan legge både kortet med bildesiden ned og kortet med bildesiden opp, er straks ute av spillet, og alle kortene den spilleren har igjen, havner i haugen. Krigen fortsetter mellom de andre; er bare én spiller igjen i den, tar den spilleren haugen. Går alle i krigen tom for kort i samme omgang, kan ingen ta haugen, og spillet ender uavgjort.</translation>
    </message>
    <message>
        <source>What if my last card loses a battle?</source>
        <translation>Hva om det siste kortet mitt taper en runde?</translation>
    </message>
    <message>
        <source>Then you are out when that battle ends. If your last card wins, you keep playing with the cards you just won.</source>
        <translation>Da er du ute når runden er over. Vinner det siste kortet ditt, spiller du videre med kortene du nettopp vant.</translation>
    </message>
    <message>
        <source>Does the game need an account, or send my cards anywhere?</source>
        <translation>Trenger spillet en konto, eller sender det kortene mine noe sted?</translation>
    </message>
    <message>
        <source>No. There is no account, and the game never uses the network: nothing leaves this computer. Saved games and settings stay in your own configuration folder: %1</source>
        <translation>Nei. Det finnes ingen konto, og spillet bruker aldri nettverket: ingenting forlater denne datamaskinen. Lagrede spill og innstillinger ligger i din egen innstillingsmappe: %1</translation>
    </message>
    <message>
        <source>Questions and answers</source>
        <translation>Spørsmål og svar</translation>
    </message>
    <message>
        <source>Rules and limitations</source>
        <translation>Regler og begrensninger</translation>
    </message>
    <message>
        <source>&lt;b&gt;Face-down cards:&lt;/b&gt; one per player at each step of a war. The rule option &lt;i&gt;face-down cards in a war&lt;/i&gt; can make it 2 or 3.</source>
        <translation>&lt;b&gt;Kort med bildesiden ned:&lt;/b&gt; ett per spiller i hver omgang av en krig. Regelvalget &lt;i&gt;kort med bildesiden ned i krig&lt;/i&gt; kan gjøre det til 2 eller 3.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Gathering the pile:&lt;/b&gt; by default the won pile is shuffled before it goes under the winner&apos;s hand. The shuffle follows the game number, so the same game number, number of players and rule options always deal and play the same game. With the rule option &lt;i&gt;fixed order&lt;/i&gt;, the pile goes under in the order it was laid: the battle cards first, then each war step, in seat order, face-down cards before the face-up card.</source>
        <translation>&lt;b&gt;Når haugen samles inn:&lt;/b&gt; som standard stokkes den vunne haugen før den legges under vinnerens kort. Stokkingen følger spillnummeret, så samme spillnummer, antall spillere og regelvalg gir alltid samme giv og samme spill. Med regelvalget &lt;i&gt;fast rekkefølge&lt;/i&gt; legges haugen under i den rekkefølgen kortene ble lagt: først kortene fra runden, så hver omgang av krigen, i plassrekkefølge, kortene med bildesiden ned før kortet med bildesiden opp.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Endless games:&lt;/b&gt; with fixed gathering a deal can go round forever. The game watches for this: when the cards in every hand are in exactly the same order at the start of a battle as earlier in the same game, the game ends as a draw by repetition, and tells you so. With shuffled gathering every game comes to an end sooner or later, so no limit is set.</source>
        <translation>&lt;b&gt;Endeløse spill:&lt;/b&gt; med fast rekkefølge kan en giv gå i ring i det uendelige. Spillet følger med på dette: når hver spillers kort ligger i nøyaktig samme rekkefølge ved starten av en runde som tidligere i samme spill, ender spillet uavgjort på grunn av gjentakelse, og du får vite hvorfor. Når haugen stokkes, tar hvert spill slutt før eller siden, så det er ingen grense.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Three players:&lt;/b&gt; one card is set aside unseen at the deal and takes no part in the game.</source>
        <translation>&lt;b&gt;Tre spillere:&lt;/b&gt; ett kort legges til side usett ved given og er ikke med i spillet.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Saving:&lt;/b&gt; File → Save keeps your game without asking, and File → Revert to Saved brings it back. Saves and settings are kept on this computer, in %1</source>
        <translation>&lt;b&gt;Lagring:&lt;/b&gt; Fil → Lagre tar vare på spillet uten å spørre, og Fil → Tilbake til lagret henter det tilbake. Lagrede spill og innstillinger ligger på denne datamaskinen, i %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;What this version is not:&lt;/b&gt; there is no online play, no account and no network at all; no game data is ever uploaded.</source>
        <translation>&lt;b&gt;Dette har ikke denne versjonen:&lt;/b&gt; ingen nettspill, ingen konto og ingen nettverkstilgang i det hele tatt; ingen spilldata lastes noen gang opp.</translation>
    </message>
    <message>
        <source>Accessibility</source>
        <translation>Tilgjengelighet</translation>
    </message>
    <message>
        <source>&lt;b&gt;With a screen reader:&lt;/b&gt; each battle&apos;s result is announced. If your screen reader does not speak announcements, press &lt;b&gt;%1&lt;/b&gt;: the focus goes to the card table, and its description begins with the last battle&apos;s result, then says how many cards each player holds. Each deck is named with its count, such as &quot;Your deck, 26 cards&quot;. &lt;b&gt;%2&lt;/b&gt; says the card counts at any time.</source>
        <translation>&lt;b&gt;Med skjermleser:&lt;/b&gt; resultatet av hver runde blir kunngjort. Hvis skjermleseren din ikke leser opp kunngjøringer, trykk &lt;b&gt;%1&lt;/b&gt;: fokus går til kortbordet, og beskrivelsen begynner med resultatet av siste runde og sier så hvor mange kort hver spiller har. Hver bunke er navngitt med antallet, for eksempel «Bunken din, 26 kort». &lt;b&gt;%2&lt;/b&gt; sier kortantallene når som helst.</translation>
    </message>
    <message>
        <source>&lt;b&gt;View → Reduce Motion:&lt;/b&gt; cards appear in their places instead of flying, and the War! banner appears without growing. The game keeps its pace; the setting is remembered.</source>
        <translation>&lt;b&gt;Vis → Mindre bevegelse:&lt;/b&gt; kortene dukker opp på plassen sin i stedet for å fly, og Krig!-banneret dukker opp uten å vokse. Spillet holder tempoet; valget blir husket.</translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <source>beats</source>
        <comment>Between two card pictures: the 10 beats the 6.</comment>
        <translation>slår</translation>
    </message>
    <message>
        <source>Other keys</source>
        <translation>Andre taster</translation>
    </message>
    <message>
        <source>In this window</source>
        <translation>I dette vinduet</translation>
    </message>
    <message>
        <source>Close the help</source>
        <translation>Lukk hjelpen</translation>
    </message>
    <message>
        <source>Clicking your deck does the same as Play.</source>
        <translation>Å klikke på bunken din gjør det samme som Snu kort.</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Hurtigtaster</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Slik spiller du</translation>
    </message>
    <message>
        <source>How to play Krig</source>
        <translation>Slik spiller du Krig</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Innhold</translation>
    </message>
    <message>
        <source>Scroll up and down</source>
        <translation>Rull opp og ned</translation>
    </message>
    <message>
        <source>Scroll sideways</source>
        <translation>Rull sidelengs</translation>
    </message>
</context>
<context>
    <name>HistoryListModel</name>
    <message>
        <source>Date</source>
        <translation>Dato</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Game number</source>
        <translation>Spillnummer</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <source>Battles</source>
        <translation>Runder</translation>
    </message>
    <message>
        <source>Chance at the deal</source>
        <translation>Sjanse ved given</translation>
    </message>
    <message>
        <source>Repeat</source>
        <translation>Omspill</translation>
    </message>
    <message>
        <source>This deal had been played to its end before: the game ended as it did then, and counts in no statistic</source>
        <translation>Denne given var spilt til endes før: spillet endte som da og teller ikke i noen statistikk</translation>
    </message>
    <message>
        <source>Damaged row %1</source>
        <translation>Skadet rad %1</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>kan ikke leses</translation>
    </message>
    <message>
        <source>repeat</source>
        <translation>omspill</translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <source>All player counts</source>
        <translation>Alle spillerantall</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>Alle regler</translation>
    </message>
    <message>
        <source>All results</source>
        <translation>Alle resultater</translation>
    </message>
    <message numerus="yes">
        <source>(%Ln damaged row(s) cannot be read)</source>
        <translation>
            <numerusform>(%Ln skadet rad kan ikke leses)</numerusform>
            <numerusform>(%Ln skadede rader kan ikke leses)</numerusform>
        </translation>
    </message>
    <message>
        <source>Pla&amp;yers:</source>
        <translation>S&amp;pillere:</translation>
    </message>
    <message>
        <source>Ru&amp;les:</source>
        <translation>Re&amp;gler:</translation>
    </message>
    <message>
        <source>Resul&amp;t:</source>
        <translation>Resulta&amp;t:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Spilte spill</translation>
    </message>
    <message>
        <source>&amp;Play This Deal Again</source>
        <translation>&amp;Spill denne given igjen</translation>
    </message>
    <message>
        <source>Deal the chosen game again: the same cards, players and rules</source>
        <translation>Del ut det valgte spillet igjen: de samme kortene, spillerne og reglene</translation>
    </message>
    <message>
        <source>&amp;Watch Replay</source>
        <translation>Se &amp;reprise</translation>
    </message>
    <message>
        <source>Watch the chosen game again, battle by battle</source>
        <translation>Se det valgte spillet igjen, runde for runde</translation>
    </message>
    <message>
        <source>Replays are not available in this version yet</source>
        <translation>Reprise finnes ikke i denne versjonen ennå</translation>
    </message>
    <message>
        <source>&amp;Export as CSV…</source>
        <translation>&amp;Eksporter som CSV…</translation>
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
            <numerusform>%n spiller</numerusform>
            <numerusform>%n spillere</numerusform>
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
            <numerusform>flest kort etter %Ln runde</numerusform>
            <numerusform>flest kort etter %Ln runder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>first to win %Ln war(s)</source>
        <translation>
            <numerusform>først til å vinne %Ln krig</numerusform>
            <numerusform>først til å vinne %Ln kriger</numerusform>
        </translation>
    </message>
    <message>
        <source>to the end</source>
        <translation>til slutten</translation>
    </message>
    <message numerus="yes">
        <source>%n face-down card(s)</source>
        <translation>
            <numerusform>%n kort med bildesiden ned</numerusform>
            <numerusform>%n kort med bildesiden ned</numerusform>
        </translation>
    </message>
    <message>
        <source>fixed gathering</source>
        <translation>fast rekkefølge</translation>
    </message>
    <message>
        <source>shuffled</source>
        <translation>stokket</translation>
    </message>
    <message>
        <source>You won</source>
        <translation>Du vant</translation>
    </message>
    <message>
        <source>CPU %1 won</source>
        <translation>Maskin %1 vant</translation>
    </message>
    <message>
        <source>You shared the win</source>
        <translation>Du delte seieren</translation>
    </message>
    <message>
        <source>Shared by %1</source>
        <translation>Delt av %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>CPU %1</source>
        <translation>Maskin %1</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vunnet</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Uavgjort</translation>
    </message>
    <message>
        <source>Repetition</source>
        <translation>Gjentakelse</translation>
    </message>
    <message>
        <source>Shared win</source>
        <translation>Delt seier</translation>
    </message>
    <message>
        <source>Left unfinished</source>
        <translation>Ikke fullført</translation>
    </message>
    <message numerus="yes">
        <source>%Ln battle(s)</source>
        <translation>
            <numerusform>%Ln runde</numerusform>
            <numerusform>%Ln runder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln spill</numerusform>
            <numerusform>%Ln spill</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 t %2 min</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
</context>
<context>
    <name>HistoryWindowing</name>
    <message>
        <source>Game History</source>
        <translation>Spillhistorikk</translation>
    </message>
    <message>
        <source>The game history cannot be read, because %1.</source>
        <translation>Spillhistorikken kan ikke leses fordi %1.</translation>
    </message>
    <message>
        <source>Dealing the game again…</source>
        <translation>Spillet deles ut på nytt…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>This game ran for more than %1 battles, too long to watch again. Play This Deal Again deals it anew.</source>
        <translation>Dette spillet varte i mer enn %1 runder, for lenge til å se igjen. «Spill denne given igjen» deler det ut på nytt.</translation>
    </message>
    <message>
        <source>This game was not dealt from a game number, so it cannot be played again.</source>
        <translation>Dette spillet ble ikke delt ut fra et spillnummer, så det kan ikke spilles igjen.</translation>
    </message>
    <message>
        <source>This game was left before its first battle: there is nothing to watch.</source>
        <translation>Dette spillet ble forlatt før første runde: det er ingenting å se.</translation>
    </message>
    <message>
        <source>This deal no longer plays out as recorded, so it cannot be watched again.</source>
        <translation>Denne given spiller seg ikke lenger ut slik den ble registrert, så den kan ikke ses igjen.</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) could not be recorded in the game history.</source>
        <translation>
            <numerusform>%n ferdig spill kunne ikke registreres i spillhistorikken.</numerusform>
            <numerusform>%n ferdige spill kunne ikke registreres i spillhistorikken.</numerusform>
        </translation>
    </message>
    <message>
        <source>They are kept in %1 and will be recorded at the next start.</source>
        <translation>De er tatt vare på i %1 og blir registrert ved neste oppstart.</translation>
    </message>
    <message numerus="yes">
        <source>%n of them could not be kept in any file and are lost (%1).</source>
        <translation>
            <numerusform>%n av dem kunne ikke tas vare på i noen fil og er tapt (%1).</numerusform>
            <numerusform>%n av dem kunne ikke tas vare på i noen fil og er tapt (%1).</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing can be written</source>
        <translation>ingenting kan skrives</translation>
    </message>
    <message>
        <source>Watch Replay</source>
        <translation>Se reprise</translation>
    </message>
</context>
<context>
    <name>ImportTexts</name>
    <message numerus="yes">
        <source>%Ln game(s) imported.</source>
        <translation>
            <numerusform>%Ln spill importert.</numerusform>
            <numerusform>%Ln spill importert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) were already in your history and were not added again.</source>
        <translation>
            <numerusform>%Ln spill var allerede i historikken din og ble ikke lagt til igjen.</numerusform>
            <numerusform>%Ln spill var allerede i historikken din og ble ikke lagt til igjen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln damaged row(s) of the file could not be read and were left out.</source>
        <translation>
            <numerusform>%Ln skadet rad i filen kunne ikke leses og ble utelatt.</numerusform>
            <numerusform>%Ln skadede rader i filen kunne ikke leses og ble utelatt.</numerusform>
        </translation>
    </message>
    <message>
        <source>it is not an ordinary file</source>
        <translation>den er ikke en vanlig fil</translation>
    </message>
    <message>
        <source>it cannot be read</source>
        <translation>den kan ikke leses</translation>
    </message>
    <message>
        <source>it is too large to be a game history</source>
        <translation>den er for stor til å være en spillhistorikk</translation>
    </message>
    <message>
        <source>it is your game history itself</source>
        <translation>den er selve spillhistorikken din</translation>
    </message>
    <message>
        <source>it is neither a Krig Desktop game history nor a CSV export of one</source>
        <translation>den er verken en Krig Desktop-spillhistorikk eller en CSV-eksport av en</translation>
    </message>
    <message>
        <source>it is damaged</source>
        <translation>den er skadet</translation>
    </message>
    <message>
        <source>a newer version of Krig Desktop made it</source>
        <translation>en nyere versjon av Krig Desktop laget den</translation>
    </message>
    <message>
        <source>%1 was not imported, because %2. Your game history is unchanged.</source>
        <translation>%1 ble ikke importert fordi %2. Spillhistorikken din er uendret.</translation>
    </message>
    <message>
        <source>Nothing was imported: your game history cannot be written, because %1.</source>
        <translation>Ingenting ble importert: spillhistorikken din kan ikke skrives fordi %1.</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>Sp&amp;råk</translation>
    </message>
    <message>
        <source>Show the game in %1</source>
        <translation>Vis spillet på dette språket: %1</translation>
    </message>
</context>
<context>
    <name>LicenceDialog</name>
    <message>
        <source>Licence</source>
        <translation>Lisens</translation>
    </message>
    <message>
        <source>The licence text is not installed with this copy. It is the GNU General Public License, version 3 or later: %1</source>
        <translation>Lisensteksten er ikke installert sammen med denne kopien. Det er GNU General Public License, versjon 3 eller senere: %1</translation>
    </message>
</context>
<context>
    <name>LuckChart</name>
    <message>
        <source>No game with a known chance at the deal yet.</source>
        <translation>Ingen spill med kjent sjanse ved given ennå.</translation>
    </message>
    <message>
        <source>Your wins</source>
        <translation>Dine seire</translation>
    </message>
    <message>
        <source>Expected wins</source>
        <translation>Forventede seire</translation>
    </message>
    <message>
        <source>Luck over time</source>
        <translation>Flaks over tid</translation>
    </message>
</context>
<context>
    <name>LuckPage</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n spiller</numerusform>
            <numerusform>%n spillere</numerusform>
        </translation>
    </message>
    <message>
        <source>Your luck shows here once games are played with the odds meter on: it records your chance at each deal.</source>
        <translation>Flaksen din vises her når du har spilt med sjansemåleren på: den registrerer sjansen din ved hver giv.</translation>
    </message>
    <message numerus="yes">
        <source>You won %Ln game(s) where a card counter expected %1</source>
        <translation>
            <numerusform>Du vant %Ln spill der en korteller forventet %1</numerusform>
            <numerusform>Du vant %Ln spill der en korteller forventet %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your luck shows here after %n game(s) with the odds on; %1 so far.</source>
        <translation>
            <numerusform>Flaksen din vises her etter %n spill med sjansemåleren på; %1 så langt.</numerusform>
            <numerusform>Flaksen din vises her etter %n spill med sjansemåleren på; %1 så langt.</numerusform>
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
        <translation>%1 % mer flaks enn forventet</translation>
    </message>
    <message>
        <source>%1 % unluckier than expected</source>
        <translation>%1 % mindre flaks enn forventet</translation>
    </message>
    <message>
        <source>just as lucky as expected</source>
        <translation>akkurat så heldig som forventet</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>S&amp;pillere:</translation>
    </message>
</context>
<context>
    <name>MainToolbar</name>
    <message>
        <source>Replay</source>
        <translation>Reprise</translation>
    </message>
    <message>
        <source>The replay plays on by itself: press to pause it, Esc leaves it</source>
        <translation>Reprisen spilles av seg selv: trykk for å sette den på pause, Esc går ut</translation>
    </message>
    <message>
        <source>Speed: %1</source>
        <translation>Hastighet: %1</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Verktøylinje</translation>
    </message>
    <message>
        <source>More Tools</source>
        <translation>Flere verktøy</translation>
    </message>
    <message>
        <source>Turn the next cards</source>
        <translation>Snu de neste kortene</translation>
    </message>
    <message>
        <source>Play on by itself until you stop it</source>
        <translation>Spill videre automatisk til du stopper</translation>
    </message>
    <message>
        <source>Stop autoplay, a replay or Finish Game where it is</source>
        <translation>Sett autospill, en reprise eller Spill ferdig på pause der det er</translation>
    </message>
    <message>
        <source>Play the game to its end at once</source>
        <translation>Fullfør spillet med én gang</translation>
    </message>
    <message>
        <source>Deal a new game</source>
        <translation>Del ut et nytt spill</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a tool tip, then the action&apos;s shortcut key</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>How fast the cards move</source>
        <translation>Hvor fort kortene beveger seg</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Battle %1 of %2 — press End to return</source>
        <translation>Runde %1 av %2 — trykk End for å gå tilbake</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fil</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>R&amp;ediger</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spill</translation>
    </message>
    <message>
        <source>&amp;Speed</source>
        <translation>&amp;Hastighet</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Vis</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjelp</translation>
    </message>
    <message>
        <source>Krig — Game #%1</source>
        <translation>Krig — spill nr. %1</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Replay — %1 — Esc stops</source>
        <translation>Reprise — %1 — Esc stopper</translation>
    </message>
    <message>
        <source>Battle %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n kort</numerusform>
            <numerusform>%n kort</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Nytt spill</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Spillere:</translation>
    </message>
    <message>
        <source>&amp;Game number:</source>
        <translation>Spill&amp;nummer:</translation>
    </message>
    <message>
        <source>&amp;Face-down cards in a war:</source>
        <translation>Kort med bildesiden ne&amp;d i krig:</translation>
    </message>
    <message>
        <source>Gat&amp;hering the pile:</source>
        <translation>&amp;Innsamling av haugen:</translation>
    </message>
    <message>
        <source>Game &amp;ends:</source>
        <translation>Spillet &amp;ender:</translation>
    </message>
    <message>
        <source>&amp;Random</source>
        <translation>&amp;Tilfeldig</translation>
    </message>
    <message>
        <source>Pick another game number at random</source>
        <translation>Velg et annet spillnummer tilfeldig</translation>
    </message>
    <message>
        <source>The same number deals the same game</source>
        <translation>Samme nummer gir samme giv</translation>
    </message>
    <message>
        <source>Shuffled (the usual way)</source>
        <translation>Stokket (det vanlige)</translation>
    </message>
    <message>
        <source>With fixed order and 2 face-down cards a game almost never ends (of two-player games, only about 1 in 8 is over after 5,000 turns). Choose an early end under Game ends, or another face-down count or shuffled gathering.</source>
        <translation>Med fast rekkefølge og 2 kort med bildesiden ned tar et spill nesten aldri slutt (av spill med to spillere er bare omtrent 1 av 8 over etter 5 000 trekk). Velg en tidlig slutt under Spillet ender, et annet antall kort med bildesiden ned eller stokket innsamling.</translation>
    </message>
    <message>
        <source>Fixed order favours the first seat: of the games someone wins, it wins about %1 %, where a fair share would be %2 %.</source>
        <translation>Fast rekkefølge favoriserer første plass: av spillene noen vinner, vinner den omtrent %1 %, der en jevn andel ville vært %2 %.</translation>
    </message>
    <message>
        <source>Fixed order is against the first seat: of the games someone wins, it wins only about %1 %, where a fair share would be %2 %.</source>
        <translation>Fast rekkefølge er en ulempe for første plass: av spillene noen vinner, vinner den bare omtrent %1 %, der en jevn andel ville vært %2 %.</translation>
    </message>
    <message>
        <source>Fixed order</source>
        <translation>Fast rekkefølge</translation>
    </message>
    <message>
        <source>The pile goes under in the order it was laid. Such a game can go round forever; it ends as a draw when a position comes back.</source>
        <translation>Haugen legges under i den rekkefølgen den ble lagt. Et slikt spill kan gå i ring for alltid; det ender uavgjort når en stilling kommer tilbake.</translation>
    </message>
    <message>
        <source>The won pile is shuffled before it goes under the winner&apos;s hand, so every game ends.</source>
        <translation>Den vunne haugen stokkes før den legges under vinnerens kort, så hvert spill tar slutt.</translation>
    </message>
</context>
<context>
    <name>OddsMeter</name>
    <message>
        <source>Chance to win</source>
        <translation>Sjanse til å vinne</translation>
    </message>
    <message>
        <source>Click the meter for help on reading the odds.</source>
        <translation>Klikk på måleren for hjelp til å lese sjansene.</translation>
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
        <translation>%1 slik en perfekt korteller ville sett den: hvilke kort hver hånd har, ikke rekkefølgen.</translation>
    </message>
    <message>
        <source>Chance to win as a perfect card counter would see it: which cards each hand holds, not their order.</source>
        <translation>Sjansen til å vinne slik en perfekt korteller ville sett den: hvilke kort hver hånd har, ikke rekkefølgen.</translation>
    </message>
    <message>
        <source>Working it out…</source>
        <translation>Regner…</translation>
    </message>
    <message>
        <source>Working out the chances for battle %1. Until then none is shown: one from an earlier battle would no longer hold.</source>
        <translation>Regner ut sjansene for runde %1. Til da vises ingen: sjansene fra en tidligere runde gjelder ikke lenger.</translation>
    </message>
    <message>
        <source>%1: out of the game, %2</source>
        <translation>%1: ute av spillet, %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Draw or no end: %1</source>
        <translation>Uavgjort eller uten slutt: %1</translation>
    </message>
    <message>
        <source>Exact.</source>
        <translation>Nøyaktig.</translation>
    </message>
    <message numerus="yes">
        <source>From %n play-out(s) of the cards, ±%1.</source>
        <translation>
            <numerusform>Fra %n gjennomspilling av kortene, ±%1.</numerusform>
            <numerusform>Fra %n gjennomspillinger av kortene, ±%1.</numerusform>
        </translation>
    </message>
    <message>
        <source>at battle %1</source>
        <translation>i runde %1</translation>
    </message>
    <message>
        <source>You will win %1.</source>
        <translation>Du vinner %1.</translation>
    </message>
    <message>
        <source>%1 will win %2.</source>
        <translation>%1 vinner %2.</translation>
    </message>
    <message>
        <source>The fate follows the order the cards are in; the odds meter knows only which cards each hand holds, so it may still give the winner a small chance.</source>
        <translation>Skjebnen følger rekkefølgen kortene ligger i; sjansemåleren vet bare hvilke kort hver hånd har, så den kan fortsatt gi vinneren en liten sjanse.</translation>
    </message>
    <message>
        <source>You won a deal in which your chance to win was %1.</source>
        <translation>Du vant en giv der sjansen din til å vinne var %1.</translation>
    </message>
    <message>
        <source>You lost a deal in which your chance to win was %1.</source>
        <translation>Du tapte en giv der sjansen din til å vinne var %1.</translation>
    </message>
    <message numerus="yes">
        <source>Chance to lead after %n battle(s)</source>
        <translation>
            <numerusform>Sjanse til å ligge først etter %n runde</numerusform>
            <numerusform>Sjanse til å ligge først etter %n runder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Chance to win %n war(s) first</source>
        <translation>
            <numerusform>Sjanse til å vinne %n krig først</numerusform>
            <numerusform>Sjanse til å vinne %n kriger først</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your chance to lead after %n battle(s)</source>
        <translation>
            <numerusform>Din sjanse til å ligge først etter %n runde</numerusform>
            <numerusform>Din sjanse til å ligge først etter %n runder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your chance to win %n war(s) first</source>
        <translation>
            <numerusform>Din sjanse til å vinne %n krig først</numerusform>
            <numerusform>Din sjanse til å vinne %n kriger først</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s chance to lead after %n battle(s)</source>
        <translation>
            <numerusform>Sjansen for at %1 ligger først etter %n runde</numerusform>
            <numerusform>Sjansen for at %1 ligger først etter %n runder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s chance to win %n war(s) first</source>
        <translation>
            <numerusform>Sjansen for at %1 vinner %n krig først</numerusform>
            <numerusform>Sjansen for at %1 vinner %n kriger først</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That is %Ln more battle(s), counting the one on the table.</source>
        <translation>
            <numerusform>Det er %Ln runde til, medregnet den som ligger på bordet.</numerusform>
            <numerusform>Det er %Ln runder til, medregnet den som ligger på bordet.</numerusform>
        </translation>
    </message>
    <message>
        <source>It will be a draw %1: everyone runs out of cards in a war.</source>
        <translation>Det blir uavgjort %1: alle går tom for kort i en krig.</translation>
    </message>
    <message>
        <source>It will be a shared win %1: two or more players will hold the most cards.</source>
        <translation>Det blir delt seier %1: to eller flere spillere vil ha flest kort.</translation>
    </message>
    <message>
        <source>This deal never ends: with fixed gathering a position comes back %1, and the game would go round forever.</source>
        <translation>Denne given slutter aldri: med fast rekkefølge kommer en stilling tilbake %1, og spillet ville gått i ring for alltid.</translation>
    </message>
    <message>
        <source>At the deal your chance to win was %1.</source>
        <translation>Ved given var sjansen din til å vinne %1.</translation>
    </message>
    <message>
        <source>Biggest swing: battle %1, your chance went from %2 to %3.</source>
        <translation>Største svingning: runde %1, sjansen din gikk fra %2 til %3.</translation>
    </message>
</context>
<context>
    <name>PeopleFields</name>
    <message>
        <source>People at this &amp;computer:</source>
        <translation>Spillere ved denne &amp;maskinen:</translation>
    </message>
    <message>
        <source>One (you against the CPU players)</source>
        <translation>Én (du mot maskinspillerne)</translation>
    </message>
    <message>
        <source>Two, sharing the keyboard</source>
        <translation>To, ved samme tastatur</translation>
    </message>
    <message>
        <source>Two people each turn with a key of their own; the cards turn when both have pressed</source>
        <translation>To spillere snur hver med sin egen tast; kortene snus når begge har trykket</translation>
    </message>
    <message>
        <source>Name of player &amp;%1:</source>
        <translation>Navn på spiller &amp;%1:</translation>
    </message>
    <message>
        <source>Key of player %1:</source>
        <translation>Tast for spiller %1:</translation>
    </message>
    <message>
        <source>Clear the key of player %1</source>
        <translation>Tøm tasten for spiller %1</translation>
    </message>
    <message>
        <source>Click, then press the key this player turns with</source>
        <translation>Klikk, og trykk så tasten denne spilleren snur med</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spiller %1</translation>
    </message>
    <message>
        <source>A name cannot hold control characters.</source>
        <translation>Et navn kan ikke inneholde kontrolltegn.</translation>
    </message>
    <message>
        <source>Two people cannot have the same name.</source>
        <translation>To spillere kan ikke ha samme navn.</translation>
    </message>
</context>
<context>
    <name>PutAway</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Angre</translation>
    </message>
    <message>
        <source>&amp;Undo: Bring Back Game %1</source>
        <translation>&amp;Angre: hent tilbake spill %1</translation>
    </message>
    <message>
        <source>Bring back game %1 as it was at battle %2</source>
        <translation>Hent tilbake spill %1 slik det var ved runde %2</translation>
    </message>
    <message>
        <source>Game %1 at battle %2 was left; it could not be kept for Undo</source>
        <translation>Spill %1 ved runde %2 ble forlatt; det kunne ikke tas vare på for Angre</translation>
    </message>
    <message>
        <source>Game %1 at battle %2 was put away — Edit → Undo brings it back</source>
        <translation>Spill %1 ved runde %2 ble lagt bort — Rediger → Angre henter det tilbake</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Drive</source>
        <translation>Stasjon</translation>
    </message>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Mappe</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Åpne</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Lagre</translation>
    </message>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Se i:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>Fil&amp;navn:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Fil&amp;type:</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Alle filer (*)</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;Ny mappe</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Slett</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Gi nytt navn</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Vis &amp;skjulte filer</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Tilbake</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Fram</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Overordnet mappe</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Gå tilbake</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Gå fram</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Gå til overordnet mappe</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Lag ny mappe</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Lag en ny mappe</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Listevisning</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Detaljvisning</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Bytt til listevisning</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Bytt til detaljvisning</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Sidepanel</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Liste over steder og bokmerker</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Filer</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Størrelse</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Endret</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Datamaskin</translation>
    </message>
    <message>
        <source>Type</source>
        <comment>All other platforms</comment>
        <translation>Type</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Angre</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Gjør om</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Klipp &amp;ut</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopier</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Lim inn</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Slett</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Merk alt</translation>
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
        <translation>Lagre</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Lagre alle</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Åpne</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Ja til &amp;alle</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nei</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>N&amp;ei til alle</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Prøv igjen</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignorer</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Lukk</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Forkast</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hjelp</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Bruk</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Tilbakestill</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Gjenopprett standard</translation>
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
        <translation>Mellomrom</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Return</source>
        <translation>Retur</translation>
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
        <translation>Tilbake</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Venstre</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Høyre</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Opp</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Ned</translation>
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
        <translation>&amp;Kopier</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Kopier &amp;lenkeadresse</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Merk alt</translation>
    </message>
</context>
<context>
    <name>RecentMenu</name>
    <message>
        <source>Load &amp;Recent</source>
        <translation>Åpne nylig&amp;e</translation>
    </message>
    <message>
        <source>&amp;Clear the List</source>
        <translation>&amp;Tøm listen</translation>
    </message>
    <message>
        <source>No saves yet</source>
        <translation>Ingen lagrede spill ennå</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>Pause Replay</source>
        <translation>Sett reprisen på pause</translation>
    </message>
    <message>
        <source>Go On</source>
        <translation>Fortsett</translation>
    </message>
    <message>
        <source>One Step</source>
        <translation>Ett steg</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Hastighet</translation>
    </message>
    <message>
        <source>Leave Replay</source>
        <translation>Avslutt reprisen</translation>
    </message>
</context>
<context>
    <name>ResultLine</name>
    <message numerus="yes">
        <source>%1 beats %2 — you take %n card(s).</source>
        <translation>
            <numerusform>%1 slår %2 — du tar %n kort.</numerusform>
            <numerusform>%1 slår %2 — du tar %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 beats %2 — %3 takes %n card(s).</source>
        <translation>
            <numerusform>%1 slår %2 — %3 tar %n kort.</numerusform>
            <numerusform>%1 slår %2 — %3 tar %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War — you take %n card(s).</source>
        <translation>
            <numerusform>Krig — du tar %n kort.</numerusform>
            <numerusform>Krig — du tar %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War — %1 takes %n card(s).</source>
        <translation>
            <numerusform>Krig — %1 tar %n kort.</numerusform>
            <numerusform>Krig — %1 tar %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War ×%1 — you take %n card(s).</source>
        <translation>
            <numerusform>Krig ×%1 — du tar %n kort.</numerusform>
            <numerusform>Krig ×%1 — du tar %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War ×%1 — %2 takes %n card(s).</source>
        <translation>
            <numerusform>Krig ×%1 — %2 tar %n kort.</numerusform>
            <numerusform>Krig ×%1 — %2 tar %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War — your %1 takes %n card(s).</source>
        <translation>
            <numerusform>Krig — du tar %n kort med %1.</numerusform>
            <numerusform>Krig — du tar %n kort med %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War — %2&apos;s %1 takes %n card(s).</source>
        <translation>
            <numerusform>Krig — %2 tar %n kort med %1.</numerusform>
            <numerusform>Krig — %2 tar %n kort med %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War ×%1 — your %2 takes %n card(s).</source>
        <translation>
            <numerusform>Krig ×%1 — du tar %n kort med %2.</numerusform>
            <numerusform>Krig ×%1 — du tar %n kort med %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War ×%1 — %3&apos;s %2 takes %n card(s).</source>
        <translation>
            <numerusform>Krig ×%1 — %3 tar %n kort med %2.</numerusform>
            <numerusform>Krig ×%1 — %3 tar %n kort med %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Everyone in the battle joined the war, not only the players who tied.</source>
        <translation>Alle som var med i runden, ble med i krigen, ikke bare spillerne som hadde like kort.</translation>
    </message>
    <message>
        <source>You are out: too few cards for the war.</source>
        <translation>Du er ute: for få kort til krigen.</translation>
    </message>
    <message>
        <source>%1 is out: too few cards for the war.</source>
        <translation>%1 er ute: for få kort til krigen.</translation>
    </message>
    <message>
        <source>You are out of cards.</source>
        <translation>Du er tom for kort og er ute.</translation>
    </message>
    <message>
        <source>%1 is out of cards.</source>
        <translation>%1 er tom for kort og er ute.</translation>
    </message>
    <message numerus="yes">
        <source>You take %n card(s).</source>
        <translation>
            <numerusform>Du tar %n kort.</numerusform>
            <numerusform>Du tar %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %n card(s).</source>
        <translation>
            <numerusform>%1 tar %n kort.</numerusform>
            <numerusform>%1 tar %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War: you take %n card(s).</source>
        <translation>
            <numerusform>Krig: du tar %n kort.</numerusform>
            <numerusform>Krig: du tar %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War: %1 takes %n card(s).</source>
        <translation>
            <numerusform>Krig: %1 tar %n kort.</numerusform>
            <numerusform>Krig: %1 tar %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War ×%2: you take %n card(s).</source>
        <translation>
            <numerusform>Krig ×%2: du tar %n kort.</numerusform>
            <numerusform>Krig ×%2: du tar %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War ×%2: %1 takes %n card(s).</source>
        <translation>
            <numerusform>Krig ×%2: %1 tar %n kort.</numerusform>
            <numerusform>Krig ×%2: %1 tar %n kort.</numerusform>
        </translation>
    </message>
    <message>
        <source>You are out.</source>
        <translation>Du er ute.</translation>
    </message>
    <message>
        <source>%1 is out.</source>
        <translation>%1 er ute.</translation>
    </message>
    <message numerus="yes">
        <source>War! %n card(s) at stake — click your deck.</source>
        <translation>
            <numerusform>Krig! %n kort står på spill — klikk på bunken din.</numerusform>
            <numerusform>Krig! %n kort står på spill — klikk på bunken din.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War! %n card(s) at stake — click a deck or press Space.</source>
        <translation>
            <numerusform>Krig! %n kort står på spill — klikk på en bunke eller trykk mellomrom.</numerusform>
            <numerusform>Krig! %n kort står på spill — klikk på en bunke eller trykk mellomrom.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War ×%1! %n card(s) at stake — click your deck.</source>
        <translation>
            <numerusform>Krig ×%1! %n kort står på spill — klikk på bunken din.</numerusform>
            <numerusform>Krig ×%1! %n kort står på spill — klikk på bunken din.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War ×%1! %n card(s) at stake — click a deck or press Space.</source>
        <translation>
            <numerusform>Krig ×%1! %n kort står på spill — klikk på en bunke eller trykk mellomrom.</numerusform>
            <numerusform>Krig ×%1! %n kort står på spill — klikk på en bunke eller trykk mellomrom.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War! Click your deck to lay the war cards — %n card(s) at stake.</source>
        <translation>
            <numerusform>Krig! Klikk på bunken din for å legge krigskortene — %n kort står på spill.</numerusform>
            <numerusform>Krig! Klikk på bunken din for å legge krigskortene — %n kort står på spill.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War! Click a deck or press Space to watch the others lay their war cards — %n card(s) at stake.</source>
        <translation>
            <numerusform>Krig! Klikk på en bunke eller trykk mellomrom for å se de andre legge krigskortene — %n kort står på spill.</numerusform>
            <numerusform>Krig! Klikk på en bunke eller trykk mellomrom for å se de andre legge krigskortene — %n kort står på spill.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War ×%1! Click your deck to lay the war cards — %n card(s) at stake.</source>
        <translation>
            <numerusform>Krig ×%1! Klikk på bunken din for å legge krigskortene — %n kort står på spill.</numerusform>
            <numerusform>Krig ×%1! Klikk på bunken din for å legge krigskortene — %n kort står på spill.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War ×%1! Click a deck or press Space to watch the others lay their war cards — %n card(s) at stake.</source>
        <translation>
            <numerusform>Krig ×%1! Klikk på en bunke eller trykk mellomrom for å se de andre legge krigskortene — %n kort står på spill.</numerusform>
            <numerusform>Krig ×%1! Klikk på en bunke eller trykk mellomrom for å se de andre legge krigskortene — %n kort står på spill.</numerusform>
        </translation>
    </message>
    <message>
        <source>Everyone in the battle lays war cards, not only the players who tied.</source>
        <translation>Alle som er med i runden, legger krigskort, ikke bare spillerne som har like kort.</translation>
    </message>
    <message numerus="yes">
        <source>You win the game after %n battle(s)!</source>
        <translation>
            <numerusform>Du vant spillet etter %n runde!</numerusform>
            <numerusform>Du vant spillet etter %n runder!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins the game after %n battle(s).</source>
        <translation>
            <numerusform>%1 vant spillet etter %n runde.</numerusform>
            <numerusform>%1 vant spillet etter %n runder.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw: everyone left in the war ran short at once, so nobody takes the %n card(s) on the table.</source>
        <translation>
            <numerusform>Uavgjort: alle som var igjen i krigen, gikk tom for kort samtidig, så ingen får de %n kortene på bordet.</numerusform>
            <numerusform>Uavgjort: alle som var igjen i krigen, gikk tom for kort samtidig, så ingen får de %n kortene på bordet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Draw by repetition: the hands are back as they were before, so the game would go round forever.</source>
        <translation>Uavgjort ved gjentakelse: alle har de samme kortene i samme rekkefølge som før, så spillet ville gått i ring for alltid.</translation>
    </message>
</context>
<context>
    <name>SaveFlow</name>
    <message>
        <source>Krig Desktop is already open with your games. This window keeps nothing: its game is not kept for the next start, nor are its settings. Save the game with File → Save As to keep it.</source>
        <translation>Krig Desktop er allerede åpent med spillene dine. Dette vinduet tar ikke vare på noe: verken spillet til neste oppstart eller innstillingene. Lagre spillet med Fil → Lagre som for å ta vare på det.</translation>
    </message>
    <message>
        <source>Another window keeps your games: this one keeps nothing</source>
        <translation>Et annet vindu tar vare på spillene dine: dette tar ikke vare på noe</translation>
    </message>
    <message>
        <source>Already open</source>
        <translation>Allerede åpent</translation>
    </message>
    <message>
        <source>Could not save the game</source>
        <translation>Kunne ikke lagre spillet</translation>
    </message>
    <message>
        <source>Game saved to %1</source>
        <translation>Spillet er lagret i %1</translation>
    </message>
    <message>
        <source>Could not open the saved game</source>
        <translation>Kunne ikke åpne det lagrede spillet</translation>
    </message>
    <message>
        <source>Resumed your last game</source>
        <translation>Fortsatte det siste spillet ditt</translation>
    </message>
    <message>
        <source>Opened the saved game %1</source>
        <translation>Åpnet det lagrede spillet %1</translation>
    </message>
    <message>
        <source>Game %1 at battle %2 is back</source>
        <translation>Spill %1 ved runde %2 er tilbake</translation>
    </message>
    <message>
        <source>Nothing to load</source>
        <translation>Ingenting å åpne</translation>
    </message>
    <message>
        <source>There is no saved game yet. Use File→Save to save one.</source>
        <translation>Det finnes ikke noe lagret spill ennå. Bruk Fil→Lagre for å lagre et.</translation>
    </message>
    <message>
        <source>Settings not read</source>
        <translation>Innstillingene ble ikke lest</translation>
    </message>
    <message>
        <source>Something went wrong while closing</source>
        <translation>Noe gikk galt under avslutningen</translation>
    </message>
    <message>
        <source>Krig Desktop closes anyway.</source>
        <translation>Krig Desktop avslutter likevel.</translation>
    </message>
    <message>
        <source>Could not keep the game for the next start</source>
        <translation>Kunne ikke ta vare på spillet til neste oppstart</translation>
    </message>
    <message>
        <source>Krig Desktop closes anyway. A game kept earlier for the next start is still there, unchanged.</source>
        <translation>Krig Desktop avslutter likevel. Et spill som ble tatt vare på tidligere til neste oppstart, ligger der fortsatt, uendret.</translation>
    </message>
    <message>
        <source>Krig game %1, battle %2</source>
        <translation>Krig-spill %1, runde %2</translation>
    </message>
    <message>
        <source>Krig saves (*.krig)</source>
        <translation>Lagrede Krig-spill (*.krig)</translation>
    </message>
    <message>
        <source>Save the game as</source>
        <translation>Lagre spillet som</translation>
    </message>
    <message>
        <source>Load a saved game</source>
        <translation>Åpne et lagret spill</translation>
    </message>
</context>
<context>
    <name>SavePreview</name>
    <message>
        <source>Game %1</source>
        <translation>Spill %1</translation>
    </message>
    <message>
        <source>Battle %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>ferdig</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Lagret %1</translation>
    </message>
    <message>
        <source>Damaged: this file cannot be opened.</source>
        <translation>Skadet: denne filen kan ikke åpnes.</translation>
    </message>
</context>
<context>
    <name>SeatKeys</name>
    <message>
        <source>Call the war</source>
        <translation>Tipp krigen</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Snu kort</translation>
    </message>
    <message>
        <source>Press a key for this player.</source>
        <translation>Trykk en tast for denne spilleren.</translation>
    </message>
    <message>
        <source>A player&apos;s key is one key, not a sequence of keys.</source>
        <translation>En spillers tast er én tast, ikke en rekke taster.</translation>
    </message>
    <message>
        <source>%1 is the other player&apos;s key already.</source>
        <translation>%1 er allerede den andre spillerens tast.</translation>
    </message>
    <message>
        <source>Turn for Player %1</source>
        <translation>Snu for spiller %1</translation>
    </message>
    <message>
        <source>%1 is in use already (%2). Choose another key.</source>
        <translation>%1 er allerede i bruk (%2). Velg en annen tast.</translation>
    </message>
</context>
<context>
    <name>SoundActions</name>
    <message>
        <source>&amp;Mute Sounds</source>
        <translation>&amp;Demp lyder</translation>
    </message>
    <message>
        <source>Sounds Unavailable</source>
        <translation>Lyd er ikke tilgjengelig</translation>
    </message>
    <message>
        <source>Sound needs the optional sound package: %1</source>
        <translation>Lyd krever den valgfrie lydpakken: %1</translation>
    </message>
    <message>
        <source>No sound: no audio output was found.</source>
        <translation>Ingen lyd: fant ingen lydutgang.</translation>
    </message>
    <message>
        <source>No sound: the sounds could not be prepared.</source>
        <translation>Ingen lyd: lydene kunne ikke klargjøres.</translation>
    </message>
    <message>
        <source>Silence the sounds of the cards</source>
        <translation>Demp lydene fra kortene</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Reset Statistics</source>
        <translation>Nullstill statistikken</translation>
    </message>
    <message>
        <source>Forget every recorded game? The statistics, the achievements and the history list start again from zero. This cannot be undone.</source>
        <translation>Glemme alle registrerte spill? Statistikken, prestasjonene og historikklisten begynner på null igjen. Dette kan ikke angres.</translation>
    </message>
    <message>
        <source>&amp;Forget All Games</source>
        <translation>&amp;Glem alle spill</translation>
    </message>
    <message>
        <source>&amp;Keep Them</source>
        <translation>&amp;Behold dem</translation>
    </message>
    <message>
        <source>Export the History as CSV</source>
        <translation>Eksporter historikken som CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-filer (*.csv)</translation>
    </message>
    <message>
        <source>Exporting the history…</source>
        <translation>Eksporterer historikken…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) written to %1</source>
        <translation>
            <numerusform>%Ln spill skrevet til %1</numerusform>
            <numerusform>%Ln spill skrevet til %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln damaged row(s) of the history could not be read and were left out of the file.</source>
        <translation>
            <numerusform>%Ln skadet rad i historikken kunne ikke leses og ble utelatt fra filen.</numerusform>
            <numerusform>%Ln skadede rader i historikken kunne ikke leses og ble utelatt fra filen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import a Game History</source>
        <translation>Importer en spillhistorikk</translation>
    </message>
    <message>
        <source>Game histories and CSV exports (*.sqlite3 *.csv);;All files (*)</source>
        <translation>Spillhistorikker og CSV-eksporter (*.sqlite3 *.csv);;Alle filer (*)</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistikk</translation>
    </message>
    <message>
        <source>Statistics pages</source>
        <translation>Statistikksider</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Statistikk</translation>
    </message>
    <message>
        <source>L&amp;uck</source>
        <translation>F&amp;laks</translation>
    </message>
    <message>
        <source>A&amp;chievements</source>
        <translation>P&amp;restasjoner</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Historikk</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Nullstill…</translation>
    </message>
    <message>
        <source>&amp;Import History…</source>
        <translation>&amp;Importer historikk…</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <source>Counting…</source>
        <translation>Teller…</translation>
    </message>
    <message>
        <source>No games recorded yet. Finish a game, and its result shows here.</source>
        <translation>Ingen spill er registrert ennå. Fullfør et spill, så vises resultatet her.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln game(s), %2 won</source>
        <translation>
            <numerusform>%1: %Ln spill, %2 vunnet</numerusform>
            <numerusform>%1: %Ln spill, %2 vunnet</numerusform>
        </translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message numerus="yes">
        <source>Wars called: %Ln, %1 right (a card counter would have got %2 right).</source>
        <translation>
            <numerusform>Kriger tippet: %Ln, %1 riktig (en korteller ville hatt %2 riktig).</numerusform>
            <numerusform>Kriger tippet: %Ln, %1 riktig (en korteller ville hatt %2 riktig).</numerusform>
        </translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spiller %1</translation>
    </message>
    <message>
        <source>Results per name:</source>
        <translation>Resultater per navn:</translation>
    </message>
    <message numerus="yes">
        <source>With fixed gathering the cards go back in the order they were laid, and that favours the first seat (you): over many games it wins %1 of the games that end, not one in %n.</source>
        <translation>
            <numerusform>Med fast rekkefølge går kortene tilbake i den rekkefølgen de ble lagt, og det favoriserer første plass (deg): over mange spill vinner den %1 av spillene som tar slutt, ikke ett av %n.</numerusform>
            <numerusform>Med fast rekkefølge går kortene tilbake i den rekkefølgen de ble lagt, og det favoriserer første plass (deg): over mange spill vinner den %1 av spillene som tar slutt, ikke ett av %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>ingen ennå</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 (fair share %2)</source>
        <translation>%1 (forventet andel %2)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln win(s)</source>
        <translation>
            <numerusform>%Ln seier</numerusform>
            <numerusform>%Ln seire</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln loss(es)</source>
        <translation>
            <numerusform>%Ln tap</numerusform>
            <numerusform>%Ln tap</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>ingen</translation>
    </message>
    <message>
        <source>war ×%1</source>
        <translation>krig ×%1</translation>
    </message>
    <message>
        <source>%1 (with you: %2)</source>
        <translation>%1 (med deg: %2)</translation>
    </message>
    <message>
        <source>Games recorded:</source>
        <translation>Registrerte spill:</translation>
    </message>
    <message>
        <source>Your wins:</source>
        <translation>Dine seire:</translation>
    </message>
    <message>
        <source>Computer wins:</source>
        <translation>Maskinenes seire:</translation>
    </message>
    <message>
        <source>Draws:</source>
        <translation>Uavgjort:</translation>
    </message>
    <message>
        <source>Repetitions:</source>
        <translation>Gjentakelser:</translation>
    </message>
    <message>
        <source>Shared wins:</source>
        <translation>Delte seire:</translation>
    </message>
    <message>
        <source>Left unfinished:</source>
        <translation>Ikke fullført:</translation>
    </message>
    <message>
        <source>Your win rate:</source>
        <translation>Din vinnerandel:</translation>
    </message>
    <message>
        <source>Current streak:</source>
        <translation>Nåværende rekke:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>Lengste vinnerrekke:</translation>
    </message>
    <message>
        <source>Longest losing streak:</source>
        <translation>Lengste taperrekke:</translation>
    </message>
    <message>
        <source>Shortest game:</source>
        <translation>Korteste spill:</translation>
    </message>
    <message>
        <source>Longest game:</source>
        <translation>Lengste spill:</translation>
    </message>
    <message>
        <source>Battles in all:</source>
        <translation>Runder i alt:</translation>
    </message>
    <message>
        <source>Longest war:</source>
        <translation>Lengste krig:</translation>
    </message>
    <message>
        <source>Time played:</source>
        <translation>Spilletid:</translation>
    </message>
    <message>
        <source>Ru&amp;les:</source>
        <translation>Re&amp;gler:</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>The file {file} does not exist.</source>
        <translation>Filen {file} finnes ikke.</translation>
    </message>
    <message>
        <source>{file} is a link to something that no longer exists ({target}), so there is no saved game to open.</source>
        <translation>{file} er en lenke til noe som ikke finnes lenger ({target}), så det er ikke noe lagret spill å åpne.</translation>
    </message>
    <message>
        <source>Krig Desktop cannot look into the folder {folder}, so {file} cannot be opened: {reason}</source>
        <translation>Krig Desktop får ikke se inn i mappen {folder}, så {file} kan ikke åpnes: {reason}</translation>
    </message>
    <message>
        <source>{file} is a folder, not a saved game.</source>
        <translation>{file} er en mappe, ikke et lagret spill.</translation>
    </message>
    <message>
        <source>{file} is not an ordinary file, so it is not a saved game.</source>
        <translation>{file} er ikke en vanlig fil, så det er ikke et lagret spill.</translation>
    </message>
    <message>
        <source>The file {file} cannot be read: {reason}</source>
        <translation>Filen {file} kan ikke leses: {reason}</translation>
    </message>
    <message>
        <source>The file {file} is too large to be a saved game ({size} bytes; a save is never more than {limit} bytes).</source>
        <translation>Filen {file} er for stor til å være et lagret spill ({size} byte; et lagret spill er aldri større enn {limit} byte).</translation>
    </message>
    <message>
        <source>The file {file} is empty.</source>
        <translation>Filen {file} er tom.</translation>
    </message>
    <message>
        <source>The file {file} is not a Krig Desktop save: it is not UTF-8 text.</source>
        <translation>Filen {file} er ikke et lagret Krig Desktop-spill: den er ikke UTF-8-tekst.</translation>
    </message>
    <message>
        <source>The file {file} is not a Krig Desktop save: it is not valid JSON (line {line}, column {column}).</source>
        <translation>Filen {file} er ikke et lagret Krig Desktop-spill: den er ikke gyldig JSON (linje {line}, kolonne {column}).</translation>
    </message>
    <message>
        <source>The file {file} is damaged: the entry &quot;{field}&quot; appears twice.</source>
        <translation>Filen {file} er skadet: oppføringen «{field}» finnes to ganger.</translation>
    </message>
    <message>
        <source>The file {file} is damaged: it holds {value}, which is not a number a save may hold.</source>
        <translation>Filen {file} er skadet: den inneholder {value}, som ikke er et tall et lagret spill kan ha.</translation>
    </message>
    <message>
        <source>The file {file} is damaged: it holds a number too long or too large to read ({length} characters).</source>
        <translation>Filen {file} er skadet: den inneholder et tall som er for langt eller for stort til å leses ({length} tegn).</translation>
    </message>
    <message>
        <source>The file {file} is incomplete: it ends too early (it may have been cut off).</source>
        <translation>Filen {file} er ufullstendig: den slutter for tidlig (den kan ha blitt kuttet av).</translation>
    </message>
    <message>
        <source>The file {file} is not a Krig Desktop save: its data is nested too deeply.</source>
        <translation>Filen {file} er ikke et lagret Krig Desktop-spill: dataene er nøstet for dypt.</translation>
    </message>
    <message>
        <source>The file {file} is not a Krig Desktop save.</source>
        <translation>Filen {file} er ikke et lagret Krig Desktop-spill.</translation>
    </message>
    <message>
        <source>The file {file} was made by a newer version of Krig Desktop (save format {version}; this version reads formats up to {current}). Update Krig Desktop to open it.</source>
        <translation>Filen {file} er laget av en nyere versjon av Krig Desktop (lagringsformat {version}; denne versjonen leser formater til og med {current}). Oppdater Krig Desktop for å åpne den.</translation>
    </message>
    <message>
        <source>The file {file} has an unknown save format version: {version}.</source>
        <translation>Filen {file} har en ukjent versjon av lagringsformatet: {version}.</translation>
    </message>
    <message>
        <source>The file {file} is damaged: &quot;{field}&quot; is missing or has the wrong type.</source>
        <translation>Filen {file} er skadet: «{field}» mangler eller har feil type.</translation>
    </message>
    <message>
        <source>The file {file} is damaged: &quot;{field}&quot; has an impossible value.</source>
        <translation>Filen {file} er skadet: «{field}» har en umulig verdi.</translation>
    </message>
    <message>
        <source>The file {file} is damaged: it has an unknown entry &quot;{field}&quot;.</source>
        <translation>Filen {file} er skadet: den har en ukjent oppføring «{field}».</translation>
    </message>
    <message>
        <source>The file {file} holds an invalid game: {reason}</source>
        <translation>Filen {file} inneholder et ugyldig spill: {reason}</translation>
    </message>
    <message>
        <source>The file {file} is damaged: &quot;{field}&quot; does not agree with the game in it.</source>
        <translation>Filen {file} er skadet: «{field}» stemmer ikke med spillet i den.</translation>
    </message>
    <message>
        <source>The game could not be saved to {file}: {reason}</source>
        <translation>Spillet kunne ikke lagres i {file}: {reason}</translation>
    </message>
    <message>
        <source>The game could not be saved to {file}: the disk is full.</source>
        <translation>Spillet kunne ikke lagres i {file}: disken er full.</translation>
    </message>
    <message>
        <source>The game could not be saved to {file}: the folder cannot be made ({reason}).</source>
        <translation>Spillet kunne ikke lagres i {file}: mappen kan ikke opprettes ({reason}).</translation>
    </message>
    <message>
        <source>The game could not be saved to {file}: that is a folder.</source>
        <translation>Spillet kunne ikke lagres i {file}: det er en mappe.</translation>
    </message>
    <message>
        <source>The game could not be saved to {file}: the save would be {size} bytes, more than the {limit} bytes a save may have.</source>
        <translation>Spillet kunne ikke lagres i {file}: lagringen ville blitt {size} byte, mer enn de {limit} bytene en lagring kan ha.</translation>
    </message>
    <message>
        <source>The game could not be saved to {file}: the save would not load again ({reason}).</source>
        <translation>Spillet kunne ikke lagres i {file}: lagringen ville ikke kunne åpnes igjen ({reason}).</translation>
    </message>
    <message>
        <source>The settings file {file} is not an ordinary file, so it was not read. Until you quit, Krig Desktop uses its usual settings and leaves that file alone.</source>
        <translation>Innstillingsfilen {file} er ikke en vanlig fil, så den ble ikke lest. Til du avslutter, bruker Krig Desktop standardinnstillingene og lar den filen være i fred.</translation>
    </message>
    <message>
        <source>The settings file {file} is too large to be a settings file ({size} bytes), so it was not read. Until you quit, Krig Desktop uses its usual settings and leaves that file alone.</source>
        <translation>Innstillingsfilen {file} er for stor til å være en innstillingsfil ({size} byte), så den ble ikke lest. Til du avslutter, bruker Krig Desktop standardinnstillingene og lar den filen være i fred.</translation>
    </message>
    <message>
        <source>The settings file {file} cannot be read: {reason}. Until you quit, Krig Desktop uses its usual settings and leaves that file alone.</source>
        <translation>Innstillingsfilen {file} kan ikke leses: {reason}. Til du avslutter, bruker Krig Desktop standardinnstillingene og lar den filen være i fred.</translation>
    </message>
    <message>
        <source>Something unexpected went wrong with {file}: {reason}</source>
        <translation>Noe uventet gikk galt med {file}: {reason}</translation>
    </message>
</context>
<context>
    <name>StoryDock</name>
    <message>
        <source>Battle Log</source>
        <translation>Rundelogg</translation>
    </message>
    <message>
        <source>Battle log</source>
        <translation>Rundelogg</translation>
    </message>
    <message>
        <source>How to read the log and the charts</source>
        <translation>Slik leser du loggen og diagrammene</translation>
    </message>
    <message>
        <source>Show every battle, a chart of the card counts and your chance to win</source>
        <translation>Vis hver runde, et diagram over antall kort og sjansen din til å vinne</translation>
    </message>
    <message>
        <source>Battle Lo&amp;g</source>
        <translation>Rundelo&amp;gg</translation>
    </message>
</context>
<context>
    <name>StoryTip</name>
    <message>
        <source>&lt;b&gt;New here?&lt;/b&gt; The meter in the status bar is each player&apos;s chance to win, as a perfect card counter would see it. The battle log tells the game&apos;s story, battle by battle.</source>
        <translation>&lt;b&gt;Ny her?&lt;/b&gt; Måleren på statuslinjen er hver spillers sjanse til å vinne, slik en perfekt korteller ville sett den. Rundeloggen forteller spillets historie, runde for runde.</translation>
    </message>
    <message>
        <source>Show the Battle Log</source>
        <translation>Vis rundeloggen</translation>
    </message>
    <message>
        <source>Read More</source>
        <translation>Les mer</translation>
    </message>
    <message>
        <source>Got It</source>
        <translation>Forstått</translation>
    </message>
    <message>
        <source>Tip for a new player</source>
        <translation>Tips for en ny spiller</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>War!</source>
        <translation>Krig!</translation>
    </message>
    <message>
        <source>War again!</source>
        <translation>Krig igjen!</translation>
    </message>
    <message>
        <source>Set aside</source>
        <translation>Lagt til side</translation>
    </message>
</context>
<context>
    <name>TableTexts</name>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spiller %1</translation>
    </message>
    <message>
        <source>CPU %1</source>
        <translation>Maskin %1</translation>
    </message>
    <message>
        <source>You</source>
        <comment>your seat&apos;s short name, beside three others in a narrow column: at most 4 characters</comment>
        <translation>Du</translation>
    </message>
    <message>
        <source>P%1</source>
        <comment>short name of a person at the computer (Player 1 → P1): at most 3 characters</comment>
        <translation>S%1</translation>
    </message>
    <message>
        <source>C%1</source>
        <comment>short name of a CPU player (CPU 1 → C1), beside three others in a narrow column: at most 3 characters</comment>
        <translation>M%1</translation>
    </message>
    <message>
        <source>War!</source>
        <translation>Krig!</translation>
    </message>
    <message>
        <source>War again!</source>
        <translation>Krig igjen!</translation>
    </message>
    <message numerus="yes">
        <source>War ×%1 — %n card(s) at stake!</source>
        <translation>
            <numerusform>Krig ×%1 — %n kort står på spill!</numerusform>
            <numerusform>Krig ×%1 — %n kort står på spill!</numerusform>
        </translation>
    </message>
    <message>
        <source>Out</source>
        <comment>your own seat: you are out of the game</comment>
        <translation>Ute</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>Ute</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n kort</numerusform>
            <numerusform>%n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: out of the game</source>
        <translation>%1: ute av spillet</translation>
    </message>
    <message numerus="yes">
        <source>Your deck: %n card(s) — click to play</source>
        <translation>
            <numerusform>Bunken din: %n kort — klikk for å spille</numerusform>
            <numerusform>Bunken din: %n kort — klikk for å spille</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s deck: %n card(s) — click or press %2 to turn</source>
        <translation>
            <numerusform>Bunken til %1: %n kort — klikk eller trykk %2 for å snu</numerusform>
            <numerusform>Bunken til %1: %n kort — klikk eller trykk %2 for å snu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s deck: %n card(s)</source>
        <translation>
            <numerusform>Bunken til %1: %n kort</numerusform>
            <numerusform>Bunken til %1: %n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>Your deck, %1</source>
        <comment>a deck in the accessibility tree; %1: &quot;26 cards&quot; or &quot;Out&quot;</comment>
        <translation>Bunken din, %1</translation>
    </message>
    <message>
        <source>%1&apos;s deck, %2</source>
        <comment>a deck in the accessibility tree; %2: &quot;26 cards&quot; or &quot;Out&quot;</comment>
        <translation>Bunken til %1, %2</translation>
    </message>
    <message>
        <source>Set aside</source>
        <translation>Lagt til side</translation>
    </message>
    <message>
        <source>out of play</source>
        <translation>ikke med i spillet</translation>
    </message>
    <message>
        <source>Click your deck or press Space to play</source>
        <translation>Klikk på bunken din eller trykk mellomrom for å spille</translation>
    </message>
    <message>
        <source>You are out. Click a deck or press Space to watch the others play on</source>
        <translation>Du er ute. Klikk på en bunke eller trykk mellomrom for å se de andre spille videre</translation>
    </message>
    <message>
        <source>Waiting for %1 — press %2</source>
        <translation>Venter på %1 — trykk %2</translation>
    </message>
    <message>
        <source>Press your keys (%1) or click your decks; Space turns for everyone</source>
        <translation>Trykk tastene deres (%1) eller klikk på bunkene deres; mellomrom snur for alle</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>klar</translation>
    </message>
    <message>
        <source>Replay — battle %1 of %2 — End to return</source>
        <translation>Reprise — runde %1 av %2 — End for å gå tilbake</translation>
    </message>
    <message>
        <source>Battle %1 of %2 — End to return</source>
        <translation>Runde %1 av %2 — End for å gå tilbake</translation>
    </message>
    <message>
        <source>Replay — Esc to return to your game</source>
        <translation>Reprise — Esc for å gå tilbake til spillet ditt</translation>
    </message>
    <message>
        <source>Today&apos;s deal — %1</source>
        <translation>Dagens giv — %1</translation>
    </message>
    <message>
        <source>The replay ended — this is your game</source>
        <translation>Reprisen er slutt — dette er ditt spill</translation>
    </message>
    <message numerus="yes">
        <source>War! The war cards come next — %n card(s) at stake.</source>
        <translation>
            <numerusform>Krig! Krigskortene legges nå — %n kort står på spill.</numerusform>
            <numerusform>Krig! Krigskortene legges nå — %n kort står på spill.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>War ×%1! The war cards come next — %n card(s) at stake.</source>
        <translation>
            <numerusform>Krig ×%1! Krigskortene legges nå — %n kort står på spill.</numerusform>
            <numerusform>Krig ×%1! Krigskortene legges nå — %n kort står på spill.</numerusform>
        </translation>
    </message>
    <message>
        <source>Everyone in the battle lays war cards, not only the players who tied.</source>
        <translation>Alle som er med i runden, legger krigskort, ikke bare spillerne som har like kort.</translation>
    </message>
    <message>
        <source>Battle %1.</source>
        <translation>Runde %1.</translation>
    </message>
    <message>
        <source>%1: out.</source>
        <translation>%1: ute.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s).</source>
        <translation>
            <numerusform>%1: %n kort.</numerusform>
            <numerusform>%1: %n kort.</numerusform>
        </translation>
    </message>
    <message>
        <source>You take the pile.</source>
        <translation>Du tar haugen.</translation>
    </message>
    <message>
        <source>%1 takes the pile.</source>
        <translation>%1 tar haugen.</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>Spillet er over.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>Kortbord</translation>
    </message>
</context>
<context>
    <name>TodayCard</name>
    <message>
        <source>&amp;Watch Replay</source>
        <translation>Se &amp;reprise</translation>
    </message>
    <message>
        <source>Watch the game you played today again</source>
        <translation>Se igjen spillet du spilte i dag</translation>
    </message>
    <message>
        <source>Cop&amp;y Result</source>
        <translation>&amp;Kopier resultatet</translation>
    </message>
    <message>
        <source>This deal ends as it did: played again, it counts in no statistic.</source>
        <translation>Denne given ender som sist: spilt igjen teller den ikke i noen statistikk.</translation>
    </message>
    <message numerus="yes">
        <source>You played today&apos;s deal: won in %Ln battle(s)</source>
        <translation>
            <numerusform>Du har spilt dagens giv: vant på %Ln runde</numerusform>
            <numerusform>Du har spilt dagens giv: vant på %Ln runder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You played today&apos;s deal: lost in %Ln battle(s)</source>
        <translation>
            <numerusform>Du har spilt dagens giv: tapte på %Ln runde</numerusform>
            <numerusform>Du har spilt dagens giv: tapte på %Ln runder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You played today&apos;s deal: a draw after %Ln battle(s)</source>
        <translation>
            <numerusform>Du har spilt dagens giv: uavgjort etter %Ln runde</numerusform>
            <numerusform>Du har spilt dagens giv: uavgjort etter %Ln runder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You played today&apos;s deal: won in %Ln battle(s) from a %1 % chance</source>
        <translation>
            <numerusform>Du har spilt dagens giv: vant på %Ln runde med %1 % sjanse</numerusform>
            <numerusform>Du har spilt dagens giv: vant på %Ln runder med %1 % sjanse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You played today&apos;s deal: lost in %Ln battle(s) from a %1 % chance</source>
        <translation>
            <numerusform>Du har spilt dagens giv: tapte på %Ln runde med %1 % sjanse</numerusform>
            <numerusform>Du har spilt dagens giv: tapte på %Ln runder med %1 % sjanse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You played today&apos;s deal: a draw after %Ln battle(s) from a %1 % chance</source>
        <translation>
            <numerusform>Du har spilt dagens giv: uavgjort etter %Ln runde med %1 % sjanse</numerusform>
            <numerusform>Du har spilt dagens giv: uavgjort etter %Ln runder med %1 % sjanse</numerusform>
        </translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
</context>
<context>
    <name>TodaysDeal</name>
    <message>
        <source>To&amp;day&apos;s Deal</source>
        <translation>&amp;Dagens giv</translation>
    </message>
    <message>
        <source>Deal today&apos;s game: the same deal for everyone today (2 players, default rules); the statistics count the days you play it in a row</source>
        <translation>Del ut dagens spill: samme giv for alle i dag (2 spillere, vanlige regler); statistikken teller dagene du spiller den på rad</translation>
    </message>
</context>
<context>
    <name>TodaysLine</name>
    <message numerus="yes">
        <source>Krig %1: won in %Ln battle(s)</source>
        <translation>
            <numerusform>Krig %1: vant på %Ln runde</numerusform>
            <numerusform>Krig %1: vant på %Ln runder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Krig %1: lost in %Ln battle(s)</source>
        <translation>
            <numerusform>Krig %1: tapte på %Ln runde</numerusform>
            <numerusform>Krig %1: tapte på %Ln runder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Krig %1: a draw after %Ln battle(s)</source>
        <translation>
            <numerusform>Krig %1: uavgjort etter %Ln runde</numerusform>
            <numerusform>Krig %1: uavgjort etter %Ln runder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Krig %1: won in %Ln battle(s) from a %2 % chance</source>
        <translation>
            <numerusform>Krig %1: vant på %Ln runde med %2 % sjanse</numerusform>
            <numerusform>Krig %1: vant på %Ln runder med %2 % sjanse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Krig %1: lost in %Ln battle(s) from a %2 % chance</source>
        <translation>
            <numerusform>Krig %1: tapte på %Ln runde med %2 % sjanse</numerusform>
            <numerusform>Krig %1: tapte på %Ln runder med %2 % sjanse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Krig %1: a draw after %Ln battle(s) from a %2 % chance</source>
        <translation>
            <numerusform>Krig %1: uavgjort etter %Ln runde med %2 % sjanse</numerusform>
            <numerusform>Krig %1: uavgjort etter %Ln runder med %2 % sjanse</numerusform>
        </translation>
    </message>
</context>
</TS>
