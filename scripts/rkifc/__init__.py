"""rkifc's scripts as one package.

The command-line tools are thin entry points in scripts/ (scripts/bench.py,
scripts/difftest.py, ...); what they share lives here, once:

  toolchain  where LLVM's tools and the plugin are
  targets    the targets, their -mcpu defaults and compiler flags
  modes      stock, default, force and hyperblocks: the flags of each
  remarks    rkifc's remarks, read from their YAML arguments (never their
             text)
  proc       running a tool, and stopping a script with an error

and the tools' own modules (rkifc.difftest, rkifc.bench, ...), which import
one another as rkifc.<module>. Python 3 standard library, plus PyYAML
where remarks are read.
"""
