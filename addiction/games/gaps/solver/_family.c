/* SPDX-FileCopyrightText: 2026 The Addiction team */
/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Compiled search core for every member of the Gaps family: the same algorithm, node for node,
 * as addiction/games/gaps/solver/_pyfamily.py (the pure-Python fallback, which documents the contract).
 * Any change here must be made there too; tests/games/gaps/solver/test_family_core.py compares the two.
 *
 * The variant arrives as a FamilyTables (family_tables.py), whose lists are copied once into
 * fixed arrays here: which cards head a row, which cards a gap takes beside each card, which
 * card continues a sequence, and the zobrist keys. A position is `places` cells (card id
 * 0..103 or -1 for a gap). The search is an iterative depth-first search with an explicit
 * stack, so Python can run it in slices; the GIL is released while a slice runs.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

/* The largest tables the fixed arrays hold (Double Montana: 8x14 places, 104 cards). A move is
 * src * 256 + dst, so places must stay below 256; the tiebreak hash needs them below 1024. */
#define MAX_PLACES 112
#define MAX_CARDS 104
#define MAX_LIST 24
#define GAP (-1)
#define MIN_TT_CAP 64
#define TT_START_SLOTS ((size_t)1 << 17)
#define MAX_TT_CAP ((Py_ssize_t)1 << 40)
/* Ordering keys sort (NET_OFFSET - net) first: net never reaches NET_OFFSET in either sign. */
#define NET_OFFSET 256
#define GOLDEN 0x9E3779B97F4A7C15ULL

/* run() results, as in _pyfamily */
#define RUNNING 0
#define WON 1
#define EXHAUSTED 2
#define TABLE_FULL 3

typedef uint16_t Move; /* src << 8 | dst */

/* A set of places or of cards: both stay below 128. */
typedef struct {
    uint64_t w[2];
} Bits;

typedef struct {
    size_t start; /* the frame's ordered moves are pool[start .. start + n) */
    uint32_t n;
    uint32_t next;
} Frame;

typedef struct {
    uint64_t order; /* NET_OFFSET - net */
    uint64_t tiebreak;
    Move move;
} Keyed;

typedef struct {
    PyObject_HEAD
    /* tables */
    int cols, places, rows, ncards, full_score;
    int nbases;
    uint8_t bases[MAX_LIST];
    uint8_t after_n[MAX_CARDS], before_n[MAX_CARDS];
    uint8_t after[MAX_CARDS][MAX_LIST], before[MAX_CARDS][MAX_LIST];
    uint8_t follows[MAX_CARDS][MAX_CARDS]; /* follows[a][b]: b continues a sequence ending in a */
    uint8_t heads[MAX_CARDS];              /* a card of the rank that heads a row */
    uint8_t row_of[MAX_PLACES], col_of[MAX_PLACES]; /* no division in the inner loops */
    int two_sided;                         /* any before[] list is non-empty */
    Bits base_bits;                        /* bases, after and before as sets, for reduce */
    Bits after_bits[MAX_CARDS], before_bits[MAX_CARDS];
    uint64_t zob[MAX_CARDS * MAX_PLACES];  /* key of (card, place): both copies alike */
    /* position */
    int8_t cells[MAX_PLACES];
    int8_t where[MAX_CARDS]; /* -1: not on the table */
    uint8_t gaps[MAX_PLACES]; /* ascending */
    int ngaps;
    int lens[MAX_PLACES]; /* each row's sequence length */
    int score;
    uint64_t key;
    /* transposition table: open addressing, linear probing, 0 = empty (key 0 held aside) */
    uint64_t *tt;
    size_t tt_mask;
    size_t tt_count;
    size_t tt_room;
    size_t tt_cap_slots; /* the most slots the table may grow to */
    int tt_zero;
    /* explicit stack: frames, their moves in one pool, and the moves of the line */
    Frame *frames;
    size_t depth, frames_alloc;
    Move *pool;
    size_t pool_used, pool_alloc;
    size_t max_moves; /* most moves one position can have */
    Keyed *keyed;     /* scratch for ordering, max_moves long */
    Move *line;
    size_t line_n;
    Move *best; /* as long as line's allocation, so recording a best never allocates */
    size_t best_n, line_alloc;
    int has_best;
    double best_value;
    /* options */
    double *values; /* what an end is worth, by end_key (NULL: its score) */
    size_t *binom;  /* with values: binom[n * (rows + 1) + k] = C(n, k), saturated */
    int row_full;   /* a row holding this many cards in order is complete */
    int every_node;
    int reduce; /* search only a stubborn set of the moves (see reduce_moves) */
    uint64_t seed_mix;
    /* results */
    long long nodes;
    int status;
    int initialised;
    int failed; /* out of memory mid-search: the state is no longer searchable */
    int busy;   /* a thread is in run() with the GIL released; set and read under the GIL */
    int initialising; /* __init__ is converting its arguments, which may run Python code */
} FamilyObject;

/* The Python object's plumbing, shared with _core.c: the guards, run(), the getters, the
 * table's memory (tt_alloc, tt_free) and lowest_bit. */
#define SEARCH_OBJECT FamilyObject
#define SEARCH_TYPE_NAME "FamilySearch"
#include "_search_object.h"

static uint64_t mix64(uint64_t x) {
    x ^= x >> 33;
    x *= 0xFF51AFD7ED558CCDULL;
    x ^= x >> 33;
    x *= 0xC4CEB9FE1A85EC53ULL;
    x ^= x >> 33;
    return x;
}

/* ---- position ---- */

static int row_length(const FamilyObject *s, int row) {
    const int8_t *cells = s->cells + row * s->cols;
    int last = cells[0];
    if (last < 0 || !s->heads[last]) return 0;
    int n = 1;
    while (n < s->cols) {
        int c = cells[n];
        if (c < 0 || !s->follows[last][c]) break;
        last = c;
        n++;
    }
    return n;
}

/* A row's length depends only on its cells up to the one after its sequence. */
static void update_row(FamilyObject *s, int place) {
    int row = s->row_of[place];
    if (s->col_of[place] <= s->lens[row]) {
        int n = row_length(s, row);
        s->score += n - s->lens[row];
        s->lens[row] = n;
    }
}

/* Where the current position is in the values table (_pyfamily.end_key): the rank of its row
 * lengths as a multiset, each at most row_full. */
static size_t end_key(const FamilyObject *s) {
    int sorted[MAX_PLACES];
    for (int r = 0; r < s->rows; r++) {
        int n = s->lens[r] < s->row_full ? s->lens[r] : s->row_full;
        int i = r;
        for (; i > 0 && sorted[i - 1] > n; i--) sorted[i] = sorted[i - 1];
        sorted[i] = n;
    }
    size_t key = 0, width = (size_t)s->rows + 1;
    for (int i = 0; i < s->rows; i++)
        key += s->binom[(size_t)(sorted[i] + i) * width + (size_t)i + 1];
    return key;
}

static void apply_move(FamilyObject *s, int src, int dst) {
    int c = s->cells[src];
    s->cells[dst] = (int8_t)c;
    s->cells[src] = GAP;
    s->where[c] = (int8_t)dst;
    /* dst leaves the gaps and src joins them, which stay sorted */
    int i = 0;
    while (s->gaps[i] != dst) i++;
    while (i > 0 && s->gaps[i - 1] > src) {
        s->gaps[i] = s->gaps[i - 1];
        i--;
    }
    while (i + 1 < s->ngaps && s->gaps[i + 1] < src) {
        s->gaps[i] = s->gaps[i + 1];
        i++;
    }
    s->gaps[i] = (uint8_t)src;
    const uint64_t *z = s->zob + (size_t)c * (size_t)s->places;
    s->key ^= z[src] ^ z[dst];
    update_row(s, src);
    update_row(s, dst);
}

/* ---- moves ---- */

/* The legal moves: gaps in place order, each gap's cards in table order. Returns how many. */
static size_t legal_moves(const FamilyObject *s, Move *out) {
    size_t n = 0;
    for (int i = 0; i < s->ngaps; i++) {
        int gap = s->gaps[i], col = s->col_of[gap];
        if (col == 0) {
            for (int j = 0; j < s->nbases; j++) {
                int src = s->where[s->bases[j]];
                if (src >= 0) out[n++] = (Move)(src << 8 | gap);
            }
            continue;
        }
        int left = s->cells[gap - 1];
        const uint8_t *a = NULL;
        int na = 0;
        if (left >= 0) {
            a = s->after[left];
            na = s->after_n[left];
            for (int j = 0; j < na; j++) {
                int src = s->where[a[j]];
                if (src >= 0) out[n++] = (Move)(src << 8 | gap);
            }
        }
        if (s->two_sided && col + 1 < s->cols) {
            int right = s->cells[gap + 1];
            if (right < 0) continue;
            for (int j = 0; j < s->before_n[right]; j++) {
                int c = s->before[right][j], dup = 0;
                for (int k = 0; k < na; k++) dup |= a[k] == c;
                if (dup) continue;
                int src = s->where[c];
                if (src >= 0) out[n++] = (Move)(src << 8 | gap);
            }
        }
    }
    return n;
}

/* ---- stubborn sets ----
 *
 * As in _core.c, which tells the idea in full: a set T of gaps is stubborn when the other gaps,
 * moving among themselves for as long as they can, never change a place a move of T reads or
 * writes, nor a neighbour whose card decides what a gap takes, and never give a move to a gap
 * of T that has none. Any line to a position without moves can then start with a move of T,
 * so the search plays only T's moves and still reaches every such position: every win (a won
 * position has no move in any variant: each row ends with a card nothing follows) and every
 * stuck end. Here a gap may take several cards, a card may be off the table, and a gap of a
 * two-sided variant also takes by its right neighbour. (All the gaps are always stubborn;
 * reduce_moves says which smaller sets are tried.) */


static int has_bit(const Bits *b, int i) { return (int)(b->w[i >> 6] >> (i & 63) & 1); }
static void put_bit(Bits *b, int i) { b->w[i >> 6] |= 1ULL << (i & 63); }
static int any_bit(const Bits *b) { return (b->w[0] | b->w[1]) != 0; }

/* Removes and returns the lowest member of a set that has one. */
static int take_lowest(Bits *b) {
    int k = b->w[0] ? 0 : 1;
    int i = lowest_bit(b->w[k]);
    b->w[k] &= b->w[k] - 1;
    return k * 64 + i;
}

/* Adds to `in` what a gap takes beside place y (by `table`): y's card now, and if y is in
 * `set`, every card that may come to it. */
static void add_takes(const FamilyObject *s, Bits *in, int y, const Bits *set, const Bits *arrive,
                      const Bits *table) {
    Bits there = {{0, 0}};
    if (s->cells[y] >= 0) put_bit(&there, s->cells[y]);
    if (has_bit(set, y)) {
        there.w[0] |= arrive[y].w[0];
        there.w[1] |= arrive[y].w[1];
    }
    while (any_bit(&there)) {
        int c = take_lowest(&there);
        in->w[0] |= table[c].w[0];
        in->w[1] |= table[c].w[1];
    }
}

/* Whether gaps starting at the places of `start`, moving only among themselves while every
 * other gap stays, may come to a place of `avoid` (_core.c's reaches, for any variant). */
static int reaches(const FamilyObject *s, const Bits *start, const Bits *avoid) {
    Bits set = *start, work = *start;
    if ((set.w[0] & avoid->w[0]) | (set.w[1] & avoid->w[1])) return 1;
    Bits arrive[MAX_PLACES]; /* cards that may come to each place of the set */
    for (Bits b = *start; any_bit(&b);) {
        int x = take_lowest(&b);
        arrive[x].w[0] = arrive[x].w[1] = 0;
    }
    while (any_bit(&work)) {
        int x = take_lowest(&work), col = s->col_of[x];
        Bits in = {{0, 0}};
        if (col == 0) {
            in = s->base_bits;
        } else {
            add_takes(s, &in, x - 1, &set, arrive, s->after_bits);
            if (s->two_sided && col + 1 < s->cols)
                add_takes(s, &in, x + 1, &set, arrive, s->before_bits);
        }
        Bits fresh = {{in.w[0] & ~arrive[x].w[0], in.w[1] & ~arrive[x].w[1]}};
        if (!any_bit(&fresh)) continue;
        arrive[x].w[0] |= fresh.w[0];
        arrive[x].w[1] |= fresh.w[1];
        /* the neighbours that take by this place's card take more now */
        if (col + 1 < s->cols && has_bit(&set, x + 1)) put_bit(&work, x + 1);
        if (s->two_sided && col > 1 && has_bit(&set, x - 1)) put_bit(&work, x - 1);
        while (any_bit(&fresh)) {
            int from = s->where[take_lowest(&fresh)];
            if (from < 0 || has_bit(&set, from)) continue;
            if (has_bit(avoid, from)) return 1;
            put_bit(&set, from);
            arrive[from].w[0] = arrive[from].w[1] = 0;
            put_bit(&work, from);
        }
    }
    return 0;
}

/* The places a gap's taking depends on, besides its own: its left neighbour, and its right
 * one in a two-sided variant (never for column 1, which takes the bases). */
static void add_readers(const FamilyObject *s, Bits *avoid, int place) {
    int col = s->col_of[place];
    if (col > 0) put_bit(avoid, place - 1);
    if (s->two_sided && col + 1 < s->cols && col > 0) put_bit(avoid, place + 1);
}

/* Whether gaps a and b (indices into gaps; a == b for one gap) are stubborn. count[i] is how
 * many of the n moves fill gap i. */
static int stubborn(const FamilyObject *s, const Move *moves, size_t n, const size_t *count,
                    int a, int b) {
    Bits others = {{0, 0}}, avoid = {{0, 0}};
    for (int i = 0; i < s->ngaps; i++) {
        if (i != a && i != b) put_bit(&others, s->gaps[i]);
        else if (!count[i]) add_readers(s, &avoid, s->gaps[i]); /* it must get no move */
    }
    for (size_t m = 0; m < n; m++) {
        int src = moves[m] >> 8, dst = moves[m] & 0xFF;
        if (dst != s->gaps[a] && dst != s->gaps[b]) continue;
        put_bit(&avoid, src);
        add_readers(s, &avoid, dst);
        /* the gap it leaves takes by the card's neighbours; they take by it */
        int col = s->col_of[src];
        if (col + 1 < s->cols) put_bit(&avoid, src + 1);
        if (s->two_sided && col > 0) put_bit(&avoid, src - 1);
    }
    return !reaches(s, &others, &avoid);
}

/* Keeps only the moves of a stubborn set of one gap, or two where there are at most four gaps
 * (Double Montana's eight would make 28 pairs to try at every position), in their order
 * (moves come ordered, best first): the set with the fewest moves among those holding the gap
 * of the first move, so that the search still tries it first, else the one with the fewest
 * moves; a tie goes to the first found, single gaps before pairs. Returns how many are kept. */
static size_t reduce_moves(const FamilyObject *s, Move *moves, size_t n) {
    size_t count[MAX_PLACES];
    int top = 0;
    for (int i = 0; i < s->ngaps; i++) {
        count[i] = 0;
        for (size_t m = 0; m < n; m++) count[i] += (moves[m] & 0xFF) == s->gaps[i];
        if (s->gaps[i] == (moves[0] & 0xFF)) top = i;
    }
    int best_a = -1, best_b = -1;
    size_t best_n = n;
    for (int with_top = 1; with_top >= 0 && best_a < 0; with_top--) {
        for (int size = 1; size <= (s->ngaps <= 4 ? 2 : 1) && best_n > 1; size++) {
            for (int a = 0; a < s->ngaps && best_n > 1; a++) {
                for (int b = size == 1 ? a : a + 1; b < (size == 1 ? a + 1 : s->ngaps); b++) {
                    if ((a == top || b == top) != with_top) continue;
                    size_t k = count[a] + (b != a ? count[b] : 0);
                    if (k == 0 || k >= best_n) continue;
                    if (stubborn(s, moves, n, count, a, b)) {
                        best_a = a;
                        best_b = b;
                        best_n = k;
                        if (best_n <= 1) break;
                    }
                }
            }
        }
    }
    if (best_a < 0) return n;
    size_t kept = 0;
    for (size_t m = 0; m < n; m++) {
        int dst = moves[m] & 0xFF;
        if (dst == s->gaps[best_a] || dst == s->gaps[best_b]) moves[kept++] = moves[m];
    }
    return kept;
}

static int keyed_less(const Keyed *a, const Keyed *b) {
    return a->order < b->order || (a->order == b->order && a->tiebreak < b->tiebreak);
}

static int keyed_cmp(const void *pa, const void *pb) {
    const Keyed *a = pa, *b = pb;
    return keyed_less(a, b) ? -1 : keyed_less(b, a) ? 1 : 0;
}

/* Orders moves[0..n) best first: by how much they lengthen the sequences (net of what they
 * break), ties by a seeded hash of the move. Keys are unique, so any sort gives this order. */
static void order_moves(FamilyObject *s, Move *moves, size_t n) {
    const int8_t *cells = s->cells;
    int cols = s->cols;
    Keyed *k = s->keyed;
    for (size_t i = 0; i < n; i++) {
        int src = moves[i] >> 8, dst = moves[i] & 0xFF;
        int c = cells[src];
        int row = s->row_of[dst], col = s->col_of[dst];
        int net = 0;
        if (col == s->lens[row] && (col == 0 || s->follows[cells[dst - 1]][c])) {
            /* the card lengthens its row's sequence, and carries on over the cards after it */
            net = 1;
            int last = c;
            for (int p = dst + 1, end = dst - col + cols; p < end; p++) {
                int x = cells[p];
                if (x < 0 || p == src || !s->follows[last][x]) break;
                net++;
                last = x;
            }
        }
        int srow = s->row_of[src], scol = s->col_of[src];
        if (scol < s->lens[srow]) net -= s->lens[srow] - scol; /* it breaks that sequence */
        k[i].order = (uint64_t)(NET_OFFSET - net);
        k[i].tiebreak = mix64(s->seed_mix + (uint64_t)src * 1024 + (uint64_t)dst);
        k[i].move = moves[i];
    }
    if (n > 32) {
        qsort(k, n, sizeof *k, keyed_cmp);
    } else {
        for (size_t i = 1; i < n; i++) {
            Keyed v = k[i];
            size_t j = i;
            while (j > 0 && keyed_less(&v, &k[j - 1])) {
                k[j] = k[j - 1];
                j--;
            }
            k[j] = v;
        }
    }
    for (size_t i = 0; i < n; i++) moves[i] = k[i].move;
}

/* ---- transposition table ---- */

/* The slot that holds k, or the empty one where it would go (never called for key 0, and
 * the table always has an empty slot: it counts as full at 7/8). */
static size_t tt_slot(const FamilyObject *s, uint64_t k) {
    size_t i = (size_t)(mix64(k) & s->tt_mask);
    while (s->tt[i] && s->tt[i] != k) i = (i + 1) & s->tt_mask;
    return i;
}


/* The table starts at TT_START_SLOTS (1 MB) and doubles, up to the power of two the caller's
 * tt_cap asked for, once half its slots are in use: a search holds the memory of the
 * positions it has seen, not of its whole budget from its first millisecond. Its room (7/8
 * of the full size) is the same, so the search is the same. Without memory for a bigger
 * table, the room shrinks to this one's. */
static void tt_grow(FamilyObject *s) {
    size_t old_n = s->tt_mask + 1, n = old_n * 2;
    uint64_t *t = tt_alloc(n);
    if (!t) {
        s->tt_cap_slots = old_n;
        if (old_n - old_n / 8 < s->tt_room) s->tt_room = old_n - old_n / 8;
        return;
    }
    uint64_t *old = s->tt;
    s->tt = t;
    s->tt_mask = n - 1;
    for (size_t j = 0; j < old_n; j++)
        if (old[j]) s->tt[tt_slot(s, old[j])] = old[j];
    tt_free(old, old_n);
}

/* 1 if k is in the table, else 0 after inserting it; TABLE_FULL if there is no room. */
static int tt_check_insert(FamilyObject *s, uint64_t k) {
    size_t i = 0;
    if (k) {
        i = tt_slot(s, k);
        if (s->tt[i]) return 1;
    } else if (s->tt_zero) {
        return 1;
    }
    if (s->tt_count >= s->tt_room) return TABLE_FULL;
    if (k && s->tt_mask + 1 < s->tt_cap_slots && s->tt_count >= (s->tt_mask + 1) / 2) {
        tt_grow(s);
        if (s->tt_count >= s->tt_room) return TABLE_FULL;
        i = tt_slot(s, k);
    }
    if (k) s->tt[i] = k;
    else s->tt_zero = 1;
    s->tt_count++;
    return 0;
}

/* ---- search ---- */

static int grow(void **buf, size_t *alloc, size_t need, size_t item) {
    if (need <= *alloc) return 0;
    size_t na = *alloc ? *alloc : 64;
    while (na < need) {
        if (na > ((size_t)-1) / 2 / item) return -1;
        na *= 2;
    }
    void *nb = realloc(*buf, na * item);
    if (!nb) return -1;
    *buf = nb;
    *alloc = na;
    return 0;
}

/* Makes room for one more position on the stack; called before the search changes anything,
 * so that running out of memory leaves a consistent position behind. */
static int reserve(FamilyObject *s) {
    if (grow((void **)&s->frames, &s->frames_alloc, s->depth + 1, sizeof(Frame)) < 0) return -1;
    if (grow((void **)&s->pool, &s->pool_alloc, s->pool_used + s->max_moves, sizeof(Move)) < 0)
        return -1;
    if (s->line_n + 1 > s->line_alloc) { /* line and best grow together */
        size_t line_alloc = s->line_alloc, best_alloc = s->line_alloc;
        if (grow((void **)&s->line, &line_alloc, s->line_n + 1, sizeof(Move)) < 0 ||
            grow((void **)&s->best, &best_alloc, s->line_n + 1, sizeof(Move)) < 0)
            return -1; /* a buffer that did grow is only larger than line_alloc says */
        s->line_alloc = line_alloc;
    }
    return 0;
}

/* Visits the current position (not won; room was reserved): records it if it ends a line,
 * then pushes its frame. */
static void enter(FamilyObject *s) {
    Frame *f = &s->frames[s->depth++];
    Move *moves = s->pool + s->pool_used;
    size_t n = legal_moves(s, moves), all = n;
    order_moves(s, moves, n);
    if (s->reduce && n > 1) n = reduce_moves(s, moves, n);
#if defined(__GNUC__) || defined(__clang__)
    /* The children's table slots are fetched now, so that their cache misses overlap with
     * each other instead of queueing when each child's turn comes (the first comes at once). */
    size_t places = (size_t)s->places;
    for (size_t i = 0; i < n; i++) {
        int src = moves[i] >> 8, dst = moves[i] & 0xFF;
        const uint64_t *z = s->zob + (size_t)s->cells[src] * places;
        __builtin_prefetch(&s->tt[mix64(s->key ^ z[src] ^ z[dst]) & s->tt_mask]);
    }
#endif
    f->start = s->pool_used;
    f->n = (uint32_t)n;
    f->next = 0;
    s->pool_used += n;
    if (all == 0 || s->every_node) {
        /* its score (or the values table's worth of it), and among equal worths fewer moves
         * left first (_pyfamily.end_value, _pyfamily.end_key) */
        double worth = (double)s->score;
        if (s->values) worth = s->values[end_key(s)];
        double value = worth + 1.0 / (double)(2 + n);
        if (!s->has_best || value > s->best_value) {
            memcpy(s->best, s->line, s->line_n * sizeof(Move));
            s->best_n = s->line_n;
            s->best_value = value;
            s->has_best = 1;
        }
    }
}

/* Enters up to `limit` more positions or until the search ends (WON, EXHAUSTED or
 * TABLE_FULL); -1 when out of memory. */
static int run_slice(FamilyObject *s, long long limit) {
    long long entered = 0;
    size_t places = (size_t)s->places;
    while (entered < limit) {
        Frame *f = &s->frames[s->depth - 1];
        if (f->next >= f->n) {
            s->pool_used = f->start;
            if (--s->depth == 0) return EXHAUSTED;
            Move back = s->line[--s->line_n];
            apply_move(s, back & 0xFF, back >> 8);
            continue;
        }
        if (reserve(s) < 0) return -1;
        f = &s->frames[s->depth - 1]; /* the stack may have moved */
        Move move = s->pool[f->start + f->next++];
        int src = move >> 8, dst = move & 0xFF;
        const uint64_t *z = s->zob + (size_t)s->cells[src] * places;
        int seen = tt_check_insert(s, s->key ^ z[src] ^ z[dst]);
        if (seen == 1) continue;
        if (seen == TABLE_FULL) return TABLE_FULL;
        apply_move(s, src, dst);
        s->line[s->line_n++] = move;
        s->nodes++;
        entered++;
        if (s->score == s->full_score) return WON;
        enter(s);
    }
    return RUNNING;
}

/* tt_alloc and tt_free (mmap on Linux): _search_object.h. */

static void release(FamilyObject *s) {
    if (s->tt) tt_free(s->tt, s->tt_mask + 1);
    s->tt = NULL;
    free(s->frames);
    s->frames = NULL;
    s->frames_alloc = 0;
    free(s->pool);
    s->pool = NULL;
    s->pool_alloc = 0;
    free(s->keyed);
    s->keyed = NULL;
    free(s->line);
    s->line = NULL;
    free(s->best);
    s->best = NULL;
    s->line_alloc = 0;
    free(s->values);
    s->values = NULL;
    free(s->binom);
    s->binom = NULL;
}

/* ---- reading the tables ---- */

static int int_attr(PyObject *tables, const char *name, long lo, long hi, int *out) {
    PyObject *v = PyObject_GetAttrString(tables, name);
    if (!v) return -1;
    PyObject *i = PyNumber_Index(v);
    Py_DECREF(v);
    if (!i) return -1;
    long x = PyLong_AsLong(i);
    Py_DECREF(i);
    if (x == -1 && PyErr_Occurred()) return -1;
    if (x < lo || x > hi) {
        PyErr_Format(PyExc_ValueError, "tables: %s is %ld, outside %ld..%ld", name, x, lo, hi);
        return -1;
    }
    *out = (int)x;
    return 0;
}

/* One list of card ids (at most MAX_LIST, each below ncards) into out; its length in *n. */
static int card_list(PyObject *obj, const char *name, int ncards, uint8_t *out, uint8_t *n) {
    PyObject *seq = owned_items(obj, "tables: a card list must be a sequence");
    if (!seq) return -1;
    Py_ssize_t len = PyTuple_GET_SIZE(seq);
    if (len > MAX_LIST) {
        Py_DECREF(seq);
        PyErr_Format(PyExc_ValueError, "tables: %s lists %zd cards, more than %d", name, len,
                     MAX_LIST);
        return -1;
    }
    for (Py_ssize_t i = 0; i < len; i++) {
        /* a huge int clamps, and is refused below */
        Py_ssize_t x = PyNumber_AsSsize_t(PyTuple_GET_ITEM(seq, i), NULL);
        if (x == -1 && PyErr_Occurred()) {
            Py_DECREF(seq);
            return -1;
        }
        if (x < 0 || x >= ncards) {
            Py_DECREF(seq);
            PyErr_Format(PyExc_ValueError, "tables: %s names a card outside 0..%d", name, ncards - 1);
            return -1;
        }
        out[i] = (uint8_t)x;
    }
    *n = (uint8_t)len;
    Py_DECREF(seq);
    return 0;
}

/* A table of one card list per card (after, before, follows): each list into out[c], its
 * length into counts[c]. */
static int card_lists(PyObject *tables, const char *name, int ncards, uint8_t out[][MAX_LIST],
                      uint8_t *counts) {
    PyObject *v = PyObject_GetAttrString(tables, name);
    if (!v) return -1;
    PyObject *seq = owned_items(v, "tables: a card table must be a sequence");
    Py_DECREF(v);
    if (!seq) return -1;
    if (PyTuple_GET_SIZE(seq) != ncards) {
        PyErr_Format(PyExc_ValueError, "tables: %s has %zd entries, not one per card (%d)", name,
                     PyTuple_GET_SIZE(seq), ncards);
        Py_DECREF(seq);
        return -1;
    }
    char label[32];
    for (int c = 0; c < ncards; c++) {
        snprintf(label, sizeof label, "%s[%d]", name, c);
        if (card_list(PyTuple_GET_ITEM(seq, c), label, ncards, out[c], &counts[c]) < 0) {
            Py_DECREF(seq);
            return -1;
        }
    }
    Py_DECREF(seq);
    return 0;
}

/* The values table (see _pyfamily._values_of): a copy of C(row_full + rows, rows) finite
 * numbers (one per multiset of row lengths) into s->values, and the binomials end_key reads. */
static int read_values(FamilyObject *s, PyObject *values) {
    if (s->full_score < 0 || s->full_score > MAX_PLACES) {
        PyErr_Format(PyExc_ValueError, "values: a full score of %d is outside 0..%d",
                     s->full_score, MAX_PLACES);
        return -1;
    }
    /* Double Montana's 8 rows of up to 13 need C(21, 8) = 203,490 entries; no full score up to
     * MAX_PLACES needs 400,000 */
    size_t width = (size_t)s->rows + 1, height = (size_t)s->row_full + (size_t)s->rows + 1;
    s->binom = malloc(height * width * sizeof(size_t));
    if (!s->binom) {
        PyErr_NoMemory();
        return -1;
    }
    for (size_t n = 0; n < height; n++)
        for (size_t k = 0; k < width; k++) {
            size_t c = k == 0 ? 1 : n == 0 ? 0
                     : s->binom[(n - 1) * width + k - 1] + s->binom[(n - 1) * width + k];
            /* an entry past any key (as C(112, 56)) saturates instead of wrapping */
            s->binom[n * width + k] = c > SIZE_MAX / 2 ? SIZE_MAX / 2 : c;
        }
    size_t length = s->binom[(height - 1) * width + (size_t)s->rows];
    PyObject *seq = owned_items(values, "values must be a sequence");
    if (!seq) return -1;
    Py_ssize_t n = (Py_ssize_t)length;
    if (PyTuple_GET_SIZE(seq) != n) {
        PyErr_Format(PyExc_ValueError, "values must hold %zd numbers, not %zd", n,
                     PyTuple_GET_SIZE(seq));
        Py_DECREF(seq);
        return -1;
    }
    s->values = malloc((size_t)n * sizeof(double));
    if (!s->values) {
        Py_DECREF(seq);
        PyErr_NoMemory();
        return -1;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        double x = PyFloat_AsDouble(PyTuple_GET_ITEM(seq, i));
        if (x == -1.0 && PyErr_Occurred()) {
            Py_DECREF(seq);
            return -1;
        }
        if (!isfinite(x)) {
            Py_DECREF(seq);
            PyErr_SetString(PyExc_ValueError, "values must be finite numbers");
            return -1;
        }
        s->values[i] = x;
    }
    Py_DECREF(seq);
    return 0;
}

static int read_tables(FamilyObject *s, PyObject *tables) {
    int base_rank;
    if (int_attr(tables, "cols", 1, MAX_PLACES, &s->cols) < 0 ||
        int_attr(tables, "places", 1, MAX_PLACES, &s->places) < 0 ||
        int_attr(tables, "ncards", 1, MAX_CARDS, &s->ncards) < 0 ||
        int_attr(tables, "full_score", INT_MIN, INT_MAX, &s->full_score) < 0 ||
        int_attr(tables, "base_rank", INT_MIN, INT_MAX, &base_rank) < 0)
        return -1;
    if (s->places % s->cols) {
        PyErr_Format(PyExc_ValueError, "tables: %d places do not make rows of %d", s->places, s->cols);
        return -1;
    }
    s->rows = s->places / s->cols;
    for (int p = 0; p < s->places; p++) {
        s->row_of[p] = (uint8_t)(p / s->cols);
        s->col_of[p] = (uint8_t)(p % s->cols);
    }
    int ncards = s->ncards;
    PyObject *bases = PyObject_GetAttrString(tables, "bases");
    if (!bases) return -1;
    uint8_t nbases = 0;
    int r = card_list(bases, "bases", ncards, s->bases, &nbases);
    Py_DECREF(bases);
    if (r < 0) return -1;
    s->nbases = nbases;
    if (card_lists(tables, "after", ncards, s->after, s->after_n) < 0 ||
        card_lists(tables, "before", ncards, s->before, s->before_n) < 0)
        return -1;
    /* follows: read as lists, kept as a matrix for O(1) look-ups */
    uint8_t (*lists)[MAX_LIST] = malloc(sizeof(uint8_t[MAX_CARDS][MAX_LIST]));
    uint8_t counts[MAX_CARDS];
    if (!lists) {
        PyErr_NoMemory();
        return -1;
    }
    if (card_lists(tables, "follows", ncards, lists, counts) < 0) {
        free(lists);
        return -1;
    }
    memset(s->follows, 0, sizeof s->follows);
    for (int c = 0; c < ncards; c++)
        for (int j = 0; j < counts[c]; j++) s->follows[c][lists[c][j]] = 1;
    free(lists);
    s->two_sided = 0;
    memset(&s->base_bits, 0, sizeof s->base_bits);
    memset(s->after_bits, 0, sizeof s->after_bits);
    memset(s->before_bits, 0, sizeof s->before_bits);
    for (int j = 0; j < s->nbases; j++) put_bit(&s->base_bits, s->bases[j]);
    for (int c = 0; c < ncards; c++) {
        s->heads[c] = (uint8_t)(c % 13 + 1 == base_rank);
        s->two_sided |= s->before_n[c] > 0;
        for (int j = 0; j < s->after_n[c]; j++) put_bit(&s->after_bits[c], s->after[c][j]);
        for (int j = 0; j < s->before_n[c]; j++) put_bit(&s->before_bits[c], s->before[c][j]);
    }
    /* zobrist: 52 faces x places keys; a card's key is its face's */
    PyObject *z = PyObject_GetAttrString(tables, "zobrist");
    if (!z) return -1;
    PyObject *zs = owned_items(z, "tables: zobrist must be a sequence");
    Py_DECREF(z);
    if (!zs) return -1;
    if (PyTuple_GET_SIZE(zs) != 52 * s->places) {
        Py_DECREF(zs);
        PyErr_Format(PyExc_ValueError, "tables: zobrist must hold %d keys of 64 bits", 52 * s->places);
        return -1;
    }
    for (int face = 0; face < 52; face++) {
        for (int p = 0; p < s->places; p++) {
            PyObject *k = PyNumber_Index(PyTuple_GET_ITEM(zs, face * s->places + p));
            unsigned long long x = k ? PyLong_AsUnsignedLongLong(k) : (unsigned long long)-1;
            Py_XDECREF(k);
            if (x == (unsigned long long)-1 && PyErr_Occurred()) {
                Py_DECREF(zs);
                if (PyErr_ExceptionMatches(PyExc_OverflowError)) {
                    PyErr_Clear();
                    PyErr_Format(PyExc_ValueError, "tables: zobrist must hold %d keys of 64 bits",
                                 52 * s->places);
                }
                return -1;
            }
            for (int c = face; c < ncards; c += 52) s->zob[(size_t)c * s->places + p] = x;
        }
    }
    Py_DECREF(zs);
    return 0;
}

/* ---- the Python type ---- */

static int init_search(FamilyObject *s, PyObject *args, PyObject *kwds) {
    static char *kwlist[] = {"tables", "cells", "every_node", "seed", "tt_cap", "values", "reduce",
                             NULL};
    PyObject *tables, *cells_obj, *values = Py_None;
    int every_node = 0, reduce = 0;
    unsigned long long seed = 0;
    Py_ssize_t tt_cap = 1 << 20;
    if (!not_yet_initialised(s)) return -1;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "OO|$pKnOp", kwlist, &tables, &cells_obj,
                                     &every_node, &seed, &tt_cap, &values, &reduce))
        return -1;
    if (reduce && every_node) {
        PyErr_SetString(PyExc_ValueError, "reduce needs every_node=False");
        return -1;
    }
    release(s); /* a failed earlier __init__ may have left something behind */
    if (read_tables(s, tables) < 0) return -1;
    s->row_full = s->full_score / s->rows;
    if (values != Py_None && read_values(s, values) < 0) return init_failed(s);

    PyObject *seq = owned_items(cells_obj, "cells must be a sequence");
    if (!seq) return -1;
    if (PyTuple_GET_SIZE(seq) != s->places) {
        PyErr_Format(PyExc_ValueError, "cells must have %d entries, not %zd", s->places,
                     PyTuple_GET_SIZE(seq));
        Py_DECREF(seq);
        return -1;
    }
    memset(s->where, -1, sizeof s->where);
    s->ngaps = 0;
    for (int i = 0; i < s->places; i++) {
        PyObject *item = PyTuple_GET_ITEM(seq, i);
        Py_ssize_t c = GAP;
        if (item != Py_None) {
            c = PyNumber_AsSsize_t(item, NULL); /* a huge int clamps, and is refused below */
            if (c == -1 && PyErr_Occurred()) {
                Py_DECREF(seq);
                return -1;
            }
            if (c < 0 || c >= s->ncards) {
                PyErr_Format(PyExc_ValueError,
                             "cells[%d] is %zd: a card id is 0..%d (None for a gap)", i, c,
                             s->ncards - 1);
                Py_DECREF(seq);
                return -1;
            }
            if (s->where[c] >= 0) {
                PyErr_Format(PyExc_ValueError, "card %zd is at both places %d and %d", c,
                             s->where[c], i);
                Py_DECREF(seq);
                return -1;
            }
        }
        s->cells[i] = (int8_t)c;
        if (c < 0) s->gaps[s->ngaps++] = (uint8_t)i;
        else s->where[c] = (int8_t)i;
    }
    Py_DECREF(seq);

    if (tt_cap > MAX_TT_CAP) {
        PyErr_SetString(PyExc_OverflowError, "tt_cap is too large");
        return -1;
    }
    size_t cap = MIN_TT_CAP;
    while ((Py_ssize_t)cap < tt_cap) cap <<= 1;
    s->tt_cap_slots = cap;
    s->tt_room = cap - cap / 8;
    if (cap > TT_START_SLOTS) cap = TT_START_SLOTS;
    s->tt_mask = cap - 1;
    s->tt_count = 0;
    s->tt_zero = 0;
    s->every_node = every_node;
    s->reduce = reduce;
    s->seed_mix = (uint64_t)seed * GOLDEN;

    s->key = 0;
    for (int i = 0; i < s->places; i++)
        if (s->cells[i] >= 0) s->key ^= s->zob[(size_t)s->cells[i] * s->places + i];
    s->score = 0;
    for (int r = 0; r < s->rows; r++) {
        s->lens[r] = row_length(s, r);
        s->score += s->lens[r];
    }
    /* a gap takes at most max(bases, after + before) cards, and the gaps never change in number */
    size_t most_after = 0, most_before = 0;
    for (int c = 0; c < s->ncards; c++) {
        if (s->after_n[c] > most_after) most_after = s->after_n[c];
        if (s->before_n[c] > most_before) most_before = s->before_n[c];
    }
    size_t per_gap = (size_t)s->nbases;
    if (most_after + most_before > per_gap) per_gap = most_after + most_before;
    s->max_moves = per_gap * (size_t)s->ngaps + 1;

    s->tt = tt_alloc(cap);
    s->keyed = malloc(s->max_moves * sizeof(Keyed));
    s->depth = 0;
    s->pool_used = 0;
    s->line_n = 0;
    s->best_n = 0;
    s->has_best = 0;
    s->best_value = 0.0;
    s->nodes = 0;
    if (!s->tt || !s->keyed || reserve(s) < 0) {
        PyErr_NoMemory();
        return init_failed(s);
    }
    (void)tt_check_insert(s, s->key); /* an empty table has room */
    if (s->score == s->full_score) {
        s->status = WON;
    } else {
        s->status = RUNNING;
        enter(s);
    }
    s->failed = 0;
    s->initialised = 1;
    return 0;
}

static PyObject *move_list(const Move *moves, size_t n) {
    PyObject *out = PyList_New((Py_ssize_t)n);
    if (!out) return NULL;
    for (size_t i = 0; i < n; i++) {
        PyObject *t = move_pair(moves[i] >> 8, moves[i] & 0xFF);
        if (!t) {
            Py_DECREF(out);
            return NULL;
        }
        PyList_SET_ITEM(out, (Py_ssize_t)i, t);
    }
    return out;
}

static PyObject *Family_path(FamilyObject *s, PyObject *Py_UNUSED(ignored)) {
    if (!usable(s)) return NULL;
    return move_list(s->line, s->line_n);
}

static PyObject *Family_best_line(FamilyObject *s, PyObject *Py_UNUSED(ignored)) {
    if (!usable(s)) return NULL;
    if (!s->has_best) Py_RETURN_NONE;
    return move_list(s->best, s->best_n);
}

static PyObject *Family_moves(FamilyObject *s, PyObject *Py_UNUSED(ignored)) {
    if (!usable(s)) return NULL;
    Move *moves = malloc(s->max_moves * sizeof(Move));
    if (!moves) return PyErr_NoMemory();
    size_t n = legal_moves(s, moves);
    order_moves(s, moves, n);
    PyObject *out = move_list(moves, n);
    free(moves);
    return out;
}

static PyMethodDef Family_methods[] = {
    {"run", (PyCFunction)search_run, METH_O,
     "run(limit) -> status: enter up to limit more positions; 0 running, 1 won, 2 exhausted, "
     "3 table full (the last three for good)"},
    {"path", (PyCFunction)Family_path, METH_NOARGS,
     "The moves (src, dst) from the root to the current position (the win once won)."},
    {"best_line", (PyCFunction)Family_best_line, METH_NOARGS,
     "The moves to the best-valued end seen so far, or None."},
    {"moves", (PyCFunction)Family_moves, METH_NOARGS,
     "The legal moves of the current position, in the order the search tries them."},
    {NULL, NULL, 0, NULL},
};

static PyObject *Family_get_table_entries(FamilyObject *s, void *Py_UNUSED(closure)) {
    return PyLong_FromSize_t(s->tt ? s->tt_mask + 1 : 0);
}

static PyGetSetDef Family_getset[] = {
    {"nodes", (getter)search_get_nodes, NULL, "positions entered", NULL},
    {"table_entries", (getter)Family_get_table_entries, NULL,
     "slots the table has now (it grows up to tt_cap)", NULL},
    {"status", (getter)search_get_status, NULL, "0 running, 1 won, 2 exhausted, 3 table full", NULL},
    {"best_value", (getter)search_get_best_value, NULL, "worth of best_line's end (its score or its values entry, plus 1/(2 + its moves)), or None", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyTypeObject FamilyType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "addiction.games.gaps.solver._family.FamilySearch",
    .tp_doc = "FamilySearch(tables, cells, *, every_node=False, seed=0, tt_cap=1<<20, values=None)\n\n"
              "Resumable depth-first search of one position of any Gaps variant.",
    .tp_basicsize = sizeof(FamilyObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)search_init,
    .tp_dealloc = (destructor)search_dealloc,
    .tp_methods = Family_methods,
    .tp_getset = Family_getset,
};

static struct PyModuleDef familymodule = {
    PyModuleDef_HEAD_INIT, "_family", "Compiled search core for the Gaps family.", -1,
    NULL, NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__family(void) {
    PyObject *m = search_module(&familymodule, &FamilyType, "FamilySearch");
    if (!m) return NULL;
    if (PyModule_AddIntConstant(m, "RUNNING", RUNNING) < 0 ||
        PyModule_AddIntConstant(m, "WON", WON) < 0 ||
        PyModule_AddIntConstant(m, "EXHAUSTED", EXHAUSTED) < 0 ||
        PyModule_AddIntConstant(m, "TABLE_FULL", TABLE_FULL) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
