"""lit's test format for differential campaigns (campaigns/lit.cfg.py):
one test per generated program, target and -mcpu: csmith and guardgen
programs run by difftest.py, llvm-stress functions compiled by
campaign.py's stress check. A module of its own so that lit's worker
processes can load it."""
import os
import shlex
import subprocess
import sys
import tempfile
import types

import lit.formats
import lit.Test

from rkifc import difftest, targets
from rkifc.toolchain import LLVM_BIN, REPO as ROOT
from rkifc.toolchain import default_plugin

GENERATORS = ("csmith", "guardgen", "llvm-stress")


class CampaignFormat(lit.formats.TestFormat):
    """Tests named GENERATOR/TARGET/CPU/SEED; no files behind them."""

    def __init__(self, params):
        self.generator = params.get("generator", "guardgen")
        if self.generator not in GENERATORS:
            sys.exit("campaigns: generator must be one of %s, not %r"
                     % (", ".join(GENERATORS), self.generator))
        self.seeds = difftest.parse_seeds(params.get("seeds", "1-30"))
        if self.generator == "llvm-stress":
            # Functions of stress-size instructions, compiled by llc for
            # the targets (NVPTX too), each at its default CPU.
            self.stress_size = int(params.get("stress-size", "100"))
            names = params.get("targets", "all").split(",")
            self.targets = [t for t in targets.TARGETS
                            if t in names or "all" in names]
            unknown = set(names) - set(targets.TARGETS) - {"all"}
            if unknown:
                sys.exit("campaigns: unknown targets %s" % sorted(unknown))
            self.cpus = {t: ["default"] for t in self.targets}
        else:
            self.targets = difftest.parse_targets(
                [params.get("targets", "all")])
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
        if generator == "llvm-stress":
            return self.execute_stress(int(seed), target)
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

    # campaign.py's statuses: what is stock LLVM's is not rkifc's failure.
    STRESS_VERDICTS = {"ok": lit.Test.PASS, "FAIL": lit.Test.FAIL}

    def execute_stress(self, seed, target):
        """One llvm-stress function: stock, rkifc and force builds with
        llc -verify-machineinstrs (campaign.stress_one); a failure of
        rkifc's builds that stock's passes cause on valid code is stock's
        (unsupported)."""
        from rkifc import campaign
        rows = []
        with tempfile.TemporaryDirectory(prefix="rkifc-stress-") as work:
            args = types.SimpleNamespace(
                llvm_bin=LLVM_BIN, plugin=self.plugin, compile_timeout=300,
                stress_size=self.stress_size, out=work,
                keep_stock_bugs=False, reduce=False)
            rec = types.SimpleNamespace(record=rows.append)
            campaign.stress_one(seed, target, args, rec, work)
        row = rows[0] if rows else {"status": "no result"}
        result = self.STRESS_VERDICTS.get(row["status"],
                                          lit.Test.UNSUPPORTED)
        return result, "llvm-stress -seed=%d -size=%d on %s: %r\n" % (
            seed, self.stress_size, target, row)

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
