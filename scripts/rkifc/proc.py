"""Running a tool, and stopping a script with an error: one way for all.

  die = proc.stopper("difftest")      # die("no csmith") prints
                                      # "difftest: error: no csmith", exit 2
  p = proc.run(cmd, timeout=60)       # CompletedProcess, text output
  rc, out = proc.status(cmd, 60)      # rc is "timeout" if it ran too long
  p = proc.checked("rkifc-report", cmd)   # stops with the end of stderr
"""

import os
import subprocess
import sys


def fatal(tool, msg, code=2):
    """Prints "TOOL: error: MSG" to stderr and exits with code (2: bad
    input or a missing tool)."""
    print("%s: error: %s" % (tool, msg), file=sys.stderr)
    sys.exit(code)


def stopper(tool):
    """fatal() for one tool."""
    return lambda msg, code=2: fatal(tool, msg, code)


def run(cmd, timeout=None, merge=False, **kw):
    """cmd's CompletedProcess with its output as text, stderr in stdout
    when merge; subprocess.TimeoutExpired when it runs past timeout."""
    return subprocess.run(
        cmd, stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT if merge else subprocess.PIPE,
        text=True, timeout=timeout, **kw)


def status(cmd, timeout=None):
    """(exit status, or "timeout"; stdout followed by stderr)."""
    try:
        p = run(cmd, timeout)
    except subprocess.TimeoutExpired:
        return "timeout", ""
    return p.returncode, p.stdout + p.stderr


def checked(tool, cmd, **kw):
    """cmd's CompletedProcess; stops the script, with the end of cmd's
    stderr, when cmd fails."""
    p = run(cmd, **kw)
    if p.returncode != 0:
        fatal(tool, "%s failed:\n%s" % (os.path.basename(cmd[0]),
                                        p.stderr[-3000:]), 1)
    return p
