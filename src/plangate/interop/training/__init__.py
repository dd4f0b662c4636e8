"""Where training libraries look for a verifiable reward: reasoning-gym's procedural
datasets (:mod:`.reasoning_gym`), TRL's GRPO reward functions and datasets (:mod:`.trl`),
verl's ``compute_score`` (:mod:`.verl`) and verifiers' tasksets ``plangate-plan`` and
``plangate-steps`` (:mod:`.vf_tasks`). Each is a thin layer over :mod:`plangate.reward`:
the same items (:class:`plangate.reward.items.Items`) and the same score everywhere."""
