"""Datasets, the experiment runner, reports, and the benchmark families (one folder each,
behind :mod:`plangate.bench.families`); imports every layer below."""
