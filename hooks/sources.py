"""Build-cache keys: a hash of exactly the package source a build step runs (not a hook; imported by them).

Hashing the packages' files and the ``puzzlers`` modules their import loads means a change to one puzzle rebuilds
only what depends on it: the equation lists do not rerun for a plates or CLI change.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYSRC = ROOT / "pysrc"


def source_hash(packages: tuple[str, ...], extra: tuple[Path, ...] = ()) -> str:
    """A hash of every file of ``packages`` (lazy imports included), of the other ``puzzlers`` modules importing
    them loads (in a fresh interpreter, so what other hooks imported does not count), and of ``extra``."""
    probe = ("import importlib, sys\n"
             f"for name in {list(packages)!r}: importlib.import_module(name)\n"
             "print('\\n'.join(m.__file__ for n, m in sys.modules.items() if n.split('.')[0] == 'puzzlers'))")
    loaded = subprocess.run([sys.executable, "-c", probe], check=True, capture_output=True, text=True,
                            env={**os.environ, "PYTHONPATH": str(PYSRC)}).stdout.split()
    files = {Path(f).resolve() for f in loaded}
    for name in packages:
        files |= set((PYSRC / name.replace(".", "/")).rglob("*.py"))
    digest = hashlib.sha256()
    for path in sorted(files) + [Path(p).resolve() for p in extra]:
        digest.update(str(path.relative_to(ROOT)).encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:20]
