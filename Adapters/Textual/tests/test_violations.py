"""What the driver sends that the protocol does not allow (docs/protocol.md §12): the
adapter reports it with its reference text and exits with status 3, having first served
the well-formed messages before it in the same read. The process's exit is stood in for,
so the test sees its status."""

from __future__ import annotations

import pytest

from apps import Gallery
from conftest import Exited
from link import DONE, REFRESH, Link, drive, uvarint


def framed(body: bytes) -> bytes:
    return len(body).to_bytes(4, "big") + body


REFRESH_COMMAND = framed(bytes([0x12]) + uvarint(41) + bytes([REFRESH]))


@pytest.mark.parametrize("data, reference", [
    (framed(bytes([0x12]) + uvarint(42) + bytes([12])), "invalid value 12 for command kind"),
    # A well-formed command, then a malformed one in the same read: the first is served.
    (REFRESH_COMMAND + framed(bytes([0x13])), "unknown message kind 0x13"),
    # A well-formed command, then a frame header of no message.
    (REFRESH_COMMAND + bytes(4), "empty message"),
    # A second hello, of a version after the adapter's and before it.
    (framed(bytes([0x11]) + uvarint(3)), "protocol version mismatch: expected 2, received 3"),
    (framed(bytes([0x11]) + uvarint(1)), "protocol version mismatch: expected 2, received 1"),
])
def test_a_violation_is_reported_with_its_reference_text_and_ends_the_process_with_status_3(
        statuses: list[int], data: bytes, reference: str) -> None:
    async def script(link: Link) -> None:
        link.send_raw(data)
        await link.wait_for(lambda link: link.violation is not None)
        assert link.violation == reference
        if data.startswith(REFRESH_COMMAND):
            assert link.replies.get(41) == (DONE, "")

    with pytest.raises(Exited):
        drive(Gallery(), script, (80, 60))
    assert statuses == [3]
