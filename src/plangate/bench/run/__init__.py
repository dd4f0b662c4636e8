"""The experiment runner (the scheduling; its rooms: ``results``, the results file;
``progress``, the progress line; ``probe``, the server checked first; ``processes``
and ``ray``, episodes elsewhere): datasets x methods x models x seeds, plus classical planner rows.

Results are JSON lines, one per episode, each with a key that hashes
everything that defines the episode (dataset, instance, method and its
options, model, seed). The runner

* resumes: episodes whose key is already recorded as finished are skipped;
  episodes that ended in a model error are run again;
* never tears a line: each record is written with a single ``write`` on a
  file opened for appending and flushed to disk, and a torn tail left by a
  crash is ignored on reading (and fenced off by a newline before the next
  record);
* runs episodes concurrently against OpenAI-compatible servers (a
  concurrency limit keeps a batching server busy) and one at a time on the
  in-process model;
* records a failing episode with its error and goes on, but stops at once
  when a model cannot be used at all (no server, bad key).
"""

from __future__ import annotations

import asyncio
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TypeVar

from plangate.bench.jobs import Job, run_job
from plangate.bench.records import Record
from plangate.bench.run.probe import methods_of, probe
from plangate.bench.run.progress import CallTally, Progress
from plangate.bench.run.results import Results
from plangate.errors import Interrupted, PlangateError
from plangate.llm.clients.balanced import endpoint_counts
from plangate.llm.clients.base import ModelClient
from plangate.llm.clients.make import ClientSpec, make_client

T = TypeVar("T")


def run_bench(jobs: Sequence[Job], results: Results, **kwargs: Any) -> Progress:
    """Run every job not yet finished in ``results``, as the one writer of the file (a
    second run on it is refused); see :func:`_run_bench` for the options."""
    with results.writer():
        return _run_bench(jobs, results, **kwargs)


def _run_bench(
    jobs: Sequence[Job],
    results: Results,
    *,
    concurrency: int = 8,
    processes: int = 1,
    trace_dir: Path | None = None,
    progress: bool = True,
    clients: dict[ClientSpec, ModelClient] | None = None,
    on_record: Callable[[Record], None] | None = None,
    executor: str = "local",
    ray_address: str | None = None,
    ray_actors: int = 1,
) -> Progress:
    """Run every job not yet finished in ``results``; return the progress counters.
    With ``executor="ray"`` the episodes run on a Ray cluster
    (:mod:`plangate.bench.run.ray`); this process still writes every record.

    Episodes against servers run ``concurrency`` at a time, in this process
    or spread over ``processes`` worker processes (:mod:`plangate.bench.run.processes`:
    for a runner that is CPU-bound, with a fast server and spare cores);
    episodes on the in-process model and planner rows run one at a time in
    this process, as do episodes whose client is given in ``clients``.
    """
    from plangate.bench.run.processes import ProcessPool

    if concurrency < 1:
        raise PlangateError("concurrency must be at least 1")
    if processes < 1:
        raise PlangateError("processes must be at least 1")
    if executor not in ("local", "ray"):
        raise PlangateError(f"unknown executor {executor!r}: local or ray")
    done = results.finished()
    todo = [j for j in jobs if not j.done_in(done)]
    if executor == "ray":
        for spec in {j.model for j in todo if j.model is not None and j.model.model is not None}:
            probe(spec, make_client(spec), methods_of(todo, spec))  # a dead server: no run
        return _on_ray(
            todo, results, concurrency, trace_dir, progress, on_record, ray_address, ray_actors
        )
    given = dict(clients or {})
    clients = dict(given)
    for spec in {j.model for j in todo if j.model is not None}:
        if spec not in clients:
            clients[spec] = make_client(spec)
            probe(spec, clients[spec], methods_of(todo, spec))

    def pooled(job: Job) -> bool:
        return job.model is not None and job.model.model is not None and job.model not in given

    remote = [j for j in todo if pooled(j)] if processes > 1 else []
    n_proc = min(processes, concurrency)
    here = [j for j in todo if not remote or not pooled(j)]
    prog = Progress(len(todo), stream=sys.stderr if progress else None)
    if not todo:
        return prog

    def noted(record: Record, tallied: bool = False) -> None:
        prog.update(record, tallied=tallied)
        if on_record is not None:
            on_record(record)

    # the default pool has min(32, cores + 4) threads: too few to keep a server busy; and
    # asyncio.run waits for the default pool's threads when interrupted (a local model call
    # in flight would hold Ctrl-C for minutes), never for this one
    from concurrent.futures import ThreadPoolExecutor

    threads = ThreadPoolExecutor(max_workers=2 * concurrency + 4, thread_name_prefix="episode")

    async def off_loop(fn: Callable[..., T], *args: object) -> T:
        return await asyncio.get_running_loop().run_in_executor(threads, fn, *args)

    async def finish(record: Record, tallied: bool = False) -> None:
        # off the event loop: an fsync there would hold up every other episode
        await off_loop(results.append, record)
        noted(record, tallied)

    async def main() -> None:
        local = asyncio.Semaphore(1)
        in_flight = asyncio.Semaphore(concurrency)

        async def one(job: Job) -> None:
            is_local = job.model is not None and job.model.model is None
            gate = local if is_local or job.model is None else in_flight  # CPU-bound
            async with gate:
                client = clients.get(job.model) if job.model is not None else None
                prog.since[id(job)] = time.monotonic()
                try:
                    tally = None if client is None else CallTally(client, prog)
                    record = await off_loop(run_job, job, tally, trace_dir)
                finally:
                    del prog.since[id(job)]
            await finish(record, tallied=client is not None)

        async def heartbeat() -> None:
            while True:
                await asyncio.sleep(1.0)
                prog.beat()

        beating = asyncio.create_task(heartbeat())

        async def drain(pool: ProcessPool) -> None:
            while not pool.finished:
                for record in await off_loop(pool.next_records):
                    await finish(record)

        tasks = [one(j) for j in here]
        if remote:
            threads = -(-concurrency // n_proc)
            pool = ProcessPool(remote, n_proc, threads, trace_dir)
            try:
                await asyncio.gather(drain(pool), *tasks)
            finally:
                # records that came in before an interrupt
                for record in pool.next_records(timeout=0, dispatch=False):
                    results.append(record)
                    noted(record)
                pool.close()
        else:
            await asyncio.gather(*tasks)
        beating.cancel()

    try:
        asyncio.run(main())
        threads.shutdown()
    except KeyboardInterrupt:
        threads.shutdown(wait=False, cancel_futures=True)  # an episode in flight is rerun
        raise Interrupted(
            f"{prog.done} episode{'s' * (prog.done != 1)} of this run kept in {results.path}; "
            f"{prog.total - prog.done} not finished run next time"
        ) from None
    except BaseException:
        threads.shutdown(wait=False, cancel_futures=True)
        raise
    finally:
        if prog.stream is not None:
            prog.stream.write("\n")
        for client in clients.values():  # replicas: who answered, who failed
            prog.endpoints.update(endpoint_counts(client))
    return prog


def _on_ray(
    todo: list[Job],
    results: Results,
    concurrency: int,
    trace_dir: Path | None,
    progress: bool,
    on_record: Callable[[Record], None] | None,
    address: str | None,
    actors: int,
) -> Progress:
    from plangate.bench.run.ray import run_on_ray

    prog = Progress(len(todo), stream=sys.stderr if progress else None)
    if not todo:
        return prog

    def write(record: Record, node: str | None = None) -> None:
        results.append(record)  # the driver is the one writer
        prog.update(record, node)
        if on_record is not None:
            on_record(record)

    try:
        summary = run_on_ray(
            todo,
            write,
            address=address,
            concurrency=concurrency,
            local_actors=actors,
            trace_dir=trace_dir,
        )
    finally:
        if prog.stream is not None:
            prog.stream.write("\n")
    prog.summary = summary.lines(prog.nodes)
    prog.endpoints = summary.endpoints
    return prog
