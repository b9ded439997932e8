<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../addiction/shell/about.py" line="+278"/>
        <source>About Addiction</source>
        <translation>Sobre o Addiction</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;h3&gt;Addiction {version}&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Addiction {version}&lt;/h3&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Patience games for the desktop: {games}.</source>
        <translation>Jogos de paciência para o computador: {games}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free software under the GNU GPL, version 3 or later.</source>
        <translation>Software livre sob a GNU GPL, versão 3 ou posterior.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Running on Qt {qt} and Python {python}.</source>
        <translation>Executando no Qt {qt} e no Python {python}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Third-party &amp;licences…</source>
        <translation>&amp;Licenças de terceiros…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The solver searches with its compiled core.</source>
        <translation>O solucionador busca com seu núcleo compilado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The solver searches in pure Python, slower but with the same moves (no compiled core: {why}).</source>
        <translation>O solucionador busca em Python puro, mais devagar, mas com as mesmas jogadas (sem núcleo compilado: {why}).</translation>
    </message>
</context>
<context>
    <name>AnalysisDialog</name>
    <message>
        <location filename="../../addiction/table/timeline.py" line="+352"/>
        <source>Where Was It Lost?</source>
        <translation>Onde foi perdido?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The computer replays your game and judges each position…</source>
        <translation>O computador repete seu jogo e avalia cada posição…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Analysis progress</source>
        <translation>Progresso da análise</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Try Again</source>
        <translation>Tentar de novo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>This game could not be analysed ({reason}).</source>
        <translation>Não foi possível analisar este jogo ({reason}).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Stopping…</source>
        <translation>Parando…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The analysis was cancelled.</source>
        <translation>A análise foi cancelada.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Each mark is a position, from the deal&apos;s start on the left: a full bar winnable, a half bar unclear, a hatched bar lost. The line above is the score; the bold line and the triangle mark the turning point. Click a mark to try again from there.</source>
        <translation>Cada marca é uma posição, do início da distribuição à esquerda: barra cheia, ganhável; meia barra, incerta; barra hachurada, perdida. A linha acima é a pontuação; a linha grossa e o triângulo marcam o ponto de virada. Clique numa marca para tentar de novo dali.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Try Again Before Move {number}</source>
        <translation>Tentar de novo antes da jogada {number}</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../addiction/program/app.py" line="+343"/>
        <source>Your unfinished game is back, as you left it.</source>
        <translation>Sua partida inacabada voltou, do jeito que você deixou.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>That is not a position: {reason}</source>
        <translation>Isso não é uma posição: {reason}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Addiction was started again to play another game. Leave this one unfinished?</source>
        <translation>O Addiction foi aberto de novo para jogar outra partida. Deixar esta inacabada?</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Play It</source>
        <translation>Jogar</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <location filename="../../addiction/games/gaps/view.py" line="+372"/>
        <source>Dead gap: nothing can follow a King or a gap</source>
        <translation>Espaço morto: nada pode vir depois de um rei ou de um espaço</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead gap: no card can go here</source>
        <translation>Espaço morto: nenhuma carta pode vir aqui</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gap: any 2 can go here</source>
        <translation>Espaço: qualquer 2 pode vir aqui</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gap: any Ace can go here</source>
        <translation>Espaço: qualquer ás pode vir aqui</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gap: {card} goes here</source>
        <translation>Espaço: aqui vai o {card}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Gap: {cards} can go here</source>
        <translation>Espaço: aqui podem vir {cards}</translation>
    </message>
    <message>
        <location line="+363"/>
        <source>{card}, {place}</source>
        <translation>{card}, {place}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chosen: pick the gap it goes to.</source>
        <translation>Escolhida: indique o espaço para onde ela vai.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Can go to the chosen gap.</source>
        <translation>Pode ir para o espaço escolhido.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Can move to {places}.</source>
        <translation>Pode ir para a {places}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In order.</source>
        <translation>Em ordem.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Dead gap, {place}</source>
        <translation>Espaço morto, {place}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>any {rank}</source>
        <translation>qualquer {rank}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Gap, {place}: takes {cards}</source>
        <translation>Espaço, {place}: aceita {cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The chosen card can go here.</source>
        <translation>A carta escolhida pode vir aqui.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} is at {place}</source>
        <translation>{card} está na {place}</translation>
    </message>
</context>
<context>
    <name>CardDecks</name>
    <message>
        <location filename="../../addiction/cardart/table_look.py" line="+71"/>
        <source>The card deck {deck} is no longer installed: the game&apos;s own cards are back.</source>
        <translation>O baralho {deck} não está mais instalado: as cartas do próprio jogo voltaram.</translation>
    </message>
</context>
<context>
    <name>DataFolder</name>
    <message>
        <location filename="../../addiction/store/old_folder.py" line="+72"/>
        <source>Addiction now keeps your records and saved games in {new}; the files of the old folder {old} that it already had are left there, untouched, so you can look through them or delete them.</source>
        <translation>O Addiction agora guarda seus recordes e partidas salvas em {new}; os arquivos da pasta antiga {old} que ela já tinha ficam lá, intactos, para você examiná-los ou apagá-los.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Some of your data could not be moved from the old folder {old} to {new} ({reason}), so it is left where it was and this game starts without it.</source>
        <translation>Parte dos seus dados não pôde ser movida da pasta antiga {old} para {new} ({reason}), então ficou onde estava e este jogo começa sem ela.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Another copy of Addiction is still using the old data folder {old}, so this one uses it too; it moves to its new place the next time Addiction starts.</source>
        <translation>Outra cópia do Addiction ainda está usando a pasta de dados antiga {old}, então esta também a usa; ela será movida para o novo lugar na próxima vez que o Addiction for aberto.</translation>
    </message>
</context>
<context>
    <name>DealDialog</name>
    <message>
        <location filename="../../addiction/table/dialogs.py" line="+95"/>
        <source>Choose Deal</source>
        <translation>Escolher distribuição</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deal number ({low} to {high}):</source>
        <translation>Número da distribuição (de {low} a {high}):</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Type a deal number.</source>
        <translation>Digite o número de uma distribuição.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A deal number is a whole number, like 1234.</source>
        <translation>O número da distribuição é um número inteiro, como 1234.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Deal numbers run from {low} to {high}.</source>
        <translation>Os números de distribuição vão de {low} a {high}.</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+7"/>
        <source>Level: {level}</source>
        <translation>Nível: {level}</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Judging this deal…</source>
        <translation>Avaliando esta distribuição…</translation>
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
        <translation>Médio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Especialista</translation>
    </message>
</context>
<context>
    <name>EndOfGameDialog</name>
    <message>
        <location filename="../../addiction/table/hooks.py" line="+142"/>
        <source>You won!</source>
        <translation>Você venceu!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game over</source>
        <translation>Fim de jogo</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Game ended</source>
        <translation>Partida encerrada</translation>
    </message>
    <message>
        <location filename="../../addiction/games/gaps/page.py" line="+294"/>
        <source>Every row runs from 2 to King. Well played!</source>
        <translation>Todas as fileiras vão do 2 ao rei. Muito bem!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every row is in order. Well played!</source>
        <translation>Todas as fileiras estão em ordem. Muito bem!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No card can move and no redeal is left.</source>
        <translation>Nenhuma carta pode se mover e não sobrou nenhuma redistribuição.</translation>
    </message>
    <message>
        <location filename="../../addiction/table/hooks.py" line="-5"/>
        <source>You gave up this deal.</source>
        <translation>Você desistiu desta distribuição.</translation>
    </message>
    <message>
        <location filename="../../addiction/games/pyramid/page.py" line="+223"/>
        <source>The pyramid is cleared. Well played!</source>
        <translation>A pirâmide está limpa. Muito bem!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No pair, King or turn of the stock is left.</source>
        <translation>Não sobrou nenhum par, rei nem carta para virar do monte.</translation>
    </message>
    <message>
        <location filename="../../addiction/games/gaps/page.py" line="+3"/>
        <location filename="../../addiction/games/pyramid/page.py" line="+4"/>
        <location filename="../../addiction/table/hooks.py" line="-17"/>
        <source>Score</source>
        <translation>Pontuação</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../addiction/games/pyramid/page.py" line="+1"/>
        <location filename="../../addiction/table/hooks.py" line="+2"/>
        <source>Moves</source>
        <translation>Jogadas</translation>
    </message>
    <message>
        <location filename="../../addiction/games/pyramid/page.py" line="+1"/>
        <source>Passes</source>
        <translation>Passagens</translation>
    </message>
    <message>
        <location filename="../../addiction/games/gaps/page.py" line="+1"/>
        <source>Redeals used</source>
        <translation>Redistribuições usadas</translation>
    </message>
    <message>
        <location filename="../../addiction/table/hooks.py" line="+23"/>
        <source>Time</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal</source>
        <translation>Distribuição</translation>
    </message>
    <message>
        <location filename="../../addiction/table/dialogs.py" line="+110"/>
        <source>{name}:</source>
        <translation>{name}:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>New Game</source>
        <translation>Novo jogo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restart Deal</source>
        <translation>Reiniciar distribuição</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show How It Could Be Won</source>
        <translation>Mostrar como dava para vencer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Watch the computer play this deal from its start to a win; your game and its record stay as they are</source>
        <translation>Veja o computador jogar esta distribuição do início até vencer; seu jogo e o registro dele ficam como estão</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Analyse This Game</source>
        <translation>Analisar este jogo</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <location filename="../../addiction/store/files.py" line="+201"/>
        <source>it is a folder, not a file</source>
        <translation>é uma pasta, não um arquivo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is a named pipe, not a regular file</source>
        <translation>é um pipe nomeado, não um arquivo comum</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is a device, not a regular file</source>
        <translation>é um dispositivo, não um arquivo comum</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is not a regular file</source>
        <translation>não é um arquivo comum</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it is a symbolic link, not a regular file</source>
        <translation>é um link simbólico, não um arquivo comum</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>it is larger than {size} MB</source>
        <translation>tem mais de {size} MB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is larger than {size} kB</source>
        <translation>tem mais de {size} kB</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>it is a loop of symbolic links</source>
        <translation>é um laço de links simbólicos</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>it is not UTF-8 text: {excerpt}</source>
        <translation>não é texto UTF-8: {excerpt}</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <location filename="../../addiction/table/page.py" line="+159"/>
        <source>Assisted</source>
        <translation>Com ajuda</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Read the Status Aloud</source>
        <translation>Ler o status em voz alta</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The arrow keys move between the places, Enter or Space plays the one you are on, S reads the score and the time.</source>
        <translation>As setas passam de um lugar a outro, Enter ou Espaço joga o lugar em que você está e S lê a pontuação e o tempo.</translation>
    </message>
    <message>
        <location line="+154"/>
        <source>Looking for the best move…</source>
        <translation>Procurando a melhor jogada…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choosing a move…</source>
        <translation>Escolhendo uma jogada…</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Paused — press P to resume</source>
        <translation>Pausado — pressione P para continuar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Resumed</source>
        <translation>Retomado</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Playing to the end. Press Escape to stop.</source>
        <translation>Jogando até o fim. Pressione Escape para parar.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Play to the End stopped.</source>
        <translation>Jogar até o fim foi interrompido.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Playing to the end — click the table or press Esc to stop</source>
        <translation>Jogando até o fim — clique na mesa ou pressione Esc para parar</translation>
    </message>
    <message>
        <location line="+130"/>
        <source>Deal {deal}</source>
        <translation>Distribuição {deal}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal number: choose it again from the Game menu</source>
        <translation>Número da distribuição: escolha-o de novo no menu Jogo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pasted position</source>
        <translation>Posição colada</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Time: {time}</source>
        <translation>Tempo: {time}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Time: {time} (paused)</source>
        <translation>Tempo: {time} (pausado)</translation>
    </message>
    <message>
        <location line="-98"/>
        <source>No play can lead to a win or a redeal from here: undo, or give up.</source>
        <translation>Daqui nenhuma jogada leva à vitória nem a uma redistribuição: desfaça ou desista.</translation>
    </message>
    <message>
        <location line="-379"/>
        <source>Hint, Auto or Play to the End helped in this game</source>
        <translation>Dica, Auto ou Jogar até o fim ajudou nesta partida</translation>
    </message>
    <message>
        <location line="+366"/>
        <location line="+171"/>
        <source>Auto could not play: {reason}</source>
        <translation>Auto não conseguiu jogar: {reason}</translation>
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
        <translation>Lacunas, Montana: deslize as cartas para formar quatro fileiras, do 2 ao rei.</translation>
    </message>
    <message>
        <location filename="../../addiction/games/pyramid/__init__.py" line="+25"/>
        <source>Pyramid</source>
        <translation>Pirâmide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear the pyramid by removing pairs that add up to 13.</source>
        <translation>Limpe a pirâmide retirando pares que somam 13.</translation>
    </message>
    <message>
        <location filename="../../addiction/games/gaps/__init__.py" line="+9"/>
        <source>Montana</source>
        <translation>Montana</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Addiction&apos;s table with two redeals.</source>
        <translation>A mesa do Addiction com duas redistribuições.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spaces</source>
        <translation>Espaços</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Montana, but a redeal scatters the gaps anywhere.</source>
        <translation>Montana, mas a redistribuição espalha os espaços em qualquer lugar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blue Moon</source>
        <translation>Lua Azul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All 52 cards in rows of 14; each row runs Ace to King.</source>
        <translation>As 52 cartas em fileiras de 14; cada fileira vai do ás ao rei.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Red Moon</source>
        <translation>Lua Vermelha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue Moon with every Ace dealt first, a gap beside it.</source>
        <translation>Lua Azul com os ases distribuídos primeiro, cada um com um espaço ao lado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Galary</source>
        <translation>Galary</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red Moon&apos;s deal; a gap also takes the card below its right neighbour.</source>
        <translation>Distribuição da Lua Vermelha; um espaço também aceita a carta um valor abaixo da vizinha da direita.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Moonlight</source>
        <translation>Luar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Montana&apos;s deal; a gap grows from either side.</source>
        <translation>Distribuição do Montana; um espaço pode ser preenchido pelos dois lados.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jungle</source>
        <translation>Selva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue Moon where a gap takes the next rank of any suit.</source>
        <translation>Lua Azul em que um espaço aceita o valor seguinte de qualquer naipe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spaces and Aces</source>
        <translation>Espaços e Ases</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A gap takes any higher card of its neighbour&apos;s suit; no redeal.</source>
        <translation>Um espaço aceita qualquer carta maior do naipe da vizinha; sem redistribuição.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paganini</source>
        <translation>Paganini</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A short deck of 36 cards: Ace, then 6 to King.</source>
        <translation>Um baralho curto de 36 cartas: ás e depois do 6 ao rei.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double Montana</source>
        <translation>Montana Dupla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two decks in eight rows of 14; no redeal.</source>
        <translation>Dois baralhos em oito fileiras de 14; sem redistribuição.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Gaps Family</source>
        <translation>Família Gaps</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten relatives of Addiction: Montana, Spaces, Blue Moon and more.</source>
        <translation>Dez parentes do Addiction: Montana, Espaços, Lua Azul e outros.</translation>
    </message>
</context>
<context>
    <name>GapsPage</name>
    <message>
        <location filename="../../addiction/games/gaps/page.py" line="-131"/>
        <source>R&amp;edeal</source>
        <translation>R&amp;edistribuir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep each row&apos;s ordered cards and deal the rest again</source>
        <translation>Manter as cartas em ordem de cada fileira e distribuir o resto de novo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rules take effect from the next game</source>
        <translation>As regras valem a partir do próximo jogo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redeals per Game</source>
        <translation>&amp;Redistribuições por partida</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>None</source>
        <translation>Nenhuma</translation>
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
        <translation>Posição dos &amp;espaços na redistribuição</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After Each Row&apos;s Sequence</source>
        <translation>Depois da sequência de cada fileira</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anywhere (Classic Gaps)</source>
        <translation>Em qualquer lugar (Gaps clássico)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redeal &amp;Allowed</source>
        <translation>Redistribuição &amp;permitida</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only When Stuck</source>
        <translation>Só quando travado</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>At Any Time</source>
        <translation>A qualquer momento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show Whether Still &amp;Winnable</source>
        <translation>Mostrar se ainda dá para ven&amp;cer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search in the background whether the cards can still be won without a redeal</source>
        <translation>Verificar em segundo plano se ainda dá para vencer sem redistribuir</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Hint: redeal.</source>
        <translation>Dica: redistribua.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: {card}, to {place}.</source>
        <translation>Dica: {card}, para a {place}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: move {card} to row {row}, column {col}.</source>
        <translation>Dica: mova o {card} para a fileira {row}, coluna {col}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a redeal</source>
        <translation>uma redistribuição</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} to row {row}, column {col}</source>
        <translation>{card} para a linha {row}, coluna {col}</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>This position has no move left.</source>
        <translation>Esta posição não tem mais jogadas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Score: {score}/{full}</source>
        <translation>Pontuação: {score}/{full}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Redeals left: {left}</source>
        <translation>Redistribuições restantes: {left}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Moves: {moves}</source>
        <translation>Jogadas: {moves}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Taken back: {card} to {place}; score {score}.</source>
        <translation>Jogada desfeita: {card} volta para a {place}; pontuação {score}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} to {place}; score {score}.</source>
        <translation>{card} para a {place}; pontuação {score}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Choose a gap for {card} — Esc cancels</source>
        <translation>Escolha um espaço para o {card} — Esc cancela</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a gap for {card}. Escape cancels.</source>
        <translation>Escolha um espaço para o {card}. Escape cancela.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose a card for row {row}, column {col} — Esc cancels</source>
        <translation>Escolha uma carta para a fileira {row}, coluna {col} — Esc cancela</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose a card for {place}. Escape cancels.</source>
        <translation>Escolha uma carta para a {place}. Escape cancela.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Redeal taken back; score {score}.</source>
        <translation>Redistribuição desfeita; pontuação {score}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Redealt: {count} cards dealt again; redeals left: {left}; score {score}.</source>
        <translation>Redistribuição feita: {count} cartas distribuídas de novo; redistribuições restantes: {left}; pontuação {score}.</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>No card can move. Redeal (R) to go on: %n left.</source>
        <translation>
            <numerusform>Nenhuma carta pode se mover. Redistribua (R) para continuar: resta %n redistribuição.</numerusform>
            <numerusform>Nenhuma carta pode se mover. Redistribua (R) para continuar: restam %n redistribuições.</numerusform>
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
        <translation>Procurando, enquanto você pensa, um jeito de pôr todas as cartas em ordem sem redistribuir.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Winnable without a redeal</source>
        <translation>Dá para vencer sem redistribuir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is still a way to put every card in order without redealing.</source>
        <translation>Ainda há um jeito de pôr todas as cartas em ordem sem redistribuir.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No way to put every card in order remains, and no redeal is left: play on for the best score, or give up.</source>
        <translation>Não há mais como pôr todas as cartas em ordem e não resta nenhuma redistribuição: continue pela melhor pontuação, ou desista.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+5"/>
        <source>A redeal will be needed</source>
        <translation>Será preciso redistribuir</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>The cards cannot all be put in order without a redeal. Play on until no card can move; then Redeal deals again the cards out of place.</source>
        <translation>Não dá para pôr todas as cartas em ordem sem redistribuir. Continue jogando até nenhuma carta poder se mover; então Redistribuir distribui de novo as cartas fora do lugar.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The cards cannot all be put in order without a redeal. Order what you can first: a redeal keeps each row&apos;s ordered cards in place.</source>
        <translation>Não dá para pôr todas as cartas em ordem sem redistribuir. Ordene primeiro o que puder: a redistribuição mantém no lugar as cartas já ordenadas de cada fileira.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not known yet</source>
        <translation>Ainda não se sabe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The search found no answer in the time it has; it looks again after your next move.</source>
        <translation>A busca não achou resposta no tempo que tem; ela procura de novo depois da sua próxima jogada.</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Cannot be won</source>
        <translation>Não dá para vencer</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Rules: {rules}.</source>
        <translation>Regras: {rules}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rules: {rules}. They apply from your next game.</source>
        <translation>Regras: {rules}. Elas valem a partir do seu próximo jogo.</translation>
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
        <translation>Idioma do sistema ({language})</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The language changes the next time you start Addiction.</source>
        <translation>O idioma muda na próxima vez que você abrir o Addiction.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Restart in the New Language?</source>
        <translation>Reiniciar no novo idioma?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The new language shows once Addiction starts again.</source>
        <translation>O novo idioma aparece quando o Addiction for iniciado de novo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Restart now? The game in progress is saved and comes back as you left it.</source>
        <translation>Reiniciar agora? O jogo em andamento é salvo e volta como você o deixou.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Restart Now</source>
        <translation>Reiniciar agora</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Later</source>
        <translation>Depois</translation>
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
        <translation>Novo jogo</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Play Deal {deal}</source>
        <translation>Jogar a distribuição {deal}</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Play the Deal of the Day</source>
        <translation>Jogar a distribuição do dia</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Restart Deal</source>
        <translation>Reiniciar distribuição</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Position copied: paste it to share this game.</source>
        <translation>Posição copiada: cole-a para compartilhar esta partida.</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>Large Print and High Contrast show the game&apos;s own faces; your deck comes back when both are off.</source>
        <translation>Letras grandes e alto contraste mostram as cartas do próprio jogo; seu baralho volta quando os dois estiverem desligados.</translation>
    </message>
    <message>
        <location filename="../../addiction/table/dialogs.py" line="+213"/>
        <source>Keep Playing</source>
        <translation>Continuar jogando</translation>
    </message>
    <message>
        <location filename="../../addiction/shell/notices.py" line="+85"/>
        <source>A pasted position sets no record.</source>
        <translation>Uma posição colada não vale recorde.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint, Auto or Play to the End helped, so this game sets no record.</source>
        <translation>Dica, Auto ou Jogar até o fim ajudou, então esta partida não vale recorde.</translation>
    </message>
</context>
<context>
    <name>NoticeBar</name>
    <message>
        <location line="-26"/>
        <source>Close this message</source>
        <translation>Fechar esta mensagem</translation>
    </message>
</context>
<context>
    <name>NoticesDialog</name>
    <message>
        <location filename="../../addiction/shell/about.py" line="-105"/>
        <source>No licence file was installed with {name} {version}.

The licence it states: {licence}</source>
        <translation>Nenhum arquivo de licença foi instalado com {name} {version}.

A licença que ele declara: {licence}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Third-party licences</source>
        <translation>Licenças de terceiros</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Addiction includes the components below. Each comes with the licence texts listed under its name.</source>
        <translation>O Addiction inclui os componentes abaixo. Cada um vem com os textos de licença listados sob o seu nome.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Addiction runs on the installed components below, shown with the licence files they were installed with.</source>
        <translation>O Addiction roda sobre os componentes instalados abaixo, mostrados com os arquivos de licença com que foram instalados.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No licence notices were found.</source>
        <translation>Nenhum aviso de licença foi encontrado.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>This notice could not be read: {error}</source>
        <translation>Não foi possível ler este aviso: {error}</translation>
    </message>
</context>
<context>
    <name>PageDeals</name>
    <message>
        <location filename="../../addiction/dealing/window/page_deals.py" line="+101"/>
        <source>Winnable Deals &amp;Only</source>
        <translation>Só distribuições ga&amp;nháveis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New Game deals only deals the computer has won from the start</source>
        <translation>Novo jogo distribui só as distribuições que o computador venceu desde o início</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>New Game will deal only winnable deals.</source>
        <translation>Novo jogo vai distribuir só distribuições ganháveis.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New Game will deal any deal.</source>
        <translation>Novo jogo vai distribuir qualquer distribuição.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Finding the deal of the day…</source>
        <translation>Procurando a distribuição do dia…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No new deal: the game goes on.</source>
        <translation>Sem distribuição nova: a partida continua.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Looking for a winnable deal…</source>
        <translation>Procurando uma distribuição ganhável…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for a winnable deal of level {level}…</source>
        <translation>Procurando uma distribuição ganhável de nível {level}…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Looking for an Easy deal…</source>
        <translation>Procurando uma distribuição fácil…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looking for a Medium deal…</source>
        <translation>Procurando uma distribuição média…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looking for a Hard deal…</source>
        <translation>Procurando uma distribuição difícil…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looking for an Expert deal…</source>
        <translation>Procurando uma distribuição de especialista…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>winnable</source>
        <translation>ganhável</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dealt: {judgement}</source>
        <translation>Distribuída: {judgement}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal {deal} dealt: {judgement}</source>
        <translation>Distribuição {deal} distribuída: {judgement}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No such deal was found among the next ones: try again, or choose another level.</source>
        <translation>Nenhuma distribuição assim foi encontrada entre as próximas: tente de novo ou escolha outro nível.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The deal of the day could not be found.</source>
        <translation>Não foi possível encontrar a distribuição do dia.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Deal of the day for {day}: deal {deal}</source>
        <translation>Distribuição do dia {day}: distribuição {deal}</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>{level} · {chances}</source>
        <translation>{level} · {chances}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How hard this deal is, judged by the computer from the deal&apos;s start; winnable: the computer player won it</source>
        <translation>Quão difícil é esta distribuição, avaliada pelo computador desde o início; ganhável: o jogador do computador a venceu</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{level}, winnable</source>
        <translation>{level}, ganhável</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{level}, not winnable</source>
        <translation>{level}, não ganhável</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{level}, not known to be winnable</source>
        <translation>{level}, não se sabe se é ganhável</translation>
    </message>
</context>
<context>
    <name>PauseCover</name>
    <message>
        <location filename="../../addiction/table/pause_cover.py" line="+94"/>
        <source>Paused</source>
        <translation>Pausado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The clock has stopped and the cards are hidden.
Press P, or click anywhere, to play on.</source>
        <translation>O relógio parou e as cartas estão escondidas.
Pressione P, ou clique em qualquer lugar, para continuar jogando.</translation>
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
        <translation>Colar posição</translation>
    </message>
    <message>
        <location filename="../../addiction/games/pyramid/page.py" line="+163"/>
        <source>Seven pyramid rows, apex first (-- for a removed card), then the lines stock:, waste: (bottom card first) and pass: N/3 (Classic) or N (Relaxed). A card is rank then suit (7H, TD, KS).</source>
        <translation>Sete fileiras da pirâmide, a do topo primeiro (-- para uma carta retirada), depois as linhas stock: (monte), waste: (descarte, a carta de baixo primeiro) e pass: N/3 (Clássico) ou N (Relaxado). Uma carta é o valor e depois o naipe em inglês (7H, TD, KS).</translation>
    </message>
    <message>
        <location filename="../../addiction/games/gaps/page.py" line="+78"/>
        <source>{rows} rows of {cols} cards, top row first. A card is rank then suit (7H, TD, KS); a gap is --.</source>
        <translation>{rows} fileiras de {cols} cartas, a de cima primeiro. Uma carta é o valor e depois o naipe em inglês (7H, TD, KS: H copas, D ouros, S espadas, C paus); um espaço é --.</translation>
    </message>
    <message>
        <location filename="../../addiction/table/dialogs.py" line="+22"/>
        <source>Play This</source>
        <translation>Jogar esta</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>That is not a position: {reason}</source>
        <translation>Isso não é uma posição: {reason}</translation>
    </message>
</context>
<context>
    <name>PyramidPage</name>
    <message>
        <location filename="../../addiction/games/pyramid/page.py" line="-224"/>
        <source>Hint: turn the next card of the stock.</source>
        <translation>Dica: vire a próxima carta do monte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: turn the waste over for another pass.</source>
        <translation>Dica: vire o descarte para mais uma passagem.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hint: remove {card}.</source>
        <translation>Dica: retire o {card}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: pair {first} with {second}.</source>
        <translation>Dica: junte o {first} com o {second}.</translation>
    </message>
    <message>
        <location line="-87"/>
        <source>&amp;Pyramid Mode</source>
        <translation>&amp;Modo da Pirâmide</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Classic: Three Passes</source>
        <translation>Clássico: três passagens</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed: Unlimited Passes</source>
        <translation>Relaxado: passagens ilimitadas</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Hint: {card}, on its own.</source>
        <translation>Dica: {card}, sozinho.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint: {first}, with {second}.</source>
        <translation>Dica: {first}, com {second}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a card turned from the stock</source>
        <translation>uma carta virada do monte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the waste turned over</source>
        <translation>o descarte virado de volta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} removed</source>
        <translation>{card} retirada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{first} with {second}</source>
        <translation>{first} com {second}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{first} and {second}</source>
        <translation>{first} e {second}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Removed {cards}; {left} cards left in the pyramid.</source>
        <translation>Retiradas: {cards}; restam {left} cartas na pirâmide.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Turned {card}; {count} cards left in the stock.</source>
        <translation>Virada: {card}; restam {count} cartas no monte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The waste is the stock again: pass {n}.</source>
        <translation>O descarte voltou a ser o monte: passagem {n}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Taken back; {left} cards left in the pyramid.</source>
        <translation>Desfeito; restam {left} cartas na pirâmide.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Pass: {number}/3</source>
        <translation>Passagem: {number}/3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass: {number}</source>
        <translation>Passagem: {number}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stock: {count}</source>
        <translation>Monte: {count}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cleared: {cleared}/{size}</source>
        <translation>Retiradas: {cleared}/{size}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Moves: {moves}</source>
        <translation>Jogadas: {moves}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Classic</source>
        <translation>Clássico</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Relaxed</source>
        <translation>Relaxado</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Change Mode?</source>
        <translation>Mudar de modo?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playing {mode} starts a new game. Leave this one unfinished?</source>
        <translation>Mudar para o modo {mode} começa uma nova partida. Deixar esta inacabada?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New Game</source>
        <translation>Novo jogo</translation>
    </message>
</context>
<context>
    <name>PyramidView</name>
    <message>
        <location filename="../../addiction/games/pyramid/view.py" line="+424"/>
        <source>Pass {0}/3</source>
        <translation>Passagem {0}/3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass {0}</source>
        <translation>Passagem {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} in stock</source>
        <translation>{0} no monte</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0}/28 cleared</source>
        <translation>{0}/28 retiradas</translation>
    </message>
    <message>
        <location line="+235"/>
        <source>Stock, {count} cards, pass {n}</source>
        <translation>Monte, {count} cartas, passagem {n}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stock, {count} cards, pass {n} of {total}</source>
        <translation>Monte, {count} cartas, passagem {n} de {total}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter turns its next card.</source>
        <translation>Enter vira a próxima carta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter turns the waste over.</source>
        <translation>Enter vira o descarte.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Waste, empty</source>
        <translation>Descarte, vazio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waste, {count} cards: {card} on top</source>
        <translation>Descarte, {count} cartas: {card} no topo</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Empty, {place}</source>
        <translation>Lugar vazio, {place}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{card}, {place}</source>
        <translation>{card}, {place}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Covered.</source>
        <translation>Coberta.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Free: a King goes on its own.</source>
        <translation>Livre: o rei sai sozinho.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Free: no free card pairs with it yet.</source>
        <translation>Livre: ainda nenhuma carta livre faz par com ela.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free: pairs with {cards}.</source>
        <translation>Livre: faz par com {cards}.</translation>
    </message>
</context>
<context>
    <name>RecordsStore</name>
    <message>
        <location filename="../../addiction/store/records_file.py" line="+298"/>
        <source>{name} and the files beside it in {folder} belong to other programs, so the games of this session will be forgotten when you quit.</source>
        <translation>{name} e os arquivos ao lado dele em {folder} pertencem a outros programas, então as partidas desta sessão serão esquecidas quando você sair.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name} in {folder} belongs to another program, so it was left as it is and your records are kept in {other} beside it.</source>
        <translation>{name} em {folder} pertence a outro programa, então foi deixado como está e seus recordes ficam em {other}, ao lado dele.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Your records file could not be read ({reason}), so it was kept aside as {name} and a new record book was started.</source>
        <translation>Não foi possível ler seu arquivo de recordes ({reason}), então ele foi guardado à parte como {name} e um novo livro de recordes foi começado.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your records were written by a newer version of Addiction, so they were kept aside as {name} and a new record book was started.</source>
        <translation>Seus recordes foram gravados por uma versão mais nova do Addiction, então foram guardados à parte como {name} e um novo livro de recordes foi iniciado.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your records file was damaged, so it was kept aside as {name} and a new record book was started.</source>
        <translation>O arquivo dos seus recordes estava danificado, então foi guardado à parte como {name} e um novo livro de recordes foi iniciado.</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Your records in {folder} are shown as they are, but new games cannot be saved there, so the games of this session will be forgotten when you quit.</source>
        <translation>Seus recordes em {folder} são mostrados como estão, mas novas partidas não podem ser salvas lá, então as partidas desta sessão serão esquecidas quando você sair.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your records cannot be saved in {folder}, so the games of this session will be forgotten when you quit.</source>
        <translation>Não é possível salvar seus recordes em {folder}, então as partidas desta sessão serão esquecidas quando você sair.</translation>
    </message>
    <message>
        <location filename="../../addiction/store/records.py" line="+170"/>
        <source>Your records could not be read or saved ({error}).</source>
        <translation>Não foi possível ler nem salvar seus recordes ({error}).</translation>
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
        <translation>&lt;p&gt;Ponha cada fileira em ordem: um 2 na primeira coluna, depois 3, 4, … até o rei, todos do mesmo naipe. Qual fileira fica com qual naipe é escolha sua.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-45"/>
        <location line="+91"/>
        <location filename="../../addiction/games/pyramid/page.py" line="+3"/>
        <source>&lt;h3&gt;Play&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Como jogar&lt;/h3&gt;</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>&lt;p&gt;The aces are taken out, leaving four gaps. Fill a gap with the card of the same suit one higher than the card on its left: after 7&lt;font color=#c8102e&gt;♥&lt;/font&gt; only 8&lt;font color=#c8102e&gt;♥&lt;/font&gt; fits. Any 2 fits a gap in the first column. A gap after a King or after another gap is dead: nothing fits there.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Os ases são retirados, deixando quatro espaços. Preencha um espaço com a carta do mesmo naipe um valor acima da carta à esquerda dele: depois do 7&lt;font color=#c8102e&gt;♥&lt;/font&gt; só cabe o 8&lt;font color=#c8102e&gt;♥&lt;/font&gt;. Qualquer 2 cabe num espaço da primeira coluna. Um espaço depois de um rei ou de outro espaço está morto: nada cabe ali.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;p&gt;Click a card to send it to its gap, or click a gap to bring the card that fits. When a 2 could go to several gaps, the choices light up: click one. You can also drag cards.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Clique numa carta para levá-la ao espaço dela, ou clique num espaço para trazer a carta que cabe ali. Quando um 2 pode ir para vários espaços, as opções se acendem: clique em uma. Você também pode arrastar as cartas.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+106"/>
        <source>&lt;h3&gt;Redeal&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Redistribuição&lt;/h3&gt;</translation>
    </message>
    <message>
        <location line="-105"/>
        <source>&lt;p&gt;When every gap is dead you are stuck. Redeal (R) keeps the cards already in order at the start of each row and deals all the others again, with a gap right after each row&apos;s ordered cards. You have up to three redeals (see Settings).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Quando todos os espaços estão mortos, você travou. Redistribuir (R) mantém as cartas já em ordem no início de cada fileira e distribui todas as outras de novo, com um espaço logo depois das cartas ordenadas de cada fileira. Você tem até três redistribuições (veja Configurações).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../addiction/table/help_text.py" line="+13"/>
        <source>&lt;h3&gt;Help&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Ajuda&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../../addiction/games/gaps/rules_text.py" line="+8"/>
        <location line="+122"/>
        <source>&lt;p&gt;Hint (H) shows the move the game itself would play; Auto (A) plays it. Undo (Ctrl+Z) takes back moves and redeals, as far as you like, until the game ends.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Dica (H) mostra a jogada que o próprio jogo faria; Auto (A) faz essa jogada. Desfazer (Ctrl+Z) volta jogadas e redistribuições, quantas você quiser, até a partida terminar.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-115"/>
        <location line="+120"/>
        <source>&lt;h3&gt;Score&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Pontuação&lt;/h3&gt;</translation>
    </message>
    <message>
        <location line="-119"/>
        <source>&lt;p&gt;Your score is the number of cards in order, 0 to 48. The game is over when you are stuck with no redeal left, or when you give up.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Sua pontuação é o número de cartas em ordem, de 0 a 48. A partida acaba quando você trava sem redistribuições sobrando, ou quando desiste.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../addiction/games/pyramid/page.py" line="-2"/>
        <source>&lt;p&gt;Clear the pyramid: remove all 28 of its cards.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Limpe a pirâmide: retire todas as 28 cartas dela.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;Remove two free cards whose values add up to 13: Ace and Queen, 2 and Jack, 3 and 10, 4 and 9, 5 and 8, 6 and 7. A King is removed alone. A card is free when no card lies over it; the top card of the waste is free too.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Retire duas cartas livres cujos valores somam 13: ás e dama, 2 e valete, 3 e 10, 4 e 9, 5 e 8, 6 e 7. O rei é retirado sozinho. Uma carta está livre quando nenhuma outra está por cima dela; a carta do topo do descarte também está livre.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;Click a card, then its partner; a King goes on one click. Click the stock to turn its next card onto the waste.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Clique numa carta e depois no par dela; um rei sai com um clique só. Clique no monte de compra para virar a próxima carta no descarte.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;h3&gt;Passes&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Passagens&lt;/h3&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;When the stock is empty, click its place to turn the waste over and go through the cards again, in the same order. Classic allows three passes in all; Relaxed as many as you like (see Settings).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Quando o monte de compra acabar, clique no lugar dele para virar o descarte e passar pelas cartas de novo, na mesma ordem. O modo Clássico permite três passagens no total; o Relaxado, quantas você quiser (veja Configurações).&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;h3&gt;Help and score&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Ajuda e pontuação&lt;/h3&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Hint (H) shows the action the game would play; Auto (A) plays it. Undo (Ctrl+Z) takes back anything until the game ends. Your score is the number of pyramid cards removed, 0 to 28; the game is over when nothing is left to do.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Dica (H) mostra a ação que o jogo faria; Auto (A) a executa. Desfazer (Ctrl+Z) volta qualquer ação até a partida terminar. Sua pontuação é o número de cartas retiradas da pirâmide, de 0 a 28; a partida acaba quando não resta nada a fazer.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../addiction/games/gaps/rules_text.py" line="+36"/>
        <source>&lt;h3&gt;Deal&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Distribuição&lt;/h3&gt;</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>&lt;p&gt;Put every row in order: an Ace in the first column, then the next ranks of its suit up to King. Which row gets which suit is up to you.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ponha cada fileira em ordem: um ás na primeira coluna, depois os valores seguintes do mesmo naipe até o rei. Qual fileira fica com qual naipe é escolha sua.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;The deck is short: Ace, then 6 to King of each suit, so the 6 comes right after the Ace.&lt;/p&gt;</source>
        <translation>&lt;p&gt;O baralho é curto: ás e depois do 6 ao rei de cada naipe, então o 6 vem logo depois do ás.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;Two decks are played, so every card is there twice; either copy will do.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jogam-se dois baralhos, então cada carta aparece duas vezes; qualquer uma das duas serve.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;A row has one place more than its cards need: the last place does not count.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Cada fileira tem um lugar a mais do que as cartas precisam: o último lugar não conta.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;All 52 cards are dealt in four rows of 13, then the Aces are taken out, leaving four gaps. Aces never come back.&lt;/p&gt;</source>
        <translation>&lt;p&gt;As 52 cartas são distribuídas em quatro fileiras de 13, depois os ases são retirados, deixando quatro espaços. Os ases nunca voltam.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;The cards are dealt from the second column on; then each Ace moves to the first column of a row, leaving a gap where it was.&lt;/p&gt;</source>
        <translation>&lt;p&gt;As cartas são distribuídas a partir da segunda coluna; depois cada ás vai para a primeira coluna de uma fileira, deixando um espaço onde estava.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;The Aces are dealt first, one at the head of each row; the other cards follow from the third column on, so every row starts with a gap beside its Ace.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Os ases são distribuídos primeiro, um no início de cada fileira; as outras cartas vêm a partir da terceira coluna, então cada fileira começa com um espaço ao lado do seu ás.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;The cards are dealt from the second column on; the first column starts empty and takes only Aces.&lt;/p&gt;</source>
        <translation>&lt;p&gt;As cartas são distribuídas a partir da segunda coluna; a primeira coluna começa vazia e só aceita ases.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;p&gt;Fill a gap with the card of the same suit one rank higher than the card on its left.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Preencha um espaço com a carta do mesmo naipe um valor acima da carta à esquerda dele.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;Fill a gap with the card of the same suit one rank higher than the card on its left, or one rank lower than the card on its right.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Preencha um espaço com a carta do mesmo naipe um valor acima da carta à esquerda dele, ou um valor abaixo da carta à direita dele.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;Fill a gap with any card one rank higher than the card on its left, whatever its suit; only cards of one suit count as in order.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Preencha um espaço com qualquer carta um valor acima da carta à esquerda dele, seja qual for o naipe; só cartas do mesmo naipe contam como em ordem.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;Fill a gap with any higher card of the same suit as the card on its left.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Preencha um espaço com qualquer carta maior do mesmo naipe da carta à esquerda dele.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;A gap in the first column takes any 2.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Qualquer 2 cabe num espaço da primeira coluna.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;A gap in the first column takes any Ace.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Qualquer ás cabe num espaço da primeira coluna.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;A gap that no card fits is dead. Click a card to send it to a gap it fits, or click a gap to bring a card that fits; when there is a choice, the choices light up. You can also drag cards.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Um espaço em que nenhuma carta cabe está morto. Clique numa carta para levá-la a um espaço onde ela cabe, ou clique num espaço para trazer uma carta que cabe ali; quando há escolha, as opções se acendem. Você também pode arrastar as cartas.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;p&gt;There is no redeal: when every gap is dead, the game is over.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Não há redistribuição: quando todos os espaços estão mortos, a partida acaba.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;When every gap is dead you are stuck. Redeal (R) keeps the cards in order at the start of each row and deals all the others again, with the gaps anywhere among them.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Quando todos os espaços estão mortos, você travou. Redistribuir (R) mantém as cartas em ordem no início de cada fileira e distribui todas as outras de novo, com os espaços em qualquer lugar entre elas.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;When every gap is dead you are stuck. Redeal (R) keeps the cards in order at the start of each row and deals all the others again, with a gap right after each row&apos;s ordered cards.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Quando todos os espaços estão mortos, você travou. Redistribuir (R) mantém as cartas em ordem no início de cada fileira e distribui todas as outras de novo, com um espaço logo depois das cartas ordenadas de cada fileira.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;p&gt;This game allows one redeal.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Este jogo permite uma redistribuição.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;This game allows two redeals.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Este jogo permite duas redistribuições.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;This game allows three redeals.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Este jogo permite três redistribuições.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;p&gt;Your score is the number of cards in order, 0 to {full}. The game is over when you are stuck with no redeal left, or when you give up.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Sua pontuação é o número de cartas em ordem, de 0 a {full}. A partida acaba quando você trava sem redistribuições sobrando, ou quando desiste.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../addiction/table/help_text.py" line="+5"/>
        <source>&lt;p&gt;Play to the End (Shift+A) goes on playing the game&apos;s own moves until the game ends; a click on the table or a key stops it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jogar até o fim (Shift+A) continua fazendo as jogadas do próprio jogo até a partida acabar; um clique na mesa ou uma tecla o interrompe.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../addiction/games/pyramid/page.py" line="-29"/>
        <source>Rules of Pyramid</source>
        <translation>Regras da Pirâmide</translation>
    </message>
    <message>
        <location filename="../../addiction/table/hooks.py" line="+15"/>
        <source>Rules of {game}</source>
        <translation>Regras de {game}</translation>
    </message>
    <message>
        <location filename="../../addiction/table/dialogs.py" line="+205"/>
        <source>Picture of the table</source>
        <translation>Imagem da mesa</translation>
    </message>
</context>
<context>
    <name>SavedGames</name>
    <message>
        <location filename="../../addiction/store/saved_game.py" line="+174"/>
        <source>Your game in progress cannot be saved in {folder} ({error}), so it will not be there when you next start.</source>
        <translation>Não é possível salvar sua partida em andamento em {folder} ({error}), então ela não estará lá na próxima vez que você abrir o jogo.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Your saved game was damaged and could not be moved aside ({error}), so a new game begins.</source>
        <translation>Sua partida salva estava danificada e não pôde ser guardada à parte ({error}), então um novo jogo começa.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your saved game was damaged, so it was kept aside as {name} and a new game begins.</source>
        <translation>Sua partida salva estava danificada, então foi guardada à parte como {name} e um novo jogo começa.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your saved game could not be read ({reason}), so it was kept aside as {name} and a new game begins.</source>
        <translation>Não foi possível ler sua partida salva ({reason}), então ela foi guardada à parte como {name} e uma nova partida começa.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your finished game could not be removed from disk ({error}).</source>
        <translation>Não foi possível apagar do disco sua partida terminada ({error}).</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>it is not a saved game: {excerpt}</source>
        <translation>não é uma partida salva: {excerpt}</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <location filename="../../addiction/shell/score_chart.py" line="+189"/>
        <source>Final score</source>
        <translation>Pontuação final</translation>
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
        <translation>recorde {score}</translation>
    </message>
    <message>
        <location line="-154"/>
        <location line="+160"/>
        <source>No games finished yet</source>
        <translation>Nenhuma partida terminada ainda</translation>
    </message>
    <message>
        <location line="-164"/>
        <source>Games per final score</source>
        <translation>Partidas por pontuação final</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+174"/>
        <source>Final score {score}: {games}</source>
        <translation>Pontuação final {score}: {games}</translation>
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
        <translation>Procurando</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop looking and go on with the game on the table (Esc)</source>
        <translation>Parar de procurar e continuar a partida da mesa (Esc)</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../../addiction/table/settings.py" line="+180"/>
        <source>Your settings file {path} could not be read ({reason}) nor moved aside ({error}), so Addiction starts with its default settings and forgets your choices when you quit.</source>
        <translation>Não foi possível ler seu arquivo de configurações {path} ({reason}) nem guardá-lo à parte ({error}), então o Addiction começa com as configurações padrão e esquecerá suas escolhas quando você sair.</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Your settings file could not be read ({reason}), so it was kept aside as {name} and Addiction starts with its default settings.</source>
        <translation>Não foi possível ler seu arquivo de configurações ({reason}), então ele foi guardado à parte como {name} e o Addiction começa com as configurações padrão.</translation>
    </message>
</context>
<context>
    <name>Show</name>
    <message>
        <location filename="../../addiction/table/showing.py" line="+152"/>
        <source>Stop</source>
        <translation>Parar</translation>
    </message>
    <message>
        <location line="+117"/>
        <source>Looking for a way to win deal {deal}…</source>
        <translation>Procurando um jeito de vencer a distribuição {deal}…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for a way to win deal {deal}. Press Escape to cancel.</source>
        <translation>Procurando um jeito de vencer a distribuição {deal}. Pressione Escape para cancelar.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to Your Game</source>
        <translation>Voltar ao seu jogo</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No play can win this deal: it was lost from the start.</source>
        <translation>Nenhuma jogada pode vencer esta distribuição: ela estava perdida desde o início.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer could not find a win for this deal either.</source>
        <translation>O computador também não encontrou como vencer esta distribuição.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Replaying deal {deal} as the computer won it, {count} moves. Space pauses, the right arrow plays one move, Escape goes back to your game.</source>
        <translation>Repetindo a distribuição {deal} como o computador a venceu, {count} jogadas. Espaço pausa, a seta para a direita faz uma jogada, Escape volta ao seu jogo.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Replay of deal {deal} paused at move {move} of {count}</source>
        <translation>Repetição da distribuição {deal} pausada na jogada {move} de {count}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay of deal {deal}: move {move} of {count}</source>
        <translation>Repetição da distribuição {deal}: jogada {move} de {count}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The replay could not go on: {reason}</source>
        <translation>A repetição não pôde continuar: {reason}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Paused at move {move} of {count}. Space plays on, the right arrow plays one move.</source>
        <translation>Pausado na jogada {move} de {count}. Espaço continua, a seta para a direita faz uma jogada.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Playing on.</source>
        <translation>Continuando.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The computer won deal {deal} in {count} moves.</source>
        <translation>O computador venceu a distribuição {deal} em {count} jogadas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The computer&apos;s line ended without a win.</source>
        <translation>A linha do computador terminou sem vitória.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press Escape to go back to your game.</source>
        <translation>Pressione Escape para voltar ao seu jogo.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Back to your game as it ended.</source>
        <translation>De volta ao seu jogo como ele terminou.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show How It Could Be Won cancelled.</source>
        <translation>Mostrar como dava para vencer: cancelado.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Demo: the computer plays deal after deal. Press any key or click to stop.</source>
        <translation>Demonstração: o computador joga uma distribuição após outra. Pressione qualquer tecla ou clique para parar.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Demo: deal {deal} — press any key or click to stop</source>
        <translation>Demonstração: distribuição {deal} — pressione qualquer tecla ou clique para parar</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Demo: deal {deal} won — the next deal follows</source>
        <translation>Demonstração: distribuição {deal} vencida — segue a próxima</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Demo: deal {deal} played out — the next deal follows</source>
        <translation>Demonstração: distribuição {deal} terminada — segue a próxima</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Demo stopped: your game is back.</source>
        <translation>Demonstração parada: seu jogo voltou.</translation>
    </message>
</context>
<context>
    <name>ShowBar</name>
    <message>
        <location filename="../../addiction/shell/show_bar.py" line="+24"/>
        <source>Replay Controls</source>
        <translation>Controles da repetição</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+32"/>
        <source>Pause</source>
        <translation>Pausar</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Step</source>
        <translation>Passo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play one move, then hold (→ or N)</source>
        <translation>Fazer uma jogada e esperar (→ ou N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop</source>
        <translation>Parar</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Resume</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play on (Space)</source>
        <translation>Continuar (Espaço)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hold the replay where it is (Space)</source>
        <translation>Segurar a repetição onde está (Espaço)</translation>
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
        <translation>O som está desligado: nenhum dispositivo de som pôde ser aberto (ligue o Som de novo para tentar outra vez).</translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <location filename="../../addiction/table/spoken.py" line="+21"/>
        <source>Ace</source>
        <translation>Ás</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Two</source>
        <translation>Dois</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Three</source>
        <translation>Três</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four</source>
        <translation>Quatro</translation>
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
        <translation>Sete</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Eight</source>
        <translation>Oito</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Nine</source>
        <translation>Nove</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten</source>
        <translation>Dez</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Jack</source>
        <translation>Valete</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Queen</source>
        <translation>Dama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King</source>
        <translation>Rei</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>spades</source>
        <translation>espadas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>hearts</source>
        <translation>copas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>diamonds</source>
        <translation>ouros</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>clubs</source>
        <translation>paus</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{rank} of {suit}</source>
        <translation>{rank} de {suit}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{some} or {last}</source>
        <translation>{some} ou {last}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>row {row}, column {col}</source>
        <translation>fileira {row}, coluna {col}</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <location filename="../../addiction/shell/start_screen.py" line="+435"/>
        <source>Deal of the Day</source>
        <translation>Distribuição do dia</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Choose a game</source>
        <translation>Escolha um jogo</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Back to All Games</source>
        <translation>Voltar a todos os jogos</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Back to {game}</source>
        <translation>Voltar a {game}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go back to the game you left, as you left it (Esc)</source>
        <translation>Voltar ao jogo que você deixou, como você o deixou (Esc)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Deal of the Day: {game}</source>
        <translation>Distribuição do dia: {game}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Today&apos;s deal of {game}: the same deal for every player, one a day</source>
        <translation>A distribuição de hoje de {game}: a mesma para todos os jogadores, uma por dia</translation>
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
        <translation>pontuação</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fewest moves</source>
        <translation>menos jogadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fastest win</source>
        <translation>vitória mais rápida</translation>
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
        <translation>Novo recorde: {records}!</translation>
    </message>
    <message>
        <location filename="../../addiction/games/gaps/page.py" line="-35"/>
        <location line="+3"/>
        <source>no redeals</source>
        <translation>sem redistribuições</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 redeal</source>
        <translation>1 redistribuição</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 redeals</source>
        <translation>2 redistribuições</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 redeals</source>
        <translation>3 redistribuições</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>gaps after sequence</source>
        <translation>espaços após a sequência</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>random gaps</source>
        <translation>espaços ao acaso</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, redeal any time</source>
        <translation>, redistribuir a qualquer momento</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{redeals}, {gaps}{when}</source>
        <translation>{redeals}, {gaps}{when}</translation>
    </message>
    <message>
        <location filename="../../addiction/games/pyramid/page.py" line="+72"/>
        <source>Classic</source>
        <translation>Clássico</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed</source>
        <translation>Relaxado</translation>
    </message>
    <message>
        <location filename="../../addiction/shell/statistics.py" line="+13"/>
        <source>{game}: {options}</source>
        <translation>{game}: {options}</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Statistics</source>
        <translation>Estatísticas</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Regras:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>All deals</source>
        <translation>Todas as distribuições</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Random or chosen deals</source>
        <translation>Distribuições aleatórias ou escolhidas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable deals only</source>
        <translation>Só distribuições ganháveis</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+113"/>
        <source>Deals of the day</source>
        <translation>Distribuições do dia</translation>
    </message>
    <message>
        <location line="-112"/>
        <source>Practice games</source>
        <translation>Jogos de treino</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games dealt by Winnable Deals Only and deals of the day keep records of their own; practice games, played on from an analysed game, count in none</source>
        <translation>Os jogos de Só distribuições ganháveis e as distribuições do dia têm recordes próprios; os jogos de treino, continuados a partir de um jogo analisado, não contam em nenhum</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Deals:</source>
        <translation>&amp;Distribuições:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Records</source>
        <translation>Recordes</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Games played</source>
        <translation>Partidas jogadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games won</source>
        <translation>Partidas vencidas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate</source>
        <translation>Taxa de vitórias</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best score</source>
        <translation>Melhor pontuação</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average score</source>
        <translation>Pontuação média</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest moves to win</source>
        <translation>Vitória com menos jogadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fastest win</source>
        <translation>Vitória mais rápida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current win streak</source>
        <translation>Sequência atual de vitórias</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest win streak</source>
        <translation>Maior sequência de vitórias</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current loss streak</source>
        <translation>Sequência atual de derrotas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest loss streak</source>
        <translation>Maior sequência de derrotas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not counted, with help</source>
        <translation>Com ajuda, não contadas</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A game given up or left for another is a loss</source>
        <translation>Uma partida abandonada ou trocada por outra é uma derrota</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Final scores</source>
        <translation>Pontuações finais</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+50"/>
        <source>Recent games</source>
        <translation>Partidas recentes</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>Deal</source>
        <translation>Distribuição</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Pontuação</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Moves</source>
        <translation>Jogadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Double-click a game to play its deal again.</source>
        <translation>Clique duas vezes numa partida para jogar a distribuição dela de novo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Analyse This Game…</source>
        <translation>Analisar este jogo…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Deals of the day played and won</source>
        <translation>Distribuições do dia jogadas e vencidas</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>won</source>
        <translation>vencida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>played, not won</source>
        <translation>jogada, não vencida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bold days were won, italic days played but not won</source>
        <translation>Os dias em negrito foram vencidos; os dias em itálico foram jogados sem vitória</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Reset Statistics…</source>
        <translation>Zerar estatísticas…</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Practice games count only here, and hold no record or streak.</source>
        <translation>Os jogos de treino contam só aqui e não têm recordes nem sequências.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only games dealt and played without Hint, Auto or Play to the End count here; the others are listed, marked.</source>
        <translation>Só contam aqui as partidas distribuídas e jogadas sem Dica, Auto nem Jogar até o fim; as outras aparecem na lista, marcadas.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{percent}%</source>
        <translation>{percent}%</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Deal of the day won</source>
        <translation>Distribuição do dia vencida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal of the day played, not won</source>
        <translation>Distribuição do dia jogada, não vencida</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Daily deals won in a row: {current} (longest {longest}).</source>
        <translation>Distribuições do dia vencidas seguidas: {current} (a maior sequência: {longest}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{month} {year}: {played} played, {won} won.</source>
        <translation>{month} de {year}: {played} jogadas, {won} vencidas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Won: {days}.</source>
        <translation>Vencidas: {days}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Played, not won: {days}.</source>
        <translation>Jogadas, não vencidas: {days}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play the Deal of the Day from the Game menu or the start screen: one deal a day, the same for everyone.</source>
        <translation>Jogue a distribuição do dia pelo menu Jogo ou pela tela inicial: uma por dia, a mesma para todos.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Won</source>
        <translation>Vitória</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Given up</source>
        <translation>Desistência</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game over</source>
        <translation>Fim de jogo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{result}, assisted</source>
        <translation>{result}, com ajuda</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{result}, winnable deal</source>
        <translation>{result}, distribuição ganhável</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{result}, daily deal</source>
        <translation>{result}, distribuição do dia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{result}, practice</source>
        <translation>{result}, treino</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>pasted</source>
        <translation>colada</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>See where this game could still be won, move by move</source>
        <translation>Ver onde este jogo ainda podia ser vencido, jogada a jogada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only games recorded since moves are kept can be analysed</source>
        <translation>Só podem ser analisados os jogos registrados desde que as jogadas são guardadas</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Forget {games} played with “{rules}”? Their records and history will be lost.</source>
        <translation>Esquecer {games} com as regras “{rules}”? Os recordes e o histórico serão perdidos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reset Statistics</source>
        <translation>Zerar estatísticas</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <location filename="../../addiction/store/keeper.py" line="+98"/>
        <source>Another copy of Addiction is using your saved games, so this one keeps its game in progress apart; it will be recorded when you next start.</source>
        <translation>Outra cópia do Addiction está usando suas partidas salvas, então esta guarda a partida em andamento à parte; ela será registrada quando você abrir o jogo de novo.</translation>
    </message>
</context>
<context>
    <name>TableLookDialog</name>
    <message>
        <location filename="../../addiction/table/look_dialog.py" line="+70"/>
        <source>Card Deck and Table</source>
        <translation>Baralho e mesa</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Card decks</source>
        <translation>Baralhos</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Addiction&apos;s own</source>
        <translation>O do Addiction</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Cards:</source>
        <translation>&amp;Cartas:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Large Print and High Contrast show the game&apos;s own faces, whatever deck is chosen here.</source>
        <translation>Letras grandes e alto contraste mostram as cartas do próprio jogo, seja qual for o baralho escolhido aqui.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Card backs</source>
        <translation>Versos</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The deck&apos;s own</source>
        <translation>O do baralho</translation>
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
        <translation>Vermelho</translation>
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
        <translation>Preto</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Back:</source>
        <translation>&amp;Verso:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table colours</source>
        <translation>Cores da mesa</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Brown</source>
        <translation>Marrom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grey</source>
        <translation>Cinza</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Purple</source>
        <translation>Roxo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Table:</source>
        <translation>&amp;Mesa:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose C&amp;olour…</source>
        <translation>Escolher c&amp;or…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose &amp;Image…</source>
        <translation>Escolher &amp;imagem…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Note</source>
        <translation>Observação</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Table Colour</source>
        <translation>Cor da mesa</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Table Picture</source>
        <translation>Imagem da mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Images (*.png *.jpg *.jpeg *.webp *.bmp *.gif)</source>
        <translation>Imagens (*.png *.jpg *.jpeg *.webp *.bmp *.gif)</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>{name} (set aside)</source>
        <translation>{name} (deixado de lado)</translation>
    </message>
</context>
<context>
    <name>Timeline</name>
    <message>
        <location filename="../../addiction/table/timeline.py" line="-355"/>
        <source>Timeline of the game</source>
        <translation>Linha do tempo do jogo</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>winnable</source>
        <translation>ganhável</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>unclear</source>
        <translation>incerta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost</source>
        <translation>perdida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The deal&apos;s start</source>
        <translation>O início da distribuição</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After move {number}, {step}</source>
        <translation>Após a jogada {number}, {step}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: {verdict}.</source>
        <translation>{where}: {verdict}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The turning point.</source>
        <translation>O ponto de virada.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click to try again from here.</source>
        <translation>Clique para tentar de novo daqui.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Winnable all along: the computer could win from every position of this game.</source>
        <translation>Ganhável do começo ao fim: o computador podia vencer de cada posição deste jogo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lost from the deal&apos;s start: no play could win it.</source>
        <translation>Perdida desde o início da distribuição: nenhuma jogada podia vencê-la.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer found no win from any position of this game.</source>
        <translation>O computador não encontrou vitória a partir de nenhuma posição deste jogo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lost for certain from move {number}.</source>
        <translation>Perdida com certeza a partir da jogada {number}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Winnable until move {number}, {step}; lost after it.</source>
        <translation>Ganhável até a jogada {number}, {step}; perdida depois dela.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Winnable until move {number}, {step}; unclear after it, lost from move {lost}.</source>
        <translation>Ganhável até a jogada {number}, {step}; incerta depois, perdida a partir da jogada {lost}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Winnable until move {number}, {step}; the computer found no win after it, though no loss was proven.</source>
        <translation>Ganhável até a jogada {number}, {step}; depois o computador não encontrou vitória, embora a derrota não tenha sido provada.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Instead, the computer would have played: {step}.</source>
        <translation>Em vez disso, o computador teria jogado: {step}.</translation>
    </message>
</context>
<context>
    <name>WindowDialogs</name>
    <message>
        <location filename="../../addiction/shell/window_dialogs.py" line="+89"/>
        <source>That position is already on the table.</source>
        <translation>Essa posição já está na mesa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paste a Position</source>
        <translation>Colar uma posição</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Give Up?</source>
        <translation>Desistir?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End this game now with a score of {score}?</source>
        <translation>Encerrar esta partida agora com pontuação {score}?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give Up</source>
        <translation>Desistir</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Don&apos;t ask again</source>
        <translation>Não perguntar de novo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the question back on with Ask Before Leaving a Game in the Settings menu</source>
        <translation>Reative a pergunta com Perguntar antes de deixar um jogo no menu Configurações</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Leave This Game?</source>
        <translation>Deixar este jogo?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave this game unfinished? It will count as given up.</source>
        <translation>Deixar este jogo sem terminar? Ele contará como desistência.</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>The deal of the day is not won yet: Restart Deal to try it again.</source>
        <translation>A distribuição do dia ainda não foi vencida: Reiniciar distribuição para tentar de novo.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Deal of the day won: %n day(s) in a row.</source>
        <translation>
            <numerusform>Distribuição do dia vencida: %n dia seguido.</numerusform>
            <numerusform>Distribuição do dia vencida: %n dias seguidos.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+31"/>
        <source>That game cannot be analysed here.</source>
        <translation>Esse jogo não pode ser analisado aqui.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>This game cannot be analysed ({reason}).</source>
        <translation>Este jogo não pode ser analisado ({reason}).</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>The game had ended there: nothing is left to play.</source>
        <translation>O jogo tinha terminado ali: não resta nada para jogar.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Try Again</source>
        <translation>Tentar de novo</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>That game cannot be played again here.</source>
        <translation>Essa partida não pode ser jogada de novo aqui.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Leave this game unfinished and play deal {deal} from the start?</source>
        <translation>Deixar esta partida inacabada e jogar a distribuição {deal} desde o início?</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The table of {game} as a deal opens, drawn with your cards.</source>
        <translation>A mesa de {game} no início de uma distribuição, desenhada com suas cartas.</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Play Deal {deal}</source>
        <translation>Jogar a distribuição {deal}</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <location filename="../../addiction/shell/menus.py" line="+71"/>
        <source>&amp;New Game</source>
        <translation>&amp;Novo jogo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal a new random game</source>
        <translation>Distribuir um novo jogo ao acaso</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Restart Deal</source>
        <translation>&amp;Reiniciar distribuição</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play this deal again from the start</source>
        <translation>Jogar esta distribuição de novo desde o início</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pa&amp;use</source>
        <translation>&amp;Pausar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the clock and cover the table until you resume (P, or a click)</source>
        <translation>Parar o relógio e cobrir a mesa até você continuar (P ou um clique)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose &amp;Deal Number…</source>
        <translation>Escolher &amp;distribuição pelo número…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a deal by its number</source>
        <translation>Jogar uma distribuição pelo número dela</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Deal the next deal the computer rates so</source>
        <translation>Distribuir a próxima distribuição que o computador avalie assim</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal of the Da&amp;y</source>
        <translation>Distrib&amp;uição do dia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Today&apos;s deal of this game: the same deal for every player, one a day</source>
        <translation>A distribuição de hoje deste jogo: a mesma para todos os jogadores, uma por dia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy Position</source>
        <translation>&amp;Copiar posição</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the cards as text, to share or keep</source>
        <translation>Copiar as cartas como texto, para compartilhar ou guardar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Paste Position…</source>
        <translation>Co&amp;lar posição…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on from a position written as text</source>
        <translation>Continuar a partir de uma posição escrita como texto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Give Up</source>
        <translation>Desis&amp;tir</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>End this game with its score as it stands</source>
        <translation>Encerrar esta partida com a pontuação atual</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Statistics…</source>
        <translation>&amp;Estatísticas…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your records, final scores and recent games</source>
        <translation>Seus recordes, pontuações finais e partidas recentes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>C&amp;hoose Game…</source>
        <translation>Escol&amp;her jogo…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick a game from pictures of their tables</source>
        <translation>Escolher um jogo pelas imagens das mesas</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Quit</source>
        <translation>&amp;Sair</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back the last move or redeal</source>
        <translation>Desfazer a última jogada ou redistribuição</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play again what you took back</source>
        <translation>Refazer o que você desfez</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Hint</source>
        <translation>D&amp;ica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the move the game would play now</source>
        <translation>Mostrar a jogada que o jogo faria agora</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Auto</source>
        <translation>&amp;Auto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the game play its own choice for you</source>
        <translation>Deixar o jogo fazer a jogada que ele escolheria</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+257"/>
        <source>Play to the E&amp;nd</source>
        <translation>Jogar até o &amp;fim</translation>
    </message>
    <message>
        <location line="-253"/>
        <source>Show How It Could Be &amp;Won</source>
        <translation>Mostrar como dava para &amp;vencer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch the computer play this lost deal from its start to a win</source>
        <translation>Veja o computador jogar esta distribuição perdida do início até vencer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>De&amp;mo</source>
        <translation>De&amp;monstração</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch the computer play deal after deal; a key or a click stops it</source>
        <translation>Veja o computador jogar uma distribuição após outra; uma tecla ou um clique para</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Full Screen</source>
        <translation>&amp;Tela cheia</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Four-&amp;Colour Deck</source>
        <translation>Baralho de &amp;quatro cores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue diamonds and green clubs, so no two suits share a colour</source>
        <translation>Ouros azuis e paus verdes, para que cada naipe tenha sua cor</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Large Pr&amp;int Cards</source>
        <translation>Cartas com letras &amp;grandes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank and suit in big type on every card, easy to read at a glance</source>
        <translation>Valor e naipe em letras grandes em cada carta, fáceis de ler num relance</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;High-Contrast Table</source>
        <translation>Mesa de a&amp;lto contraste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A plain dark table, black-edged cards and bold outlines</source>
        <translation>Uma mesa escura e lisa, cartas com borda preta e contornos fortes</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Card &amp;Deck and Table…</source>
        <translation>&amp;Baralho e mesa…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the cards, their back and the table&apos;s colour or picture</source>
        <translation>Escolher as cartas, o verso e a cor ou a imagem da mesa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reduced &amp;Motion</source>
        <translation>M&amp;ovimento reduzido</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards jump straight to their places: no sliding, shuffling, shaking or hops</source>
        <translation>As cartas vão direto para o seu lugar: sem deslizar, embaralhar, tremer ou saltar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>As&amp;k Before Leaving a Game</source>
        <translation>Perguntar &amp;antes de deixar um jogo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ask before a new game, another deal or a pasted position ends the game in play, which then counts as given up</source>
        <translation>Perguntar antes que um novo jogo, outra distribuição ou uma posição colada encerre o jogo em andamento, que então conta como desistência</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>So&amp;und</source>
        <translation>&amp;Som</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A sound when a card is laid, the cards are shuffled, a click can do nothing and a game is won</source>
        <translation>Um som quando uma carta é colocada, as cartas são embaralhadas, um clique não pode fazer nada e um jogo é vencido</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regras</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Addiction</source>
        <translation>&amp;Sobre o Addiction</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Game</source>
        <translation>&amp;Jogo</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>New Game of Di&amp;fficulty</source>
        <translation>Novo jogo por di&amp;ficuldade</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&amp;Play</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Settings</source>
        <translation>&amp;Configurações</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Animation &amp;Speed</source>
        <translation>&amp;Velocidade da animação</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Off</source>
        <translation>Desligada</translation>
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
        <translation>Vol&amp;ume do som</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{volume}%</source>
        <translation>{volume}%</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Help</source>
        <translation>Aj&amp;uda</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Main Toolbar</source>
        <translation>Barra de ferramentas principal</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>&amp;Stop Playing</source>
        <translation>&amp;Parar de jogar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop playing the game&apos;s own choices (or click the table, or press Esc)</source>
        <translation>Parar as jogadas do próprio jogo (ou clique na mesa, ou pressione Esc)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Let the game play its own choices one after another, to the end</source>
        <translation>Deixe o jogo fazer suas próprias jogadas, uma após a outra, até o fim</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Easy</source>
        <translation>&amp;Fácil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Medium</source>
        <translation>&amp;Médio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hard</source>
        <translation>&amp;Difícil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;xpert</source>
        <translation>&amp;Especialista</translation>
    </message>
</context>
</TS>
