"""The snapshot tests a Textual test file declares, read without running it: for each, the
app file, the keys and the terminal size, or why it cannot be expressed as a journey."""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from itertools import product
from pathlib import PurePosixPath

DEFAULT_SIZE = (80, 24)
SNAP_COMPARE_ARGUMENTS = ("app", "press", "terminal_size", "run_before")


@dataclass(frozen=True)
class SnapshotTest:
    """One snapshot test case, named as pytest names it (and its snapshot file).

    `app` is the app file, relative to the test file's folder as snap_compare resolves it;
    `unexpressible` says why the case is no app file, keys and size (None when it is).
    """

    name: str
    app: PurePosixPath | None = None
    keys: tuple[str, ...] = ()
    size: tuple[int, int] = DEFAULT_SIZE
    unexpressible: str | None = None
    category: str | None = None


class NotExpressible(Exception):
    """Why a value the test needs is made by code rather than written down."""

    def __init__(self, category: str, why: str) -> None:
        super().__init__(why)
        self.category = category
        self.why = why


@dataclass
class _Unknown:
    """A name bound to something the reader does not evaluate, and what it is."""

    category: str
    why: str


@dataclass
class _Scope:
    values: dict[str, object] = field(default_factory=dict)
    parent: "_Scope | None" = None

    def lookup(self, name: str) -> object:
        scope: _Scope | None = self
        while scope is not None:
            if name in scope.values:
                value = scope.values[name]
                if isinstance(value, _Unknown):
                    raise NotExpressible(value.category, value.why)
                return value
            scope = scope.parent
        raise NotExpressible("app made by code", f"'{name}' is not a value written in the test file")


def read_tests(source: str, snapshot_names: set[str] | None = None) -> list[SnapshotTest]:
    """The snapshot tests of a test file's `source`, in file order, parametrized ones expanded.

    `snapshot_names` (the snapshot files' names without `.svg`) name the cases of a
    parametrization whose values are computed (a folder's files); a case with no snapshot
    among them is said to have none.
    """
    module = ast.parse(source)
    scope = _Scope()
    tests: list[SnapshotTest] = []
    for statement in module.body:
        if isinstance(statement, ast.Assign):
            _bind(scope, statement)
        elif isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef)):
            if statement.name.startswith("test_"):
                tests.extend(_read_test(statement, scope, snapshot_names))
        elif isinstance(statement, ast.ClassDef):
            scope.values[statement.name] = _Unknown("app made by code", f"'{statement.name}' is a class of the test file")
    if snapshot_names is not None:
        tests = [_with_snapshot(test, snapshot_names) for test in tests]
    return tests


def _with_snapshot(test: SnapshotTest, snapshot_names: set[str]) -> SnapshotTest:
    if test.unexpressible is None and test.name not in snapshot_names:
        return SnapshotTest(test.name, unexpressible="no snapshot file of this name", category="no snapshot")
    return test


def _bind(scope: _Scope, statement: ast.Assign) -> None:
    names = [target.id for target in statement.targets if isinstance(target, ast.Name)]
    try:
        value: object = _evaluate(statement.value, scope)
    except NotExpressible as problem:
        value = _Unknown(problem.category, problem.why)
    for name in names:
        scope.values[name] = value


def _read_test(function: ast.FunctionDef | ast.AsyncFunctionDef, module_scope: _Scope,
               snapshot_names: set[str] | None) -> list[SnapshotTest]:
    calls = [node for node in ast.walk(function) if isinstance(node, ast.Call) and _is_snap_compare(node)]
    if not calls:
        return []
    skip = _skipped(function)
    try:
        cases = _parametrizations(function, module_scope, snapshot_names)
    except NotExpressible as problem:
        return [SnapshotTest(function.name, unexpressible=problem.why, category=problem.category)]
    tests = []
    for suffix, parameters in cases:
        name = function.name + suffix
        if skip is not None:
            tests.append(SnapshotTest(name, unexpressible=skip, category="skipped by Textual"))
        elif len(calls) > 1:
            tests.append(SnapshotTest(name, unexpressible=f"calls snap_compare {len(calls)} times",
                                      category="several snapshots"))
        else:
            tests.append(_read_call(name, function, calls[0], _Scope(dict(parameters), module_scope)))
    return tests


def _is_snap_compare(call: ast.Call) -> bool:
    return isinstance(call.func, ast.Name) and call.func.id == "snap_compare"


def _decorator_mark(decorator: ast.expr) -> tuple[str, ast.Call | None]:
    """The pytest mark a decorator names (`parametrize`, `skip`…), and its call if called."""
    call = decorator if isinstance(decorator, ast.Call) else None
    target = call.func if call is not None else decorator
    if isinstance(target, ast.Attribute):
        return target.attr, call
    return "", call


def _skipped(function: ast.FunctionDef | ast.AsyncFunctionDef) -> str | None:
    for decorator in function.decorator_list:
        mark, call = _decorator_mark(decorator)
        if mark in ("skip", "xfail"):
            reason = ""
            if call is not None:
                texts = [argument.value for argument in [*call.args, *(k.value for k in call.keywords)]
                         if isinstance(argument, ast.Constant) and isinstance(argument.value, str)]
                reason = f": {texts[0]}" if texts else ""
            verb = "skips" if mark == "skip" else "expects to fail"
            return f"Textual's suite {verb} it{reason}"
    return None


def _parametrizations(function, module_scope: _Scope, snapshot_names: set[str] | None):
    """Each case as (pytest's id suffix, its parameters), `("", {})` for an unparametrized test."""
    axes = []
    for decorator in function.decorator_list:
        mark, call = _decorator_mark(decorator)
        if mark == "parametrize" and call is not None:
            axes.append(_parametrize_axis(function.name, call, module_scope, snapshot_names))
    if not axes:
        return [("", {})]
    cases = []
    # pytest ids the innermost decorator (the last written) first.
    for combination in product(*reversed(axes)):
        ids = [case_id for case_id, _ in combination]
        parameters: dict[str, object] = {}
        for _, values in combination:
            parameters.update(values)
        cases.append(("[" + "-".join(ids) + "]", parameters))
    return cases


def _parametrize_axis(test_name: str, call: ast.Call, scope: _Scope, snapshot_names: set[str] | None):
    if len(call.args) < 2:
        raise NotExpressible("parameters made by code", "its parametrize call is not (names, values)")
    names_value = _evaluate(call.args[0], scope)
    names = [name.strip() for name in names_value.split(",")] if isinstance(names_value, str) else list(names_value)
    explicit_ids = next((keyword.value for keyword in call.keywords if keyword.arg == "ids"), None)
    try:
        values = _evaluate(call.args[1], scope)
    except NotExpressible:
        if len(names) != 1 or snapshot_names is None or explicit_ids is not None:
            raise NotExpressible("parameters made by code", "its parameters are computed by code")
        # Values computed from the source tree (a folder's files): the snapshot files name
        # them, as pytest's id of a string is the string.
        prefix = test_name + "["
        found = sorted(name[len(prefix):-1] for name in snapshot_names if name.startswith(prefix) and name.endswith("]"))
        return [(case_id, {names[0]: case_id}) for case_id in found]
    if explicit_ids is not None:
        ids = _evaluate(explicit_ids, scope)
    else:
        ids = None
    axis = []
    for index, value in enumerate(values):
        row = (value,) if len(names) == 1 else tuple(value)
        if len(row) != len(names):
            raise NotExpressible("parameters made by code", "a parameter set does not match its names")
        case_id = str(ids[index]) if ids is not None else "-".join(
            _pytest_id(item, name, index) for item, name in zip(row, names))
        axis.append((case_id, dict(zip(names, row))))
    return axis


def _pytest_id(value: object, name: str, index: int) -> str:
    """pytest's id for a parameter value: the value for a string or number, else name and index."""
    if isinstance(value, str):
        return value.encode("unicode_escape").decode("ascii")
    if isinstance(value, (bool, int, float)) or value is None:
        return str(value)
    return f"{name}{index}"


def _read_call(name: str, function, call: ast.Call, scope: _Scope) -> SnapshotTest:
    for statement in function.body:
        if isinstance(statement, ast.Assign):
            _bind(scope, statement)
        elif isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            kind = "class" if isinstance(statement, ast.ClassDef) else "function"
            scope.values[statement.name] = _Unknown("app made by code", f"'{statement.name}' is a {kind} of the test")
    arguments: dict[str, ast.expr] = dict(zip(SNAP_COMPARE_ARGUMENTS, call.args))
    for keyword in call.keywords:
        if keyword.arg is None:
            return SnapshotTest(name, unexpressible="passes snap_compare **arguments", category="hook or option")
        arguments[keyword.arg] = keyword.value
    for argument in arguments:
        if argument not in ("app", "app_path", "press", "terminal_size"):
            return SnapshotTest(name, unexpressible=f"a Python hook or option ({argument}=)", category="hook or option")
    app_node = arguments.get("app", arguments.get("app_path"))
    if app_node is None:
        return SnapshotTest(name, unexpressible="names no app", category="app made by code")
    try:
        app = _evaluate(app_node, scope)
        if not isinstance(app, (str, PurePosixPath)):
            raise NotExpressible("app made by code", "the app is an object the test makes, not a file")
        keys = _keys(_evaluate(arguments["press"], scope)) if "press" in arguments else ()
        size = _size(_evaluate(arguments["terminal_size"], scope)) if "terminal_size" in arguments else DEFAULT_SIZE
    except NotExpressible as problem:
        return SnapshotTest(name, unexpressible=problem.why, category=problem.category)
    return SnapshotTest(name, app=PurePosixPath(app), keys=keys, size=size)


def _keys(value: object) -> tuple[str, ...]:
    # Pilot.press(*press): a string is its characters.
    if isinstance(value, str):
        return tuple(value)
    if isinstance(value, (list, tuple)) and all(isinstance(key, str) for key in value):
        return tuple(value)
    raise NotExpressible("keys made by code", "its keys are not a list of key names")


def _size(value: object) -> tuple[int, int]:
    if isinstance(value, (list, tuple)) and len(value) == 2 and all(isinstance(item, int) for item in value):
        return (value[0], value[1])
    raise NotExpressible("size made by code", "its terminal size is not two numbers")


def _evaluate(node: ast.expr, scope: _Scope) -> object:
    """The value of an expression made of literals, names of such values, paths and joins."""
    if isinstance(node, ast.Constant):
        return node.value
    if isinstance(node, ast.Name):
        return scope.lookup(node.id)
    if isinstance(node, (ast.List, ast.Tuple)):
        items: list[object] = []
        for element in node.elts:
            if isinstance(element, ast.Starred):
                items.extend(_iterable(_evaluate(element.value, scope)))
            else:
                items.append(_evaluate(element, scope))
        return items if isinstance(node, ast.List) else tuple(items)
    if isinstance(node, ast.BinOp):
        left, right = _evaluate(node.left, scope), _evaluate(node.right, scope)
        if isinstance(node.op, ast.Div) and isinstance(left, PurePosixPath) and isinstance(right, (str, PurePosixPath)):
            return left / right
        if isinstance(node.op, ast.Add) and type(left) is type(right) and isinstance(left, (str, list, tuple)):
            return left + right
        if isinstance(node.op, ast.Mult) and isinstance(left, (str, list, tuple)) and isinstance(right, int):
            return left * right
        if isinstance(node.op, ast.Mult) and isinstance(left, int) and isinstance(right, (str, list, tuple)):
            return right * left
        raise NotExpressible("value made by code", f"'{ast.unparse(node)}' is computed by code")
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "Path" \
            and len(node.args) == 1 and not node.keywords:
        argument = _evaluate(node.args[0], scope)
        if isinstance(argument, str):
            return PurePosixPath(argument)
    if isinstance(node, ast.Call):
        return_kind = "app made by code" if isinstance(node.func, ast.Name) and node.func.id[:1].isupper() else "value made by code"
        raise NotExpressible(return_kind, f"'{ast.unparse(node)}' is made by code")
    raise NotExpressible("value made by code", f"'{ast.unparse(node)}' is computed by code")


def _iterable(value: object) -> list[object]:
    if isinstance(value, (str, list, tuple)):
        return list(value)
    raise NotExpressible("value made by code", "a starred value is not a string or list")
