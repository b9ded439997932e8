/* SPDX-FileCopyrightText: 2026 The Addiction team */
/* SPDX-License-Identifier: GPL-3.0-or-later */

/* What the two compiled search cores share: the Python object around a resumable search
 * (_core.c's Search for Addiction, _family.c's FamilySearch for the whole Gaps family), its
 * guards against a second __init__ and a second thread, run() in slices with the GIL
 * released, the getters both types have, and the memory of the transposition tables.
 *
 * A core includes this header once, after it has defined its object's struct, having defined
 *   SEARCH_OBJECT     the struct's type name (SearchObject, FamilyObject),
 *   SEARCH_TYPE_NAME  the Python type's name, as a string, for the error messages.
 * and optionally SEARCH_TABLE_HUGE_PAGES (1: ask for huge pages for a large table).
 * The struct carries these fields under these names:
 *   long long nodes;   int status;       (RUNNING, WON, EXHAUSTED or TABLE_FULL)
 *   int initialised;   int failed;       (out of memory mid-search: no longer searchable)
 *   int busy;          (a thread is in run() with the GIL released; set and read under the GIL)
 *   int initialising;  (__init__ is converting its arguments, which may run Python code)
 *   int has_best;      double best_value;
 * and the core defines these, declared here:
 *   init_search(s, args, kwds)  __init__'s work (0, or -1 with the exception set),
 *   run_slice(s, limit)         up to limit more nodes: the status, or -1 out of memory,
 *   release(s)                  frees what the search holds (again: nothing).
 * Each core is one translation unit: everything here is static to it. */
#ifndef ADDICTION_SEARCH_OBJECT_H
#define ADDICTION_SEARCH_OBJECT_H

#if !defined(SEARCH_OBJECT) || !defined(SEARCH_TYPE_NAME)
#error "define SEARCH_OBJECT and SEARCH_TYPE_NAME before including _search_object.h"
#endif
#ifndef SEARCH_TABLE_HUGE_PAGES
#define SEARCH_TABLE_HUGE_PAGES 0
#endif

#ifndef PY_SSIZE_T_CLEAN
#define PY_SSIZE_T_CLEAN
#endif
#include <Python.h>
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif

static int init_search(SEARCH_OBJECT *s, PyObject *args, PyObject *kwds);
static int run_slice(SEARCH_OBJECT *s, long long limit);
static void release(SEARCH_OBJECT *s);

/* ---- the transposition table's memory ---- */

#if defined(__linux__)
/* mmap gives page-aligned memory (so a bucket is one cache line) that munmap hands back to
 * the system at once. From calloc, a table under glibc's mmap threshold (which grows to 32 MB
 * once a larger block was freed) came from the arena of the search's thread, and the arena
 * kept its pages after the search: tens of MB for every thread that had searched
 * (benchmarks/memory_rounds.py).
 *
 * With SEARCH_TABLE_HUGE_PAGES (_core.c), a large table asks for huge pages: it is probed at
 * random, and one TLB entry then covers 2 MB instead of 4 KB. That made 10-second searches
 * about a third faster in the old tables of 64-256 MB; in today's (14-45 MB for a few seconds)
 * it made no measurable difference either way. A table is touched all over within
 * milliseconds, so the coarser granularity costs no resident memory that the table would not
 * use anyway (peak RSS was the same with and without). */
static uint64_t *tt_alloc(size_t slots) {
    size_t bytes = slots * sizeof(uint64_t);
    void *t = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (t == MAP_FAILED) return NULL;
#if defined(MADV_HUGEPAGE) && !defined(ADDICTION_NO_HUGEPAGES) /* -D to measure without */
    if (SEARCH_TABLE_HUGE_PAGES && bytes >= ((size_t)1 << 21))
        (void)madvise(t, bytes, MADV_HUGEPAGE); /* advice only */
#endif
    return (uint64_t *)t;
}

static void tt_free(uint64_t *t, size_t slots) { munmap(t, slots * sizeof(uint64_t)); }
#else
static uint64_t *tt_alloc(size_t slots) {
    /* 64-byte aligned, zeroed; the byte before the table holds the offset to free */
    unsigned char *raw = calloc(slots * sizeof(uint64_t) + 64, 1);
    if (!raw) return NULL;
    size_t offset = 64 - ((uintptr_t)raw & 63);
    raw[offset - 1] = (unsigned char)offset;
    return (uint64_t *)(raw + offset);
}

static void tt_free(uint64_t *t, size_t slots) {
    (void)slots;
    unsigned char *p = (unsigned char *)t;
    free(p - p[-1]);
}
#endif

/* The index of the lowest set bit of x (x is not 0). */
static int lowest_bit(uint64_t x) {
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_ctzll(x);
#else
    int i = 0;
    while (!(x & 1)) {
        x >>= 1;
        i++;
    }
    return i;
#endif
}

/* ---- reading arguments ---- */

/* An owned copy (a tuple) of a sequence argument. Elements are converted from the copy: an
 * element whose __index__ or __float__ changes the caller's list (clears it, shrinks it) then
 * changes nothing that is being read. A TypeError gets `message`, as PySequence_Fast gave. */
static PyObject *owned_items(PyObject *obj, const char *message) {
    PyObject *items = PySequence_Tuple(obj);
    if (!items && PyErr_ExceptionMatches(PyExc_TypeError)) {
        PyErr_Clear();
        PyErr_SetString(PyExc_TypeError, message);
    }
    return items;
}

/* ---- the object's life and its guards ---- */

static void search_dealloc(SEARCH_OBJECT *s) {
    release(s);
    Py_TYPE(s)->tp_free((PyObject *)s);
}

/* __init__ failed (the exception is set): frees what it had allocated. */
static int init_failed(SEARCH_OBJECT *s) {
    release(s);
    return -1;
}

/* For init_search before it changes anything: a search is initialised once (a second
 * __init__ while a thread runs it would free its table under it). Sets the error if not. */
static int not_yet_initialised(const SEARCH_OBJECT *s) {
    if (s->initialised || s->busy) {
        PyErr_SetString(PyExc_RuntimeError, "a " SEARCH_TYPE_NAME " is initialised once");
        return 0;
    }
    return 1;
}

/* An argument's __index__ or __float__ may call __init__ again on this very search while the
 * first call is filling it (and would free what that call is writing to): it is refused. */
static int search_init(SEARCH_OBJECT *s, PyObject *args, PyObject *kwds) {
    if (s->initialising) {
        PyErr_SetString(PyExc_RuntimeError, "a " SEARCH_TYPE_NAME " is initialised once");
        return -1;
    }
    s->initialising = 1;
    int r = init_search(s, args, kwds);
    s->initialising = 0;
    return r;
}

/* Whether the search may be used now; sets an exception if not. Called under the GIL. */
static int usable(const SEARCH_OBJECT *s) {
    if (!s->initialised) {
        PyErr_SetString(PyExc_RuntimeError, SEARCH_TYPE_NAME " not initialised");
        return 0;
    }
    if (s->busy) {
        PyErr_SetString(PyExc_RuntimeError, "this search is already running in another thread");
        return 0;
    }
    return 1;
}

/* run(limit): up to limit more nodes, the GIL released meanwhile; any int means "that many
 * at most" (a huge one all there are, a negative one none). */
static PyObject *search_run(SEARCH_OBJECT *s, PyObject *arg) {
    if (!usable(s)) return NULL;
    PyObject *index = PyNumber_Index(arg);
    if (!index) return NULL;
    int overflow = 0;
    long long limit = PyLong_AsLongLongAndOverflow(index, &overflow);
    Py_DECREF(index);
    if (limit == -1 && PyErr_Occurred()) return NULL;
    if (overflow) limit = overflow > 0 ? LLONG_MAX : 0;
    if (s->failed) {
        PyErr_SetString(PyExc_RuntimeError, "this search ran out of memory and cannot go on");
        return NULL;
    }
    if (s->status == RUNNING && limit > 0) {
        int r;
        /* Set under the GIL before releasing it: another thread that calls in meanwhile sees
         * it and gets an error instead of sharing the stack and the table. */
        s->busy = 1;
        Py_BEGIN_ALLOW_THREADS
        r = run_slice(s, limit);
        Py_END_ALLOW_THREADS
        s->busy = 0;
        if (r < 0) {
            s->failed = 1;
            return PyErr_NoMemory();
        }
        s->status = r;
    }
    return PyLong_FromLong(s->status);
}

/* ---- what both types show ---- */

/* One move as Python's (src, dst). */
static PyObject *move_pair(int src, int dst) { return Py_BuildValue("(ii)", src, dst); }

static PyObject *search_get_nodes(SEARCH_OBJECT *s, void *Py_UNUSED(closure)) {
    return PyLong_FromLongLong(s->nodes);
}

static PyObject *search_get_status(SEARCH_OBJECT *s, void *Py_UNUSED(closure)) {
    return PyLong_FromLong(s->status);
}

static PyObject *search_get_best_value(SEARCH_OBJECT *s, void *Py_UNUSED(closure)) {
    if (!s->has_best) Py_RETURN_NONE;
    return PyFloat_FromDouble(s->best_value);
}

/* The module `def` with the search type `type` in it under `name` (NULL: the error is set). */
static PyObject *search_module(PyModuleDef *def, PyTypeObject *type, const char *name) {
    if (PyType_Ready(type) < 0) return NULL;
    PyObject *m = PyModule_Create(def);
    if (!m) return NULL;
    Py_INCREF(type);
    if (PyModule_AddObject(m, name, (PyObject *)type) < 0) {
        Py_DECREF(type);
        Py_DECREF(m);
        return NULL;
    }
    return m;
}

#endif /* ADDICTION_SEARCH_OBJECT_H */
