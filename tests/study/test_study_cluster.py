# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The study on a Dask cluster: the same per-deal results as the local pool, and a worker
killed mid-deal loses no deal and counts none twice."""

from __future__ import annotations

import json
import logging
import os
import sys
from pathlib import Path
from typing import Any

import pytest

from addiction.study import cli as study

distributed = pytest.importorskip("distributed")
cloudpickle = pytest.importorskip("cloudpickle")
study_cluster = pytest.importorskip("addiction.study.cluster")

NODES = "20000"
# What a deal comes to; times and the machine's name may differ between runs.
SAME = ("game", "deal", "rules", "solver", "outcome", "score", "moves", "searched", "decisions")


def records(path: Path) -> dict[int, dict[str, Any]]:
    rows = [json.loads(line) for line in path.read_text().splitlines()]
    by_deal = {row["deal"]: {k: row[k] for k in SAME} for row in rows}
    assert len(by_deal) == len(rows), "a deal was written twice"
    return by_deal


def test_cluster_and_local_pool_give_the_same_deals(tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    on_cluster, on_pool = tmp_path / "cluster.jsonl", tmp_path / "pool.jsonl"
    common = ["--deals", "1-8", "--nodes", NODES]
    study.main([*common, "--scheduler", "local:2", "--results", str(on_cluster)])
    cluster_out = capsys.readouterr()
    study.main([*common, "--jobs", "2", "--results", str(on_pool)])
    pool_out = capsys.readouterr()
    assert sorted(records(on_cluster)) == list(range(1, 9))
    assert records(on_cluster) == records(on_pool)
    assert "8/8" in cluster_out.err  # the progress bar was fed by the finished futures
    # The same figures, bar the times (the searching speed is in brackets).
    keep = ("won:", "mean score:", "searched:", "deals lost:")

    def figures(text: str) -> list[str]:
        return [line.partition(" (")[0] for line in text.splitlines() if line.startswith(keep)]

    assert figures(cluster_out.out) == figures(pool_out.out)
    assert len(figures(pool_out.out)) == 4


class KillOnce(distributed.WorkerPlugin):
    """A worker plugin: the first worker to start its second deal dies on the spot (the
    marker file makes it once for the whole cluster, restarted workers included)."""

    def __init__(self, marker: str) -> None:
        self.marker = marker
        self.started = 0

    def setup(self, worker: object) -> None:
        self.started = 0

    def teardown(self, worker: object) -> None:
        pass

    def transition(self, key: object, start: str, finish: str, **kwargs: object) -> None:
        if finish != "executing":
            return
        self.started += 1
        if self.started < 2:
            return
        try:
            fd = os.open(self.marker, os.O_CREAT | os.O_EXCL | os.O_WRONLY)
        except FileExistsError:
            return
        os.write(fd, str(key).encode())
        os.close(fd)
        os._exit(1)


def test_a_worker_killed_mid_deal_loses_no_deal(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    # Few deals ahead at the scheduler, so the run keeps handing out more as results come.
    monkeypatch.setattr(study_cluster, "AHEAD", 3)
    # The workers cannot import the test module: send the plugin's class along by value.
    cloudpickle.register_pickle_by_value(sys.modules[__name__])
    path, marker = tmp_path / "study.jsonl", tmp_path / "killed"
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None, silence_logs=logging.CRITICAL) as cluster, \
            distributed.Client(cluster) as client:
        client.register_plugin(KillOnce(str(marker)), name="kill-once")
        study.main(["--deals", "1-10", "--nodes", NODES, "--scheduler", cluster.scheduler_address,
                    "--results", str(path)])
    out = capsys.readouterr().out
    assert marker.exists(), "no worker was killed"
    assert sorted(records(path)) == list(range(1, 11))  # every deal, each once
    assert "deals 1-10" in out and "/10 = " in out
