"""rxprojects: differential testing of rxtree on small random projects whose edges are known by construction.

`python3 -m rxprojects --seeds 1..100` generates a project per seed (spec.py), renders it to Swift
(render.py), runs the real rxtree on it cold, with --no-skip and with a cache, applies random edits
(edits.py) and checks every answer against the truth (runner.py); a failure is minimised (minimise.py).
"""
