"""The reward where training libraries look for it, each through the library's own API:
reasoning-gym's create_dataset and score_answer, TRL's GRPO trainer calling the reward
functions (one step of a tiny model made from a config, on the CPU), verl's
compute_score signature."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

import pytest

from plangate.errors import PlangateError
from plangate.interop.training.verl import compute_score

BLOCKS = Path(__file__).parent / "data" / "benchmarks" / "blocks-strips-typed-2000"


def test_reasoning_gym_makes_the_dataset_by_name() -> None:
    reasoning_gym = pytest.importorskip("reasoning_gym", reason="the train extra")
    import plangate.interop.training.reasoning_gym  # noqa: F401  registers "plangate"

    data = reasoning_gym.create_dataset("plangate", size=6, seed=2)
    entries = list(data)
    assert len(entries) == 6 and len({e["question"] for e in entries}) > 1
    for i, e in enumerate(entries):
        assert e["metadata"]["source_dataset"] == "plangate"
        assert e["metadata"]["source_index"] == i
        assert data.score_answer(e["answer"], e) == 1.0
        assert data.score_answer(None, e) == 0.0
        assert data.score_answer("Move disk 1 from Peg 1 to Peg 3", e) == 0.0
    again = reasoning_gym.create_dataset("plangate", size=6, seed=2)
    assert [e["question"] for e in again] == [e["question"] for e in entries]
    mine = reasoning_gym.create_dataset("plangate", domain=str(BLOCKS / "domain.pddl"),
                                        problems=str(BLOCKS / "instances"), kind="action",
                                        walk=2, size=4, seed=0)  # fmt: skip
    e = mine[3]
    assert e["metadata"]["kind"] == "action" and mine.score_answer(e["answer"], e) == 1.0
    with pytest.raises(ValueError, match="kind"):
        reasoning_gym.create_dataset("plangate", kind="poem")
    with pytest.raises(ValueError, match="both"):
        reasoning_gym.create_dataset("plangate", domain=str(BLOCKS / "domain.pddl"))


def test_verl_compute_score_takes_the_metadata_as_json_or_a_dict() -> None:
    from plangate.interop.training.trl import rows

    row = rows(size=1, seed=3)[0]
    good = compute_score("plangate", row["answer"], row["plangate"])
    assert good["score"] == 1.0 and good["goal"] == 1.0
    assert all(isinstance(v, float) for v in good.values())
    bad = compute_score("plangate", "(pick-up nosuch)", json.loads(row["plangate"]), {"i": 1})
    assert bad["score"] == 0.0 and bad["readable"] == 1.0
    with pytest.raises(PlangateError, match="data_source"):
        compute_score("gsm8k", row["answer"], row["plangate"])
    with pytest.raises(PlangateError, match="metadata"):
        compute_score("plangate", row["answer"], "[1, 2]")
    assert good["truth_known"] == 1.0
    with pytest.raises(PlangateError, match="digits") as err:  # bounded before it is read
        compute_score("plangate", row["answer"], '{"start": ' + "9" * 5000 + "}")
    assert "9999" not in str(err.value)
    with pytest.raises(PlangateError, match="not JSON") as err:
        compute_score("plangate", row["answer"], '{"domain": "(define secret-x"')
    assert "secret-x" not in str(err.value)


def test_verls_data_file_carries_the_metadata_compute_score_reads(tmp_path: Path) -> None:
    """The parquet file verl trains from, read back as verl reads it; compute_score
    loaded from its file by path (as verl's load_extern_object does) and called with
    the keywords verl's naive reward manager passes, ``reward_model.ground_truth`` and
    ``extra_info`` from the row."""
    import importlib.util

    import plangate.interop.training.verl as verl_module
    from plangate.interop.training.verl import rows, write_parquet

    pq = pytest.importorskip("pyarrow.parquet", reason="the train extra")
    data = rows(str(BLOCKS / "domain.pddl"), str(BLOCKS / "instances"), size=3, seed=2)
    path = write_parquet(tmp_path / "data" / "train.parquet", data)
    read = pq.read_table(path).to_pylist()
    assert read == data and {"data_source", "prompt", "ability", "reward_model",
                             "extra_info"} == set(read[0])  # fmt: skip
    spec = importlib.util.spec_from_file_location("custom_reward", verl_module.__file__)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    for row in read:
        extra = {**row["extra_info"], "num_turns": None, "rollout_reward_scores": {}}
        good = module.compute_score(data_source=row["data_source"],
                                    solution_str=row["extra_info"]["answer"],
                                    ground_truth=row["reward_model"]["ground_truth"],
                                    extra_info=extra)  # fmt: skip
        assert good["score"] == 1.0
        bad = module.compute_score(data_source=row["data_source"], solution_str="(fly a b)",
                                   ground_truth=row["reward_model"]["ground_truth"],
                                   extra_info=extra, reward_router_address=None)  # fmt: skip
        assert bad["score"] == 0.0


def test_trl_reward_functions_take_what_grpo_passes() -> None:
    from plangate.interop.training.trl import dataset, reward_funcs, rows

    pytest.importorskip("datasets", reason="the train extra")
    ds = dataset(size=3, seed=1)
    assert set(ds.column_names) == {"prompt", "answer", "data_source", "plangate"}
    assert ds[0]["prompt"][-1]["role"] == "user"
    score, valid = reward_funcs(["score", "valid"])
    assert (score.__name__, valid.__name__) == ("plangate_score", "plangate_valid")
    chat = [[{"role": "assistant", "content": a}] for a in ds["answer"]]
    assert score(prompts=ds["prompt"], completions=chat, plangate=ds["plangate"]) == [1.0] * 3
    assert valid(completions=["", "x", "(pick-up a)"], plangate=ds["plangate"]) == [0.0] * 3
    plain = rows(size=1, conversational=False, system="ignored without chat")[0]
    assert isinstance(plain["prompt"], str)
    with pytest.raises(PlangateError, match="component"):
        reward_funcs(["loudness"])
    with pytest.raises(PlangateError, match="completions for"):
        score(completions=["a"], plangate=ds["plangate"])


@pytest.mark.filterwarnings("ignore")
def test_a_grpo_step_calls_the_reward_through_trl() -> None:
    """One GRPO step of a one-layer Llama made from a config (random weights) with a
    tokenizer trained on the questions: TRL generates, calls plangate's reward functions
    with the completions and the rows' metadata, logs their means and steps."""
    trl = pytest.importorskip("trl", reason="the train extra")
    torch = pytest.importorskip("torch", reason="the train extra")
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import LlamaConfig, LlamaForCausalLM, PreTrainedTokenizerFast

    from plangate.interop.training.trl import dataset, reward_funcs

    ds = dataset(size=4, seed=0, conversational=False)
    tok = Tokenizer(models.BPE())
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tok.decoder = decoders.ByteLevel()
    tok.train_from_iterator(
        list(ds["prompt"]) + list(ds["answer"]),
        trainers.BpeTrainer(vocab_size=600, special_tokens=["<pad>", "<eos>"],
                            initial_alphabet=pre_tokenizers.ByteLevel.alphabet()),
    )  # fmt: skip
    hf = PreTrainedTokenizerFast(tokenizer_object=tok, pad_token="<pad>", eos_token="<eos>")
    torch.manual_seed(0)
    model = LlamaForCausalLM(LlamaConfig(
        vocab_size=len(hf), hidden_size=32, intermediate_size=64, num_hidden_layers=1,
        num_attention_heads=2, num_key_value_heads=2, max_position_embeddings=2048,
        pad_token_id=hf.pad_token_id, eos_token_id=hf.eos_token_id,
        bos_token_id=hf.eos_token_id))  # fmt: skip
    seen: list[tuple[int, int]] = []
    score, valid = reward_funcs(["score", "valid"])

    def watched(*args: Any, **kwargs: Any) -> list[float]:
        seen.append((len(kwargs["completions"]), len(kwargs["plangate"])))
        return score(*args, **kwargs)

    watched.__name__ = score.__name__
    args = trl.GRPOConfig(
        output_dir=tempfile.mkdtemp(), per_device_train_batch_size=2, num_generations=2,
        max_completion_length=8, max_steps=1, logging_steps=1, report_to=[], use_cpu=True,
        save_strategy="no", learning_rate=1e-3, bf16=False, dataloader_num_workers=0,
    )  # fmt: skip
    trainer = trl.GRPOTrainer(model=model, reward_funcs=[watched, valid], args=args,
                              train_dataset=ds, processing_class=hf)  # fmt: skip
    trainer.train()
    assert seen and all(c == m == 2 for c, m in seen)
    logged = trainer.state.log_history[0]
    assert trainer.state.global_step == 1
    assert logged["rewards/plangate_score/mean"] == 0.0  # random weights write no plan
    assert "rewards/plangate_valid/mean" in logged
