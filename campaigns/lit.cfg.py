# A differential campaign as a lit suite: one test per generated program,
# target and -mcpu, each run by scripts/difftest.py (stock against rkifc's
# default and force builds under qemu). lit brings the rest: parallel runs
# (-j), --timeout, --xunit-xml-output, and --num-shards N --run-shard K to
# split one campaign over N machines (docs/reliability.md).
#
#   lit -sv campaigns --param generator=guardgen --param seeds=1-2000 \
#       --param targets=arm,thumb --param mcpus=generic,cortex-a57
#
# Parameters (--param NAME=VALUE):
#   generator  csmith, guardgen (scripts/guardgen.py) or llvm-stress (one
#              function per test, llc -verify-machineinstrs on each target,
#              nvptx included; campaign.py's stress check); default guardgen
#   seeds      difftest's syntax: 1-200, 5, 1-10,50-60; default 1-30
#   targets    hexagon, arm, thumb (llvm-stress: nvptx too) or all (comma
#              list); default all
#   mcpus      difftest's --mcpu syntax; default each target's default CPU
#   variants   difftest's --variants; default stock,rkifc,force
#   plugin     RKIfConv.so; default build/lib/RKIfConv.so
#   flags      more difftest options, space separated (--opt O1,O3 ...)
#   stress-size  llvm-stress's -size; default 100
#
# Each shard can write its results with -o FILE (lit's JSON);
# scripts/merge-campaign.py merges the shards' files into one summary.
import os
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
from rkifc import litcampaign  # noqa: E402

config.name = "rkifc-campaign"
config.test_format = litcampaign.CampaignFormat(lit_config.params)
config.test_source_root = os.path.dirname(os.path.abspath(__file__))
# No test times are kept between runs (lit keeps them in the exec root), so
# that lit orders the tests by name on every machine and --run-shard K
# selects the same tests everywhere.
config.test_exec_root = tempfile.mkdtemp(prefix="rkifc-campaign-")
config.suffixes = []
