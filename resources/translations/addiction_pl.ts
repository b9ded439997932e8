<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../addiction/shell/about.py" line="+278"/>
        <source>About Addiction</source>
        <translation>O programie Addiction</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;h3&gt;Addiction {version}&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Addiction {version}&lt;/h3&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Patience games for the desktop: {games}.</source>
        <translation>Pasjanse na komputer: {games}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free software under the GNU GPL, version 3 or later.</source>
        <translation>Wolne oprogramowanie na licencji GNU GPL w wersji 3 lub nowszej.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Running on Qt {qt} and Python {python}.</source>
        <translation>Działa na Qt {qt} i Pythonie {python}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Third-party &amp;licences…</source>
        <translation>&amp;Licencje zewnętrzne…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The solver searches with its compiled core.</source>
        <translation>Wyszukiwanie ruchów korzysta ze skompilowanego rdzenia.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The solver searches in pure Python, slower but with the same moves (no compiled core: {why}).</source>
        <translation>Wyszukiwanie ruchów działa w czystym Pythonie: wolniej, ale z tymi samymi ruchami (brak skompilowanego rdzenia: {why}).</translation>
    </message>
</context>
<context>
    <name>AnalysisDialog</name>
    <message>
        <location filename="../../addiction/table/timeline.py" line="+352"/>
        <source>Where Was It Lost?</source>
        <translation>Gdzie przegrałem?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The computer replays your game and judges each position…</source>
        <translation>Komputer odtwarza twoją grę i ocenia każdy układ…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Analysis progress</source>
        <translation>Postęp analizy</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Try Again</source>
        <translation>Spróbuj ponownie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>This game could not be analysed ({reason}).</source>
        <translation>Nie udało się przeanalizować tej gry ({reason}).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Stopping…</source>
        <translation>Zatrzymuję…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The analysis was cancelled.</source>
        <translation>Analiza została anulowana.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Each mark is a position, from the deal&apos;s start on the left: a full bar winnable, a half bar unclear, a hatched bar lost. The line above is the score; the bold line and the triangle mark the turning point. Click a mark to try again from there.</source>
        <translation>Każdy znak to układ, od początku rozdania po lewej: pełny pasek — do wygrania, połowa paska — niejasne, kreskowany pasek — przegrane. Linia u góry to wynik; gruba linia i trójkąt oznaczają punkt zwrotny. Kliknij znak, aby spróbować ponownie od tego miejsca.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Try Again Before Move {number}</source>
        <translation>Spróbuj ponownie przed ruchem {number}</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../addiction/program/app.py" line="+343"/>
        <source>Your unfinished game is back, as you left it.</source>
        <translation>Twoja niedokończona gra wróciła w takim stanie, w jakim była.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>That is not a position: {reason}</source>
        <translation>To nie jest poprawny układ: {reason}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Addiction was started again to play another game. Leave this one unfinished?</source>
        <translation>Addiction uruchomiono ponownie, by zagrać w inną grę. Zostawić tę niedokończoną?</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Play It</source>
        <translation>Zagraj</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <location filename="../../addiction/games/gaps/view.py" line="+372"/>
        <source>Dead gap: nothing can follow a King or a gap</source>
        <translation>Martwe pole: nic nie może leżeć za królem ani za pustym polem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead gap: no card can go here</source>
        <translation>Martwe pole: żadna karta tu nie pasuje</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gap: any 2 can go here</source>
        <translation>Puste pole: pasuje tu każda dwójka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gap: any Ace can go here</source>
        <translation>Puste pole: pasuje tu każdy as</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gap: {card} goes here</source>
        <translation>Puste pole: pasuje tu {card}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Gap: {cards} can go here</source>
        <translation>Puste pole: pasują tu {cards}</translation>
    </message>
    <message>
        <location line="+363"/>
        <source>{card}, {place}</source>
        <translation>{card} {place}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chosen: pick the gap it goes to.</source>
        <translation>Wybrano: wskaż puste pole, na które ma trafić.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Can go to the chosen gap.</source>
        <translation>Pasuje na wybrane pole.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Can move to {places}.</source>
        <translation>Może przejść na pole {places}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In order.</source>
        <translation>Na swoim miejscu.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Dead gap, {place}</source>
        <translation>Martwe pole {place}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>any {rank}</source>
        <translation>{rank} w dowolnym kolorze</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Gap, {place}: takes {cards}</source>
        <translation>Puste pole {place}: pasuje tu {cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The chosen card can go here.</source>
        <translation>Pasuje tu wybrana karta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} is at {place}</source>
        <translation>{card} leży {place}</translation>
    </message>
</context>
<context>
    <name>CardDecks</name>
    <message>
        <location filename="../../addiction/cardart/table_look.py" line="+71"/>
        <source>The card deck {deck} is no longer installed: the game&apos;s own cards are back.</source>
        <translation>Talia {deck} nie jest już zainstalowana: wracają własne karty gry.</translation>
    </message>
</context>
<context>
    <name>DataFolder</name>
    <message>
        <location filename="../../addiction/store/old_folder.py" line="+72"/>
        <source>Addiction now keeps your records and saved games in {new}; the files of the old folder {old} that it already had are left there, untouched, so you can look through them or delete them.</source>
        <translation>Addiction przechowuje teraz twoje rekordy i zapisane gry w {new}; pliki ze starego folderu {old}, które już tam były, zostały na miejscu, nietknięte, więc możesz je przejrzeć albo usunąć.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Some of your data could not be moved from the old folder {old} to {new} ({reason}), so it is left where it was and this game starts without it.</source>
        <translation>Części twoich danych nie udało się przenieść ze starego folderu {old} do {new} ({reason}), więc zostały tam, gdzie były, a ta gra zaczyna się bez nich.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Another copy of Addiction is still using the old data folder {old}, so this one uses it too; it moves to its new place the next time Addiction starts.</source>
        <translation>Inna kopia Addiction nadal korzysta ze starego folderu danych {old}, więc ta również z niego korzysta; zostanie on przeniesiony w nowe miejsce przy następnym uruchomieniu programu Addiction.</translation>
    </message>
</context>
<context>
    <name>DealDialog</name>
    <message>
        <location filename="../../addiction/table/dialogs.py" line="+95"/>
        <source>Choose Deal</source>
        <translation>Wybierz rozdanie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deal number ({low} to {high}):</source>
        <translation>Numer rozdania (od {low} do {high}):</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Type a deal number.</source>
        <translation>Wpisz numer rozdania.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A deal number is a whole number, like 1234.</source>
        <translation>Numer rozdania to liczba całkowita, na przykład 1234.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Deal numbers run from {low} to {high}.</source>
        <translation>Numery rozdań mieszczą się w zakresie od {low} do {high}.</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+7"/>
        <source>Level: {level}</source>
        <translation>Poziom: {level}</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Judging this deal…</source>
        <translation>Oceniam to rozdanie…</translation>
    </message>
</context>
<context>
    <name>Deals</name>
    <message>
        <location filename="../../addiction/dealing/window/deal_finder.py" line="+234"/>
        <source>Easy</source>
        <translation>Łatwe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Średnie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Trudne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Eksperckie</translation>
    </message>
</context>
<context>
    <name>EndOfGameDialog</name>
    <message>
        <location filename="../../addiction/table/hooks.py" line="+142"/>
        <source>You won!</source>
        <translation>Wygrana!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game over</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Game ended</source>
        <translation>Gra zakończona</translation>
    </message>
    <message>
        <location filename="../../addiction/games/gaps/page.py" line="+294"/>
        <source>Every row runs from 2 to King. Well played!</source>
        <translation>Każdy rząd jest ułożony od dwójki do króla. Brawo!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every row is in order. Well played!</source>
        <translation>Każdy rząd jest ułożony po kolei. Brawo!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No card can move and no redeal is left.</source>
        <translation>Żadna karta nie może się ruszyć, a tasowań już nie ma.</translation>
    </message>
    <message>
        <location filename="../../addiction/table/hooks.py" line="-5"/>
        <source>You gave up this deal.</source>
        <translation>To rozdanie zostało poddane.</translation>
    </message>
    <message>
        <location filename="../../addiction/games/pyramid/page.py" line="+223"/>
        <source>The pyramid is cleared. Well played!</source>
        <translation>Piramida rozebrana. Brawo!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No pair, King or turn of the stock is left.</source>
        <translation>Nie została żadna para, król ani karta do odkrycia z talii.</translation>
    </message>
    <message>
        <location filename="../../addiction/games/gaps/page.py" line="+3"/>
        <location filename="../../addiction/games/pyramid/page.py" line="+4"/>
        <location filename="../../addiction/table/hooks.py" line="-17"/>
        <source>Score</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../addiction/games/pyramid/page.py" line="+1"/>
        <location filename="../../addiction/table/hooks.py" line="+2"/>
        <source>Moves</source>
        <translation>Ruchy</translation>
    </message>
    <message>
        <location filename="../../addiction/games/pyramid/page.py" line="+1"/>
        <source>Passes</source>
        <translation>Przejścia</translation>
    </message>
    <message>
        <location filename="../../addiction/games/gaps/page.py" line="+1"/>
        <source>Redeals used</source>
        <translation>Wykorzystane tasowania</translation>
    </message>
    <message>
        <location filename="../../addiction/table/hooks.py" line="+23"/>
        <source>Time</source>
        <translation>Czas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal</source>
        <translation>Rozdanie</translation>
    </message>
    <message>
        <location filename="../../addiction/table/dialogs.py" line="+110"/>
        <source>{name}:</source>
        <translation>{name}:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>New Game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restart Deal</source>
        <translation>Zagraj od nowa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show How It Could Be Won</source>
        <translation>Pokaż, jak można było wygrać</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Watch the computer play this deal from its start to a win; your game and its record stay as they are</source>
        <translation>Zobacz, jak komputer rozgrywa to rozdanie od początku do wygranej; twoja gra i jej zapis zostają bez zmian</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Analyse This Game</source>
        <translation>Przeanalizuj tę grę</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <location filename="../../addiction/store/files.py" line="+201"/>
        <source>it is a folder, not a file</source>
        <translation>to folder, a nie plik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is a named pipe, not a regular file</source>
        <translation>to potok nazwany, a nie zwykły plik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is a device, not a regular file</source>
        <translation>to urządzenie, a nie zwykły plik</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is not a regular file</source>
        <translation>to nie jest zwykły plik</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it is a symbolic link, not a regular file</source>
        <translation>to dowiązanie symboliczne, a nie zwykły plik</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>it is larger than {size} MB</source>
        <translation>ma ponad {size} MB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is larger than {size} kB</source>
        <translation>ma ponad {size} kB</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>it is a loop of symbolic links</source>
        <translation>to pętla dowiązań symbolicznych</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>it is not UTF-8 text: {excerpt}</source>
        <translation>to nie jest tekst UTF-8: {excerpt}</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <location filename="../../addiction/table/page.py" line="+159"/>
        <source>Assisted</source>
        <translation>Z pomocą</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Read the Status Aloud</source>
        <translation>Odczytaj stan gry na głos</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The arrow keys move between the places, Enter or Space plays the one you are on, S reads the score and the time.</source>
        <translation>Strzałki przenoszą między miejscami, Enter lub spacja działa jak kliknięcie miejsca, na którym jesteś, a S odczytuje wynik i czas.</translation>
    </message>
    <message>
        <location line="+154"/>
        <source>Looking for the best move…</source>
        <translation>Szukam najlepszego ruchu…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choosing a move…</source>
        <translation>Wybieram ruch…</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Paused — press P to resume</source>
        <translation>Wstrzymano — naciśnij P, aby wznowić</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Resumed</source>
        <translation>Wznowiono</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Playing to the end. Press Escape to stop.</source>
        <translation>Gra do końca. Naciśnij Escape, aby przerwać.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Play to the End stopped.</source>
        <translation>Gra do końca przerwana.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Playing to the end — click the table or press Esc to stop</source>
        <translation>Gra do końca — kliknij stół lub naciśnij Esc, aby przerwać</translation>
    </message>
    <message>
        <location line="+130"/>
        <source>Deal {deal}</source>
        <translation>Rozdanie {deal}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal number: choose it again from the Game menu</source>
        <translation>Numer rozdania: możesz je wybrać ponownie w menu Gra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pasted position</source>
        <translation>Wklejony układ</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Time: {time}</source>
        <translation>Czas: {time}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Time: {time} (paused)</source>
        <translation>Czas: {time} (pauza)</translation>
    </message>
    <message>
        <location line="-98"/>
        <source>No play can lead to a win or a redeal from here: undo, or give up.</source>
        <translation>Stąd żaden ruch nie prowadzi do wygranej ani do tasowania: cofnij albo się poddaj.</translation>
    </message>
    <message>
        <location line="-379"/>
        <source>Hint, Auto or Play to the End helped in this game</source>
        <translation>W tej grze pomogła Podpowiedź, „Graj za mnie” lub „Graj do końca”</translation>
    </message>
    <message>
        <location line="+366"/>
        <location line="+171"/>
        <source>Auto could not play: {reason}</source>
        <translation>Automatyczny ruch się nie udał: {reason}</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../../addiction/games/gaps/__init__.py" line="+52"/>
        <source>Addiction</source>
        <translation>Addiction</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gaps, Montana: slide the cards into four rows, 2 to King.</source>
        <translation>Gaps, Montana: przesuwaj karty, by ułożyć cztery rzędy od dwójki do króla.</translation>
    </message>
    <message>
        <location filename="../../addiction/games/pyramid/__init__.py" line="+25"/>
        <source>Pyramid</source>
        <translation>Piramida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear the pyramid by removing pairs that add up to 13.</source>
        <translation>Rozbierz piramidę, usuwając pary kart o sumie 13.</translation>
    </message>
    <message>
        <location filename="../../addiction/games/gaps/__init__.py" line="+9"/>
        <source>Montana</source>
        <translation>Montana</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Addiction&apos;s table with two redeals.</source>
        <translation>Stół pasjansa Addiction z dwoma tasowaniami.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spaces</source>
        <translation>Spaces</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Montana, but a redeal scatters the gaps anywhere.</source>
        <translation>Montana, ale tasowanie rozrzuca puste pola w dowolne miejsca.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blue Moon</source>
        <translation>Niebieski Księżyc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All 52 cards in rows of 14; each row runs Ace to King.</source>
        <translation>Wszystkie 52 karty w rzędach po 14; każdy rząd od asa do króla.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Red Moon</source>
        <translation>Czerwony Księżyc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue Moon with every Ace dealt first, a gap beside it.</source>
        <translation>Niebieski Księżyc, w którym asy rozdaje się najpierw, każdy z pustym polem obok.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Galary</source>
        <translation>Galary</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red Moon&apos;s deal; a gap also takes the card below its right neighbour.</source>
        <translation>Rozdanie jak w Czerwonym Księżycu; na puste pole pasuje też karta o jeden niższa od sąsiadki z prawej.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Moonlight</source>
        <translation>Blask Księżyca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Montana&apos;s deal; a gap grows from either side.</source>
        <translation>Rozdanie jak w Montanie; puste pole można zapełniać z obu stron.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jungle</source>
        <translation>Dżungla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue Moon where a gap takes the next rank of any suit.</source>
        <translation>Niebieski Księżyc, w którym na puste pole pasuje następna wartość w dowolnym kolorze.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spaces and Aces</source>
        <translation>Spaces and Aces</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A gap takes any higher card of its neighbour&apos;s suit; no redeal.</source>
        <translation>Na puste pole pasuje każda wyższa karta w kolorze sąsiadki; bez tasowania.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paganini</source>
        <translation>Paganini</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A short deck of 36 cards: Ace, then 6 to King.</source>
        <translation>Krótka talia 36 kart: as, a potem od szóstki do króla.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double Montana</source>
        <translation>Podwójna Montana</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two decks in eight rows of 14; no redeal.</source>
        <translation>Dwie talie w ośmiu rzędach po 14; bez tasowania.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Gaps Family</source>
        <translation>Rodzina Gaps</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten relatives of Addiction: Montana, Spaces, Blue Moon and more.</source>
        <translation>Dziesięć pasjansów spokrewnionych z Addiction: Montana, Spaces, Niebieski Księżyc i inne.</translation>
    </message>
</context>
<context>
    <name>GapsPage</name>
    <message>
        <location filename="../../addiction/games/gaps/page.py" line="-131"/>
        <source>R&amp;edeal</source>
        <translation>Prze&amp;tasuj</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep each row&apos;s ordered cards and deal the rest again</source>
        <translation>Zostaw ułożone karty każdego rzędu, a resztę rozdaj od nowa</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rules take effect from the next game</source>
        <translation>Zasady obowiązują od następnej gry</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redeals per Game</source>
        <translation>Liczba &amp;tasowań w grze</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>None</source>
        <translation>Brak</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1</source>
        <translation>1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2</source>
        <translation>2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>3</source>
        <translation>3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Gap Placement on Redeal</source>
        <translation>Położenie pustych &amp;pól po tasowaniu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After Each Row&apos;s Sequence</source>
        <translation>Za sekwencją każdego rzędu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anywhere (Classic Gaps)</source>
        <translation>W dowolnym miejscu (klasyczne Gaps)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redeal &amp;Allowed</source>
        <translation>&amp;Kiedy można tasować</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only When Stuck</source>
        <translation>Tylko gdy brak ruchów</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>At Any Time</source>
        <translation>W dowolnej chwili</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show Whether Still &amp;Winnable</source>
        <translation>Pokazuj, czy da się jeszcze &amp;wygrać</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search in the background whether the cards can still be won without a redeal</source>
        <translation>Sprawdzaj w tle, czy da się jeszcze wygrać bez tasowania</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Hint: redeal.</source>
        <translation>Podpowiedź: przetasuj.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: {card}, to {place}.</source>
        <translation>Podpowiedź: {card}, na pole {place}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: move {card} to row {row}, column {col}.</source>
        <translation>Podpowiedź: przenieś {card} do rzędu {row}, kolumny {col}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a redeal</source>
        <translation>przetasowanie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} to row {row}, column {col}</source>
        <translation>{card} do rzędu {row}, kolumny {col}</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>This position has no move left.</source>
        <translation>W tym układzie nie ma już żadnego ruchu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Score: {score}/{full}</source>
        <translation>Wynik: {score}/{full}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Redeals left: {left}</source>
        <translation>Pozostałe tasowania: {left}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Moves: {moves}</source>
        <translation>Ruchy: {moves}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Taken back: {card} to {place}; score {score}.</source>
        <translation>Cofnięto ruch: {card} wraca na miejsce {place}; wynik {score}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} to {place}; score {score}.</source>
        <translation>{card} na pole {place}; wynik {score}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Choose a gap for {card} — Esc cancels</source>
        <translation>Wybierz puste pole dla karty {card} — Esc anuluje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a gap for {card}. Escape cancels.</source>
        <translation>Wybierz puste pole dla karty {card}. Escape anuluje.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose a card for row {row}, column {col} — Esc cancels</source>
        <translation>Wybierz kartę do rzędu {row}, kolumny {col} — Esc anuluje</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose a card for {place}. Escape cancels.</source>
        <translation>Wybierz kartę na pole {place}. Escape anuluje.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Redeal taken back; score {score}.</source>
        <translation>Cofnięto tasowanie; wynik {score}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Redealt: {count} cards dealt again; redeals left: {left}; score {score}.</source>
        <translation>Przetasowano: kart rozdanych od nowa: {count}; pozostałe tasowania: {left}; wynik {score}.</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>No card can move. Redeal (R) to go on: %n left.</source>
        <translation>
            <numerusform>Żadna karta nie może się ruszyć. Przetasuj (R), by grać dalej: zostało %n tasowanie.</numerusform>
            <numerusform>Żadna karta nie może się ruszyć. Przetasuj (R), by grać dalej: zostały %n tasowania.</numerusform>
            <numerusform>Żadna karta nie może się ruszyć. Przetasuj (R), by grać dalej: zostało %n tasowań.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Thinking…</source>
        <translation>Myślę…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looking, while you think, for a way to put every card in order without a redeal.</source>
        <translation>Gdy się zastanawiasz, szukam sposobu, by ułożyć wszystkie karty bez tasowania.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Winnable without a redeal</source>
        <translation>Do wygrania bez tasowania</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is still a way to put every card in order without redealing.</source>
        <translation>Wciąż da się ułożyć wszystkie karty bez ponownego tasowania.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No way to put every card in order remains, and no redeal is left: play on for the best score, or give up.</source>
        <translation>Nie da się już ułożyć wszystkich kart, a tasowań nie zostało: graj dalej o najlepszy wynik albo się poddaj.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+5"/>
        <source>A redeal will be needed</source>
        <translation>Potrzebne będzie tasowanie</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>The cards cannot all be put in order without a redeal. Play on until no card can move; then Redeal deals again the cards out of place.</source>
        <translation>Bez tasowania nie da się ułożyć wszystkich kart. Graj dalej, aż żadna karta nie będzie mogła się ruszyć; wtedy Przetasuj rozda na nowo karty nie na swoim miejscu.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The cards cannot all be put in order without a redeal. Order what you can first: a redeal keeps each row&apos;s ordered cards in place.</source>
        <translation>Bez tasowania nie da się ułożyć wszystkich kart. Najpierw ułóż, co się da: tasowanie zostawia na miejscu ułożone karty każdego rzędu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not known yet</source>
        <translation>Jeszcze nie wiadomo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The search found no answer in the time it has; it looks again after your next move.</source>
        <translation>Wyszukiwanie nie znalazło odpowiedzi w swoim czasie; sprawdzi ponownie po twoim następnym ruchu.</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Cannot be won</source>
        <translation>Nie do wygrania</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Rules: {rules}.</source>
        <translation>Zasady: {rules}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rules: {rules}. They apply from your next game.</source>
        <translation>Zasady: {rules}. Obowiązują od następnej gry.</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <location filename="../../addiction/shell/language_menu.py" line="+40"/>
        <source>&amp;Language</source>
        <translation>&amp;Język</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>System Default ({language})</source>
        <translation>Język systemu ({language})</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The language changes the next time you start Addiction.</source>
        <translation>Język zmieni się przy następnym uruchomieniu programu Addiction.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Language</source>
        <translation>Język</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Restart in the New Language?</source>
        <translation>Uruchomić ponownie w nowym języku?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The new language shows once Addiction starts again.</source>
        <translation>Nowy język pojawi się po ponownym uruchomieniu Addiction.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Restart now? The game in progress is saved and comes back as you left it.</source>
        <translation>Uruchomić ponownie teraz? Bieżąca gra zostanie zapisana i wróci taka, jaką ją zostawiono.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Restart Now</source>
        <translation>Uruchom ponownie teraz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Later</source>
        <translation>Później</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../addiction/shell/window.py" line="+228"/>
        <source>Addiction</source>
        <translation>Addiction</translation>
    </message>
    <message>
        <location line="+76"/>
        <location line="+5"/>
        <source>New Game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Play Deal {deal}</source>
        <translation>Zagraj rozdanie {deal}</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Play the Deal of the Day</source>
        <translation>Zagraj w rozdanie dnia</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Restart Deal</source>
        <translation>Zagraj od nowa</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Position copied: paste it to share this game.</source>
        <translation>Układ skopiowany: wklej go, by podzielić się tą grą.</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>Large Print and High Contrast show the game&apos;s own faces; your deck comes back when both are off.</source>
        <translation>Duże znaki i wysoki kontrast pokazują własne karty gry; twoja talia wróci, gdy oba będą wyłączone.</translation>
    </message>
    <message>
        <location filename="../../addiction/table/dialogs.py" line="+213"/>
        <source>Keep Playing</source>
        <translation>Graj dalej</translation>
    </message>
    <message>
        <location filename="../../addiction/shell/notices.py" line="+85"/>
        <source>A pasted position sets no record.</source>
        <translation>Wklejony układ nie liczy się do rekordów.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint, Auto or Play to the End helped, so this game sets no record.</source>
        <translation>Pomogła Podpowiedź, „Graj za mnie” lub „Graj do końca”, więc ta gra nie liczy się do rekordów.</translation>
    </message>
</context>
<context>
    <name>NoticeBar</name>
    <message>
        <location line="-26"/>
        <source>Close this message</source>
        <translation>Zamknij ten komunikat</translation>
    </message>
</context>
<context>
    <name>NoticesDialog</name>
    <message>
        <location filename="../../addiction/shell/about.py" line="-105"/>
        <source>No licence file was installed with {name} {version}.

The licence it states: {licence}</source>
        <translation>Razem z {name} {version} nie zainstalowano żadnego pliku licencji.

Licencja, którą deklaruje: {licence}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Third-party licences</source>
        <translation>Licencje zewnętrzne</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Addiction includes the components below. Each comes with the licence texts listed under its name.</source>
        <translation>Addiction zawiera poniższe komponenty. Każdy ma teksty licencji wymienione pod swoją nazwą.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Addiction runs on the installed components below, shown with the licence files they were installed with.</source>
        <translation>Addiction działa na poniższych zainstalowanych komponentach, pokazanych razem z plikami licencji, z którymi je zainstalowano.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No licence notices were found.</source>
        <translation>Nie znaleziono żadnych informacji o licencjach.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>This notice could not be read: {error}</source>
        <translation>Nie można odczytać tej informacji: {error}</translation>
    </message>
</context>
<context>
    <name>PageDeals</name>
    <message>
        <location filename="../../addiction/dealing/window/page_deals.py" line="+101"/>
        <source>Winnable Deals &amp;Only</source>
        <translation>Tylko rozdania do wygra&amp;nia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New Game deals only deals the computer has won from the start</source>
        <translation>Nowa gra rozdaje tylko rozdania, które komputer wygrał od początku</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>New Game will deal only winnable deals.</source>
        <translation>Nowa gra będzie rozdawać tylko rozdania do wygrania.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New Game will deal any deal.</source>
        <translation>Nowa gra będzie rozdawać dowolne rozdania.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Finding the deal of the day…</source>
        <translation>Szukam rozdania dnia…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No new deal: the game goes on.</source>
        <translation>Bez nowego rozdania: gra toczy się dalej.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Looking for a winnable deal…</source>
        <translation>Szukam rozdania do wygrania…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for a winnable deal of level {level}…</source>
        <translation>Szukam rozdania do wygrania na poziomie {level}…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Looking for an Easy deal…</source>
        <translation>Szukam łatwego rozdania…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looking for a Medium deal…</source>
        <translation>Szukam średniego rozdania…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looking for a Hard deal…</source>
        <translation>Szukam trudnego rozdania…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looking for an Expert deal…</source>
        <translation>Szukam eksperckiego rozdania…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>winnable</source>
        <translation>do wygrania</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dealt: {judgement}</source>
        <translation>Rozdano: {judgement}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal {deal} dealt: {judgement}</source>
        <translation>Rozdano rozdanie {deal}: {judgement}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No such deal was found among the next ones: try again, or choose another level.</source>
        <translation>Wśród kolejnych rozdań nie znaleziono takiego: spróbuj ponownie albo wybierz inny poziom.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The deal of the day could not be found.</source>
        <translation>Nie udało się znaleźć rozdania dnia.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Deal of the day for {day}: deal {deal}</source>
        <translation>Rozdanie dnia {day}: rozdanie {deal}</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>{level} · {chances}</source>
        <translation>{level} · {chances}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How hard this deal is, judged by the computer from the deal&apos;s start; winnable: the computer player won it</source>
        <translation>Jak trudne jest to rozdanie według komputera od początku rozdania; do wygrania: komputer je wygrał</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{level}, winnable</source>
        <translation>{level}, do wygrania</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{level}, not winnable</source>
        <translation>{level}, nie do wygrania</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{level}, not known to be winnable</source>
        <translation>{level}, nie wiadomo, czy do wygrania</translation>
    </message>
</context>
<context>
    <name>PauseCover</name>
    <message>
        <location filename="../../addiction/table/pause_cover.py" line="+94"/>
        <source>Paused</source>
        <translation>Pauza</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The clock has stopped and the cards are hidden.
Press P, or click anywhere, to play on.</source>
        <translation>Zegar stoi, a karty są zakryte.
Naciśnij P albo kliknij w dowolnym miejscu, aby grać dalej.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Resume</source>
        <translation>Wznów</translation>
    </message>
</context>
<context>
    <name>PositionDialog</name>
    <message>
        <location filename="../../addiction/table/dialogs.py" line="-319"/>
        <source>Paste Position</source>
        <translation>Wklej układ</translation>
    </message>
    <message>
        <location filename="../../addiction/games/pyramid/page.py" line="+163"/>
        <source>Seven pyramid rows, apex first (-- for a removed card), then the lines stock:, waste: (bottom card first) and pass: N/3 (Classic) or N (Relaxed). A card is rank then suit (7H, TD, KS).</source>
        <translation>Siedem rzędów piramidy, od wierzchołka (-- to usunięta karta), a potem wiersze stock: (talia), waste: (stos, od dolnej karty) i pass: N/3 (klasyczny) lub N (swobodny). Karta to wartość, a po niej kolor po angielsku (7H, TD, KS).</translation>
    </message>
    <message>
        <location filename="../../addiction/games/gaps/page.py" line="+78"/>
        <source>{rows} rows of {cols} cards, top row first. A card is rank then suit (7H, TD, KS); a gap is --.</source>
        <translation>Liczba rzędów: {rows}, po {cols} kart w każdym, od górnego. Karta to wartość, a po niej kolor po angielsku (7H, TD, KS: H kier, D karo, S pik, C trefl); puste pole to --.</translation>
    </message>
    <message>
        <location filename="../../addiction/table/dialogs.py" line="+22"/>
        <source>Play This</source>
        <translation>Zagraj</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>That is not a position: {reason}</source>
        <translation>To nie jest poprawny układ: {reason}</translation>
    </message>
</context>
<context>
    <name>PyramidPage</name>
    <message>
        <location filename="../../addiction/games/pyramid/page.py" line="-224"/>
        <source>Hint: turn the next card of the stock.</source>
        <translation>Podpowiedź: odkryj następną kartę z talii.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: turn the waste over for another pass.</source>
        <translation>Podpowiedź: odwróć stos, by jeszcze raz przejść przez talię.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hint: remove {card}.</source>
        <translation>Podpowiedź: usuń {card}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: pair {first} with {second}.</source>
        <translation>Podpowiedź: połącz w parę {first} i {second}.</translation>
    </message>
    <message>
        <location line="-87"/>
        <source>&amp;Pyramid Mode</source>
        <translation>T&amp;ryb Piramidy</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Classic: Three Passes</source>
        <translation>Klasyczny: trzy przejścia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed: Unlimited Passes</source>
        <translation>Swobodny: bez limitu przejść</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Hint: {card}, on its own.</source>
        <translation>Podpowiedź: {card}, samodzielnie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint: {first}, with {second}.</source>
        <translation>Podpowiedź: {first}, w parze z kartą: {second}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a card turned from the stock</source>
        <translation>karta odkryta ze stosu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the waste turned over</source>
        <translation>odrzucone karty odwrócone</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} removed</source>
        <translation>{card} usunięta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{first} with {second}</source>
        <translation>{first} z {second}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{first} and {second}</source>
        <translation>{first} i {second}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Removed {cards}; {left} cards left in the pyramid.</source>
        <translation>Usunięte: {cards}; w piramidzie zostało kart: {left}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Turned {card}; {count} cards left in the stock.</source>
        <translation>Odkryta karta: {card}; w talii zostało kart: {count}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The waste is the stock again: pass {n}.</source>
        <translation>Stos znów jest talią: przejście {n}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Taken back; {left} cards left in the pyramid.</source>
        <translation>Cofnięto ruch; w piramidzie zostało kart: {left}.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Pass: {number}/3</source>
        <translation>Przejście: {number}/3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass: {number}</source>
        <translation>Przejście: {number}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stock: {count}</source>
        <translation>Talia: {count}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cleared: {cleared}/{size}</source>
        <translation>Usunięte: {cleared}/{size}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Moves: {moves}</source>
        <translation>Ruchy: {moves}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Classic</source>
        <translation>Klasyczny</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Relaxed</source>
        <translation>Swobodny</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Change Mode?</source>
        <translation>Zmienić tryb?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playing {mode} starts a new game. Leave this one unfinished?</source>
        <translation>Zmiana trybu na „{mode}” rozpocznie nową grę. Zostawić tę niedokończoną?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New Game</source>
        <translation>Nowa gra</translation>
    </message>
</context>
<context>
    <name>PyramidView</name>
    <message>
        <location filename="../../addiction/games/pyramid/view.py" line="+424"/>
        <source>Pass {0}/3</source>
        <translation>Przejście {0}/3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass {0}</source>
        <translation>Przejście {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} in stock</source>
        <translation>W talii: {0}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0}/28 cleared</source>
        <translation>Usunięto {0}/28</translation>
    </message>
    <message>
        <location line="+235"/>
        <source>Stock, {count} cards, pass {n}</source>
        <translation>Talia, kart: {count}, przejście {n}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stock, {count} cards, pass {n} of {total}</source>
        <translation>Talia, kart: {count}, przejście {n} z {total}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter turns its next card.</source>
        <translation>Enter odkrywa następną kartę.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter turns the waste over.</source>
        <translation>Enter odwraca stos.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Waste, empty</source>
        <translation>Stos pusty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waste, {count} cards: {card} on top</source>
        <translation>Stos, kart: {count}, na wierzchu {card}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Empty, {place}</source>
        <translation>Puste miejsce {place}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card}, {place}</source>
        <translation>{card} {place}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Covered.</source>
        <translation>Przykryta.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Free: a King goes on its own.</source>
        <translation>Wolna karta: króla usuwa się pojedynczo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Free: no free card pairs with it yet.</source>
        <translation>Wolna karta: na razie nie ma dla niej wolnej pary.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free: pairs with {cards}.</source>
        <translation>Wolna karta: do pary pasuje {cards}.</translation>
    </message>
</context>
<context>
    <name>RecordsStore</name>
    <message>
        <location filename="../../addiction/store/records_file.py" line="+298"/>
        <source>{name} and the files beside it in {folder} belong to other programs, so the games of this session will be forgotten when you quit.</source>
        <translation>{name} i pliki obok niego w {folder} należą do innych programów, więc gry z tej sesji zostaną zapomniane po wyjściu.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name} in {folder} belongs to another program, so it was left as it is and your records are kept in {other} beside it.</source>
        <translation>{name} w {folder} należy do innego programu, więc zostawiono go bez zmian, a twoje rekordy są zapisywane obok, w {other}.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Your records file could not be read ({reason}), so it was kept aside as {name} and a new record book was started.</source>
        <translation>Nie udało się odczytać pliku z rekordami ({reason}), więc odłożono go jako {name} i założono nową księgę rekordów.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your records were written by a newer version of Addiction, so they were kept aside as {name} and a new record book was started.</source>
        <translation>Twoje rekordy zapisała nowsza wersja programu Addiction, więc odłożono je jako {name} i założono nową księgę rekordów.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your records file was damaged, so it was kept aside as {name} and a new record book was started.</source>
        <translation>Plik z twoimi rekordami był uszkodzony, więc odłożono go jako {name} i założono nową księgę rekordów.</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Your records in {folder} are shown as they are, but new games cannot be saved there, so the games of this session will be forgotten when you quit.</source>
        <translation>Twoje rekordy z {folder} są pokazane tak, jak są, ale nie da się tam zapisać nowych gier, więc gry z tej sesji zostaną zapomniane po wyjściu.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your records cannot be saved in {folder}, so the games of this session will be forgotten when you quit.</source>
        <translation>Nie można zapisać twoich rekordów w {folder}, więc gry z tej sesji przepadną po zamknięciu programu.</translation>
    </message>
    <message>
        <location filename="../../addiction/store/records.py" line="+170"/>
        <source>Your records could not be read or saved ({error}).</source>
        <translation>Nie udało się odczytać ani zapisać twoich rekordów ({error}).</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../../addiction/games/gaps/rules_text.py" line="+34"/>
        <location line="+49"/>
        <location filename="../../addiction/games/pyramid/page.py" line="+27"/>
        <source>&lt;h3&gt;Goal&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Cel gry&lt;/h3&gt;</translation>
    </message>
    <message>
        <location line="-48"/>
        <location line="+50"/>
        <source>&lt;p&gt;Put every row in order: a 2 in the first column, then 3, 4, … up to King, all of one suit. Which row gets which suit is up to you.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ułóż każdy rząd po kolei: dwójka w pierwszej kolumnie, a po niej 3, 4, … aż do króla, wszystkie w jednym kolorze. To, który rząd dostanie który kolor, zależy od ciebie.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-45"/>
        <location line="+91"/>
        <location filename="../../addiction/games/pyramid/page.py" line="+3"/>
        <source>&lt;h3&gt;Play&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Rozgrywka&lt;/h3&gt;</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>&lt;p&gt;The aces are taken out, leaving four gaps. Fill a gap with the card of the same suit one higher than the card on its left: after 7&lt;font color=#c8102e&gt;♥&lt;/font&gt; only 8&lt;font color=#c8102e&gt;♥&lt;/font&gt; fits. Any 2 fits a gap in the first column. A gap after a King or after another gap is dead: nothing fits there.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Asy zostają usunięte, więc na stole są cztery puste pola. Na puste pole kładzie się kartę tego samego koloru o jeden wyższą od karty po jego lewej: po 7&lt;font color=#c8102e&gt;♥&lt;/font&gt; pasuje tylko 8&lt;font color=#c8102e&gt;♥&lt;/font&gt;. Na pole w pierwszej kolumnie pasuje dowolna dwójka. Pole za królem albo za innym pustym polem jest martwe: nic tam nie pasuje.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;p&gt;Click a card to send it to its gap, or click a gap to bring the card that fits. When a 2 could go to several gaps, the choices light up: click one. You can also drag cards.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Kliknij kartę, a przejdzie na swoje pole, albo kliknij puste pole, a przyjdzie na nie pasująca karta. Gdy dwójka może trafić na kilka pól, podświetlą się wszystkie możliwości: kliknij jedną z nich. Karty można też przeciągać.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+106"/>
        <source>&lt;h3&gt;Redeal&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Tasowanie&lt;/h3&gt;</translation>
    </message>
    <message>
        <location line="-105"/>
        <source>&lt;p&gt;When every gap is dead you are stuck. Redeal (R) keeps the cards already in order at the start of each row and deals all the others again, with a gap right after each row&apos;s ordered cards. You have up to three redeals (see Settings).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Gdy wszystkie puste pola są martwe, nie masz już ruchu. Tasowanie (R) zostawia karty ułożone już po kolei na początku każdego rzędu, a wszystkie pozostałe rozdaje od nowa, z pustym polem tuż za ułożonymi kartami każdego rzędu. Możesz tasować najwyżej trzy razy (zobacz Ustawienia).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../addiction/table/help_text.py" line="+13"/>
        <source>&lt;h3&gt;Help&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Pomoc&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../../addiction/games/gaps/rules_text.py" line="+8"/>
        <location line="+122"/>
        <source>&lt;p&gt;Hint (H) shows the move the game itself would play; Auto (A) plays it. Undo (Ctrl+Z) takes back moves and redeals, as far as you like, until the game ends.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Podpowiedź (H) pokazuje ruch, który wykonałaby sama gra; „Graj za mnie” (A) go wykonuje. Cofnij (Ctrl+Z) cofa ruchy i tasowania, dowolnie daleko, dopóki gra się nie skończy.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-115"/>
        <location line="+120"/>
        <source>&lt;h3&gt;Score&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Wynik&lt;/h3&gt;</translation>
    </message>
    <message>
        <location line="-119"/>
        <source>&lt;p&gt;Your score is the number of cards in order, 0 to 48. The game is over when you are stuck with no redeal left, or when you give up.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Twój wynik to liczba kart ułożonych po kolei, od 0 do 48. Gra kończy się, gdy nie masz ruchu ani tasowania, albo gdy się poddasz.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../addiction/games/pyramid/page.py" line="-2"/>
        <source>&lt;p&gt;Clear the pyramid: remove all 28 of its cards.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Rozbierz piramidę: usuń wszystkie 28 jej kart.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;Remove two free cards whose values add up to 13: Ace and Queen, 2 and Jack, 3 and 10, 4 and 9, 5 and 8, 6 and 7. A King is removed alone. A card is free when no card lies over it; the top card of the waste is free too.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Usuwaj pary wolnych kart, których wartości dają razem 13: as i dama, 2 i walet, 3 i 10, 4 i 9, 5 i 8, 6 i 7. Króla usuwa się pojedynczo. Karta jest wolna, gdy nie leży na niej żadna inna; wierzchnia karta stosu też jest wolna.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;Click a card, then its partner; a King goes on one click. Click the stock to turn its next card onto the waste.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Kliknij kartę, a potem jej parę; król znika po jednym kliknięciu. Kliknij talię, by odkryć jej następną kartę na stos.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;h3&gt;Passes&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Przejścia przez talię&lt;/h3&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;When the stock is empty, click its place to turn the waste over and go through the cards again, in the same order. Classic allows three passes in all; Relaxed as many as you like (see Settings).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Gdy talia się skończy, kliknij jej miejsce, by odwrócić stos i przejrzeć karty jeszcze raz, w tej samej kolejności. Tryb klasyczny pozwala na trzy przejścia w sumie, a swobodny na dowolnie wiele (zobacz Ustawienia).&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;h3&gt;Help and score&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Pomoc i wynik&lt;/h3&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Hint (H) shows the action the game would play; Auto (A) plays it. Undo (Ctrl+Z) takes back anything until the game ends. Your score is the number of pyramid cards removed, 0 to 28; the game is over when nothing is left to do.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Podpowiedź (H) pokazuje ruch, który wykonałaby gra; „Graj za mnie” (A) go wykonuje. Cofnij (Ctrl+Z) cofa każdy ruch, dopóki gra się nie skończy. Twój wynik to liczba kart usuniętych z piramidy, od 0 do 28; gra kończy się, gdy nie zostaje już nic do zrobienia.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../addiction/games/gaps/rules_text.py" line="+36"/>
        <source>&lt;h3&gt;Deal&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Rozdanie&lt;/h3&gt;</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>&lt;p&gt;Put every row in order: an Ace in the first column, then the next ranks of its suit up to King. Which row gets which suit is up to you.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ułóż każdy rząd po kolei: as w pierwszej kolumnie, a po nim kolejne wartości w jego kolorze aż do króla. To, który rząd dostanie który kolor, zależy od ciebie.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;The deck is short: Ace, then 6 to King of each suit, so the 6 comes right after the Ace.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Talia jest krótka: as, a potem od szóstki do króla w każdym kolorze, więc szóstka następuje zaraz po asie.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;Two decks are played, so every card is there twice; either copy will do.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Gra się dwiema taliami, więc każda karta występuje dwa razy; pasuje dowolna z nich.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;A row has one place more than its cards need: the last place does not count.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Każdy rząd ma o jedno miejsce więcej, niż potrzeba na jego karty: ostatnie miejsce się nie liczy.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;All 52 cards are dealt in four rows of 13, then the Aces are taken out, leaving four gaps. Aces never come back.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Wszystkie 52 karty rozdaje się w czterech rzędach po 13, a potem usuwa się asy, więc na stole są cztery puste pola. Asy już nie wracają.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;The cards are dealt from the second column on; then each Ace moves to the first column of a row, leaving a gap where it was.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Karty rozdaje się od drugiej kolumny; potem każdy as przechodzi do pierwszej kolumny jednego z rzędów, zostawiając puste pole tam, gdzie leżał.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;The Aces are dealt first, one at the head of each row; the other cards follow from the third column on, so every row starts with a gap beside its Ace.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Najpierw rozdaje się asy, po jednym na początek każdego rzędu; pozostałe karty idą od trzeciej kolumny, więc każdy rząd zaczyna się od pustego pola obok swojego asa.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;The cards are dealt from the second column on; the first column starts empty and takes only Aces.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Karty rozdaje się od drugiej kolumny; pierwsza kolumna jest na początku pusta i pasują do niej tylko asy.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;p&gt;Fill a gap with the card of the same suit one rank higher than the card on its left.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Na puste pole kładzie się kartę tego samego koloru o jeden wyższą od karty po jego lewej.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;Fill a gap with the card of the same suit one rank higher than the card on its left, or one rank lower than the card on its right.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Na puste pole kładzie się kartę tego samego koloru o jeden wyższą od karty po jego lewej albo o jeden niższą od karty po jego prawej.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;Fill a gap with any card one rank higher than the card on its left, whatever its suit; only cards of one suit count as in order.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Na puste pole kładzie się dowolną kartę o jeden wyższą od karty po jego lewej, bez względu na kolor; za ułożone po kolei liczą się tylko karty jednego koloru.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;Fill a gap with any higher card of the same suit as the card on its left.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Na puste pole kładzie się dowolną wyższą kartę tego samego koloru co karta po jego lewej.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;A gap in the first column takes any 2.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Na pole w pierwszej kolumnie pasuje dowolna dwójka.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;A gap in the first column takes any Ace.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Na pole w pierwszej kolumnie pasuje dowolny as.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;A gap that no card fits is dead. Click a card to send it to a gap it fits, or click a gap to bring a card that fits; when there is a choice, the choices light up. You can also drag cards.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Puste pole, na które nie pasuje żadna karta, jest martwe. Kliknij kartę, a przejdzie na pole, na które pasuje, albo kliknij puste pole, a przyjdzie na nie pasująca karta; gdy jest wybór, podświetlą się wszystkie możliwości. Karty można też przeciągać.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;p&gt;There is no redeal: when every gap is dead, the game is over.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Nie ma tasowania: gdy wszystkie puste pola są martwe, gra się kończy.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;When every gap is dead you are stuck. Redeal (R) keeps the cards in order at the start of each row and deals all the others again, with the gaps anywhere among them.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Gdy wszystkie puste pola są martwe, nie masz już ruchu. Tasowanie (R) zostawia karty ułożone po kolei na początku każdego rzędu, a wszystkie pozostałe rozdaje od nowa, z pustymi polami w dowolnych miejscach między nimi.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;When every gap is dead you are stuck. Redeal (R) keeps the cards in order at the start of each row and deals all the others again, with a gap right after each row&apos;s ordered cards.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Gdy wszystkie puste pola są martwe, nie masz już ruchu. Tasowanie (R) zostawia karty ułożone po kolei na początku każdego rzędu, a wszystkie pozostałe rozdaje od nowa, z pustym polem tuż za ułożonymi kartami każdego rzędu.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;p&gt;This game allows one redeal.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ta gra pozwala na jedno tasowanie.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;This game allows two redeals.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ta gra pozwala na dwa tasowania.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;This game allows three redeals.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ta gra pozwala na trzy tasowania.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;p&gt;Your score is the number of cards in order, 0 to {full}. The game is over when you are stuck with no redeal left, or when you give up.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Twój wynik to liczba kart ułożonych po kolei, od 0 do {full}. Gra kończy się, gdy nie masz ruchu ani tasowania, albo gdy się poddasz.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../addiction/table/help_text.py" line="+5"/>
        <source>&lt;p&gt;Play to the End (Shift+A) goes on playing the game&apos;s own moves until the game ends; a click on the table or a key stops it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;„Graj do końca” (Shift+A) wykonuje kolejne ruchy gry, aż gra się skończy; kliknięcie stołu lub dowolny klawisz je zatrzymuje.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../addiction/games/pyramid/page.py" line="-29"/>
        <source>Rules of Pyramid</source>
        <translation>Zasady Piramidy</translation>
    </message>
    <message>
        <location filename="../../addiction/table/hooks.py" line="+15"/>
        <source>Rules of {game}</source>
        <translation>Zasady pasjansa {game}</translation>
    </message>
    <message>
        <location filename="../../addiction/table/dialogs.py" line="+205"/>
        <source>Picture of the table</source>
        <translation>Obraz stołu</translation>
    </message>
</context>
<context>
    <name>SavedGames</name>
    <message>
        <location filename="../../addiction/store/saved_game.py" line="+174"/>
        <source>Your game in progress cannot be saved in {folder} ({error}), so it will not be there when you next start.</source>
        <translation>Nie można zapisać bieżącej gry w {folder} ({error}), więc nie będzie jej przy następnym uruchomieniu.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Your saved game was damaged and could not be moved aside ({error}), so a new game begins.</source>
        <translation>Zapisana gra była uszkodzona i nie dało się jej odłożyć ({error}), więc zaczyna się nowa.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your saved game was damaged, so it was kept aside as {name} and a new game begins.</source>
        <translation>Zapisana gra była uszkodzona, więc odłożono ją jako {name} i zaczyna się nowa.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your saved game could not be read ({reason}), so it was kept aside as {name} and a new game begins.</source>
        <translation>Nie udało się odczytać zapisanej gry ({reason}), więc odłożono ją jako {name} i zaczyna się nowa gra.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your finished game could not be removed from disk ({error}).</source>
        <translation>Nie udało się usunąć z dysku zakończonej gry ({error}).</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>it is not a saved game: {excerpt}</source>
        <translation>to nie jest zapisana gra: {excerpt}</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <location filename="../../addiction/shell/score_chart.py" line="+189"/>
        <source>Final score</source>
        <translation>Wynik końcowy</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Games</source>
        <translation>Gry</translation>
    </message>
    <message>
        <location line="-83"/>
        <location line="+103"/>
        <source>best {score}</source>
        <translation>rekord {score}</translation>
    </message>
    <message>
        <location line="-154"/>
        <location line="+160"/>
        <source>No games finished yet</source>
        <translation>Nie ukończono jeszcze żadnej gry</translation>
    </message>
    <message>
        <location line="-164"/>
        <source>Games per final score</source>
        <translation>Gry według wyniku końcowego</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+174"/>
        <source>Final score {score}: {games}</source>
        <translation>Wynik końcowy {score} – {games}</translation>
    </message>
    <message numerus="yes">
        <location line="-173"/>
        <location line="+174"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n gra</numerusform>
            <numerusform>%n gry</numerusform>
            <numerusform>%n gier</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SearchPanel</name>
    <message>
        <location filename="../../addiction/dealing/window/search_panel.py" line="+43"/>
        <source>Looking</source>
        <translation>Szukanie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop looking and go on with the game on the table (Esc)</source>
        <translation>Przestań szukać i graj dalej w grę na stole (Esc)</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../../addiction/table/settings.py" line="+180"/>
        <source>Your settings file {path} could not be read ({reason}) nor moved aside ({error}), so Addiction starts with its default settings and forgets your choices when you quit.</source>
        <translation>Nie udało się odczytać pliku ustawień {path} ({reason}) ani go odłożyć ({error}), więc Addiction startuje z ustawieniami domyślnymi i zapomni twoje wybory po wyjściu.</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Your settings file could not be read ({reason}), so it was kept aside as {name} and Addiction starts with its default settings.</source>
        <translation>Nie udało się odczytać pliku ustawień ({reason}), więc odłożono go jako {name}, a Addiction startuje z ustawieniami domyślnymi.</translation>
    </message>
</context>
<context>
    <name>Show</name>
    <message>
        <location filename="../../addiction/table/showing.py" line="+152"/>
        <source>Stop</source>
        <translation>Zatrzymaj</translation>
    </message>
    <message>
        <location line="+117"/>
        <source>Looking for a way to win deal {deal}…</source>
        <translation>Szukam sposobu na wygranie rozdania {deal}…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for a way to win deal {deal}. Press Escape to cancel.</source>
        <translation>Szukam sposobu na wygranie rozdania {deal}. Naciśnij Escape, aby anulować.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to Your Game</source>
        <translation>Wróć do swojej gry</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No play can win this deal: it was lost from the start.</source>
        <translation>Żadna rozgrywka nie wygra tego rozdania: było przegrane od początku.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer could not find a win for this deal either.</source>
        <translation>Komputer też nie znalazł wygranej w tym rozdaniu.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Replaying deal {deal} as the computer won it, {count} moves. Space pauses, the right arrow plays one move, Escape goes back to your game.</source>
        <translation>Odtwarzam rozdanie {deal} tak, jak wygrał je komputer, {count} ruchów. Spacja wstrzymuje, strzałka w prawo wykonuje jeden ruch, Escape wraca do twojej gry.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Replay of deal {deal} paused at move {move} of {count}</source>
        <translation>Odtwarzanie rozdania {deal} wstrzymane na ruchu {move} z {count}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay of deal {deal}: move {move} of {count}</source>
        <translation>Odtwarzanie rozdania {deal}: ruch {move} z {count}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The replay could not go on: {reason}</source>
        <translation>Odtwarzanie nie mogło trwać dalej: {reason}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Paused at move {move} of {count}. Space plays on, the right arrow plays one move.</source>
        <translation>Wstrzymano na ruchu {move} z {count}. Spacja wznawia, strzałka w prawo wykonuje jeden ruch.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Playing on.</source>
        <translation>Gram dalej.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The computer won deal {deal} in {count} moves.</source>
        <translation>Komputer wygrał rozdanie {deal} w {count} ruchach.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The computer&apos;s line ended without a win.</source>
        <translation>Linia komputera skończyła się bez wygranej.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press Escape to go back to your game.</source>
        <translation>Naciśnij Escape, aby wrócić do swojej gry.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Back to your game as it ended.</source>
        <translation>Wróciłeś do swojej gry tak, jak się skończyła.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show How It Could Be Won cancelled.</source>
        <translation>Pokazywanie, jak można było wygrać, anulowane.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Demo: the computer plays deal after deal. Press any key or click to stop.</source>
        <translation>Demonstracja: komputer gra rozdanie za rozdaniem. Naciśnij dowolny klawisz lub kliknij, aby zatrzymać.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Demo: deal {deal} — press any key or click to stop</source>
        <translation>Demonstracja: rozdanie {deal} — naciśnij dowolny klawisz lub kliknij, aby zatrzymać</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Demo: deal {deal} won — the next deal follows</source>
        <translation>Demonstracja: rozdanie {deal} wygrane — zaraz następne</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Demo: deal {deal} played out — the next deal follows</source>
        <translation>Demonstracja: rozdanie {deal} rozegrane — zaraz następne</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Demo stopped: your game is back.</source>
        <translation>Demonstracja zatrzymana: twoja gra wróciła.</translation>
    </message>
</context>
<context>
    <name>ShowBar</name>
    <message>
        <location filename="../../addiction/shell/show_bar.py" line="+24"/>
        <source>Replay Controls</source>
        <translation>Sterowanie odtwarzaniem</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+32"/>
        <source>Pause</source>
        <translation>Wstrzymaj</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Step</source>
        <translation>Krok</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play one move, then hold (→ or N)</source>
        <translation>Wykonaj jeden ruch i czekaj (→ lub N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop</source>
        <translation>Zatrzymaj</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Resume</source>
        <translation>Wznów</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play on (Space)</source>
        <translation>Graj dalej (Spacja)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hold the replay where it is (Space)</source>
        <translation>Zatrzymaj odtwarzanie w tym miejscu (Spacja)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{action} (Esc)</source>
        <translation>{action} (Esc)</translation>
    </message>
</context>
<context>
    <name>Sounds</name>
    <message>
        <location filename="../../addiction/table/sound.py" line="+306"/>
        <source>Sound is off: no sound device could be opened (turn Sound on again to try again).</source>
        <translation>Dźwięk jest wyłączony: nie udało się otworzyć urządzenia dźwiękowego (włącz Dźwięk ponownie, aby spróbować jeszcze raz).</translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <location filename="../../addiction/table/spoken.py" line="+21"/>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Two</source>
        <translation>Dwójka</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Three</source>
        <translation>Trójka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four</source>
        <translation>Czwórka</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Five</source>
        <translation>Piątka</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Six</source>
        <translation>Szóstka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven</source>
        <translation>Siódemka</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Eight</source>
        <translation>Ósemka</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Nine</source>
        <translation>Dziewiątka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten</source>
        <translation>Dziesiątka</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Jack</source>
        <translation>Walet</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Queen</source>
        <translation>Dama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King</source>
        <translation>Król</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>spades</source>
        <translation>pik</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>hearts</source>
        <translation>kier</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>diamonds</source>
        <translation>karo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>clubs</source>
        <translation>trefl</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{rank} of {suit}</source>
        <translation>{rank} {suit}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{some} or {last}</source>
        <translation>{some} lub {last}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>row {row}, column {col}</source>
        <translation>w rzędzie {row}, kolumnie {col}</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <location filename="../../addiction/shell/start_screen.py" line="+435"/>
        <source>Deal of the Day</source>
        <translation>Rozdanie dnia</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Choose a game</source>
        <translation>Wybierz grę</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Back to All Games</source>
        <translation>Wróć do wszystkich gier</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Back to {game}</source>
        <translation>Wróć do gry {game}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go back to the game you left, as you left it (Esc)</source>
        <translation>Wróć do gry w stanie, w jakim została (Esc)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Deal of the Day: {game}</source>
        <translation>Rozdanie dnia: {game}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Today&apos;s deal of {game}: the same deal for every player, one a day</source>
        <translation>Dzisiejsze rozdanie gry {game}: to samo dla każdego gracza, jedno dziennie</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message numerus="yes">
        <location filename="../../addiction/shell/statistics.py" line="+550"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n gra</numerusform>
            <numerusform>%n gry</numerusform>
            <numerusform>%n gier</numerusform>
        </translation>
    </message>
    <message>
        <location line="-476"/>
        <source>score</source>
        <translation>wynik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fewest moves</source>
        <translation>najmniej ruchów</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fastest win</source>
        <translation>najszybsza wygrana</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+361"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="-360"/>
        <source>New best: {records}!</source>
        <translation>Nowy rekord: {records}!</translation>
    </message>
    <message>
        <location filename="../../addiction/games/gaps/page.py" line="-35"/>
        <location line="+3"/>
        <source>no redeals</source>
        <translation>bez tasowań</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 redeal</source>
        <translation>1 tasowanie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 redeals</source>
        <translation>2 tasowania</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 redeals</source>
        <translation>3 tasowania</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>gaps after sequence</source>
        <translation>puste pola za sekwencją</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>random gaps</source>
        <translation>puste pola losowo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, redeal any time</source>
        <translation>, tasowanie w dowolnej chwili</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{redeals}, {gaps}{when}</source>
        <translation>{redeals}, {gaps}{when}</translation>
    </message>
    <message>
        <location filename="../../addiction/games/pyramid/page.py" line="+72"/>
        <source>Classic</source>
        <translation>Klasyczny</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed</source>
        <translation>Swobodny</translation>
    </message>
    <message>
        <location filename="../../addiction/shell/statistics.py" line="+13"/>
        <source>{game}: {options}</source>
        <translation>{game}: {options}</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Statistics</source>
        <translation>Statystyki</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Zasady:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>All deals</source>
        <translation>Wszystkie rozdania</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Random or chosen deals</source>
        <translation>Rozdania losowe lub wybrane</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable deals only</source>
        <translation>Tylko rozdania do wygrania</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+113"/>
        <source>Deals of the day</source>
        <translation>Rozdania dnia</translation>
    </message>
    <message>
        <location line="-112"/>
        <source>Practice games</source>
        <translation>Gry treningowe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games dealt by Winnable Deals Only and deals of the day keep records of their own; practice games, played on from an analysed game, count in none</source>
        <translation>Gry z opcji Tylko rozdania do wygrania i rozdania dnia mają własne rekordy; gry treningowe, kontynuowane z przeanalizowanej gry, nie liczą się w żadnych</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Deals:</source>
        <translation>Ro&amp;zdania:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Records</source>
        <translation>Rekordy</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Games played</source>
        <translation>Rozegrane gry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games won</source>
        <translation>Wygrane gry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate</source>
        <translation>Odsetek wygranych</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best score</source>
        <translation>Najlepszy wynik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average score</source>
        <translation>Średni wynik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest moves to win</source>
        <translation>Najmniej ruchów do wygranej</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fastest win</source>
        <translation>Najszybsza wygrana</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current win streak</source>
        <translation>Obecna seria wygranych</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest win streak</source>
        <translation>Najdłuższa seria wygranych</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current loss streak</source>
        <translation>Obecna seria porażek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest loss streak</source>
        <translation>Najdłuższa seria porażek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not counted, with help</source>
        <translation>Z pomocą, nieliczone</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A game given up or left for another is a loss</source>
        <translation>Gra poddana lub porzucona dla innej to przegrana</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Final scores</source>
        <translation>Wyniki końcowe</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+50"/>
        <source>Recent games</source>
        <translation>Ostatnie gry</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>Deal</source>
        <translation>Rozdanie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Rezultat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Moves</source>
        <translation>Ruchy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>Czas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Double-click a game to play its deal again.</source>
        <translation>Kliknij dwukrotnie grę, by zagrać jej rozdanie jeszcze raz.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Analyse This Game…</source>
        <translation>Przeanalizuj tę grę…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Deals of the day played and won</source>
        <translation>Rozdania dnia rozegrane i wygrane</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>won</source>
        <translation>wygrane</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>played, not won</source>
        <translation>rozegrane, niewygrane</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bold days were won, italic days played but not won</source>
        <translation>Dni pogrubione wygrano, dni pochylone rozegrano bez wygranej</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Reset Statistics…</source>
        <translation>Wyzeruj statystyki…</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Practice games count only here, and hold no record or streak.</source>
        <translation>Gry treningowe liczą się tylko tutaj i nie dają rekordów ani serii.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only games dealt and played without Hint, Auto or Play to the End count here; the others are listed, marked.</source>
        <translation>Liczą się tu tylko gry rozdane i rozegrane bez Podpowiedzi, „Graj za mnie” i „Graj do końca”; pozostałe są na liście, oznaczone.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{percent}%</source>
        <translation>{percent}%</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Deal of the day won</source>
        <translation>Rozdanie dnia wygrane</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal of the day played, not won</source>
        <translation>Rozdanie dnia rozegrane, niewygrane</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Daily deals won in a row: {current} (longest {longest}).</source>
        <translation>Rozdania dnia wygrane z rzędu: {current} (najdłuższa seria: {longest}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{month} {year}: {played} played, {won} won.</source>
        <translation>{month} {year}: rozegrane {played}, wygrane {won}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Won: {days}.</source>
        <translation>Wygrane: {days}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Played, not won: {days}.</source>
        <translation>Rozegrane, niewygrane: {days}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play the Deal of the Day from the Game menu or the start screen: one deal a day, the same for everyone.</source>
        <translation>Zagraj w rozdanie dnia z menu Gra lub z ekranu startowego: jedno rozdanie dziennie, to samo dla wszystkich.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Won</source>
        <translation>Wygrana</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Given up</source>
        <translation>Poddana</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game over</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{result}, assisted</source>
        <translation>{result}, z pomocą</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{result}, winnable deal</source>
        <translation>{result}, rozdanie do wygrania</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{result}, daily deal</source>
        <translation>{result}, rozdanie dnia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{result}, practice</source>
        <translation>{result}, trening</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>pasted</source>
        <translation>wklejony</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>See where this game could still be won, move by move</source>
        <translation>Zobacz, gdzie tę grę dało się jeszcze wygrać, ruch po ruchu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only games recorded since moves are kept can be analysed</source>
        <translation>Można analizować tylko gry zapisane od czasu, gdy zachowywane są ruchy</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Forget {games} played with “{rules}”? Their records and history will be lost.</source>
        <translation>Zapomnieć gry rozegrane z zasadami „{rules}” ({games})? Ich rekordy i historia przepadną.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reset Statistics</source>
        <translation>Wyzeruj statystyki</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <location filename="../../addiction/store/keeper.py" line="+98"/>
        <source>Another copy of Addiction is using your saved games, so this one keeps its game in progress apart; it will be recorded when you next start.</source>
        <translation>Inna kopia Addiction korzysta z twoich zapisanych gier, więc ta przechowuje bieżącą grę osobno; zostanie ona zapisana w rekordach przy następnym uruchomieniu.</translation>
    </message>
</context>
<context>
    <name>TableLookDialog</name>
    <message>
        <location filename="../../addiction/table/look_dialog.py" line="+70"/>
        <source>Card Deck and Table</source>
        <translation>Talia i stół</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Card decks</source>
        <translation>Talie kart</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Addiction&apos;s own</source>
        <translation>Własna talia Addiction</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Cards:</source>
        <translation>&amp;Karty:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Large Print and High Contrast show the game&apos;s own faces, whatever deck is chosen here.</source>
        <translation>Duże znaki i wysoki kontrast pokazują własne karty gry, bez względu na wybraną tu talię.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Card backs</source>
        <translation>Rewersy kart</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The deck&apos;s own</source>
        <translation>Rewers talii</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+17"/>
        <source>Blue</source>
        <translation>Niebieski</translation>
    </message>
    <message>
        <location line="-16"/>
        <location line="+16"/>
        <source>Red</source>
        <translation>Czerwony</translation>
    </message>
    <message>
        <location line="-16"/>
        <location line="+16"/>
        <source>Green</source>
        <translation>Zielony</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Black</source>
        <translation>Czarny</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Back:</source>
        <translation>&amp;Rewers:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table colours</source>
        <translation>Kolory stołu</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Brown</source>
        <translation>Brązowy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grey</source>
        <translation>Szary</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Purple</source>
        <translation>Fioletowy</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Table:</source>
        <translation>&amp;Stół:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose C&amp;olour…</source>
        <translation>Wybierz k&amp;olor…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose &amp;Image…</source>
        <translation>Wybierz &amp;obraz…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Note</source>
        <translation>Uwaga</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Table Colour</source>
        <translation>Kolor stołu</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Table Picture</source>
        <translation>Obraz stołu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Images (*.png *.jpg *.jpeg *.webp *.bmp *.gif)</source>
        <translation>Obrazy (*.png *.jpg *.jpeg *.webp *.bmp *.gif)</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>{name} (set aside)</source>
        <translation>{name} (odłożona)</translation>
    </message>
</context>
<context>
    <name>Timeline</name>
    <message>
        <location filename="../../addiction/table/timeline.py" line="-355"/>
        <source>Timeline of the game</source>
        <translation>Przebieg gry</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>winnable</source>
        <translation>do wygrania</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>unclear</source>
        <translation>niejasne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost</source>
        <translation>przegrane</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The deal&apos;s start</source>
        <translation>Początek rozdania</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After move {number}, {step}</source>
        <translation>Po ruchu {number}, {step}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: {verdict}.</source>
        <translation>{where}: {verdict}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The turning point.</source>
        <translation>Punkt zwrotny.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click to try again from here.</source>
        <translation>Kliknij, aby spróbować ponownie od tego miejsca.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Winnable all along: the computer could win from every position of this game.</source>
        <translation>Do wygrania przez cały czas: komputer mógł wygrać z każdego układu tej gry.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lost from the deal&apos;s start: no play could win it.</source>
        <translation>Przegrane od początku rozdania: żadna rozgrywka nie mogła go wygrać.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer found no win from any position of this game.</source>
        <translation>Komputer nie znalazł wygranej z żadnego układu tej gry.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lost for certain from move {number}.</source>
        <translation>Na pewno przegrane od ruchu {number}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Winnable until move {number}, {step}; lost after it.</source>
        <translation>Do wygrania do ruchu {number}, {step}; potem przegrane.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Winnable until move {number}, {step}; unclear after it, lost from move {lost}.</source>
        <translation>Do wygrania do ruchu {number}, {step}; potem niejasne, przegrane od ruchu {lost}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Winnable until move {number}, {step}; the computer found no win after it, though no loss was proven.</source>
        <translation>Do wygrania do ruchu {number}, {step}; potem komputer nie znalazł wygranej, choć nie dowiódł porażki.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Instead, the computer would have played: {step}.</source>
        <translation>Zamiast tego komputer zagrałby: {step}.</translation>
    </message>
</context>
<context>
    <name>WindowDialogs</name>
    <message>
        <location filename="../../addiction/shell/window_dialogs.py" line="+89"/>
        <source>That position is already on the table.</source>
        <translation>Ten układ jest już na stole.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paste a Position</source>
        <translation>Wklej układ</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Give Up?</source>
        <translation>Poddać się?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End this game now with a score of {score}?</source>
        <translation>Zakończyć tę grę teraz z wynikiem {score}?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give Up</source>
        <translation>Poddaj się</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Don&apos;t ask again</source>
        <translation>Nie pytaj więcej</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the question back on with Ask Before Leaving a Game in the Settings menu</source>
        <translation>Pytanie można znów włączyć opcją Pytaj przed porzuceniem gry w menu Ustawienia</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Leave This Game?</source>
        <translation>Porzucić tę grę?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave this game unfinished? It will count as given up.</source>
        <translation>Porzucić tę grę niedokończoną? Zostanie policzona jako poddana.</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>The deal of the day is not won yet: Restart Deal to try it again.</source>
        <translation>Rozdanie dnia nie jest jeszcze wygrane: Zacznij rozdanie od nowa, aby spróbować ponownie.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Deal of the day won: %n day(s) in a row.</source>
        <translation>
            <numerusform>Rozdanie dnia wygrane: %n dzień z rzędu.</numerusform>
            <numerusform>Rozdanie dnia wygrane: %n dni z rzędu.</numerusform>
            <numerusform>Rozdanie dnia wygrane: %n dni z rzędu.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+31"/>
        <source>That game cannot be analysed here.</source>
        <translation>Tej gry nie można tu przeanalizować.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>This game cannot be analysed ({reason}).</source>
        <translation>Tej gry nie można przeanalizować ({reason}).</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>The game had ended there: nothing is left to play.</source>
        <translation>Gra się tam skończyła: nie ma już czego grać.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Try Again</source>
        <translation>Spróbuj ponownie</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>That game cannot be played again here.</source>
        <translation>Tej gry nie da się tu zagrać ponownie.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Leave this game unfinished and play deal {deal} from the start?</source>
        <translation>Zostawić tę grę niedokończoną i zagrać rozdanie {deal} od początku?</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The table of {game} as a deal opens, drawn with your cards.</source>
        <translation>Stół gry {game} na początku rozdania, narysowany twoimi kartami.</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Play Deal {deal}</source>
        <translation>Zagraj rozdanie {deal}</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <location filename="../../addiction/shell/menus.py" line="+71"/>
        <source>&amp;New Game</source>
        <translation>&amp;Nowa gra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal a new random game</source>
        <translation>Rozdaj nową, losową grę</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Restart Deal</source>
        <translation>&amp;Zacznij rozdanie od nowa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play this deal again from the start</source>
        <translation>Zagraj to rozdanie jeszcze raz od początku</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pa&amp;use</source>
        <translation>Pa&amp;uza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the clock and cover the table until you resume (P, or a click)</source>
        <translation>Zatrzymaj zegar i zakryj stół do czasu wznowienia (P lub kliknięcie)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose &amp;Deal Number…</source>
        <translation>Wybierz numer &amp;rozdania…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a deal by its number</source>
        <translation>Zagraj rozdanie o wybranym numerze</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Deal the next deal the computer rates so</source>
        <translation>Rozdaj następne rozdanie, które komputer tak ocenia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal of the Da&amp;y</source>
        <translation>Rozdanie &amp;dnia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Today&apos;s deal of this game: the same deal for every player, one a day</source>
        <translation>Dzisiejsze rozdanie tej gry: to samo dla każdego gracza, jedno dziennie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy Position</source>
        <translation>&amp;Kopiuj układ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the cards as text, to share or keep</source>
        <translation>Skopiuj karty jako tekst, by się nim podzielić albo go zachować</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Paste Position…</source>
        <translation>&amp;Wklej układ…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on from a position written as text</source>
        <translation>Graj dalej od układu zapisanego jako tekst</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Give Up</source>
        <translation>&amp;Poddaj się</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>End this game with its score as it stands</source>
        <translation>Zakończ tę grę z obecnym wynikiem</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statystyki…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your records, final scores and recent games</source>
        <translation>Twoje rekordy, wyniki końcowe i ostatnie gry</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>C&amp;hoose Game…</source>
        <translation>Wybierz &amp;grę…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick a game from pictures of their tables</source>
        <translation>Wybierz grę, patrząc na podglądy stołów</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Quit</source>
        <translation>Zak&amp;ończ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back the last move or redeal</source>
        <translation>Cofnij ostatni ruch lub tasowanie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>&amp;Ponów</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play again what you took back</source>
        <translation>Wykonaj ponownie to, co cofnięto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Hint</source>
        <translation>Po&amp;dpowiedź</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the move the game would play now</source>
        <translation>Pokaż ruch, który gra wykonałaby teraz</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Auto</source>
        <translation>&amp;Graj za mnie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the game play its own choice for you</source>
        <translation>Niech gra wykona za ciebie ruch, który sama by wybrała</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+257"/>
        <source>Play to the E&amp;nd</source>
        <translation>Graj do &amp;końca</translation>
    </message>
    <message>
        <location line="-253"/>
        <source>Show How It Could Be &amp;Won</source>
        <translation>Pokaż, jak można było &amp;wygrać</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch the computer play this lost deal from its start to a win</source>
        <translation>Zobacz, jak komputer rozgrywa to przegrane rozdanie od początku do wygranej</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>De&amp;mo</source>
        <translation>De&amp;monstracja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch the computer play deal after deal; a key or a click stops it</source>
        <translation>Zobacz, jak komputer gra rozdanie za rozdaniem; klawisz lub kliknięcie zatrzymuje</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Full Screen</source>
        <translation>Pełny &amp;ekran</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Four-&amp;Colour Deck</source>
        <translation>Talia &amp;czterokolorowa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue diamonds and green clubs, so no two suits share a colour</source>
        <translation>Niebieskie karo i zielone trefle, żeby każdy kolor miał własną barwę</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Large Pr&amp;int Cards</source>
        <translation>&amp;Duże znaki na kartach</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank and suit in big type on every card, easy to read at a glance</source>
        <translation>Wartość i kolor dużym drukiem na każdej karcie, czytelne od razu</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;High-Contrast Table</source>
        <translation>Stół o wysoki&amp;m kontraście</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A plain dark table, black-edged cards and bold outlines</source>
        <translation>Gładki ciemny stół, karty z czarną krawędzią i wyraźne obwódki</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Card &amp;Deck and Table…</source>
        <translation>T&amp;alia i stół…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the cards, their back and the table&apos;s colour or picture</source>
        <translation>Wybierz karty, ich rewers oraz kolor lub obraz stołu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reduced &amp;Motion</source>
        <translation>&amp;Ograniczony ruch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards jump straight to their places: no sliding, shuffling, shaking or hops</source>
        <translation>Karty od razu trafiają na miejsce: bez przesuwania, tasowania, drgania i podskoków</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>As&amp;k Before Leaving a Game</source>
        <translation>P&amp;ytaj przed porzuceniem gry</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ask before a new game, another deal or a pasted position ends the game in play, which then counts as given up</source>
        <translation>Pytaj, zanim nowa gra, inne rozdanie lub wklejony układ zakończy bieżącą grę, która wtedy liczy się jako poddana</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>So&amp;und</source>
        <translation>Dźw&amp;ięk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A sound when a card is laid, the cards are shuffled, a click can do nothing and a game is won</source>
        <translation>Dźwięk przy położeniu karty, tasowaniu, kliknięciu, które nic nie może zrobić, i wygranej</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Rules</source>
        <translation>&amp;Zasady</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Addiction</source>
        <translation>&amp;O programie Addiction</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Game</source>
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>New Game of Di&amp;fficulty</source>
        <translation>Nowa gra o poziomie &amp;trudności</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&amp;Play</source>
        <translation>&amp;Rozgrywka</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Settings</source>
        <translation>&amp;Ustawienia</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Animation &amp;Speed</source>
        <translation>&amp;Szybkość animacji</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Off</source>
        <translation>Wyłączona</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Szybka</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Normalna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>Wolna</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Sound &amp;Volume</source>
        <translation>&amp;Głośność dźwięku</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{volume}%</source>
        <translation>{volume}%</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Main Toolbar</source>
        <translation>Główny pasek narzędzi</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>&amp;Stop Playing</source>
        <translation>&amp;Zatrzymaj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop playing the game&apos;s own choices (or click the table, or press Esc)</source>
        <translation>Zatrzymaj ruchy wykonywane przez grę (albo kliknij stół lub naciśnij Esc)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Let the game play its own choices one after another, to the end</source>
        <translation>Pozwól grze wykonywać własne ruchy, jeden po drugim, aż do końca</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Easy</source>
        <translation>Ł&amp;atwe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Medium</source>
        <translation>Ś&amp;rednie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hard</source>
        <translation>&amp;Trudne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;xpert</source>
        <translation>&amp;Eksperckie</translation>
    </message>
</context>
</TS>
