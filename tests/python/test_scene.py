"""Scenes: paths, presets and dicts read by the core's strict reader; set() checked like a
file, errors naming the JSON path; atomic saves."""

import json

import pytest

import clothlab


def chain_dict():
    return clothlab.load_scene("preset:hanging-chain").to_dict()


def test_dict_and_file_round_trips(tmp_path):
    scene = clothlab.load_scene("preset:hanging-cloth")
    assert clothlab.load_scene(scene.to_dict()) == scene
    path = tmp_path / "cloth.json"
    scene.save(path)
    again = clothlab.load_scene(path)
    assert again == scene and again.source == str(path)
    assert json.loads(path.read_text()) == scene.to_dict()


def test_a_bad_file_names_file_and_path(tmp_path):
    data = clothlab.load_scene("preset:hanging-cloth").to_dict()
    data["bodies"][0]["rows"] = -3
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    with pytest.raises(clothlab.SceneError) as caught:
        clothlab.load_scene(str(path))
    error = caught.value
    assert isinstance(error, ValueError)
    assert error.path == "bodies[0].rows" and error.file == str(path)
    assert str(error).startswith(f"{path}: bodies[0].rows: ")


def test_a_bad_dict_names_the_path():
    data = chain_dict()
    data["air"]["gusto"] = 1
    with pytest.raises(ValueError, match=r"air\.gusto") as caught:
        clothlab.load_scene(data)
    assert caught.value.path == "air.gusto"
    with pytest.raises(clothlab.SceneError, match="preset:no-such"):
        clothlab.load_scene("preset:no-such")
    with pytest.raises(clothlab.SceneError):
        clothlab.load_scene("/no/such/scene.json")


def test_set_edits_and_validates_like_a_file(tmp_path):
    scene = clothlab.load_scene("preset:hanging-cloth")
    scene.set("stiffness.shear.stretch", 812.5)
    scene.set("bodies[0].rows", 6)
    data = scene.to_dict()
    assert data["stiffness"]["shear"]["stretch"] == 812.5 and data["bodies"][0]["rows"] == 6
    before = scene.to_dict()
    with pytest.raises(ValueError) as by_set:
        scene.set("bodies[0].rows", -1)
    assert by_set.value.path == "bodies[0].rows"
    assert scene.to_dict() == before  # unchanged by the refused edit
    # The same value in a file is refused with the same reason.
    before["bodies"][0]["rows"] = -1
    path = tmp_path / "rows.json"
    path.write_text(json.dumps(before))
    with pytest.raises(ValueError) as by_file:
        clothlab.load_scene(path)
    assert by_file.value.reason == by_set.value.reason


def test_set_refuses_paths_and_values_it_cannot_apply():
    scene = clothlab.load_scene("preset:hanging-chain")
    with pytest.raises(ValueError, match=r"bodies\[7\]") as caught:
        scene.set("bodies[7].particles", [])
    assert caught.value.path == "bodies[7].particles"
    with pytest.raises(ValueError, match="integrator.dt"):
        scene.set("integrator.dt", "fast")
    with pytest.raises(ValueError, match="gravity"):
        scene.set("gravity", float("nan"))
    with pytest.raises(ValueError, match="integrator.id"):
        scene.set("integrator.id", "rk5")


def test_save_is_atomic(tmp_path):
    scene = clothlab.load_scene("preset:hanging-chain")
    with pytest.raises(clothlab.SceneError):
        scene.save(tmp_path / "missing-folder" / "scene.json")
    path = tmp_path / "scene.json"
    scene.save(path)
    assert [p.name for p in tmp_path.iterdir()] == ["scene.json"]  # no temporary left over
