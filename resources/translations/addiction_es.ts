<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../addiction/shell/about.py" line="+278"/>
        <source>About Addiction</source>
        <translation>Acerca de Addiction</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;h3&gt;Addiction {version}&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Addiction {version}&lt;/h3&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Patience games for the desktop: {games}.</source>
        <translation>Solitarios para el escritorio: {games}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free software under the GNU GPL, version 3 or later.</source>
        <translation>Software libre bajo la GNU GPL, versión 3 o posterior.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Running on Qt {qt} and Python {python}.</source>
        <translation>Funciona sobre Qt {qt} y Python {python}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Third-party &amp;licences…</source>
        <translation>&amp;Licencias de terceros…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The solver searches with its compiled core.</source>
        <translation>El solucionador busca con su núcleo compilado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The solver searches in pure Python, slower but with the same moves (no compiled core: {why}).</source>
        <translation>El solucionador busca en Python puro, más despacio pero con las mismas jugadas (sin núcleo compilado: {why}).</translation>
    </message>
</context>
<context>
    <name>AnalysisDialog</name>
    <message>
        <location filename="../../addiction/table/timeline.py" line="+352"/>
        <source>Where Was It Lost?</source>
        <translation>¿Dónde se perdió?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The computer replays your game and judges each position…</source>
        <translation>El ordenador repite tu partida y juzga cada posición…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Analysis progress</source>
        <translation>Progreso del análisis</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Try Again</source>
        <translation>Intentarlo de nuevo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>This game could not be analysed ({reason}).</source>
        <translation>No se pudo analizar esta partida ({reason}).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Stopping…</source>
        <translation>Deteniendo…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The analysis was cancelled.</source>
        <translation>El análisis se canceló.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Each mark is a position, from the deal&apos;s start on the left: a full bar winnable, a half bar unclear, a hatched bar lost. The line above is the score; the bold line and the triangle mark the turning point. Click a mark to try again from there.</source>
        <translation>Cada marca es una posición, desde el principio del reparto a la izquierda: una barra llena, ganable; media barra, incierta; una barra rayada, perdida. La línea de arriba es la puntuación; la línea gruesa y el triángulo marcan el punto de inflexión. Haz clic en una marca para intentarlo de nuevo desde ahí.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Try Again Before Move {number}</source>
        <translation>Intentarlo de nuevo antes del movimiento {number}</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../addiction/program/app.py" line="+343"/>
        <source>Your unfinished game is back, as you left it.</source>
        <translation>Tu partida sin terminar ha vuelto, tal como la dejaste.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>That is not a position: {reason}</source>
        <translation>Eso no es una posición: {reason}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Addiction was started again to play another game. Leave this one unfinished?</source>
        <translation>Addiction se abrió de nuevo para jugar otra partida. ¿Dejar esta sin terminar?</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Play It</source>
        <translation>Jugar</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <location filename="../../addiction/games/gaps/view.py" line="+372"/>
        <source>Dead gap: nothing can follow a King or a gap</source>
        <translation>Hueco muerto: nada puede ir tras un rey ni tras otro hueco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead gap: no card can go here</source>
        <translation>Hueco muerto: aquí no puede ir ninguna carta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gap: any 2 can go here</source>
        <translation>Hueco: aquí puede ir cualquier 2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gap: any Ace can go here</source>
        <translation>Hueco: aquí puede ir cualquier as</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gap: {card} goes here</source>
        <translation>Hueco: aquí va el {card}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Gap: {cards} can go here</source>
        <translation>Hueco: aquí pueden ir {cards}</translation>
    </message>
    <message>
        <location line="+363"/>
        <source>{card}, {place}</source>
        <translation>{card}, {place}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chosen: pick the gap it goes to.</source>
        <translation>Elegida: indica el hueco al que va.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Can go to the chosen gap.</source>
        <translation>Puede ir al hueco elegido.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Can move to {places}.</source>
        <translation>Puede ir a la {places}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In order.</source>
        <translation>Ordenada.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Dead gap, {place}</source>
        <translation>Hueco muerto, {place}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>any {rank}</source>
        <translation>cualquier {rank}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Gap, {place}: takes {cards}</source>
        <translation>Hueco, {place}: admite {cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The chosen card can go here.</source>
        <translation>Aquí puede ir la carta elegida.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} is at {place}</source>
        <translation>{card} está en la {place}</translation>
    </message>
</context>
<context>
    <name>CardDecks</name>
    <message>
        <location filename="../../addiction/cardart/table_look.py" line="+71"/>
        <source>The card deck {deck} is no longer installed: the game&apos;s own cards are back.</source>
        <translation>La baraja {deck} ya no está instalada: vuelven las cartas propias del juego.</translation>
    </message>
</context>
<context>
    <name>DataFolder</name>
    <message>
        <location filename="../../addiction/store/old_folder.py" line="+72"/>
        <source>Addiction now keeps your records and saved games in {new}; the files of the old folder {old} that it already had are left there, untouched, so you can look through them or delete them.</source>
        <translation>Addiction guarda ahora tus récords y partidas guardadas en {new}; los archivos de la carpeta antigua {old} que ya tenía se quedan allí, intactos, para que puedas revisarlos o borrarlos.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Some of your data could not be moved from the old folder {old} to {new} ({reason}), so it is left where it was and this game starts without it.</source>
        <translation>Parte de tus datos no se pudo mover de la carpeta antigua {old} a {new} ({reason}), así que se queda donde estaba y esta partida empieza sin ella.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Another copy of Addiction is still using the old data folder {old}, so this one uses it too; it moves to its new place the next time Addiction starts.</source>
        <translation>Otra copia de Addiction sigue usando la carpeta de datos antigua {old}, así que esta también la usa; pasará a su nuevo sitio la próxima vez que se inicie Addiction.</translation>
    </message>
</context>
<context>
    <name>DealDialog</name>
    <message>
        <location filename="../../addiction/table/dialogs.py" line="+95"/>
        <source>Choose Deal</source>
        <translation>Elegir reparto</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deal number ({low} to {high}):</source>
        <translation>Número de reparto (de {low} a {high}):</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Type a deal number.</source>
        <translation>Escribe un número de reparto.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A deal number is a whole number, like 1234.</source>
        <translation>El número de reparto es un número entero, como 1234.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Deal numbers run from {low} to {high}.</source>
        <translation>Los números de reparto van de {low} a {high}.</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+7"/>
        <source>Level: {level}</source>
        <translation>Nivel: {level}</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Judging this deal…</source>
        <translation>Evaluando este reparto…</translation>
    </message>
</context>
<context>
    <name>Deals</name>
    <message>
        <location filename="../../addiction/dealing/window/deal_finder.py" line="+234"/>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Media</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Experto</translation>
    </message>
</context>
<context>
    <name>EndOfGameDialog</name>
    <message>
        <location filename="../../addiction/table/hooks.py" line="+142"/>
        <source>You won!</source>
        <translation>¡Has ganado!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Game ended</source>
        <translation>Partida terminada</translation>
    </message>
    <message>
        <location filename="../../addiction/games/gaps/page.py" line="+294"/>
        <source>Every row runs from 2 to King. Well played!</source>
        <translation>Todas las filas van del 2 al rey. ¡Bien jugado!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every row is in order. Well played!</source>
        <translation>Todas las filas están ordenadas. ¡Bien jugado!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No card can move and no redeal is left.</source>
        <translation>Ninguna carta puede moverse y no quedan barajadas.</translation>
    </message>
    <message>
        <location filename="../../addiction/table/hooks.py" line="-5"/>
        <source>You gave up this deal.</source>
        <translation>Te has rendido en este reparto.</translation>
    </message>
    <message>
        <location filename="../../addiction/games/pyramid/page.py" line="+223"/>
        <source>The pyramid is cleared. Well played!</source>
        <translation>La pirámide está despejada. ¡Bien jugado!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No pair, King or turn of the stock is left.</source>
        <translation>No queda ninguna pareja, ningún rey ni carta que sacar del mazo.</translation>
    </message>
    <message>
        <location filename="../../addiction/games/gaps/page.py" line="+3"/>
        <location filename="../../addiction/games/pyramid/page.py" line="+4"/>
        <location filename="../../addiction/table/hooks.py" line="-17"/>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../addiction/games/pyramid/page.py" line="+1"/>
        <location filename="../../addiction/table/hooks.py" line="+2"/>
        <source>Moves</source>
        <translation>Movimientos</translation>
    </message>
    <message>
        <location filename="../../addiction/games/pyramid/page.py" line="+1"/>
        <source>Passes</source>
        <translation>Pasadas</translation>
    </message>
    <message>
        <location filename="../../addiction/games/gaps/page.py" line="+1"/>
        <source>Redeals used</source>
        <translation>Barajadas usadas</translation>
    </message>
    <message>
        <location filename="../../addiction/table/hooks.py" line="+23"/>
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal</source>
        <translation>Reparto</translation>
    </message>
    <message>
        <location filename="../../addiction/table/dialogs.py" line="+110"/>
        <source>{name}:</source>
        <translation>{name}:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>New Game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restart Deal</source>
        <translation>Reiniciar reparto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show How It Could Be Won</source>
        <translation>Mostrar cómo se podía ganar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Watch the computer play this deal from its start to a win; your game and its record stay as they are</source>
        <translation>Mira cómo el ordenador juega este reparto desde el principio hasta ganarlo; tu partida y su registro quedan como están</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Analyse This Game</source>
        <translation>Analizar esta partida</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <location filename="../../addiction/store/files.py" line="+201"/>
        <source>it is a folder, not a file</source>
        <translation>es una carpeta, no un archivo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is a named pipe, not a regular file</source>
        <translation>es una tubería con nombre, no un archivo normal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is a device, not a regular file</source>
        <translation>es un dispositivo, no un archivo normal</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is not a regular file</source>
        <translation>no es un archivo normal</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it is a symbolic link, not a regular file</source>
        <translation>es un enlace simbólico, no un archivo normal</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>it is larger than {size} MB</source>
        <translation>ocupa más de {size} MB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is larger than {size} kB</source>
        <translation>ocupa más de {size} kB</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>it is a loop of symbolic links</source>
        <translation>es un bucle de enlaces simbólicos</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>it is not UTF-8 text: {excerpt}</source>
        <translation>no es texto UTF-8: {excerpt}</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <location filename="../../addiction/table/page.py" line="+159"/>
        <source>Assisted</source>
        <translation>Con ayuda</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Read the Status Aloud</source>
        <translation>Leer el estado en voz alta</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The arrow keys move between the places, Enter or Space plays the one you are on, S reads the score and the time.</source>
        <translation>Las flechas pasan de un sitio a otro, Intro o Espacio juega el sitio en el que estás y S lee la puntuación y el tiempo.</translation>
    </message>
    <message>
        <location line="+154"/>
        <source>Looking for the best move…</source>
        <translation>Buscando el mejor movimiento…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choosing a move…</source>
        <translation>Eligiendo un movimiento…</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Paused — press P to resume</source>
        <translation>En pausa — pulsa P para continuar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Resumed</source>
        <translation>Reanudado</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Playing to the end. Press Escape to stop.</source>
        <translation>Jugando hasta el final. Pulsa Escape para parar.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Play to the End stopped.</source>
        <translation>Se ha detenido el juego hasta el final.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Playing to the end — click the table or press Esc to stop</source>
        <translation>Jugando hasta el final — haz clic en la mesa o pulsa Esc para parar</translation>
    </message>
    <message>
        <location line="+130"/>
        <source>Deal {deal}</source>
        <translation>Reparto {deal}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal number: choose it again from the Game menu</source>
        <translation>Número de reparto: vuelve a elegirlo en el menú Juego</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pasted position</source>
        <translation>Posición pegada</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Time: {time}</source>
        <translation>Tiempo: {time}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Time: {time} (paused)</source>
        <translation>Tiempo: {time} (en pausa)</translation>
    </message>
    <message>
        <location line="-98"/>
        <source>No play can lead to a win or a redeal from here: undo, or give up.</source>
        <translation>Desde aquí ninguna jugada lleva a ganar ni a barajar: deshaz o ríndete.</translation>
    </message>
    <message>
        <location line="-379"/>
        <source>Hint, Auto or Play to the End helped in this game</source>
        <translation>Pista, Automático o Jugar hasta el final ayudó en esta partida</translation>
    </message>
    <message>
        <location line="+366"/>
        <location line="+171"/>
        <source>Auto could not play: {reason}</source>
        <translation>Automático no pudo jugar: {reason}</translation>
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
        <translation>Gaps, Montana: desliza las cartas para formar cuatro filas, del 2 al rey.</translation>
    </message>
    <message>
        <location filename="../../addiction/games/pyramid/__init__.py" line="+25"/>
        <source>Pyramid</source>
        <translation>Pirámide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear the pyramid by removing pairs that add up to 13.</source>
        <translation>Despeja la pirámide retirando parejas que sumen 13.</translation>
    </message>
    <message>
        <location filename="../../addiction/games/gaps/__init__.py" line="+9"/>
        <source>Montana</source>
        <translation>Montana</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Addiction&apos;s table with two redeals.</source>
        <translation>La mesa de Addiction con dos barajadas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spaces</source>
        <translation>Espacios</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Montana, but a redeal scatters the gaps anywhere.</source>
        <translation>Montana, pero al barajar los huecos quedan en cualquier sitio.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blue Moon</source>
        <translation>Luna Azul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All 52 cards in rows of 14; each row runs Ace to King.</source>
        <translation>Las 52 cartas en filas de 14; cada fila va del as al rey.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Red Moon</source>
        <translation>Luna Roja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue Moon with every Ace dealt first, a gap beside it.</source>
        <translation>Luna Azul con los ases repartidos primero, cada uno con un hueco al lado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Galary</source>
        <translation>Galary</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red Moon&apos;s deal; a gap also takes the card below its right neighbour.</source>
        <translation>Reparto de Luna Roja; un hueco también admite la carta un valor por debajo de su vecina de la derecha.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Moonlight</source>
        <translation>Claro de Luna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Montana&apos;s deal; a gap grows from either side.</source>
        <translation>Reparto de Montana; un hueco se puede llenar por los dos lados.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jungle</source>
        <translation>Selva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue Moon where a gap takes the next rank of any suit.</source>
        <translation>Luna Azul en la que un hueco admite el valor siguiente de cualquier palo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spaces and Aces</source>
        <translation>Espacios y Ases</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A gap takes any higher card of its neighbour&apos;s suit; no redeal.</source>
        <translation>Un hueco admite cualquier carta más alta del palo de su vecina; sin barajadas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paganini</source>
        <translation>Paganini</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A short deck of 36 cards: Ace, then 6 to King.</source>
        <translation>Una baraja corta de 36 cartas: as y después del 6 al rey.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double Montana</source>
        <translation>Montana Doble</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two decks in eight rows of 14; no redeal.</source>
        <translation>Dos barajas en ocho filas de 14; sin barajadas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Gaps Family</source>
        <translation>Familia Gaps</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten relatives of Addiction: Montana, Spaces, Blue Moon and more.</source>
        <translation>Diez parientes de Addiction: Montana, Espacios, Luna Azul y más.</translation>
    </message>
</context>
<context>
    <name>GapsPage</name>
    <message>
        <location filename="../../addiction/games/gaps/page.py" line="-131"/>
        <source>R&amp;edeal</source>
        <translation>&amp;Barajar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep each row&apos;s ordered cards and deal the rest again</source>
        <translation>Dejar las cartas ordenadas de cada fila y volver a repartir el resto</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rules take effect from the next game</source>
        <translation>Las reglas se aplican desde la próxima partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redeals per Game</source>
        <translation>&amp;Barajadas por partida</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>None</source>
        <translation>Ninguna</translation>
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
        <translation>Posición de los &amp;huecos al barajar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After Each Row&apos;s Sequence</source>
        <translation>Tras la secuencia de cada fila</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anywhere (Classic Gaps)</source>
        <translation>En cualquier sitio (Gaps clásico)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redeal &amp;Allowed</source>
        <translation>&amp;Cuándo se puede barajar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only When Stuck</source>
        <translation>Solo cuando no hay movimientos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>At Any Time</source>
        <translation>En cualquier momento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show Whether Still &amp;Winnable</source>
        <translation>Mostrar si aún se puede &amp;ganar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search in the background whether the cards can still be won without a redeal</source>
        <translation>Comprobar en segundo plano si aún se puede ganar sin barajar</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Hint: redeal.</source>
        <translation>Pista: baraja.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: {card}, to {place}.</source>
        <translation>Pista: {card}, a la {place}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: move {card} to row {row}, column {col}.</source>
        <translation>Pista: mueve el {card} a la fila {row}, columna {col}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a redeal</source>
        <translation>una nueva baraja</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} to row {row}, column {col}</source>
        <translation>{card} a la fila {row}, columna {col}</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>This position has no move left.</source>
        <translation>En esta posición no queda ningún movimiento.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Score: {score}/{full}</source>
        <translation>Puntuación: {score}/{full}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Redeals left: {left}</source>
        <translation>Barajadas restantes: {left}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Moves: {moves}</source>
        <translation>Movimientos: {moves}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Taken back: {card} to {place}; score {score}.</source>
        <translation>Movimiento deshecho: {card} vuelve a la {place}; puntuación {score}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} to {place}; score {score}.</source>
        <translation>{card} a la {place}; puntuación {score}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Choose a gap for {card} — Esc cancels</source>
        <translation>Elige un hueco para el {card} — Esc cancela</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a gap for {card}. Escape cancels.</source>
        <translation>Elige un hueco para el {card}. Escape cancela.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose a card for row {row}, column {col} — Esc cancels</source>
        <translation>Elige una carta para la fila {row}, columna {col} — Esc cancela</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose a card for {place}. Escape cancels.</source>
        <translation>Elige una carta para la {place}. Escape cancela.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Redeal taken back; score {score}.</source>
        <translation>Barajada deshecha; puntuación {score}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Redealt: {count} cards dealt again; redeals left: {left}; score {score}.</source>
        <translation>Barajado: {count} cartas repartidas de nuevo; barajadas restantes: {left}; puntuación {score}.</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>No card can move. Redeal (R) to go on: %n left.</source>
        <translation>
            <numerusform>Ninguna carta puede moverse. Baraja (R) para seguir: queda %n barajada.</numerusform>
            <numerusform>Ninguna carta puede moverse. Baraja (R) para seguir: quedan %n barajadas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Thinking…</source>
        <translation>Pensando…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looking, while you think, for a way to put every card in order without a redeal.</source>
        <translation>Buscando, mientras piensas, una forma de ordenar todas las cartas sin barajar.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Winnable without a redeal</source>
        <translation>Se puede ganar sin barajar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is still a way to put every card in order without redealing.</source>
        <translation>Aún hay una forma de ordenar todas las cartas sin volver a barajar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No way to put every card in order remains, and no redeal is left: play on for the best score, or give up.</source>
        <translation>Ya no hay forma de ordenar todas las cartas y no quedan barajadas: sigue jugando por la mejor puntuación, o ríndete.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+5"/>
        <source>A redeal will be needed</source>
        <translation>Hará falta barajar</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>The cards cannot all be put in order without a redeal. Play on until no card can move; then Redeal deals again the cards out of place.</source>
        <translation>Las cartas no se pueden ordenar todas sin barajar. Sigue jugando hasta que ninguna carta pueda moverse; entonces Barajar reparte de nuevo las cartas fuera de su sitio.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The cards cannot all be put in order without a redeal. Order what you can first: a redeal keeps each row&apos;s ordered cards in place.</source>
        <translation>Las cartas no se pueden ordenar todas sin barajar. Ordena primero lo que puedas: al barajar, las cartas ya ordenadas de cada fila se quedan en su sitio.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not known yet</source>
        <translation>Aún no se sabe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The search found no answer in the time it has; it looks again after your next move.</source>
        <translation>La búsqueda no encontró respuesta en el tiempo que tiene; vuelve a mirar tras tu próximo movimiento.</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Cannot be won</source>
        <translation>No se puede ganar</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Rules: {rules}.</source>
        <translation>Reglas: {rules}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rules: {rules}. They apply from your next game.</source>
        <translation>Reglas: {rules}. Se aplican desde tu próxima partida.</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <location filename="../../addiction/shell/language_menu.py" line="+40"/>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>System Default ({language})</source>
        <translation>Idioma del sistema ({language})</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The language changes the next time you start Addiction.</source>
        <translation>El idioma cambiará la próxima vez que abras Addiction.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Restart in the New Language?</source>
        <translation>¿Reiniciar en el nuevo idioma?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The new language shows once Addiction starts again.</source>
        <translation>El nuevo idioma aparecerá cuando Addiction vuelva a iniciarse.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Restart now? The game in progress is saved and comes back as you left it.</source>
        <translation>¿Reiniciar ahora? La partida en curso se guarda y vuelve tal como la dejaste.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Restart Now</source>
        <translation>Reiniciar ahora</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Later</source>
        <translation>Más tarde</translation>
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
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Play Deal {deal}</source>
        <translation>Jugar el reparto {deal}</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Play the Deal of the Day</source>
        <translation>Jugar el reparto del día</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Restart Deal</source>
        <translation>Reiniciar reparto</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Position copied: paste it to share this game.</source>
        <translation>Posición copiada: pégala para compartir esta partida.</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>Large Print and High Contrast show the game&apos;s own faces; your deck comes back when both are off.</source>
        <translation>Letra grande y alto contraste muestran las cartas propias del juego; tu baraja vuelve cuando ambos están desactivados.</translation>
    </message>
    <message>
        <location filename="../../addiction/table/dialogs.py" line="+213"/>
        <source>Keep Playing</source>
        <translation>Seguir jugando</translation>
    </message>
    <message>
        <location filename="../../addiction/shell/notices.py" line="+85"/>
        <source>A pasted position sets no record.</source>
        <translation>Una posición pegada no cuenta para los récords.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint, Auto or Play to the End helped, so this game sets no record.</source>
        <translation>Pista, Automático o Jugar hasta el final ayudó, así que esta partida no cuenta para los récords.</translation>
    </message>
</context>
<context>
    <name>NoticeBar</name>
    <message>
        <location line="-26"/>
        <source>Close this message</source>
        <translation>Cerrar este mensaje</translation>
    </message>
</context>
<context>
    <name>NoticesDialog</name>
    <message>
        <location filename="../../addiction/shell/about.py" line="-105"/>
        <source>No licence file was installed with {name} {version}.

The licence it states: {licence}</source>
        <translation>No se instaló ningún archivo de licencia con {name} {version}.

La licencia que declara: {licence}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Third-party licences</source>
        <translation>Licencias de terceros</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Addiction includes the components below. Each comes with the licence texts listed under its name.</source>
        <translation>Addiction incluye los componentes siguientes. Cada uno viene con los textos de licencia que aparecen bajo su nombre.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Addiction runs on the installed components below, shown with the licence files they were installed with.</source>
        <translation>Addiction funciona sobre los componentes instalados siguientes, que se muestran con los archivos de licencia con los que se instalaron.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No licence notices were found.</source>
        <translation>No se encontró ningún aviso de licencia.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>This notice could not be read: {error}</source>
        <translation>No se pudo leer este aviso: {error}</translation>
    </message>
</context>
<context>
    <name>PageDeals</name>
    <message>
        <location filename="../../addiction/dealing/window/page_deals.py" line="+101"/>
        <source>Winnable Deals &amp;Only</source>
        <translation>Solo repartos ga&amp;nables</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New Game deals only deals the computer has won from the start</source>
        <translation>Nueva partida reparte solo repartos que el ordenador ha ganado desde el principio</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>New Game will deal only winnable deals.</source>
        <translation>Nueva partida repartirá solo repartos ganables.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New Game will deal any deal.</source>
        <translation>Nueva partida repartirá cualquier reparto.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Finding the deal of the day…</source>
        <translation>Buscando el reparto del día…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No new deal: the game goes on.</source>
        <translation>Sin reparto nuevo: la partida sigue.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Looking for a winnable deal…</source>
        <translation>Buscando un reparto ganable…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for a winnable deal of level {level}…</source>
        <translation>Buscando un reparto ganable de nivel {level}…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Looking for an Easy deal…</source>
        <translation>Buscando un reparto fácil…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looking for a Medium deal…</source>
        <translation>Buscando un reparto medio…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looking for a Hard deal…</source>
        <translation>Buscando un reparto difícil…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looking for an Expert deal…</source>
        <translation>Buscando un reparto experto…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>winnable</source>
        <translation>ganable</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dealt: {judgement}</source>
        <translation>Repartido: {judgement}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal {deal} dealt: {judgement}</source>
        <translation>Reparto {deal} repartido: {judgement}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No such deal was found among the next ones: try again, or choose another level.</source>
        <translation>No se encontró un reparto así entre los siguientes: inténtalo de nuevo o elige otro nivel.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The deal of the day could not be found.</source>
        <translation>No se pudo encontrar el reparto del día.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Deal of the day for {day}: deal {deal}</source>
        <translation>Reparto del día {day}: reparto {deal}</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>{level} · {chances}</source>
        <translation>{level} · {chances}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How hard this deal is, judged by the computer from the deal&apos;s start; winnable: the computer player won it</source>
        <translation>Lo difícil que es este reparto, según el ordenador desde el principio del reparto; ganable: el jugador del ordenador lo ganó</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{level}, winnable</source>
        <translation>{level}, ganable</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{level}, not winnable</source>
        <translation>{level}, no ganable</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{level}, not known to be winnable</source>
        <translation>{level}, no se sabe si es ganable</translation>
    </message>
</context>
<context>
    <name>PauseCover</name>
    <message>
        <location filename="../../addiction/table/pause_cover.py" line="+94"/>
        <source>Paused</source>
        <translation>En pausa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The clock has stopped and the cards are hidden.
Press P, or click anywhere, to play on.</source>
        <translation>El reloj está parado y las cartas, ocultas.
Pulsa P, o haz clic en cualquier sitio, para seguir jugando.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Resume</source>
        <translation>Continuar</translation>
    </message>
</context>
<context>
    <name>PositionDialog</name>
    <message>
        <location filename="../../addiction/table/dialogs.py" line="-319"/>
        <source>Paste Position</source>
        <translation>Pegar posición</translation>
    </message>
    <message>
        <location filename="../../addiction/games/pyramid/page.py" line="+163"/>
        <source>Seven pyramid rows, apex first (-- for a removed card), then the lines stock:, waste: (bottom card first) and pass: N/3 (Classic) or N (Relaxed). A card is rank then suit (7H, TD, KS).</source>
        <translation>Siete filas de la pirámide, la de la cima primero (-- para una carta retirada), y después las líneas stock: (mazo), waste: (descarte, la carta de abajo primero) y pass: N/3 (Clásico) o N (Relajado). Una carta es el valor y luego el palo en inglés (7H, TD, KS).</translation>
    </message>
    <message>
        <location filename="../../addiction/games/gaps/page.py" line="+78"/>
        <source>{rows} rows of {cols} cards, top row first. A card is rank then suit (7H, TD, KS); a gap is --.</source>
        <translation>{rows} filas de {cols} cartas, la de arriba primero. Una carta es el valor y luego el palo en inglés (7H, TD, KS: H corazones, D diamantes, S picas, C tréboles); un hueco es --.</translation>
    </message>
    <message>
        <location filename="../../addiction/table/dialogs.py" line="+22"/>
        <source>Play This</source>
        <translation>Jugar esta</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>That is not a position: {reason}</source>
        <translation>Eso no es una posición: {reason}</translation>
    </message>
</context>
<context>
    <name>PyramidPage</name>
    <message>
        <location filename="../../addiction/games/pyramid/page.py" line="-224"/>
        <source>Hint: turn the next card of the stock.</source>
        <translation>Pista: saca la siguiente carta del mazo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: turn the waste over for another pass.</source>
        <translation>Pista: da la vuelta al descarte para otra pasada.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hint: remove {card}.</source>
        <translation>Pista: retira el {card}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: pair {first} with {second}.</source>
        <translation>Pista: empareja el {first} con el {second}.</translation>
    </message>
    <message>
        <location line="-87"/>
        <source>&amp;Pyramid Mode</source>
        <translation>&amp;Modo de Pirámide</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Classic: Three Passes</source>
        <translation>Clásico: tres pasadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed: Unlimited Passes</source>
        <translation>Relajado: pasadas ilimitadas</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Hint: {card}, on its own.</source>
        <translation>Pista: {card}, solo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint: {first}, with {second}.</source>
        <translation>Pista: {first}, con {second}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a card turned from the stock</source>
        <translation>una carta volteada del mazo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the waste turned over</source>
        <translation>el descarte vuelto al mazo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} removed</source>
        <translation>{card} retirada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{first} with {second}</source>
        <translation>{first} con {second}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{first} and {second}</source>
        <translation>{first} y {second}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Removed {cards}; {left} cards left in the pyramid.</source>
        <translation>Retiradas: {cards}; quedan {left} cartas en la pirámide.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Turned {card}; {count} cards left in the stock.</source>
        <translation>Sacada: {card}; quedan {count} cartas en el mazo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The waste is the stock again: pass {n}.</source>
        <translation>El descarte vuelve a ser el mazo: pasada {n}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Taken back; {left} cards left in the pyramid.</source>
        <translation>Deshecho; quedan {left} cartas en la pirámide.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Pass: {number}/3</source>
        <translation>Pasada: {number}/3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass: {number}</source>
        <translation>Pasada: {number}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stock: {count}</source>
        <translation>Mazo: {count}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cleared: {cleared}/{size}</source>
        <translation>Retiradas: {cleared}/{size}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Moves: {moves}</source>
        <translation>Movimientos: {moves}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Classic</source>
        <translation>Clásico</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Relaxed</source>
        <translation>Relajado</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Change Mode?</source>
        <translation>¿Cambiar de modo?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playing {mode} starts a new game. Leave this one unfinished?</source>
        <translation>Pasar al modo {mode} empieza una partida nueva. ¿Dejar esta sin terminar?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New Game</source>
        <translation>Nueva partida</translation>
    </message>
</context>
<context>
    <name>PyramidView</name>
    <message>
        <location filename="../../addiction/games/pyramid/view.py" line="+424"/>
        <source>Pass {0}/3</source>
        <translation>Pasada {0}/3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass {0}</source>
        <translation>Pasada {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} in stock</source>
        <translation>{0} en el mazo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0}/28 cleared</source>
        <translation>{0}/28 retiradas</translation>
    </message>
    <message>
        <location line="+235"/>
        <source>Stock, {count} cards, pass {n}</source>
        <translation>Mazo, {count} cartas, pasada {n}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stock, {count} cards, pass {n} of {total}</source>
        <translation>Mazo, {count} cartas, pasada {n} de {total}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter turns its next card.</source>
        <translation>Intro saca la siguiente carta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter turns the waste over.</source>
        <translation>Intro da la vuelta al descarte.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Waste, empty</source>
        <translation>Descarte, vacío</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waste, {count} cards: {card} on top</source>
        <translation>Descarte, {count} cartas: {card} encima</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Empty, {place}</source>
        <translation>Sitio vacío, {place}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card}, {place}</source>
        <translation>{card}, {place}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Covered.</source>
        <translation>Cubierta.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Free: a King goes on its own.</source>
        <translation>Libre: el rey se retira solo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Free: no free card pairs with it yet.</source>
        <translation>Libre: aún no hay ninguna carta libre que forme pareja con ella.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free: pairs with {cards}.</source>
        <translation>Libre: forma pareja con {cards}.</translation>
    </message>
</context>
<context>
    <name>RecordsStore</name>
    <message>
        <location filename="../../addiction/store/records_file.py" line="+298"/>
        <source>{name} and the files beside it in {folder} belong to other programs, so the games of this session will be forgotten when you quit.</source>
        <translation>{name} y los archivos junto a él en {folder} pertenecen a otros programas, así que las partidas de esta sesión se olvidarán al salir.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name} in {folder} belongs to another program, so it was left as it is and your records are kept in {other} beside it.</source>
        <translation>{name} en {folder} pertenece a otro programa, así que se dejó tal cual y tus récords se guardan en {other}, junto a él.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Your records file could not be read ({reason}), so it was kept aside as {name} and a new record book was started.</source>
        <translation>No se pudo leer tu archivo de récords ({reason}), así que se guardó aparte como {name} y se empezó un nuevo libro de récords.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your records were written by a newer version of Addiction, so they were kept aside as {name} and a new record book was started.</source>
        <translation>Tus récords los escribió una versión más reciente de Addiction, así que se guardaron aparte como {name} y se empezó un nuevo libro de récords.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your records file was damaged, so it was kept aside as {name} and a new record book was started.</source>
        <translation>El archivo de tus récords estaba dañado, así que se guardó aparte como {name} y se empezó un nuevo libro de récords.</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Your records in {folder} are shown as they are, but new games cannot be saved there, so the games of this session will be forgotten when you quit.</source>
        <translation>Tus récords de {folder} se muestran tal como están, pero allí no se pueden guardar partidas nuevas, así que las partidas de esta sesión se olvidarán al salir.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your records cannot be saved in {folder}, so the games of this session will be forgotten when you quit.</source>
        <translation>No se pueden guardar tus récords en {folder}, así que las partidas de esta sesión se olvidarán al salir.</translation>
    </message>
    <message>
        <location filename="../../addiction/store/records.py" line="+170"/>
        <source>Your records could not be read or saved ({error}).</source>
        <translation>No se pudieron leer ni guardar tus récords ({error}).</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../../addiction/games/gaps/rules_text.py" line="+34"/>
        <location line="+49"/>
        <location filename="../../addiction/games/pyramid/page.py" line="+27"/>
        <source>&lt;h3&gt;Goal&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Objetivo&lt;/h3&gt;</translation>
    </message>
    <message>
        <location line="-48"/>
        <location line="+50"/>
        <source>&lt;p&gt;Put every row in order: a 2 in the first column, then 3, 4, … up to King, all of one suit. Which row gets which suit is up to you.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ordena cada fila: un 2 en la primera columna y después 3, 4, … hasta el rey, todos del mismo palo. Qué fila lleva cada palo lo decides tú.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-45"/>
        <location line="+91"/>
        <location filename="../../addiction/games/pyramid/page.py" line="+3"/>
        <source>&lt;h3&gt;Play&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Cómo se juega&lt;/h3&gt;</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>&lt;p&gt;The aces are taken out, leaving four gaps. Fill a gap with the card of the same suit one higher than the card on its left: after 7&lt;font color=#c8102e&gt;♥&lt;/font&gt; only 8&lt;font color=#c8102e&gt;♥&lt;/font&gt; fits. Any 2 fits a gap in the first column. A gap after a King or after another gap is dead: nothing fits there.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Se retiran los ases y quedan cuatro huecos. Llena un hueco con la carta del mismo palo y un valor más que la carta de su izquierda: después del 7&lt;font color=#c8102e&gt;♥&lt;/font&gt; solo cabe el 8&lt;font color=#c8102e&gt;♥&lt;/font&gt;. Cualquier 2 cabe en un hueco de la primera columna. Un hueco tras un rey o tras otro hueco está muerto: ahí no cabe nada.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;p&gt;Click a card to send it to its gap, or click a gap to bring the card that fits. When a 2 could go to several gaps, the choices light up: click one. You can also drag cards.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Haz clic en una carta para llevarla a su hueco, o en un hueco para traer la carta que encaja. Cuando un 2 puede ir a varios huecos, las opciones se iluminan: haz clic en una. También puedes arrastrar las cartas.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+106"/>
        <source>&lt;h3&gt;Redeal&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Barajar&lt;/h3&gt;</translation>
    </message>
    <message>
        <location line="-105"/>
        <source>&lt;p&gt;When every gap is dead you are stuck. Redeal (R) keeps the cards already in order at the start of each row and deals all the others again, with a gap right after each row&apos;s ordered cards. You have up to three redeals (see Settings).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Cuando todos los huecos están muertos, te has quedado sin jugadas. Barajar (R) deja en su sitio las cartas ya ordenadas al principio de cada fila y vuelve a repartir todas las demás, con un hueco justo después de las cartas ordenadas de cada fila. Puedes barajar hasta tres veces (consulta Ajustes).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../addiction/table/help_text.py" line="+13"/>
        <source>&lt;h3&gt;Help&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Ayuda&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../../addiction/games/gaps/rules_text.py" line="+8"/>
        <location line="+122"/>
        <source>&lt;p&gt;Hint (H) shows the move the game itself would play; Auto (A) plays it. Undo (Ctrl+Z) takes back moves and redeals, as far as you like, until the game ends.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Pista (H) muestra el movimiento que haría el propio juego; Automático (A) lo juega. Deshacer (Ctrl+Z) retrocede movimientos y barajadas, tantos como quieras, hasta que termina la partida.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-115"/>
        <location line="+120"/>
        <source>&lt;h3&gt;Score&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Puntuación&lt;/h3&gt;</translation>
    </message>
    <message>
        <location line="-119"/>
        <source>&lt;p&gt;Your score is the number of cards in order, 0 to 48. The game is over when you are stuck with no redeal left, or when you give up.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Tu puntuación es el número de cartas ordenadas, de 0 a 48. La partida termina cuando te quedas sin jugadas y sin barajadas, o cuando te rindes.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../addiction/games/pyramid/page.py" line="-2"/>
        <source>&lt;p&gt;Clear the pyramid: remove all 28 of its cards.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Despeja la pirámide: retira sus 28 cartas.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;Remove two free cards whose values add up to 13: Ace and Queen, 2 and Jack, 3 and 10, 4 and 9, 5 and 8, 6 and 7. A King is removed alone. A card is free when no card lies over it; the top card of the waste is free too.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Retira dos cartas libres cuyos valores sumen 13: as y reina, 2 y jota, 3 y 10, 4 y 9, 5 y 8, 6 y 7. El rey se retira solo. Una carta está libre cuando no tiene ninguna encima; la carta de arriba del descarte también está libre.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;Click a card, then its partner; a King goes on one click. Click the stock to turn its next card onto the waste.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Haz clic en una carta y luego en su pareja; un rey se va con un solo clic. Haz clic en el mazo para pasar su siguiente carta al descarte.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;h3&gt;Passes&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Pasadas&lt;/h3&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;When the stock is empty, click its place to turn the waste over and go through the cards again, in the same order. Classic allows three passes in all; Relaxed as many as you like (see Settings).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Cuando el mazo se acaba, haz clic en su sitio para dar la vuelta al descarte y recorrer las cartas otra vez, en el mismo orden. El modo Clásico permite tres pasadas en total; el Relajado, todas las que quieras (consulta Ajustes).&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;h3&gt;Help and score&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Ayuda y puntuación&lt;/h3&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Hint (H) shows the action the game would play; Auto (A) plays it. Undo (Ctrl+Z) takes back anything until the game ends. Your score is the number of pyramid cards removed, 0 to 28; the game is over when nothing is left to do.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Pista (H) muestra la acción que haría el juego; Automático (A) la juega. Deshacer (Ctrl+Z) retrocede cualquier acción hasta que termina la partida. Tu puntuación es el número de cartas retiradas de la pirámide, de 0 a 28; la partida termina cuando ya no queda nada por hacer.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../addiction/games/gaps/rules_text.py" line="+36"/>
        <source>&lt;h3&gt;Deal&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Reparto&lt;/h3&gt;</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>&lt;p&gt;Put every row in order: an Ace in the first column, then the next ranks of its suit up to King. Which row gets which suit is up to you.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ordena cada fila: un as en la primera columna y después los valores siguientes de su palo hasta el rey. Qué fila lleva cada palo lo decides tú.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;The deck is short: Ace, then 6 to King of each suit, so the 6 comes right after the Ace.&lt;/p&gt;</source>
        <translation>&lt;p&gt;La baraja es corta: as y después del 6 al rey de cada palo, así que el 6 va justo después del as.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;Two decks are played, so every card is there twice; either copy will do.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Se juega con dos barajas, así que cada carta está dos veces; sirve cualquiera de las dos.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;A row has one place more than its cards need: the last place does not count.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Cada fila tiene un sitio más de los que necesitan sus cartas: el último sitio no cuenta.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;All 52 cards are dealt in four rows of 13, then the Aces are taken out, leaving four gaps. Aces never come back.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Se reparten las 52 cartas en cuatro filas de 13 y luego se retiran los ases, con lo que quedan cuatro huecos. Los ases no vuelven nunca.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;The cards are dealt from the second column on; then each Ace moves to the first column of a row, leaving a gap where it was.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Las cartas se reparten a partir de la segunda columna; después cada as pasa a la primera columna de una fila y deja un hueco donde estaba.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;The Aces are dealt first, one at the head of each row; the other cards follow from the third column on, so every row starts with a gap beside its Ace.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Los ases se reparten primero, uno al principio de cada fila; las demás cartas siguen a partir de la tercera columna, así que cada fila empieza con un hueco junto a su as.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;The cards are dealt from the second column on; the first column starts empty and takes only Aces.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Las cartas se reparten a partir de la segunda columna; la primera columna empieza vacía y solo admite ases.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;p&gt;Fill a gap with the card of the same suit one rank higher than the card on its left.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Llena un hueco con la carta del mismo palo y un valor más que la carta de su izquierda.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;Fill a gap with the card of the same suit one rank higher than the card on its left, or one rank lower than the card on its right.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Llena un hueco con la carta del mismo palo y un valor más que la carta de su izquierda, o un valor menos que la carta de su derecha.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;Fill a gap with any card one rank higher than the card on its left, whatever its suit; only cards of one suit count as in order.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Llena un hueco con cualquier carta de un valor más que la carta de su izquierda, sea cual sea su palo; solo las cartas de un mismo palo cuentan como ordenadas.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;Fill a gap with any higher card of the same suit as the card on its left.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Llena un hueco con cualquier carta más alta del mismo palo que la carta de su izquierda.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;A gap in the first column takes any 2.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Cualquier 2 cabe en un hueco de la primera columna.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;A gap in the first column takes any Ace.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Cualquier as cabe en un hueco de la primera columna.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;A gap that no card fits is dead. Click a card to send it to a gap it fits, or click a gap to bring a card that fits; when there is a choice, the choices light up. You can also drag cards.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Un hueco en el que no cabe ninguna carta está muerto. Haz clic en una carta para llevarla a un hueco en el que encaje, o en un hueco para traer una carta que encaje; cuando hay varias opciones, se iluminan. También puedes arrastrar las cartas.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;p&gt;There is no redeal: when every gap is dead, the game is over.&lt;/p&gt;</source>
        <translation>&lt;p&gt;No se puede barajar: cuando todos los huecos están muertos, la partida termina.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;When every gap is dead you are stuck. Redeal (R) keeps the cards in order at the start of each row and deals all the others again, with the gaps anywhere among them.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Cuando todos los huecos están muertos, te has quedado sin jugadas. Barajar (R) deja en su sitio las cartas ordenadas al principio de cada fila y vuelve a repartir todas las demás, con los huecos en cualquier sitio entre ellas.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;When every gap is dead you are stuck. Redeal (R) keeps the cards in order at the start of each row and deals all the others again, with a gap right after each row&apos;s ordered cards.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Cuando todos los huecos están muertos, te has quedado sin jugadas. Barajar (R) deja en su sitio las cartas ordenadas al principio de cada fila y vuelve a repartir todas las demás, con un hueco justo después de las cartas ordenadas de cada fila.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;p&gt;This game allows one redeal.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Este juego permite una barajada.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;This game allows two redeals.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Este juego permite dos barajadas.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;This game allows three redeals.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Este juego permite tres barajadas.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;p&gt;Your score is the number of cards in order, 0 to {full}. The game is over when you are stuck with no redeal left, or when you give up.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Tu puntuación es el número de cartas ordenadas, de 0 a {full}. La partida termina cuando te quedas sin jugadas y sin barajadas, o cuando te rindes.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../addiction/table/help_text.py" line="+5"/>
        <source>&lt;p&gt;Play to the End (Shift+A) goes on playing the game&apos;s own moves until the game ends; a click on the table or a key stops it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jugar hasta el final (Mayús+A) sigue haciendo las jugadas del propio juego hasta que la partida termina; un clic en la mesa o una tecla lo detiene.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../addiction/games/pyramid/page.py" line="-29"/>
        <source>Rules of Pyramid</source>
        <translation>Reglas de Pirámide</translation>
    </message>
    <message>
        <location filename="../../addiction/table/hooks.py" line="+15"/>
        <source>Rules of {game}</source>
        <translation>Reglas de {game}</translation>
    </message>
    <message>
        <location filename="../../addiction/table/dialogs.py" line="+205"/>
        <source>Picture of the table</source>
        <translation>Imagen de la mesa</translation>
    </message>
</context>
<context>
    <name>SavedGames</name>
    <message>
        <location filename="../../addiction/store/saved_game.py" line="+174"/>
        <source>Your game in progress cannot be saved in {folder} ({error}), so it will not be there when you next start.</source>
        <translation>No se puede guardar tu partida en curso en {folder} ({error}), así que no estará ahí la próxima vez que abras el juego.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Your saved game was damaged and could not be moved aside ({error}), so a new game begins.</source>
        <translation>Tu partida guardada estaba dañada y no se pudo apartar ({error}), así que empieza una nueva.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your saved game was damaged, so it was kept aside as {name} and a new game begins.</source>
        <translation>Tu partida guardada estaba dañada, así que se guardó aparte como {name} y empieza una nueva.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your saved game could not be read ({reason}), so it was kept aside as {name} and a new game begins.</source>
        <translation>No se pudo leer tu partida guardada ({reason}), así que se guardó aparte como {name} y empieza una partida nueva.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your finished game could not be removed from disk ({error}).</source>
        <translation>No se pudo borrar del disco tu partida terminada ({error}).</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>it is not a saved game: {excerpt}</source>
        <translation>no es una partida guardada: {excerpt}</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <location filename="../../addiction/shell/score_chart.py" line="+189"/>
        <source>Final score</source>
        <translation>Puntuación final</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <location line="-83"/>
        <location line="+103"/>
        <source>best {score}</source>
        <translation>récord {score}</translation>
    </message>
    <message>
        <location line="-154"/>
        <location line="+160"/>
        <source>No games finished yet</source>
        <translation>Aún no hay partidas terminadas</translation>
    </message>
    <message>
        <location line="-164"/>
        <source>Games per final score</source>
        <translation>Partidas por puntuación final</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+174"/>
        <source>Final score {score}: {games}</source>
        <translation>Puntuación final {score}: {games}</translation>
    </message>
    <message numerus="yes">
        <location line="-173"/>
        <location line="+174"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partida</numerusform>
            <numerusform>%n partidas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SearchPanel</name>
    <message>
        <location filename="../../addiction/dealing/window/search_panel.py" line="+43"/>
        <source>Looking</source>
        <translation>Buscando</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop looking and go on with the game on the table (Esc)</source>
        <translation>Dejar de buscar y seguir con la partida de la mesa (Esc)</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../../addiction/table/settings.py" line="+180"/>
        <source>Your settings file {path} could not be read ({reason}) nor moved aside ({error}), so Addiction starts with its default settings and forgets your choices when you quit.</source>
        <translation>No se pudo leer tu archivo de ajustes {path} ({reason}) ni apartarlo ({error}), así que Addiction empieza con sus ajustes predeterminados y olvidará tus elecciones al salir.</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Your settings file could not be read ({reason}), so it was kept aside as {name} and Addiction starts with its default settings.</source>
        <translation>No se pudo leer tu archivo de ajustes ({reason}), así que se guardó aparte como {name} y Addiction empieza con sus ajustes predeterminados.</translation>
    </message>
</context>
<context>
    <name>Show</name>
    <message>
        <location filename="../../addiction/table/showing.py" line="+152"/>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <location line="+117"/>
        <source>Looking for a way to win deal {deal}…</source>
        <translation>Buscando cómo ganar el reparto {deal}…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for a way to win deal {deal}. Press Escape to cancel.</source>
        <translation>Buscando cómo ganar el reparto {deal}. Pulsa Escape para cancelar.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to Your Game</source>
        <translation>Volver a tu partida</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No play can win this deal: it was lost from the start.</source>
        <translation>Ninguna jugada puede ganar este reparto: estaba perdido desde el principio.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer could not find a win for this deal either.</source>
        <translation>El ordenador tampoco encontró cómo ganar este reparto.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Replaying deal {deal} as the computer won it, {count} moves. Space pauses, the right arrow plays one move, Escape goes back to your game.</source>
        <translation>Repitiendo el reparto {deal} como lo ganó el ordenador, {count} movimientos. Espacio pausa, la flecha derecha juega un movimiento, Escape vuelve a tu partida.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Replay of deal {deal} paused at move {move} of {count}</source>
        <translation>Repetición del reparto {deal} en pausa en el movimiento {move} de {count}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay of deal {deal}: move {move} of {count}</source>
        <translation>Repetición del reparto {deal}: movimiento {move} de {count}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The replay could not go on: {reason}</source>
        <translation>La repetición no pudo continuar: {reason}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Paused at move {move} of {count}. Space plays on, the right arrow plays one move.</source>
        <translation>En pausa en el movimiento {move} de {count}. Espacio continúa, la flecha derecha juega un movimiento.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Playing on.</source>
        <translation>Continuando.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The computer won deal {deal} in {count} moves.</source>
        <translation>El ordenador ganó el reparto {deal} en {count} movimientos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The computer&apos;s line ended without a win.</source>
        <translation>La línea del ordenador terminó sin ganar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press Escape to go back to your game.</source>
        <translation>Pulsa Escape para volver a tu partida.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Back to your game as it ended.</source>
        <translation>De vuelta a tu partida tal como terminó.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show How It Could Be Won cancelled.</source>
        <translation>Mostrar cómo se podía ganar: cancelado.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Demo: the computer plays deal after deal. Press any key or click to stop.</source>
        <translation>Demostración: el ordenador juega un reparto tras otro. Pulsa cualquier tecla o haz clic para detenerla.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Demo: deal {deal} — press any key or click to stop</source>
        <translation>Demostración: reparto {deal} — pulsa cualquier tecla o haz clic para detenerla</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Demo: deal {deal} won — the next deal follows</source>
        <translation>Demostración: reparto {deal} ganado — sigue el siguiente</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Demo: deal {deal} played out — the next deal follows</source>
        <translation>Demostración: reparto {deal} terminado — sigue el siguiente</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Demo stopped: your game is back.</source>
        <translation>Demostración detenida: tu partida ha vuelto.</translation>
    </message>
</context>
<context>
    <name>ShowBar</name>
    <message>
        <location filename="../../addiction/shell/show_bar.py" line="+24"/>
        <source>Replay Controls</source>
        <translation>Controles de la repetición</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+32"/>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play one move, then hold (→ or N)</source>
        <translation>Jugar un movimiento y esperar (→ o N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Resume</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play on (Space)</source>
        <translation>Continuar (Espacio)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hold the replay where it is (Space)</source>
        <translation>Detener la repetición donde está (Espacio)</translation>
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
        <translation>El sonido está desactivado: no se pudo abrir ningún dispositivo de sonido (activa Sonido otra vez para volver a intentarlo).</translation>
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
        <translation>Dos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Three</source>
        <translation>Tres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four</source>
        <translation>Cuatro</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Five</source>
        <translation>Cinco</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Six</source>
        <translation>Seis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven</source>
        <translation>Siete</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Eight</source>
        <translation>Ocho</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Nine</source>
        <translation>Nueve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten</source>
        <translation>Diez</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Jack</source>
        <translation>Jota</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Queen</source>
        <translation>Reina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King</source>
        <translation>Rey</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>spades</source>
        <translation>picas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>hearts</source>
        <translation>corazones</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>diamonds</source>
        <translation>diamantes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>clubs</source>
        <translation>tréboles</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{rank} of {suit}</source>
        <translation>{rank} de {suit}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{some} or {last}</source>
        <translation>{some} o {last}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>row {row}, column {col}</source>
        <translation>fila {row}, columna {col}</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <location filename="../../addiction/shell/start_screen.py" line="+435"/>
        <source>Deal of the Day</source>
        <translation>Reparto del día</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Choose a game</source>
        <translation>Elige un juego</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Back to All Games</source>
        <translation>Volver a todos los juegos</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Back to {game}</source>
        <translation>Volver a {game}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go back to the game you left, as you left it (Esc)</source>
        <translation>Volver a la partida que dejaste, tal como la dejaste (Esc)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Deal of the Day: {game}</source>
        <translation>Reparto del día: {game}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Today&apos;s deal of {game}: the same deal for every player, one a day</source>
        <translation>El reparto de hoy de {game}: el mismo reparto para todos los jugadores, uno al día</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message numerus="yes">
        <location filename="../../addiction/shell/statistics.py" line="+550"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partida</numerusform>
            <numerusform>%n partidas</numerusform>
        </translation>
    </message>
    <message>
        <location line="-476"/>
        <source>score</source>
        <translation>puntuación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fewest moves</source>
        <translation>menos movimientos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fastest win</source>
        <translation>victoria más rápida</translation>
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
        <translation>¡Nuevo récord: {records}!</translation>
    </message>
    <message>
        <location filename="../../addiction/games/gaps/page.py" line="-35"/>
        <location line="+3"/>
        <source>no redeals</source>
        <translation>sin barajadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 redeal</source>
        <translation>1 barajada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 redeals</source>
        <translation>2 barajadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 redeals</source>
        <translation>3 barajadas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>gaps after sequence</source>
        <translation>huecos tras la secuencia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>random gaps</source>
        <translation>huecos al azar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, redeal any time</source>
        <translation>, barajar en cualquier momento</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{redeals}, {gaps}{when}</source>
        <translation>{redeals}, {gaps}{when}</translation>
    </message>
    <message>
        <location filename="../../addiction/games/pyramid/page.py" line="+72"/>
        <source>Classic</source>
        <translation>Clásico</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed</source>
        <translation>Relajado</translation>
    </message>
    <message>
        <location filename="../../addiction/shell/statistics.py" line="+13"/>
        <source>{game}: {options}</source>
        <translation>{game}: {options}</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Reglas:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>All deals</source>
        <translation>Todos los repartos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Random or chosen deals</source>
        <translation>Repartos al azar o elegidos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable deals only</source>
        <translation>Solo repartos ganables</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+113"/>
        <source>Deals of the day</source>
        <translation>Repartos del día</translation>
    </message>
    <message>
        <location line="-112"/>
        <source>Practice games</source>
        <translation>Partidas de práctica</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games dealt by Winnable Deals Only and deals of the day keep records of their own; practice games, played on from an analysed game, count in none</source>
        <translation>Las partidas de Solo repartos ganables y los repartos del día tienen sus propios récords; las partidas de práctica, continuadas desde una partida analizada, no cuentan en ninguno</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Deals:</source>
        <translation>Re&amp;partos:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Records</source>
        <translation>Récords</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Games played</source>
        <translation>Partidas jugadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games won</source>
        <translation>Partidas ganadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate</source>
        <translation>Porcentaje de victorias</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best score</source>
        <translation>Mejor puntuación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average score</source>
        <translation>Puntuación media</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest moves to win</source>
        <translation>Victoria con menos movimientos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fastest win</source>
        <translation>Victoria más rápida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current win streak</source>
        <translation>Racha actual de victorias</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest win streak</source>
        <translation>Racha más larga de victorias</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current loss streak</source>
        <translation>Racha actual de derrotas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest loss streak</source>
        <translation>Racha más larga de derrotas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not counted, with help</source>
        <translation>Con ayuda, sin contar</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A game given up or left for another is a loss</source>
        <translation>Una partida abandonada o dejada por otra es una derrota</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Final scores</source>
        <translation>Puntuaciones finales</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+50"/>
        <source>Recent games</source>
        <translation>Partidas recientes</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>Deal</source>
        <translation>Reparto</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Moves</source>
        <translation>Movimientos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Double-click a game to play its deal again.</source>
        <translation>Haz doble clic en una partida para volver a jugar su reparto.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Analyse This Game…</source>
        <translation>Analizar esta partida…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Deals of the day played and won</source>
        <translation>Repartos del día jugados y ganados</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>won</source>
        <translation>ganado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>played, not won</source>
        <translation>jugado, no ganado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bold days were won, italic days played but not won</source>
        <translation>Los días en negrita se ganaron; los días en cursiva se jugaron sin ganar</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Reset Statistics…</source>
        <translation>Restablecer estadísticas…</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Practice games count only here, and hold no record or streak.</source>
        <translation>Las partidas de práctica cuentan solo aquí y no tienen récords ni rachas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only games dealt and played without Hint, Auto or Play to the End count here; the others are listed, marked.</source>
        <translation>Solo cuentan aquí las partidas repartidas y jugadas sin Pista, Automático ni Jugar hasta el final; las demás se listan, marcadas.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{percent}%</source>
        <translation>{percent} %</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Deal of the day won</source>
        <translation>Reparto del día ganado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal of the day played, not won</source>
        <translation>Reparto del día jugado, no ganado</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Daily deals won in a row: {current} (longest {longest}).</source>
        <translation>Repartos del día ganados seguidos: {current} (la racha más larga: {longest}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{month} {year}: {played} played, {won} won.</source>
        <translation>{month} de {year}: {played} jugados, {won} ganados.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Won: {days}.</source>
        <translation>Ganados: {days}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Played, not won: {days}.</source>
        <translation>Jugados, no ganados: {days}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play the Deal of the Day from the Game menu or the start screen: one deal a day, the same for everyone.</source>
        <translation>Juega el reparto del día desde el menú Juego o la pantalla de inicio: un reparto al día, el mismo para todos.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Won</source>
        <translation>Ganada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Given up</source>
        <translation>Abandonada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game over</source>
        <translation>Sin movimientos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{result}, assisted</source>
        <translation>{result}, con ayuda</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{result}, winnable deal</source>
        <translation>{result}, reparto ganable</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{result}, daily deal</source>
        <translation>{result}, reparto del día</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{result}, practice</source>
        <translation>{result}, práctica</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>pasted</source>
        <translation>pegada</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>See where this game could still be won, move by move</source>
        <translation>Ver dónde aún se podía ganar esta partida, movimiento a movimiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only games recorded since moves are kept can be analysed</source>
        <translation>Solo se pueden analizar las partidas registradas desde que se guardan los movimientos</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Forget {games} played with “{rules}”? Their records and history will be lost.</source>
        <translation>¿Olvidar {games} con las reglas «{rules}»? Se perderán sus récords y su historial.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reset Statistics</source>
        <translation>Restablecer estadísticas</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <location filename="../../addiction/store/keeper.py" line="+98"/>
        <source>Another copy of Addiction is using your saved games, so this one keeps its game in progress apart; it will be recorded when you next start.</source>
        <translation>Otra copia de Addiction está usando tus partidas guardadas, así que esta guarda aparte su partida en curso; se registrará la próxima vez que abras el juego.</translation>
    </message>
</context>
<context>
    <name>TableLookDialog</name>
    <message>
        <location filename="../../addiction/table/look_dialog.py" line="+70"/>
        <source>Card Deck and Table</source>
        <translation>Baraja y mesa</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Card decks</source>
        <translation>Barajas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Addiction&apos;s own</source>
        <translation>La de Addiction</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Cards:</source>
        <translation>&amp;Cartas:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Large Print and High Contrast show the game&apos;s own faces, whatever deck is chosen here.</source>
        <translation>Letra grande y alto contraste muestran las cartas propias del juego, sea cual sea la baraja elegida aquí.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Card backs</source>
        <translation>Reversos</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The deck&apos;s own</source>
        <translation>El de la baraja</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+17"/>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <location line="-16"/>
        <location line="+16"/>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <location line="-16"/>
        <location line="+16"/>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Black</source>
        <translation>Negro</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Back:</source>
        <translation>&amp;Reverso:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table colours</source>
        <translation>Colores de la mesa</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Brown</source>
        <translation>Marrón</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grey</source>
        <translation>Gris</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Purple</source>
        <translation>Morado</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Table:</source>
        <translation>&amp;Mesa:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose C&amp;olour…</source>
        <translation>Elegir c&amp;olor…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose &amp;Image…</source>
        <translation>Elegir &amp;imagen…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Table Colour</source>
        <translation>Color de la mesa</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Table Picture</source>
        <translation>Imagen de la mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Images (*.png *.jpg *.jpeg *.webp *.bmp *.gif)</source>
        <translation>Imágenes (*.png *.jpg *.jpeg *.webp *.bmp *.gif)</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>{name} (set aside)</source>
        <translation>{name} (apartada)</translation>
    </message>
</context>
<context>
    <name>Timeline</name>
    <message>
        <location filename="../../addiction/table/timeline.py" line="-355"/>
        <source>Timeline of the game</source>
        <translation>Línea de tiempo de la partida</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>winnable</source>
        <translation>ganable</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>unclear</source>
        <translation>incierta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost</source>
        <translation>perdida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The deal&apos;s start</source>
        <translation>El principio del reparto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After move {number}, {step}</source>
        <translation>Tras el movimiento {number}, {step}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: {verdict}.</source>
        <translation>{where}: {verdict}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The turning point.</source>
        <translation>El punto de inflexión.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click to try again from here.</source>
        <translation>Haz clic para intentarlo de nuevo desde aquí.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Winnable all along: the computer could win from every position of this game.</source>
        <translation>Ganable de principio a fin: el ordenador podía ganar desde cada posición de esta partida.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lost from the deal&apos;s start: no play could win it.</source>
        <translation>Perdida desde el principio del reparto: ninguna jugada podía ganarla.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer found no win from any position of this game.</source>
        <translation>El ordenador no encontró cómo ganar desde ninguna posición de esta partida.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lost for certain from move {number}.</source>
        <translation>Perdida con seguridad desde el movimiento {number}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Winnable until move {number}, {step}; lost after it.</source>
        <translation>Ganable hasta el movimiento {number}, {step}; perdida después.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Winnable until move {number}, {step}; unclear after it, lost from move {lost}.</source>
        <translation>Ganable hasta el movimiento {number}, {step}; incierta después, perdida desde el movimiento {lost}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Winnable until move {number}, {step}; the computer found no win after it, though no loss was proven.</source>
        <translation>Ganable hasta el movimiento {number}, {step}; después el ordenador no encontró cómo ganar, aunque no se demostró la derrota.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Instead, the computer would have played: {step}.</source>
        <translation>En su lugar, el ordenador habría jugado: {step}.</translation>
    </message>
</context>
<context>
    <name>WindowDialogs</name>
    <message>
        <location filename="../../addiction/shell/window_dialogs.py" line="+89"/>
        <source>That position is already on the table.</source>
        <translation>Esa posición ya está en la mesa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paste a Position</source>
        <translation>Pegar una posición</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Give Up?</source>
        <translation>¿Rendirse?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End this game now with a score of {score}?</source>
        <translation>¿Terminar esta partida ahora con {score} de puntuación?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give Up</source>
        <translation>Rendirse</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Don&apos;t ask again</source>
        <translation>No volver a preguntar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the question back on with Ask Before Leaving a Game in the Settings menu</source>
        <translation>Vuelve a activar la pregunta con Preguntar antes de dejar una partida en el menú Ajustes</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Leave This Game?</source>
        <translation>¿Dejar esta partida?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave this game unfinished? It will count as given up.</source>
        <translation>¿Dejar esta partida sin terminar? Contará como abandonada.</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>The deal of the day is not won yet: Restart Deal to try it again.</source>
        <translation>El reparto del día aún no está ganado: Reiniciar reparto para intentarlo de nuevo.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Deal of the day won: %n day(s) in a row.</source>
        <translation>
            <numerusform>Reparto del día ganado: %n día seguido.</numerusform>
            <numerusform>Reparto del día ganado: %n días seguidos.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+31"/>
        <source>That game cannot be analysed here.</source>
        <translation>Esa partida no se puede analizar aquí.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>This game cannot be analysed ({reason}).</source>
        <translation>Esta partida no se puede analizar ({reason}).</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>The game had ended there: nothing is left to play.</source>
        <translation>La partida había terminado ahí: no queda nada por jugar.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Try Again</source>
        <translation>Intentarlo de nuevo</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>That game cannot be played again here.</source>
        <translation>Esa partida no se puede volver a jugar aquí.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Leave this game unfinished and play deal {deal} from the start?</source>
        <translation>¿Dejar esta partida sin terminar y jugar el reparto {deal} desde el principio?</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The table of {game} as a deal opens, drawn with your cards.</source>
        <translation>La mesa de {game} al empezar un reparto, dibujada con tus cartas.</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Play Deal {deal}</source>
        <translation>Jugar el reparto {deal}</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <location filename="../../addiction/shell/menus.py" line="+71"/>
        <source>&amp;New Game</source>
        <translation>&amp;Nueva partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal a new random game</source>
        <translation>Repartir una nueva partida al azar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Restart Deal</source>
        <translation>Re&amp;iniciar reparto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play this deal again from the start</source>
        <translation>Jugar este reparto otra vez desde el principio</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pa&amp;use</source>
        <translation>Pa&amp;usar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the clock and cover the table until you resume (P, or a click)</source>
        <translation>Parar el reloj y cubrir la mesa hasta que continúes (P o un clic)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose &amp;Deal Number…</source>
        <translation>Elegir &amp;reparto por número…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a deal by its number</source>
        <translation>Jugar un reparto por su número</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Deal the next deal the computer rates so</source>
        <translation>Repartir el siguiente reparto que el ordenador califique así</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal of the Da&amp;y</source>
        <translation>Repart&amp;o del día</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Today&apos;s deal of this game: the same deal for every player, one a day</source>
        <translation>El reparto de hoy de este juego: el mismo para todos los jugadores, uno al día</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy Position</source>
        <translation>&amp;Copiar posición</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the cards as text, to share or keep</source>
        <translation>Copiar las cartas como texto, para compartirlas o guardarlas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Paste Position…</source>
        <translation>&amp;Pegar posición…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on from a position written as text</source>
        <translation>Seguir jugando desde una posición escrita como texto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Give Up</source>
        <translation>Ren&amp;dirse</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>End this game with its score as it stands</source>
        <translation>Terminar esta partida con la puntuación actual</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Statistics…</source>
        <translation>&amp;Estadísticas…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your records, final scores and recent games</source>
        <translation>Tus récords, puntuaciones finales y partidas recientes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>C&amp;hoose Game…</source>
        <translation>Elegir &amp;juego…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick a game from pictures of their tables</source>
        <translation>Elegir un juego por las imágenes de sus mesas</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back the last move or redeal</source>
        <translation>Deshacer el último movimiento o barajada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play again what you took back</source>
        <translation>Volver a hacer lo que deshiciste</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the move the game would play now</source>
        <translation>Mostrar el movimiento que haría el juego ahora</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Auto</source>
        <translation>&amp;Automático</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the game play its own choice for you</source>
        <translation>Dejar que el juego haga por ti el movimiento que elegiría</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+257"/>
        <source>Play to the E&amp;nd</source>
        <translation>Jugar hasta el &amp;final</translation>
    </message>
    <message>
        <location line="-253"/>
        <source>Show How It Could Be &amp;Won</source>
        <translation>Mostrar cómo se podía &amp;ganar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch the computer play this lost deal from its start to a win</source>
        <translation>Mira cómo el ordenador juega este reparto perdido desde el principio hasta ganarlo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>De&amp;mo</source>
        <translation>De&amp;mostración</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch the computer play deal after deal; a key or a click stops it</source>
        <translation>Mira cómo el ordenador juega un reparto tras otro; una tecla o un clic lo detiene</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Full Screen</source>
        <translation>&amp;Pantalla completa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Four-&amp;Colour Deck</source>
        <translation>Baraja de cuatro c&amp;olores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue diamonds and green clubs, so no two suits share a colour</source>
        <translation>Diamantes azules y tréboles verdes, para que cada palo tenga su color</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Large Pr&amp;int Cards</source>
        <translation>Cartas con letra gran&amp;de</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank and suit in big type on every card, easy to read at a glance</source>
        <translation>Valor y palo en letra grande en cada carta, fáciles de leer de un vistazo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;High-Contrast Table</source>
        <translation>Mesa de alto contras&amp;te</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A plain dark table, black-edged cards and bold outlines</source>
        <translation>Una mesa oscura y lisa, cartas con borde negro y contornos gruesos</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Card &amp;Deck and Table…</source>
        <translation>Bara&amp;ja y mesa…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the cards, their back and the table&apos;s colour or picture</source>
        <translation>Elegir las cartas, su reverso y el color o la imagen de la mesa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reduced &amp;Motion</source>
        <translation>Movimiento &amp;reducido</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards jump straight to their places: no sliding, shuffling, shaking or hops</source>
        <translation>Las cartas van directas a su sitio: sin deslizarse, barajarse, temblar ni saltar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>As&amp;k Before Leaving a Game</source>
        <translation>Pr&amp;eguntar antes de dejar una partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ask before a new game, another deal or a pasted position ends the game in play, which then counts as given up</source>
        <translation>Preguntar antes de que una partida nueva, otro reparto o una posición pegada termine la partida en juego, que entonces cuenta como abandonada</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>So&amp;und</source>
        <translation>&amp;Sonido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A sound when a card is laid, the cards are shuffled, a click can do nothing and a game is won</source>
        <translation>Un sonido al poner una carta, al barajar, cuando un clic no puede hacer nada y al ganar una partida</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Addiction</source>
        <translation>&amp;Acerca de Addiction</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Game</source>
        <translation>&amp;Juego</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>New Game of Di&amp;fficulty</source>
        <translation>Nueva partida de di&amp;ficultad</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&amp;Play</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Settings</source>
        <translation>&amp;Ajustes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Animation &amp;Speed</source>
        <translation>&amp;Velocidad de la animación</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Off</source>
        <translation>Desactivada</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Sound &amp;Volume</source>
        <translation>Vo&amp;lumen del sonido</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{volume}%</source>
        <translation>{volume} %</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Main Toolbar</source>
        <translation>Barra de herramientas principal</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>&amp;Stop Playing</source>
        <translation>De&amp;tener</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop playing the game&apos;s own choices (or click the table, or press Esc)</source>
        <translation>Dejar de jugar las jugadas del propio juego (o haz clic en la mesa, o pulsa Esc)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Let the game play its own choices one after another, to the end</source>
        <translation>Deja que el juego haga sus propias jugadas, una tras otra, hasta el final</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Easy</source>
        <translation>&amp;Fácil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Medium</source>
        <translation>&amp;Media</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hard</source>
        <translation>&amp;Difícil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;xpert</source>
        <translation>&amp;Experto</translation>
    </message>
</context>
</TS>
