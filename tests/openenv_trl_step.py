"""Run by tests/test_openenv.py in the OpenEnv environment (which sees TRL and PyTorch
beneath it): one GRPO step of TRL's trainer whose environment is a ``plangate openenv``
server on 127.0.0.1, through ``environment_factory`` (plangate.interop.openenv_trl).

The policy is a one-layer Qwen-style model made from a config (random weights, a
tokenizer trained here, Qwen 3's chat template as TRL ships it) whose ``generate`` is
scripted: its first turn calls the ``apply`` tool, with a valid first action in one
rollout of each group and an unknown one in the other, its second turn ends. So TRL
parses a real tool call, calls the environment's tool, which steps the server over
OpenEnv's WebSocket, appends the verdict, generates again, takes each rollout's reward
from ``get_reward`` (two different rewards in a group: an advantage, a gradient) and
steps the optimizer. Prints one JSON line.
"""

from __future__ import annotations

import functools
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from openenv_client import served

ROOT = Path(__file__).resolve().parents[1]
BW = ROOT / "examples" / "blocksworld"
CALL = '<tool_call>\n{{"name": "apply", "arguments": {{"action": "{}"}}}}\n</tool_call>'
ACTIONS = ("(unstack d c)", "(fly a b)")  # a valid first step, an unknown action
SEEDS = (0, 1)


def main() -> dict[str, Any]:
    os.environ["TRL_EXPERIMENTAL_SILENCE"] = "1"
    import torch
    import trl
    from datasets import Dataset
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import PreTrainedTokenizerFast, Qwen3Config, Qwen3ForCausalLM

    from plangate.interop.openenv_trl import PlanToolEnv

    template = (Path(trl.__file__).parent / "chat_templates" / "qwen3.jinja").read_text()
    tok = Tokenizer(models.BPE())
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tok.decoder = decoders.ByteLevel()
    corpus = [CALL.format(a) for a in ACTIONS] + ["Reach the goal with the tools. done"] * 4
    tok.train_from_iterator(corpus, trainers.BpeTrainer(
        vocab_size=400, special_tokens=["<pad>", "<|im_end|>", "<|im_start|>"],
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet()))  # fmt: skip
    hf = PreTrainedTokenizerFast(tokenizer_object=tok, pad_token="<pad>", eos_token="<|im_end|>")
    hf.chat_template = template
    eos = hf.eos_token_id

    class Scripted(Qwen3ForCausalLM):  # type: ignore[misc]
        """Random weights; generate says the row's tool call, then ends."""

        def generate(self, input_ids: Any = None, **kwargs: Any) -> Any:
            rows = []
            for k, ids in enumerate(input_ids):
                text = hf.decode(ids, skip_special_tokens=False)
                if "<tool_response>" in text:
                    said = hf.encode("done", add_special_tokens=False)
                else:  # the group's two rollouts: a valid action, an unknown one
                    said = hf.encode(CALL.format(ACTIONS[k % 2]), add_special_tokens=False)
                rows.append([*said, eos])
            width = max(map(len, rows))
            tail = torch.tensor([r + [hf.pad_token_id] * (width - len(r)) for r in rows])
            return torch.cat([input_ids, tail.to(input_ids.device)], dim=1)

    torch.manual_seed(0)
    model = Scripted(Qwen3Config(
        vocab_size=len(hf), hidden_size=32, intermediate_size=64, num_hidden_layers=1,
        num_attention_heads=2, num_key_value_heads=2, head_dim=16,
        max_position_embeddings=4096, pad_token_id=hf.pad_token_id, eos_token_id=eos,
        bos_token_id=eos))  # fmt: skip
    data = Dataset.from_list([
        {"prompt": [{"role": "user", "content": f"Reach the goal with the tools, seed {s}."}],
         "seed": s} for s in SEEDS])  # fmt: skip
    made: list[PlanToolEnv] = []
    out: dict[str, Any] = {}
    with served(str(BW / "domain.pddl"), [str(BW / "problem-tower.pddl")]) as url:

        def factory() -> PlanToolEnv:
            env = functools.partial(PlanToolEnv, url)()
            made.append(env)
            return env

        args = trl.GRPOConfig(
            output_dir=tempfile.mkdtemp(), per_device_train_batch_size=4, num_generations=2,
            max_completion_length=1024, max_steps=1, logging_steps=1, report_to=[],
            use_cpu=True, save_strategy="no", learning_rate=1e-3, bf16=False,
            dataloader_num_workers=0, shuffle_dataset=False,
        )  # fmt: skip
        trainer = trl.GRPOTrainer(model=model, args=args, train_dataset=data, processing_class=hf,
                                  environment_factory=factory)  # fmt: skip
        trainer.train()
        out["global_step"] = trainer.state.global_step
        out["log"] = {k: v for k, v in trainer.state.log_history[0].items()
                      if isinstance(v, int | float)}  # fmt: skip
        out["trails"] = [env.trail for env in made if len(env.trail) > 1]
    return out


if __name__ == "__main__":
    print(json.dumps(main()))
