# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Plays a study's deals on a Dask cluster (``addiction-study --scheduler``), one task per deal.

This module imports ``distributed`` when it is imported, so the study command loads it only
for ``--scheduler``: the plain command, the game and its frozen build never need the extra.
"""

from __future__ import annotations

import itertools
import logging
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import TypeVar

# distributed annotates only part of its API; the calls below that it leaves untyped carry
# a type: ignore[no-untyped-call] each.
from distributed import Client, Future, KilledWorker, LocalCluster, as_completed

T = TypeVar("T")
R = TypeVar("R")

# A task that raised is tried again this often; a worker that died is not the task's fault:
# the scheduler gives its deals to another worker by itself, up to its allowed-failures.
RETRIES = 2
# Deals handed to the scheduler ahead of the results: far more than there are workers, so
# none waits for work, yet few enough that the scheduler's memory stays small.
AHEAD = 1000


def local_workers(address: str) -> int | None:
    """N for ``local:N``; None for the address of a running scheduler."""
    if not address.startswith("local:"):
        return None
    return int(address.removeprefix("local:"))


@contextmanager
def connect(address: str) -> Iterator[Client]:
    """A client of the scheduler at ``address``, or of a new cluster for ``local:N``.

    A local cluster has N worker processes of one thread each, one deal at a time per process:
    the Advisor's Python parts hold the GIL, so threads of one process would take turns.
    """
    workers = local_workers(address)
    if workers is not None:
        with LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                          dashboard_address=None, silence_logs=logging.ERROR,
                          ) as cluster, Client(cluster) as client:  # type: ignore[no-untyped-call]
            yield client
        return
    try:
        client = Client(address, timeout="20s")  # type: ignore[no-untyped-call]
    except OSError as error:
        raise SystemExit(
            f"addiction-study: cannot reach the Dask scheduler at {address} ({error})."
        ) from None
    with client:
        yield client


def run(client: Client, work: Callable[[T], R], tasks: Sequence[T],
        on_result: Callable[[R], None]) -> None:
    """``work`` on every task on the cluster; ``on_result`` gets each result as it arrives.

    Results come back in the order they finish, each exactly once: a deal whose worker died
    is run again elsewhere, and only the run that finished reports. At most ``AHEAD`` deals
    wait at the scheduler at a time, so a study of 100,000 deals starts at once and keeps
    the scheduler small.
    """
    waiting = iter(tasks)
    running: set[Future[R]] = set()
    finished = as_completed()  # type: ignore[no-untyped-call]

    def submit(count: int) -> None:
        for task in itertools.islice(waiting, count):
            future = client.submit(work, task, retries=RETRIES, pure=False)
            running.add(future)
            finished.add(future)  # type: ignore[no-untyped-call]

    submit(AHEAD)
    try:
        for future in finished:
            result = future.result()
            running.discard(future)
            future.release()  # the scheduler forgets it
            submit(1)
            on_result(result)
    except KilledWorker as error:
        raise SystemExit(
            f"addiction-study: a deal took down every worker that tried it ({error}); "
            "with --results, a rerun with the same file goes on from the deals that finished."
        ) from None
    finally:
        if running:
            client.cancel(list(running))  # type: ignore[no-untyped-call]
