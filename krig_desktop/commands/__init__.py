"""The program's entry points, one module each, behind the door `krig_desktop.app`.

`window_start` opens the window (with `quit_signals` and `wake_up`: SIGINT, SIGTERM and
SIGHUP end it like File → Quit, and `smoke`: CI's start-up check), `simulate` plays
games without one (its workers in `sim_workers`), `stats_text` is `--stats` and
`odds_cli` is `--odds`. `app.py` imports only the one a command asks for.
"""
