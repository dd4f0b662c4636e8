"""Instance generators, experiment runner and reports (imports every other layer)."""
