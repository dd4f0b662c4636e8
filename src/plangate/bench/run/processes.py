"""Episodes in worker processes, for many episodes in flight against servers.

An episode's own work (prompts, parsing answers, scoring, the SDK's request
handling) runs under one interpreter lock per process. When the runner is
busy (a fast server, many episodes in flight) that lock, not the server,
sets the pace. Worker processes, each with a pool of threads, spread the
episodes over the cores. The parent still writes every record itself, so the
results file keeps its guarantees (one writer, whole lines).

Each worker has its own pipe: jobs are sent once at start-up (a job refers
to its dataset, which can hold hundreds of problems), then by index, as the
worker has room. A worker that dies takes only its own pipe with it: the
jobs it held are recorded as errors (and run again by the next run), and the
other workers go on with the rest. A worker whose parent is gone (killed)
sees its pipe close and exits.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import signal
import threading
from collections import deque
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from multiprocessing.connection import wait
from pathlib import Path
from typing import TYPE_CHECKING, Any

from plangate.bench.records import Record
from plangate.errors import StorageError

if TYPE_CHECKING:
    from multiprocessing.connection import Connection
    from multiprocessing.process import BaseProcess


def _worker(jobs: Sequence[Any], trace_dir: Path | None, threads: int, conn: Any) -> None:
    """A worker process: run the job indices read from ``conn``, send back records."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent decides when to stop
    from plangate.bench.jobs import error_record, run_job
    from plangate.llm.clients.make import make_client

    clients: dict[Any, Any] = {}
    lock = threading.Lock()

    def one(index: int) -> None:
        job = jobs[index]
        record: Record | StorageError
        try:
            with lock:
                if job.model not in clients:
                    clients[job.model] = make_client(job.model)
            record = run_job(job, clients[job.model], trace_dir)
        except StorageError as err:  # a file that cannot be written: the parent stops
            record = err
        except Exception as err:  # run_job records the expected errors; this is the rest
            record = error_record(job, err)
        with lock:
            conn.send((index, record))

    with ThreadPoolExecutor(threads, thread_name_prefix="episode") as pool:
        while True:
            try:
                index = conn.recv()
            except (EOFError, OSError):
                os._exit(0)  # the parent is gone: nobody would read the records
            if index is None:
                break
            pool.submit(one, index)


class ProcessPool:
    """``processes`` workers with up to ``threads`` episodes in flight each."""

    def __init__(
        self, jobs: Sequence[Any], processes: int, threads: int, trace_dir: Path | None
    ) -> None:
        ctx = multiprocessing.get_context("spawn")  # the parent has threads: no fork
        self.jobs = list(jobs)
        self.threads = threads
        self.queue = deque(range(len(self.jobs)))
        self.pending = set(self.queue)
        self.workers: list[tuple[BaseProcess, Connection]] = []  # (process, its pipe's end)
        self.held: dict[int, set[int]] = {}  # worker number -> indices it is running
        for n in range(processes):
            here, there = ctx.Pipe()
            proc = ctx.Process(
                target=_worker, args=(self.jobs, trace_dir, threads, there), daemon=True
            )
            proc.start()
            there.close()
            self.workers.append((proc, here))
            self.held[n] = set()
        self.dead: set[int] = set()

    @property
    def finished(self) -> bool:
        return not self.pending

    def _dispatch(self) -> list[Record]:
        """Hand out queued jobs to the workers with room; a worker whose pipe
        is broken is dead, and the records of the jobs it held are returned
        (without them the run would wait for those jobs forever)."""
        out: list[Record] = []
        for n, (proc, conn) in enumerate(self.workers):
            while n not in self.dead and self.queue and len(self.held[n]) < self.threads:
                index = self.queue.popleft()
                try:
                    conn.send(index)
                except (OSError, ValueError) as err:
                    self.queue.appendleft(index)
                    proc.join(timeout=1)
                    out += self._lost(
                        n, f"the worker process died (exit code {proc.exitcode}, {err!r})"
                    )
                    break
                self.held[n].add(index)
        return out

    def _lost(self, n: int, why: str) -> list[Record]:
        from plangate.bench.jobs import error_record

        self.dead.add(n)
        out = []
        for index in sorted(self.held[n]):
            self.pending.discard(index)
            out.append(error_record(self.jobs[index], RuntimeError(why)))
        self.held[n].clear()
        return out

    def next_records(self, timeout: float = 0.5, dispatch: bool = True) -> list[Record]:
        """Records finished since the last call (waits up to ``timeout`` for one);
        first hands out jobs to the workers with room, unless ``dispatch`` is off."""
        from plangate.bench.jobs import error_record

        out: list[Record] = self._dispatch() if dispatch else []
        live = {conn: n for n, (_, conn) in enumerate(self.workers) if n not in self.dead}
        ready: list[Any] = list(wait(list(live), timeout)) if live else []
        for conn in ready:
            n = live[conn]
            try:
                while conn.poll():
                    index, record = conn.recv()
                    if isinstance(record, StorageError):
                        raise record
                    self.held[n].discard(index)
                    if index in self.pending:
                        self.pending.discard(index)
                        out.append(record)
            except (EOFError, OSError, ValueError, TypeError) as err:  # a torn message too
                proc = self.workers[n][0]
                proc.join(timeout=1)
                out += self._lost(
                    n, f"the worker process died (exit code {proc.exitcode}, {err!r})"
                )
        for n, (proc, _) in enumerate(self.workers):
            if n not in self.dead and proc.exitcode is not None:
                out += self._lost(n, f"the worker process died (exit code {proc.exitcode})")
        if self.queue and len(self.dead) == len(self.workers):
            none_left = RuntimeError("no worker process is left to run it")
            out += [error_record(self.jobs[i], none_left) for i in self.queue]
            self.pending.difference_update(self.queue)
            self.queue.clear()
        return out

    def close(self) -> None:
        for n, (_, conn) in enumerate(self.workers):
            if n not in self.dead:
                with contextlib.suppress(OSError):
                    conn.send(None)
        for proc, conn in self.workers:
            if self.pending and proc.is_alive():
                proc.terminate()  # interrupted: do not wait for the episodes in flight
            proc.join(timeout=5)
            if proc.is_alive():
                proc.kill()
            conn.close()
