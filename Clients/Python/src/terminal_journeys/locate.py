"""Finding the ``journey`` executable: an option, ``JOURNEY_EXECUTABLE``, or ``PATH``."""

from __future__ import annotations

import os
import shutil
from typing import Mapping, Optional

from .errors import ExecutableNotFound

#: The environment variable that names the ``journey`` executable.
ENVIRONMENT_KEY = "JOURNEY_EXECUTABLE"

_HOW_TO_BUILD = (
    "build it in the Terminal Journeys package with `swift build --product journey` "
    "(it lands in .build/debug/journey), then pass its path (journey_executable=..., "
    "pytest --journey-executable PATH), set JOURNEY_EXECUTABLE, or put its folder on PATH"
)


def find_journey(explicit: Optional[str] = None, environment: Optional[Mapping[str, str]] = None) -> str:
    """The path of the ``journey`` executable to run.

    ``explicit`` wins, then ``JOURNEY_EXECUTABLE``, then ``journey`` on ``PATH``.
    Raises ``ExecutableNotFound`` naming what was tried and how to build one.
    """
    env = os.environ if environment is None else environment
    for source, path in (("the option", explicit), (ENVIRONMENT_KEY, env.get(ENVIRONMENT_KEY) or None)):
        if path is None:
            continue
        if os.path.isfile(path) and os.access(path, os.X_OK):
            return os.path.abspath(path)
        raise ExecutableNotFound(f"{source} names {path!r}, which is no executable file: {_HOW_TO_BUILD}")
    found = shutil.which("journey", path=env.get("PATH", ""))
    if found is None:
        raise ExecutableNotFound(f"no journey executable: none was named and none is on PATH; {_HOW_TO_BUILD}")
    return found
