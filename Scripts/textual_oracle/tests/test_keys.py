"""Textual's key names spelt as a journey's press step takes them."""

import pytest

from textual_oracle.keys import UnspellableKey, is_pause, journey_key


@pytest.mark.parametrize("textual, journey", [
    ("a", "a"), ("D", "D"), ("1", "1"), (" ", "space"), ("space", "space"),
    ("/", '"/"'), ('"', '"\\""'), ("\\", '"\\\\"'), ("é", '"é"'),
    ("enter", "enter"), ("shift+tab", "shift-tab"), ("ctrl+t", "ctrl-t"), ("ctrl+shift+up", "ctrl-shift-up"),
    ("full_stop", '"."'), ("exclamation_mark", '"!"'), ("f3", "f3"), ("pagedown", "pagedown"),
])
def test_a_textual_key_is_spelt_as_a_journey_presses_it(textual, journey):
    assert journey_key(textual) == journey


@pytest.mark.parametrize("textual, why", [
    ("super+a", "modifier"), ("ctrl+full_stop", "modified symbol"), ("no_such_key_name", "no journey spelling"),
    ("ctrl+", "modifier"),
])
def test_a_key_no_journey_presses_is_refused_saying_why(textual, why):
    with pytest.raises(UnspellableKey, match=why):
        journey_key(textual)


def test_only_pilot_pauses_are_pauses():
    assert is_pause("wait:20")
    assert not is_pause("w")
    assert not is_pause("tab")
