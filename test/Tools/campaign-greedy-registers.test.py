"""Driver of campaign-greedy-registers.test: argv = scripts dir, .ll,
plugin, LLVM tools dir."""
import re
import sys
import types

sys.path.insert(0, sys.argv[1])
from rkifc import campaign  # noqa: E402

ll, plugin, tools = sys.argv[2:5]
args = types.SimpleNamespace(llvm_bin=tools, plugin=plugin,
                             compile_timeout=300)
header = ("# After Greedy Register Allocator\n"
          "*** Bad machine code: Illegal virtual register for instruction ***\n")


def verdict(vreg, text=header):
    out = text + "- instruction: 16B\t%%%s:gpr = t2MOVi 87, 14, $noreg, $noreg\n" % vreg
    return campaign.allocator_made_register(ll, "thumb", "force", out, args)


# A register that greedy receives: the first one defined in its input.
rc, before = campaign.run(
    [tools + "/llc", "-O2", "-o", "/dev/null", "-print-before=greedy", ll,
     "-load", plugin] + campaign.TRIPLES["thumb"] + campaign.MODES["force"],
    300)
existing = re.search(r"^\s*\d+B\s+%(\d+):\w+ = ", before, re.M).group(1)

print("made by greedy:", verdict("999999"))
print("existed before greedy:", verdict(existing))
print("not after greedy:", verdict("999999", "*** Bad machine code ***\n"))
