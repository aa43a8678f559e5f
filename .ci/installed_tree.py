"""Lay out the package as installed (pyproject's package-dir: hlorules.dialect = dialect/, ...)
under a folder, as links (default) or as copies (--copy), so that tools reading the source
tree by module name (mypy -p, lint-imports) see the installed names.

Usage: python3 .ci/installed_tree.py REPO DEST [--copy]   (DEST/hlorules is created)
"""

import os
import shutil
import sys
import tomllib


def main(repo: str, dest: str, copy: bool) -> None:
    with open(os.path.join(repo, "pyproject.toml"), "rb") as f:
        dirs = tomllib.load(f)["tool"]["setuptools"]["package-dir"]
    top = os.path.join(dest, "hlorules")
    os.makedirs(top)  # a real folder: links to subpackages must not land in the source tree
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    for name in os.listdir(os.path.join(repo, dirs["hlorules"])):
        src = os.path.join(repo, dirs["hlorules"], name)
        if name.endswith(".py"):
            (shutil.copy2 if copy else os.symlink)(src, os.path.join(top, name))
    for pkg, src in dirs.items():
        parts = pkg.split(".")
        if len(parts) == 2:  # deeper packages come with their parent's folder
            there = os.path.join(top, parts[1])
            if copy:
                shutil.copytree(os.path.join(repo, src), there, ignore=ignore)
            else:
                os.symlink(os.path.join(repo, src), there)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], "--copy" in sys.argv[3:])
