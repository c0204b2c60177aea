"""The ways a program is compiled, and the flags of each.

  stock              no plugin
  default            rkifc enabled: converts what its cost model says pays
  force              rkifc converting every region it can
  hyperblocks        default, with hyperblocks (rare blocks left out)
  hyperblocks-force  force, with hyperblocks

$RKIFC_VARIANT_OPTIONS adds rk-ifcvt options to every mode but stock (an
experiment with the cost model's settings, say).
"""

import os
import shlex

MODES = ("stock", "default", "force", "hyperblocks", "hyperblocks-force")
# The names some tools report the default mode by.
ALIASES = {"rkifc": "default"}


def rk_options(mode, extra=()):
    """The rk-ifcvt options of mode (none for stock), as llc takes them."""
    mode = ALIASES.get(mode, mode)
    if mode not in MODES:
        raise ValueError("unknown mode %r (known: %s)"
                         % (mode, ", ".join(MODES)))
    if mode == "stock":
        return []
    opts = ["-enable-rk-ifcvt"]
    if mode.startswith("hyperblocks"):
        opts.append("-rk-ifcvt-hyperblocks")
    if mode.endswith("force"):
        opts.append("-rk-ifcvt-force")
    opts += shlex.split(os.environ.get("RKIFC_VARIANT_OPTIONS", ""))
    return opts + list(extra)


def llc_flags(mode, plugin, extra=()):
    """llc's flags for mode: the plugin loaded and its options."""
    opts = rk_options(mode, extra)
    return ["-load", plugin] + opts if opts else []


def clang_flags(mode, plugin, extra=()):
    """clang's flags for mode: -fplugin and each option after -mllvm."""
    opts = rk_options(mode, extra)
    if not opts:
        return []
    flags = ["-fplugin=" + plugin]
    for o in opts:
        flags += ["-mllvm", o]
    return flags
