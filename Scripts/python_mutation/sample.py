"""Keeps a fixed, seeded sample of a cosmic-ray session's mutants (COUNT, or all) and
marks the rest skipped, so `cosmic-ray exec` runs the sample alone; with PART/PARTS, only
every PARTS-th mutant of the sample from the PART-th (1-based), so that PARTS sessions
made alike run the sample between them.

    python Scripts/python_mutation/sample.py SESSION.sqlite COUNT|all SEED [PART/PARTS]
"""

from __future__ import annotations

import random
import sys

from cosmic_ray.work_db import WorkDB, use_db
from cosmic_ray.work_item import WorkerOutcome, WorkResult


def mutant(item) -> tuple[str, str, int]:
    """A mutant's name, the same in every session made from one source (job ids are random)."""
    mutation = item.mutations[0]
    return (str(mutation.module_path), mutation.operator_name, mutation.occurrence)


def main(arguments: list[str]) -> int:
    session, count, seed = arguments[0], arguments[1], int(arguments[2])
    part, parts = (int(number) for number in (arguments[3] if len(arguments) > 3 else "1/1").split("/"))
    with use_db(session, WorkDB.Mode.open) as db:
        ids = {mutant(item): item.job_id for item in db.pending_work_items}
        jobs = sorted(ids)
        chosen = jobs if count == "all" else random.Random(seed).sample(jobs, min(int(count), len(jobs)))
        kept = set(sorted(chosen)[part - 1::parts])
        for job in jobs:
            if job not in kept:
                db.set_result(ids[job], WorkResult(worker_outcome=WorkerOutcome.SKIPPED))
        print(f"part {part} of {parts}: {len(kept)} of {len(jobs)} mutants (sample {count}, seed {seed})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
