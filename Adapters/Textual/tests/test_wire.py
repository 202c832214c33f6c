"""The adapter's codec on bytes worked out from docs/protocol.md: what it writes, what it
reads, and each violation it refuses with the protocol's reference text."""

from __future__ import annotations

import pytest

from journey_textual import wire
from link import string, uvarint


def command(kind: int, body: bytes, sequence: int = 1) -> bytes:
    return bytes([0x12]) + uvarint(sequence) + bytes([kind]) + body


BUTTON_TARGET = bytes([2, 0, 200, 1, 0x04]) + string("go")  # path /0/200, a button #go


def test_integers_are_written_seven_bits_a_byte_low_first_and_signed_zigzag() -> None:
    assert [wire.uvarint(value) for value in (0, 127, 128, 300, 1 << 21)] == [
        b"\x00", b"\x7f", b"\x80\x01", b"\xac\x02", b"\x80\x80\x80\x01"]
    assert [wire.sint(value) for value in (0, -1, 1, -2, 64)] == [b"\x00", b"\x01", b"\x02", b"\x03", b"\x80\x01"]
    assert wire.sint(1 << 40) == wire.sint((1 << 31) - 1) == b"\xfe\xff\xff\xff\x0f"
    assert wire.sint(-(1 << 40)) == wire.sint(-(1 << 31)) == b"\xff\xff\xff\xff\x0f"
    assert wire.string("é") == b"\x02\xc3\xa9"
    assert wire.frame(b"ab") == b"\x00\x00\x00\x02ab"


def test_an_element_is_written_type_flags_strings_frame_and_children() -> None:
    child = wire.Element("cell", label="Row", frame=(0, 2, 10, 1), selected=True, enabled=False)
    root = wire.Element("textField", identifier="name", value="v", placeholder="p", focused=True,
                        frame=(-1, 1, 80, 3), children=[child])
    assert root.encoded() == (bytes([0x06, 1 | 4 | 8 | 0x10]) + string("name") + string("") + string("v") + string("p")
                              + b"\x01\x02\xa0\x01\x06" + b"\x01"
                              + bytes([0x09, 2]) + string("") + string("Row") + b"\x00\x04\x14\x02" + b"\x00")


def test_each_flag_of_an_element_is_its_own_bit() -> None:
    assert wire.Element("textField", placeholder="p", enabled=False).encoded()[1] == 0x10
    assert wire.Element("textField", value="v", enabled=False).encoded()[1] == 0x08
    assert wire.Element("cell", selected=True, enabled=False).encoded()[1] == 0x02
    assert wire.Element("cell", focused=True, enabled=False).encoded()[1] == 0x04
    assert wire.Element("cell").encoded()[1] == 0x01


def test_the_app_messages_carry_their_fields_in_order() -> None:
    assert wire.hello_message(300, "app") == b"\x01\x02\xd8\x04" + string("app")
    work = [wire.Work("later", 200), wire.Work("now", -5)]
    activity = b"\x00\x02" + string("now") + b"\x00" + string("later") + b"\x90\x03"
    assert wire.tree_message(130, work, b"R") == b"\x02\x82\x01" + activity + b"R"
    assert wire.status_message(3, work) == b"\x03\x03" + activity
    assert wire.screen_message(2, ["ab", ""]) == b"\x06\x02\x02" + string("ab") + string("")
    assert wire.reply_message(129, 4, wire.DONE, "ignored") == b"\x04\x81\x01\x04\x00"
    assert wire.reply_message(1, 4, wire.STALE_ELEMENT, "why") == b"\x04\x01\x04\x01" + string("why")
    assert wire.violation_message("bad") == b"\x05" + string("bad")


def test_commands_are_read_with_values_of_many_bytes() -> None:
    text = "x" * 200
    typed = wire.decode_driver_message(command(wire.TYPE_TEXT, BUTTON_TARGET + string(text), sequence=300))
    assert typed == wire.Command(300, wire.TYPE_TEXT, target=wire.Target((0, 200), 0x04, "go"), text=text)
    assert str(typed.target) == "button #go at /0/200"
    assert str(wire.Target((), 0x03, "")) == "other at /"
    drag = wire.decode_driver_message(command(wire.DRAG, BUTTON_TARGET + uvarint(130) + b"\x02\x05" + uvarint(1000)))
    assert (drag.start, drag.end) == ((130, 2), (5, 1000))
    assert wire.decode_driver_message(command(wire.PRESS, b"\x0d")).key == 13
    key = wire.decode_driver_message(command(wire.PRESS_KEY, string("pageUp") + b"\x07"))
    assert (key.text, key.modifiers) == ("pageUp", 7)
    swipe = wire.decode_driver_message(command(wire.SWIPE, b"\x03\x01" + BUTTON_TARGET))
    assert (swipe.direction, swipe.target) == (3, wire.Target((0, 200), 0x04, "go"))
    assert wire.decode_driver_message(command(wire.SWIPE, b"\x02\x00")).target is None
    assert wire.decode_driver_message(command(wire.ADVANCE_CLOCK, b"\xd0\x0f")).milliseconds == 1000
    condition = wire.decode_driver_message(command(wire.SET_CONDITION, string("net") + string("off")))
    assert condition.text == "net\0off"
    assert wire.decode_driver_message(command(wire.REFRESH, b"")) == wire.Command(1, wire.REFRESH)
    assert wire.decode_driver_message(b"\x11\x02") == 2
    assert wire.decode_driver_message(command(wire.CLEAR_TEXT, BUTTON_TARGET)).target == wire.Target((0, 200), 4, "go")


@pytest.mark.parametrize("body, reference", [
    (b"", "message truncated while reading message kind: needed 1 byte(s), 0 left"),
    (b"\x13", "unknown message kind 0x13"),
    (b"\x11\x02\x00", "1 unexpected byte(s) after the end of the message"),
    (b"\x12\x01", "message truncated while reading command kind: needed 1 byte(s), 0 left"),
    (b"\x12\x01\x0c", "invalid value 12 for command kind"),
    (b"\x12\x01\x00", "invalid value 0 for command kind"),
    (b"\x12\x81", "message truncated while reading sequence: needed 1 byte(s), 0 left"),
    (b"\x12" + b"\xff" * 9 + b"\x02", "invalid value 2 for sequence"),
    (b"\x12" + b"\xff" * 10, "invalid value 255 for sequence"),
    (b"\x11\x80\x80\x80\x80\x08", "invalid value 2147483648 for protocol version"),
    (command(wire.PRESS, b"\x0e"), "invalid value 14 for key"),
    (command(wire.PRESS_KEY, string("ab") + b"\x00"), "invalid key 'ab'"),
    (command(wire.PRESS_KEY, string("") + b"\x00"), "invalid key ''"),
    (command(wire.PRESS_KEY, string("a") + b"\x08"), "invalid value 8 for key modifiers"),
    (command(wire.SWIPE, b"\x04\x00"), "invalid value 4 for direction"),
    (command(wire.SWIPE, b"\x00\x02"), "invalid value 2 for has target"),
    (command(wire.ADVANCE_CLOCK, b"\x01"), "invalid value -1 for milliseconds"),
    (command(wire.ADVANCE_CLOCK, b"\x80\x80\x80\x80\x10"), "invalid value 2147483648 for milliseconds"),
    (command(wire.TAP, b"\x81\x01"), "elements nested deeper than 128 levels"),
    (command(wire.TAP, b"\x00\x1a" + string("")), "invalid value 26 for target element type"),
    (command(wire.TAP, b"\x00\x04\x05ab"), "message truncated while reading target identifier: needed 5 byte(s), 2 left"),
    (command(wire.TYPE_TEXT, b"\x00\x06\x00\x02\xff\xfe"), "text is not valid UTF-8"),
    (command(wire.REFRESH, b"\x00"), "1 unexpected byte(s) after the end of the message"),
])
def test_each_malformed_message_is_refused_with_its_reference_text(body: bytes, reference: str) -> None:
    with pytest.raises(wire.ProtocolViolation) as raised:
        wire.decode_driver_message(body)
    assert str(raised.value) == reference


def test_a_path_of_128_levels_is_read_and_one_deeper_refused() -> None:
    deep = command(wire.TAP, uvarint(128) + b"\x00" * 128 + b"\x04\x00")
    assert wire.decode_driver_message(deep).target.path == (0,) * 128
    assert wire.decode_driver_message(command(wire.PRESS_KEY, string("f12") + b"\x00")).text == "f12"


def test_frames_are_cut_from_the_bytes_read_however_they_arrive() -> None:
    frames = wire.FrameBuffer()
    assert frames.wanted() == 4 + wire.FRAME_LIMIT
    assert frames.feed(b"\x00\x00") == ([], None)
    assert frames.wanted() == 2 + wire.FRAME_LIMIT
    assert frames.feed(b"\x00\x03a") == ([], None)
    assert frames.wanted() == 2
    assert frames.feed(b"bc\x00\x00\x00\x01d\x00\x00") == ([b"abc", b"d"], None)
    assert frames.wanted() == 2 + wire.FRAME_LIMIT
    assert frames.feed(b"\x00\x02xy") == ([b"xy"], None)
    assert frames.wanted() == 4 + wire.FRAME_LIMIT
    assert frames.feed(b"\x00\x00\x00") == ([], None)  # a header one byte short
    assert frames.wanted() == 1 + wire.FRAME_LIMIT
    assert frames.feed(b"\x02x") == ([], None)  # a body one byte short
    assert frames.wanted() == 1
    assert frames.feed(b"y\x00\x00\x00\x05") == ([b"xy"], None)  # a whole header, no body yet
    assert frames.wanted() == 5


def test_an_empty_or_oversized_frame_is_a_violation_after_the_frames_before_it() -> None:
    bodies, violation = wire.FrameBuffer().feed(b"\x00\x00\x00\x01a\x00\x00\x00\x00")
    assert (bodies, str(violation)) == ([b"a"], "empty message")
    limit = wire.FRAME_LIMIT.to_bytes(4, "big")
    assert wire.FrameBuffer().feed(limit) == ([], None)
    bodies, violation = wire.FrameBuffer().feed((wire.FRAME_LIMIT + 1).to_bytes(4, "big"))
    assert str(violation) == "message of 1048577 bytes exceeds the channel's limit of 1048576 bytes"


def test_after_an_empty_frames_header_a_byte_is_still_wanted() -> None:
    # A read of no bytes would come back empty, which reads as the driver closing the channel.
    buffer = wire.FrameBuffer()
    assert str(buffer.feed(bytes(4))[1]) == "empty message"
    assert buffer.wanted() == 1


def test_every_element_type_of_the_protocol_is_a_target_type() -> None:
    names = ["application", "window", "other", "button", "staticText", "textField", "secureTextField", "searchField",
             "cell", "table", "tabBar", "navigationBar", "alert", "switch", "activityIndicator", "image", "scrollView",
             "textView", "collectionView", "menuItem", "segmentedControl", "sheet", "link", "toolbar",
             "progressIndicator"]
    for code, name in enumerate(names, start=1):
        tapped = wire.decode_driver_message(command(wire.TAP, bytes([0, code]) + string("")))
        assert str(tapped.target) == f"{name} at /"
        assert wire.Element(name).encoded()[0] == code


def test_a_count_beyond_its_limit_is_refused_below_the_largest_count() -> None:
    # The prepared launch's lists (prepared.py) are counted no longer than the bytes left.
    reader = wire.Reader(uvarint(5) + b"ab")
    with pytest.raises(wire.ProtocolViolation) as raised:
        reader.count("names count", limit=reader.left() - 1)
    assert str(raised.value) == "invalid value 5 for names count"
    assert wire.Reader(uvarint(2) + b"ab").count("names count", limit=2) == 2


def test_the_largest_count_is_read() -> None:
    assert wire.Reader(uvarint(wire.MAX_COUNT)).count("names count") == wire.MAX_COUNT


def test_a_signed_value_below_32_bits_is_refused_and_the_lowest_read() -> None:
    lowest = -(1 << 31)
    assert wire.Reader(uvarint(2 * -lowest - 1)).sint("x") == lowest  # zigzag: -n is 2n - 1
    with pytest.raises(wire.ProtocolViolation) as raised:
        wire.Reader(uvarint(2 * -(lowest - 1) - 1)).sint("x")
    assert str(raised.value) == f"invalid value {lowest - 1} for x"


def test_the_edges_of_each_range_a_command_may_carry_are_read() -> None:
    # A uvarint's tenth byte may be 1 (the 64th bit), the least signed value's mirror is
    # the largest, and a clock may be advanced by no time at all.
    longest = wire.decode_driver_message(bytes([0x12]) + b"\xff" * 9 + b"\x01" + bytes([wire.REFRESH]))
    assert longest.sequence == (1 << 64) - 1
    assert wire.Reader(uvarint(2 * ((1 << 31) - 1))).sint("x") == (1 << 31) - 1
    assert wire.decode_driver_message(command(wire.ADVANCE_CLOCK, b"\x00")).milliseconds == 0
