"""Why a text is not a valid action at a state: typed values, worded in one place.

The machine (:meth:`plangate.fsm.machine.MealyMachine.resolve`), the reading of
model answers and the methods that read a number each return one of these in
:attr:`plangate.fsm.machine.Parsed.fault`; code that reacts to a fault matches on
its class, never on its text. :meth:`Fault.text` is the one place a fault becomes
words (the feedback a model is given, the CLI's messages, the results files);
a method's prompts may word some faults in the task's own wording instead
(:func:`plangate.llm.prompts.study.reason_text` for unmet preconditions).
"""

from __future__ import annotations

from dataclasses import dataclass


def _s(n: int) -> str:
    return "" if n == 1 else "s"


def _atom(name: str, args: tuple[str, ...]) -> str:
    return f"({name}{' ' if args else ''}{' '.join(args)})"


@dataclass(frozen=True, slots=True)
class Fault:
    """Why a text is not a valid action. ``format_error``: the text is not an action of
    the expected form at all (a model may be reminded of the format)."""

    format_error = True

    def text(self) -> str:
        raise NotImplementedError

    def __str__(self) -> str:
        return self.text()


@dataclass(frozen=True, slots=True)
class NoAction(Fault):
    """Nothing in the text reads as an action."""

    def text(self) -> str:
        return "no action found in the text"


@dataclass(frozen=True, slots=True)
class UnknownAction(Fault):
    name: str
    known: tuple[str, ...]

    def text(self) -> str:
        return f"unknown action '{self.name}'; the actions are {', '.join(self.known)}"


@dataclass(frozen=True, slots=True)
class WrongArity(Fault):
    """An action given the wrong number of arguments; ``words``: the arguments look like
    words rather than objects (an action written in natural language)."""

    name: str
    parameters: tuple[str, ...]
    given: int
    words: bool = False

    def text(self) -> str:
        need = len(self.parameters)
        hint = (  # "Unstack the D from C": words, not objects
            "; an action written in words is read by the natural-language reader: "
            "plangate.reading_for(plangate.renderer_for(task, None)).parse(text, state)"
            if self.words and self.given > need
            else ""
        )
        was = "was" if self.given == 1 else "were"
        return (
            f"'{self.name}' takes {need} argument{_s(need)} "
            f"{_atom(self.name, self.parameters)}, but {self.given} {was} given{hint}"
        )


@dataclass(frozen=True, slots=True)
class UnknownObject(Fault):
    name: str

    def text(self) -> str:
        return f"unknown object '{self.name}'"


@dataclass(frozen=True, slots=True)
class WrongType(Fault):
    argument: str
    has: tuple[str, ...]
    parameter: str
    action: str
    needs: tuple[str, ...]

    def text(self) -> str:
        return (
            f"'{self.argument}' is of type {' or '.join(self.has)}, but parameter "
            f"{self.parameter} of '{self.action}' must be of type {' or '.join(self.needs)}"
        )


@dataclass(frozen=True, slots=True)
class Unmet(Fault):
    """A well-formed action whose preconditions do not hold (``unmet``, as PDDL atoms)."""

    format_error = False
    name: str
    args: tuple[str, ...]
    unmet: tuple[str, ...]

    def text(self) -> str:
        n = len(self.unmet)
        return (
            f"{_atom(self.name, self.args)} is not applicable: "
            f"unmet precondition{_s(n)} {', '.join(self.unmet)}"
        )


@dataclass(frozen=True, slots=True)
class UnreadableStep(Fault):
    """A step the reader could not resolve to one action (``why``: the reader's account)."""

    why: str

    def text(self) -> str:
        return f"unreadable step: {self.why}"


@dataclass(frozen=True, slots=True)
class NotInTask(Fault):
    """An action the task has no ground instance of, with the objects the text named."""

    def text(self) -> str:
        return "no such action in this task"


@dataclass(frozen=True, slots=True)
class TooFewObjects(Fault):
    """A step that leaves objects out when more than one valid action fits it."""

    could_be: tuple[str, ...]

    def text(self) -> str:
        return f"unreadable step: it names too few objects; it could be {', '.join(self.could_be)}"


@dataclass(frozen=True, slots=True)
class NotANumber(Fault):
    """An answer to a numbered list of options that gives no number (``only``: the whole
    answer had to be the number)."""

    options: int
    only: bool = False

    def text(self) -> str:
        tail = ", and nothing else" if self.only else ""
        return f"answer with a number from 1 to {self.options}{tail}"


@dataclass(frozen=True, slots=True)
class NotAnOption(Fault):
    """A number outside the options 1 to ``options``."""

    number: int
    options: int

    def text(self) -> str:
        return f"{self.number} is not one of the options 1 to {self.options}"
