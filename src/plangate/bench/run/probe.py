"""Before any episode: the server probed (``plangate doctor``'s checks that the run's
methods need), so a dead server stops the run and what cannot be honoured is said."""

from __future__ import annotations

import copy
import sys
from collections.abc import Iterable, Sequence
from typing import Any

from plangate.bench.jobs import Job
from plangate.bench.kinds import ItemKind
from plangate.errors import PlangateError
from plangate.llm.clients.base import ModelClient
from plangate.llm.clients.make import ClientSpec


def probe(spec: ClientSpec, client: ModelClient, methods: Iterable[str] = ()) -> None:
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
        print(f"{c.where} ({d.dialect}): {found}", file=sys.stderr)
        for method, why in d.cannot(wanted).items():
            print(
                f"plangate: warning: {method} cannot run as specified at {c.where} ({why}); "
                "its records say what was changed",
                file=sys.stderr,
            )
        return
    raise PlangateError(errors[0] if len(errors) == 1 else "; ".join(errors))


def methods_of(jobs: Sequence[Job], spec: ClientSpec) -> list[str]:
    # the items of benchmark dialects need nothing of a server beyond an answer: no
    # method to probe for
    kinds = {j.method for j in jobs if j.model == spec and not isinstance(j.method, ItemKind)}
    return sorted(str(k) for k in kinds)
