"""Keeps a fixed, seeded sample of a cosmic-ray session's mutants and marks the rest
skipped, so `cosmic-ray exec` runs the sample alone.

    python Scripts/python_mutation/sample.py SESSION.sqlite COUNT SEED
"""

from __future__ import annotations

import random
import sys

from cosmic_ray.work_db import WorkDB, use_db
from cosmic_ray.work_item import WorkerOutcome, WorkResult


def main(arguments: list[str]) -> int:
    session, count, seed = arguments[0], int(arguments[1]), int(arguments[2])
    with use_db(session, WorkDB.Mode.open) as db:
        jobs = sorted(item.job_id for item in db.pending_work_items)
        kept = set(random.Random(seed).sample(jobs, min(count, len(jobs))))
        for job in jobs:
            if job not in kept:
                db.set_result(job, WorkResult(worker_outcome=WorkerOutcome.SKIPPED))
        print(f"{len(kept)} of {len(jobs)} mutants sampled (seed {seed})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
