"""Obfuscation (plangate.pddl.obfuscation): every shipped domain renamed in each style and
proved the original up to names by plangate's own equivalence check, with equal optimal
costs and plans mapped both ways; what the renaming hides; the command line."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from plangate.cli import main
from plangate.pddl.loader import load_domain, load_problem, parse_domain, parse_problem
from plangate.pddl.obfuscation import STYLES, obfuscate, words
from plangate.verify.equivalence import CheckBudget, check
from plangate.verify.obfuscated import check_obfuscated

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data"


def _domains() -> list[tuple[Path, Path]]:
    out = []
    for root in (DATA / "benchmarks", DATA / "learning-track", DATA / "numeric"):
        for folder in sorted(p for p in root.iterdir() if (p / "domain.pddl").is_file()):
            problems = sorted((folder / "instances").glob("*.pddl")) or sorted(
                (folder / "testing" / "easy").glob("*.pddl"))  # fmt: skip
            out.append((folder / "domain.pddl", problems[0]))
    out.append((DATA / "derived" / "domain.pddl", DATA / "derived" / "p1.pddl"))
    out.append(
        (DATA / "derived-quantified" / "domain.pddl", DATA / "derived-quantified" / "p2.pddl")
    )
    return out


DOMAINS = _domains()


def test_every_shipped_domain_is_shipped() -> None:
    """28 IPC domains, the ten Learning Track domains, three numeric, two with derived
    predicates: the list the proofs below run over is the whole shipped set."""
    assert len(DOMAINS) == 28 + 10 + 3 + 2


@pytest.mark.parametrize(("domain_file", "problem_file"), DOMAINS,
                         ids=[d.parent.name for d, _ in DOMAINS])  # fmt: skip
def test_every_shipped_domain_obfuscated_is_proved_the_same_task(
    domain_file: Path, problem_file: Path
) -> None:
    """One style per domain (the three in turn), all names renamed; the equivalence check
    finds the renaming itself and answers equivalent; the optimal costs, each found on
    its own files, are equal wherever both were found; optimal plans map both ways."""
    domain = load_domain(domain_file)
    problem = load_problem(problem_file, domain)
    style = STYLES[DOMAINS.index((domain_file, problem_file)) % len(STYLES)]
    made = obfuscate(domain, [problem], style, seed=7)
    out = check_obfuscated(domain, problem, made, 0, seconds=12)
    assert out.equivalent, out.words()
    assert out.original_cost == out.obfuscated_cost, out.words()
    assert out.plans_map is not False, out.words()


def test_most_shipped_domains_have_their_optimal_costs_compared() -> None:
    """The cost comparison above is not vacuous: on most first tasks both optimal costs
    are found within the time (the few not are said, not counted as proved)."""
    compared = 0
    for domain_file, problem_file in DOMAINS[::4]:
        domain = load_domain(domain_file)
        problem = load_problem(problem_file, domain)
        out = check_obfuscated(domain, problem, obfuscate(domain, [problem], "random", 1), 0, 20)
        compared += out.original_cost is not None and out.original_cost == out.obfuscated_cost
    assert compared >= len(DOMAINS[::4]) - 3


def _names(text: str) -> set[str]:
    return set(re.findall(r"[a-z][a-z0-9_-]*", text.lower()))


def test_no_original_name_survives_and_plans_map_both_ways() -> None:
    """Blocksworld in each style: no name maps to itself; in the mystery and random styles
    no predicate, action, type, object or domain name of the original is left in the
    files at all (the deceptive one swaps the domain's own words about, on purpose); the
    same seed renames the same way; another seed another; a plan maps there and back."""
    folder = DATA / "benchmarks" / "blocks-strips-typed-2000"
    domain = load_domain(folder / "domain.pddl")
    problem = load_problem(folder / "instances" / "instance-1.pddl", domain)
    declared = {"blocks", "block", "on", "ontable", "clear", "handempty", "holding", "pick-up",
                "put-down", "stack", "unstack", problem.name.lower()}  # fmt: skip
    declared |= {o.name.lower() for o in problem.objects}
    for style in STYLES:
        made = obfuscate(domain, [problem], style, seed=3)
        text = str(made.domain) + str(made.problems[0])
        n = made.names
        for m in (n.predicates, n.actions, n.types, n.objects):
            assert all(k != v for k, v in m.items()), (style, m)
        if style != "deceptive":
            assert not (declared & _names(text)), (style, declared & _names(text))
        assert str(obfuscate(domain, [problem], style, seed=3).domain) == str(made.domain)
        assert str(obfuscate(domain, [problem], style, seed=4).domain) != str(made.domain)
        plan = ["(pick-up b)", "(stack b a)"]
        there = made.to_obfuscated(plan)
        assert there != plan and made.to_original(there) == plan
    deceptive = obfuscate(domain, [problem], "deceptive", seed=3)
    own = {"pick-up", "put-down", "stack", "unstack"}
    acting = set(words("deceptive", "actions")) | own  # actions become other actions' words
    assert set(deceptive.names.actions.values()) <= acting
    assert set(deceptive.names.predicates.values()) <= set(words("deceptive", "predicates")) | {
        "on", "ontable", "clear", "handempty", "holding"}  # fmt: skip


def test_the_check_is_not_fooled_by_a_changed_task() -> None:
    """An obfuscated domain with one effect dropped, or a problem with one goal fact
    changed, is not proved the same task: the check finds the renaming, not a story."""
    folder = DATA / "benchmarks" / "blocks-strips-typed-2000"
    domain = load_domain(folder / "domain.pddl")
    problem = load_problem(folder / "instances" / "instance-2.pddl", domain)
    made = obfuscate(domain, [problem], "random", seed=0)
    dtext, ptext = str(made.domain), str(made.problems[0])
    first_goal = re.search(r"\(:goal \(and (\([^()]*\))", ptext)
    assert first_goal is not None
    atom = first_goal.group(1)
    parts = atom.strip("()").split()
    swapped = f"({parts[0]} {parts[2]} {parts[1]})"
    wrong_goal = ptext.replace(f"(:goal (and {atom}", f"(:goal (and {swapped}", 1)
    od = parse_domain(dtext)
    answer = check(domain, problem, parse_problem(wrong_goal, od), written_domain=od,
                   budget=CheckBudget(seconds=20))  # fmt: skip
    assert answer.verdict.value != "equivalent"
    action = made.names.actions["stack"]
    effect = re.search(rf"\(:action {action}.*?:effect \(and (\([^()]*\))", dtext, re.S)
    assert effect is not None
    weaker = dtext.replace(effect.group(0), effect.group(0)[: -len(effect.group(1))], 1)
    wd = parse_domain(weaker)
    answer = check(domain, problem, parse_problem(ptext, wd), written_domain=wd,
                   budget=CheckBudget(seconds=20))  # fmt: skip
    assert answer.verdict.value != "equivalent"


def test_the_command_writes_a_proved_dataset_and_maps_plans(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = DATA / "learning-track" / "ferry"
    out = tmp_path / "hidden"
    code = main(["obfuscate", str(folder / "domain.pddl"),
                 str(folder / "testing" / "easy" / "p01.pddl"), "--out", str(out), "--style",
                 "deceptive", "--check", "--seconds", "30"])  # fmt: skip
    said = capsys.readouterr().out
    assert code == 0, said
    assert "p01 (p01.pddl): equivalent; optimal cost" in said and "plans map both ways" in said
    manifest = json.loads((out / "dataset.json").read_text())
    assert manifest["generator"] == {"kind": "obfuscated", "style": "deceptive", "seed": 0,
                                     "source": "ferry"}  # fmt: skip
    names = json.loads((out / "names.json").read_text())
    assert names["actions"]["sail"] != "sail" and names["instances"] == {"p01": "p01.pddl"}
    # the written files are what a user's tools read: plangate's own validator on a plan
    plan = tmp_path / "plan.txt"
    first = sorted(names["objects"])[:2]
    plan.write_text(f"(sail {first[0]} {first[1]})\n")
    assert main(["obfuscate", "--names", str(out / "names.json"), "--plan", str(plan)]) == 0
    there = capsys.readouterr().out.strip()
    assert there == f"({names['actions']['sail']} {names['objects'][first[0]]} " \
                    f"{names['objects'][first[1]]})"  # fmt: skip
    (tmp_path / "there.txt").write_text(there + "\n")
    assert main(["obfuscate", "--names", str(out / "names.json"), "--plan",
                 str(tmp_path / "there.txt"), "--back"]) == 0  # fmt: skip
    assert capsys.readouterr().out.strip() == f"(sail {first[0]} {first[1]})"


def test_bad_requests_are_said(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = DATA / "learning-track" / "ferry"
    assert main(["obfuscate", str(folder / "domain.pddl"), "--out", str(tmp_path)]) == 2
    assert "domain file and problem files" in capsys.readouterr().err
    bad = tmp_path / "names.json"
    bad.write_text("[1, 2]")
    plan = tmp_path / "plan.txt"
    plan.write_text("(sail a b)\n")
    assert main(["obfuscate", "--names", str(bad), "--plan", str(plan)]) == 2
    assert "expected the names.json plangate obfuscate writes" in capsys.readouterr().err
