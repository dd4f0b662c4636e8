"""Where training libraries look for a verifiable reward: reasoning-gym's procedural
datasets (:mod:`.reasoning_gym`), TRL's GRPO reward functions and datasets (:mod:`.trl`),
verl's ``compute_score`` (:mod:`.verl`) and a verifiers environment
(:mod:`.verifiers_env`). Each is a thin layer over :mod:`plangate.reward`: the same
items (:class:`plangate.reward.items.Items`) and the same score everywhere."""
