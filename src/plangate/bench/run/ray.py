"""``--executor ray``: episodes as Ray tasks on a cluster (the ``ray`` extra).

The driver stays the one writer of the results file: every task returns its record,
and the driver appends it as it arrives, so resuming, exactly-once records and kill -9
safety are those of the in-process executor. Episodes against servers run as tasks
(a client per worker process, made once); episodes on the in-process model run on
actors that load the model once each. A problem's grounded task and distance oracle
are built once by the driver and shared through Ray's object store. A task whose
worker or node died is recorded as lost (an error record, run again next time).
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from plangate.bench.datasets import domain_of
from plangate.bench.jobs import Job, error_record, grounded_for, run_job
from plangate.bench.records import Record
from plangate.errors import PlangateError
from plangate.llm.clients.balanced import endpoint_counts

_CLIENTS: dict[Any, Any] = {}  # per Ray worker process: one client per model


@dataclass
class Summary:
    """Where the episodes ran and where their time went."""

    model_seconds: float = 0.0  # inside model calls
    episode_seconds: float = 0.0  # whole episodes (model calls, parsing, scoring)
    queue_seconds: float = 0.0  # from submission to the start of the episode
    lost: int = 0
    endpoints: dict[str, dict[str, int]] = field(default_factory=dict)  # replicas' counts
    cpus: float = 1.0  # the CPU each episode task reserves

    def count(self, endpoints: dict[str, dict[str, int]]) -> None:
        for url, counts in endpoints.items():
            mine = self.endpoints.setdefault(url, {"answered": 0, "failed": 0})
            for k, n in counts.items():
                mine[k] = mine.get(k, 0) + n

    def lines(self, per_node: Counter[str]) -> list[str]:
        nodes = ", ".join(f"{n}: {k}" for n, k in sorted(per_node.items()))
        other = max(0.0, self.episode_seconds - self.model_seconds)
        return [
            f"episodes per node: {nodes or 'none'}; lost: {self.lost}; each episode task "
            f"reserved {self.cpus:g} CPU",
            f"time: model calls {self.model_seconds:.1f} s, the rest of the episodes "
            f"(reading, machine, scoring) {other:.1f} s, queueing {self.queue_seconds:.1f} s",
        ]


def _ray() -> Any:
    try:
        import ray
    except ImportError:
        raise PlangateError("--executor ray needs Ray: pip install 'plangate[ray]'") from None
    return ray


def _execute(job: Job, g: Any, trace_dir: str | None, submitted: float) -> tuple[Record, dict]:
    """One episode in a Ray worker: its record and where and when it ran."""
    import ray

    from plangate.llm.clients.make import make_client

    started = time.time()
    client = None
    if job.model is not None:
        if job.model not in _CLIENTS:
            _CLIENTS[job.model] = make_client(job.model)
        client = _CLIENTS[job.model]
    before = endpoint_counts(client)
    record = run_job(job, client, Path(trace_dir) if trace_dir else None, g)
    after = endpoint_counts(client)  # a worker runs one task at a time: the difference
    used = {  # is this episode's
        url: {k: n - before.get(url, {}).get(k, 0) for k, n in counts.items()}
        for url, counts in after.items()
    }
    info = {
        "node": ray.get_runtime_context().get_node_id(),
        "queued": started - submitted,
        "endpoints": used,
    }
    return record, info


class _LocalModel:
    """An actor that loads the in-process model once and runs its episodes in turn."""

    def run(self, job: Job, g: Any, trace_dir: str | None, submitted: float) -> tuple[Record, dict]:
        return _execute(job, g, trace_dir, submitted)


def episode_cpus(cluster_cpus: float, concurrency: int) -> float:
    """The CPU share of an episode task: the cluster's CPUs over ``concurrency`` (at most
    one CPU, at least 0.01), so ``concurrency`` episodes fit at once."""
    return max(0.01, min(1.0, round(cluster_cpus / max(1, concurrency), 2)))


def run_on_ray(
    jobs: Sequence[Job],
    write: Callable[[Record, str | None], None],
    *,
    address: str | None = None,
    concurrency: int = 8,
    local_actors: int = 1,
    trace_dir: Path | None = None,
) -> Summary:
    """Run ``jobs`` on Ray; ``write`` is called in the driver with each record and the
    node it ran on."""
    ray = _ray()
    if not ray.is_initialized():
        ray.init(
            address=address,
            ignore_reinit_error=True,
            include_dashboard=False,
            log_to_driver=False,
            configure_logging=False,
        )
    summary = Summary(cpus=episode_cpus(ray.cluster_resources().get("CPU", 1.0), concurrency))
    # an episode mostly waits on its model: it reserves a share of a CPU, so the
    # cluster runs --concurrency of them at once, not one per CPU
    task = ray.remote(max_retries=0, num_cpus=summary.cpus)(_execute)
    actor_cls = ray.remote(num_cpus=1)(_LocalModel)
    actors: list[Any] = []  # made on the first in-process-model episode (each holds a CPU)
    shared: dict[tuple[object, ...], Any] = {}
    where = str(trace_dir) if trace_dir else None
    pending: dict[Any, Job] = {}
    queue = list(jobs)
    turn = 0

    def submit(job: Job) -> None:
        nonlocal turn
        key = (
            domain_of(job.dataset, job.instance),
            job.instance.problem,
            job.nl,
            job.truth,
            job.limits,
        )
        if key not in shared:
            try:
                shared[key] = ray.put(grounded_for(job))
            except Exception:  # a bad file, or one that does not pickle: the task grounds
                shared[key] = None
        now = time.time()
        if job.model is not None and job.model.model is None:  # the in-process model
            if not actors:
                actors.extend(actor_cls.remote() for _ in range(max(1, local_actors)))
            ref = actors[turn % len(actors)].run.remote(job, shared[key], where, now)
            turn += 1
        else:
            ref = task.remote(job, shared[key], where, now)
        pending[ref] = job

    while queue or pending:
        while queue and len(pending) < concurrency:
            submit(queue.pop(0))
        ready, _ = ray.wait(list(pending), num_returns=1)
        for ref in ready:
            job = pending.pop(ref)
            try:
                record, info = ray.get(ref)
            except Exception as err:  # a dead worker or node: lost, run again next time
                summary.lost += 1
                lost = error_record(job, PlangateError(f"lost on the Ray cluster: {err}"))
                write(lost, None)
                continue
            summary.queue_seconds += max(0.0, float(info["queued"]))
            summary.count(info.get("endpoints") or {})
            summary.episode_seconds += float(record.wall_seconds)
            summary.model_seconds += float(getattr(record, "model_seconds", 0.0))
            write(record, str(info["node"]))
    return summary
