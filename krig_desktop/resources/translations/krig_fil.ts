<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fil" sourcelanguage="en">
<context>
    <name>CardName</name>
    <message>
        <source>%1 of %2</source>
        <comment>A card&apos;s name: %1 is the rank (queen), %2 the suit (hearts). Reorder freely.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Face-down card</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardRank</name>
    <message>
        <source>two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>five</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>six</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ace</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardSuit</name>
    <message>
        <source>spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clubs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HelpText</name>
    <message>
        <source>A quick example</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone turns their top card at the same moment. A &lt;b&gt;10&lt;/b&gt; beats a &lt;b&gt;6&lt;/b&gt;, whatever the suits: the player who turned the 10 takes both cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the highest cards are equal, say two queens, it is &lt;b&gt;war&lt;/b&gt;: every player in that battle puts one card face down and one face up, and the highest new face-up card takes the whole pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Krig is the Norwegian name for War. Two, three or four players share one standard deck of 52 cards, without jokers. You sit at the bottom of the table; the other seats are played by the computer, which only turns cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards are shuffled and dealt face down, one at a time, as evenly as possible: 26 each with two players, 13 each with four. With three players everyone gets 17 cards and the last card is set aside face down, unseen. It stays out of play for the whole game and may be shown when the game ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;A battle:&lt;/b&gt; every player still in the game turns the top card of their hand face up, all at the same time. The highest rank takes every card on the table. The ace is highest and the 2 lowest; suits never matter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;A war:&lt;/b&gt; when two or more face-up cards tie for the highest rank, every player who took part in that battle, not only the tied ones, puts one card face down and then one card face up. The highest new face-up card takes the whole pile: the battle cards and every war card on the table. If the new cards tie for the highest again, the same step repeats with the same players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The winner puts the pile under their hand. By default the pile is shuffled first, so the won cards come back in random order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player who runs out of cards is out of the game. The last player with cards wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To turn your card, click your deck at the bottom of the table, or press the Space bar.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many players can play?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two, three or four: you and one to three computer players. You choose when you start a new game. Everyone plays from one standard deck of 52 cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which card is highest?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ace, then the king, queen, jack and 10, and so on down to the 2. Suits have no rank: the 10 of clubs and the 10 of hearts are equal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happens on a tie?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A war. Every player who took part in the battle, also those whose cards were lower, puts one card face down and one face up. The highest new face-up card takes every card on the table. Another tie repeats the same step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What if I run out of cards for a war?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player who cannot lay both the face-down and the face-up card is out of the game at once, and every card they still hold goes onto the pile. The war goes on among the others; if only one player is left in it, that player takes the pile. If everyone in the war runs short at the same step, nobody can take the pile and the game ends in a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What if my last card loses a battle?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then you are out when that battle ends. If your last card wins, you keep playing with the cards you just won.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does the game need an account, or send my cards anywhere?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No. There is no account, and the game never uses the network: nothing leaves this computer. Saved games and settings stay in your own configuration folder: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questions and answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules and limitations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>War is a game of luck, and a game can take a long time. Every player turns cards the same way; the computer players make no choices either.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Face-down cards:&lt;/b&gt; one per player at each step of a war. The rule option &lt;i&gt;face-down cards per war&lt;/i&gt; can make it 2 or 3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Gathering the pile:&lt;/b&gt; by default the won pile is shuffled before it goes under the winner&apos;s hand. The shuffle follows the game number, so the same game number, number of players and rule options always deal and play the same game. With the rule option &lt;i&gt;fixed&lt;/i&gt;, the pile goes under in the order it was laid: the battle cards first, then each war step, in seat order, face-down cards before the face-up card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Endless games:&lt;/b&gt; with fixed gathering a deal can go round forever. The game watches for this: when the cards in every hand are in exactly the same order at the start of a battle as earlier in the same game, the game ends as a draw by repetition, and tells you so. With shuffled gathering every game comes to an end sooner or later, so no limit is set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Three players:&lt;/b&gt; one card is set aside unseen at the deal and takes no part in the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Saving:&lt;/b&gt; File → Save keeps your game without asking, and File → Load brings it back. Saves and settings are kept on this computer, in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;What this version is not:&lt;/b&gt; there is no online play, no account and no network at all; no game data is ever uploaded.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <source>beats</source>
        <comment>Between two card pictures: the 10 beats the 6.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn your card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to play Krig</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contents</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Drive</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Look in:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select All</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abort</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <source>Ctrl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shift</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Esc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Return</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Del</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select All</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SaveFlow</name>
    <message>
        <source>Could not save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not open the saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened the saved game %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no saved game yet. Use File→Save to save one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game in play has progress that is not saved. Save it first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Krig saves (*.krig)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load a saved game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>The file {file} does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} is a folder, not a saved game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} is not an ordinary file, so it is not a saved game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file {file} cannot be read: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file {file} is too large to be a saved game ({size} bytes; a save is never more than {limit} bytes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file {file} is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file {file} is not a Krig Desktop save: it is not UTF-8 text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file {file} is not a Krig Desktop save: it is not valid JSON (line {line}, column {column}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file {file} is incomplete: it ends too early (it may have been cut off).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file {file} is not a Krig Desktop save: its data is nested too deeply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file {file} is not a Krig Desktop save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file {file} was made by a newer version of Krig Desktop (save format {version}; this version reads formats up to {current}). Update Krig Desktop to open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file {file} has an unknown save format version: {version}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file {file} is damaged: &quot;{field}&quot; is missing or has the wrong type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file {file} is damaged: &quot;{field}&quot; has an impossible value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file {file} is damaged: it has an unknown entry &quot;{field}&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file {file} holds an invalid game: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file {file} is damaged: the card {card} is there {count} times.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file {file} is damaged: the card {card} is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file {file} is damaged: &quot;{field}&quot; does not agree with the game in it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file {file} is damaged: the players&apos; cards do not agree with how the game stands ({detail}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be saved to {file}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be saved to {file}: the disk is full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be saved to {file}: the folder cannot be made ({reason}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be saved to {file}: that is a folder.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
