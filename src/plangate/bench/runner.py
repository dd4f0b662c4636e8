"""The experiment runner: datasets x methods x models x seeds, plus classical planner rows.

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
import copy
import sys
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from plangate.bench.datasets import Dataset, Instance
from plangate.bench.jobs import Job, run_job
from plangate.bench.kinds import JobKind, PlannerRow, TaskItem, declared_of, parse_kind
from plangate.bench.records import EpisodeRecord, Record
from plangate.bench.results_file import Results
from plangate.bench.tasks import item_of
from plangate.errors import Interrupted, PlangateError
from plangate.llm.clients.balanced import endpoint_counts
from plangate.llm.clients.base import Choice, Completion, Message, ModelClient, Sampling
from plangate.llm.clients.make import ClientSpec, make_client
from plangate.llm.options import MethodOptions
from plangate.verify.distance import TRUTH_TIMEOUT

# ------------------------------------------------------------------ the run
BEAT = 4.0  # seconds without a new line before the progress line says what runs


@dataclass
class Progress:
    """The run's counters and its one progress line: rewritten at each finished episode
    and, while episodes run, at least every :data:`BEAT` s with the calls answered so
    far, the tokens and the longest-running episode's time. The time left is estimated
    from answered calls (seconds per call, calls per finished episode)."""

    total: int
    done: int = 0
    successes: int = 0
    errors: int = 0
    tokens: int = 0
    started: float = field(default_factory=time.monotonic)
    stream: Any = None
    endpoints: dict[str, dict[str, int]] = field(default_factory=dict)  # replicas' counts
    summary: list[str] = field(default_factory=list)  # where episodes ran, where time went
    nodes: Counter[str] = field(default_factory=Counter)  # Ray: episodes per node
    shown: float = field(default_factory=time.monotonic)  # when the line was last written
    calls: int = 0  # model calls answered (live in this process, else from records)
    finished_calls: int = 0  # the calls of the finished episodes
    since: dict[int, float] = field(default_factory=dict)  # episodes in flight -> start
    width: int = 0  # the length of the line last written
    lock: threading.Lock = field(default_factory=threading.Lock)

    def call(self, completion: Completion) -> None:
        """A model call answered in this process (:class:`Tally`)."""
        with self.lock:
            self.calls += 1  # as the trace counts them (a cached answer too)
            self.tokens += (completion.prompt_tokens or 0) + (completion.completion_tokens or 0)

    @property
    def running(self) -> int:
        """Episodes in flight (this process's)."""
        return len(self.since)

    def left(self) -> str:
        """The time left, from the answered calls; empty before any episode ends."""
        if not self.done or not self.calls:
            return ""
        per_episode = self.finished_calls / self.done
        in_flight = self.calls - self.finished_calls  # made by the episodes still running
        remaining = per_episode * (self.total - self.done) - in_flight
        seconds = (time.monotonic() - self.started) / self.calls * max(0.0, remaining)
        if remaining <= 0 and self.done < self.total:
            # the running episodes have made more calls than the finished ones did: the
            # estimate has nothing to go on (a first episode that ended at once, a long one)
            return f", time left unknown (the running episodes have made {in_flight} calls)"
        return f", about {seconds:.0f} s left (from {self.calls} call{'s' * (self.calls != 1)})"

    def beat(self) -> None:
        """Episodes in flight: the line says what runs, so the run does not look frozen."""
        if self.stream is None or time.monotonic() - self.shown < BEAT or self.done >= self.total:
            return
        now = time.monotonic()
        longest = now - min(self.since.values()) if self.since else 0.0
        self._write(
            f"{self.done}/{self.total} episodes, {self.running} running (longest "
            f"{longest:.0f} s), {self.calls} calls, errors {self.errors}, tokens "
            f"{self.tokens / 1000:.1f}k, {now - self.started:.0f} s{self.left()}"
        )

    def update(self, record: Record, node: str | None = None, tallied: bool = False) -> None:
        """A finished episode; ``tallied``: its calls and tokens were counted live."""
        if node:
            self.nodes[node[:8]] += 1
        calls = int(record.number("model_calls") or 0) if isinstance(record, EpisodeRecord) else 0
        with self.lock:
            self.done += 1
            self.successes += record.success
            self.errors += not record.ok
            if not tallied:
                self.tokens += int(record.tokens or 0)
                self.calls += calls
            self.finished_calls += calls
        if self.stream is not None:
            elapsed = time.monotonic() - self.started
            rate = 100 * self.successes / self.done
            where = ""
            if self.nodes:
                where = " (" + ", ".join(f"{n}: {k}" for n, k in sorted(self.nodes.items())) + ")"
            self._write(
                f"{self.done}/{self.total} episodes{where}, success {rate:.0f}%, errors "
                f"{self.errors}, {self.calls} calls, tokens {self.tokens / 1000:.1f}k, "
                f"{elapsed:.0f} s{self.left()}"
            )

    def _write(self, line: str) -> None:
        # padded over the previous line: a shorter line leaves none of the longer one behind
        pad = max(0, self.width - len(line))
        self.stream.write(f"\r{line}{' ' * pad}")
        self.stream.flush()
        self.width = len(line)
        self.shown = time.monotonic()


class Tally:
    """A client that counts its answered calls and tokens into the run's progress."""

    def __init__(self, inner: Any, prog: Progress) -> None:
        self.inner, self.prog = inner, prog

    def complete(
        self, messages: list[Message], sampling: Sampling, choice: Choice | None = None
    ) -> Completion:
        out: Completion = self.inner.complete(messages, sampling, choice)
        self.prog.call(out)
        return out

    def __getattr__(self, name: str) -> Any:  # backend, model, wants_meta, notes, close...
        return getattr(self.inner, name)


def _probe(spec: ClientSpec, client: ModelClient, methods: Iterable[str] = ()) -> None:
    """Fail fast, and learn the server's rules before any episode is scheduled: the checks
    of ``plangate doctor`` that the run's methods need (a dead server stops the run; what
    cannot be honoured there is said before the first episode)."""
    from plangate.llm.clients.openai_client import OpenAIClient
    from plangate.llm.doctor import diagnose

    if spec.model is None and spec.base_url is None:
        return  # the in-process model was loaded when the client was made
    inner: Any = getattr(client, "inner", client)
    replicas = [e.client for e in getattr(inner, "endpoints", [])] or [inner]
    wanted = sorted(set(methods))
    errors = []
    for c in replicas:  # replicas of one model serve alike: the first that answers tells
        if not isinstance(c, OpenAIClient):
            return
        d = diagnose(c, methods=wanted or None)
        if d.error is not None and (d.status == 429 or (d.status or 0) >= 500):
            d = diagnose(c, methods=wanted or None, retries=None)  # busy: the usual retries
        if d.error is not None:
            errors.append(f"cannot use model {spec.model} at {c.where}: {d.error}")
            continue
        for other in replicas:
            if other is not c and isinstance(other, OpenAIClient):
                other.rules = copy.deepcopy(c.rules)
        found = "; ".join(f"{k.what} {k.found}" for k in d.checks if k.what != "chat answer")
        print(f"{c.where} ({d.family}): {found}", file=sys.stderr)
        for method, why in d.cannot(wanted).items():
            print(
                f"plangate: warning: {method} cannot run as specified at {c.where} ({why}); "
                "its records say what was changed",
                file=sys.stderr,
            )
        return
    raise PlangateError(errors[0] if len(errors) == 1 else "; ".join(errors))


def _methods(jobs: Sequence[Job], spec: ClientSpec) -> list[str]:
    # PlanBench's other tasks need nothing of a server beyond an answer: no method to probe for
    kinds = {j.method for j in jobs if j.model == spec and not isinstance(j.method, TaskItem)}
    return sorted(str(k) for k in kinds)


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
    (:mod:`plangate.bench.ray_executor`); this process still writes every record.

    Episodes against servers run ``concurrency`` at a time, in this process
    or spread over ``processes`` worker processes (:mod:`plangate.bench.workers`:
    for a runner that is CPU-bound, with a fast server and spare cores);
    episodes on the in-process model and planner rows run one at a time in
    this process, as do episodes whose client is given in ``clients``.
    """
    from plangate.bench.workers import ProcessPool

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
            _probe(spec, make_client(spec), _methods(todo, spec))  # a dead server: no run
        return _on_ray(
            todo, results, concurrency, trace_dir, progress, on_record, ray_address, ray_actors
        )
    given = dict(clients or {})
    clients = dict(given)
    for spec in {j.model for j in todo if j.model is not None}:
        if spec not in clients:
            clients[spec] = make_client(spec)
            _probe(spec, clients[spec], _methods(todo, spec))

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

    async def off_loop(fn: Callable[..., Any], *args: Any) -> Any:
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
                    tally = None if client is None else Tally(client, prog)
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
    from plangate.bench.ray_executor import run_on_ray

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


def _asks_model(kind: JobKind) -> bool:
    """Whether a job of this kind asks a model (a PlanBench task's item always does)."""
    d = declared_of(kind)
    return d is None or d.uses_model


def make_jobs(
    datasets: Iterable[tuple[Dataset, Sequence[Instance]]],
    methods: Sequence[str],
    models: Sequence[ClientSpec],
    seeds: Sequence[int],
    options: MethodOptions,
    planners: Sequence[str] = (),
    timeout: float = 300.0,
    nl: str | None = None,
    ground_truth: str | None = None,
    ground_truth_seconds: float = TRUTH_TIMEOUT,
) -> list[Job]:
    jobs: list[Job] = []
    for ds, instances in datasets:
        for inst in instances:
            for planner in planners:
                jobs.append(Job(ds, inst, PlannerRow(planner), None, 0, options, timeout))
            item = item_of(inst)  # an item of PlanBench's other tasks: its task is its method
            specs: list[JobKind] = (
                [TaskItem(item[0])]
                if item is not None
                else [parse_kind(m) for m in methods]  # the names are read here, once
            )
            for model in models:
                for spec in specs:
                    if not _asks_model(spec):
                        continue  # a baseline with no model: once, below
                    for seed in seeds:
                        job = Job(ds, inst, spec, model, seed, options, nl=nl,
                                  ground_truth=ground_truth,
                                  ground_truth_seconds=ground_truth_seconds)  # fmt: skip
                        jobs.append(job)
            for spec in specs:
                if _asks_model(spec):
                    continue
                for seed in seeds:
                    jobs.append(Job(ds, inst, spec, None, seed, options, nl=nl,
                                    ground_truth=ground_truth,
                                    ground_truth_seconds=ground_truth_seconds))  # fmt: skip
    return jobs
