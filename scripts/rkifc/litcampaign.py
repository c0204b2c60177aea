"""lit's test format for differential campaigns (campaigns/lit.cfg.py):
one test per generated program, target and -mcpu, run by difftest.py.
A module of its own so that lit's worker processes can load it."""
import os
import shlex
import subprocess
import sys

import lit.formats
import lit.Test

from rkifc import difftest
from rkifc.toolchain import REPO as ROOT
from rkifc.toolchain import default_plugin


class CampaignFormat(lit.formats.TestFormat):
    """Tests named GENERATOR/TARGET/CPU/SEED; no files behind them."""

    def __init__(self, params):
        self.generator = params.get("generator", "guardgen")
        if self.generator not in ("csmith", "guardgen"):
            sys.exit("campaigns: generator must be csmith or guardgen, not %r"
                     % self.generator)
        self.seeds = difftest.parse_seeds(params.get("seeds", "1-30"))
        self.targets = difftest.parse_targets([params.get("targets", "all")])
        mcpus = params.get("mcpus")
        self.cpus = difftest.parse_mcpus([mcpus] if mcpus else [],
                                         self.targets)
        self.variants = params.get("variants", "stock,rkifc,force")
        self.plugin = params.get("plugin", default_plugin())
        self.flags = shlex.split(params.get("flags", ""))
        # The runner; a test of this format gives a stand-in.
        self.difftest = params.get(
            "difftest", os.path.join(ROOT, "scripts", "difftest.py"))

    def getTestsInDirectory(self, testSuite, path_in_suite, litConfig,
                            localConfig):
        if path_in_suite:
            return
        for target in self.targets:
            for cpu in self.cpus[target]:
                for seed in self.seeds:
                    yield lit.Test.Test(
                        testSuite, (self.generator, target, cpu, str(seed)),
                        localConfig)

    def execute(self, test, litConfig):
        generator, target, cpu, seed = test.path_in_suite
        cmd = [sys.executable, self.difftest,
               "--target", target, "--mcpu", "%s=%s" % (target, cpu),
               "--variants", self.variants, "--plugin", self.plugin,
               "--jobs", "1"] + self.flags
        if generator == "guardgen":
            cmd += ["--generated", seed]
        else:
            cmd += ["--seeds", seed]
        run = subprocess.run(cmd, capture_output=True, text=True)
        out = " ".join(shlex.quote(c) for c in cmd) + "\n" + run.stdout + \
            run.stderr
        return self.verdict(run.returncode, run.stdout), out

    @staticmethod
    def verdict(returncode, stdout):
        """difftest's summary line for the one program, as a lit result:
        ok passes; a difference or a crash fails; a program that stock
        cannot build or run, or that times out, is unsupported."""
        summary = [l for l in stdout.splitlines() if l.startswith("== ")]
        if returncode == 0 and summary and " 1 ok," in summary[-1]:
            return lit.Test.PASS
        if returncode == 0:
            return lit.Test.UNSUPPORTED
        return lit.Test.FAIL
