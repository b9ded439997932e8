/* SPDX-FileCopyrightText: 2026 The Addiction team */
/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Compiled search core for one Addiction deal phase: the same algorithm, node for node,
 * as addiction/games/gaps/solver/_pysearch.py (the pure-Python fallback). Any change here must be
 * made there too; tests/games/gaps/solver/test_core.py compares the two.
 *
 * A position is 52 cells (card 0..51 = suit*13 + rank-1, or -1 for a gap). The search is an
 * iterative depth-first search with an explicit stack, so it can stop after a number of
 * nodes and resume later; Python slices the work to honour a time budget and a cancel flag,
 * and the GIL is released while a slice runs.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>

/* NPLACES, NCOLS, GAP, MAXMOVES, TABLE_SIZE, the run() results (RUNNING, WON, EXHAUSTED,
 * TABLE_FULL), UNLIMITED, MAXBREAKS, the table's TT_WAYS and KEY_FLAG_BITS, DEFAULT_TT_CAP and
 * the zobrist keys ZOB and ZOB_BREAKS: generated from constants.py, which _pysearch imports. */
#include "_core_constants.h"

typedef struct {
    uint8_t src[MAXMOVES];
    uint8_t dst[MAXMOVES];
    uint8_t n;
    uint8_t next;
    uint8_t stuck; /* no legal move at all (n may be smaller: known children are dropped) */
    uint8_t broke; /* the move being searched from here breaks a built row */
    size_t slot;        /* this position's table slot, held for it while it is on the line */
    long long entered;  /* nodes visited before this position */
} Frame;

typedef struct {
    PyObject_HEAD
    int8_t cells[NPLACES];
    int8_t where[NPLACES];
    int8_t gaps[4];
    int8_t len[4];
    uint64_t key;
    /* transposition table: buckets of TT_WAYS entries (see the table section) */
    uint64_t *tt;
    size_t tt_slots;
    uint64_t tt_buckets;
    uint64_t tt_cap_buckets; /* the most buckets the table may grow to */
    size_t tt_used;          /* entries in use */
    /* explicit stack */
    Frame *stack;
    size_t depth; /* frames in use (root frame included) */
    size_t stack_alloc;
    /* options */
    double *table; /* NULL: no phase-end valuation (see doomed) */
    int every_node;
    int breaks_left; /* moves that may still break a built row on this path; -1: any number */
    int strict;      /* moving a lone 2 out of column 1 counts as a break too */
    int reduce;      /* search only a stubborn set of the moves (see gen_moves) */
    uint64_t seed;
    /* results */
    long long nodes;
    int status; /* RUNNING, WON, EXHAUSTED or TABLE_FULL */
    int initialised;
    int failed; /* out of memory mid-search: the state is no longer searchable */
    int busy;   /* a thread is in run() with the GIL released; set and read under the GIL */
    int initialising; /* __init__ is converting its arguments, which may run Python code */
    double best_value;
    int has_best;
    uint8_t *best_src;
    uint8_t *best_dst;
    size_t best_n;
    size_t best_alloc;
} SearchObject;

/* The Python object's plumbing, shared with _family.c: the guards, run(), the getters, the
 * table's memory (tt_alloc, tt_free) and lowest_bit. */
#define SEARCH_OBJECT SearchObject
#define SEARCH_TYPE_NAME "Search"
#define SEARCH_TABLE_HUGE_PAGES 1
#include "_search_object.h"

static uint64_t mix(uint64_t x) {
    x ^= x >> 33;
    x *= 0xFF51AFD7ED558CCDULL;
    x ^= x >> 33;
    x *= 0xC4CEB9FE1A85EC53ULL;
    x ^= x >> 33;
    return x;
}

static int row_length(const int8_t *cells, int row) {
    int base = row * NCOLS;
    int first = cells[base];
    if (first < 0 || first % NCOLS != 1) return 0;
    int n = 1;
    while (n < NCOLS && cells[base + n] == first + n) n++;
    return n;
}

/* ---- transposition table ---- */

/* A fixed-size table, sized by the caller from a memory budget: buckets of TT_WAYS entries,
 * one cache line each. An entry is 8 bytes: the position's key (whose low 8 bits are always
 * zero, see constants.py), TT_USED, the on-line flag TT_LINE, and in bits 1-6 the log2 of the
 * nodes searched below the position once it left the line.
 *
 * When a new position finds its bucket full, it replaces the entry that cost the least to
 * search, never one of the current line: forgetting a finished position only means it may be
 * searched again, but forgetting a position of the line would let the search walk in a
 * circle. So every position of the line is in the table, a position that is in the table was
 * searched to its end or is on the line, and a search that runs out of positions has seen
 * every reachable one: "exhausted" stays a proof. If a bucket holds nothing but positions of
 * the line, the search ends as TABLE_FULL, which callers treat as unfinished. */
#define TT_USED 0x80ULL
#define TT_LINE 0x01ULL
#define TT_COST 0x7EULL
#define TT_KEY_MASK (~((1ULL << KEY_FLAG_BITS) - 1))

/* tt_alloc and tt_free (mmap on Linux, huge pages for a large table): _search_object.h. */

/* The bucket of a key: its mixed high half scaled to the bucket count (no power of two
 * needed, so a table can be sized to its budget). */
static size_t tt_bucket(const SearchObject *s, uint64_t k) {
    return (size_t)(((mix(k) >> 32) * s->tt_buckets) >> 32) * TT_WAYS;
}

/* Whether an entry holds key k: (entry ^ (k | TT_USED)) keeps only the entry's flags, with
 * TT_USED cleared, exactly when the keys agree and the entry is in use. All TT_WAYS entries
 * are compared, without branches: they share one cache line, and the compiler can compare
 * them side by side. */
static int tt_in_bucket(const uint64_t *b, uint64_t k) {
    uint64_t want = k | TT_USED;
    int hit = 0;
    for (int i = 0; i < TT_WAYS; i++) hit |= (b[i] ^ want) < TT_USED;
    return hit;
}

static int tt_contains(const SearchObject *s, uint64_t k) {
    return tt_in_bucket(s->tt + tt_bucket(s, k), k);
}

/* 1 if present; otherwise records k as a position of the line, sets *slot and returns 0;
 * TABLE_FULL if its bucket holds only positions of the line. */
static int tt_check_insert(SearchObject *s, uint64_t k, size_t *slot) {
    size_t base = tt_bucket(s, k);
    uint64_t *b = s->tt + base;
    if (tt_in_bucket(b, k)) return 1;
    int put = -1;
    for (int i = 0; i < TT_WAYS; i++) {
        if (!(b[i] & TT_USED)) { /* slots fill in order and never empty */
            put = i;
            s->tt_used++;
            break;
        }
    }
    if (put < 0) { /* full: replace the cheapest position that is not on the line */
        for (int i = 0; i < TT_WAYS; i++) {
            if (b[i] & TT_LINE) continue;
            if (put < 0 || (b[i] & TT_COST) < (b[put] & TT_COST)) put = i;
        }
        if (put < 0) return TABLE_FULL;
    }
    b[put] = k | TT_USED | TT_LINE;
    *slot = base + (size_t)put;
    return 0;
}

/* The position of frame f leaves the line: its entry now says what searching it cost. */
static void tt_leave_line(SearchObject *s, const Frame *f) {
    unsigned long long spent = (unsigned long long)(s->nodes - f->entered);
    uint64_t bits = 0;
    while (spent && bits < 63) {
        spent >>= 1;
        bits++;
    }
    s->tt[f->slot] = (s->tt[f->slot] & TT_KEY_MASK) | TT_USED | (bits << 1);
}

/* The table starts small and doubles (the last step up to tt_cap) once half its entries are
 * in use, so a search takes the memory of the positions it has seen, not of its whole budget
 * from its first millisecond: the still-winnable search of a new deal held its 40 MB within
 * milliseconds of the window's first frame. Doubling splits every bucket in two (the bucket
 * of a key is its mixed high half scaled to the bucket count), so nothing is lost; on the last,
 * smaller step a full bucket drops its cheapest position off the line, as an insertion would.
 * Frames keep their entry's slot: they are looked up again. Returns 0, or -1 when no bigger
 * table could be had (the search goes on in the one it has). */
static int tt_find(const uint64_t *t, size_t base, uint64_t k) {
    uint64_t want = k | TT_USED;
    for (int i = 0; i < TT_WAYS; i++)
        if ((t[base + (size_t)i] ^ want) < TT_USED) return i;
    return -1;
}

static int tt_grow(SearchObject *s) {
    uint64_t buckets = s->tt_buckets * 2;
    if (buckets > s->tt_cap_buckets) buckets = s->tt_cap_buckets;
    size_t slots = (size_t)buckets * TT_WAYS;
    uint64_t *t = tt_alloc(slots);
    if (!t) return -1;
    uint64_t *old = s->tt;
    size_t old_slots = s->tt_slots;
    s->tt = t;
    s->tt_buckets = buckets;
    s->tt_slots = slots;
    size_t used = 0;
    for (size_t j = 0; j < old_slots; j++) {
        uint64_t e = old[j];
        if (!(e & TT_USED)) continue;
        uint64_t *b = t + tt_bucket(s, e & TT_KEY_MASK);
        int put = -1;
        for (int i = 0; i < TT_WAYS; i++) {
            if (!(b[i] & TT_USED)) {
                put = i;
                used++;
                break;
            }
        }
        if (put < 0) { /* only on the last step: keep the dearer positions and the line */
            for (int i = 0; i < TT_WAYS; i++) {
                if (b[i] & TT_LINE) continue;
                if (put < 0 || (b[i] & TT_COST) < (b[put] & TT_COST)) put = i;
            }
            if (!(e & TT_LINE) && (put < 0 || (e & TT_COST) <= (b[put] & TT_COST))) continue;
            if (put < 0) { /* nine positions of the line in one bucket: keep the old table */
                tt_free(t, slots);
                s->tt = old;
                s->tt_slots = old_slots;
                s->tt_buckets = old_slots / TT_WAYS;
                s->tt_cap_buckets = s->tt_buckets;
                return 0;
            }
        }
        b[put] = e;
    }
    for (size_t d = 0; d < s->depth; d++) {
        Frame *f = &s->stack[d];
        uint64_t k = old[f->slot] & TT_KEY_MASK;
        size_t base = tt_bucket(s, k);
        f->slot = base + (size_t)tt_find(t, base, k); /* a position of the line is always kept */
    }
    s->tt_used = used;
    tt_free(old, old_slots);
    return 0;
}

/* ---- moves ---- */

static void apply_move(SearchObject *s, int src, int dst) {
    int c = s->cells[src];
    s->cells[dst] = (int8_t)c;
    s->cells[src] = GAP;
    s->where[c] = (int8_t)dst;
    for (int i = 0; i < 4; i++) {
        if (s->gaps[i] == dst) {
            s->gaps[i] = (int8_t)src;
            break;
        }
    }
    s->key ^= ZOB[c * NPLACES + src] ^ ZOB[c * NPLACES + dst];
    int rs = src / NCOLS, rd = dst / NCOLS;
    s->len[rd] = (int8_t)row_length(s->cells, rd);
    if (rs != rd) s->len[rs] = (int8_t)row_length(s->cells, rs);
}

/* How much the score changes if the card at src goes to dst (exact). */
static int move_gain(const SearchObject *s, int src, int dst) {
    const int8_t *cells = s->cells;
    int c = cells[src];
    int col = dst % NCOLS, row = dst / NCOLS;
    int gain = 0;
    if (col == s->len[row]) {
        /* the card lands right after the sequence (or starts one in column 1) */
        gain = 1;
        while (col + gain < NCOLS && cells[dst + gain] == c + gain) gain++;
    }
    if (src % NCOLS == 0 && src % NCOLS < s->len[src / NCOLS]) gain -= s->len[src / NCOLS];
    return gain;
}

/* Whether moving the card at src into dst leaves a dead gap behind (right of a King or gap). */
static int leaves_dead_gap(const SearchObject *s, int src, int dst) {
    if (src % NCOLS == 0) return 0;
    int left = src - 1 == dst ? s->cells[src] : s->cells[src - 1];
    return left < 0 || left % NCOLS == 12;
}

static int move_rank(const SearchObject *s, int src, int dst) {
    int gain = move_gain(s, src, dst);
    if (gain > 0) return 10 - gain;
    if (gain < 0) return 40;
    int col = src % NCOLS;
    if (col == s->len[src / NCOLS]) return 20; /* the new gap can extend a sequence */
    return leaves_dead_gap(s, src, dst) ? 23 : 22;
}

/* Whether moving the card at src breaks a built row: it is the 2 heading a sequence of two or
 * more cards (such a 2 can only go to another row's column 1) or, if strict, any 2 in column 1. */
static int is_break(const SearchObject *s, int src) {
    return src % NCOLS == 0 && s->len[src / NCOLS] >= (s->strict ? 1 : 2);
}

/* The key change for a move that uses up one of the breaks left. */
static uint64_t break_key(const SearchObject *s) {
    return ZOB_BREAKS[s->breaks_left] ^ ZOB_BREAKS[s->breaks_left - 1];
}

/* Uses up one break (spend) or gives it back, keeping the key in step. */
static void count_break(SearchObject *s, int spend) {
    if (spend) {
        s->key ^= break_key(s);
        s->breaks_left--;
    } else {
        s->breaks_left++;
        s->key ^= break_key(s);
    }
}

/* ---- stubborn sets ----
 *
 * A search for a won position needs only some of the moves at each position: a *stubborn set*
 * (Valmari). The moves are grouped by gap: a gap's move fills it with the card after its left
 * neighbour (a gap in column 1 takes any 2), and the gap goes where that card was. A set T of
 * gaps is stubborn when the other gaps, moving among themselves in any order for as long as
 * they can, never take away the card left of a gap of T, never take the card one of its moves
 * would move, never take the card after that one, and never fill the left neighbour of a gap
 * of T that has no move now. Then a move of T played first leads to the very position it
 * would lead to after any moves of the others, and stays playable meanwhile; so any line
 * to a position without moves can start with a move of T. A won position has no move, so a
 * search playing only T's moves finds a win whenever there is one, and proves a loss only
 * when there is none, in fewer positions: moves at gaps that do not meet are not tried in
 * every order.
 *
 * Whether the others can reach a place is over-approximated by reach(): the places their
 * gaps may ever occupy, found with the cards each such place may come to hold. The least such
 * set does not depend on the order of the work, so _pysearch computes the same one. */

#define REDUCE_NEEDS "reduce needs breaks of -1 or 0 and every_node=False"
#define TWOS_MASK ((1ULL << 1) | (1ULL << 14) | (1ULL << 27) | (1ULL << 40))
#define KINGS_MASK ((1ULL << 12) | (1ULL << 25) | (1ULL << 38) | (1ULL << 51))


/* Whether gaps starting at the places of `start`, moving only among themselves while every
 * other gap stays, may come to any place of `avoid`. The places they may occupy grow as a set:
 * a gap at x takes a card it accepts (any 2 in column 1, else the card after one that may
 * stand left of x) and goes where that card stood, either its place now or a place already in
 * the set. The answer is the same whatever order the work is done in. */
static int reaches(const SearchObject *s, uint64_t start, uint64_t avoid) {
    uint64_t set = start, work = start;
    if (set & avoid) return 1;
    uint64_t arrive[NPLACES]; /* cards that may come to each place of the set */
    for (uint64_t b = start; b; b &= b - 1) arrive[lowest_bit(b)] = 0;
    while (work) {
        int x = lowest_bit(work);
        work &= work - 1;
        uint64_t in;
        if (x % NCOLS == 0) {
            in = TWOS_MASK;
        } else {
            int left = s->cells[x - 1];
            uint64_t there = left >= 0 ? 1ULL << left : 0;
            if (set >> (x - 1) & 1) there |= arrive[x - 1];
            in = (there & ~KINGS_MASK) << 1;
        }
        uint64_t fresh = in & ~arrive[x];
        if (!fresh) continue;
        arrive[x] |= fresh;
        if (x % NCOLS != NCOLS - 1 && (set >> (x + 1) & 1)) work |= 1ULL << (x + 1);
        for (; fresh; fresh &= fresh - 1) {
            int from = s->where[lowest_bit(fresh)];
            if (!(set >> from & 1)) {
                if (avoid >> from & 1) return 1;
                set |= 1ULL << from;
                arrive[from] = 0;
                work |= 1ULL << from;
            }
        }
    }
    return 0;
}

/* Whether the gaps of `chosen` (a bit per gap index) are stubborn: see above. first[i] and
 * count[i] locate gap i's moves in f. */
static int stubborn(const SearchObject *s, const Frame *f, const int *g, const int *first,
                    const int *count, int chosen) {
    uint64_t others = 0, avoid = 0;
    for (int i = 0; i < 4; i++) {
        if (!(chosen >> i & 1)) {
            others |= 1ULL << g[i];
            continue;
        }
        if (!count[i] && g[i] % NCOLS != 0) avoid |= 1ULL << (g[i] - 1); /* it gets no move */
        for (int m = first[i]; m < first[i] + count[i]; m++) {
            int src = f->src[m], dst = f->dst[m];
            avoid |= 1ULL << src;
            if (dst % NCOLS != 0) avoid |= 1ULL << (dst - 1);
            if (src % NCOLS != NCOLS - 1) avoid |= 1ULL << (src + 1);
        }
    }
    return !reaches(s, others, avoid);
}

/* Keeps only the moves of the stubborn set of gaps with the fewest moves, with their ordering
 * keys: sets of one gap are tried, then of two, then of three, and a tie goes to the first
 * (all four gaps are always stubborn). Returns how many moves are kept. (Preferring the sets
 * that hold the move ordered first, as _family.c does, proved fewer lost deals in 10 s.) */
static int reduce_moves(const SearchObject *s, Frame *f, int *keys, const int *g,
                        const int *count, int n) {
    static const int sets[14] = {1, 2, 4, 8, 3, 5, 6, 9, 10, 12, 7, 11, 13, 14};
    int first[4];
    for (int i = 0, at = 0; i < 4; i++) {
        first[i] = at;
        at += count[i];
    }
    int best = -1, best_n = n;
    for (int k = 0; k < 14 && best_n > 1; k++) {
        int moves = 0;
        for (int i = 0; i < 4; i++)
            if (sets[k] >> i & 1) moves += count[i];
        if (moves == 0 || moves >= best_n) continue;
        if (stubborn(s, f, g, first, count, sets[k])) {
            best = sets[k];
            best_n = moves;
        }
    }
    if (best < 0) return n;
    int kept = 0;
    for (int i = 0; i < 4; i++) {
        if (!(best >> i & 1)) continue;
        for (int m = first[i]; m < first[i] + count[i]; m++) {
            f->src[kept] = f->src[m];
            f->dst[kept] = f->dst[m];
            keys[kept] = keys[m];
            kept++;
        }
    }
    return kept;
}

static void gen_moves(const SearchObject *s, Frame *f) {
    int g[4];
    int keys[MAXMOVES];
    for (int i = 0; i < 4; i++) g[i] = s->gaps[i];
    for (int i = 1; i < 4; i++) { /* sort the four gaps */
        int v = g[i], j = i - 1;
        while (j >= 0 && g[j] > v) { g[j + 1] = g[j]; j--; }
        g[j + 1] = v;
    }
    int n = 0;
    int count[4];
    for (int i = 0; i < 4; i++) {
        int gap = g[i];
        int before = n;
        if (gap % NCOLS == 0) {
            for (int suit = 0; suit < 4; suit++) {
                int src = s->where[suit * NCOLS + 1];
                if (s->breaks_left == 0 && is_break(s, src)) continue;
                f->src[n] = (uint8_t)src;
                f->dst[n] = (uint8_t)gap;
                n++;
            }
        } else {
            int left = s->cells[gap - 1];
            if (left < 0 || left % NCOLS == 12) {
                count[i] = 0;
                continue;
            }
            int src = s->where[left + 1];
            f->src[n] = (uint8_t)src;
            f->dst[n] = (uint8_t)gap;
            n++;
        }
        count[i] = n - before;
    }
    for (int i = 0; i < n; i++) {
        int k = move_rank(s, f->src[i], f->dst[i]) * 1024;
        if (s->seed) k += (int)(mix(s->seed ^ ((uint64_t)f->src[i] << 8) ^ f->dst[i]) & 1023);
        keys[i] = k;
    }
    int all = n;
    if (s->reduce && n > 1) n = reduce_moves(s, f, keys, g, count, n);
    /* Children already in the table would be skipped when their turn comes: they are dropped
     * below. Their table slots are fetched first, so that the cache misses overlap with each
     * other and with the ordering work instead of queueing. The search is unchanged; a child
     * added later by a sibling is still caught when its turn comes. */
    uint64_t child[MAXMOVES];
    for (int i = 0; i < n; i++) {
        int c = s->cells[f->src[i]];
        child[i] = s->key ^ ZOB[c * NPLACES + f->src[i]] ^ ZOB[c * NPLACES + f->dst[i]];
        if (s->breaks_left > 0 && is_break(s, f->src[i])) child[i] ^= break_key(s);
#if defined(__GNUC__) || defined(__clang__)
        __builtin_prefetch(&s->tt[tt_bucket(s, child[i])]);
#endif
    }
    for (int i = 1; i < n; i++) { /* stable insertion sort by key */
        int k = keys[i];
        uint8_t a = f->src[i], b = f->dst[i];
        uint64_t ck = child[i];
        int j = i - 1;
        while (j >= 0 && keys[j] > k) {
            keys[j + 1] = keys[j];
            f->src[j + 1] = f->src[j];
            f->dst[j + 1] = f->dst[j];
            child[j + 1] = child[j];
            j--;
        }
        keys[j + 1] = k;
        f->src[j + 1] = a;
        f->dst[j + 1] = b;
        child[j + 1] = ck;
    }
    f->next = 0;
    f->stuck = all == 0;
    int kept = 0;
    for (int i = 0; i < n; i++) {
        if (tt_contains(s, child[i])) continue;
        f->src[kept] = f->src[i];
        f->dst[kept] = f->dst[i];
        kept++;
    }
    f->n = (uint8_t)kept;
}

/* ---- positions lost for good ----
 *
 * The search that may prove a loss (any number of breaks, over stubborn sets, no table) looks
 * for a win and nothing else, so a position from which no line leads to one need not be
 * searched: it is treated as having no move. (The limited searches need no proof and lost
 * more time to the check than it saved them.) Some such positions are seen at once, from the
 * cards that can never move again. A card may move some day if the card before it in its suit
 * may (a 2: if a gap may ever open in column 1), or if the place right of the card before it
 * may ever be a gap: it is one now, or it holds a card that may move. The least set of cards
 * closed under these rules does not depend on the order of the work. A card outside it keeps
 * its place through any line of play: its first move would need a gap that only a card of the
 * set could have left. Once a gap may open in column 1 every card may move, so cards are
 * frozen only when column 1 holds frozen cards; then the position is lost if any frozen card
 * is not where every win has it: in the column of its rank, in the row headed by the 2 of its
 * suit. A won position passes (no card there can move). A position with a line to a win is
 * never called lost, so every win is still reached, also over stubborn sets. */

/* A card after one that may move may move too, so the cards of a suit that may move are those
 * from some rank up: low[suit] is the least such rank (card index within the suit; 13: none).
 * A 2 moves only to column 1, which returns at once, so low[suit] >= 2 and the suit's frozen
 * cards are its 2 and the ranks after it up to low[suit] - 1. They are all where a win has
 * them exactly when the 2 heads a row whose built sequence holds them all, that is when the
 * card after that sequence may move: need[suit] (1, the 2 itself, never, if the 2 is not in
 * column 1; 13 once the row is built). The work stops as soon as every suit's need is met. */
static int doomed(const SearchObject *s) {
    const int8_t *cells = s->cells;
    for (int row = 0; row < 4; row++)
        if (cells[row * NCOLS] < 0) return 0;
    int low[4] = {NCOLS, NCOLS, NCOLS, NCOLS}, need[4], unmet = 0;
    for (int suit = 0; suit < 4; suit++) {
        int two = s->where[suit * NCOLS + 1];
        need[suit] = two % NCOLS ? 1 : s->len[two / NCOLS] + 1;
        unmet += need[suit] < NCOLS;
    }
    if (!unmet) return 0;
    int todo[NPLACES]; /* places that may be gaps some day, not yet looked at */
    int n = 0;
    for (int i = 0; i < 4; i++) todo[n++] = s->gaps[i];
    while (n) {
        int x = todo[--n];
        if (x % NCOLS == 0) return 0; /* then any 2 may come here, and every card may move */
        int left = cells[x - 1];
        if (left < 0 || left % NCOLS == 12) continue; /* a gap may come, then a card: below */
        int suit = (left + 1) / NCOLS, first = (left + 1) % NCOLS;
        if (first >= low[suit]) continue;
        for (int rank = first; rank < low[suit]; rank++) /* it, and the cards after it */
            todo[n++] = s->where[suit * NCOLS + rank];
        if (first <= need[suit] && low[suit] > need[suit] && !--unmet) return 0;
        low[suit] = first;
    }
    return 1;
}

/* ---- search ---- */

/* Makes room for one more frame; called before the search changes anything, so that running
 * out of memory leaves a consistent position behind. */
static int reserve_frame(SearchObject *s) {
    if (s->depth < s->stack_alloc) return 0;
    if (s->stack_alloc > ((size_t)-1) / 2 / sizeof(Frame)) return -1;
    size_t na = s->stack_alloc * 2;
    Frame *ns = realloc(s->stack, na * sizeof(Frame));
    if (!ns) return -1;
    s->stack = ns;
    s->stack_alloc = na;
    return 0;
}

/* Enters the current position (room was reserved), whose table entry is at slot. */
static void push_frame(SearchObject *s, size_t slot) {
    Frame *f = &s->stack[s->depth];
    if (s->reduce && s->breaks_left == UNLIMITED && !s->table && doomed(s)) {
        f->n = f->next = 0;
        f->stuck = 1; /* searched as if it had no move (stuck only matters to a table) */
    } else {
        gen_moves(s, f);
    }
    f->broke = 0;
    f->slot = slot;
    f->entered = s->nodes;
    s->depth++;
}

static int record_best(SearchObject *s) {
    size_t n = s->depth - 1;
    if (n > s->best_alloc) {
        size_t na = n * 2 + 64;
        uint8_t *a = realloc(s->best_src, na);
        if (!a) return -1;
        s->best_src = a;
        uint8_t *b = realloc(s->best_dst, na);
        if (!b) return -1;
        s->best_dst = b;
        s->best_alloc = na;
    }
    for (size_t i = 0; i < n; i++) {
        Frame *f = &s->stack[i];
        s->best_src[i] = f->src[f->next - 1];
        s->best_dst[i] = f->dst[f->next - 1];
    }
    s->best_n = n;
    return 0;
}

/* Called on entering a position (after it was pushed). Returns WON if won, -1 on error. */
static int visit(SearchObject *s) {
    int score = s->len[0] + s->len[1] + s->len[2] + s->len[3];
    s->nodes++;
    if (score == 48) return WON;
    if (s->table && (s->every_node || s->stack[s->depth - 1].stuck)) {
        double v = s->table[((s->len[0] * 14 + s->len[1]) * 14 + s->len[2]) * 14 + s->len[3]];
        if (!s->has_best || v > s->best_value) {
            if (record_best(s) < 0) return -1; /* before the value: they change together */
            s->best_value = v;
            s->has_best = 1;
        }
    }
    return RUNNING;
}

/* Runs until `limit` more nodes were visited or the search ended (WON, EXHAUSTED or
 * TABLE_FULL); -1 when out of memory. */
static int run_slice(SearchObject *s, long long limit) {
    /* limit may be anything up to LLONG_MAX: never let the sum overflow */
    long long stop = limit > LLONG_MAX - s->nodes ? LLONG_MAX : s->nodes + limit;
    while (s->nodes < stop) {
        Frame *f = &s->stack[s->depth - 1];
        if (f->next >= f->n) {
            if (s->depth == 1) return EXHAUSTED;
            tt_leave_line(s, f);
            s->depth--;
            Frame *p = &s->stack[s->depth - 1];
            apply_move(s, p->dst[p->next - 1], p->src[p->next - 1]);
            if (p->broke) count_break(s, 0);
            continue;
        }
        if (reserve_frame(s) < 0) return -1;
        if (s->tt_buckets < s->tt_cap_buckets && s->tt_used >= s->tt_slots / 2 &&
            tt_grow(s) < 0)
            s->tt_cap_buckets = s->tt_buckets; /* no more memory: go on in this table */
        f = &s->stack[s->depth - 1]; /* the stack may have moved */
        int src = f->src[f->next], dst = f->dst[f->next];
        f->next++;
        f->broke = (uint8_t)(s->breaks_left > 0 && is_break(s, src));
        if (f->broke) count_break(s, 1);
        apply_move(s, src, dst);
        size_t slot = 0;
        int seen = tt_check_insert(s, s->key, &slot);
        if (seen) {
            apply_move(s, dst, src);
            if (f->broke) count_break(s, 0);
            if (seen == TABLE_FULL) { /* leave the line as it was, and stop for good */
                f->next--;
                f->broke = 0;
                return TABLE_FULL;
            }
            continue;
        }
        push_frame(s, slot);
        int r = visit(s);
        if (r != RUNNING) return r;
    }
    return RUNNING;
}

static void release(SearchObject *s) {
    if (s->tt) tt_free(s->tt, s->tt_slots);
    s->tt = NULL;
    free(s->stack);
    s->stack = NULL;
    free(s->table);
    s->table = NULL;
    free(s->best_src);
    s->best_src = NULL;
    free(s->best_dst);
    s->best_dst = NULL;
}

static int init_search(SearchObject *s, PyObject *args, PyObject *kwds) {
    static char *kwlist[] = {"cells", "table", "every_node", "breaks", "strict", "seed", "tt_cap",
                             "reduce", NULL};
    PyObject *cells_obj, *table_obj = Py_None;
    int every_node = 0, breaks = UNLIMITED, strict = 0, reduce = 0;
    unsigned long long seed = 0;
    Py_ssize_t tt_cap = DEFAULT_TT_CAP;
    if (!not_yet_initialised(s)) return -1;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "O|O$pipKnp", kwlist, &cells_obj, &table_obj,
                                     &every_node, &breaks, &strict, &seed, &tt_cap, &reduce))
        return -1;
    if (breaks < UNLIMITED || breaks > MAXBREAKS) {
        PyErr_SetString(PyExc_ValueError, "breaks must be -1 (any number) or 0..64");
        return -1;
    }
    if (reduce && (breaks > 0 || every_node)) {
        PyErr_SetString(PyExc_ValueError, REDUCE_NEEDS);
        return -1;
    }
    release(s); /* a failed earlier __init__ may have left something behind */
    PyObject *seq = owned_items(cells_obj, "cells must be a sequence");
    if (!seq) return -1;
    if (PyTuple_GET_SIZE(seq) != NPLACES) {
        Py_DECREF(seq);
        PyErr_SetString(PyExc_ValueError, "cells must have 52 entries");
        return -1;
    }
    int ngaps = 0;
    memset(s->where, -1, sizeof s->where);
    for (int i = 0; i < NPLACES; i++) {
        PyObject *item = PyTuple_GET_ITEM(seq, i);
        Py_ssize_t c = GAP;
        if (item != Py_None) {
            c = PyNumber_AsSsize_t(item, NULL); /* a huge int clamps, and is refused below */
            if (c == -1 && PyErr_Occurred()) {
                Py_DECREF(seq);
                return -1;
            }
        }
        if (c < GAP || c >= NPLACES || (c >= 0 && (c % NCOLS == 0 || s->where[c] >= 0)) ||
            (c < 0 && ngaps == 4)) {
            Py_DECREF(seq);
            PyErr_SetString(PyExc_ValueError, "cells must hold the 48 non-aces and 4 gaps");
            return -1;
        }
        s->cells[i] = (int8_t)c;
        if (c < 0) s->gaps[ngaps++] = (int8_t)i;
        else s->where[c] = (int8_t)i;
    }
    Py_DECREF(seq);
    if (ngaps != 4) {
        PyErr_SetString(PyExc_ValueError, "cells must hold the 48 non-aces and 4 gaps");
        return -1;
    }
    if (table_obj != Py_None) {
        PyObject *tseq = owned_items(table_obj, "table must be a sequence");
        if (!tseq) return -1;
        if (PyTuple_GET_SIZE(tseq) != TABLE_SIZE) {
            Py_DECREF(tseq);
            PyErr_SetString(PyExc_ValueError, "table must have 14**4 entries");
            return -1;
        }
        s->table = malloc(TABLE_SIZE * sizeof(double));
        if (!s->table) {
            Py_DECREF(tseq);
            PyErr_NoMemory();
            return -1;
        }
        for (int i = 0; i < TABLE_SIZE; i++) {
            double v = PyFloat_AsDouble(PyTuple_GET_ITEM(tseq, i));
            if (v == -1.0 && PyErr_Occurred()) {
                Py_DECREF(tseq);
                return init_failed(s);
            }
            s->table[i] = v;
        }
        Py_DECREF(tseq);
    }
    s->every_node = every_node;
    s->breaks_left = breaks;
    s->strict = strict;
    s->reduce = reduce;
    s->seed = seed;
    s->key = breaks >= 0 ? ZOB_BREAKS[breaks] : 0;
    for (int i = 0; i < NPLACES; i++)
        if (s->cells[i] >= 0) s->key ^= ZOB[s->cells[i] * NPLACES + i];
    for (int r = 0; r < 4; r++) s->len[r] = (int8_t)row_length(s->cells, r);
    /* tt_cap entries at most, in whole buckets: the table starts at TT_START_BUCKETS and grows
     * as the search goes (tt_grow), so a search costs the memory its caller chose at most */
    uint64_t buckets = tt_cap > TT_WAYS ? (uint64_t)tt_cap / TT_WAYS : 1;
    if (buckets > ((uint64_t)1 << 32) || buckets > SIZE_MAX / (TT_WAYS * sizeof(uint64_t))) {
        PyErr_SetString(PyExc_OverflowError, "tt_cap is too large");
        return init_failed(s);
    }
    s->tt_cap_buckets = buckets;
    s->tt_buckets = buckets < (uint64_t)TT_START_BUCKETS ? buckets : (uint64_t)TT_START_BUCKETS;
    s->tt_slots = (size_t)s->tt_buckets * TT_WAYS;
    s->tt_used = 0;
    s->tt = tt_alloc(s->tt_slots);
    s->stack_alloc = 256;
    s->stack = malloc(s->stack_alloc * sizeof(Frame));
    if (!s->tt || !s->stack) {
        PyErr_NoMemory();
        return init_failed(s);
    }
    s->depth = 0;
    s->nodes = 0;
    s->has_best = 0;
    s->best_n = 0;
    s->best_alloc = 0;
    size_t slot = 0;
    (void)tt_check_insert(s, s->key, &slot); /* an empty table has room */
    push_frame(s, slot);
    int r = visit(s);
    if (r < 0) {
        PyErr_NoMemory();
        return init_failed(s);
    }
    s->status = r;
    s->failed = 0;
    s->initialised = 1;
    return 0;
}

static PyObject *line_list(const uint8_t *src, const uint8_t *dst, size_t n) {
    PyObject *out = PyList_New((Py_ssize_t)n);
    if (!out) return NULL;
    for (size_t i = 0; i < n; i++) {
        PyObject *t = move_pair(src[i], dst[i]);
        if (!t) {
            Py_DECREF(out);
            return NULL;
        }
        PyList_SET_ITEM(out, (Py_ssize_t)i, t);
    }
    return out;
}

static PyObject *Search_path(SearchObject *s, PyObject *Py_UNUSED(ignored)) {
    if (!usable(s)) return NULL;
    size_t n = s->depth ? s->depth - 1 : 0;
    uint8_t *a = malloc(n + 1), *b = malloc(n + 1);
    if (!a || !b) {
        free(a);
        free(b);
        return PyErr_NoMemory();
    }
    for (size_t i = 0; i < n; i++) {
        a[i] = s->stack[i].src[s->stack[i].next - 1];
        b[i] = s->stack[i].dst[s->stack[i].next - 1];
    }
    PyObject *out = line_list(a, b, n);
    free(a);
    free(b);
    return out;
}

static PyObject *Search_best_line(SearchObject *s, PyObject *Py_UNUSED(ignored)) {
    if (!usable(s)) return NULL;
    if (!s->has_best) Py_RETURN_NONE;
    return line_list(s->best_src, s->best_dst, s->best_n);
}

static PyMethodDef Search_methods[] = {
    {"run", (PyCFunction)search_run, METH_O,
     "run(limit) -> status: search up to limit more nodes; 0 running, 1 won, 2 exhausted, "
     "3 table full (ended unfinished)"},
    {"path", (PyCFunction)Search_path, METH_NOARGS,
     "The moves (src, dst) from the root to the current position (the win once won)."},
    {"best_line", (PyCFunction)Search_best_line, METH_NOARGS,
     "The moves to the best-valued phase end seen so far, or None."},
    {NULL, NULL, 0, NULL},
};

static PyObject *Search_get_table_entries(SearchObject *s, void *Py_UNUSED(closure)) {
    return PyLong_FromSize_t(s->tt_slots);
}

static PyGetSetDef Search_getset[] = {
    {"nodes", (getter)search_get_nodes, NULL, "positions visited", NULL},
    {"table_entries", (getter)Search_get_table_entries, NULL,
     "entries the table has now (it grows up to tt_cap)", NULL},
    {"status", (getter)search_get_status, NULL, "0 running, 1 won, 2 exhausted, 3 table full", NULL},
    {"best_value", (getter)search_get_best_value, NULL, "value of best_line's end", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyTypeObject SearchType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "addiction.games.gaps.solver._core.Search",
    .tp_doc = "Resumable depth-first search of one Addiction deal phase.",
    .tp_basicsize = sizeof(SearchObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)search_init,
    .tp_dealloc = (destructor)search_dealloc,
    .tp_methods = Search_methods,
    .tp_getset = Search_getset,
};

static struct PyModuleDef coremodule = {
    PyModuleDef_HEAD_INIT, "_core", "Compiled Addiction search core.", -1, NULL, NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__core(void) { return search_module(&coremodule, &SearchType, "Search"); }
